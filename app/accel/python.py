"""Python in a child process, from a source checkout and from a frozen bundle alike.

Installing an accelerator runs pip and a check in child processes, and the window detects devices in one
(`app.accel.install`, `app.accel.wheels`, `app.accel.detect`). From source that is `python -m pip ...`. A
frozen bundle (PyInstaller) has no Python executable: `sys.executable` is Hearth itself, and it carries
pip as a module (packaging/pyinstaller/hearth.spec). So Hearth answers `Hearth --python -m MODULE ...` and
`Hearth --python -c CODE` like the interpreter would: `main.py` hands such a command line to `run()` before
anything else. Accepted from source too, where it is the same as running Python.
"""

from __future__ import annotations

import runpy
import sys
from collections.abc import Sequence

FLAG = "--python"


def command(*args: str, frozen: bool | None = None) -> list[str]:
    """The command line that runs `python *args` here (`args` start with "-m" or "-c")."""
    if frozen if frozen is not None else getattr(sys, "frozen", False):
        return [sys.executable, FLAG, *args]
    return [sys.executable, *args]


def wanted(argv: Sequence[str]) -> bool:
    """Whether this command line asks Hearth to act as Python (`--python -m X` / `--python -c CODE`)."""
    return len(argv) >= 3 and argv[0] == FLAG and argv[1] in ("-m", "-c")


def run(argv: Sequence[str]) -> int:
    """Run `-m MODULE args...` or `-c CODE args...` as `python` would; the exit code."""
    from app.system.privacy import disable_telemetry_env

    disable_telemetry_env()  # as main() does: the child may load ORT (the install's check, the detection)
    mode, target, *rest = argv[1:]
    sys.argv = [target if mode == "-m" else "-c", *rest]
    try:
        if mode == "-m":
            runpy.run_module(target, run_name="__main__", alter_sys=True)
        else:
            exec(compile(target, "<string>", "exec"), {"__name__": "__main__"})  # what `python -c` does
    except SystemExit as exc:
        code = exc.code
        if code is None or isinstance(code, int):
            return code or 0
        print(code, file=sys.stderr)
        return 1
    return 0
