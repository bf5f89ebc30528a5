"""Small building blocks shared by the panels: a labelled push button and the standard dialogs.

Panels import the dialog functions by name, so a test can replace `<panel module>.ask_confirm`
without touching any other panel.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget


def make_button(parent: QWidget, text: str, name: str, slot: Callable[[], None]) -> QPushButton:
    """A push button whose accessible name doubles as its tooltip."""
    button = QPushButton(text, parent)
    button.setAccessibleName(name)
    button.setToolTip(name)
    button.clicked.connect(slot)
    return button


def confirm_box(parent: QWidget, title: str, text: str, confirm: str = "", keep: str = "") -> QMessageBox:
    """The question `ask_confirm` asks; with `confirm` and `keep`, its buttons say what they do ("Delete
    download" / "Keep"), the safe one the default."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, parent)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    if confirm:
        box.button(QMessageBox.StandardButton.Yes).setText(confirm)
    if keep:
        box.button(QMessageBox.StandardButton.Cancel).setText(keep)
    return box


def ask_confirm(parent: QWidget, title: str, text: str, confirm: str = "", keep: str = "") -> bool:
    """Yes/Cancel question, Cancel by default (used before anything that deletes)."""
    return confirm_box(parent, title, text, confirm, keep).exec() == QMessageBox.StandardButton.Yes


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, text)
