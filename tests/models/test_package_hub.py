"""A model package on the hub (manifest.json at the root, a folder per device variant), downloaded through
the real huggingface_hub client from the fake hub on 127.0.0.1: only the manifest, the shared assets and
the variant for this computer's device are fetched, and the result installs as a package the engine loads."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.chat.parameters import Sampling
from app.system.paths import resolve_paths
from models.errors import ModelError
from models.hub.download import Downloader, DownloadRequest
from models.hub.package_hub import is_package_repo
from models.hub.repo import fetch_snapshot
from models.package import is_package, read_package
from tests.models.fakehub import FakeHub, files_from_folder
from tests.models.test_download import FAST
from tests.models.test_package import DIGEST, make_package

REPO = "org/tiny-package"


@pytest.fixture
def hub(tmp_path: Path, demo_model: Path) -> Iterator[FakeHub]:
    with FakeHub() as server:
        server.add_repo(REPO, files_from_folder(make_package(tmp_path / "pkg", demo_model)))
        server.add_repo("org/plain", {"genai_config.json": b"{}", "model.onnx": b"x"})
        yield server


def downloader(hub: FakeHub, devices: tuple[str, ...]) -> Downloader:
    return Downloader(resolve_paths().models_dir, endpoint=hub.endpoint, options=FAST, devices=devices)


def test_a_package_repo_is_told_from_a_plain_model(hub: FakeHub) -> None:
    assert is_package_repo(fetch_snapshot(REPO, endpoint=hub.endpoint))
    assert not is_package_repo(fetch_snapshot("org/plain", endpoint=hub.endpoint))


def test_only_the_variant_for_this_computer_is_downloaded_and_it_loads(hub: FakeHub) -> None:
    from app.engine.client import EngineClient
    from tests.app.engine_turns import collect, user

    result = downloader(hub, ("cpu",)).download(DownloadRequest(REPO))
    assert result.outcome == "installed" and result.model is not None
    fetched = {s.path for s in hub.served()}
    assert any(p.endswith("builds/cpu/model.onnx") for p in fetched)
    assert any(p.endswith(f"shared_assets/sha256-{DIGEST}/tokenizer.json") for p in fetched)
    assert not any("webgpu-int4/" in p for p in fetched)  # the other device's variant: never asked for
    folder = result.model.path
    assert is_package(folder) and not (folder / "webgpu-int4").exists()
    assert [(v.name, v.device) for v in read_package(folder)] == [("cpu-int4", "cpu")]
    assert result.model.manifest.variant == "builds/cpu" and result.model.manifest.variant_kind == "package"
    client = EngineClient()
    try:
        loaded = client.load(str(folder))
        text, _events, done = collect(client.turn([user("Say hello.")], Sampling(max_new_tokens=4, temperature=0)))
    finally:
        client.close()
    assert loaded.device == "cpu" and done.generated_tokens > 0 and text


def test_the_best_device_with_a_variant_wins_and_a_cuda_machine_takes_the_cpu_build(hub: FakeHub) -> None:
    webgpu = downloader(hub, ("webgpu", "cpu")).plan(DownloadRequest(REPO))
    assert webgpu.path == "webgpu-int4" and {f.path.split("/")[0] for f in webgpu.files} == {
        "manifest.json", "shared_assets", "webgpu-int4"}
    assert downloader(hub, ("cuda", "cpu")).plan(DownloadRequest(REPO)).path == "builds/cpu"
    assert downloader(hub, ("cpu",)).plan(DownloadRequest(REPO, "webgpu-int4")).path == "webgpu-int4"  # named
    with pytest.raises(ModelError, match="no variant for this computer"):
        downloader(hub, ("qnn",)).plan(DownloadRequest(REPO))


def test_models_pull_in_a_terminal_takes_the_package_variant_for_this_machine(
        hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> None:
    from models.installed import list_installed
    from tests.app.cli.test_cli_models import hearth, write_settings

    monkeypatch.setenv("HF_ENDPOINT", hub.endpoint)
    write_settings(providers=["cpu"])
    done = hearth("pull", REPO)
    assert done.returncode == 0, done.stderr
    assert f"{REPO} is a model package" in done.stderr
    [model] = list_installed(resolve_paths().models_dir)
    assert [v.name for v in read_package(model.path)] == ["cpu-int4"]
