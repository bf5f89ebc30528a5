"""The "Compare two replies" dialog: the message, and for each side its model and its settings, one seed for both.

A side's model is the chat's own (listed first) or another the picker offers: an installed model (a second
engine runs it beside the chat's; the picker's fit hint is shown, since two models need the memory of both),
or a server's model. Its settings are the chat's own or a preset's parameters (the chat's instructions and
memory stay). The seed is the chat's when it has one, else blank: one is drawn for the comparison.
By default both sides are the chat's model, B with the "Creative" preset: one model, two settings. As in the chat's
box, Enter in the message compares and Shift+Enter starts a new line.
"""

from __future__ import annotations

from dataclasses import fields, replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.chat.generation import GenerationSettings, PresetStore
from app.chat.parameters import Sampling
from app.conversation.model_choices import ModelChoice
from app.conversation.thread import ModelInfo
from app.qt.compare import Side
from app.qt.i18n import translate
from ui.wrap_label import WrapLabel

OWN = ""  # the settings combo's data for the chat's own settings


class MessageBox(QPlainTextEdit):
    """The message, as in the chat's box: Enter compares (`submitted`), Shift+Enter starts a new line."""

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submitted.emit()
            return
        super().keyPressEvent(event)


class SidePicker(QGroupBox):
    """One side's model and settings."""

    def __init__(self, name: str, loaded: ModelInfo | None, choices: list[ModelChoice], presets: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(translate("Compare", "Reply {0}").format(name), parent)
        self.model = QComboBox(self)
        self.model.setAccessibleName(translate("Compare", "Model of reply {0}").format(name))
        if loaded is not None:
            self.model.addItem(translate("Compare", "{0} (this chat's model)").format(loaded.name), None)
        for choice in choices:
            if loaded is not None and str(choice.ref) == loaded.path:
                continue
            label = f"{choice.label} — {choice.hint}" if choice.hint else choice.label
            self.model.addItem(label, choice.ref)
        self.settings = QComboBox(self)
        self.settings.setAccessibleName(translate("Compare", "Settings of reply {0}").format(name))
        self.settings.addItem(translate("Compare", "This chat's settings"), OWN)
        for preset in presets:
            self.settings.addItem(translate("Compare", "Preset: {0}").format(preset), preset)
        form = QFormLayout(self)
        form.addRow(translate("Compare", "&Model:"), self.model)
        form.addRow(translate("Compare", "&Settings:"), self.settings)


class CompareDialog(QDialog):
    def __init__(self, text: str, chat_settings: GenerationSettings, loaded: ModelInfo | None,
                 choices: list[ModelChoice], presets: PresetStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Compare", "Compare two replies"))
        self._chat_settings, self._presets = chat_settings, presets
        usable = [c for c in choices if c.available]
        intro = WrapLabel(translate("Compare", "Send one message to two models, or to one model with two settings, "
                                               "with the same seed. The replies stream side by side; you keep one "
                                               "and the other stays a version of it."), self)
        self.message = MessageBox(self)
        self.message.setAccessibleName(translate("Compare", "Message"))
        self.message.setPlainText(text)
        self.message.setTabChangesFocus(True)
        self.sides = (SidePicker("A", loaded, usable, presets.names(), self),
                      SidePicker("B", loaded, usable, presets.names(), self))
        creative = self.sides[1].settings.findData("Creative")
        if creative >= 0:
            self.sides[1].settings.setCurrentIndex(creative)
        self.seed = QLineEdit(self)
        self.seed.setValidator(QIntValidator(0, 2**31 - 1, self))
        self.seed.setPlaceholderText(translate("Compare", "drawn at random"))
        self.seed.setAccessibleName(translate("Compare", "Seed for both replies"))
        if chat_settings.seed is not None:
            self.seed.setText(str(chat_settings.seed))
        self.hint = WrapLabel(translate("Compare", "Two different models run at the same time and need the memory "
                                                   "of both; one model with two settings writes one reply after the "
                                                   "other."), self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.compare_button = buttons.addButton(translate("Compare", "&Compare"),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.message.textChanged.connect(self._update)
        self.message.submitted.connect(lambda: self.accept() if self.text() else None)
        self.message.moveCursor(QTextCursor.MoveOperation.End)
        row = QHBoxLayout()
        for picker in self.sides:
            row.addWidget(picker)
        seed_row = QFormLayout()
        seed_row.addRow(translate("Compare", "S&eed (the same for both):"), self.seed)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.message)
        layout.addLayout(row)
        layout.addLayout(seed_row)
        layout.addWidget(self.hint)
        layout.addWidget(buttons)
        self.resize(720, 420)
        self._update()

    def _update(self) -> None:
        self.compare_button.setEnabled(bool(self.text()))

    def text(self) -> str:
        return self.message.toPlainText().strip()

    def chosen(self) -> tuple[Side, Side]:
        """Each side's model (None: the chat's) and settings, the seed of the box in both (None: drawn)."""
        seed = int(self.seed.text()) if self.seed.text().strip() else None
        return (self._side(self.sides[0], seed), self._side(self.sides[1], seed))

    def _side(self, picker: SidePicker, seed: int | None) -> Side:
        settings = self._chat_settings
        preset = picker.settings.currentData()
        found = self._presets.get(preset) if preset else None
        if found is not None:  # a preset's parameters; the chat's instructions, tools and memory stay
            settings = replace(settings, **{f.name: getattr(found, f.name) for f in fields(Sampling)})
        return Side(replace(settings, seed=seed), picker.model.currentData())
