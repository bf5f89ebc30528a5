"""The downloads list over a real download: the real huggingface_hub client against the fake hub,
through `DownloadBridge` (queue thread → queued signals) into `DownloadsPanel`."""

from __future__ import annotations

import itertools
import shutil
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.qt.adapters.downloads import PROGRESS_INTERVAL, DownloadBridge
from app.system.paths import resolve_paths
from models.hub.download import DownloadProgress, DownloadRequest
from models.installed import list_installed
from tests.models.fakehub import FakeHub, Fault
from tests.ui.model_fixtures import CPU, DATA, DATA_SIZE, make_bridge, use_memory_keyring
from ui.dialogs import confirm_box
from ui.models import downloads_panel
from ui.models.downloads_panel import DownloadsPanel, JobRow


@pytest.fixture
def panel(qtbot: QtBot, bridge: DownloadBridge) -> DownloadsPanel:
    widget = DownloadsPanel(bridge)
    widget.resize(820, 420)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def row_of(qtbot: QtBot, panel: DownloadsPanel, job_id: int) -> JobRow:
    """The job's row, once the queued `job_changed` signal has reached the panel."""
    qtbot.waitUntil(lambda: job_id in panel.rows)
    return panel.row(job_id)


def wait_state(qtbot: QtBot, bridge: DownloadBridge, job_id: int, wanted: str, timeout: int = 10_000) -> None:
    qtbot.waitUntil(lambda: any(j.job_id == job_id and j.state == wanted for j in bridge.jobs()), timeout=timeout)


def test_progress_rises_coalesced_and_the_model_can_be_used(qtbot: QtBot, hub: FakeHub, bridge: DownloadBridge,
                                                            panel: DownloadsPanel) -> None:
    hub.add_fault(DATA, Fault(stall_after=DATA_SIZE // 2, stall_seconds=0.6))  # a visible middle
    seen: list[tuple[float, DownloadProgress]] = []
    bridge.progress.connect(lambda job, p: seen.append((time.monotonic(), p)))
    job = bridge.submit("org/tiny", CPU)
    row = row_of(qtbot, panel, job)
    qtbot.waitUntil(lambda: 0 < row.total_bar.value() < 1000 and row.file_bar.isVisible(), timeout=10_000)
    assert row.pause_button.isVisible() and row.cancel_button.isVisible() and not row.resume_button.isVisible()
    assert "of" in row.total_bar.format() and row.state_label.text() == "Downloading"
    wait_state(qtbot, bridge, job, "installed")
    dones = [p.done for _, p in seen]
    assert dones == sorted(dones) and dones[-1] == seen[-1][1].total
    assert any(0 < d < seen[-1][1].total for d in dones)
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(seen)][:-1]  # the last is flushed with the state
    assert all(g >= PROGRESS_INTERVAL * 0.8 for g in gaps), gaps
    assert row.total_bar.value() == 1000 and row.state_label.text() == "Installed"
    assert row.use_button.isVisible() and not row.pause_button.isVisible() and not row.cancel_button.isVisible()
    with qtbot.waitSignal(panel.use_requested) as used:
        row.use_button.click()
    assert used.args == [resolve_paths().models_dir / "tiny--cpu-int4"]
    panel.clear_finished()
    assert job not in panel.rows and panel.empty_label.isVisible()


def test_pause_resume_and_cancel(qtbot: QtBot, hub: FakeHub, bridge: DownloadBridge, panel: DownloadsPanel,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    hub.add_fault(DATA, Fault(stall_after=400_000, stall_seconds=30))
    job = bridge.submit("org/tiny", CPU)
    row = row_of(qtbot, panel, job)
    qtbot.waitUntil(lambda: (p := bridge.last_progress(job)) is not None and p.file == DATA and p.file_done > 0,
                    timeout=10_000)
    started = time.monotonic()
    row.pause_button.click()
    wait_state(qtbot, bridge, job, "paused")
    assert time.monotonic() - started < 3  # the stalled socket is shut at once, not after the stall timeout
    assert row.resume_button.isVisible() and not row.pause_button.isVisible()
    assert row.state_label.text() == "Paused" and "kept" in row.speed_label.text()
    parts = bridge.downloader.staging_dir(DownloadRequest("org/tiny", CPU)) / "parts"
    kept = sum(p.stat().st_size for p in parts.glob("*.part"))  # what reached the disk before the pause
    assert 0 < kept <= 400_000
    hub.clear_faults()
    hub.reset_counters()
    row.resume_button.click()
    wait_state(qtbot, bridge, job, "installed")
    assert [g.start for g in hub.served(DATA)] == [kept]  # resumed inside the file, where it stopped

    hub.add_fault(DATA, Fault(stall_after=300_000, stall_seconds=30))
    other = bridge.submit("org/other", CPU)
    other_row = row_of(qtbot, panel, other)
    qtbot.waitUntil(lambda: (p := bridge.last_progress(other)) is not None and p.file_done > 0, timeout=10_000)
    asked: list[str] = []
    answer = [False]
    buttons: list[dict[str, str]] = []
    monkeypatch.setattr(downloads_panel, "ask_confirm", lambda parent, title, text, **named: (
        asked.append(text), buttons.append(named)) and answer[0])
    other_row.cancel_button.click()  # asks first, and "no" keeps the download going
    assert len(asked) == 1 and "delete its partial files" in asked[0] and "org/other" in asked[0]
    assert "Pause keeps them" in asked[0]  # it is running: there is a Pause
    assert buttons == [{"confirm": "Delete download", "keep": "Keep"}]
    box = confirm_box(other_row, "Cancel download?", asked[0], **buttons[0])
    assert {b.text() for b in box.buttons()} == {"Delete download", "Keep"}
    assert box.defaultButton().text() == "Keep"
    box.deleteLater()
    assert other_row.update_.state == "running" and bridge.last_progress(other) is not None
    answer[0] = True
    other_row.cancel_button.click()
    wait_state(qtbot, bridge, other, "cancelled")
    assert other_row.state_label.text() == "Cancelled" and not other_row.cancel_button.isVisible()
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["tiny--cpu-int4"]
    assert not any((resolve_paths().models_dir / ".staging").iterdir())

    assert other_row.retry_button.isVisible()  # a cancelled download can be started again
    hub.clear_faults()
    other_row.retry_button.click()
    wait_state(qtbot, bridge, other, "installed")
    assert sorted(m.name for m in list_installed(resolve_paths().models_dir)) == ["other--cpu-int4",
                                                                                 "tiny--cpu-int4"]


def test_focus_stays_off_cancel_after_pause_and_resume(qtbot: QtBot, hub: FakeHub, bridge: DownloadBridge,
                                                       panel: DownloadsPanel) -> None:
    hub.add_fault(DATA, Fault(stall_after=300_000, stall_seconds=30, times=2))  # stalls again after Resume
    job = bridge.submit("org/tiny", CPU)
    row = row_of(qtbot, panel, job)
    qtbot.waitUntil(lambda: (p := bridge.last_progress(job)) is not None and p.file_done > 0, timeout=10_000)
    panel.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is panel)
    row.pause_button.setFocus()
    qtbot.keyClick(row.pause_button, Qt.Key.Key_Space)  # as a keyboard user pauses
    wait_state(qtbot, bridge, job, "paused")
    assert QApplication.focusWidget() is row.resume_button  # Space again resumes; it never cancels
    qtbot.keyClick(row.resume_button, Qt.Key.Key_Space)
    wait_state(qtbot, bridge, job, "running")
    assert QApplication.focusWidget() is row.pause_button
    assert row.cancel_button.isVisible() and not row.cancel_button.hasFocus()


def test_bad_hash_is_explained_and_retry_installs(qtbot: QtBot, hub: FakeHub, bridge: DownloadBridge,
                                                  panel: DownloadsPanel) -> None:
    hub.add_fault(DATA, Fault(corrupt=True, times=2))  # the clean retry is corrupted too
    job = bridge.submit("org/tiny", CPU)
    row = row_of(qtbot, panel, job)
    wait_state(qtbot, bridge, job, "failed")
    assert row.state_label.text() == "Failed" and row.error_label.isVisible()
    assert "does not match the checksum" in row.error_label.text() and "Try again" in row.error_label.text()
    assert row.retry_button.isVisible() and row.retry_button.isEnabled() and row.cancel_button.isVisible()
    assert list_installed(resolve_paths().models_dir) == []
    row.retry_button.click()
    wait_state(qtbot, bridge, job, "installed")
    assert not row.error_label.isVisible()
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["tiny--cpu-int4"]


def test_not_enough_disk_says_how_much_is_needed(qtbot: QtBot, bridge: DownloadBridge, panel: DownloadsPanel,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    real = shutil.disk_usage
    monkeypatch.setattr(shutil, "disk_usage", lambda p: real(p)._replace(free=500_000))
    job = bridge.submit("org/tiny", CPU)
    wait_state(qtbot, bridge, job, "failed")
    row = row_of(qtbot, panel, job)
    text = row.error_label.text()
    assert "needs" in text and "GB more" in text and "Free up space" in text
    qtbot.waitUntil(lambda: row.state_label.text() == "Failed")
    # nothing was fetched: the row does not pretend to be starting, nor that progress was kept
    assert row.speed_label.text() == "Nothing was downloaded." and row.total_bar.format() == "Not started"


def test_an_interrupted_download_is_offered_again_after_a_restart(qtbot: QtBot, hub: FakeHub,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    use_memory_keyring(monkeypatch)
    hub.add_fault(DATA, Fault(stall_after=600_000, stall_seconds=30))
    first = make_bridge(hub)
    job = first.submit("org/tiny", CPU)
    qtbot.waitUntil(lambda: (p := first.last_progress(job)) is not None and p.file_done >= 600_000, timeout=10_000)
    first.shutdown(10)  # the app quits mid-download: the bytes stay in the staging folder
    hub.clear_faults()
    hub.reset_counters()

    second = make_bridge(hub)  # the next start
    try:
        ids = second.restore_unfinished()
        assert len(ids) == 1
        panel = DownloadsPanel(second)
        qtbot.addWidget(panel)
        panel.show()
        row = row_of(qtbot, panel, ids[0])
        assert row.state_label.text() == "Paused" and row.resume_button.isVisible()
        assert 0 < row.total_bar.value() < 1000  # shows what is kept
        assert second.restore_unfinished() == ids  # not offered twice
        row.resume_button.click()
        wait_state(qtbot, second, ids[0], "installed")
        assert [g.start for g in hub.served(DATA)] == [600_000]
    finally:
        second.shutdown(10)


def test_changing_the_models_folder_waits_for_unfinished_downloads(qtbot: QtBot, hub: FakeHub,
                                                                   bridge: DownloadBridge, tmp_path: Path) -> None:
    hub.add_fault(DATA, Fault(stall_after=100_000, stall_seconds=30))
    job = bridge.submit("org/tiny", CPU)
    bridge.pause(job)
    wait_state(qtbot, bridge, job, "paused")
    from models.errors import ModelError

    with pytest.raises(ModelError, match="cancel them first"):
        bridge.set_models_dir(tmp_path / "elsewhere")
    bridge.cancel(job)
    wait_state(qtbot, bridge, job, "cancelled")
    bridge.set_models_dir(tmp_path / "elsewhere")
    assert bridge.downloader.models_dir == tmp_path / "elsewhere"


def test_a_retrying_file_says_so_instead_of_a_speed(qtbot: QtBot, hub: FakeHub, bridge: DownloadBridge,
                                                   panel: DownloadsPanel) -> None:
    hub.add_fault(DATA, Fault(stall_after=DATA_SIZE // 2, stall_seconds=0.6))
    job = bridge.submit("org/tiny", CPU)
    row = row_of(qtbot, panel, job)
    qtbot.waitUntil(lambda: row.update_.state == "running", timeout=10_000)
    retrying = DownloadProgress("org/tiny", CPU, DATA, 10, DATA_SIZE, 10, DATA_SIZE, 0, 1, 0.0, None,
                                state="retrying", attempt=3, attempts=9, problem="no data for 20 s")
    row.show_progress(retrying)
    assert row.speed_label.text() == "Retrying (3/9)…: no data for 20 s"
    assert "left" not in row.speed_label.text()
    wait_state(qtbot, bridge, job, "installed")
