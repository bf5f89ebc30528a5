"""Can this process open a window? Asked before Qt is, because Qt's own answer is an abort.

Without a display (an SSH session, a container, a server) Qt's xcb plugin prints "could not connect
to display", then "no Qt platform plugin could be initialized… Reinstalling the application may fix
this problem" and aborts with exit code 134: a misleading message and a core dump, where the person
needs to hear what is missing and that the terminal chat works without a window. The same abort
follows when the display is there but a library the xcb plugin needs (libxcb-cursor0 since Qt 6.5)
is not installed. `gui_problem` finds both cases from the environment alone, without loading Qt.
"""

from __future__ import annotations

import ctypes.util
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

# Libraries Qt's xcb platform plugin loads that minimal Linux installs lack, with their Debian/Ubuntu
# package names (`ldd` of libqxcb.so and libQt6XcbQpa.so.6, PySide6 6.11).
XCB_LIBRARIES: tuple[tuple[str, str], ...] = (
    ("xcb-cursor", "libxcb-cursor0"), ("xcb-icccm", "libxcb-icccm4"), ("xcb-image", "libxcb-image0"),
    ("xcb-keysyms", "libxcb-keysyms1"), ("xcb-randr", "libxcb-randr0"), ("xcb-render-util", "libxcb-render-util0"),
    ("xcb-shape", "libxcb-shape0"), ("xcb-xkb", "libxcb-xkb1"), ("xkbcommon-x11", "libxkbcommon-x11-0"),
    ("X11-xcb", "libx11-xcb1"),
)


def chat_command(executable: str = sys.executable, frozen: bool | None = None) -> str:
    """How to start the terminal chat from where the person is."""
    if frozen if frozen is not None else getattr(sys, "frozen", False):
        return f"{executable} chat"
    main = Path(__file__).resolve().parents[2] / "main.py"
    try:
        shown = os.path.relpath(main)
        python = os.path.relpath(executable) if Path(executable).resolve().is_relative_to(Path.cwd()) else executable
    except ValueError:  # another drive on Windows
        shown, python = str(main), executable
    return f"{python} {shown} chat"


def gui_problem(environ: Mapping[str, str] | None = None, platform: str = sys.platform,
                find_library: Callable[[str], str | None] = ctypes.util.find_library) -> str | None:
    """Why a window cannot open here, as a message for people; None when it can (or we cannot tell)."""
    env = os.environ if environ is None else environ
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None  # Windows and macOS always have their window system
    if env.get("QT_QPA_PLATFORM"):
        return None  # chosen on purpose (offscreen, vnc, eglfs…): Qt's word goes
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return ("Hearth cannot open its window: no display was found (neither DISPLAY nor WAYLAND_DISPLAY is "
                "set; this looks like an SSH session, a container or a server without a desktop).\n\n"
                f"Chat in the terminal instead:\n    {chat_command()}\n\n"
                "Or start Hearth from a desktop session, or over SSH with X forwarding (ssh -X).")
    if env.get("WAYLAND_DISPLAY"):
        return None  # Qt uses its Wayland plugin, which needs none of the xcb libraries
    missing = [package for library, package in XCB_LIBRARIES if find_library(library) is None]
    if missing:
        return ("Hearth cannot open its window: the display is there, but libraries Qt needs to draw on it are "
                f"not installed ({', '.join(missing)}).\n\n"
                f"Install them, e.g. on Debian or Ubuntu:\n    sudo apt-get install {' '.join(missing)}\n\n"
                f"Meanwhile you can chat in the terminal:\n    {chat_command()}")
    return None
