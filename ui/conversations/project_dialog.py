"""A project's settings: name, emoji, instructions, default model, document libraries, generation settings.

The dialog edits values only: `fields()` is what `ChatProjects.create` or `update` takes. OK asks `check` (the
fields' problem in words, "" when fine), then `save` (False: not saved, said elsewhere): either way the dialog
stays open with what the person typed. The instructions box holds at most MAX_INSTRUCTIONS characters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.chat.generation import GenerationSettings
from app.chat.parameters import PARAMETERS
from app.conversation.project import shared_settings
from app.qt.i18n import translate
from app.store.projects import MAX_INSTRUCTIONS, MAX_NAME, Project


def settings_summary(settings: dict[str, Any]) -> str:
    """The project's generation settings in a line, or what having none means."""
    if not settings:
        return translate("ProjectDialog", "Each chat keeps its own.")
    parts = [translate("Parameters", p.label) + " " + str(settings[p.name]) for p in PARAMETERS if p.name in settings]
    return ", ".join(parts) or translate("ProjectDialog", "Each chat keeps its own.")


class ProjectDialog(QDialog):
    """New project (`project` None) or a project's settings."""

    def __init__(self, parent: QWidget | None, project: Project | None, models: Sequence[tuple[str, str]],
                 libraries: Sequence[tuple[int, str]], open_chat: GenerationSettings,
                 check: Callable[[dict[str, Any]], str], save: Callable[[dict[str, Any]], bool]) -> None:
        super().__init__(parent)
        self._check, self._save = check, save
        self._open_chat = open_chat
        self._settings: dict[str, Any] = dict(project.settings) if project is not None else {}
        self.setWindowTitle(translate("ProjectDialog", "New project") if project is None else
                            translate("ProjectDialog", "Project settings — {0}").format(project.name))
        self.name = QLineEdit(project.name if project else "", self)
        self.name.setMaxLength(MAX_NAME)
        self.name.setPlaceholderText(translate("ProjectDialog", "For example: Thesis, Garden, Work"))
        self.emoji = QLineEdit(project.emoji if project else "", self)
        self.emoji.setMaxLength(8)
        self.emoji.setPlaceholderText("📁")
        self.emoji.setToolTip(translate("ProjectDialog", "An emoji shown before the name in the sidebar"))
        self.instructions = QPlainTextEdit(project.instructions if project else "", self)
        self.instructions.setPlaceholderText(translate(
            "ProjectDialog", "What every chat in this project should know or do, before the chat's own system prompt"))
        self.instructions.setTabChangesFocus(True)
        self.instructions.textChanged.connect(self._cap_instructions)
        self.model = QComboBox(self)
        self.model.addItem(translate("ProjectDialog", "Whichever model is loaded"), "")
        for name, label in models:  # the picker's words shown, its stable name kept (the demo's label is translated)
            self.model.addItem(label, name)
        chosen = project.model if project else ""
        if chosen and self.model.findData(chosen) < 0:
            self.model.addItem(translate("ProjectDialog", "{0} (not installed)").format(chosen), chosen)
        self.model.setCurrentIndex(max(0, self.model.findData(chosen)))
        self.libraries = QListWidget(self)
        self.libraries.setAccessibleName(translate("ProjectDialog", "Document libraries"))
        ticked = set(project.libraries) if project else set()
        for library_id, name in libraries:
            item = QListWidgetItem(name, self.libraries)
            item.setData(Qt.ItemDataRole.UserRole, library_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if library_id in ticked else Qt.CheckState.Unchecked)
        if not libraries:
            self.libraries.addItem(translate("ProjectDialog", "No shared libraries yet: add a folder under Documents."))
            self.libraries.setEnabled(False)
        self.libraries.setMaximumHeight(110)
        self.summary = QLabel(settings_summary(self._settings), self)
        self.summary.setWordWrap(True)
        take = QPushButton(translate("ProjectDialog", "Use the open chat's"), self)
        take.clicked.connect(lambda: self._set_settings(shared_settings(self._open_chat)))
        clear = QPushButton(translate("ProjectDialog", "Each chat its own"), self)
        clear.clicked.connect(lambda: self._set_settings({}))
        buttons_row = QHBoxLayout()
        buttons_row.addWidget(take)
        buttons_row.addWidget(clear)
        buttons_row.addStretch(1)
        self.problem = QLabel("", self)
        self.problem.setStyleSheet("color: #c5221f")
        self.problem.hide()
        form = QFormLayout()
        form.addRow(translate("ProjectDialog", "&Name:"), self.name)
        form.addRow(translate("ProjectDialog", "&Emoji:"), self.emoji)
        form.addRow(translate("ProjectDialog", "&Instructions:"), self.instructions)
        form.addRow(translate("ProjectDialog", "Default &model:"), self.model)
        form.addRow(translate("ProjectDialog", "&Libraries:"), self.libraries)
        form.addRow(translate("ProjectDialog", "Generation settings:"), self.summary)
        form.addRow("", buttons_row)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(box)
        self.resize(520, 480)
        self.name.setFocus()

    def _set_settings(self, settings: dict[str, Any]) -> None:
        self._settings = settings
        self.summary.setText(settings_summary(settings))

    def _cap_instructions(self) -> None:
        """A QPlainTextEdit has no maximum length: what goes past it is cut at once, and the person told."""
        text = self.instructions.toPlainText()
        if len(text) <= MAX_INSTRUCTIONS:
            return
        self.instructions.setPlainText(text[:MAX_INSTRUCTIONS])
        self.instructions.moveCursor(QTextCursor.MoveOperation.End)
        self._say(translate("ProjectDialog", "The instructions hold at most {0} characters: the rest was cut.")
                  .format(f"{MAX_INSTRUCTIONS:,}"))

    def _say(self, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.show()

    def accept(self) -> None:
        fields = self.fields()
        problem = self._check(fields)
        if problem:
            self._say(problem)
            self.name.setFocus()
            return
        if self._save(fields):
            super().accept()

    def fields(self) -> dict[str, Any]:
        """What the person set, as `ChatProjects.create`/`update` take it."""
        ticked = [int(item.data(Qt.ItemDataRole.UserRole)) for n in range(self.libraries.count())
                  if (item := self.libraries.item(n)).checkState() == Qt.CheckState.Checked
                  and item.data(Qt.ItemDataRole.UserRole) is not None]
        return {"name": self.name.text(), "emoji": self.emoji.text(), "instructions": self.instructions.toPlainText(),
                "model": str(self.model.currentData() or ""), "libraries": ticked, "settings": self._settings}
