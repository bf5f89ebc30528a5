"""Ending a process the hard way, the same on POSIX and Windows (the Windows subset runs these tests on Windows
Python: packaging/windows/wine.py test). Windows has no SIGKILL and no signal 0: `os.kill(pid, sig)` there
*terminates* the process for any `sig` but the two console events, so a liveness check with it kills."""

from __future__ import annotations

import sys

import psutil

# How Hearth words a host ended that way (app/engine/link.py `describe_exit`): a SIGKILL on POSIX is most often
# the kernel's out-of-memory killer; Windows's TerminateProcess leaves only an exit code to tell.
KILLED_WORDS = "exit code" if sys.platform == "win32" else "ran out of memory"


def kill_hard(pid: int) -> None:
    """End `pid` at once, with no chance to clean up: SIGKILL on POSIX, TerminateProcess on Windows."""
    psutil.Process(pid).kill()


def is_running(pid: int) -> bool:
    """Whether `pid` is alive (a zombie awaiting its parent counts as ended)."""
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False
