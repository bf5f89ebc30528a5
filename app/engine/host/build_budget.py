"""A memory and CPU-time budget for building a guided generator in the engine host.

`grammar_limits` refuses every schema known to be expensive before it reaches the engine; this is
the backstop for the ones nobody has thought of yet. ORT GenAI builds the llguidance grammar inside
`og.Generator(...)` holding the GIL, so no Python watchdog can run meanwhile: the kernel enforces
the budget instead. For the build only, the host's data segment may grow by the KV cache the
generator allocates plus `GRAMMAR_BUDGET_BYTES` (`RLIMIT_DATA`), and its CPU time by
`GRAMMAR_BUDGET_S` (a profiling timer, `ITIMER_PROF`). A build past either ends the host (an
allocation fails, or SIGPROF), which its clients see as an engine that stopped — a fixed share of the
machine lost for one request, instead of all of its memory and the OOM killer picking a victim.

Why a timer and not `RLIMIT_CPU`: that limit is an absolute CPU time, compared by the kernel with the
process's tick-sampled user+system time, while the "time used so far" a process can read
(`getrusage`) is the scheduler's exact runtime, and the two drift apart in a busy host: the likely
cause of what was seen, a bench's engine host (40 minutes, ~800 CPU-seconds, on 2 cores at load
13–20) killed by SIGXCPU in a guided turn whose grammar builds in 0.01 CPU-seconds. `ITIMER_PROF`
counts process CPU time from the moment it is armed, so no reading of the total is needed.

Linux only: macOS does not enforce `RLIMIT_DATA` for mappings and Windows has no rlimits; there the
static bounds stand alone.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Iterator

log = logging.getLogger("hearth.engine.budget")

GRAMMAR_BUDGET_S = 60  # CPU seconds: a legitimate grammar builds in well under one
SLACK_BYTES = 256 << 20  # the generator's own buffers besides the KV cache (logits, inputs)


def grammar_budget_bytes() -> int:
    """What one grammar may take: an eighth of the machine's memory, at most 1 GiB."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        total = 8 << 30
    return min(1 << 30, total // 8)


def _data_bytes() -> int | None:
    """The process's data segment (VmData), which `RLIMIT_DATA` bounds."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmData:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        return None
    return None


@contextlib.contextmanager
def build_budget(kv_bytes: int | None) -> Iterator[None]:
    """Bound the process's memory and CPU time while the body (one generator build) runs; `kv_bytes`
    is what the generator's KV cache may take (None: unknown, and then no budget is set)."""
    data = _data_bytes() if sys.platform == "linux" else None
    if data is None or kv_bytes is None:
        yield
        return
    import resource
    import signal

    old_data = resource.getrlimit(resource.RLIMIT_DATA)
    limit = data + kv_bytes + SLACK_BYTES + grammar_budget_bytes()
    if old_data[1] != resource.RLIM_INFINITY:
        limit = min(limit, old_data[1])
    try:
        resource.setrlimit(resource.RLIMIT_DATA, (limit, old_data[1]))
    except (ValueError, OSError) as exc:
        log.warning("no memory budget for the grammar build: %s", exc)
    # SIGPROF's default action ends the process (nothing in the host handles it)
    signal.setitimer(signal.ITIMER_PROF, GRAMMAR_BUDGET_S)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        resource.setrlimit(resource.RLIMIT_DATA, old_data)


def no_core_dumps() -> None:
    """A host ended by its budget (SIGPROF, an abort) leaves no core file of the model's size behind."""
    if sys.platform != "linux":
        return
    import resource

    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_CORE, (0, resource.getrlimit(resource.RLIMIT_CORE)[1]))
