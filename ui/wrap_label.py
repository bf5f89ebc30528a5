"""A word-wrapped label that is never cut: it keeps its minimum height at what its text needs."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class WrapLabel(QLabel):
    """A word-wrapped label that asks for the height its text needs at its width (a splitter or a stacked
    pane does not ask for height-for-width, so a plain one was squeezed: the composer's "Send is off" line,
    the Documents section's setup step)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()  # a step of another length, at the same width: no resize event would come

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        needed = self.text_height(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)

    def text_height(self, width: int) -> int:
        """The height the text needs at `width`, measured from the font: QLabel's own heightForWidth never
        answers less than the minimum height set here, so a label once measured narrow stayed that tall."""
        if not self.text():
            return 0
        margins = self.contentsMargins()
        inner = max(1, width - margins.left() - margins.right() - 2 * self.margin())
        rect = self.fontMetrics().boundingRect(QRect(0, 0, inner, 100_000), Qt.TextFlag.TextWordWrap, self.text())
        return rect.height() + margins.top() + margins.bottom() + 2 * self.margin()
