"""Helpers for the tests that drive the whole window on a REAL model (the demo model, the model that
sees): start Hearth as `run_gui` does, type, and wait for replies. The `launch` fixture that uses
`started` is tests/e2e/conftest.py's (tests/app/tools' window test has its own, with a longer wait)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.conversation.thread import ThreadItem
from ui import app as ui_app
from ui.main_window import MainWindow

TURN_MS = 60_000
Start = Callable[..., ui_app.Hearth]


@contextmanager
def started(qtbot: QtBot, default_model: Path, wait_ms: int = TURN_MS) -> Iterator[Start]:
    """`start(model=default_model)` starts Hearth on a model and waits until it is loaded; every Hearth
    started is stopped on the way out (unless the test stopped it, to start it again)."""
    running: list[ui_app.Hearth] = []

    def start(model: Path | None = None) -> ui_app.Hearth:
        hearth = ui_app.start(model or default_model)
        running.append(hearth)
        qtbot.waitUntil(lambda: hearth.controller.model is not None, timeout=wait_ms)
        return hearth

    try:
        yield start
    finally:
        for hearth in running:
            if hearth.window.isVisible():
                ui_app.stop(hearth)


def send(qtbot: QtBot, window: MainWindow, text: str) -> ThreadItem:
    """Type `text`, press Enter, and wait for the reply to finish; returns it."""
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=TURN_MS) as blocker:
        qtbot.keyClicks(window.composer.input, text)
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    assert blocker.args is not None
    item = blocker.args[1]
    assert isinstance(item, ThreadItem)
    return item


def finish(qtbot: QtBot, window: MainWindow, action: Callable[[], object]) -> ThreadItem:
    """Do `action` and wait for the reply it starts to finish; returns it."""
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=TURN_MS) as blocker:
        action()
    assert blocker.args is not None
    item = blocker.args[1]
    assert isinstance(item, ThreadItem)
    return item


def transcript(window: MainWindow) -> str:
    return window.chat_view.browser.toPlainText()
