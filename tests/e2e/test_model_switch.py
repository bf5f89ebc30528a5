"""Switching between two REAL local models (the demo model and a linked copy of it) in the window: the
new host is started first and the old one ends only when the new one has loaded; eject ends the host
and gives its memory back; the window keeps answering throughout."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from app.system.paths import resolve_paths
from models.importing import import_model
from tests.e2e.real_window import Start
from tests.processes import is_running
from tests.ui.models.test_model_switcher import actions
from ui import app as ui_app

pytestmark = [pytest.mark.slow]
LOAD_MS = 60_000


def test_switch_between_two_real_models_and_eject(qtbot: QtBot, demo_model: Path, launch: Start) -> None:
    copy = import_model(demo_model, resolve_paths().models_dir, name="demo-copy").path
    hearth = launch()
    try:
        controller, switcher = hearth.controller, hearth.window.switcher
        client = hearth.engine.client  # type: ignore[attr-defined]
        first = client.pid
        assert is_running(first)
        gaps: list[float] = []
        last = [time.monotonic()]

        def tick() -> None:  # the window's event loop keeps turning during the load
            now = time.monotonic()
            gaps.append(now - last[0])
            last[0] = now

        timer = QTimer()
        timer.timeout.connect(tick)
        timer.start(20)
        with qtbot.waitSignal(controller.models.loaded, timeout=LOAD_MS):
            actions(switcher)[str(copy)].trigger()
            assert controller.model is not None and controller.model.path == str(demo_model)  # answers meanwhile
        timer.stop()
        assert controller.model is not None and controller.model.path == str(copy)
        assert client.pid != first
        qtbot.waitUntil(lambda: not is_running(first), timeout=10_000)
        assert gaps and max(gaps) < 2.0  # a freeze of seconds would show here
        second = client.pid
        switcher.eject_button.click()
        qtbot.waitUntil(lambda: not is_running(second), timeout=10_000)
        assert controller.model is None and client.loaded is None
    finally:
        ui_app.stop(hearth)
