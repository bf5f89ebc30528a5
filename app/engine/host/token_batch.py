"""Decoded text coalesced into at most one `token` event per frame."""

from __future__ import annotations

import time
from collections.abc import Callable

BATCH_S = 1 / 60


class TokenBatch:
    """Coalesce decoded text into at most one `token` event per `BATCH_S` (the first goes at once).

    Every event wakes the client process, and on a small machine that wake-up is taken from the
    cores ONNX Runtime's threads are decoding on (measured: one event per token cost ~10% of decode
    speed on 2 cores). The window repaints at most once a frame anyway.
    """

    def __init__(self, send: Callable[[str], None]) -> None:
        self._send = send
        self._pieces: list[str] = []
        self._last = 0.0

    def add(self, text: str) -> None:
        if not text:
            return
        self._pieces.append(text)
        now = time.monotonic()
        if now - self._last >= BATCH_S:
            self.flush(now)

    def flush(self, now: float | None = None) -> None:
        if self._pieces:
            self._send("".join(self._pieces))
            self._pieces.clear()
        self._last = time.monotonic() if now is None else now
