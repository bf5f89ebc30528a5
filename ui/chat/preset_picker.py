"""The settings panel's named presets: the combo that applies one, Save as… and Delete.

The combo shows the preset the chat's values match (the one last chosen first), or "Custom" (no row)
when they match none; a preset without tools matches whatever tools a chat has. Built-in presets can't
be deleted, and the Delete button says so.

`PresetPicker` signals:
    applied(object): the `GenerationSettings` of the preset the person picked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QComboBox, QInputDialog, QLineEdit, QPushButton, QWidget

from app.chat.generation import GenerationSettings, PresetStore
from app.qt.i18n import translate
from ui.dialogs import ask_confirm, show_error

# -- dialogs, module-level so tests can replace them ----------------------------------------------

def ask_preset_name(parent: QWidget, suggestion: str) -> str | None:
    """Ask a name for a new preset; None if cancelled."""
    name, ok = QInputDialog.getText(parent, translate("PresetPicker", "Save preset"),
                                    translate("PresetPicker", "Name of the preset:"), QLineEdit.EchoMode.Normal,
                                    suggestion)
    return name if ok else None


class PresetPicker(QObject):
    """The preset widgets of `panel`: `combo`, `save_button`, `delete_button` (the panel lays them out).
    `values` gives the settings as typed (None while a field is invalid), `current` those the chat uses."""

    applied = Signal(object)

    def __init__(self, presets: PresetStore, values: Callable[[], GenerationSettings | None],
                 current: Callable[[], GenerationSettings], panel: QWidget) -> None:
        super().__init__(panel)
        self._presets = presets
        self._values = values
        self._current = current
        self._panel = panel
        self.chosen: str | None = None
        """The preset the person picked last, shown when several match."""

        self.combo = QComboBox(panel)
        self.combo.setAccessibleName(translate("PresetPicker", "Preset"))
        self.combo.setToolTip(translate("PresetPicker", "Apply a saved set of values"))
        self.combo.setPlaceholderText(translate("PresetPicker", "Custom"))
        self.combo.activated.connect(self._apply)
        self.save_button = QPushButton(translate("PresetPicker", "Save as…"), panel)
        self.save_button.setAccessibleName(translate("PresetPicker", "Save as preset"))
        self.save_button.setToolTip(translate("PresetPicker", "Save the current values as a named preset"))
        self.save_button.clicked.connect(self._save)
        self.delete_button = QPushButton(translate("PresetPicker", "Delete"), panel)
        self.delete_button.setAccessibleName(translate("PresetPicker", "Delete preset"))
        self.delete_button.clicked.connect(self._delete)
        self.fill()

    def fill(self) -> None:
        self.combo.blockSignals(True)
        try:
            self.combo.clear()
            self.combo.addItems(self._presets.names())
        finally:
            self.combo.blockSignals(False)

    def sync(self, settings: GenerationSettings) -> None:
        """Show the preset these settings match (the one last chosen first), or "Custom"."""
        names = self._presets.names()
        matching = [n for n in names if _same(self._presets.get(n), settings)]
        name = self.chosen if self.chosen in matching else (matching[0] if matching else None)
        self.combo.setCurrentIndex(names.index(name) if name is not None else -1)
        self._update_delete_button()

    def set_savable(self, savable: bool) -> None:
        """Save as… only while every field is valid."""
        self.save_button.setEnabled(savable)
        self.save_button.setToolTip(translate("PresetPicker", "Save the current values as a named preset") if savable
                                    else translate("PresetPicker", "Fix the values marked in red first"))

    def _current_preset(self) -> str | None:
        return self.combo.currentText() if self.combo.currentIndex() >= 0 else None

    def _update_delete_button(self) -> None:
        name = self._current_preset()
        if name is None:
            self.delete_button.setEnabled(False)
            self.delete_button.setToolTip(translate("PresetPicker", "Choose one of your own presets to delete it"))
        elif self._presets.is_builtin(name):
            self.delete_button.setEnabled(False)
            self.delete_button.setToolTip(translate("PresetPicker",
                                                    "“{0}” is built in and can't be deleted").format(name))
        else:
            self.delete_button.setEnabled(True)
            self.delete_button.setToolTip(translate("PresetPicker", "Delete the preset “{0}”").format(name))

    def _apply(self, row: int) -> None:
        name = self.combo.itemText(row)
        settings = self._presets.get(name)
        if settings is None:
            return
        self.chosen = name
        self.applied.emit(settings)
        self._update_delete_button()

    def _save(self) -> None:
        settings = self._values()
        if settings is None:
            return
        current = self._current_preset()
        suggestion = current if current is not None and not self._presets.is_builtin(current) else ""
        name = ask_preset_name(self._panel, suggestion)
        if name is None or not name.strip():
            return
        name = name.strip()
        if (name in self._presets.names() and not self._presets.is_builtin(name)
                and not ask_confirm(self._panel, translate("PresetPicker", "Replace preset"),
                                    translate("PresetPicker",
                                              "Replace the preset “{0}” with these values?").format(name))):
            return
        try:
            self._presets.save(name, settings)
        except (ValueError, OSError) as exc:
            show_error(self._panel, translate("PresetPicker", "Preset not saved"),
                       translate("PresetPicker", "The preset could not be saved: {0}").format(exc))
            return
        self.chosen = name
        self.fill()
        self.sync(settings)

    def _delete(self) -> None:
        name = self._current_preset()
        if name is None or self._presets.is_builtin(name):
            return
        if not ask_confirm(self._panel, translate("PresetPicker", "Delete preset"),
                           translate("PresetPicker", "Delete the preset “{0}”? This cannot be undone.").format(name)):
            return
        try:
            self._presets.delete(name)
        except (ValueError, OSError) as exc:
            show_error(self._panel, translate("PresetPicker", "Preset not deleted"),
                       translate("PresetPicker", "The preset could not be deleted: {0}").format(exc))
            return
        self.chosen = None
        self.fill()
        self.sync(self._current())


def _same(preset: GenerationSettings | None, settings: GenerationSettings) -> bool:
    """Whether `settings` are the preset's values (a preset without tools matches whatever tools a chat has)."""
    if preset is None or preset.tools:
        return preset == settings
    return preset == replace(settings, tools=(), tool_choice="auto")
