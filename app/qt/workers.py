"""Run blocking work on a worker thread and hear back on the main thread, as signals with plain data.

Why one helper: searches, imports and token checks all need the same five things — a QThread, an
object living on it that receives requests as queued signals, catching every exception on that
thread (a worker must never die silently), answers that reach the main thread as signals, and a
shutdown that waits for the job in flight so no Qt object is destroyed while the thread still runs.
Written once here, the adapters in `app/qt/adapters/` are a few lines each.

A `Worker` runs the callables given to `submit` one at a time, in order, on its own thread. A job
returns plain data (strings, numbers, frozen dataclasses): it crosses a thread. An exception of one
of the `expected` types (by default `ModelError`, whose text is written for people) is passed on as
its text; any other becomes the job's `unexpected` message, formatted with `{error}` (the exception)
and `{kind}` (its type name; use it where the exception text might hold a secret).

Signals of `Worker` (emitted on the thread that owns it, normally the main thread):
    succeeded(int job, object result): the job's return value.
    failed(int job, str message): what went wrong, for people.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from models.errors import ModelError

log = logging.getLogger("hearth.workers")
UNEXPECTED = "The work failed unexpectedly ({error}). Try again."


@dataclass(frozen=True)
class _Job:
    job_id: int
    call: Callable[[], object]
    expected: tuple[type[BaseException], ...]
    unexpected: str


class _Runner(QObject):
    """Lives on the worker thread; runs one job per queued `run` call."""

    succeeded = Signal(int, object)
    failed = Signal(int, str)

    @Slot(object)
    def run(self, job: _Job) -> None:
        try:
            result = job.call()
        except job.expected as exc:
            self.failed.emit(job.job_id, str(exc))
        except Exception as exc:  # never die silently on a worker thread
            log.exception("job %d failed", job.job_id)
            self.failed.emit(job.job_id, job.unexpected.format(error=exc, kind=type(exc).__name__))
        else:
            self.succeeded.emit(job.job_id, result)


class Worker(QObject):
    """A thread that runs jobs in order; call `shutdown()` before the application quits (it is also
    called on `QCoreApplication.aboutToQuit`, as a safety net)."""

    succeeded = Signal(int, object)
    failed = Signal(int, str)
    _submitted = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids = itertools.count(1)
        self._thread = QThread()  # no parent: only `shutdown` ends it, after its job
        self._thread.setObjectName(name)
        self._runner = _Runner()
        self._runner.moveToThread(self._thread)
        self._submitted.connect(self._runner.run)
        # The runner emits on the worker thread; self lives on ours, so these arrive queued.
        self._runner.succeeded.connect(self.succeeded)
        self._runner.failed.connect(self.failed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self._thread.start()

    def submit(self, call: Callable[[], object], *, unexpected: str = UNEXPECTED,
               expected: tuple[type[BaseException], ...] = (ModelError,)) -> int:
        """Queue `call` on the worker thread; the job id its answer will carry."""
        if not self._thread.isRunning():
            raise RuntimeError(f"{self._thread.objectName()} is shut down")
        job = _Job(next(self._ids), call, expected, unexpected)
        self._submitted.emit(job)
        return job.job_id

    def is_running(self) -> bool:
        return self._thread.isRunning()

    @Slot()
    def shutdown(self) -> None:
        """Let the job in flight finish, then stop the thread and wait for it (idempotent)."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()
