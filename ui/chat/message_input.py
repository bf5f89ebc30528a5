"""The message box itself: a plain-text editor that grows with its text and turns Enter into "send".

It grows up to `MAX_LINES` lines, then scrolls; Shift+Enter starts a new line; Esc is offered to the
composer first (`on_escape`). While empty it is as tall as its hint, and a hint that would wrap in a
narrow window drops its details (`short_hint`), the whole hint then being the tooltip.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QSizePolicy, QWidget

MAX_LINES = 8
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def short_hint(hint: str) -> str:
    """A hint without its details: "Message the model (Enter to send…)" → "Message the model"."""
    if " (" in hint:
        return hint.split(" (", 1)[0]
    if "… " in hint:
        return hint.split("… ", 1)[0] + "…"
    return hint


class MessageInput(QPlainTextEdit):
    """A plain-text box that grows with its text (up to MAX_LINES) and turns Enter into "send"."""

    submit = Signal()

    def __init__(self, on_escape: Callable[[], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._on_escape = on_escape
        self._hint = ""
        self.setTabChangesFocus(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.document().documentLayout().documentSizeChanged.connect(self._on_size_changed)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _ENTER:
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.insertPlainText("\n")  # not the default U+2028 line separator
            else:
                self.submit.emit()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape:
            if self._on_escape():
                event.accept()
            else:
                event.ignore()  # not ours: the window may use it (closing search)
            return
        super().keyPressEvent(event)

    def _lines(self) -> int:
        """Lines to show: the text's (a plain-text layout counts lines), or the hint's while it is empty
        (a long hint wraps in a narrow window and would be cut)."""
        if self.document().isEmpty():
            return self.placeholder_lines()
        return max(1, int(self.document().size().height()))

    def placeholder_lines(self, text: str | None = None) -> int:
        """Lines the hint (or `text`) takes at the editor's width."""
        text = self.placeholderText() if text is None else text
        width = self.viewport().width() - int(2 * self.document().documentMargin())
        if width <= 0 or not text:
            return 1
        rect = self.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text)
        return max(1, -(-rect.height() // self.fontMetrics().lineSpacing()))

    def set_hint(self, hint: str) -> None:
        """Show `hint` as the placeholder, without its details when it would wrap (a narrow window): the
        whole hint is then the tooltip. Repainted at once (PySide6 6.11 does not repaint a visible empty
        editor after `setPlaceholderText`)."""
        self._hint = hint
        shown = hint if self.placeholder_lines(hint) <= 1 else short_hint(hint)
        self.setToolTip("" if shown == hint else hint)
        if shown != self.placeholderText():
            self.setPlaceholderText(shown)
            self.updateGeometry()
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        before = self._lines()
        super().resizeEvent(event)
        if self._hint:
            self.set_hint(self._hint)
        if self.document().isEmpty() and self._lines() != before:
            self.updateGeometry()

    def _on_size_changed(self) -> None:
        policy = Qt.ScrollBarPolicy
        many = self._lines() > MAX_LINES
        self.setVerticalScrollBarPolicy(policy.ScrollBarAsNeeded if many else policy.ScrollBarAlwaysOff)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().lineSpacing()
        lines = min(MAX_LINES, self._lines())
        margins = self.contentsMargins()
        frame = int(self.document().documentMargin() * 2) + margins.top() + margins.bottom() + 4
        return QSize(super().sizeHint().width(), lines * line + frame)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()
