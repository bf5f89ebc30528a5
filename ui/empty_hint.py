"""A list that says what to do when there is nothing in it (the conversations, the documents): the hint is
painted in the placeholder colour at the top of the empty list, so it takes no row, no focus and no
accessible item."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QAbstractItemView

_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


def hint_placement(view: QAbstractItemView, text: str) -> tuple[QRect, str]:
    """Where the hint goes and what of it: all of it 24 px down, or, in a list too short for that (the
    smallest window's Documents), its first line at the top, never a paragraph cut in the middle."""
    area = view.viewport().rect().adjusted(12, 24, -12, 0)
    metrics = view.fontMetrics()
    if metrics.boundingRect(area, _FLAGS, text).height() <= area.height():
        return area, text
    return view.viewport().rect().adjusted(12, 4, -12, 0), text.split("\n", 1)[0]


def paint_empty_hint(view: QAbstractItemView, text: str) -> None:
    """Draw `text` over `view` when it has no rows; call it at the end of the view's `paintEvent`."""
    model = view.model()
    if model is None or model.rowCount() != 0:
        return
    area, shown = hint_placement(view, text)
    painter = QPainter(view.viewport())
    painter.setPen(view.palette().color(QPalette.ColorRole.PlaceholderText))
    painter.drawText(area, _FLAGS, shown)
