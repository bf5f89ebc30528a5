"""Every text a person can read in a window: labels, buttons, tooltips, placeholders, titles, tabs,
menus and their actions, combo box items and column headers."""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

TAGS = re.compile(r"<[^>]+>|&\w+;")


def _name(widget: QWidget) -> str:
    return f"{type(widget).__name__}({widget.objectName() or widget.accessibleName()[:30]})"


def texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of every readable text of `root` and its children, visible or not (a hidden label
    shows later); menus are walked with their actions."""
    for widget in [root, *root.findChildren(QWidget)]:
        where = _name(widget)
        if widget.isWindow():
            yield f"{where}.windowTitle", widget.windowTitle()
        yield f"{where}.toolTip", widget.toolTip()
        yield f"{where}.accessibleName", widget.accessibleName()
        if isinstance(widget, QLabel):
            yield f"{where}.text", TAGS.sub("", widget.text())
        elif isinstance(widget, QAbstractButton):
            yield f"{where}.text", widget.text()
        elif isinstance(widget, QLineEdit | QTextEdit | QPlainTextEdit):
            yield f"{where}.placeholder", widget.placeholderText()
        elif isinstance(widget, QGroupBox):
            yield f"{where}.title", widget.title()
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                yield f"{where}.tab{i}", widget.tabText(i)
                yield f"{where}.tabToolTip{i}", widget.tabToolTip(i)
        elif isinstance(widget, QComboBox) and widget.isEditable() is False:
            for i in range(widget.count()):
                yield f"{where}.item{i}", widget.itemText(i)
        elif isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            for i in range(header.columnCount()):
                yield f"{where}.header{i}", header.text(i)
        elif isinstance(widget, QMenu):
            yield f"{where}.title", widget.title()
        for action in widget.actions():
            yield f"{where}.action", action.text()
            yield f"{where}.actionToolTip", action.toolTip()
