"""Stop strings on streamed text: end the reply at the first match, never send the match itself.

Written here because ORT GenAI 0.18 supports stop strings only on its dynamic-batching Engine
(paged-attention CUDA models), not on the Generator API Hearth uses on every device. Text that
could be the start of a stop string is held back until the next piece settles it.
"""

from __future__ import annotations

from collections.abc import Sequence


class StopText:
    def __init__(self, stops: Sequence[str]) -> None:
        self._stops = [s for s in stops if s]
        self._held = ""

    def feed(self, piece: str) -> tuple[str, bool]:
        """(text that is safe to send, whether a stop string was matched)."""
        if not self._stops:
            return piece, False
        text = self._held + piece
        hits = [i for i in (text.find(s) for s in self._stops) if i >= 0]
        if hits:
            self._held = ""
            return text[:min(hits)], True
        hold = max((k for s in self._stops for k in range(1, len(s)) if text.endswith(s[:k])), default=0)
        self._held = text[len(text) - hold:] if hold else ""
        return text[:len(text) - hold], False

    def flush(self) -> str:
        """What was held back, once the reply has ended without a match."""
        held, self._held = self._held, ""
        return held
