"""Fixtures for the tests that start the whole window with the scripted fake engine (fast)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.fake_engine import FakeEngine
from tests.ui.model_fixtures import MACHINE
from tests.ui.widget_shots import app_theme
from tests.ui.window_helpers import Start
from ui import app as ui_app
from ui.theme import LIGHT


@pytest.fixture()
def engine() -> FakeEngine:
    return FakeEngine(interval_ms=1)


@pytest.fixture()
def launch(qtbot: QtBot, engine: FakeEngine) -> Iterator[Start]:
    """Start Hearth like `run_gui` does (without the event loop and the single-instance lock), on a
    16 GB CPU-only machine; everything is stopped afterwards."""
    running: list[ui_app.Hearth] = []

    def start(model: Path | None = Path("/models/tiny-model"), wait_loaded: bool = True) -> ui_app.Hearth:
        hearth = ui_app.start(model, engine_factory=lambda: engine, hardware=MACHINE)
        running.append(hearth)
        if wait_loaded and model is not None:
            qtbot.waitUntil(lambda: hearth.controller.model is not None, timeout=3000)
        return hearth

    with app_theme(LIGHT):  # Fusion and the light palette, as the app applies them
        yield start
    for hearth in running:
        if hearth.window.isVisible():
            ui_app.stop(hearth)
