"""A clock for store tests."""

from __future__ import annotations


class Clock:
    """A clock that moves one second per reading, so every write has a distinct, known time."""

    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now
