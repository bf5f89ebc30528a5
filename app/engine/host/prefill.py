"""Read a prompt into the model in slices, so a cancel is seen within a fraction of a second.

Why slices: ORT GenAI's `append_tokens` is one native call that holds the host for the whole
prompt (a 4,096-token prompt took ~9 s on a 2-core CPU with the 135M demo model, minutes with a
7B model on a laptop) and cannot be interrupted. Appending the prompt in pieces gives a point
between pieces to check for cancel and report progress, and the same cache, bit for bit, however
the prompt is cut, as long as no piece is a single token: a lone token after position 0 takes ORT's
one-token (decode) path and, at accuracy level 4, is rounded differently (see `app.engine.host.session`),
so the slicer never leaves one token to read alone.

Why sized by time: the cost of a token grows with its position (attention reads everything
before it), and with the model's size, so a fixed token count that is quick at the start of a
short prompt on a small model takes seconds at the end of a long one on a big model. The slicer
aims each slice at `TARGET_S` from the speed of the last one, never below `MIN_TOKENS` (tiny
slices pay ORT's per-call cost many times). Measured on the demo model, 2 threads, ~4,100 tokens,
sliced ÷ whole prefill throughput (`bench/engine.py`'s `chunked_vs_whole_prefill`, two paired runs
each): target 0.1 s / min 8 tokens 0.88, 0.89; 0.15 s / 32: 1.02, 1.03; 0.15 s / 64: 1.05, 0.99;
0.25 s / 64: 1.09, 1.15. Slices of a few dozen tokens are no slower than one big append (the whole
prompt at once builds large attention intermediates); 0.15 s / 32 keeps Stop well inside 250 ms.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import numpy as np
import onnxruntime_genai as og

TARGET_S = 0.15  # time per slice: a cancel waits for at most about this long
MIN_TOKENS = 32
MAX_TOKENS = 512
FIRST_TOKENS = 128
PROGRESS_EVERY_S = 0.1  # at most ~10 progress reports a second


class PrefillSlicer:
    """Remembers how fast the model reads, across turns, to size the first slice of the next one."""

    def __init__(self) -> None:
        self.tokens_per_s = 0.0
        self.most: int | None = None  # tokens a read may take for memory's sake (`kv_budget.KvMemory.read_most`)

    def _next_size(self) -> int:
        size = FIRST_TOKENS if self.tokens_per_s <= 0 else max(MIN_TOKENS, min(MAX_TOKENS,
                                                                              int(self.tokens_per_s * TARGET_S)))
        return size if self.most is None else min(size, self.most)

    def prefill(self, gen: og.Generator, tokens: Sequence[int], progress: Callable[[int, int], None],
                cancelled: Callable[[], bool]) -> int:
        """Append `tokens` in slices; returns how many were appended (fewer than all when cancelled).

        `progress(done, total)` is called at most every PROGRESS_EVERY_S and once at the end;
        `cancelled()` is polled between slices.
        """
        total = len(tokens)
        ids = np.asarray(tokens, dtype=np.int32)
        done = 0
        last_report = time.monotonic()
        while done < total:
            size = min(self._next_size(), total - done)
            if total - done - size == 1:
                size += 1  # never leave one token to read alone: it would be rounded differently
            started = time.perf_counter()
            gen.append_tokens(ids[done:done + size])
            elapsed = time.perf_counter() - started
            done += size
            if elapsed > 0:
                self.tokens_per_s = size / elapsed
            now = time.monotonic()
            if done == total or now - last_report >= PROGRESS_EVERY_S:
                progress(done, total)
                last_report = now
            if done < total and cancelled():
                break
        return done
