"""The download queue: several downloads run one at a time on one worker thread.

Plain threading, no Qt: `app.qt.adapters.downloads` wraps it for the window. State changes and progress
are reported by callback; pause and cancel act at once even while the server is stalled (through
`models.hub.download_control.DownloadControl`).
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from models.errors import ModelError
from models.hub.download import Downloader, DownloadProgress, DownloadRequest
from models.hub.download_control import DownloadControl, Outcome
from models.installed import InstalledModel

log = logging.getLogger("hearth.download")


JobState = Literal["queued", "running", "paused", "cancelled", "installed", "failed"]


@dataclass(frozen=True)
class JobUpdate:
    """A job's state change; `message`/`code` explain a failure in words a person can act on."""

    job_id: int
    request: DownloadRequest
    state: JobState
    message: str = ""
    code: str = ""
    model: InstalledModel | None = None


class DownloadQueue:
    """Runs downloads one at a time on one worker thread (plain threading; the Qt bridge wraps it).

    Callbacks run on the worker thread, or on the caller's thread for changes to jobs that are not
    running (pausing or cancelling a queued job). They must not block.
    """

    def __init__(
        self,
        downloader: Downloader,
        *,
        on_state: Callable[[JobUpdate], None] | None = None,
        on_progress: Callable[[int, DownloadProgress], None] | None = None,
    ) -> None:
        self.downloader = downloader
        self.on_state = on_state
        self.on_progress = on_progress
        self._cond = threading.Condition()
        self._jobs: dict[int, JobUpdate] = {}
        self._pending: deque[int] = deque()
        self._running: tuple[int, DownloadControl] | None = None
        self._next_id = 1
        self._closed = False
        self._thread: threading.Thread | None = None

    def submit(self, request: DownloadRequest) -> int:
        """Queue a download; the same request while it is queued, running or paused is not duplicated
        (both would share one set of partial files): its job id is returned, resumed if paused."""
        with self._cond:
            if self._closed:
                raise RuntimeError("the download queue is shut down")
            existing = next((j for j in self._jobs.values()
                             if j.request == request and j.state in ("queued", "running", "paused")), None)
        if existing is None:
            return self._add(request)
        if existing.state == "paused":
            self.resume(existing.job_id)
        return existing.job_id

    def _add(self, request: DownloadRequest) -> int:
        with self._cond:
            job_id, self._next_id = self._next_id, self._next_id + 1
            self._pending.append(job_id)
            update = self._set(JobUpdate(job_id, request, "queued"))
            self._ensure_thread()
            self._cond.notify_all()
        self._notify(update)
        return job_id

    def add_paused(self, request: DownloadRequest) -> int:
        """Register a download an earlier session left unfinished (`Downloader.unfinished`) as paused,
        so the person can resume it (from the bytes on disk) or cancel it (deleting them)."""
        with self._cond:
            if self._closed:
                raise RuntimeError("the download queue is shut down")
            existing = next((j for j in self._jobs.values()
                             if j.request == request and j.state in ("queued", "running", "paused")), None)
            if existing is not None:
                return existing.job_id
            job_id, self._next_id = self._next_id, self._next_id + 1
            update = self._set(JobUpdate(job_id, request, "paused"))
        self._notify(update)
        return job_id

    def _ensure_thread(self) -> None:
        """Start the worker on first use (call with the lock held)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name="hearth-downloads", daemon=True)
            self._thread.start()

    def pause(self, job_id: int) -> None:
        self._stop(job_id, "paused")

    def cancel(self, job_id: int) -> None:
        self._stop(job_id, "cancelled")

    def resume(self, job_id: int) -> None:
        """Queue a paused, failed or cancelled job again; it continues from the bytes on disk (a
        cancelled one has none: it starts over). A cancelled job whose request was submitted again
        meanwhile stays cancelled: both would share one set of partial files."""
        with self._cond:
            job = self._jobs[job_id]
            if job.state not in ("paused", "failed", "cancelled"):
                return
            if job.state == "cancelled" and any(j.request == job.request and j.state in ("queued", "running", "paused")
                                                for j in self._jobs.values()):
                return
            self._pending.append(job_id)
            update = self._set(JobUpdate(job_id, job.request, "queued"))
            self._ensure_thread()
            self._cond.notify_all()
        self._notify(update)

    def jobs(self) -> list[JobUpdate]:
        with self._cond:
            return list(self._jobs.values())

    def wait_idle(self, timeout: float | None = None) -> bool:
        """True once nothing is queued or running (for tests and orderly shutdown)."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and self._running is None, timeout)

    def shutdown(self, timeout: float | None = 30.0) -> None:
        """Pause the running download (its bytes are kept for the next start) and stop the worker."""
        with self._cond:
            self._closed = True
            if self._running is not None:
                self._running[1].pause()
            self._cond.notify_all()
            thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def _stop(self, job_id: int, reason: Outcome) -> None:
        with self._cond:
            job = self._jobs[job_id]
            if self._running is not None and self._running[0] == job_id:
                (self._running[1].cancel if reason == "cancelled" else self._running[1].pause)()
                return
            if job.state in ("installed", "cancelled") or (job.state == reason):
                return
            if job_id in self._pending:
                self._pending.remove(job_id)
            update = self._set(JobUpdate(job_id, job.request, reason))
            self._cond.notify_all()
        if reason == "cancelled":
            self.downloader.discard(job.request)
        self._notify(update)

    def _set(self, update: JobUpdate) -> JobUpdate:
        self._jobs[update.job_id] = update
        return update

    def _notify(self, update: JobUpdate) -> None:
        if self.on_state is not None:
            self.on_state(update)

    def _work(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._closed or bool(self._pending))
                if self._closed:
                    return
                job_id = self._pending.popleft()
                control = DownloadControl()
                self._running = (job_id, control)
                request = self._jobs[job_id].request
                update = self._set(JobUpdate(job_id, request, "running"))
            self._notify(update)
            update = self._run(job_id, request, control)
            with self._cond:
                self._running = None
                self._set(update)
                self._cond.notify_all()
            self._notify(update)

    def _run(self, job_id: int, request: DownloadRequest, control: DownloadControl) -> JobUpdate:
        def progress(p: DownloadProgress) -> None:
            if self.on_progress is not None:
                self.on_progress(job_id, p)

        try:
            result = self.downloader.download(request, on_progress=progress, control=control)
        except ModelError as exc:
            return JobUpdate(job_id, request, "failed", message=str(exc), code=exc.code)
        except Exception as exc:  # a worker never dies silently: the person sees what happened
            log.exception("download of %s failed", request.repo_id)
            return JobUpdate(job_id, request, "failed", message=f"The download failed unexpectedly: {exc}",
                             code="internal")
        return JobUpdate(job_id, request, result.outcome, model=result.model)
