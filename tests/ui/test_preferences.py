"""Preferences (Ctrl+,): theme, text size, defaults for new chats, start-up, models folder, privacy;
the panel of a chat says where it differs from the defaults; an invalid field blocks Send."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.settings import load_settings
from app.system.paths import resolve_paths
from tests.app.fake_engine import FakeEngine
from tests.ui.widget_shots import app_theme
from tests.ui.window_helpers import Start, send, shot
from ui import preferences
from ui.chat import preset_picker
from ui.conversations import export_import
from ui.main_window import MainWindow
from ui.preferences import Preferences
from ui.theme import DARK, LIGHT, ThemeManager


def open_preferences(qtbot: QtBot, window: MainWindow) -> Preferences:
    action = window.actions_by_name["preferences"]
    assert action.shortcut() == QKeySequence("Ctrl+,")
    action.trigger()
    dialog = window.dialogs.preferences
    assert dialog is not None and dialog.isVisible()
    qtbot.waitExposed(dialog)
    return dialog


def test_ctrl_comma_opens_preferences_and_ctrl_dot_the_chat_settings(qtbot: QtBot, launch: Start) -> None:
    window = launch().window
    dialog = open_preferences(qtbot, window)
    window.actions_by_name["preferences"].trigger()  # a second time: the same dialog, in front
    assert window.dialogs.preferences is dialog
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == [
        "&General", "&Appearance", "&New chats", "&Models", "&Voice", "&Privacy && network"]
    assert window.actions_by_name["settings"].shortcut() == QKeySequence("Ctrl+.")
    window.actions_by_name["settings"].trigger()
    assert window.settings_box.isVisible()


def test_the_theme_switches_through_the_settings(qtbot: QtBot, launch: Start) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    with app_theme(LIGHT):
        manager = ThemeManager(app, "system")
        hearth = launch(theme=manager)
        window = hearth.window
        send(qtbot, window, "How does it look in the dark?")
        dialog = open_preferences(qtbot, window)
        dialog.tabs.setCurrentIndex(1)
        assert dialog.theme_combo.currentText() == "Follow the system"
        with qtbot.waitSignal(manager.theme_changed) as changed:
            dialog.theme_combo.activated.emit(dialog.theme_combo.findData("dark"))  # as a pick in the list does
        assert changed.args == [DARK] and manager.preference == "dark"
        assert app.palette().window().color().name() == DARK.window and window.chat_view.theme is DARK
        assert load_settings(resolve_paths().settings_file).settings.theme == "dark"
        assert dialog.theme_combo.currentText() == "Dark"  # the dialog shows what the service holds
        shot(dialog, "preferences_appearance_dark")
        shot(window, "window_theme_dark_from_preferences")
        with qtbot.waitSignal(manager.theme_changed):
            dialog.theme_combo.activated.emit(dialog.theme_combo.findData("system"))
        assert manager.preference == "system" and window.chat_view.theme is LIGHT  # offscreen: no OS scheme
        dialog.close()


def test_the_theme_is_asked_of_qt(qtbot: QtBot) -> None:
    """A fixed theme is requested with Qt's colour scheme; "system" lets the OS decide again."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    asked: list[object] = []

    class Hints:
        def setColorScheme(self, scheme: Qt.ColorScheme) -> None:
            asked.append(scheme)

        def unsetColorScheme(self) -> None:
            asked.append("unset")

    with app_theme(LIGHT):
        manager = ThemeManager(app, "light")
        manager._app = type("App", (), {"styleHints": lambda _self: Hints(), "setPalette": app.setPalette})()  # type: ignore[assignment]
        manager.set_preference("dark")
        manager.set_preference("system")
    assert asked == [Qt.ColorScheme.Dark, "unset"]


def test_new_chats_get_the_defaults_and_the_panel_says_what_differs(qtbot: QtBot, launch: Start,
                                                                      engine: FakeEngine) -> None:
    window = launch().window
    dialog = open_preferences(qtbot, window)
    dialog.tabs.setCurrentIndex(2)
    dialog.preset_combo.activated.emit(dialog.preset_combo.findText("Precise"))
    dialog.max_tokens_edit.setText("300")
    dialog.max_tokens_edit.editingFinished.emit()
    dialog.prompt_edit.setPlainText("Answer in one sentence.")
    dialog.flush()
    shot(dialog, "preferences_new_chats")
    saved = load_settings(resolve_paths().settings_file).settings
    assert (saved.default_preset, saved.default_max_tokens, saved.default_system_prompt) == (
        "Precise", 300, "Answer in one sentence.")
    dialog.close()

    send(qtbot, window, "first")  # the new chat open took the defaults
    turn = engine.turns[-1]
    assert (turn.sampling.temperature, turn.sampling.max_new_tokens, turn.system_prompt) == (
        0.0, 300, "Answer in one sentence.")
    window.set_settings_visible(True)
    panel = window.settings_panel
    assert not panel.differs_row.isVisible()
    panel.edits["max_new_tokens"].setText("60")  # the old way to lose a default: a chat's own value
    panel.edits["max_new_tokens"].editingFinished.emit()
    panel.prompt_edit.setPlainText("Talk like a pirate.")
    qtbot.waitUntil(lambda: window.controller.settings().system_prompt == "Talk like a pirate.", timeout=2000)
    assert panel.differs_row.isVisible()
    assert panel.differs_label.text() == "Differs from your defaults for new chats: Max new tokens, System prompt."
    assert panel.labels["max_new_tokens"].text() == "Max new tokens •"
    assert panel.labels["max_new_tokens"].toolTip() == "Default for new chats: 300"
    shot(window, "window_chat_settings_differ")

    assert window.actions_by_name["new_chat"].shortcut() == QKeySequence("Ctrl+N")
    window.actions_by_name["new_chat"].trigger()
    assert window.controller.current_conversation is None
    assert panel.edits["max_new_tokens"].text() == "300"
    assert panel.prompt_edit.toPlainText() == "Answer in one sentence."
    assert not panel.differs_row.isVisible()
    send(qtbot, window, "second")
    turn = engine.turns[-1]
    assert turn.sampling.max_new_tokens == 300 and turn.system_prompt == "Answer in one sentence."

    panel.edits["temperature"].setText("1.5")
    panel.edits["temperature"].editingFinished.emit()
    assert panel.differs_row.isVisible()
    panel.reset_button.click()
    assert window.controller.settings() == window.controller.new_chat_defaults and not panel.differs_row.isVisible()


def test_an_invalid_field_blocks_send_and_says_why(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    window.set_settings_visible(True)
    panel, composer = window.settings_panel, window.composer
    qtbot.keyClicks(composer.input, "will this be sent?")
    assert composer.send_button.isEnabled()
    panel.edits["temperature"].clear()
    qtbot.keyClicks(panel.edits["temperature"], "warm")
    assert not composer.send_button.isEnabled()
    assert composer.blocked_label.isVisible()
    assert "Temperature: Enter a number, for example 0.7." in composer.blocked_label.text()
    assert composer.send_button.toolTip().startswith("Send is off: Temperature")
    qtbot.keyClick(composer.input, Qt.Key.Key_Return)
    assert engine.requested("turn") == [] and composer.text() == "will this be sent?"
    shot(window, "window_invalid_setting_blocks_send")
    panel.edits["temperature"].clear()
    qtbot.keyClicks(panel.edits["temperature"], "0.4")
    assert composer.send_button.isEnabled() and not composer.blocked_label.isVisible()
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        qtbot.keyClick(composer.input, Qt.Key.Key_Return)
    assert engine.turns[-1].sampling.temperature == 0.4  # the value shown, not an older valid one


def test_preferences_check_values_and_follow_other_changes(qtbot: QtBot, launch: Start, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("HF_HUB_OFFLINE", "HEARTH_OFFLINE"):  # the offline switch writes them: put them back after
        monkeypatch.setenv(name, "0")
        monkeypatch.delenv(name)
    hearth = launch()
    window = hearth.window
    dialog = open_preferences(qtbot, window)
    dialog.max_tokens_edit.setText("0")
    dialog.max_tokens_edit.editingFinished.emit()
    assert dialog.max_tokens_hint.text() == "Max new tokens for new chats must be a whole number between 1 and 131072."
    assert hearth.settings.settings.default_max_tokens == 512
    dialog.size_spin.setValue(14)
    assert hearth.settings.settings.text_size == 14
    assert window.chat_view.browser.document().defaultFont().pointSize() == 14
    dialog.size_spin.setValue(dialog.size_spin.minimum())
    assert hearth.settings.settings.text_size == 0 and dialog.size_spin.text() == "System size"
    dialog.reopen_check.setChecked(False)
    assert not load_settings(resolve_paths().settings_file).settings.reopen_last

    folder = tmp_path / "my models"
    monkeypatch.setattr(preferences, "ask_folder", lambda _parent, _current: folder)
    dialog.folder_button.click()
    assert hearth.settings.settings.models_dir == str(folder) and dialog.folder_label.text() == str(folder)
    assert hearth.downloads.downloader.models_dir == folder
    dialog.endpoint_edit.setText("ftp://mirror")
    dialog.privacy.endpoint_button.click()
    assert "https://" in dialog.privacy.endpoint_status.text() and hearth.settings.settings.hf_endpoint == ""
    seen: list[frozenset[str]] = []
    hearth.settings.changed.connect(lambda _s, names: seen.append(names))
    dialog.offline_check.setChecked(True)
    assert hearth.settings.settings.offline and load_settings(resolve_paths().settings_file).settings.offline
    assert seen == [frozenset({"offline"})]  # everyone else hears of it
    hearth.settings.update(offline=False)  # changed elsewhere (the Models window): the dialog follows
    assert not dialog.offline_check.isChecked()


def test_a_failed_save_is_said_in_the_dialog(qtbot: QtBot, launch: Start) -> None:
    hearth = launch()
    dialog = open_preferences(qtbot, hearth.window)
    settings_file = resolve_paths().settings_file
    settings_file.unlink()
    settings_file.mkdir()
    dialog.titles_check.setChecked(True)
    assert dialog.save_problem.isVisible()
    assert dialog.save_problem.text().startswith(f"Hearth could not save its settings to {settings_file}")
    assert hearth.window.notice_bar.text() == dialog.save_problem.text()
    settings_file.rmdir()


def test_the_import_dialog_starts_in_documents_without_a_file_name(launch: Start,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    window = launch().window
    asked: list[Path] = []
    monkeypatch.setattr(export_import, "ask_open_path", lambda _parent, start: asked.append(start) or "")
    window.actions_by_name["import"].trigger()
    documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    # a folder, no file name filled in: Documents, or the home folder where there is none (never the program's)
    assert asked == [documents if documents.is_dir() else Path.home()]


def test_a_preset_saved_in_a_chat_is_offered_for_new_chats(qtbot: QtBot, launch: Start,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    window = launch().window
    dialog = open_preferences(qtbot, window)
    dialog.close()
    monkeypatch.setattr(preset_picker, "ask_preset_name", lambda _parent, _suggestion: "Terse")
    window.settings_panel.save_button.click()
    dialog = open_preferences(qtbot, window)
    assert "Terse" in [dialog.preset_combo.itemText(i) for i in range(dialog.preset_combo.count())]


def test_privacy_and_network_live_in_preferences_which_has_a_close_button(qtbot: QtBot, launch: Start,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(resolve_paths().cache / "no-demo-model"))
    window = launch().window
    window.open_models("get")
    models = window.models.window if window.models is not None else None
    assert models is not None
    assert "Privacy" not in " ".join(models.tabs.tabText(i) for i in range(models.tabs.count()))
    models.privacy_link.click()  # the Models window links to the one place
    dialog = window.dialogs.preferences
    assert dialog is not None and dialog.isVisible()
    assert dialog.tabs.currentIndex() == dialog.privacy_page
    privacy = dialog.privacy
    assert privacy.isVisibleTo(dialog) and privacy.token_edit.isVisibleTo(dialog)  # token, mirror, offline
    assert privacy.endpoint_edit.isVisibleTo(dialog) and privacy.offline_check.isVisibleTo(dialog)
    assert dialog.close_button is not None and dialog.close_button.text().replace("&", "") == "Close"
    dialog.close_button.click()
    assert not dialog.isVisible()
    models.close()


def test_speculative_decoding_is_a_preference_the_local_engine_follows(qtbot: QtBot, launch: Start) -> None:
    from types import SimpleNamespace

    from app.engine.client import EngineClient
    from app.settings import Settings
    from ui.app import follow_speculative

    dialog = open_preferences(qtbot, launch().window)
    assert dialog.speculative_combo.currentData() == "auto"
    shot(dialog, "preferences_general_speculative")
    dialog.speculative_combo.activated.emit(dialog.speculative_combo.findData("off"))  # as a pick in the list does
    assert load_settings(resolve_paths().settings_file).settings.speculative == "off"
    client = EngineClient()  # no host: only its turns' default changes
    follow_speculative(SimpleNamespace(client=client), Settings(speculative="on"))
    assert client.speculative == "on"
    follow_speculative(SimpleNamespace(client=client), Settings(speculative="sometimes"))  # not a mode: kept
    assert client.speculative == "on"
    dialog.close()


def test_voice_lists_the_microphones_on_request_and_keeps_the_choice(qtbot: QtBot, launch: Start) -> None:
    """The list comes from a child process (QtMultimedia stays out of the window's); none here, so it says so."""
    hearth = launch()
    dialog = open_preferences(qtbot, hearth.window)
    voice = dialog.voice
    assert [voice.microphone_combo.itemText(i) for i in range(voice.microphone_combo.count())] == [
        "The system's default"]
    with qtbot.waitSignal(voice._worker.succeeded, timeout=120_000):
        voice.find_button.click()
    assert voice.find_button.isEnabled()
    assert voice.found_label.text().startswith("No microphone was found") or voice.microphone_combo.count() > 1
    assert hearth.settings.update(voice_input="USB Headset Mic")  # chosen on another day, unplugged now: kept
    assert voice.microphone_combo.currentText() == "USB Headset Mic"
    voice.microphone_combo.activated.emit(0)
    assert hearth.settings.settings.voice_input == ""
    assert voice.voice_combo.itemText(0) == "The system's default"  # the voices found, after it (none here)
    voice.volume_slider.setValue(40)
    voice.rate_slider.setValue(-3)
    assert (hearth.settings.settings.voice_volume, hearth.settings.settings.voice_rate) == (40, -3)
    assert hearth.settings.update(voice_output="English (Scotland)")  # a voice of another day: kept, shown
    assert voice.voice_combo.currentText() == "English (Scotland)"
