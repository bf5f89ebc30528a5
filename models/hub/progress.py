"""Download progress as plain numbers: bytes, speed, time left, and whether the transfer is retrying.

`Meter` turns the byte counts of `models.hub.transfer.Transfer` into throttled `DownloadProgress`
reports. While a file is being retried the report says so (`state`, `attempt` of `attempts`, the
`problem`) and carries no speed or time left: a speed measured across a failure would promise an
absurd time (519 hours was seen). After a retry, speed is measured again from the resumed bytes only.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from models.hub.repo import RemoteFile, Variant

TransferState = Literal["downloading", "retrying"]
ETA_AFTER = 1.0  # seconds of measured speed before a time left is given


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
    eta: float | None  # seconds left, None while the speed is unknown or the file is being retried
    state: TransferState = "downloading"
    attempt: int = 0  # while retrying: the try in a row about to start, of at most `attempts`
    attempts: int = 0
    problem: str = ""  # while retrying: what went wrong, in words

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0

    @property
    def retry_text(self) -> str:
        """'retrying (3/9)…: no data for 20 s' while retrying, else ''."""
        if self.state != "retrying":
            return ""
        return f"retrying ({self.attempt}/{self.attempts})…: {self.problem}"


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
        self.state: TransferState = "downloading"
        self.attempt = self.attempts = 0
        self.problem = ""

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
            if self.state == "retrying":  # bytes flow again: measure the speed from the next ones
                self.state, self.problem = "downloading", ""
                self.samples = deque([(time.monotonic(), self.received)])
        self._emit()

    def retrying(self, attempt: int, attempts: int, problem: str) -> None:
        """The current file failed (`problem`); try `attempt` of at most `attempts` comes next."""
        self.state, self.attempt, self.attempts, self.problem = "retrying", attempt, attempts, problem
        self._emit(force=True)

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
        speed, eta = 0.0, None
        left = max(self.variant.size - self.done, 0)
        if self.state == "downloading":
            self.samples.append((now, self.received))
            while len(self.samples) > 2 and now - self.samples[1][0] >= self.window:
                self.samples.popleft()
            t0, r0 = self.samples[0]
            speed = (self.received - r0) / (now - t0) if now - t0 > 0.2 else 0.0
            eta = left / speed if speed > 0 and now - t0 >= ETA_AFTER else (0.0 if left == 0 else None)
        self.callback(DownloadProgress(
            repo_id=self.variant.repo_id, variant=self.variant.path, file=self.file,
            file_done=self.file_done, file_total=self.file_total, done=self.done,
            total=self.variant.size, files_done=self.files_done, files_total=len(self.variant.files),
            speed=speed, eta=eta, state=self.state, attempt=self.attempt, attempts=self.attempts,
            problem=self.problem,
        ))
