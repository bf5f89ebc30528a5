"""The card of a tool call that waits for the person: what will run, with which arguments, and
Allow once / Always allow this tool / Deny. It sits above the message box while the call waits,
says "Running…" while it runs (Stop, or Esc, stops it and the reply), and hides when it ended.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.qt.chat_tools import Decision
from app.qt.i18n import translate
from app.tools.approvals import asks_each_time
from app.tools.spec import CallRecord

ARGS_CHARS = 600


class ToolCallCard(QFrame):
    def __init__(self, answer: Callable[[str, Decision], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ToolCallCard")
        self.setAccessibleName(translate("ToolCallCard", "Tool call"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._answer = answer
        self.record: CallRecord | None = None
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.allow_button = QPushButton(translate("ToolCallCard", "&Allow once"), self)
        self.always_button = QPushButton(translate("ToolCallCard", "Al&ways allow this tool"), self)
        self.deny_button = QPushButton(translate("ToolCallCard", "&Deny"), self)
        self.allow_button.clicked.connect(lambda: self._decide("once"))
        self.always_button.clicked.connect(lambda: self._decide("always"))
        self.deny_button.clicked.connect(lambda: self._decide("deny"))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.allow_button, self.always_button, self.deny_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.label)
        layout.addLayout(buttons)
        self.hide()

    def show_call(self, record: CallRecord) -> None:
        """Show a call: with the three answers while it waits, as "Running…" while it runs; hide it after."""
        self.record = record
        args = record.arguments_text()
        args = args if len(args) <= ARGS_CHARS else args[:ARGS_CHARS] + " …"
        where = (translate("ToolCallCard", "built into Hearth") if record.source == "built-in" else
                 translate("ToolCallCard", "from the tool server {0}").format(record.source))
        waiting = record.status == "pending"
        if waiting:
            text = translate("ToolCallCard", "The assistant wants to run <b>{0}</b> ({1}) with <code>{2}</code>")
        else:
            text = translate("ToolCallCard", "Running <b>{0}</b> ({1}) with <code>{2}</code> … (Stop ends it)")
        self.label.setText(text.format(html.escape(record.tool), html.escape(where), html.escape(args)))
        for button in (self.allow_button, self.always_button, self.deny_button):
            button.setVisible(waiting)
        self.always_button.setVisible(waiting and not asks_each_time(record))  # `remember`: asked every time
        if record.status in ("pending", "running"):
            self.show()
            if waiting:
                self.allow_button.setFocus()
        else:
            self.record = None
            self.hide()

    def _decide(self, decision: Decision) -> None:
        if self.record is not None and self.record.status == "pending":
            self._answer(self.record.id, decision)
