"""The reply being streamed, drawn as one inline object of the conversation document.

Why an object and not HTML in the document: a reply re-rendered at every token would add and remove
frames (code blocks, tables) in the conversation's document, and every frame change makes Qt rescan
the whole document (see `ui.chat.chat_document`). The object holds its own small document, takes each
re-render there, and the conversation re-lays out only the line that holds it.

Its links (a link in the answer as it streams) are in its own document, out of the browser's reach:
`anchor_at` finds them where the object was last drawn, and the browser (`ui.chat.chat_view`) follows them on
a click. Tab does not reach them: the thinking line, which must open while the model thinks, is kept out of
the object, in the message's frame (`ui.chat.live_thinking`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, QUrl
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QPainter,
    QPyTextObject,
    QTextCharFormat,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QTextBrowser

from ui.chat.math_images import pixmap
from ui.chat.spoken_text import find_sentence


class _ReplyDocument(QTextDocument):
    """Loads the reply's formulas (`ui.chat.math_images`) and nothing else, like the conversation's browser."""

    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        return pixmap(name)


class LiveReply(QPyTextObject):
    """The reply being streamed, drawn as one inline object of the conversation document.

    Its own QTextDocument takes each re-render of the reply (frames come and go there, in a document
    of one message), and the conversation only re-lays out the line that holds the object.
    """

    OBJECT_TYPE = int(QTextFormat.ObjectTypes.UserObject) + 1

    def __init__(self, browser: QTextBrowser) -> None:
        super().__init__(browser)
        self._browser = browser
        self.document = _ReplyDocument(self)
        self.document.setUndoRedoEnabled(False)
        self.document.setDocumentMargin(0)
        self.inset = 0.0
        """Horizontal space the message box takes around the reply (margins and padding)."""
        self.drawn: QRectF | None = None
        """Where the object was last drawn, in the conversation document's coordinates (None: not shown)."""
        self.spoken = ""
        """The sentence the voice is reading, marked where it is drawn (`ui.chat.spoken_mark`)."""
        self.spoken_format = QTextCharFormat()

    def anchor_at(self, point: QPointF) -> str:
        """The link under `point` (the conversation document's coordinates), or ""."""
        if self.drawn is None or not self.drawn.contains(point):
            return ""
        return self.document.documentLayout().anchorAt(point - self.drawn.topLeft())

    def set_html(self, html: str) -> None:
        font = self._browser.document().defaultFont()
        if self.document.defaultFont() != font:  # setting it lays the whole document out again
            self.document.setDefaultFont(font)
        self.document.setHtml(html)

    def intrinsicSize(self, doc: QTextDocument, pos: int, fmt: QTextFormat) -> QSizeF:
        root = doc.rootFrame().frameFormat()  # side margins: see ChatDocument.set_width
        width = max(40.0, doc.textWidth() - root.leftMargin() - root.rightMargin() - self.inset)
        if self.document.textWidth() != width:
            self.document.setTextWidth(width)
        return QSizeF(width, self.document.size().height())

    def drawObject(self, painter: QPainter, rect: QRectF | QRect, doc: QTextDocument, pos: int,
                   fmt: QTextFormat) -> None:
        self.drawn = QRectF(rect)
        painter.save()
        painter.translate(rect.topLeft())
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette = self._browser.palette()
        whole = QRectF(0, 0, rect.width(), rect.height())
        context.clip = painter.clipBoundingRect().intersected(whole) if painter.hasClipping() else whole
        if self.spoken:
            found = find_sentence(self.document, self.spoken)
            if found is not None:
                mark = QAbstractTextDocumentLayout.Selection()
                mark.cursor, mark.format = found, self.spoken_format
                context.selections = [mark]
        self.document.documentLayout().draw(painter, context)
        painter.restore()
