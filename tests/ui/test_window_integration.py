"""The main window with its companions, started through `ui.app.start` with the fake engine: the Models
window (action, first-run button and recommendation, "Use"), the About box, a second launch bringing
the window forward, devices remembered per model, and the settings panel following the controller."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.engine import protocol as p
from app.settings import load_settings
from app.system.paths import resolve_paths
from app.system.single_instance import acquire
from models.hub.search import OFFLINE_SWITCH_PLACE
from models.importing import import_model
from tests.app.fake_engine import FakeEngine
from tests.ui.model_fixtures import model_folder, use_memory_keyring
from tests.ui.window_helpers import Start, desktop_shot, send, shot
from ui import app as ui_app
from ui.about_dialog import AboutDialog
from ui.models.models_window import ModelsWindow

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def no_real_keyring(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Privacy & network page (Preferences) reads the token: from a memory keyring here, never the OS one."""
    use_memory_keyring(monkeypatch)


def models_window(launched: ui_app.Hearth) -> ModelsWindow:
    window = launched.models.window
    assert window is not None
    return window


def test_models_action_opens_the_window_and_use_loads_the_model(qtbot: QtBot, launch: Start,
                                                                engine: FakeEngine) -> None:
    hearth = launch()
    window = hearth.window
    assert window.actions_by_name["models"].shortcut().toString() == "Ctrl+M"
    assert hearth.models.window is None  # made on first use
    window.actions_by_name["models"].trigger()
    models = models_window(hearth)
    assert models.isVisible() and models.tabs.currentWidget() is models.picker
    assert models.picker.hardware is hearth.models.hardware
    models.privacy_link.click()  # the Models window links to the one place for privacy and network
    preferences = window.dialogs.preferences
    assert preferences is not None and preferences.isVisible()
    page = preferences.tabs.tabText(preferences.tabs.currentIndex())
    privacy_page = page.replace("&&", "\0").replace("&", "").replace("\0", "&")
    assert f"{preferences.windowTitle()} → {privacy_page}" == OFFLINE_SWITCH_PLACE  # what offline messages name
    preferences.close()
    window.actions_by_name["models"].trigger()  # again: the same window, not a second one
    assert hearth.models.window is models
    models.resize(860, 560)
    desktop_shot("window_with_models", window, models, QPoint(150, 90))
    with qtbot.waitSignal(hearth.controller.models.loaded) as loaded:
        models.use_requested.emit(Path("/models/from-the-hub"))
    assert engine.requested("load")[-1][0] == "/models/from-the-hub"
    assert loaded.args is not None and loaded.args[0].name == "from-the-hub"
    assert window.isVisible() and "from-the-hub" in window.status.model_label.text()


def test_first_start_builds_the_demo_model_in_the_window(qtbot: QtBot, launch: Start,
                                                        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`start.sh` passes --build-demo: with no model installed the window opens at once and builds the
    demo model with its progress bar, instead of a terminal build before any window."""
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))
    hearth = launch(None, build_demo=True)
    screen = hearth.window.first_run
    try:
        assert hearth.window.isVisible() and hearth.window.centre.currentWidget() is screen
        qtbot.waitUntil(lambda: screen.building)  # once the window's first frame is on screen
        assert hearth.first_frame is not None and hearth.first_frame.done
        assert screen.building and screen.progress.isVisible() and screen.cancel_button.isVisible()
        qtbot.waitUntil(lambda: screen.progress_label.text() != "", timeout=5000)
        shot(hearth.window, "window_first_start_building")
    finally:
        screen.cancel_build()  # kills the real build process
    assert not screen.building


def test_no_demo_build_when_a_model_is_installed(qtbot: QtBot, launch: Start, monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))
    import_model(model_folder(tmp_path / "mine"), resolve_paths().models_dir, verify=lambda _folder: None)
    hearth = launch(None, build_demo=True)
    assert hearth.window.centre.currentWidget() is hearth.window.first_run
    assert hearth.first_frame is not None
    qtbot.waitUntil(lambda: hearth.first_frame is not None and hearth.first_frame.done)
    assert not hearth.window.first_run.building  # the person picks their own model


def test_first_run_offers_the_models_window_and_names_a_model(qtbot: QtBot, launch: Start,
                                                              monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))
    hearth = launch(None)
    screen = hearth.window.first_run
    assert hearth.window.centre.currentWidget() is screen
    qtbot.waitUntil(screen.recommendation_label.isVisible)
    recommendation = hearth.models.recommendation()
    assert recommendation is not None
    text = screen.recommendation_label.text()
    assert "Recommended for this computer" in text and recommendation.entry.name in text and "CPU" in text
    shot(hearth.window, "window_first_run")
    screen.browse_button.click()
    models = models_window(hearth)
    assert models.isVisible() and models.tabs.currentWidget() is models.picker
    models.show_tab("installed")
    models.hide()
    screen.browse_button.click()  # always opens on Get models
    assert models.isVisible() and models.tabs.currentWidget() is models.picker


def test_about_lists_versions_and_installed_models(qtbot: QtBot, launch: Start, tmp_path: Path) -> None:
    import_model(model_folder(tmp_path / "imported-llm"), resolve_paths().models_dir)
    window = launch().window
    about_action = window.actions_by_name["about"]
    assert about_action.menuRole() == about_action.MenuRole.AboutRole
    about_action.trigger()
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, AboutDialog) and w.isVisible()]
    assert len(dialogs) == 1
    rows = dict(dialogs[0].rows)
    assert {"Hearth", "Qt", "PySide6", "Python"} <= rows.keys()
    assert any(n.title == "Model: imported-llm" for n in dialogs[0].notices)
    dialogs[0].close()


def test_a_second_launch_brings_the_window_forward(qtbot: QtBot, launch: Start, tmp_path: Path) -> None:
    hearth = launch()
    instance = acquire("Hearth", scope=str(resolve_paths().data), folder=tmp_path)
    assert instance is not None
    relay = ui_app.attach_single_instance(hearth, instance)
    hearth.window.showMinimized()
    assert hearth.window.isMinimized()
    code = ("import sys; from pathlib import Path; from app.system.single_instance import acquire; "
            f"r = acquire('Hearth', scope={str(resolve_paths().data)!r}, folder=Path({str(tmp_path)!r}), "
            "argv=sys.argv[1:]); print('second' if r is None else 'first')")
    with qtbot.waitSignal(relay.requested, timeout=20_000) as blocker:
        second = subprocess.run([sys.executable, "-c", code, "--model", "/m"], cwd=ROOT, capture_output=True,
                                text=True, timeout=30)
    assert second.stdout.strip() == "second" and second.returncode == 0
    assert blocker.args == [["--model", "/m"]]
    qtbot.waitUntil(lambda: not hearth.window.isMinimized())
    assert hearth.window.isVisible()
    ui_app.stop(hearth)  # closes the instance: the lock is free for the next launch
    again = acquire("Hearth", scope=str(resolve_paths().data), folder=tmp_path)
    assert again is not None
    again.close()


def test_a_device_that_failed_is_remembered_and_skipped(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    paths = resolve_paths()
    paths.data.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps({"providers": ["cuda", "cpu"]}), encoding="utf-8")
    engine.failures = (p.DeviceFailure("cuda", "CUDA driver not found"),)
    first = launch()
    button = first.window.status.fallback_button
    assert button.isVisible() and button.text() == "CPU (CUDA failed: CUDA driver not found)"
    assert not button.icon().isNull()
    assert "skipped for this model" in first.window.notice_bar.text()
    shot(first.window, "window_device_fallback")
    assert load_settings(paths.settings_file).settings.failed_devices == {"/models/tiny-model": ["cuda"]}
    ui_app.stop(first)

    engine.failures = ()
    second = launch()
    assert engine.requested("load")[-1] == ("/models/tiny-model", ("cuda", "cpu"), ("cuda",))
    button = second.window.status.fallback_button
    assert button.isVisible() and "CUDA skipped" in button.text()
    with qtbot.waitSignal(second.controller.models.loaded):
        second.window.status.retry_devices_action.trigger()
    assert engine.requested("load")[-1] == ("/models/tiny-model", ("cuda", "cpu"), ())
    assert load_settings(paths.settings_file).settings.failed_devices == {}
    assert not second.window.status.fallback_button.isVisible()


def test_settings_panel_follows_the_conversation(qtbot: QtBot, launch: Start) -> None:
    window = launch().window
    panel = window.settings_panel
    temperature = panel.edits["temperature"]
    send(qtbot, window, "first")
    first = window.controller.current_conversation
    window.controller.set_settings(GenerationSettings(temperature=0.2))  # not through the panel
    assert temperature.text() == "0.2"
    window.actions_by_name["new_chat"].trigger()
    send(qtbot, window, "second")
    window.controller.set_settings(GenerationSettings(temperature=1.3, system_prompt="Be brief."))
    assert temperature.text() == "1.3" and panel.prompt_edit.toPlainText() == "Be brief."
    assert first is not None
    window.conversation_list.selected.emit(first)
    assert temperature.text() == "0.2" and panel.prompt_edit.toPlainText() == ""
    temperature.setText("1")  # the echo of the person's own edit leaves their text alone
    temperature.editingFinished.emit()
    qtbot.waitUntil(lambda: window.controller.settings().temperature == 1.0)
    assert temperature.text() == "1"
