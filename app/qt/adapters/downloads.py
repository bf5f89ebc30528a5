"""The Qt side of the download queue: job changes and progress as signals on the main thread.

`models.hub.download_queue.DownloadQueue` runs downloads on its own (plain Python) thread and reports by
callback, from that thread. Widgets may only be touched on the main thread, so this bridge turns
every callback into a queued signal. Progress is coalesced: the worker only records the latest
report per job, and the main thread emits at most one `progress` per job every `PROGRESS_INTERVAL`
seconds (a 1 Gbit/s download would otherwise repaint hundreds of times a second). The last report
of a job is always emitted before the job's final state, so a finished bar reads 100 %.

Downloads an earlier session left unfinished (paused, or the app quit or crashed mid-download) are
offered again by `restore_unfinished`: they appear as paused jobs, and resuming continues from the
bytes on disk.

Signals of `DownloadBridge` (plain data):
- `job_changed(JobUpdate)`: a job was queued, started, paused, cancelled, installed or failed; a
  failure carries `code` and a `message` for people.
- `progress(int job_id, DownloadProgress)`: the latest numbers of a running job (≤ 10 per second).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from models.errors import ModelError
from models.hub.download import Downloader, DownloadProgress, DownloadRequest
from models.hub.download_queue import DownloadQueue, JobUpdate

PROGRESS_INTERVAL = 0.1  # seconds between two progress signals (all jobs together)
UNFINISHED = ("queued", "running", "paused")


class DownloadBridge(QObject):
    """Owns a `DownloadQueue`; submit, pause, resume and cancel from the main thread.

    `token_provider` is asked for the Hugging Face token when a job is submitted (it reads the
    keyring), so a token saved or removed later applies to the next download.
    """

    job_changed = Signal(object)
    progress = Signal(int, object)
    # From the queue's thread to ours (queued connections: the slots run on the main thread).
    _state_arrived = Signal(object)
    _progress_waiting = Signal()

    def __init__(self, downloader: Downloader, *, token_provider: Callable[[], str | None] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._token_provider = token_provider or (lambda: None)
        self._lock = threading.Lock()
        self._latest: dict[int, DownloadProgress] = {}
        self._wake_pending = False
        self._last_flush = 0.0
        self._jobs: dict[int, JobUpdate] = {}
        self._last_progress: dict[int, DownloadProgress] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may fire 5 % early
        self._timer.timeout.connect(self._flush_when_due)
        self._state_arrived.connect(self._on_state, Qt.ConnectionType.QueuedConnection)
        self._progress_waiting.connect(self._on_progress_waiting, Qt.ConnectionType.QueuedConnection)
        self.queue = DownloadQueue(downloader, on_state=self._state_arrived.emit,
                                   on_progress=self._from_worker)

    # ----- requests (main thread) ----------------------------------------------------------------
    @property
    def downloader(self) -> Downloader:
        return self.queue.downloader

    def submit(self, repo_id: str, variant: str | None = None) -> int:
        """Queue a download of one variant; the job id (the same one if it is already queued)."""
        return self.queue.submit(DownloadRequest(repo_id, variant, token=self._token_provider()))

    def pause(self, job_id: int) -> None:
        self.queue.pause(job_id)

    def resume(self, job_id: int) -> None:
        """Continue a paused job, or retry a failed one, from the bytes on disk; retry a cancelled one
        from the start."""
        self.queue.resume(job_id)

    def cancel(self, job_id: int) -> None:
        """Stop a job and delete its partial files."""
        self.queue.cancel(job_id)

    def pause_all(self) -> None:
        """Pause everything queued or running (offline mode was switched on)."""
        for job in self.queue.jobs():
            if job.state in ("queued", "running"):
                self.queue.pause(job.job_id)

    def jobs(self) -> list[JobUpdate]:
        """Every job this session, as last reported on the main thread."""
        return list(self._jobs.values())

    def last_progress(self, job_id: int) -> DownloadProgress | None:
        return self._last_progress.get(job_id)

    def has_unfinished(self) -> bool:
        return any(j.state in UNFINISHED for j in self.queue.jobs())

    def restore_unfinished(self) -> list[int]:
        """Offer the downloads an earlier session left unfinished as paused jobs (nothing is fetched
        until the person resumes one); their ids. Call once at start."""
        ids = []
        for item in self.downloader.unfinished():
            request = DownloadRequest(item.request.repo_id, item.request.variant, token=self._token_provider())
            job_id = self.queue.add_paused(request)
            ids.append(job_id)
            variant = item.request.variant or ""
            self._last_progress[job_id] = DownloadProgress(
                repo_id=item.request.repo_id, variant=variant, file="", file_done=0, file_total=0,
                done=item.done, total=item.total, files_done=0, files_total=0, speed=0.0, eta=None)
        return ids

    def set_endpoint(self, endpoint: str | None) -> None:
        """Use another hub or mirror for the next downloads (a running one keeps its own)."""
        self.downloader.endpoint = endpoint or None

    def set_devices(self, devices: Sequence[str]) -> None:
        """This machine's devices, best first, once probed: which variant of a model package the next
        downloads fetch (until then, the CPU's)."""
        self.downloader.devices = tuple(d.lower() for d in devices)

    def set_models_dir(self, folder: Path) -> None:
        """Install future downloads into `folder`; refused while a download is unfinished, because
        its partial files live in the old folder."""
        if self.has_unfinished():
            raise ModelError(
                "downloads_unfinished",
                "The models folder cannot change while a download is queued, running or paused: its "
                "partial files are in the current folder. Let the downloads finish or cancel them first.",
            )
        self.downloader.models_dir = folder

    def shutdown(self, timeout: float = 30.0) -> None:
        """Pause the running download (its bytes are kept for the next start) and stop the worker."""
        self._timer.stop()
        self.queue.shutdown(timeout)

    # ----- from the queue's thread ---------------------------------------------------------------
    def _from_worker(self, job_id: int, report: DownloadProgress) -> None:
        with self._lock:
            self._latest[job_id] = report
            if self._wake_pending:
                return
            self._wake_pending = True
        self._progress_waiting.emit()

    # ----- on the main thread --------------------------------------------------------------------
    @Slot()
    def _on_progress_waiting(self) -> None:
        self._flush_when_due()

    @Slot()
    def _flush_when_due(self) -> None:
        wait = self._last_flush + PROGRESS_INTERVAL - time.monotonic()
        if wait > 0:
            if not self._timer.isActive():
                self._timer.start(math.ceil(wait * 1000))
            return
        self._flush()

    def _flush(self) -> None:
        with self._lock:
            latest, self._latest = self._latest, {}
            self._wake_pending = False
        self._last_flush = time.monotonic()
        for job_id, report in latest.items():
            self._emit_progress(job_id, report)

    def _emit_progress(self, job_id: int, report: DownloadProgress) -> None:
        self._last_progress[job_id] = report
        self.progress.emit(job_id, report)

    @Slot(object)
    def _on_state(self, update: JobUpdate) -> None:
        with self._lock:
            report = self._latest.pop(update.job_id, None)
        if report is not None:  # the last numbers before the state that ends them
            self._last_flush = time.monotonic()
            self._emit_progress(update.job_id, report)
        # Changes reach us from two threads (the caller's for a submit, the queue's for the rest), so
        # "queued" can arrive after "running". Only the job's current state is passed on: a stale one
        # is dropped, and the newer one is on its way.
        current = next((j for j in self.queue.jobs() if j.job_id == update.job_id), None)
        if current is not update:
            return
        self._jobs[update.job_id] = update
        self.job_changed.emit(update)
