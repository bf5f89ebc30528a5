"""Stop strings on streamed text: end the reply at the first match, never send the match itself.

Written here because ORT GenAI 0.18 supports stop strings only on its dynamic-batching Engine
(paged-attention CUDA models), not on the Generator API Hearth uses on every device. Text that
could be the start of a stop string is held back until the next piece settles it.
"""

from __future__ import annotations

from collections.abc import Sequence

MAX_STOPS = 4  # as OpenAI's API
MAX_STOP_CHARS = 256  # one stop string; the API and the host refuse longer ones


def stop_problem(stops: Sequence[str]) -> str | None:
    """Why these stop strings cannot be used, or None (each piece of text is checked against each)."""
    if len(stops) > MAX_STOPS:
        return f"at most {MAX_STOPS} stop sequences"
    if any(len(s) > MAX_STOP_CHARS for s in stops):
        return f"a stop sequence may be at most {MAX_STOP_CHARS} characters long"
    return None


class StopText:
    def __init__(self, stops: Sequence[str]) -> None:
        self._stops = [s for s in stops if s]
        self._held = ""
        self.matched: str | None = None  # the stop string that ended the reply (Anthropic's stop_sequence)

    def feed(self, piece: str) -> tuple[str, bool]:
        """(text that is safe to send, whether a stop string was matched)."""
        if not self._stops:
            return piece, False
        text = self._held + piece
        hits = [(i, s) for s in self._stops if (i := text.find(s)) >= 0]
        if hits:
            self._held = ""
            at, self.matched = min(hits, key=lambda hit: hit[0])
            return text[:at], True
        hold = max((_held_back(text, s) for s in self._stops), default=0)
        self._held = text[len(text) - hold:] if hold else ""
        return text[:len(text) - hold], False

    def flush(self) -> str:
        """What was held back, once the reply has ended without a match."""
        held, self._held = self._held, ""
        return held


def _held_back(text: str, stop: str) -> int:
    """The length of the longest end of `text` that `stop` starts with (but is not all of `stop`).

    Only positions holding the stop's first character are tried, from the earliest one that could
    start it; the work per piece is bounded by the stop's length, not the reply's.
    """
    at = text.find(stop[0], max(0, len(text) - len(stop) + 1))
    while at >= 0:
        if stop.startswith(text[at:]):
            return len(text) - at
        at = text.find(stop[0], at + 1)
    return 0
