"""Two compared replies side by side (`app.qt.compare`): each streams in its column under the line that says
how it is made (model, device or server, its parameters, the shared seed); when both have ended each column says
how it ended (tokens, tokens per second) and offers "Keep this reply". Stop (or Esc) stops both; Close (or Esc
once both have ended) goes back to the chat, also when neither reply could be written (both models refused).

The columns are "A" and "B", not left and right: in a right-to-left language Qt mirrors the row. Text streams
into a plain text view (a piece appended at the end: nothing is laid out again), and is shown as Markdown once
the reply has ended.

Signals: `keep_requested(int side)`, `stop_requested()`, `close_requested()`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from app.chat.provenance import Provenance
from app.conversation.thread import ThreadItem
from app.qt.i18n import translate
from ui.wrap_label import WrapLabel


class CompareColumn(QFrame):
    """One side: its name and how it is made, its status, its text, how it ended, Keep."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(translate("Compare", "Reply {0}").format(name), self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.made = WrapLabel("", self)  # model · device · parameters
        self.status = WrapLabel("", self)
        self.body = QTextBrowser(self)
        self.body.setOpenExternalLinks(False)
        self.body.setAccessibleName(translate("Compare", "Reply {0}").format(name))
        self.ended = WrapLabel("", self)  # tokens, speed, how it ended; or the error
        self.ended.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.keep = QPushButton(translate("Compare", "Keep reply {0}").format(name), self)
        self.keep.setToolTip(translate("Compare", "Keep this reply as the answer; the other stays a version you can "
                                                  "go back to with the arrows"))
        self.keep.setEnabled(False)
        layout = QVBoxLayout(self)
        for widget in (self.title, self.made, self.status):
            layout.addWidget(widget)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.ended)
        layout.addWidget(self.keep)
        self.text = ""
        self.has_reply = False

    def reset(self) -> None:
        self.text, self.has_reply = "", False
        self.body.clear()
        for label in (self.made, self.status, self.ended):
            label.setText("")
        self.status.hide()
        self.keep.setEnabled(False)

    def set_status(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def append(self, text: str) -> None:
        if self.status.isVisible():
            self.set_status("")
        self.text += text
        cursor = QTextCursor(self.body.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text)
        bar = self.body.verticalScrollBar()
        bar.setValue(bar.maximum())

    def finish(self, item: ThreadItem) -> None:
        self.set_status("")
        self.has_reply = True
        self.text = item.message.content
        self.body.setMarkdown(self.text)
        facts = item.message.provenance or Provenance()
        line = facts.line(translate=translate)
        if facts.error:
            line = translate("Compare", "{0} — {1}").format(line, facts.error) if line else facts.error
        self.ended.setText(line)

    def fail(self, message: str) -> None:
        self.set_status("")
        self.ended.setText(message)


class CompareView(QWidget):
    keep_requested = Signal(int)
    stop_requested = Signal()
    close_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("Compare", "Compared replies"))
        self.heading = WrapLabel("", self)
        self.asked = WrapLabel("", self)  # the person's message, as sent to both
        self.asked.setTextFormat(Qt.TextFormat.PlainText)
        self.asked.setAccessibleName(translate("Compare", "Your message"))
        self.stop_button = QPushButton(translate("Compare", "Stop both"), self)
        self.stop_button.setToolTip(translate("Compare", "Stop both replies (Esc); what they wrote is kept"))
        self.stop_button.clicked.connect(self.stop_requested)
        self.close_button = QPushButton(translate("Compare", "Close"), self)
        self.close_button.setToolTip(translate("Compare", "Go back to the chat (Esc once both have ended); what was "
                                                          "written is kept, reply A as the answer"))
        self.close_button.clicked.connect(self.close_requested)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.stop_button)
        top.addWidget(self.close_button)
        self.columns = (CompareColumn("A", self), CompareColumn("B", self))
        row = QHBoxLayout()
        for side, column in enumerate(self.columns):
            column.keep.clicked.connect(lambda _checked=False, s=side: self.keep_requested.emit(s))
            row.addWidget(column, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.asked)
        layout.addLayout(row, 1)
        self.seed = 0

    def begin(self, seed: int, asked: str) -> None:
        for column in self.columns:
            column.reset()
        lines = asked.splitlines()
        self.asked.setText("\n".join(lines[:3]) + ("\n…" if len(lines) > 3 else ""))
        self.seed = seed
        self.heading.setText(translate("Compare", "Comparing two replies to your message, both with seed {0}.")
                             .format(seed))
        self.stop_button.setEnabled(True)

    def set_ready(self, side: int, provenance: Provenance) -> None:
        self.columns[side].made.setText(provenance.line(translate=translate))

    def set_busy(self, busy: bool) -> None:
        """Stop while a side writes; Keep once both have ended, on a side that has a reply."""
        self.stop_button.setEnabled(busy)
        for column in self.columns:
            column.keep.setEnabled(not busy and column.has_reply)
        if not busy:
            kept = next((c.keep for c in self.columns if c.keep.isEnabled()), None)
            self.heading.setText(translate("Compare", "Both replies (seed {0}) have ended: keep one as the answer; "
                                                      "the other stays a version of it.").format(self.seed)
                                 if kept is not None else
                                 translate("Compare", "Neither reply could be written: close the comparison to go "
                                                      "back to the chat."))
            (kept or self.close_button).setFocus(Qt.FocusReason.OtherFocusReason)  # the way on has the keyboard
