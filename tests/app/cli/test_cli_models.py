"""`main.py models …` as a person runs it: in a subprocess, with HEARTH_HOME from the autouse fixture
and HF_ENDPOINT pointing at a fake hub started here. Login and token use run in-process, where a
memory keyring can stand in for the OS one."""

from __future__ import annotations

import io
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import keyring
import pytest

import app.system.secrets as secrets
from app.cli import models as models_cli
from app.system.paths import resolve_paths
from models.fit import gb
from models.hub.download import Downloader, DownloadRequest
from models.installed import MANIFEST_NAME, list_installed
from tests.app.system.test_secrets import MemoryKeyring
from tests.models.fake_onnx import onnx_bytes
from tests.models.fakehub import FakeHub, Fault, Listing

ROOT = Path(__file__).resolve().parents[3]
VARIANT = "cpu_and_mobile/cpu-int4"
GPU_VARIANT = "cuda/cuda-int4"
DATA = f"{VARIANT}/model.onnx.data"
DATA_SIZE = 3_000_000
TOKEN = "hf_CliTokenForTheFakeHub"


def genai_config() -> bytes:
    return json.dumps({"model": {"type": "llama", "context_length": 64,
                                 "decoder": {"filename": "model.onnx"}}}).encode()


def variant_files(folder: str, size: int) -> dict[str, bytes]:
    return {f"{folder}/genai_config.json": genai_config(), f"{folder}/tokenizer.json": b'{"model": {}}',
            f"{folder}/tokenizer_config.json": b"{}", f"{folder}/model.onnx": onnx_bytes(20_000),
            f"{folder}/model.onnx.data": os.urandom(size)}


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeHub]:
    with FakeHub() as server:
        server.add_repo("org/tiny", {"README.md": b"# tiny", **variant_files(VARIANT, DATA_SIZE),
                                     **variant_files(GPU_VARIANT, 1_000_000)})
        server.add_listing(Listing("org/tiny", downloads=42, likes=3, tags=("onnx", "onnxruntime-genai")))
        server.add_listing(Listing("org/other-chat", downloads=7, gated="auto"))
        monkeypatch.setenv("HF_ENDPOINT", server.endpoint)
        monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
        write_settings(providers=["cpu"])
        yield server


def write_settings(**values: Any) -> None:
    path = resolve_paths().settings_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(values), encoding="utf-8")


def hearth(*args: str, input_text: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "models", *args], capture_output=True,
                          text=True, input=input_text, timeout=60, env=os.environ.copy(), check=False)


def dead_endpoint() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}"


def model_folder(path: Path) -> Path:
    path.mkdir(parents=True)
    (path / "genai_config.json").write_bytes(genai_config())
    (path / "model.onnx").write_bytes(onnx_bytes(1500))
    (path / "tokenizer.json").write_text("{}")
    (path / "tokenizer_config.json").write_text("{}")
    return path


def test_search_table_json_paging_and_endpoint_flag(hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> None:
    result = hearth("search", "chat")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split()[:3] == ["REPOSITORY", "DOWNLOADS", "LIKES"]
    assert len(lines) == 2 and "org/other-chat" in lines[1] and "gated" in lines[1]
    assert hub.searches()[-1]["search"] == ["chat"]

    result = hearth("search", "--json", "--limit", "1", "--page", "2", "--sort", "recent")
    assert result.returncode == 0, result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(rows) == 1 and rows[0]["repo_id"] in ("org/tiny", "org/other-chat")
    assert [q["sort"] for q in hub.searches()[-2:]] == [["lastModified"], ["lastModified"]]

    monkeypatch.setenv("HF_ENDPOINT", dead_endpoint())  # the flag wins over the variable
    result = hearth("search", "tiny", "--json", "--endpoint", hub.endpoint)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["genai_ready"] is True
    result = hearth("search", "tiny")
    assert result.returncode == 1 and "You seem to be offline" in result.stderr


def test_pull_list_and_rm(hub: FakeHub) -> None:
    result = hearth("pull", f"org/tiny:{VARIANT}")
    assert result.returncode == 0, result.stderr
    assert "Installed tiny--cpu-int4" in result.stdout
    assert "100.0%" in result.stderr and "ETA" in result.stderr and "/s" in result.stderr
    assert hub.bytes_served(DATA) == DATA_SIZE

    result = hearth("list")
    assert result.returncode == 0, result.stderr
    row = next(line for line in result.stdout.splitlines() if line.startswith("tiny--cpu-int4")).split()
    repo = hub._repo("org/tiny")
    assert repo is not None
    assert row[0] == "tiny--cpu-int4" and row[3] == f"org/tiny@{repo.sha[:8]}" and row[4] == VARIANT
    listed = next(row for line in hearth("list", "--json").stdout.splitlines()
                  if (row := json.loads(line))["kind"] != "demo")
    assert listed["size_on_disk"] > DATA_SIZE and listed["kind"] == "genai"

    size = gb(listed["size_on_disk"])
    assert size == "3.0 MB"
    result = hearth("rm", "tiny--cpu-int4", input_text="n\n")
    assert result.returncode == 1 and f"free {size}?" in result.stderr and "Nothing was removed" in result.stderr
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["tiny--cpu-int4"]
    result = hearth("rm", "tiny--cpu-int4", input_text="y\n")
    assert result.returncode == 0 and f"freed {size}" in result.stdout
    assert list_installed(resolve_paths().models_dir) == []
    result = hearth("rm", "tiny--cpu-int4", "--yes")
    assert result.returncode == 1 and "No model named tiny--cpu-int4" in result.stderr


def test_pull_without_a_variant_picks_one_this_machine_runs(hub: FakeHub) -> None:
    result = hearth("pull", "org/tiny", "--name", "picked")
    assert result.returncode == 0, result.stderr
    assert f"Choosing {VARIANT}" in result.stderr and GPU_VARIANT in result.stderr  # CUDA: not with ["cpu"]
    (model,) = list_installed(resolve_paths().models_dir)
    assert model.name == "picked" and model.manifest.variant == VARIANT
    assert hearth("pull", "not-a-repo").returncode == 2

    # a catalog model: its entry names the variant for this machine (CPU here), with no extra hub query
    catalog_cpu = "cpu_and_mobile/cpu-int4-rtn-block-32-acc-level-4"
    hub.add_repo("microsoft/Phi-3-mini-4k-instruct-onnx", {**variant_files(catalog_cpu, 10_000),
                                                          **variant_files("cuda/cuda-int4-rtn-block-32", 10_000)})
    result = hearth("pull", "microsoft/Phi-3-mini-4k-instruct-onnx")
    assert result.returncode == 0, result.stderr
    assert f"Choosing {catalog_cpu} (cpu, int4)" in result.stderr
    assert {m.manifest.variant for m in list_installed(resolve_paths().models_dir)} == {VARIANT, catalog_cpu}


def test_ctrl_c_pauses_and_a_rerun_resumes(hub: FakeHub) -> None:
    hub.add_fault(DATA, Fault(stall_after=1_000_000, stall_seconds=30))
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "models", "pull", f"org/tiny:{VARIANT}"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ.copy())
    parts = Downloader(resolve_paths().models_dir).staging_dir(DownloadRequest("org/tiny", VARIANT)) / "parts"
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and sum(p.stat().st_size for p in parts.glob("*.part")) < 1_000_000:
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    finally:  # a process that ignored SIGINT must not outlive the test
        if proc.poll() is None:
            proc.kill()
            proc.communicate(timeout=10)
    assert proc.returncode == 130, err
    assert "Paused" in err and "Run the same command again to resume" in err
    kept = sum(p.stat().st_size for p in parts.glob("*.part"))
    assert kept == 1_000_000 and list_installed(resolve_paths().models_dir) == []

    result = hearth("pull", f"org/tiny:{VARIANT}")
    assert result.returncode == 0, result.stderr
    resumed = [g for g in hub.served(DATA) if g.start > 0]  # (the stalled GET is logged when it ends)
    assert [(g.start, g.body_bytes) for g in resumed] == [(1_000_000, DATA_SIZE - 1_000_000)]
    assert not [g for g in hub.served(DATA) if g.start == 0 and g.body_bytes > 1_000_000]  # not refetched


def test_offline_mode_blocks_network_commands_only(hub: FakeHub) -> None:
    write_settings(offline=True, providers=["cpu"])
    for args in (("search", "tiny"), ("pull", f"org/tiny:{VARIANT}")):
        result = hearth(*args)
        assert result.returncode == 1
        assert "offline mode" in result.stderr and "Preferences → Privacy & network" in result.stderr
    assert hub.searches() == [] and hub.served() == []
    result = hearth("list")
    assert result.returncode == 0 and "No models installed" in result.stderr


def test_import_copies_and_link_registers_in_place(hub: FakeHub, tmp_path: Path) -> None:
    source = model_folder(tmp_path / "My Model")
    result = hearth("import", str(source), "--no-verify")
    assert result.returncode == 0, result.stderr
    assert "Imported My-Model" in result.stdout
    installed = resolve_paths().models_dir / "My-Model"
    assert (installed / "model.onnx").read_bytes() == (source / "model.onnx").read_bytes()
    assert not (source / MANIFEST_NAME).exists()  # the source is left as it was

    result = hearth("import", str(source), "--no-verify", "--name", "../escaped")
    assert result.returncode == 1 and "cannot be a model name" in result.stderr
    assert not (resolve_paths().data / "escaped").exists()

    result = hearth("import", str(source), "--no-verify", "--link", "--name", "linked")
    assert result.returncode == 0, result.stderr
    link = resolve_paths().models_dir / "linked"
    assert link.is_symlink() and (source / MANIFEST_NAME).exists()
    write_settings(providers=["cpu"], last_model=str(installed))
    rows = hearth("list").stdout.splitlines()
    assert any(r.startswith("My-Model") and f"imported: {source}" in r and r.endswith("(last used)") for r in rows)
    assert any(r.startswith("linked") and f"linked: {source}" in r and "last used" not in r for r in rows)

    result = hearth("rm", "linked", "--yes")
    assert result.returncode == 0 and "its files were kept" in result.stdout
    assert not link.exists() and not link.is_symlink()
    assert not (source / MANIFEST_NAME).exists() and (source / "model.onnx").exists()
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["My-Model"]

    result = hearth("import", str(source), "--no-verify")
    assert result.returncode == 1 and "already installed" in result.stderr


def test_import_refuses_what_is_not_a_model(hub: FakeHub, tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    result = hearth("import", str(empty), "--no-verify")
    assert result.returncode == 1 and "has no genai_config.json" in result.stderr
    broken = model_folder(tmp_path / "broken")  # passes the file checks, but is not a real model
    result = hearth("import", str(broken))
    assert result.returncode == 1
    assert "does not run" in result.stderr and "It was not imported" in result.stderr
    assert list_installed(resolve_paths().models_dir) == []
    assert not any((resolve_paths().models_dir / ".staging").iterdir())


@pytest.mark.slow
def test_import_verifies_the_demo_model(demo_model: Path, hub: FakeHub) -> None:
    result = hearth("import", str(demo_model), "--name", "demo")
    assert result.returncode == 0, result.stderr
    assert "generating one token" in result.stderr
    (model,) = list_installed(resolve_paths().models_dir)
    assert model.name == "demo" and model.manifest.variant_kind == "import"


def test_login_saves_the_token_that_pull_then_sends(hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> None:
    from main import _parser

    saved = keyring.get_keyring()
    memory = MemoryKeyring()
    keyring.set_keyring(memory)
    monkeypatch.setattr(secrets, "_vault", secrets.TokenVault())
    try:
        hub.add_token(TOKEN, "alice")
        monkeypatch.setattr(sys, "stdin", io.StringIO(f"{TOKEN}\n"))
        out, err = io.StringIO(), io.StringIO()
        assert models_cli.main(_parser().parse_args(["models", "login", "--token-stdin"]), out, err) == 0
        assert "Logged in as alice" in out.getvalue() and memory.store == {("Hearth", "huggingface"): TOKEN}
        args = _parser().parse_args(["models", "pull", f"org/tiny:{VARIANT}"])
        assert models_cli.main(args, out, err) == 0, err.getvalue()
        assert hub.served(f"{VARIANT}/tokenizer.json")[0].authorization == f"Bearer {TOKEN}"
        assert TOKEN not in out.getvalue() + err.getvalue()
        assert models_cli.main(_parser().parse_args(["models", "logout"]), out, err) == 0
        assert memory.store == {}
        monkeypatch.setattr(sys, "stdin", io.StringIO("hf_wrong\n"))
        assert models_cli.main(_parser().parse_args(["models", "login", "--token-stdin"]), out, err) == 1
        assert "did not accept this access token" in err.getvalue() and memory.store == {}
    finally:
        keyring.set_keyring(saved)
