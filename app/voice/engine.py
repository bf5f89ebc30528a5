"""The client side of the speech host: thread-safe, started on first use, restarted after a crash.

Windows from any number of callers (the window, the API server, the terminal) are sent one at a time; the
caller waiting on its window watches its cancel flag and sends `Cancel`, which the host reads between tokens.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import threading
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path

import numpy as np

from app.engine.link import describe_exit
from app.system.privacy import disable_telemetry_env
from app.voice import protocol as p
from app.voice.errors import Cancelled, SpeechUnavailable
from app.voice.host import host_main

START_TIMEOUT_S = 180.0  # a hang, not a speed (see app.engine.link)
_POLL_S = 0.05


class SpeechEngine:
    def __init__(self, folder: Path, threads: int = 2, languages: tuple[str, ...] = ("en",)) -> None:
        self.folder = folder
        self.threads = threads
        self.languages = languages
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None

    @property
    def running(self) -> bool:
        return self._conn is not None

    @property
    def pid(self) -> int | None:
        """The speech host's process id while it runs (the benchmark reads its CPU time)."""
        return self._process.pid if self._process is not None else None

    def start(self) -> None:
        """Start the host and wait for the model to load (a second or two); raises SpeechUnavailable."""
        with self._lock:
            self._start()

    def _start(self) -> None:
        if self._conn is not None:
            return
        disable_telemetry_env()
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe(duplex=True)
        process = ctx.Process(target=host_main, args=(child, str(self.folder), self.threads, self.languages),
                              name="hearth-speech-host", daemon=True)
        process.start()
        child.close()
        try:
            if not parent.poll(START_TIMEOUT_S):
                raise SpeechUnavailable("speech_start", "The speech model did not load within three minutes.")
            ready = parent.recv()
        except (EOFError, OSError):
            process.join(2.0)
            ready = p.LoadFailed(f"The speech process {describe_exit(process.exitcode)}.")
        except SpeechUnavailable:
            process.kill()
            raise
        if not isinstance(ready, p.Ready):
            process.join(2.0)
            if process.is_alive():
                process.kill()
            parent.close()
            message = ready.message if isinstance(ready, p.LoadFailed) else "The speech process did not start."
            raise SpeechUnavailable("speech_load_failed", message)
        self._process, self._conn = process, parent

    def transcribe(self, samples: np.ndarray, language: str | None = None, previous: str = "",
                   cancel: threading.Event | None = None) -> str:
        """The text of one window (≤ 30 s of 16 kHz samples). Raises Cancelled or SpeechUnavailable."""
        with self._lock:
            if cancel is not None and cancel.is_set():
                raise Cancelled
            self._start()
            conn = self._conn
            assert conn is not None
            request_id = str(next(self._ids))
            try:
                conn.send(p.Transcribe(request_id, np.ascontiguousarray(samples, dtype=np.float32), language,
                                       previous))
                return self._wait(conn, request_id, cancel)
            except (EOFError, OSError):
                code = self._ended()
                raise SpeechUnavailable("speech_host_died",
                                        f"The speech process {describe_exit(code)}. Try again.") from None

    def _wait(self, conn: Connection, request_id: str, cancel: threading.Event | None) -> str:
        asked = False
        while True:
            if cancel is not None and cancel.is_set() and not asked:
                conn.send(p.Cancel(request_id))
                asked = True
            if not conn.poll(_POLL_S):
                continue
            event = conn.recv()
            if getattr(event, "id", None) != request_id:
                continue  # a late answer to a window whose caller gave up
            if isinstance(event, p.Text):
                return event.text
            if isinstance(event, p.Stopped):
                raise Cancelled
            if isinstance(event, p.Failed):
                raise SpeechUnavailable("speech_failed", event.message)

    def _ended(self) -> int | None:
        process, self._process = self._process, None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if process is None:
            return None
        process.join(2.0)
        if process.is_alive():
            process.kill()
            process.join(2.0)
        return process.exitcode

    def close(self, timeout: float = 5.0) -> None:
        """End the host (it gives the model's memory back); the next window starts it again."""
        with self._lock:
            process, conn = self._process, self._conn
            self._process, self._conn = None, None
            if conn is not None:
                with contextlib.suppress(OSError):
                    conn.send(p.Shutdown())
                conn.close()
            if process is not None:
                process.join(timeout)
                if process.is_alive():
                    process.kill()
                    process.join(timeout)
