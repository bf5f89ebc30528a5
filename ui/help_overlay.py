"""The keyboard-shortcut cheat sheet (F1 or Ctrl+/ in the window, as the window decides).

Why it takes plain (key text, description) pairs: the window owns its shortcuts and builds this list
from the same table it binds them from, so the sheet cannot drift from what the keys really do. Each
key text is shown as given, split on "+" into key caps; a text Qt can read as a key sequence is shown
in the platform's own spelling (⌘ on macOS).

`ShortcutHelp` is a plain QDialog: its signals are QDialog's (`finished`, `rejected`); Esc and the
Close button close it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.qt.i18n import translate

# A key cap follows the palette (light and dark) through palette() references.
_KEYCAP_STYLE = (
    "QLabel#keycap { border: 1px solid palette(mid); border-bottom-width: 2px; border-radius: 4px;"
    " padding: 1px 6px; background: palette(base); color: palette(text); }"
)


def native_key_text(text: str) -> str:
    """The platform's spelling of a portable key text ("Ctrl+F" → "⌘F" on macOS); else the text."""
    sequence = QKeySequence.fromString(text, QKeySequence.SequenceFormat.PortableText)
    if sequence.isEmpty() or sequence.toString(QKeySequence.SequenceFormat.PortableText) != text:
        return text
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def _key_caps(text: str, parent: QWidget) -> QWidget:
    """One framed label per key of a combination; "Ctrl+Shift+F" → [Ctrl] [Shift] [F]."""
    box = QWidget(parent)
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(3)
    shown = native_key_text(text)
    # Split "Ctrl+Shift+F" on its pluses but keep a final "+" key ("Ctrl++"); a text with spaces
    # ("Ctrl+K, Ctrl+S", "Enter / Shift+Enter") is one cap, as its author wrote it.
    parts = [shown] if any(ch.isspace() for ch in shown) else re.split(r"\+(?=.)", shown)
    for part in parts:
        cap = QLabel(part, box)
        cap.setObjectName("keycap")
        cap.setTextFormat(Qt.TextFormat.PlainText)
        row.addWidget(cap)
    row.addStretch(1)
    box.setAccessibleName(shown)
    return box


class ShortcutHelp(QDialog):
    """A two-column list of shortcuts: key caps on the left, what they do on the right."""

    def __init__(self, shortcuts: Sequence[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ShortcutHelp", "Keyboard shortcuts"))
        self.setAccessibleName(translate("ShortcutHelp", "Keyboard shortcuts"))
        self.setStyleSheet(_KEYCAP_STYLE)

        table = QWidget(self)
        grid = QGridLayout(table)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(8)
        grid.setColumnStretch(1, 1)
        self.rows: list[tuple[str, str]] = []
        for row, (keys, description) in enumerate(shortcuts):
            caps = _key_caps(keys, table)
            label = QLabel(description, table)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setContentsMargins(0, 2, 0, 0)  # level with the text inside the key caps
            label.setAccessibleName(f"{caps.accessibleName()}: {description}")
            grid.addWidget(caps, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(label, row, 1, Qt.AlignmentFlag.AlignTop)
            self.rows.append((caps.accessibleName(), description))
        grid.setRowStretch(len(shortcuts), 1)

        scroll = QScrollArea(self)
        scroll.setWidget(table)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setAccessibleName(translate("ShortcutHelp", "Shortcut list"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleName(translate("ShortcutHelp", "Close"))
        close.setToolTip(translate("ShortcutHelp", "Close (Esc)"))

        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        hint = table.sizeHint()
        self.resize(max(420, hint.width() + 40), min(560, hint.height() + 80))
