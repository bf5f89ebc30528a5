"""Says in the log how long after the process started the window was first painted: the wait a person has
before seeing Hearth (`bench/ui.py`'s `window_visible_s` reads it, from a cold start)."""

from __future__ import annotations

import logging
import time

import psutil
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

log = logging.getLogger("hearth.app")
PAINTED = "window painted"  # what the log line starts with


class FirstPaint(QObject):
    """Watches `window` until its first paint, logs it once, then lets go."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            try:
                since = time.time() - psutil.Process().create_time()
            except psutil.Error:
                since = float("nan")
            log.info("%s %.2f s after the process started", PAINTED, since)
        return False
