"""A reply streamed to the terminal, where Ctrl+C stops the reply (not the program), without a traceback.

Why apart from `app.cli.chat`: the signal handling and the terminal's echo are the delicate part of the
terminal chat, and the same for a local and a remote model.
"""

from __future__ import annotations

import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import TextIO

from app.engine import protocol as p
from app.engine.client import TurnHandle

PROGRESS_AFTER_S = 0.5  # show "Reading your message…" only for prompts that take a while


class _Progress:
    """"Reading your message… 42 %" on stderr, redrawn in place, erased when the reply starts."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._shown = False
        self._since = time.monotonic()

    def update(self, event: p.PrefillProgress) -> None:
        if event.done >= event.total or time.monotonic() - self._since < PROGRESS_AFTER_S:
            return
        self._stream.write(f"\r(reading your message… {100 * event.done // max(1, event.total)} %)")
        self._stream.flush()
        self._shown = True

    def clear(self) -> None:
        if self._shown:
            self._stream.write("\r" + " " * 40 + "\r")
            self._stream.flush()
            self._shown = False


def stream_reply(handle: TurnHandle, out: list[str]) -> tuple[p.Done | p.Error, bool]:
    """Follow a turn, collecting (and with `_Printer`, printing) its text. Returns its last event and
    whether Ctrl+C was pressed.

    While the turn runs, Ctrl+C only cancels it: a signal handler (not KeyboardInterrupt, which could
    land in the middle of a write to the terminal) asks the engine to stop, and the turn ends as usual.
    """
    progress = _Progress(sys.stderr)
    interrupted = threading.Event()

    def on_sigint(_signum: int, _frame: object) -> None:
        if not interrupted.is_set():
            interrupted.set()
            handle.cancel()

    previous = signal.signal(signal.SIGINT, on_sigint) if _main_thread() else None
    echo = _quiet_ctrl_c()
    try:
        while True:
            event = handle.next_event(0.1)
            if isinstance(event, p.PrefillProgress):
                progress.update(event)
            elif isinstance(event, p.Token):
                progress.clear()
                out.append(event.text)
            elif isinstance(event, p.Done | p.Error):
                progress.clear()
                return event, interrupted.is_set()
    finally:
        echo()
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


def _quiet_ctrl_c() -> Callable[[], None]:
    """While a reply is written, the terminal does not echo Ctrl+C as "^C" into its text (ECHOCTL off);
    returns what puts the terminal back. Nothing to do off a terminal or on Windows."""
    try:
        import termios
    except ImportError:
        return lambda: None
    try:
        fd = sys.stdin.fileno()
        saved = termios.tcgetattr(fd)
    except (OSError, ValueError, termios.error):
        return lambda: None
    quiet = list(saved)
    quiet[3] &= ~termios.ECHOCTL
    termios.tcsetattr(fd, termios.TCSANOW, quiet)
    return lambda: termios.tcsetattr(fd, termios.TCSANOW, saved)


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()
