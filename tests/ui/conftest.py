"""Fixtures: the whole window with the scripted fake engine (fast), and the fake hub with a download
bridge for the model widgets."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from huggingface_hub import constants
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.qt.adapters.downloads import DownloadBridge
from app.settings import Settings, save_settings
from app.system.paths import resolve_paths
from tests.app.fake_engine import FakeEngine
from tests.models.fakehub import FakeHub
from tests.ui.model_fixtures import MACHINE, fake_hub, make_bridge, use_memory_keyring
from tests.ui.widget_shots import app_theme
from tests.ui.window_helpers import Start
from ui import app as ui_app
from ui.theme import LIGHT, ThemeManager

# The window as on an English system, whatever this machine's locale (C groups no digits: "1024 tokens").
QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.fixture(scope="session", autouse=True)
def _english(english: None) -> None:
    """Every window test in English as `run_gui` installs it (the fixture is the root conftest's)."""


@pytest.fixture()
def launch(qtbot: QtBot, engine: FakeEngine) -> Iterator[Start]:
    """Start Hearth like `run_gui` does (without the event loop and the single-instance lock), on a
    16 GB CPU-only machine; everything is stopped afterwards. Titles written by the model are off
    unless `titles` (or a settings file written before) says otherwise: they would take the replies
    a test scripts. A second start in one test takes a `fake` engine of its own (the first
    controller is still connected to the first)."""
    running: list[ui_app.Hearth] = []

    def start(model: Path | None = Path("/models/tiny-model"), wait_loaded: bool = True, titles: bool = False,
              theme: ThemeManager | None = None, fake: FakeEngine | None = None,
              build_demo: bool = False) -> ui_app.Hearth:
        settings_file = resolve_paths().settings_file
        if not settings_file.exists():
            save_settings(settings_file, Settings(auto_titles=titles))
        hearth = ui_app.start(model, engine_factory=lambda: fake or engine, hardware=MACHINE, theme=theme,
                              build_demo=build_demo)
        running.append(hearth)
        if wait_loaded and model is not None:
            qtbot.waitUntil(lambda: hearth.controller.model is not None, timeout=3000)
        return hearth

    with app_theme(LIGHT):  # Fusion and the light palette, as the app applies them
        yield start
    for hearth in running:
        if hearth.window.isVisible():
            ui_app.stop(hearth)
    for widget in QApplication.topLevelWidgets():  # the Models window, Preferences…: none outlives its test
        if widget.isVisible():
            widget.close()


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    with fake_hub() as server:
        yield server


@pytest.fixture
def bridge(hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> Iterator[DownloadBridge]:
    use_memory_keyring(monkeypatch)
    for name in ("HF_HUB_OFFLINE", "HEARTH_OFFLINE"):  # the offline switch writes them: restore after
        monkeypatch.setenv(name, "0")
        monkeypatch.delenv(name)
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    made = make_bridge(hub)
    yield made
    made.shutdown(10)
