"""Counts as people read them: "1 token", "2 tokens", "1,024 tokens"."""

from __future__ import annotations


def count(n: int, singular: str, plural: str | None = None) -> str:
    """`n` and the noun that agrees with it (`plural` where adding an "s" is wrong)."""
    return f"{n:,} {singular if n == 1 else plural or singular + 's'}"
