"""Shared set-up for the model widget tests (helpers, not fixtures: each test module declares its
own): a fake hub with repos of several variants, a CPU-only machine, a download bridge against the
hub, and a token vault that never touches the OS keyring."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

import app.system.secrets as secrets
from app.accel.hardware import Hardware
from app.qt.adapters.downloads import DownloadBridge
from app.settings import Settings
from app.system.paths import resolve_paths
from models.hub.download import Downloader
from models.hub.transfer import DownloadOptions
from tests.app.system.test_secrets import MemoryKeyring
from tests.models.fake_onnx import onnx_bytes
from tests.models.fakehub import FakeHub, Listing

CPU = "cpu_and_mobile/cpu-int4"
CUDA = "cuda/cuda-fp16"
WEBGPU = "onnx/model_q4f16.onnx"
DATA = f"{CPU}/model.onnx.data"
DATA_SIZE = 2_000_000
OPTIONS = DownloadOptions(stall_timeout=10.0, backoff_base=0.01, backoff_max=0.05, disk_margin=0,
                          progress_interval=0.0)
MACHINE = Hardware(os="Linux", arch="x86_64", cpu="test", logical_cores=2, ram_total_mb=16_000,
                   ram_available_mb=8_000, providers=("cpu",))


def genai_config() -> bytes:
    decoder = {"filename": "model.onnx", "num_hidden_layers": 4, "num_attention_heads": 4,
               "num_key_value_heads": 2, "head_size": 16, "hidden_size": 64}
    return json.dumps({"model": {"type": "llama", "context_length": 2048, "decoder": decoder}}).encode()


def repo_files(data_size: int = DATA_SIZE) -> dict[str, bytes]:
    """A repo like microsoft's: a CPU and a CUDA GenAI folder, plus a WebGPU-only transformers.js file."""
    files: dict[str, bytes] = {"README.md": b"# tiny"}
    for folder, size in ((CPU, data_size), (CUDA, 300_000)):
        files |= {f"{folder}/genai_config.json": genai_config(), f"{folder}/tokenizer.json": b'{"model": {}}',
                  f"{folder}/tokenizer_config.json": b"{}", f"{folder}/model.onnx": onnx_bytes(20_000),
                  f"{folder}/model.onnx.data": os.urandom(size)}
    files |= {"config.json": b'{"num_hidden_layers": 4, "num_attention_heads": 4, "hidden_size": 64}',
              "tokenizer.json": b'{"model": {}}', WEBGPU: os.urandom(30_000)}
    return files


@contextmanager
def fake_hub() -> Iterator[FakeHub]:
    """The fake hub with two multi-variant repos and a few more search listings."""
    with FakeHub() as server:
        server.add_repo("org/tiny", repo_files())
        server.add_repo("org/other", repo_files(500_000))
        server.add_listing(Listing("org/tiny", downloads=4200, likes=12, tags=("onnx", "onnxruntime-genai")))
        server.add_listing(Listing("org/other", downloads=900, gated="auto",
                                   last_modified="2025-06-01T00:00:00.000Z"))
        for i in range(5):
            server.add_listing(Listing(f"user/chat-{i}", downloads=100 + i,
                                       last_modified=f"2024-01-0{i + 1}T00:00:00.000Z"))
        yield server


def use_memory_keyring(monkeypatch: pytest.MonkeyPatch) -> MemoryKeyring:
    """Put the token vault on an in-memory keyring: the real OS keyring is never read or written."""
    backend = MemoryKeyring()
    monkeypatch.setattr(secrets, "_vault", secrets.TokenVault(backend))
    return backend


def make_bridge(hub: FakeHub, models_dir: Path | None = None) -> DownloadBridge:
    """A bridge downloading from the fake hub into the test's models folder (call `shutdown` after)."""
    return DownloadBridge(Downloader(models_dir or resolve_paths().models_dir, endpoint=hub.endpoint,
                                     options=OPTIONS), token_provider=secrets.get_token)


def make_settings(hub: FakeHub) -> Settings:
    return Settings(hf_endpoint=hub.endpoint, providers=["cpu"])


def model_folder(path: Path) -> Path:
    """A folder that passes the file checks (not a real model: the test-load is replaced in tests)."""
    path.mkdir(parents=True)
    (path / "genai_config.json").write_bytes(genai_config())
    (path / "model.onnx").write_bytes(onnx_bytes(1500))
    (path / "tokenizer.json").write_text("{}")
    (path / "tokenizer_config.json").write_text("{}")
    return path


def settings_dict(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data
