from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings, PresetStore
from tests.ui.widget_shots import app_theme, shoot_both
from ui.chat import preset_picker, settings_panel
from ui.chat.settings_panel import SettingsPanel
from ui.theme import DARK, LIGHT

DEBOUNCE_WAIT = settings_panel.DEBOUNCE_MS + 100


@pytest.fixture
def presets(tmp_path: Path) -> PresetStore:
    return PresetStore(tmp_path / "presets.json")


@pytest.fixture
def panel(qtbot: QtBot, presets: PresetStore) -> SettingsPanel:
    p = SettingsPanel(presets)
    qtbot.addWidget(p)
    return p


def type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.selectAll()
    if text:
        qtbot.keyClicks(edit, text)
    else:
        qtbot.keyClick(edit, Qt.Key.Key_Delete)


def test_set_values_shows_them_and_emits_nothing(qtbot: QtBot, panel: SettingsPanel) -> None:
    settings = GenerationSettings(temperature=0.2, top_k=7, seed=99, system_prompt="Be brief.")
    with qtbot.assertNotEmitted(panel.changed, wait=DEBOUNCE_WAIT):
        panel.set_values(settings)
    assert panel.edits["temperature"].text() == "0.2"
    assert panel.edits["seed"].text() == "99"
    assert panel.prompt_edit.toPlainText() == "Be brief."
    assert panel.values() == settings
    assert panel.preset_combo.currentIndex() == -1  # matches no preset: "Custom"



def test_valid_change_emits_settings(qtbot: QtBot, panel: SettingsPanel) -> None:
    panel.set_values(GenerationSettings(seed=5))
    type_into(qtbot, panel.edits["temperature"], "1,25")  # a decimal comma is fine too
    with qtbot.waitSignal(panel.changed, timeout=1000) as blocker:  # debounced, without Enter
        pass
    assert blocker.args == [GenerationSettings(temperature=1.25, seed=5)]

    type_into(qtbot, panel.edits["seed"], "")
    with qtbot.waitSignal(panel.changed) as blocker:
        qtbot.keyClick(panel.edits["seed"], Qt.Key.Key_Return)
    assert blocker.args[0].seed is None
    assert panel.edits["seed"].placeholderText() == "random"

    # Same values again: nothing new to say.
    type_into(qtbot, panel.edits["temperature"], "1.250")
    with qtbot.assertNotEmitted(panel.changed):
        qtbot.keyClick(panel.edits["temperature"], Qt.Key.Key_Return)


@pytest.mark.parametrize(
    ("name", "text", "hint"),
    [
        ("temperature", "hot", "Enter a number"),
        ("temperature", "9", "Temperature must be between 0 and 5."),
        ("top_p", "0", "Top-p must be greater than 0"),
        ("top_k", "4.5", "Enter a whole number"),
        ("max_new_tokens", "0", "Max new tokens must be between 1"),
        ("repetition_penalty", "nan", "Enter a number"),
        ("seed", "-3", "Seed must be a whole number"),
        ("seed", "abc", "leave it blank for a random seed"),
    ],
)
def test_invalid_value_shows_hint_and_emits_nothing(
    qtbot: QtBot, panel: SettingsPanel, name: str, text: str, hint: str
) -> None:
    type_into(qtbot, panel.edits[name], text)
    with qtbot.assertNotEmitted(panel.changed):
        qtbot.keyClick(panel.edits[name], Qt.Key.Key_Return)
    label = panel.hints[name]
    assert label.isVisibleTo(panel)
    assert hint in label.text()
    assert hint in panel.edits[name].accessibleDescription()
    assert panel.values() is None
    assert not panel.save_button.isEnabled()
    others = [n for n, h in panel.hints.items() if n != name and h.isVisibleTo(panel)]
    assert others == []

    # Fixing it clears the hint and emits.
    type_into(qtbot, panel.edits[name], "0.5" if name == "top_p" else "1.2" if name == "repetition_penalty" else "1")
    with qtbot.waitSignal(panel.changed, timeout=1000):
        qtbot.keyClick(panel.edits[name], Qt.Key.Key_Return)
    assert not label.isVisibleTo(panel)


def test_system_prompt_is_debounced(qtbot: QtBot, panel: SettingsPanel) -> None:
    with qtbot.waitSignal(panel.changed, timeout=2000) as blocker:
        qtbot.keyClicks(panel.prompt_edit, "You are terse.")
    # Typing was one burst: one emission, with the whole text.
    assert blocker.args[0].system_prompt == "You are terse."


def test_presets_apply_save_delete_and_persist(
    qtbot: QtBot, panel: SettingsPanel, presets: PresetStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    combo = panel.preset_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["Balanced", "Precise", "Creative"]
    assert combo.currentText() == "Balanced"
    assert not panel.delete_button.isEnabled()
    assert "built in" in panel.delete_button.toolTip()

    with qtbot.waitSignal(panel.changed) as blocker:
        combo.activated.emit(combo.findText("Creative"))  # what choosing it in the popup does
    assert blocker.args == [presets.get("Creative")]
    assert panel.edits["top_k"].text() == "80"

    type_into(qtbot, panel.edits["top_k"], "12")
    with qtbot.waitSignal(panel.changed):
        qtbot.keyClick(panel.edits["top_k"], Qt.Key.Key_Return)
    assert combo.currentIndex() == -1  # edited: no longer a preset

    monkeypatch.setattr(preset_picker, "ask_preset_name", lambda parent, suggestion: "  Mine  ")
    panel.save_button.click()
    assert combo.currentText() == "Mine"
    assert panel.delete_button.isEnabled()
    reopened = PresetStore(presets.path)
    assert reopened.get("Mine") == GenerationSettings(temperature=1.0, top_p=0.95, top_k=12)

    # Saving under a built-in name is refused with a message, nothing written.
    errors: list[str] = []
    monkeypatch.setattr(preset_picker, "ask_preset_name", lambda parent, suggestion: "Precise")
    monkeypatch.setattr(preset_picker, "show_error", lambda parent, title, text: errors.append(text))
    panel.save_button.click()
    assert errors and "built-in" in errors[0]
    assert PresetStore(presets.path).get("Precise") == GenerationSettings(temperature=0.0)

    # A fresh panel on a fresh store lists the saved preset.
    other = SettingsPanel(PresetStore(presets.path))
    qtbot.addWidget(other)
    assert other.preset_combo.findText("Mine") == 3

    asked: list[str] = []
    monkeypatch.setattr(preset_picker, "ask_confirm", lambda parent, title, text: asked.append(text) or True)
    combo.setCurrentIndex(combo.findText("Mine"))
    panel.delete_button.click()
    assert asked and "Mine" in asked[0]
    assert combo.findText("Mine") == -1
    assert PresetStore(presets.path).names() == ["Balanced", "Precise", "Creative"]


def test_screenshots(qtbot: QtBot, presets: PresetStore) -> None:
    def build() -> SettingsPanel:
        p = SettingsPanel(presets)
        p.resize(300, 560)
        p.set_values(GenerationSettings(system_prompt="You are a helpful assistant."))
        p.edits["top_p"].setText("1.5")
        p._commit()
        return p

    shoot_both("settings_panel", build, qtbot)


def test_hint_colour_follows_the_theme(qtbot: QtBot, presets: PresetStore) -> None:
    with app_theme(LIGHT):
        panel = SettingsPanel(presets)
        qtbot.addWidget(panel)
        with qtbot.waitExposed(panel):
            panel.show()  # hidden widgets take a new palette only when they are next polished
        hint = panel.hints["top_p"].palette().color(QPalette.ColorRole.WindowText)
        assert hint.name() == LIGHT.error
    with app_theme(DARK):
        QApplication.processEvents()
        hint = panel.hints["top_p"].palette().color(QPalette.ColorRole.WindowText)
        assert hint.name() == DARK.error
        # Roles the panel did not set still follow the application palette.
        assert panel.hints["top_p"].palette().color(QPalette.ColorRole.Window).name() == DARK.window
