"""The test seam at the capture boundary: an `AudioInput` that plays samples in memory as a microphone would,
a 50 ms block every 20 ms (faster than real time), then silence for as long as it is left listening."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal

from app.voice.audio import RATE

BLOCK = RATE // 20


class FeedInput(QObject):
    samples = Signal(object)
    failed = Signal(str)

    def __init__(self, audio: np.ndarray) -> None:
        super().__init__()
        self.audio = audio
        self.at = 0
        self.starts = 0
        self.timer = QTimer(self, interval=20)
        self.timer.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        return self.timer.isActive()

    def start(self) -> None:
        self.starts += 1
        self.at = 0
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        block = self.audio[self.at:self.at + BLOCK]
        self.at += BLOCK
        if len(block) < BLOCK:
            block = np.concatenate([block, np.zeros(BLOCK - len(block), dtype=np.float32)])
        self.samples.emit(block)
