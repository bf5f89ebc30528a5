"""The window's first frame: when it reached the screen (logged: `bench/ui.py`'s `window_visible_s` reads it,
from a cold start), and the start-up work that waits for it.

Why wait: the engine host and the demo build are processes that take every core they can get as they
start. Started in the same instant the window was mapped, they left it black until its first paint got
the CPU back (seen for ~3 s on a busy machine, ~0.5 s here at load 15 with the build; the paint itself is
~15 ms of CPU). So they start once the first frame is painted, or after `FALLBACK_MS` for a window that is
never painted (started minimised)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

import psutil
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

log = logging.getLogger("hearth.app")
PAINTED = "window painted"  # what the log line starts with
FALLBACK_MS = 2000


class FirstPaint(QObject):
    """Watches `window` until its first paint, logs it once, then runs what waited for it (`after`)."""

    def __init__(self, window: QWidget, fallback_ms: int = FALLBACK_MS) -> None:
        super().__init__(window)
        self._window = window
        self._waiting: list[Callable[[], object]] = []
        self.done = False
        window.installEventFilter(self)
        QTimer.singleShot(fallback_ms, self, self._release)

    def after(self, work: Callable[[], object]) -> None:
        """Run `work` once the first frame is on screen (at once if it already is)."""
        if self.done:
            work()
        else:
            self._waiting.append(work)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            try:
                since = time.time() - psutil.Process().create_time()
            except psutil.Error:
                since = float("nan")
            log.info("%s %.2f s after the process started", PAINTED, since)
            QTimer.singleShot(0, self, self._release)  # once this paint is done and on screen
        return False

    def _release(self) -> None:
        if self.done:
            return
        self.done = True
        waiting, self._waiting = self._waiting, []
        for work in waiting:
            work()
