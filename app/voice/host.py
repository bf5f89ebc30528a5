"""The speech host: a process of its own that owns the Whisper model (ORT GenAI) and transcribes windows.

Why a process (ARCHITECTURE "Processes and threads"): ORT GenAI holds the GIL through model load and every
generated token, so Whisper in the window's process would freeze it, and in the API server's it would stall
every other request. Windows are served in the order they come; a `Cancel` is read between tokens.
"""

from __future__ import annotations

import signal
from collections import deque
from multiprocessing.connection import Connection
from pathlib import Path

from app.system.privacy import disable_library_telemetry, disable_telemetry_env
from app.voice import protocol as p
from app.voice.errors import Cancelled


class _Inbox:
    """Requests read from the pipe: windows queued in order, cancels remembered, shutdown noted."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn
        self.queue: deque[p.Transcribe] = deque()
        self.cancelled: set[str] = set()
        self.closing = False

    def take(self, message: p.Request) -> None:
        if isinstance(message, p.Transcribe):
            self.queue.append(message)
        elif isinstance(message, p.Cancel):
            self.cancelled.add(message.id)
        else:
            self.closing = True

    def pump(self, wait: bool) -> None:
        """Read what has arrived (blocking for one message when `wait`); end of file means shut down."""
        try:
            if wait:
                self.take(self.conn.recv())
            while not self.closing and self.conn.poll():
                self.take(self.conn.recv())
        except (EOFError, OSError):
            self.closing = True


def host_main(conn: Connection, folder: str, threads: int, languages: tuple[str, ...]) -> None:
    disable_telemetry_env()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the client's to handle
    try:
        from app.voice.recognizer import Recognizer

        disable_library_telemetry()
        recognizer = Recognizer(Path(folder), threads, languages)
    except Exception as exc:  # any load failure is told to the client, in words
        conn.send(p.LoadFailed(f"The speech model could not be loaded: {exc}"))
        return
    conn.send(p.Ready(threads))
    inbox = _Inbox(conn)
    while True:
        inbox.pump(wait=not inbox.queue)
        if inbox.closing:
            return
        if not inbox.queue:
            continue
        job = inbox.queue.popleft()

        def stop(job_id: str = job.id) -> bool:
            inbox.pump(wait=False)
            return inbox.closing or job_id in inbox.cancelled

        if stop():
            inbox.cancelled.discard(job.id)
            conn.send(p.Stopped(job.id))
            continue
        try:
            event: p.Event = p.Text(job.id, recognizer.transcribe(job.samples, job.language, job.previous, stop))
        except Cancelled:
            event = p.Stopped(job.id)
        except Exception as exc:  # a window that fails is told; the host serves the next one
            event = p.Failed(job.id, f"Transcription failed: {exc}")
        inbox.cancelled.discard(job.id)
        conn.send(event)
