"""This machine's memory bandwidth: a short STREAM-like triad, measured and kept in the cache.

Decoding a token reads every weight of the model once, so a model's decode speed on a CPU is about
memory bandwidth ÷ weight bytes (`models.speed`). Nothing the OS reports says how fast memory is,
so it is measured: the triad `a = b + s·c` over arrays well beyond the last-level cache, on as many
threads as the engine uses. numpy is used because its ufuncs run at memory speed and release the GIL;
no library measures bandwidth portably.

Why several rounds and a note of how busy the computer was: other work (a model loading at start, a build)
takes the memory and the cores, and one burst measured then was cached for good (6 GB/s on a machine that
measures ~60 quiet): no model was recommended and every forecast was ten times too slow. A triad only ever
under-reads, so the figure is the best of a few rounds spaced apart; one measured while other programs kept
the CPU busy is stored as such, said where it is shown, and measured again after the window's next reply
(when the computer is more likely idle than at start, where a model loads), keeping the best. The window
measures again, too, when a reply's decode speed and the forecast disagree by more than 2×, and on request
("Measure again", `main.py doctor --measure-again`).
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.accel.threads import default_thread_count
from models.atomic import write_text_atomic

log = logging.getLogger("hearth.bandwidth")
CACHE_FILE = "memory-bandwidth.json"
MIN_ARRAY_BYTES = 64 * 2**20
MAX_ARRAY_BYTES = 256 * 2**20
PASSES = 4
ROUNDS = 3  # spaced apart, the best one counts
ROUND_GAP_S = 0.3
BUSY_SHARE = 0.25  # other programs used this much of the CPU while it was measured: the figure is a busy one


@dataclass(frozen=True)
class Measurement:
    gbs: float
    busy: bool = False  # measured while other programs kept the CPU busy: likely below the truth


def _cpu_busy_s() -> float | None:
    """Seconds of CPU time every core of the machine spent not idle so far (Linux /proc/stat), or None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
        return (sum(fields[:8]) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")  # less idle and iowait
    except (OSError, ValueError, IndexError):
        return None


def _own_cpu_s() -> float:
    times = os.times()
    return times.user + times.system


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


def measure(rounds: int = ROUNDS, triad: Callable[[], float] = triad_gbs) -> Measurement:
    """The best of `rounds` triads, a moment apart, and whether other programs kept the CPU busy meanwhile."""
    started, machine, own = time.perf_counter(), _cpu_busy_s(), _own_cpu_s()
    best = 0.0
    for n in range(rounds):
        if n:
            time.sleep(ROUND_GAP_S)
        best = max(best, triad())
    wall = time.perf_counter() - started
    after = _cpu_busy_s()
    busy = False
    if machine is not None and after is not None and wall > 0:
        others = (after - machine) - (_own_cpu_s() - own)
        busy = others / (wall * (os.cpu_count() or 1)) > BUSY_SHARE
    return Measurement(best, busy)


def stored(cache_dir: Path, identity: str) -> Measurement | None:
    """The figure kept for this machine (`identity`), or None."""
    try:
        kept = json.loads((cache_dir / CACHE_FILE).read_text(encoding="utf-8"))
        if kept.get("identity") == identity and float(kept["gbs"]) > 0:
            return Measurement(float(kept["gbs"]), bool(kept.get("busy", False)))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass
    return None


def measure_again(cache_dir: Path, identity: str, *, keep_best: bool = True,
                  take: Callable[[], Measurement] | None = None) -> Measurement | None:
    """Measure now and keep the figure. A quiet measurement replaces the one stored; a busy one replaces it only
    when higher (`keep_best`: what Hearth does by itself), or always (the person asked, "Measure again"). None
    when it cannot be measured."""
    try:
        fresh = (take or measure)()
    except (MemoryError, OSError, ValueError) as exc:
        log.info("memory bandwidth not measured: %s", exc)
        return None
    old = stored(cache_dir, identity) if keep_best and fresh.busy else None
    result = old if old is not None and old.gbs > fresh.gbs else fresh
    log.info("memory bandwidth %.1f GB/s%s (kept %.1f)", fresh.gbs, " while busy" if fresh.busy else "", result.gbs)
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        write_text_atomic(cache_dir / CACHE_FILE, json.dumps({
            "identity": identity, "gbs": round(result.gbs, 2), "busy": result.busy,
            "measured": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "pid": os.getpid()}))
    except OSError as exc:
        log.info("memory bandwidth not cached: %s", exc)
    return result


def cached_bandwidth(cache_dir: Path, identity: str,
                     take: Callable[[], Measurement] | None = None) -> Measurement | None:
    """The machine's bandwidth: from `cache_dir` when measured on the same `identity` (a busy figure too: the
    window measures it again once it is idle, not while a model loads at start), else measured now and stored.
    None when it cannot be measured (never raises: the badge then says nothing about speed)."""
    return stored(cache_dir, identity) or measure_again(cache_dir, identity, take=take)
