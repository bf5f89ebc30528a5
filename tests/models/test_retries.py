"""Retries end: every file is limited, from its announced size, in bytes received and in attempts,
and progress says when a file is being retried instead of promising an absurd time left."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from models.errors import ModelError
from models.hub import progress
from models.hub.download import DownloadProgress
from models.hub.repo import RemoteFile, Variant
from tests.models.fakehub import FakeHub, Fault
from tests.models.test_download import DATA, DATA_SIZE, downloader, genai_files, request


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    with FakeHub() as server:
        server.add_repo("org/tiny", genai_files())
        yield server


def test_a_server_that_restarts_the_file_each_time_stops_at_the_byte_limit(hub: FakeHub) -> None:
    """It ignores the range and cuts the body 1 kB short of the end: every GET starts again at 0."""
    hub.add_fault(DATA, Fault(drop_after=DATA_SIZE - 1000))
    hub.add_fault(DATA, Fault(drop_after=DATA_SIZE - 1000, ignore_range=True, times=100))
    with pytest.raises(ModelError) as err:
        downloader(hub, max_retries=8).download(request())
    assert err.value.code == "download_runaway"
    assert f"for {DATA}, more than 3 times its announced size of 2.0 MB" in str(err.value)
    assert "Nothing was installed" in str(err.value)
    assert len(hub.wait_served(DATA, 4)) == 4  # 3 × 2 MB + 1 MiB received: the 4th copy passes the limit
    assert list((downloader(hub).staging_dir(request()) / "parts").iterdir()) == []


def test_a_file_cut_short_again_and_again_stops_after_its_attempts_and_resumes_later(hub: FakeHub) -> None:
    """Each GET brings 100 kB, which counts as progress: only the attempt limit (max_retries + 1 + one
    per MiB of the file) stops it."""
    hub.add_fault(DATA, Fault(drop_after=100_000, times=100))
    with pytest.raises(ModelError) as err:
        downloader(hub, max_retries=3).download(request())
    assert err.value.code == "network"
    assert f"Downloading {DATA} was cut short 5 times (0.5 MB of 2.0 MB so far" in str(err.value)
    assert "Progress is kept" in str(err.value)
    assert len(hub.wait_served(DATA, 5)) == 5
    hub.clear_faults()
    hub.reset_counters()
    assert downloader(hub).download(request()).outcome == "installed"
    assert [g.start for g in hub.wait_served(DATA, 1)] == [500_000]


def test_no_speed_or_time_left_while_retrying_and_a_fresh_speed_after(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [100.0]
    monkeypatch.setattr(progress.time, "monotonic", lambda: clock[0])
    f = RemoteFile("w.bin", 100_000_000, "0" * 40, "1" * 64)
    seen: list[DownloadProgress] = []
    meter = progress.Meter(Variant("o/r", "a" * 40, "onnx", "w.bin", (f,), f.size), seen.append, 0.0)
    meter.start(done=0, files_done=0)
    meter.begin_file(f, 0)
    for _ in range(4):  # 10 MB/s
        clock[0] += 1
        meter.add(10_000_000)
    assert seen[-1].state == "downloading" and seen[-1].eta == pytest.approx(6.0)
    clock[0] += 60  # a stall, found out after a minute
    meter.retrying(2, 9, "no data for 60 s")
    stalled = seen[-1]
    assert (stalled.state, stalled.speed, stalled.eta, stalled.retry_text) == (
        "retrying", 0.0, None, "retrying (2/9)…: no data for 60 s")
    clock[0] += 0.5
    meter.add(1_000_000)  # bytes again: the speed is measured from here, and no time left for a second
    assert seen[-1].state == "downloading" and seen[-1].retry_text == "" and seen[-1].eta is None
    clock[0] += 0.5
    meter.add(1_000_000)
    assert seen[-1].speed == pytest.approx(2_000_000) and seen[-1].eta is None
    clock[0] += 0.5
    meter.add(1_000_000)
    last = seen[-1]
    assert last.speed == pytest.approx(2_000_000) and last.eta == pytest.approx(57_000_000 / 2_000_000)
