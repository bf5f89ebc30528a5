"""Ctrl+C in the terminal, `kill` and a session logout quit the window's event loop (`quit_on_signals`), so
the shutdown runs as when the window is closed."""

from __future__ import annotations

import logging
import signal
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

from PySide6.QtCore import QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

log = logging.getLogger("hearth.app")


@contextmanager
def quit_on_signals(app: QApplication) -> Iterator[None]:
    """While inside, SIGINT and SIGTERM make the event loop quit (also when they come before it runs).

    Python runs its signal handlers only between bytecodes, and an idle window runs none: Qt's loop
    is C++. `signal.set_wakeup_fd` makes the C-level handler write to a socket that a QSocketNotifier
    watches, so the loop hands control to Python at once and the handler runs. The handlers before
    are put back on the way out.
    """
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(lambda: _drain(reader))  # same thread: runs on the main thread

    def handler(signum: int, _frame: FrameType | None) -> None:
        log.info("quitting on signal %d", signum)
        QTimer.singleShot(0, lambda: _quit(app))  # queued: quits the loop even if it has not started yet

    previous = {sig: signal.signal(sig, handler) for sig in (signal.SIGINT, signal.SIGTERM)}
    old_fd = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    try:
        yield
    finally:
        signal.set_wakeup_fd(old_fd)
        for sig, before in previous.items():
            signal.signal(sig, before)
        notifier.setEnabled(False)
        reader.close()
        writer.close()


def _quit(app: QApplication) -> None:
    """Quit, closing a modal dialog first: its own loop (the start-up error's) would outlive `quit`."""
    modal = app.activeModalWidget()
    if modal is not None:
        modal.close()
    app.quit()


def _drain(reader: socket.socket) -> None:
    try:
        while reader.recv(64):
            pass
    except (BlockingIOError, InterruptedError):
        pass
