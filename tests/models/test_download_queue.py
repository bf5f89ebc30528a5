"""The download queue: one download at a time on a worker thread, state changes by callback, and
pause/cancel that act at once even while the server is stalled."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator

import pytest

from app.system.paths import resolve_paths
from models.hub.download import Downloader, DownloadProgress, DownloadRequest
from models.hub.download_control import DownloadControl
from models.hub.download_queue import DownloadQueue, JobUpdate
from models.hub.transfer import DownloadOptions
from models.installed import list_installed
from tests.models.fakehub import FakeHub, Fault
from tests.models.test_download import DATA, VARIANT, config, genai_files

OPTIONS = DownloadOptions(stall_timeout=10.0, backoff_base=0.01, backoff_max=0.05, disk_margin=0,
                          progress_interval=0.0)


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    with FakeHub() as server:
        server.add_repo("org/a", genai_files())
        server.add_repo("org/b", genai_files())
        yield server


class Recorder:
    def __init__(self) -> None:
        self.updates: list[JobUpdate] = []
        self.progress: list[tuple[int, DownloadProgress]] = []
        self.changed = threading.Condition()

    def on_state(self, update: JobUpdate) -> None:
        with self.changed:
            self.updates.append(update)
            self.changed.notify_all()

    def on_progress(self, job: int, p: DownloadProgress) -> None:
        self.progress.append((job, p))

    def states(self, job: int) -> list[str]:
        return [u.state for u in self.updates if u.job_id == job]

    def wait_for(self, job: int, state: str, count: int = 1, timeout: float = 10) -> None:
        with self.changed:
            ok = self.changed.wait_for(lambda: self.states(job).count(state) >= count, timeout)
            assert ok, self.states(job)


@pytest.fixture
def queue(hub: FakeHub) -> Iterator[tuple[DownloadQueue, Recorder]]:
    rec = Recorder()
    downloader = Downloader(resolve_paths().models_dir, endpoint=hub.endpoint, options=OPTIONS)
    q = DownloadQueue(downloader, on_state=rec.on_state, on_progress=rec.on_progress)
    yield q, rec
    q.shutdown()


def test_jobs_run_one_at_a_time(queue: tuple[DownloadQueue, Recorder]) -> None:
    q, rec = queue
    a = q.submit(DownloadRequest("org/a", VARIANT))
    b = q.submit(DownloadRequest("org/b", VARIANT))
    assert q.wait_idle(20)
    assert rec.states(a) == ["queued", "running", "installed"]
    assert rec.states(b) == ["queued", "running", "installed"]
    order = [(u.job_id, u.state) for u in rec.updates if u.state != "queued"]
    assert order == [(a, "running"), (a, "installed"), (b, "running"), (b, "installed")]
    assert {job for job, _ in rec.progress} == {a, b}
    assert sorted(m.name for m in list_installed(resolve_paths().models_dir)) == ["a--cpu-int4", "b--cpu-int4"]
    assert next(u for u in q.jobs() if u.job_id == a).model is not None


def test_pause_and_cancel_act_at_once_on_a_stalled_transfer(
    hub: FakeHub, queue: tuple[DownloadQueue, Recorder]
) -> None:
    q, rec = queue
    hub.add_fault(DATA, Fault(stall_after=300_000, stall_seconds=30, times=2))
    job = q.submit(DownloadRequest("org/a", VARIANT))
    deadline = time.monotonic() + 10
    while not any(p.file == DATA and p.file_done >= 300_000 for _, p in rec.progress):
        assert time.monotonic() < deadline
        time.sleep(0.02)
    started = time.monotonic()
    q.pause(job)
    rec.wait_for(job, "paused")
    assert time.monotonic() - started < 2  # not the 10 s stall timeout
    before = len(rec.progress)
    q.resume(job)
    rec.wait_for(job, "running", count=2)
    while not any(p.file == DATA for _, p in rec.progress[before:]):  # transferring again, towards the stall
        assert time.monotonic() < deadline + 10
        time.sleep(0.02)
    started = time.monotonic()
    q.cancel(job)
    rec.wait_for(job, "cancelled")
    assert time.monotonic() - started < 2
    assert list_installed(resolve_paths().models_dir) == []
    assert rec.states(job) == ["queued", "running", "paused", "queued", "running", "cancelled"]


def test_queued_jobs_can_be_paused_and_cancelled(hub: FakeHub, queue: tuple[DownloadQueue, Recorder]) -> None:
    q, rec = queue
    hub.add_fault(DATA, Fault(stall_after=100_000, stall_seconds=30))
    first = q.submit(DownloadRequest("org/a", VARIANT))
    second = q.submit(DownloadRequest("org/b", VARIANT))
    third = q.submit(DownloadRequest("org/b", VARIANT, name="third"))
    q.pause(second)
    q.cancel(third)
    assert rec.states(second) == ["queued", "paused"] and rec.states(third) == ["queued", "cancelled"]
    while not any(job == first and p.file == DATA and p.file_done >= 100_000 for job, p in rec.progress):
        time.sleep(0.02)  # first is stalled now (and has used up the fault)
    q.cancel(first)
    assert q.wait_idle(10)
    q.resume(second)
    assert q.wait_idle(20)
    assert rec.states(second)[-1] == "installed"
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["b--cpu-int4"]


def test_failure_is_reported_with_its_message_and_can_be_retried(
    hub: FakeHub, queue: tuple[DownloadQueue, Recorder]
) -> None:
    q, rec = queue
    hub.add_repo("evil/ops", {f"{VARIANT}/genai_config.json": config(
        session_options={"custom_ops_library": "x"}), DATA: os.urandom(10)})
    bad = q.submit(DownloadRequest("evil/ops", VARIANT))
    hub.add_fault(DATA, Fault(status=404, times=1))
    flaky = q.submit(DownloadRequest("org/a", VARIANT))
    assert q.wait_idle(20)
    failed = [u for u in rec.updates if u.job_id == bad][-1]
    assert failed.state == "failed" and failed.code == "model_unsafe" and "custom-operator" in failed.message
    assert rec.states(flaky)[-1] == "failed"
    q.resume(flaky)
    assert q.wait_idle(20)
    assert rec.states(flaky)[-1] == "installed"


def test_shutdown_pauses_the_running_job_and_keeps_its_bytes(hub: FakeHub) -> None:
    hub.add_fault(DATA, Fault(stall_after=500_000, stall_seconds=30))
    rec = Recorder()
    downloader = Downloader(resolve_paths().models_dir, endpoint=hub.endpoint, options=OPTIONS)
    q = DownloadQueue(downloader, on_state=rec.on_state, on_progress=rec.on_progress)
    job = q.submit(DownloadRequest("org/a", VARIANT))
    rec.wait_for(job, "running")
    while not any(p.file == DATA and p.file_done >= 500_000 for _, p in rec.progress):
        time.sleep(0.02)
    q.shutdown(timeout=5)
    assert rec.states(job)[-1] == "paused"
    part = next((downloader.staging_dir(DownloadRequest("org/a", VARIANT)) / "parts").iterdir())
    assert part.stat().st_size == 500_000
    # the next app start continues from there
    control = DownloadControl()
    hub.reset_counters()
    assert downloader.download(DownloadRequest("org/a", VARIANT), control=control).outcome == "installed"
    assert [g.start for g in hub.served(DATA)] == [500_000]


def test_the_same_request_is_not_queued_twice(hub: FakeHub, queue: tuple[DownloadQueue, Recorder]) -> None:
    q, rec = queue
    hub.add_fault(DATA, Fault(stall_after=100_000, stall_seconds=30))
    first = q.submit(DownloadRequest("org/a", VARIANT))
    assert q.submit(DownloadRequest("org/a", VARIANT, token="other")) == first
    rec.wait_for(first, "running")
    while not any(job == first and p.file == DATA for job, p in rec.progress):
        time.sleep(0.02)
    q.pause(first)
    rec.wait_for(first, "paused")
    assert q.submit(DownloadRequest("org/a", VARIANT)) == first  # resumes the paused one
    assert q.wait_idle(20)
    assert rec.states(first)[-1] == "installed" and len(q.jobs()) == 1
