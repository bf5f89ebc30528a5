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


def ask_confirm(parent: QWidget, title: str, text: str) -> bool:
    """Yes/Cancel question, Cancel by default (used before anything that deletes)."""
    answer = QMessageBox.question(parent, title, text,
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                                  QMessageBox.StandardButton.Cancel)
    return answer == QMessageBox.StandardButton.Yes


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, text)
