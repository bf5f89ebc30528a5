"""Downloads through the real huggingface_hub client against the fake hub: progress, pause, cancel,
resume (after a dropped connection and after a restart), stalls, verification and atomic install.
Faults that end a download (stalls, resets, bad bytes, lying sizes, bad names) are in tests/faults."""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.system.paths import resolve_paths
from models.errors import ModelError
from models.hub.download import Downloader, DownloadProgress, DownloadRequest
from models.hub.download_control import DownloadControl
from models.hub.transfer import DownloadOptions
from models.installed import MANIFEST_NAME, list_installed, read_manifest
from tests.models.fake_onnx import onnx_bytes
from tests.models.fakehub import FakeHub, Fault
from tests.models.test_synthesize import write_repo

VARIANT = "cpu_and_mobile/cpu-int4"
DATA = f"{VARIANT}/model.onnx.data"
DATA_SIZE = 2_000_000
FAST = DownloadOptions(stall_timeout=2.0, backoff_base=0.01, backoff_max=0.05, disk_margin=0,
                       progress_interval=0.0)


def config(**extra: Any) -> bytes:
    decoder: dict[str, Any] = {"filename": "model.onnx", **extra}
    return json.dumps({"model": {"type": "llama", "context_length": 64, "decoder": decoder}}).encode()


def genai_files(cfg: bytes | None = None) -> dict[str, bytes]:
    return {
        "README.md": b"# tiny",
        f"{VARIANT}/genai_config.json": cfg or config(),
        f"{VARIANT}/tokenizer.json": b'{"model": {}}',
        f"{VARIANT}/tokenizer_config.json": b"{}",
        f"{VARIANT}/model.onnx": onnx_bytes(50_000),
        DATA: os.urandom(DATA_SIZE),
    }


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    with FakeHub() as server:
        server.add_repo("org/tiny", genai_files())
        yield server


def downloader(hub: FakeHub, verify: Callable[[Path], None] | None = None, **options: Any) -> Downloader:
    opts = {**FAST.__dict__, **options}
    return Downloader(resolve_paths().models_dir, endpoint=hub.endpoint, options=DownloadOptions(**opts), verify=verify)


def request(**kw: Any) -> DownloadRequest:
    return DownloadRequest("org/tiny", VARIANT, **kw)


def models_dir() -> Path:
    return resolve_paths().models_dir


def assert_nothing_installed() -> None:
    assert list_installed(resolve_paths().models_dir) == []
    if models_dir().exists():
        assert [p.name for p in models_dir().iterdir() if not p.name.startswith(".")] == []


def test_download_reports_progress_and_installs_atomically(hub: FakeHub) -> None:
    seen: list[DownloadProgress] = []
    result = downloader(hub).download(request(), on_progress=seen.append)
    assert result.outcome == "installed" and result.model is not None
    repo = hub._repo("org/tiny")
    assert repo is not None
    total = sum(f.size for p, f in repo.files.items() if p.startswith(VARIANT))
    assert [p.done for p in seen] == sorted(p.done for p in seen)
    assert seen[-1].done == seen[-1].total == total
    assert seen[-1].files_done == seen[-1].files_total == 5
    assert all(0 <= p.file_done <= p.file_total for p in seen)
    assert any(p.file == DATA and 0 < p.file_done < DATA_SIZE for p in seen)
    # installed folder is the variant folder, flattened, with a manifest; the staging area is gone
    folder = models_dir() / "tiny--cpu-int4"
    assert result.model.path == folder
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        ["genai_config.json", "tokenizer.json", "tokenizer_config.json", "model.onnx", "model.onnx.data",
         MANIFEST_NAME])
    manifest = read_manifest(folder)
    assert manifest.revision == repo.sha and manifest.variant == VARIANT and manifest.repo_id == "org/tiny"
    assert {f.path: f.sha256 for f in manifest.files}["model.onnx.data"] == repo.files[DATA].sha256
    assert manifest.size_on_disk == total and manifest.installed_at
    assert not list((models_dir() / ".staging").iterdir())
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["tiny--cpu-int4"]
    # asking again is a no-op
    hub.reset_counters()
    assert downloader(hub).download(request()).outcome == "installed"
    assert hub.bytes_served() == 0


def test_cancel_deletes_everything(hub: FakeHub) -> None:
    control = DownloadControl()
    seen: list[DownloadProgress] = []

    def on_progress(p: DownloadProgress) -> None:
        seen.append(p)
        if p.file == DATA and p.file_done > 0:
            control.cancel()

    result = downloader(hub).download(request(), on_progress=on_progress, control=control)
    assert result.outcome == "cancelled"
    assert seen[-1].file == DATA and seen[-1].done < seen[-1].total
    assert_nothing_installed()
    assert not list((models_dir() / ".staging").iterdir())


def test_dropped_connection_resumes_inside_the_file(hub: FakeHub) -> None:
    hub.add_fault(DATA, Fault(drop_after=1_200_000))
    hub.add_fault(DATA, Fault(drop_after=400_000))
    result = downloader(hub).download(request())
    assert result.outcome == "installed"
    gets = hub.served(DATA)
    assert [g.start for g in gets] == [0, 1_200_000, 1_600_000]
    assert [g.status for g in gets] == [200, 206, 206]
    refetched = hub.bytes_served(DATA) - DATA_SIZE
    assert refetched < 0.05 * DATA_SIZE


def test_pause_keeps_bytes_and_a_new_downloader_resumes(hub: FakeHub) -> None:
    """Pause (or the app being closed) mid-file; a fresh Downloader, as after a restart, continues."""
    control = DownloadControl()

    def on_progress(p: DownloadProgress) -> None:
        if p.file == DATA and p.file_done >= DATA_SIZE // 2:
            control.pause()

    first = downloader(hub).download(request(), on_progress=on_progress, control=control)
    assert first.outcome == "paused"
    assert_nothing_installed()
    parts = list((downloader(hub).staging_dir(request()) / "parts").iterdir())
    assert len(parts) == 1 and 0 < parts[0].stat().st_size < DATA_SIZE
    kept = parts[0].stat().st_size
    small = {f: len(hub.served(f)) for f in (f"{VARIANT}/genai_config.json", f"{VARIANT}/model.onnx")}

    hub.reset_counters()
    seen: list[DownloadProgress] = []
    second = downloader(hub).download(request(), on_progress=seen.append)
    assert second.outcome == "installed"
    assert small == {f: 1 for f in small}
    assert all(hub.served(f) == [] for f in small)  # finished files are not fetched again
    assert [g.start for g in hub.served(DATA)] == [kept]  # the partial file continues where it was
    assert hub.bytes_served() == DATA_SIZE - kept
    assert seen[0].done >= kept  # progress starts from what is on disk


def test_stalled_server_is_dropped_and_retried(hub: FakeHub) -> None:
    hub.add_fault(DATA, Fault(stall_after=500_000, stall_seconds=20))
    started = time.monotonic()
    result = downloader(hub, stall_timeout=0.4).download(request())
    assert result.outcome == "installed"
    assert time.monotonic() - started < 5
    # the stalled response is still hanging on the server (it is logged when it ends); the retry resumed
    assert [g.start for g in hub.served(DATA)] == [500_000]


def test_server_errors_are_retried_with_backoff(hub: FakeHub) -> None:
    hub.add_fault(DATA, Fault(status=503, times=2))
    assert downloader(hub).download(request()).outcome == "installed"
    assert [g.status for g in hub.served(DATA)] == [503, 503, 200]


def test_server_ignoring_the_range_restarts_the_file(hub: FakeHub) -> None:
    hub.add_fault(DATA, Fault(drop_after=700_000))
    hub.add_fault(DATA, Fault(ignore_range=True))
    result = downloader(hub).download(request())
    assert result.outcome == "installed"
    assert [g.status for g in hub.served(DATA)] == [200, 200]


def test_resumed_file_with_stale_bytes_gets_one_clean_retry(hub: FakeHub) -> None:
    hub.add_fault(DATA, Fault(corrupt=True, drop_after=500_000))
    assert downloader(hub).download(request()).outcome == "installed"
    assert [g.start for g in hub.served(DATA)] == [0, 500_000, 0]


def test_custom_ops_config_is_rejected_before_the_weights(hub: FakeHub) -> None:
    hub.add_repo("evil/ops", {f"{VARIANT}/genai_config.json": config(
        session_options={"custom_ops_library": "libops.bin"}), DATA: os.urandom(1000),
        f"{VARIANT}/model.onnx": b"m" * 20_000})
    with pytest.raises(ModelError) as err:
        downloader(hub).download(DownloadRequest("evil/ops", VARIANT))
    assert err.value.code == "model_unsafe" and "custom-operator" in str(err.value)
    assert hub.served(DATA) == [] and hub.served(f"{VARIANT}/model.onnx") == []
    assert_nothing_installed()


def test_not_enough_disk_is_refused_before_starting_and_the_margin_is_named(
        hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> None:
    """The case that read "needs 0.08 GB more, but 0.10 GB is free": enough for the files, not for
    the margin kept free on top, which the message did not mention."""
    repo = hub._repo("org/tiny")
    assert repo is not None
    needed = sum(f.size for p, f in repo.files.items() if p.startswith(VARIANT))
    real = shutil.disk_usage
    monkeypatch.setattr(shutil, "disk_usage", lambda p: real(p)._replace(free=needed + 1_000_000))
    with pytest.raises(ModelError) as err:
        downloader(hub, disk_margin=256 * 1024**2).download(request())
    assert err.value.code == "disk_full"
    assert f"needs {needed / 1024**3:.2f} GB more, plus the 0.25 GB Hearth keeps free" in str(err.value)
    assert f"only {(needed + 1_000_000) / 1024**3:.2f} GB is free" in str(err.value)
    assert "Free up space" in str(err.value)
    assert hub.bytes_served() == 0


def test_incomplete_model_is_not_installed(hub: FakeHub) -> None:
    hub.add_repo("org/broken", {f"{VARIANT}/genai_config.json": config(), f"{VARIANT}/tokenizer.json": b"{}"})
    with pytest.raises(ModelError) as err:
        downloader(hub).download(DownloadRequest("org/broken", VARIANT))
    assert err.value.code == "model_invalid" and "model.onnx" in str(err.value)
    assert_nothing_installed()


def test_onnx_community_variant_keeps_repo_layout_and_gets_a_config(hub: FakeHub, tmp_path: Path) -> None:
    repo = write_repo(tmp_path / "repo")  # a graph with the Optimum signature and real config files
    files: dict[str, bytes | Path] = {f.relative_to(repo).as_posix(): f for f in repo.rglob("*") if f.is_file()}
    hub.add_repo("onnx-community/tiny", {**files, "onnx/model_q4.onnx_data": os.urandom(100_000),
                                         "onnx/model.onnx": os.urandom(300_000)})
    verified: list[Path] = []
    result = downloader(hub, verify=verified.append).download(DownloadRequest("onnx-community/tiny",
                                                                                "onnx/model_q4.onnx"))
    assert result.model is not None and result.model.name == "tiny--model_q4"
    manifest = result.model.manifest
    assert manifest.variant_kind == "onnx"
    assert sorted(f.path for f in manifest.files) == [
        "config.json", "generation_config.json", "onnx/model_q4.onnx", "onnx/model_q4.onnx_data",
        "tokenizer.json", "tokenizer_config.json"]
    assert hub.served("onnx/model.onnx") == []
    config = json.loads((result.model.path / "genai_config.json").read_text())
    assert config["model"]["decoder"]["filename"] == "onnx/model_q4.onnx"
    assert len(verified) == 1  # the synthesized model was proven before it counted as installed


def test_a_genai_ready_variant_is_not_test_loaded(hub: FakeHub) -> None:
    verified: list[Path] = []
    result = downloader(hub, verify=verified.append).download(request())
    assert result.outcome == "installed" and verified == []


def test_a_synthesized_model_that_fails_to_run_is_not_installed(hub: FakeHub, tmp_path: Path) -> None:
    repo = write_repo(tmp_path / "repo")
    hub.add_repo("onnx-community/tiny", {f.relative_to(repo).as_posix(): f for f in repo.rglob("*") if f.is_file()})

    def refuse(_folder: Path) -> None:
        raise RuntimeError("Load model failed: unsupported op.")

    with pytest.raises(ModelError) as info:
        downloader(hub, verify=refuse).download(DownloadRequest("onnx-community/tiny", "onnx/model_q4.onnx"))
    assert info.value.code == "model_unrunnable" and "unsupported op" in str(info.value)
    assert list_installed(downloader(hub).models_dir) == []


def test_token_goes_to_the_hub_only(hub: FakeHub) -> None:
    downloader(hub).download(request(token="hf_secret"))
    assert hub.served(f"{VARIANT}/tokenizer.json")[0].authorization == "Bearer hf_secret"
    assert hub.served(DATA, method="REDIRECT")[0].authorization == "Bearer hf_secret"
    assert hub.served(DATA)[0].authorization is None  # not forwarded to the CDN
    assert "hf_secret" not in repr(request(token="hf_secret"))


def test_no_token_sends_none(hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_TOKEN", "hf_ambient")
    downloader(hub).download(request())
    assert all(s.authorization is None for s in hub.served(method="REDIRECT") + hub.served())


def pause_halfway(hub: FakeHub, req: DownloadRequest) -> None:
    control = DownloadControl()

    def on_progress(p: DownloadProgress) -> None:
        if p.file == DATA and p.file_done >= DATA_SIZE // 2:
            control.pause()

    assert downloader(hub).download(req, on_progress=on_progress, control=control).outcome == "paused"


def test_a_resume_stays_on_its_commit(hub: FakeHub) -> None:
    old = hub._repo("org/tiny")
    assert old is not None
    pause_halfway(hub, request())
    hub.add_repo("org/tiny", {**genai_files(), f"{VARIANT}/genai_config.json": config(extra=1)})
    hub.reset_counters()
    result = downloader(hub).download(request())  # "main" moved on, the paused download did not
    assert result.model is not None and result.model.manifest.revision == old.sha
    assert hub.bytes_served(DATA) < DATA_SIZE
    assert (result.model.path / "model.onnx.data").read_bytes() == old.files[DATA].read(0, DATA_SIZE)


def test_asking_for_another_commit_drops_the_old_bytes(hub: FakeHub) -> None:
    pause_halfway(hub, request())
    new = hub.add_repo("org/tiny", {**genai_files(), f"{VARIANT}/genai_config.json": config(extra=1)})
    hub.reset_counters()
    result = downloader(hub).download(request(revision=new.sha))
    assert result.model is not None and result.model.manifest.revision == new.sha
    assert hub.bytes_served(DATA) == DATA_SIZE
    assert len(hub.served(f"{VARIANT}/genai_config.json")) == 1
    assert json.loads((result.model.path / "genai_config.json").read_text())["model"]["decoder"]["extra"] == 1
    assert (result.model.path / "model.onnx.data").read_bytes() == new.files[DATA].read(0, DATA_SIZE)


def test_a_taken_name_is_refused_before_downloading(hub: FakeHub) -> None:
    (models_dir() / "tiny--cpu-int4").mkdir(parents=True)
    with pytest.raises(ModelError) as err:
        downloader(hub).download(request())
    assert err.value.code == "model_exists"
    assert hub.bytes_served() == 0


def test_empty_files_are_installed(hub: FakeHub) -> None:
    hub.add_repo("org/empty", {**genai_files(), f"{VARIANT}/added_tokens.json": b""})
    result = downloader(hub).download(DownloadRequest("org/empty", VARIANT))
    assert result.model is not None
    assert (result.model.path / "added_tokens.json").read_bytes() == b""


def test_speed_and_eta_come_from_the_last_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    from models.hub import progress
    from models.hub.repo import RemoteFile, Variant

    clock = [100.0]
    monkeypatch.setattr(progress.time, "monotonic", lambda: clock[0])
    f = RemoteFile("w.bin", 20_000_000, "0" * 40, "1" * 64)
    seen: list[DownloadProgress] = []
    meter = progress.Meter(Variant("o/r", "a" * 40, "onnx", "w.bin", (f,), f.size), seen.append, 0.5)
    meter.start(done=2_000_000, files_done=0)  # 2 MB kept from an earlier run
    meter.begin_file(f, 2_000_000)
    for _ in range(10):  # 1 MB/s for 10 s, then 4 MB/s for 1 s
        clock[0] += 1
        meter.add(1_000_000)
    clock[0] += 0.5
    meter.add(2_000_000)
    clock[0] += 0.5
    meter.add(2_000_000)
    last = seen[-1]
    assert last.done == last.file_done == 16_000_000 and last.total == 20_000_000
    assert last.speed == pytest.approx(8_000_000 / 5)  # the 5-second window, not the whole run
    assert last.eta == pytest.approx((last.total - last.done) / last.speed)
    assert last.fraction == 0.8 and seen[0].done == 2_000_000 and seen[0].eta is None
