"""The window's adapter to an accelerator install (`app.accel.install.Installer`): plan, download with
pause/resume/cancel, install, each answer a signal on the main thread.

Signals:
    planned(int, int): bytes to download and packages, once the index answered (the person then decides).
    progress(int, int): bytes done, bytes in all (emitted from the worker; arrives queued).
    finished(str): "installed", "paused" or "cancelled".
    failed(str): what went wrong, for people.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot

from app.accel.install import Installer
from app.accel.wheels import WheelError
from app.qt.workers import Worker
from models.hub.download_control import DownloadControl


class AccelJob(QObject):
    planned = Signal(int, int)
    progress = Signal(int, int)
    finished = Signal(str)
    failed = Signal(str)

    def __init__(self, feature: str, installer: Installer | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.feature = feature
        self.installer = installer or Installer()
        self.control = DownloadControl()
        self.running = False
        self._plan_id = self._run_id = 0
        self.worker = Worker(f"hearth-accel-{feature}", self)
        self.worker.succeeded.connect(self._on_succeeded)
        self.worker.failed.connect(self._on_failed)

    def plan(self) -> None:
        self._plan_id = self.worker.submit(lambda: self.installer.plan(self.feature), expected=(WheelError,),
                                           unexpected="Could not find what to download ({error}).")

    def start(self) -> None:
        """Download (resuming what is on disk) and install."""
        self.control = DownloadControl()
        control = self.control
        self.running = True
        self._run_id = self.worker.submit(lambda: self.installer.run(self.feature, control, self.progress.emit),
                                          expected=(WheelError, OSError),
                                          unexpected="The install failed unexpectedly ({error}).")

    def pause(self) -> None:
        self.control.pause()

    def cancel(self) -> None:
        """Stop and delete the bytes downloaded so far."""
        if self.running:
            self.control.cancel()
        else:
            self.installer.discard(self.feature)
            self.finished.emit("cancelled")

    def shutdown(self) -> None:
        """Pause whatever runs (the bytes stay for next time) and wait for the worker."""
        self.control.pause()
        self.worker.shutdown()

    @Slot(int, object)
    def _on_succeeded(self, job: int, result: object) -> None:
        if job == self._plan_id and isinstance(result, list):
            self.planned.emit(sum(w.size for w in result), len(result))
        elif job == self._run_id:
            self.running = False
            self.finished.emit(str(result))

    @Slot(int, str)
    def _on_failed(self, job: int, message: str) -> None:
        if job == self._run_id:
            self.running = False
        self.failed.emit(message)
