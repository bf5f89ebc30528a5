"""Use an installed Hearth.exe's window as a person would, with Windows's own APIs (ctypes, user32): start it,
wait until the window shows and the model is loaded (the cold start), type a question, press Enter, wait
for the reply to be saved, take a screenshot, close the window. smoke_installer.py runs it on the installed
program (under Wine 10 here, with Xvfb; on a real Windows desktop as it is).
"""

from __future__ import annotations

import ctypes
import sqlite3
import subprocess
import time
from ctypes import wintypes
from dataclasses import dataclass
from pathlib import Path

QUESTION = "What is the capital of France?"
WM_CLOSE = 0x0010
INPUT_KEYBOARD, KEYEVENTF_KEYUP, KEYEVENTF_UNICODE, VK_RETURN = 1, 0x0002, 0x0004, 0x0D


@dataclass(frozen=True)
class WindowRun:
    cold_start_s: float  # launch to a visible window with the model loaded (a usable window)
    reply: str
    screenshot: Path | None


class _KEYBDINPUT(ctypes.Structure):
    _fields_ = [("wVk", wintypes.WORD), ("wScan", wintypes.WORD), ("dwFlags", wintypes.DWORD),
                ("time", wintypes.DWORD), ("dwExtraInfo", ctypes.c_size_t)]


class _INPUT(ctypes.Structure):
    class _U(ctypes.Union):
        _fields_ = [("ki", _KEYBDINPUT), ("padding", ctypes.c_byte * 32)]

    _anonymous_ = ("u",)
    _fields_ = [("type", wintypes.DWORD), ("u", _U)]


def _user32() -> ctypes.WinDLL:
    return ctypes.WinDLL("user32", use_last_error=True)


def hearth_window(pid: int) -> int | None:
    """The visible top-level window of process `pid` whose title names Hearth, or None."""
    user32 = _user32()
    found: list[int] = []

    @ctypes.WINFUNCTYPE(wintypes.BOOL, wintypes.HWND, wintypes.LPARAM)
    def visit(hwnd: int, _lparam: int) -> bool:
        owner = wintypes.DWORD()
        user32.GetWindowThreadProcessId(hwnd, ctypes.byref(owner))
        title = ctypes.create_unicode_buffer(256)
        user32.GetWindowTextW(hwnd, title, 256)
        if owner.value == pid and user32.IsWindowVisible(hwnd) and "Hearth" in title.value:
            found.append(hwnd)
        return True

    user32.EnumWindows(visit, 0)
    return found[0] if found else None


def type_text(text: str) -> None:
    """Unicode keystrokes into the focused window, then Enter (SendInput, as a keyboard does)."""
    events = []
    for char in text:
        for flags in (KEYEVENTF_UNICODE, KEYEVENTF_UNICODE | KEYEVENTF_KEYUP):
            events.append(_INPUT(type=INPUT_KEYBOARD, ki=_KEYBDINPUT(0, ord(char), flags, 0, 0)))
    for flags in (0, KEYEVENTF_KEYUP):
        events.append(_INPUT(type=INPUT_KEYBOARD, ki=_KEYBDINPUT(VK_RETURN, 0, flags, 0, 0)))
    for event in events:
        _user32().SendInput(1, ctypes.byref(event), ctypes.sizeof(_INPUT))
        time.sleep(0.01)


def saved_reply(db: Path, after: int = 0) -> tuple[int, str]:
    """The last finished assistant message in the conversations database, with its id, if newer than `after`
    ((0, "") when none yet). The connection is closed at once: `with` alone would leave it open, and an open
    database cannot be deleted on Windows (the uninstaller's /DELETEUSERDATA)."""
    if not db.is_file():
        return 0, ""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
    try:
        row = conn.execute("SELECT id, content FROM messages WHERE role = 'assistant' AND status = 'complete' "
                           "AND id > ? ORDER BY id DESC LIMIT 1", (after,)).fetchone()
    finally:
        conn.close()
    return (int(row[0]), str(row[1])) if row else (0, "")


def wait_for(condition, timeout: float, what: str):  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.2)
    raise TimeoutError(f"{what} did not happen within {timeout:.0f} s")


def screenshot(path: Path) -> Path | None:
    """The whole screen as a PNG (Qt's screen grab, in a process of its own)."""
    code = ("import sys; from PySide6.QtGui import QGuiApplication; app = QGuiApplication(sys.argv[:1]); "
            f"sys.exit(0 if app.primaryScreen().grabWindow(0).save({str(path)!r}) else 1)")
    import sys

    done = subprocess.run([sys.executable, "-c", code], check=False, timeout=60)
    return path if done.returncode == 0 and path.is_file() else None


def chat_in_window(exe: Path, data: Path, shot: Path, timeout: float = 300) -> WindowRun:
    """Start `exe` (its data in `data`: %LOCALAPPDATA%\\Hearth), chat once, close it (see the module doc)."""
    log = data / "Logs" / "hearth.log"
    before = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
    db = data / "conversations.sqlite3"
    last = saved_reply(db)[0]  # a conversation kept from an earlier install must not count as this reply
    started = time.monotonic()
    process = subprocess.Popen([str(exe)])
    try:
        hwnd = wait_for(lambda: hearth_window(process.pid), timeout, "Hearth's window showing")
        wait_for(lambda: " loaded on " in log.read_text(encoding="utf-8", errors="replace")[len(before):]
                 if log.is_file() else False, timeout, "the demo model loading")
        cold = time.monotonic() - started
        _user32().SetForegroundWindow(hwnd)
        time.sleep(1)
        type_text(QUESTION)
        reply = wait_for(lambda: saved_reply(db, last)[1], timeout, "a reply being saved")
        picture = screenshot(shot)
        _user32().PostMessageW(hwnd, WM_CLOSE, 0, 0)
        process.wait(timeout=60)
        return WindowRun(cold, reply, picture)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
