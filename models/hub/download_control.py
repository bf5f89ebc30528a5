"""The thread-safe pause/cancel flag of a running download (`Transfer` checks it between chunks)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Literal

Outcome = Literal["installed", "paused", "cancelled"]


class DownloadControl:
    """Thread-safe pause/cancel flag. Pausing keeps the bytes on disk; cancelling deletes them.

    Stopping also shuts the socket of the transfer in progress (`on_stop`), so a pause or cancel
    takes effect at once even while the server is stalled, not after the stall timeout.
    """

    def __init__(self) -> None:
        self._event = threading.Event()
        self._reason: Outcome | None = None
        self._lock = threading.Lock()
        self._hooks: list[Callable[[], None]] = []

    def pause(self) -> None:
        self._set("paused")

    def cancel(self) -> None:
        self._set("cancelled")

    def _set(self, reason: Outcome) -> None:
        with self._lock:
            if self._reason != "cancelled":  # cancel wins over pause
                self._reason = reason
            self._event.set()
            for hook in self._hooks:  # under the lock: a hook never runs once its block has ended
                hook()

    @property
    def stop_reason(self) -> Outcome | None:
        with self._lock:
            return self._reason

    def wait(self, seconds: float) -> bool:
        """Sleep up to `seconds`; True as soon as a stop is requested."""
        return self._event.wait(seconds)

    @contextmanager
    def on_stop(self, hook: Callable[[], None]) -> Iterator[None]:
        """Run `hook` on the stopping thread if a stop is requested while inside the block."""
        with self._lock:
            self._hooks.append(hook)
            stopped = self._reason is not None
        try:
            if stopped:
                hook()
            yield
        finally:
            with self._lock:
                self._hooks.remove(hook)


class Stopped(Exception):
    """A pause or cancel requested through `DownloadControl`; `reason` says which."""

    def __init__(self, reason: Outcome) -> None:
        super().__init__(reason)
        self.reason = reason
