from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.ui.widget_shots import shoot_both
from ui.help_overlay import ShortcutHelp

SHORTCUTS = [
    ("Ctrl+N", "New chat"),
    ("Ctrl+Shift+F", "Search all conversations"),
    ("Ctrl++", "Larger text"),
    ("Enter / Shift+Enter", "Send / new line"),
    ("Esc", "Stop the reply, or close a panel"),
    ("F1", "Show this list of keyboard shortcuts, which can be long enough to wrap onto a second line"),
]


def caps(dialog: ShortcutHelp) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel, "keycap")]


def test_lists_every_shortcut_in_two_columns(qtbot: QtBot) -> None:
    dialog = ShortcutHelp(SHORTCUTS)
    qtbot.addWidget(dialog)
    assert [description for _keys, description in dialog.rows] == [d for _k, d in SHORTCUTS]
    assert caps(dialog) == ["Ctrl", "N", "Ctrl", "Shift", "F", "Ctrl", "+", "Enter / Shift+Enter", "Esc", "F1"]
    texts = [label.text() for label in dialog.findChildren(QLabel) if label.objectName() != "keycap"]
    assert "Search all conversations" in texts
    assert dialog.windowTitle() == "Keyboard shortcuts"


def test_escape_closes(qtbot: QtBot) -> None:
    dialog = ShortcutHelp(SHORTCUTS)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    assert dialog.isVisible()
    with qtbot.waitSignal(dialog.finished):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_empty_list_is_fine(qtbot: QtBot) -> None:
    dialog = ShortcutHelp([])
    qtbot.addWidget(dialog)
    assert dialog.rows == []


def test_screenshots(qtbot: QtBot) -> None:
    shoot_both("help_overlay", lambda: ShortcutHelp(SHORTCUTS), qtbot)
