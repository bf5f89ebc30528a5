"""Formulas drawn in a child process, so a window streaming a reply never waits for one.

ziamath is pure Python: 2 to 100 ms a formula, more on a busy machine, and 0.3 s more for the first one
of a session (it reads its font). On a thread of the window's process it holds the GIL that the window's
thread needs between its Qt calls: on the shared 2-core machine (load 10), a reply with 20 formulas
streaming while a thread drew them stalled the window 245 and 730 ms in two runs, against 46 and 40 ms for
the same reply without formulas (`bench/ui.py`'s `max_stall_ms_math` and `max_stall_ms_math_plain`).
Drawn in a child process (niced on POSIX; the picture made on the window's thread when first painted,
0.1 ms), the worst gaps of four runs were 48-116 ms against 42-327 ms without formulas, streamed alternately
at load 15-20, and the next worst alike (~45 ms): the machine's load, not the math. One spawned process
(started with the first formula, kept for the session, ended with Hearth or `stop`) draws them; if it
cannot start or dies, the formula is drawn on the calling thread (slower for the window, never lost).
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor

from app.chat.tex_math import MathSvg, svg

Args = tuple[str, bool, float, str]
"""`svg`'s arguments: LaTeX, display, size, colour."""

_LOCK = threading.Lock()
_POOL: ProcessPoolExecutor | None = None
NICENESS = 10


def _in_the_background() -> None:
    """In the drawing process: yield the CPU to the window when both want it (POSIX; Windows has no nice)."""
    if hasattr(os, "nice"):
        os.nice(NICENESS)


def _pool() -> ProcessPoolExecutor:
    global _POOL
    if _POOL is None:
        _POOL = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                    initializer=_in_the_background)
    return _POOL


def draw_later(args: Args, done: Callable[[MathSvg | None, bool], None]) -> None:
    """Draw `svg(*args)` in the drawing process; `done(result, True)` gets it on one of this process's
    threads (the caller's only when the process cannot be used), `done(None, False)` if `stop` dropped it."""
    try:
        with _LOCK:
            future = _pool().submit(svg, *args)
    except (RuntimeError, OSError):  # could not start, or broken (it died): draw here, start another next time
        stop()
        done(svg(*args), True)
        return
    future.add_done_callback(lambda finished: _finish(finished, args, done))


def _finish(future: Future[MathSvg | None], args: Args, done: Callable[[MathSvg | None, bool], None]) -> None:
    if future.cancelled():
        done(None, False)
        return
    try:
        result = future.result()
    except Exception:  # the process died (killed, out of memory): draw here, start another next time
        stop()
        result = svg(*args)
    done(result, True)


def process_id() -> int:
    """The drawing process's id (started if it is not running): for tests and diagnostics."""
    with _LOCK:
        pool = _pool()
    return pool.submit(os.getpid).result()


def forget() -> None:
    """Forget every formula drawn, in the drawing process too (`bench/ui.py` times first drawings)."""
    svg.cache_clear()
    with _LOCK:
        pool = _POOL
    if pool is not None:
        pool.submit(svg.cache_clear).result()


def stop() -> None:
    """End the drawing process (Hearth quits; a test ends): queued formulas are dropped."""
    global _POOL
    with _LOCK:
        pool, _POOL = _POOL, None
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)
