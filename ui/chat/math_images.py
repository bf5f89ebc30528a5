"""Formulas in rich text: an `<img>` per formula whose picture is drawn from its SVG (`app.chat.tex_math`) at
the screen's scale, in the text's colour and size, and kept (the same source, colour, size and scale give
the same image, drawn once).

The documents ask for the pictures by name (`hearth-math:<digest>`): the chat view's browser and the
streaming reply's document load them here (`pixmap`), nothing else (see `ui.chat.chat_view`). An image
carries its source as alt text and title: a selection copies the LaTeX (`plain_copy`), hovering shows it.

Inline formulas sit on the text's baseline. Qt has no baseline alignment for images; it lays a
`vertical-align: middle` image out with its middle half an x-height above the baseline, but draws it centred
in the line, which is the same place only when the image's box is the line's. So the picture is padded to
at least the text's ascent and descent, and to the middle rule, with the formula's own baseline where the
text's is (`_padding`).

For print (`use_vectors`), the same images are turned into objects that draw the SVG itself, so a PDF holds
the formulas as vector paths.
"""

from __future__ import annotations

import hashlib
import html
import math
import re
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QObject, QPointF, QRect, QRectF, QSizeF, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QPainter,
    QPixmap,
    QPyTextObject,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QTextEdit

from app.chat.tex_math import svg

SCHEME = "hearth-math"
EM_SCALE = 1.15
"""Math's em against the text's: STIX Two's x-height is smaller than a UI sans serif's."""
_CACHE_SIZE = 512
_KNOWN_LIMIT = 20_000


@dataclass(frozen=True)
class MathStyle:
    """How the formulas of one document look: the text's size (pixels a em, device-independent), half its
    x-height (where Qt centres a middle-aligned image), its ascent and descent, and the screen's scale."""

    size: float
    half_x: float
    ascent: float
    descent: float
    scale: float = 1.0

    @classmethod
    def of(cls, font: QFont, scale: float = 1.0, dpi: float = 0.0) -> MathStyle:
        """The style of text in `font` on a screen of `scale` (`dpi`: the screen's logical dots per inch)."""
        dpi = dpi or _screen_dpi()
        size = font.pointSizeF() * dpi / 72 if font.pointSizeF() > 0 else float(font.pixelSize())
        metrics = QFontMetricsF(font)
        return cls(round(size * EM_SCALE, 2), QFontMetrics(font).xHeight() / 2, metrics.ascent(), metrics.descent(),
                   scale)

    @classmethod
    def of_view(cls, view: QTextEdit) -> MathStyle:
        """The style of a text view's document on the screen the view is on."""
        return cls.of(view.document().defaultFont(), view.devicePixelRatioF(), view.logicalDpiY())


def _screen_dpi() -> float:
    screen = QGuiApplication.primaryScreen() if QGuiApplication.instance() is not None else None
    return screen.logicalDotsPerInchY() if screen is not None else 96.0


@dataclass(frozen=True)
class _Picture:
    svg: str
    width: int  # device-independent pixels, padding included
    height: int
    top: float  # padding above the formula
    baseline: float  # the formula's baseline, from the picture's top
    scale: float


_KNOWN: dict[str, _Picture] = {}
_PIXMAPS: OrderedDict[str, QPixmap] = OrderedDict()


def image_html(latex: str, display: bool, colour: str, style: MathStyle, source: str,
               factor: float = 1.0) -> str | None:
    """An `<img>` of the formula (alt text and title: `source`, the formula as written), or None when it
    does not parse. `factor`: the text's size there against the body's (a heading's)."""
    size = round(style.size * factor, 2)
    drawn = svg(latex, display, size, colour)
    if drawn is None:
        return None
    if display:
        whole = math.ceil(drawn.height)
        top = (whole - drawn.height) / 2
    else:
        top, whole = _padding(drawn.ascent, drawn.descent, style, factor)
    key = f"{latex}\0{display}\0{size}\0{colour}\0{style.scale}\0{top:.3f}"
    name = f"{SCHEME}:{hashlib.sha1(key.encode()).hexdigest()[:20]}"
    if name not in _KNOWN:
        if len(_KNOWN) > _KNOWN_LIMIT:
            _KNOWN.clear()
        _KNOWN[name] = _Picture(drawn.svg, math.ceil(drawn.width), whole, top, top + drawn.ascent, style.scale)
    text = html.escape(source, quote=True)
    align = "" if display else ' style="vertical-align:middle"'
    return (f'<img src="{name}" width="{math.ceil(drawn.width)}" height="{whole}" alt="{text}" title="{text}"'
            f"{align} />")


def _padding(ascent: float, descent: float, style: MathStyle, factor: float) -> tuple[float, int]:
    """The space above an inline formula and its picture's height, for Qt's middle alignment.

    Qt gives a middle-aligned image of height h an ascent of (h + half_x) / 2 and a descent of
    (h - half_x) / 2, and draws it centred in its line: the two agree when the line's ascent and descent are
    the image's, so the picture covers at least the text's (every formula's picture then keeps
    ascent - descent = half_x, and the tallest sets the line)."""
    half_x = style.half_x * factor
    above, below = max(ascent, style.ascent * factor), max(descent, style.descent * factor)
    if above - below > half_x:
        below = above - half_x
    else:
        above = below + half_x
    height = math.ceil(above + below)
    return (height + half_x) / 2 - ascent, height


def pixmap(name: QUrl | str) -> QPixmap | None:
    """The picture a `hearth-math:` name stands for, drawn at its scale; None for any other name."""
    key = name.toString() if isinstance(name, QUrl) else name
    picture = _KNOWN.get(key)
    if picture is None:
        return None
    found = _PIXMAPS.get(key)
    if found is not None:
        _PIXMAPS.move_to_end(key)
        return found
    s = picture.scale
    image = QImage(max(1, round(picture.width * s)), max(1, round(picture.height * s)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _draw(painter, picture, QRectF(0, 0, picture.width * s, picture.height * s))
    painter.end()
    image.setDevicePixelRatio(s)
    found = _PIXMAPS[key] = QPixmap.fromImage(image)
    while len(_PIXMAPS) > _CACHE_SIZE:
        _PIXMAPS.popitem(last=False)
    return found


def _draw(painter: QPainter, picture: _Picture, rect: QRectF) -> None:
    """The formula's SVG into `rect`, which stands for the whole picture (its padding included)."""
    renderer = QSvgRenderer(QByteArray(picture.svg.encode()))
    box = renderer.viewBoxF()
    unit = rect.height() / picture.height
    renderer.render(painter, QRectF(rect.left(), rect.top() + picture.top * unit, box.width() * unit,
                                    box.height() * unit))


def plain_copy(text: str, cursor: QTextCursor) -> str:
    """The plain text of a selection (`text`, as Qt writes it) with each formula's image replaced by the
    formula as written; the selection's other objects are left as they are."""
    if "\ufffc" not in text:
        return text
    doc = cursor.document()
    sources: list[str] = []
    at = QTextCursor(doc)
    at.setPosition(cursor.selectionStart())
    while True:
        at = doc.find("\ufffc", at)
        if at.isNull() or at.selectionEnd() > cursor.selectionEnd():
            break
        fmt = at.charFormat()
        is_math = fmt.isImageFormat() and fmt.toImageFormat().name().startswith(f"{SCHEME}:")
        sources.append(str(fmt.property(QTextFormat.Property.ImageAltText)) if is_math else "\ufffc")
    pieces = text.split("\ufffc")
    out = [pieces[0]]
    for i, piece in enumerate(pieces[1:]):
        out += [sources[i] if i < len(sources) else "\ufffc", piece]
    return "".join(out)


_MIDDLE = QTextCharFormat.VerticalAlignment.AlignMiddle


class _VectorFormula(QPyTextObject):
    """Draws a formula's SVG where its image was laid out: vector paths on any paint device (a PDF)."""

    OBJECT_TYPE = int(QTextFormat.ObjectTypes.UserObject) + 2

    def intrinsicSize(self, doc: QTextDocument, pos: int, fmt: QTextFormat) -> QSizeF:
        picture = _KNOWN.get(str(fmt.property(QTextFormat.Property.ImageName)))
        if picture is None:
            return QSizeF(0, 0)
        device = doc.documentLayout().paintDevice()
        unit = device.logicalDpiY() / _screen_dpi() if device is not None else 1.0  # as Qt sizes images
        return QSizeF(picture.width * unit, picture.height * unit)

    def drawObject(self, painter: QPainter, rect: QRectF | QRect, doc: QTextDocument, pos: int,
                   fmt: QTextFormat) -> None:
        picture = _KNOWN.get(str(fmt.property(QTextFormat.Property.ImageName)))
        if picture is None:
            return
        box = QRectF(rect)
        block = doc.findBlock(pos)
        line = block.layout().lineForTextPosition(pos - block.position()) if block.layout() else None
        if line is not None and line.isValid() and fmt.toCharFormat().verticalAlignment() == _MIDDLE:
            # Qt drew the object centred in its line: put the formula's baseline on the line's (on paper the
            # x-height Qt lays it out with is the screen's, not the printer's)
            baseline = box.top() - (line.height() - box.height()) / 2 + line.ascent()
            box.moveTop(baseline - picture.baseline * box.height() / picture.height)
        _draw(painter, picture, box)
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
        if fmt.isImageFormat() and fmt.toImageFormat().name() in _KNOWN:
            fmt.setObjectType(_VectorFormula.OBJECT_TYPE)
            cursor.setCharFormat(fmt)
            turned += 1


_IMG = re.compile(r"<img\b[^>]*>")
_ALT = re.compile(r'\balt="([^"]*)"')


def rich_copy(html_text: str) -> str:
    """The HTML of a selection with each formula's image replaced by the formula as written (another
    program could not load the image)."""

    def source(match: re.Match[str]) -> str:
        tag = match.group()
        alt = _ALT.search(tag)
        return alt.group(1) if f'"{SCHEME}:' in tag and alt else tag

    return _IMG.sub(source, html_text)
