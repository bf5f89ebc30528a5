"""`main.py models list | rm | import | logout`, `chat --device`, `--selftest` and the README, as a person
meets them: the demo model in the list and safe from `import --link`, stale links, helpful refusals."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import app.system.secrets as secrets
from app.accel.devices import DEVICE_NAMES
from app.cli import models as models_cli
from app.system.paths import resolve_paths
from models.demo import DEMO_NAME, is_complete
from models.installed import MANIFEST_NAME, list_installed
from tests.app.cli.test_cli_models import model_folder
from tests.app.system.test_secrets import MemoryKeyring

ROOT = Path(__file__).resolve().parents[3]


def hearth(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=120, env=env or os.environ.copy(), check=False, stdin=subprocess.DEVNULL)


@pytest.mark.slow
def test_list_shows_the_demo_model_and_import_link_leaves_it_alone(demo_model: Path, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    demo = tmp_path / "cache" / DEMO_NAME  # a copy: a regression must not damage the shared demo model
    shutil.copytree(demo_model, demo)
    assert is_complete(demo)
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(demo))
    result = hearth("models", "list")
    assert result.returncode == 0, result.stderr
    row = result.stdout.splitlines()[1]
    assert row.startswith(DEMO_NAME) and "demo model" in row and "MB" in row
    assert json.loads(hearth("models", "list", "--json").stdout.splitlines()[0])["kind"] == "demo"

    result = hearth("models", "import", str(demo), "--link", "--no-verify")
    assert result.returncode == 1 and "is Hearth's demo model" in result.stderr and "without --link" in result.stderr
    assert not (demo / MANIFEST_NAME).exists() and is_complete(demo)  # untouched: no rebuild follows
    assert list(resolve_paths().models_dir.glob("*")) == []  # and no link was left behind


def test_list_says_how_to_build_the_demo_model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))
    result = hearth("models", "list")
    assert result.returncode == 0 and result.stdout == ""
    assert "demo model is not built yet" in result.stderr and "main.py demo-model" in result.stderr


def test_a_stale_link_is_listed_removed_and_replaced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))
    source = model_folder(tmp_path / "big-model")
    assert hearth("models", "import", str(source), "--link", "--no-verify").returncode == 0
    link = resolve_paths().models_dir / "big-model"
    shutil.rmtree(source)  # the person deleted the folder by hand
    result = hearth("models", "list")
    assert "big-model is a link to" in result.stderr and "models rm big-model" in result.stderr
    result = hearth("models", "rm", "big-model")
    assert result.returncode == 0 and "Removed the link big-model" in result.stdout, result.stderr
    assert not link.is_symlink()

    model_folder(source)  # it comes back; the link goes stale again, then is imported anew
    assert hearth("models", "import", str(source), "--link", "--no-verify").returncode == 0
    (source / MANIFEST_NAME).unlink()  # what a rebuild of the folder does
    result = hearth("models", "import", str(source), "--link", "--no-verify")
    assert result.returncode == 0, result.stderr
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["big-model"]


def test_logout_with_nothing_saved_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    from main import _parser

    monkeypatch.setattr(secrets, "_vault", secrets.TokenVault(MemoryKeyring()))
    monkeypatch.delenv("HF_TOKEN", raising=False)
    out, err = io.StringIO(), io.StringIO()
    assert models_cli.main(_parser().parse_args(["models", "logout"]), out, err) == 0
    assert out.getvalue().startswith("No access token is saved; nothing to remove.")
    secrets.set_token("hf_SomethingSaved")
    out = io.StringIO()
    assert models_cli.main(_parser().parse_args(["models", "logout"]), out, err) == 0
    assert out.getvalue() == "The access token was removed.\n" and secrets.get_token() is None


def test_unknown_device_lists_hearths_device_names() -> None:
    result = hearth("chat", "--model", ".", "--device", "gpu", "--prompt", "hi")
    assert result.returncode == 2 and "Unknown device 'gpu'" in result.stderr
    for name in DEVICE_NAMES:
        assert re.search(rf"^  {name}\b", result.stderr, re.MULTILINE), result.stderr
    assert "CUDAExecutionProvider" not in result.stderr and "Traceback" not in result.stderr


def test_selftest_without_the_demo_model_says_how_to_build_it(tmp_path: Path) -> None:
    env = {**os.environ, "HEARTH_DEMO_DIR": str(tmp_path / "no-demo")}
    result = hearth("--selftest", env=env)
    assert result.returncode == 1 and "main.py demo-model" in result.stderr and "--model DIR" in result.stderr


def test_readme_lists_every_sort_value() -> None:
    from main import _parser

    parser = _parser()
    models = next(a for a in parser._subparsers._group_actions[0].choices["models"]._actions  # type: ignore[union-attr]
                  if a.dest == "models_command")
    sort = next(a for a in models.choices["search"]._actions if a.dest == "sort")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    listed = re.search(r"--sort ([a-z\\|]+)", readme)
    assert listed is not None
    assert set(listed.group(1).split("\\|")) == set(sort.choices)
