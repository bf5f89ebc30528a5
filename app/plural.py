"""Counts and times as people read them: "1 token", "2 tokens", "1,024 tokens", "12:34"."""

from __future__ import annotations


def count(n: int, singular: str, plural: str | None = None) -> str:
    """`n` and the noun that agrees with it (`plural` where adding an "s" is wrong)."""
    return f"{n:,} {singular if n == 1 else plural or singular + 's'}"


def clock(seconds: float) -> str:
    """`seconds` as m:ss, or h:mm:ss from an hour on (a place in a recording)."""
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
