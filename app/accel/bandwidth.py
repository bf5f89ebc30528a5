"""This machine's memory bandwidth: a short STREAM-like triad, measured once and kept in the cache.

Decoding a token reads every weight of the model once, so a model's decode speed on a CPU is about
memory bandwidth ÷ weight bytes (`models.speed`). Nothing the OS reports says how fast memory is,
so it is measured: the triad `a = b + s·c` over arrays well beyond the last-level cache, on as many
threads as the engine uses, best of a few passes. It takes about a second, so the figure is stored
in the cache folder with the hardware it was measured on and measured again only when that changes
(a new CPU, more memory, another core count). numpy is used because its ufuncs run at memory speed
and release the GIL; no library measures bandwidth portably.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from app.accel.threads import default_thread_count
from models.atomic import write_text_atomic

log = logging.getLogger("hearth.bandwidth")
CACHE_FILE = "memory-bandwidth.json"
MIN_ARRAY_BYTES = 64 * 2**20
MAX_ARRAY_BYTES = 256 * 2**20
PASSES = 4


def last_level_cache_bytes() -> int:
    """The largest CPU cache the OS reports (Linux sysfs); 32 MiB where it says nothing."""
    sizes = []
    root = Path("/sys/devices/system/cpu/cpu0/cache")
    for size_file in root.glob("index*/size"):
        try:
            text = size_file.read_text().strip().upper()
            sizes.append(int(text[:-1]) * {"K": 2**10, "M": 2**20, "G": 2**30}[text[-1]] if text[-1] in "KMG"
                         else int(text))
        except (OSError, ValueError, IndexError):
            continue
    return max(sizes, default=32 * 2**20)


def triad_gbs(array_bytes: int | None = None, threads: int | None = None, passes: int = PASSES) -> float:
    """GB/s (10⁹ bytes) of `a = b + s·c`: each thread owns a slice; the best pass counts.

    STREAM's accounting: 3 arrays × 8 bytes per element moved per triad (write-allocate not counted).
    numpy needs two ufunc calls (`a = s·c`, then `a += b`): that moves 5 arrays' worth, counted as such.
    """
    size = array_bytes or min(MAX_ARRAY_BYTES, max(MIN_ARRAY_BYTES, 2 * last_level_cache_bytes()))
    workers = threads or default_thread_count()
    n = size // 8
    a, b, c = np.empty(n), np.ones(n), np.full(n, 2.0)
    a.fill(0.0)  # touch every page before timing
    bounds = np.linspace(0, n, workers + 1, dtype=np.int64)
    slices = [slice(int(lo), int(hi)) for lo, hi in itertools.pairwise(bounds)]

    def work(part: slice) -> None:
        np.multiply(c[part], 3.0, out=a[part])
        np.add(a[part], b[part], out=a[part])

    best = float("inf")
    with ThreadPoolExecutor(workers) as pool:
        for _ in range(passes):
            started = time.perf_counter()
            list(pool.map(work, slices))
            best = min(best, time.perf_counter() - started)
    return 5 * n * 8 / best / 1e9


def cached_bandwidth(cache_dir: Path, identity: str, measure: Callable[[], float] = triad_gbs) -> float | None:
    """The machine's bandwidth in GB/s: from `cache_dir` when measured on the same `identity`, else
    measured now and stored. None when it cannot be measured (never raises: the badge then says
    nothing about speed)."""
    path = cache_dir / CACHE_FILE
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
        if stored.get("identity") == identity and float(stored["gbs"]) > 0:
            return float(stored["gbs"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass
    try:
        gbs = measure()
    except (MemoryError, OSError, ValueError) as exc:
        log.info("memory bandwidth not measured: %s", exc)
        return None
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps({"identity": identity, "gbs": round(gbs, 2),
                                            "measured": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                                            "pid": os.getpid()}))
    except OSError as exc:
        log.info("memory bandwidth not cached: %s", exc)
    return gbs
