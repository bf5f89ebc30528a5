"""The generation-settings side panel: sampling values, seed, system prompt and named presets
(`ui.chat.preset_picker`).

Why line edits with hints rather than spin boxes: a spin box silently clamps or refuses what a person
types, so they never learn why "0" top-p did not stick. Here any text can be typed; after a short
pause (or Enter, or leaving the field) each field is checked on its own — first "is it a number",
then the range check of `GenerationSettings.problems()` for that field alone — and the reason is shown
right under the field. Nothing is emitted while any field is invalid, so the window only ever sees
settings the engine accepts; but the window is told at once that a field can't be used
(`problems_changed`), so Send is blocked and says why instead of quietly using the last valid value.

The panel knows the defaults for new chats (`set_defaults`): it marks the values that differ from
them (• after the label, the default in the tooltip) and offers "Reset to defaults".

`SettingsPanel` signals:
    changed(object): a `GenerationSettings`, whenever the person changes a value (or picks a preset)
        and every field is valid; not emitted by `set_values()`, nor when the values did not change.
    problems_changed(str): why the values as typed can't be used ("Temperature: Enter a number…"),
        "" once they can; emitted when that changes, as the person types.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.chat.generation import GenerationSettings, PresetStore
from app.qt.i18n import translate
from ui.chat.preset_picker import PresetPicker
from ui.chat.settings_fields import FIELDS, Field, differences, format_value, parse_field
from ui.theme import DARK, LIGHT

DEBOUNCE_MS = 300
_GENERAL = "_general"


# Labels carry no Alt mnemonics on purpose: the panel sits inside the main window, whose menus own
# the Alt keys. Every field is reachable with Tab and has its label as buddy for screen readers.

class SettingsPanel(QWidget):
    """Generation settings for the current conversation (see the module doc for the signal)."""

    changed = Signal(object)
    problems_changed = Signal(str)

    def __init__(self, presets: PresetStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loading = False
        self._last = GenerationSettings()
        self._defaults = GenerationSettings()
        self._problem_text = ""
        self.labels: dict[str, QLabel] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self._commit)

        self.presets = PresetPicker(presets, self.values, lambda: self._last, self)
        self.presets.applied.connect(self._apply_preset)
        self.preset_combo = self.presets.combo
        self.save_button = self.presets.save_button
        self.delete_button = self.presets.delete_button

        self.differs_label = QLabel(self)
        self.differs_label.setWordWrap(True)
        self.differs_label.setAccessibleName(translate("SettingsPanel", "Differs from the defaults"))
        self.reset_button = QPushButton(translate("SettingsPanel", "Reset to defaults"), self)
        self.reset_button.setAccessibleName(translate("SettingsPanel", "Reset to the defaults for new chats"))
        self.reset_button.setToolTip(translate("SettingsPanel",
                                               "Use the defaults for new chats (Preferences, Ctrl+,) in this chat"))
        self.reset_button.clicked.connect(self.reset_to_defaults)
        differs = QVBoxLayout()  # a narrow pane: the button under the words, never squeezed beside them
        differs.addWidget(self.differs_label)
        differs.addWidget(self.reset_button, 0, Qt.AlignmentFlag.AlignRight)
        self.differs_row = QWidget(self)
        self.differs_row.setLayout(differs)
        differs.setContentsMargins(0, 0, 0, 0)

        self.edits: dict[str, QLineEdit] = {}
        self.hints: dict[str, QLabel] = {}
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # labels go above the fields when narrow
        preset_label = QLabel(translate("SettingsPanel", "Preset"), self)
        preset_label.setBuddy(self.preset_combo)
        form.addRow(preset_label, self.preset_combo)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.delete_button)
        form.addRow(buttons)  # the whole row: with an empty label beside them they made the pane wider
        for field in FIELDS:
            form.addRow(*self._field_row(field))

        self.prompt_edit = QPlainTextEdit(self)
        self.prompt_edit.setAccessibleName(translate("SettingsPanel", "System prompt"))
        self.prompt_edit.setToolTip(translate("SettingsPanel", "Instructions the model reads before the conversation"))
        self.prompt_edit.setPlaceholderText(translate("SettingsPanel",
                                                      "For example: You are a concise assistant. Answer in English."))
        self.prompt_edit.setTabChangesFocus(True)
        self.prompt_edit.textChanged.connect(self._on_edited)
        prompt_label = QLabel(translate("SettingsPanel", "System prompt"), self)
        prompt_label.setBuddy(self.prompt_edit)
        self.labels["system_prompt"] = prompt_label

        self.general_hint = QLabel(self)
        self.general_hint.setWordWrap(True)
        self.general_hint.setAccessibleName(translate("SettingsPanel", "Settings problem"))
        self.general_hint.hide()
        self.hints[_GENERAL] = self.general_hint

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)  # the pane has margins of its own; the smallest window is narrow
        layout.addWidget(self.differs_row)
        layout.addLayout(form)
        layout.addWidget(self.general_hint)
        layout.addSpacing(4)
        layout.addWidget(prompt_label)
        layout.addWidget(self.prompt_edit, 1)

        self._show(self._last)
        self._style_hints()

    def _field_row(self, field: Field) -> tuple[QLabel, QWidget]:
        edit = QLineEdit(self)
        edit.setAccessibleName(field.text)
        edit.setToolTip(field.tip)
        if field.kind == "seed":
            edit.setPlaceholderText(translate("SettingsPanel", "random"))
        edit.textEdited.connect(self._on_edited)
        edit.editingFinished.connect(self._commit)
        hint = QLabel(self)
        hint.setWordWrap(True)
        hint.setAccessibleName(translate("SettingsPanel", "{0} problem").format(field.text))
        hint.hide()
        cell = QWidget(self)
        box = QVBoxLayout(cell)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        box.addWidget(edit)
        box.addWidget(hint)
        label = QLabel(field.text, self)
        label.setBuddy(edit)
        label.setToolTip(field.tip)
        self.edits[field.name] = edit
        self.hints[field.name] = hint
        self.labels[field.name] = label
        return label, cell

    # -- public API -----------------------------------------------------------------------------

    def set_values(self, settings: GenerationSettings) -> None:
        """Show these settings (a conversation was opened, or they were set elsewhere); emits nothing
        and clears any hints. Fields that already say exactly this are left alone, so the echo of the
        person's own edit never reformats what they typed ("1" → "1.0") or moves the cursor."""
        self._timer.stop()
        self._last = settings
        if self.values() != settings:
            self._show(settings)

    def set_defaults(self, defaults: GenerationSettings) -> None:
        """The settings a new chat starts with: the panel says where this chat differs from them."""
        self._defaults = defaults
        self._mark_differences()

    def reset_to_defaults(self) -> None:
        """Put the defaults for new chats in every field and use them for this chat."""
        self.presets.chosen = None
        self._fill_fields(self._defaults)
        self._commit()

    def commit(self) -> None:
        """Use what the fields say now, without waiting for the pause after typing (Send does this)."""
        if self._timer.isActive():
            self._commit()

    @property
    def problem_text(self) -> str:
        """Why the values as typed can't be used; "" when they can."""
        return self._problem_text

    def values(self) -> GenerationSettings | None:
        """The settings as typed, or None while a field is invalid."""
        settings, _problems = self._read()
        return settings

    # -- reading and writing the fields ---------------------------------------------------------

    def _show(self, settings: GenerationSettings) -> None:
        self._loading = True
        try:
            for field in FIELDS:
                self.edits[field.name].setText(format_value(getattr(settings, field.name)))
            if self.prompt_edit.toPlainText() != settings.system_prompt:
                self.prompt_edit.setPlainText(settings.system_prompt)
        finally:
            self._loading = False
        self._show_problems({})
        self.presets.sync(settings)
        self._mark_differences()
        self._tell_problems({})

    def _read(self) -> tuple[GenerationSettings | None, dict[str, str]]:
        values: dict[str, Any] = {"system_prompt": self.prompt_edit.toPlainText()}
        problems: dict[str, str] = {}
        for field in FIELDS:
            value, problem = parse_field(field, self.edits[field.name].text())
            if problem is None:
                values[field.name] = value
            else:
                problems[field.name] = problem
        if problems:
            return None, problems
        settings = replace(self._last, **values)  # what the panel does not show (the tools) is kept
        if settings.problems():  # a rule across fields: no single field to put it under
            return None, {_GENERAL: " ".join(settings.problems())}
        return settings, {}

    def _show_problems(self, problems: dict[str, str]) -> None:
        for name, hint in self.hints.items():
            problem = problems.get(name)
            hint.setText(problem or "")
            hint.setVisible(problem is not None)
            if name in self.edits:
                self.edits[name].setAccessibleDescription(problem or "")
        self.presets.set_savable(not problems)

    def _style_hints(self) -> None:
        """Hints take the theme's error colour, picked by how dark the current palette is."""
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        colour = (DARK if dark else LIGHT).error
        for hint in self.hints.values():
            pal = hint.palette()
            pal.setColor(QPalette.ColorRole.WindowText, colour)
            hint.setPalette(pal)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "hints"):
            self._style_hints()

    def _on_edited(self) -> None:
        if not self._loading:
            self._timer.start()
            self._tell_problems(self._read()[1])

    def _tell_problems(self, problems: dict[str, str]) -> None:
        labels = {f.name: f.text for f in FIELDS}
        text = " ".join(f"{labels[name]}: {problem}" if name in labels else problem
                        for name, problem in problems.items())
        if text != self._problem_text:
            self._problem_text = text
            self.problems_changed.emit(text)

    def _mark_differences(self) -> None:
        """• after each label whose value differs from the defaults, and one line naming them."""
        differing = differences(self._last, self._defaults)
        for name, label in self.labels.items():
            base = label.text().removesuffix(" •")
            label.setText(f"{base} •" if base in differing else base)
            default = getattr(self._defaults, name)
            if name == "system_prompt":
                shown = default or translate("SettingsPanel", "none")
            else:
                shown = format_value(default) or (translate("SettingsPanel", "random") if name == "seed" else
                                                  translate("SettingsPanel", "empty"))
            label.setToolTip(translate("SettingsPanel", "Default for new chats: {0}").format(shown))
        differs = translate("SettingsPanel", "Differs from your defaults for new chats: {0}.")
        self.differs_label.setText(differs.format(", ".join(differing)) if differing else "")
        self.differs_row.setVisible(bool(differing))

    def _commit(self) -> None:
        """Check every field, show what is wrong, and emit the settings if they are valid and new."""
        self._timer.stop()
        settings, problems = self._read()
        self._show_problems(problems)
        self._tell_problems(problems)
        if settings is None or settings == self._last:
            return
        self._last = settings
        self.presets.sync(settings)
        self._mark_differences()
        self.changed.emit(settings)

    def _apply_preset(self, settings: GenerationSettings) -> None:
        self._fill_fields(settings)
        self._commit()
        carried = replace(self._last, tools=settings.tools, tool_choice=settings.tool_choice)
        if settings.tools and carried != self._last:  # a preset may carry a tool set; one without keeps the chat's
            self._last = carried
            self.changed.emit(carried)

    def _fill_fields(self, settings: GenerationSettings) -> None:
        self._timer.stop()
        self._loading = True
        try:
            for field in FIELDS:
                self.edits[field.name].setText(format_value(getattr(settings, field.name)))
            self.prompt_edit.setPlainText(settings.system_prompt)
        finally:
            self._loading = False
