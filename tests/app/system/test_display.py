"""Without a display, `main.py` says what is missing and how to chat in the terminal, instead of Qt's
xcb abort (exit 134)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from app.system.display import XCB_LIBRARIES, chat_command, gui_problem

ROOT = Path(__file__).resolve().parents[3]


def test_main_without_a_display_explains_and_exits(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["HEARTH_HOME"] = str(tmp_path / "home")
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py")], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    try:
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
        proc.wait()
    assert proc.returncode == 1, err
    assert err.startswith("Hearth cannot open its window: no display was found")
    assert "main.py chat" in err and "ssh -X" in err
    assert "xcb" not in err and "Reinstalling" not in err and out == ""
    assert not (tmp_path / "home").exists()  # it stopped before touching anything


def test_a_display_without_the_xcb_libraries_names_the_packages() -> None:
    present = {"xcb-icccm", "xcb-image"}
    problem = gui_problem({"DISPLAY": ":0"}, "linux", lambda name: f"lib{name}.so" if name in present else None)
    assert problem is not None and "libxcb-cursor0" in problem and "libxcb-icccm4" not in problem
    assert "sudo apt-get install libxcb-cursor0" in problem and "chat" in problem


def test_no_problem_where_a_window_can_open() -> None:
    found = lambda name: f"lib{name}.so"  # noqa: E731
    assert gui_problem({"DISPLAY": ":0"}, "linux", found) is None
    assert gui_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux", lambda _n: None) is None
    assert gui_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", lambda _n: None) is None
    assert gui_problem({}, "win32", lambda _n: None) is None and gui_problem({}, "darwin", lambda _n: None) is None
    assert len(XCB_LIBRARIES) == len({package for _lib, package in XCB_LIBRARIES})


def test_chat_command_names_the_frozen_program() -> None:
    assert chat_command("/opt/Hearth/Hearth", frozen=True) == "/opt/Hearth/Hearth chat"
    assert chat_command(sys.executable, frozen=False).endswith("main.py chat")
