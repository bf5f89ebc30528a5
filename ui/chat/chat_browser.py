"""The conversation's QTextBrowser (`ChatView` holds one): it loads nothing, copies clean text, and follows the
links of the reply being streamed, which Qt's own hit test does not see."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QTextBrowser

from ui.chat.image_html import thumbnail
from ui.chat.math_copy import plain_copy, rich_copy
from ui.chat.math_images import pixmap

_INVISIBLE = str.maketrans("", "", "\u200b\ufffc")


class ChatBrowser(QTextBrowser):
    """A QTextBrowser that never loads anything (no images, no style sheets, local or remote), and
    whose copied selections leave out the invisible characters the layout uses and give formulas as
    their LaTeX. The exceptions: the thumbnails of the person's images (`ui.chat.image_html`) and the
    pictures of formulas (`ui.chat.math_images`)."""

    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        # only the person's own images (`hearth-image:`) and formulas, never a path or the network
        return thumbnail(name) or pixmap(name)

    def createMimeDataFromSelection(self) -> QMimeData:
        data = super().createMimeDataFromSelection()
        data.setText(plain_copy(data.text(), self.textCursor()).translate(_INVISIBLE))
        if data.hasHtml():
            data.setHtml(rich_copy(data.html()))
        return data

    live_anchor: Callable[[QPointF], str] = staticmethod(lambda _point: "")
    """The streaming reply's link under a point of the document (`ChatDocument.live_anchor_at`): that reply is
    drawn by an object whose links Qt's own hit test does not see."""

    def _live_link(self, event: QMouseEvent) -> str:
        offset = QPointF(self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        return self.live_anchor(event.position() + offset)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if self._live_link(event):
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        link = self._live_link(event) if event.button() == Qt.MouseButton.LeftButton else ""
        if link:
            event.accept()
            self.anchorClicked.emit(QUrl(link))
            return
        super().mouseReleaseEvent(event)
