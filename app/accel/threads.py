"""How many threads ORT's intra-op pool gets on this machine.

Here, not in the engine's loading, so that what measures the machine (`app.accel.bandwidth`) and the
benches ask without importing ONNX Runtime GenAI.
"""

from __future__ import annotations

import os


def default_thread_count() -> int:
    """Intra-op threads: every core on small machines, half the logical ones (≈ physical) on big ones."""
    logical = os.cpu_count() or 1
    return logical if logical <= 4 else logical // 2


def thread_count(requested: int) -> int:
    """`requested` bounded by the machine's logical cores (0 or less: automatic); thousands of threads
    would starve the machine and a million would never load."""
    if requested <= 0:
        return default_thread_count()
    return min(requested, os.cpu_count() or 1)
