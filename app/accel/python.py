"""Python in a child process, from a source checkout and from a frozen bundle alike.

Installing an accelerator runs pip and a check in child processes, and the window detects devices in one
(`app.accel.install`, `app.accel.wheels`, `app.accel.detect`). From source that is `python -m pip ...`. A
frozen bundle (PyInstaller) has no Python executable: `sys.executable` is Hearth itself, and it carries
pip as a module (packaging/pyinstaller/hearth.spec). So Hearth answers `Hearth --python -m MODULE ...` and
`Hearth --python -c CODE` like the interpreter would: `main.py` hands such a command line to `run()` before
anything else. Accepted from source too, where it is the same as running Python.
"""

from __future__ import annotations

import os
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

    give_streams()
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


def give_streams() -> None:
    """Give a windowed Hearth.exe's missing `sys.stdout`/`sys.stderr` somewhere to go.

    Windows' Hearth.exe is a windowed program: started with its output piped (as Hearth's own children
    always are: `capture_output`) it has both streams, but started from a console it has none (None), and
    pip then fails at its first line of output (exit 1, no word why; seen under Wine). So the streams go to
    the console of the program that started it, where it has one, else nowhere: the command still runs
    and its exit code still tells."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    target = None
    if sys.platform == "win32":
        import ctypes

        if ctypes.windll.kernel32.AttachConsole(-1):  # type: ignore[attr-defined]  # ATTACH_PARENT_PROCESS
            target = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115 - for the process's life
    if target is None:
        target = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - for the process's life
    sys.stdout = sys.stdout or target
    sys.stderr = sys.stderr or target
