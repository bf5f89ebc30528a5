"""The window's first frame comes before the start-up work that takes the CPU: the engine host (and the
demo build) start once the window is painted, so a busy machine no longer shows a black window while they
start; a window that is never painted still gets its model."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start
from ui.first_paint import FirstPaint


def test_the_model_loads_after_the_window_s_first_frame(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch(Path("/models/tiny-model"), wait_loaded=False)
    assert hearth.first_frame is not None and not hearth.first_frame.done
    assert engine.requested("load") == []  # the engine host was started before the window could paint
    assert hearth.window.composer.input.placeholderText() == "Loading tiny-model…"  # as the first frame says
    qtbot.waitUntil(lambda: hearth.controller.model is not None)
    assert hearth.first_frame.done and len(engine.requested("load")) == 1


def test_a_window_never_painted_still_starts_its_work(qtbot: QtBot) -> None:
    window = QWidget()  # never shown: started minimised, say
    qtbot.addWidget(window)
    ran: list[str] = []
    frame = FirstPaint(window, fallback_ms=50)
    frame.after(lambda: ran.append("load"))
    assert ran == []
    qtbot.waitUntil(lambda: ran == ["load"])
    frame.after(lambda: ran.append("later"))  # once released, at once
    assert ran == ["load", "later"]
