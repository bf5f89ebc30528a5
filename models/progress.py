"""Download progress as plain numbers: bytes, speed and time left (`Meter` makes the reports)."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from models.hub import RemoteFile, Variant


@dataclass(frozen=True)
class DownloadProgress:
    """A progress report: plain numbers, safe to hand to another thread."""

    repo_id: str
    variant: str
    file: str  # repo path of the file being fetched
    file_done: int
    file_total: int
    done: int  # bytes of the whole download on disk (kept parts included)
    total: int
    files_done: int
    files_total: int
    speed: float  # bytes per second over the last few seconds
    eta: float | None  # seconds left, None while the speed is unknown

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0


class Meter:
    """Turns byte counts into throttled `DownloadProgress` reports with speed and ETA."""

    def __init__(self, variant: Variant, callback: Callable[[DownloadProgress], None] | None,
                 interval: float, window: float = 5.0) -> None:
        self.variant = variant
        self.callback = callback
        self.interval = interval
        self.window = window
        self.done = self.files_done = self.received = self.file_done = self.file_total = 0
        self.file = ""
        self.samples: deque[tuple[float, int]] = deque()
        self.last_emit = 0.0

    def start(self, done: int, files_done: int) -> None:
        self.done, self.files_done = done, files_done
        self.samples.append((time.monotonic(), 0))

    def begin_file(self, f: RemoteFile, already: int) -> None:
        self.file, self.file_total, self.file_done = f.path, f.size, already
        self._emit(force=True)

    def add(self, n: int) -> None:
        self.done += n
        self.file_done += n
        if n > 0:
            self.received += n
        self._emit()

    def end_file(self) -> None:
        self.files_done += 1
        self._emit(force=True)

    def finish(self) -> None:
        self._emit(force=True)

    def _emit(self, force: bool = False) -> None:
        now = time.monotonic()
        if self.callback is None or (not force and now - self.last_emit < self.interval):
            return
        self.last_emit = now
        self.samples.append((now, self.received))
        while len(self.samples) > 2 and now - self.samples[1][0] >= self.window:
            self.samples.popleft()
        t0, r0 = self.samples[0]
        speed = (self.received - r0) / (now - t0) if now - t0 > 0.2 else 0.0
        left = max(self.variant.size - self.done, 0)
        self.callback(DownloadProgress(
            repo_id=self.variant.repo_id, variant=self.variant.path, file=self.file,
            file_done=self.file_done, file_total=self.file_total, done=self.done,
            total=self.variant.size, files_done=self.files_done, files_total=len(self.variant.files),
            speed=speed, eta=left / speed if speed > 0 else (0.0 if left == 0 else None),
        ))
