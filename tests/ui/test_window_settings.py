"""Settings in the window: one owner (the settings service), failures said in a notice."""

from __future__ import annotations

import shutil
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.system.paths import resolve_paths
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start
from ui import app as ui_app


def test_a_settings_file_that_cannot_be_written_is_a_notice(qtbot: QtBot, launch: Start) -> None:
    hearth = launch()
    settings_file = resolve_paths().settings_file
    settings_file.unlink(missing_ok=True)
    settings_file.mkdir(parents=True)  # a folder where the file should be: every save fails
    (settings_file / "keep").write_text("")
    with qtbot.waitSignal(hearth.controller.models.loaded):
        hearth.controller.load_model(Path("/models/another"))
    notice = hearth.window.notice_bar.text()
    assert notice.startswith(f"Hearth could not save its settings to {settings_file}")
    assert hearth.settings.settings.last_model == "/models/another"  # kept for this session
    shutil.rmtree(settings_file)


def test_the_chat_settings_pane_stays_open_after_quitting_by_closing_the_window(qtbot: QtBot, launch: Start) -> None:
    first = launch()
    first.window.set_settings_visible(True)
    first.window.close()  # what quitting does: the window closes, then the application stops
    ui_app.stop(first)
    second = launch(fake=FakeEngine(interval_ms=1))
    assert second.window.settings_box.isVisible()
