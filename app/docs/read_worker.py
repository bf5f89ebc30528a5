"""Reading PDF and Word files in a child process, within a memory and time budget, stoppable at once.

A PDF or .docx is compressed: a 1.5 MB PDF can hold a 75 MB content stream that pypdf spends minutes
and a gigabyte of memory on, and pypdf is pure Python that cannot be told to stop. So these two
formats are read by a worker process: its data segment is capped (`RLIMIT_DATA`, Linux), a file that
takes longer than `READ_S` or runs out of the budget is skipped with that reason, and a cancel
(the window's, or Ctrl+C in the terminal) ends the worker within `POLL_S`. Text and HTML files are
read in-process: their size limit bounds them already. The worker starts on the first such file and
lives for one indexing run, so a library of notes never pays for it.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
import sys
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from app.docs.readers import Segment, Skipped, read

READ_S = 120.0  # one file; far more than any real document needs (a 2,000-page PDF: ~40 s here)
POLL_S = 0.1
MEMORY_BYTES = 1 << 30  # what reading one file may take on top of the worker's own start
WORKER_FORMATS = frozenset({".pdf", ".docx"})


class Stopped(Exception):
    """The read was cancelled: the worker was ended mid-file."""


def needs_worker(path: Path) -> bool:
    return path.suffix.lower() in WORKER_FORMATS


class ReadWorker:
    """One child process that reads files on request; `read` is called from one thread at a time."""

    def __init__(self, read_s: float = READ_S, memory_bytes: int = MEMORY_BYTES) -> None:
        self._read_s = read_s
        self._memory = memory_bytes
        self._process: Any = None
        self._conn: Connection | None = None

    def read(self, path: Path, cancelled: Callable[[], bool]) -> list[Segment]:
        """The file's segments; raises Skipped (with the reason) or Stopped when `cancelled()` turns true."""
        conn = self._start()
        conn.send(str(path))
        waited = 0.0
        while True:
            try:
                ready = conn.poll(POLL_S)
            except (EOFError, OSError):
                ready = True
            if ready:
                break
            waited += POLL_S
            if cancelled():
                self.close()
                raise Stopped
            if waited >= self._read_s:
                self.close()
                raise Skipped(f"took longer than {self._read_s:.0f} s to read (a damaged or hostile file?)")
        try:
            kind, value = conn.recv()
        except (EOFError, OSError):
            self.close()
            raise Skipped("the reader crashed on this file (damaged or hostile?)") from None
        if kind == "skipped":
            raise Skipped(value)
        segments: list[Segment] = value
        return segments

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._process is not None:
            self._process.kill()
            self._process.join(5)
            self._process = None

    def _start(self) -> Connection:
        if self._conn is not None and self._process is not None and self._process.is_alive():
            return self._conn
        self.close()
        ours, theirs = multiprocessing.get_context("spawn").Pipe()
        process = multiprocessing.get_context("spawn").Process(
            target=_serve, args=(theirs, self._memory), name="hearth-doc-reader", daemon=True)
        process.start()
        theirs.close()
        self._process, self._conn = process, ours
        return ours


def _serve(conn: Connection, memory_bytes: int) -> None:
    """The worker: read each path it is sent, answer ("ok", segments) or ("skipped", reason)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's to handle: it ends us
    _cap_memory(memory_bytes)
    while True:
        try:
            path = conn.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[str, object] = ("ok", read(Path(path)))
        except Skipped as skip:
            answer = ("skipped", str(skip))
        except MemoryError:
            answer = ("skipped", f"needs more than {memory_bytes >> 20} MB of memory to read (a decompression bomb?)")
        try:
            conn.send(answer)
        except (OSError, MemoryError):
            return


def _cap_memory(extra: int) -> None:
    if sys.platform != "linux":
        return
    import resource

    with contextlib.suppress(OSError, ValueError):
        with open("/proc/self/status", encoding="ascii") as status:
            data = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmData:"))
        resource.setrlimit(resource.RLIMIT_DATA, (data + extra, resource.getrlimit(resource.RLIMIT_DATA)[1]))
