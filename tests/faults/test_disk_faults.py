"""A read-only home: `models import`, saving the settings and opening the conversations each end with
a message that says which folder and why — never a traceback — and write nothing.

Each runs in a real subprocess whose HEARTH_HOME cannot be written: by its mode for an ordinary
user, and where modes do not stop this user (root), by a read-only bind mount in a private mount
namespace.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app.store import Store
from tests.models.fake_onnx import onnx_bytes

pytestmark = [pytest.mark.faults,
              pytest.mark.skipif(os.name != "posix", reason="a read-only home is set up with POSIX modes or mounts")]

ROOT = Path(__file__).resolve().parents[2]
# Bind the home onto itself, make that mount read-only, then run the command (all inside `unshare -m`).
REMOUNT = 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@"'
NOT_WRITABLE = ("Read-only file system", "Permission denied")

Run = Callable[[list[str]], subprocess.CompletedProcess[str]]


def _modes_stop_writes(tmp: Path) -> bool:
    probe = tmp / "mode-probe"
    probe.mkdir()
    probe.chmod(0o555)
    try:
        (probe / "x").touch()
    except PermissionError:
        return True
    finally:
        probe.chmod(0o755)
        shutil.rmtree(probe)
    return False


def _can_remount(tmp: Path) -> bool:
    if shutil.which("unshare") is None or shutil.which("mount") is None:
        return False
    probe = subprocess.run(["unshare", "-m", "sh", "-c", REMOUNT + " && ! touch \"$0/x\"", str(tmp), "true"],
                           capture_output=True, timeout=30, check=False)
    return probe.returncode == 0 and not (tmp / "x").exists()


@pytest.fixture
def read_only_home(tmp_path: Path) -> Iterator[tuple[Path, Run]]:
    """(home, run): `run(argv)` runs argv with HEARTH_HOME=home, home read-only for that process."""
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "HEARTH_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    if not _modes_stop_writes(tmp_path):
        if not _can_remount(home):
            pytest.skip("folder modes do not stop this user (root) and it may not make a read-only mount")

        def run(argv: list[str]) -> subprocess.CompletedProcess[str]:
            return subprocess.run(["unshare", "-m", "sh", "-c", REMOUNT, str(home), *argv], cwd=ROOT, env=env,
                                  capture_output=True, text=True, timeout=120, check=False)
        yield home, run
        return
    def run_as_user(argv: list[str]) -> subprocess.CompletedProcess[str]:
        modes = {p: p.stat().st_mode for p in [home, *home.rglob("*")] if p.is_dir()}
        for folder in modes:
            folder.chmod(0o555)
        try:
            return subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
        finally:
            for folder, mode in modes.items():
                folder.chmod(mode)
    yield home, run_as_user


def python(code: str) -> list[str]:
    return [sys.executable, "-c", code]


def snapshot(home: Path) -> dict[str, int]:
    return {p.relative_to(home).as_posix(): p.stat().st_size for p in home.rglob("*")}


def assert_clear(result: subprocess.CompletedProcess[str], code: int, message: str) -> None:
    assert result.returncode == code, result.stderr
    said = result.stdout + result.stderr
    assert message in said and any(reason in said for reason in NOT_WRITABLE), said
    assert "Traceback" not in said, said


def small_model(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "model.onnx").write_bytes(onnx_bytes(2000))
    (folder / "tokenizer.json").write_text('{"model": {}}')
    (folder / "tokenizer_config.json").write_text("{}")
    (folder / "genai_config.json").write_text(json.dumps(
        {"model": {"type": "llama", "context_length": 64, "decoder": {"filename": "model.onnx"}}}))
    return folder


def test_models_import_says_the_models_folder_cannot_be_written(read_only_home: tuple[Path, Run],
                                                                tmp_path: Path) -> None:
    home, run = read_only_home
    source = small_model(tmp_path / "tiny")
    result = run([sys.executable, str(ROOT / "main.py"), "models", "import", str(source), "--no-verify"])
    assert_clear(result, 1, f"Error: Hearth cannot create or use the models folder {home / 'data' / 'models'}")
    assert snapshot(home) == {}


SAVE = """
import sys
from app.system.paths import resolve_paths
from app.settings import Settings, SettingsError, save_settings
try:
    save_settings(resolve_paths().settings_file, Settings(offline=True))
except SettingsError as exc:
    print(exc)
    sys.exit(3)
"""


@pytest.mark.parametrize("before", ["fresh", "existing"])
def test_saving_settings_says_where_and_why(read_only_home: tuple[Path, Run], before: str) -> None:
    home, run = read_only_home
    if before == "existing":
        (home / "data").mkdir()
        (home / "data" / "settings.json").write_text('{"offline": false}')
    files = snapshot(home)
    result = run(python(SAVE))
    assert_clear(result, 3, f"Hearth could not save its settings to {home / 'data' / 'settings.json'}")
    assert snapshot(home) == files


OPEN = """
import sys
from app.store import Store, StoreError
try:
    Store.open().close()
except StoreError as exc:
    print(exc)
    sys.exit(3)
"""


def test_opening_the_conversations_in_a_fresh_home_says_why(read_only_home: tuple[Path, Run]) -> None:
    home, run = read_only_home
    result = run(python(OPEN))
    assert_clear(result, 3, f"Hearth cannot create or open its conversation database {home / 'data'}")
    assert snapshot(home) == {}


def test_opening_existing_conversations_read_only_is_a_store_error(read_only_home: tuple[Path, Run]) -> None:
    home, run = read_only_home
    with Store.open() as store:
        store.create_conversation("kept")
    files = snapshot(home)
    result = run(python(OPEN))
    assert_clear(result, 3, f"Hearth cannot create or open its conversation database {home / 'data'}")
    assert snapshot(home) == files
    with Store.open() as store:
        assert [c.title for c in store.list_conversations()] == ["kept"]
