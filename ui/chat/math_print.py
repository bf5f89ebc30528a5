"""Formulas on paper: the images of a document about to be printed (the PDF export) become objects that draw
each formula's SVG where its image was laid out, so the PDF holds vector paths, with the LaTeX as
transparent text over them (a PDF reader finds and copies it)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, QSizeF
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPyTextObject,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from ui.chat.math_images import draw, picture, screen_dpi

_MIDDLE = QTextCharFormat.VerticalAlignment.AlignMiddle


class _VectorFormula(QPyTextObject):
    """Draws a formula's SVG where its image was laid out: vector paths on any paint device (a PDF)."""

    OBJECT_TYPE = int(QTextFormat.ObjectTypes.UserObject) + 2

    def intrinsicSize(self, doc: QTextDocument, pos: int, fmt: QTextFormat) -> QSizeF:
        known = picture(str(fmt.property(QTextFormat.Property.ImageName)))
        if known is None:
            return QSizeF(0, 0)
        device = doc.documentLayout().paintDevice()
        unit = device.logicalDpiY() / screen_dpi() if device is not None else 1.0  # as Qt sizes images
        return QSizeF(known.width * unit, known.height * unit)

    def drawObject(self, painter: QPainter, rect: QRectF | QRect, doc: QTextDocument, pos: int,
                   fmt: QTextFormat) -> None:
        known = picture(str(fmt.property(QTextFormat.Property.ImageName)))
        if known is None:
            return
        box = QRectF(rect)
        block = doc.findBlock(pos)
        line = block.layout().lineForTextPosition(pos - block.position()) if block.layout() else None
        if line is not None and line.isValid() and fmt.toCharFormat().verticalAlignment() == _MIDDLE:
            # Qt drew the object centred in its line: put the formula's baseline on the line's (on paper the
            # x-height Qt lays it out with is the screen's, not the printer's)
            baseline = box.top() - (line.height() - box.height()) / 2 + line.ascent()
            box.moveTop(baseline - known.baseline * box.height() / known.height)
        draw(painter, known, box)
        # The formula as written, in transparent text over its drawing: a PDF reader finds and copies the LaTeX.
        source = str(fmt.property(QTextFormat.Property.ImageAltText))
        font = QFont(painter.font())
        font.setPixelSize(max(1, round(box.height() * 0.6)))
        width = QFontMetricsF(font, painter.device()).horizontalAdvance(source)
        painter.save()
        painter.setFont(font)
        painter.setPen(QColor(0, 0, 0, 0))
        painter.translate(box.left(), box.bottom() - box.height() * 0.25)
        if width > 0:
            painter.scale(box.width() / width, 1.0)
        painter.drawText(QPointF(0, 0), source)
        painter.restore()


def use_vectors(document: QTextDocument, owner: QObject) -> int:
    """Turn the formulas' images of `document` into vector objects (for print); returns how many."""
    handler = _VectorFormula(owner)
    document.documentLayout().registerHandler(_VectorFormula.OBJECT_TYPE, handler)
    turned = 0
    cursor = QTextCursor(document)
    while True:
        cursor = document.find("\ufffc", cursor)
        if cursor.isNull():
            return turned
        fmt = cursor.charFormat()
        if fmt.isImageFormat() and picture(fmt.toImageFormat().name()) is not None:
            fmt.setObjectType(_VectorFormula.OBJECT_TYPE)
            cursor.setCharFormat(fmt)
            turned += 1


