"""A tool server that ends with Hearth, however Hearth ends.

The `mcp` SDK starts a stdio server in a session of its own (so it can end the server's whole process tree)
and ends it when Hearth closes the connection; a kill -9 of the terminal chat mid-call left the server
running for ever. On Windows the SDK's job object (kill on close) already ends it with Hearth. On POSIX the
server is started through a few lines of Python (`GUARD`) that bind it to Hearth's life: on Linux the kernel's
parent-death signal (`PR_SET_PDEATHSIG`, kept across `exec`, so the guard becomes the server itself), elsewhere
the guard stays as the server's parent and ends it when Hearth is gone (checked twice a second).
"""

from __future__ import annotations

import os
import shutil
import sys

from app.accel.python import command as python_command

GUARD = """
import os, signal, subprocess, sys, time
parent, argv = int(sys.argv[1]), sys.argv[2:]
if sys.platform.startswith("linux"):
    import ctypes
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:  # Hearth ended before the signal was set
        sys.exit(0)
    os.execvp(argv[0], argv)
child = subprocess.Popen(argv)
while child.poll() is None:
    if os.getppid() != parent:
        child.terminate()
        break
    time.sleep(0.5)
sys.exit(child.wait() or 0)
"""


def guarded(command: str, args: list[str], path: str | None = None, cwd: str = "") -> tuple[str, list[str]]:
    """The command line that starts `command args` bound to this process's life (as it is on Windows).
    FileNotFoundError when `command` is not found (on `path`, or from `cwd`): what the SDK raised itself
    when it started the command directly."""
    if sys.platform == "win32":
        return command, args
    found = shutil.which(command, path=path) if os.sep not in command else \
        shutil.which(os.path.join(cwd or os.getcwd(), command))
    if found is None:
        raise FileNotFoundError(2, "No such file or directory", command)
    python, *rest = python_command("-c", GUARD)
    return python, [*rest, str(os.getpid()), command, *args]
