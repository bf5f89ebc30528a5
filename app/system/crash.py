"""Uncaught exceptions, anywhere in the process, go to the log and to one place that can tell the person.

Why: an exception raised in a Qt slot or a worker thread otherwise reaches stderr only, which a
windowed build (no console) throws away: the person sees nothing and the log has no trace. This
module installs `sys.excepthook`, `threading.excepthook` and a Qt message handler; each writes the
traceback to the log (stack and exception type, never the exception's text, which can hold a prompt)
and hands a report to a listener — the window shows it in a dialog with "Copy details".
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from types import TracebackType

log = logging.getLogger("hearth.crash")


@dataclass(frozen=True)
class CrashReport:
    """What went wrong, for the person (`summary`) and for a bug report (`details`)."""

    summary: str
    details: str


Listener = Callable[[CrashReport], None]
_listeners: list[Listener] = []


def report_for(kind: type[BaseException], value: BaseException, tb: TracebackType | None,
               where: str = "") -> CrashReport:
    stack = "".join(traceback.format_tb(tb))
    place = f" in {where}" if where else ""
    details = f"{kind.__name__}{place}\n{stack}"
    summary = f"Something went wrong inside Hearth ({kind.__name__}{place}). Your conversations are safe."
    return CrashReport(summary, details)


def _emit(report: CrashReport) -> None:
    log.error("uncaught exception: %s", report.details)
    for listener in list(_listeners):
        try:
            listener(report)
        except Exception:  # a broken listener must not hide the original report
            log.exception("crash listener failed")


def _excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, tb)
        return
    _emit(report_for(kind, value, tb))


def _thread_hook(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is None or issubclass(args.exc_type, SystemExit):
        return
    name = args.thread.name if args.thread is not None else "a thread"
    _emit(report_for(args.exc_type, args.exc_value, args.exc_traceback, f"thread {name}"))


def install(listener: Listener | None = None) -> None:
    """Route uncaught exceptions of every thread to the log (and `listener`). Idempotent."""
    if listener is not None and listener not in _listeners:
        _listeners.append(listener)
    sys.excepthook = _excepthook
    threading.excepthook = _thread_hook


def uninstall() -> None:
    _listeners.clear()
    sys.excepthook = sys.__excepthook__
    threading.excepthook = threading.__excepthook__
