"""A list that says what to do when there is nothing in it (the conversations, the documents): the hint is
painted in the placeholder colour at the top of the empty list, so it takes no row, no focus and no
accessible item."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QAbstractItemView


def paint_empty_hint(view: QAbstractItemView, text: str) -> None:
    """Draw `text` over `view` when it has no rows; call it at the end of the view's `paintEvent`."""
    model = view.model()
    if model is None or model.rowCount() != 0:
        return
    painter = QPainter(view.viewport())
    painter.setPen(view.palette().color(QPalette.ColorRole.PlaceholderText))
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    painter.drawText(view.viewport().rect().adjusted(12, 24, -12, 0), flags, text)
