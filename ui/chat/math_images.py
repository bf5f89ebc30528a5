"""Formulas in rich text: an `<img>` per formula whose picture is drawn from its SVG (`app.chat.tex_math`) at
the screen's scale, in the text's colour and size, and kept (the same source, colour, size and scale give
the same image, drawn once).

The documents ask for the pictures by name (`hearth-math:<digest>`): the chat view's browser and the
streaming reply's document load them here (`pixmap`), nothing else (see `ui.chat.chat_view`). An image
carries its source as alt text and title: a selection copies the LaTeX (`ui.chat.math_copy`), hovering
shows it; print draws the SVG itself (`ui.chat.math_print`).

Drawing a formula takes ziamath 2 to 100 ms of pure Python (more on a busy machine, 0.3 s more for the
first one of a session, which imports it), too long for the window's thread while a reply streams. The
chat view asks with `wait=False`: a formula not drawn yet goes to the drawing process
(`app.chat.tex_drawing`) and `image_html` answers `PENDING` (the view shows the source meanwhile and
renders again when `drawn()` fires). Print and exports wait.

Inline formulas sit on the text's baseline. Qt has no baseline alignment for images; it lays a
`vertical-align: middle` image out with its middle half an x-height above the baseline, but draws it centred
in the line, which is the same place only when the image's box is the line's. So the picture is padded to
at least the text's ascent and descent, and to the middle rule, with the formula's own baseline where the
text's is (`_padding`).
"""

from __future__ import annotations

import functools
import hashlib
import html
import math
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QRectF, QUrl, Signal, SignalInstance
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QGuiApplication, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QTextEdit

from app.chat.tex_drawing import draw_later, forget, stop
from app.chat.tex_math import MathSvg, svg

SCHEME = "hearth-math"
PENDING: Final = "\0pending"
"""What `image_html(wait=False)` answers for a formula still being drawn."""
EM_SCALE = 1.15
"""Math's em against the text's: STIX Two's x-height is smaller than a UI sans serif's."""
_CACHE_SIZE = 512
_KNOWN_LIMIT = 2000  # pictures and SVGs kept (5-20 kB of SVG each); the least recently used go first


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
        dpi = dpi or screen_dpi()
        size = font.pointSizeF() * dpi / 72 if font.pointSizeF() > 0 else float(font.pixelSize())
        metrics = QFontMetricsF(font)
        return cls(round(size * EM_SCALE, 2), QFontMetrics(font).xHeight() / 2, metrics.ascent(), metrics.descent(),
                   scale)

    @classmethod
    def of_view(cls, view: QTextEdit) -> MathStyle:
        """The style of a text view's document on the screen the view is on."""
        return cls.of(view.document().defaultFont(), view.devicePixelRatioF(), view.logicalDpiY())


def screen_dpi() -> float:
    """The primary screen's logical dots per inch: what Qt sizes an image's pixels against on paper."""
    screen = QGuiApplication.primaryScreen() if QGuiApplication.instance() is not None else None
    return screen.logicalDotsPerInchY() if screen is not None else 96.0


@dataclass(frozen=True)
class Picture:
    """A formula's picture: its SVG placed in a box of whole device-independent pixels."""

    svg: str
    width: int
    height: int
    top: float  # space above the formula
    baseline: float  # the formula's baseline, from the picture's top
    scale: float


_KNOWN: OrderedDict[str, Picture] = OrderedDict()
_SVGS: OrderedDict[tuple[str, bool, float, str], MathSvg | None] = OrderedDict()  # by svg()'s arguments
_PIXMAPS: OrderedDict[str, QPixmap] = OrderedDict()
_QUEUED: set[tuple[str, bool, float, str]] = set()
_LOCK = threading.Lock()


class _Drawn(QObject):
    done = Signal()


_NOTIFIER: _Drawn | None = None


def drawn() -> SignalInstance:
    """Emitted (on the window's thread) each time a formula asked for by `image_html(wait=False)` is drawn."""
    global _NOTIFIER
    if _NOTIFIER is None:
        _NOTIFIER = _Drawn()
        app = QCoreApplication.instance()
        if app is not None:  # Hearth quits: the drawing process ends with it, nothing is drawn after
            app.aboutToQuit.connect(stop)
    return _NOTIFIER.done


def image_html(latex: str, display: bool, colour: str, style: MathStyle, source: str, factor: float = 1.0, *,
               wait: bool = True) -> str | None:
    """An `<img>` of the formula (alt text and title: `source`, the formula as written), None when it does
    not parse, or `PENDING` (`wait=False`) while the drawing process draws it. `factor`: the text's size there against
    the body's (a heading's)."""
    key = (latex, display, round(style.size * factor, 2), colour)
    with _LOCK:
        known, drawn_svg = key in _SVGS, _SVGS.get(key)
        if known:
            _SVGS.move_to_end(key)
        ask = not known and not wait and key not in _QUEUED
        if ask:
            _QUEUED.add(key)
    if not known and not wait:
        if ask:
            drawn()  # made here, on the window's thread
            draw_later(key, functools.partial(_drawn_later, key))
        return PENDING
    if not known:
        drawn_svg = svg(*key)
        with _LOCK:
            _keep(_SVGS, key, drawn_svg)
    if drawn_svg is None:
        return None
    name, picture = _place(key, drawn_svg, style, factor)
    text = html.escape(source, quote=True)
    align = "" if display else ' style="vertical-align:middle"'
    return (f'<img src="{name}" width="{picture.width}" height="{picture.height}" alt="{text}" title="{text}"'
            f"{align} />")


def _place(key: tuple[str, bool, float, str], drawn_svg: MathSvg, style: MathStyle,
           factor: float) -> tuple[str, Picture]:
    """The formula's picture for this style, and its name (kept, so the documents can ask for it)."""
    if key[1]:
        height = math.ceil(drawn_svg.height)
        top = (height - drawn_svg.height) / 2
    else:
        top, height = _padding(drawn_svg.ascent, drawn_svg.descent, style, factor)
    digest = hashlib.sha1("\0".join(map(str, (*key, style.scale, f"{top:.3f}"))).encode()).hexdigest()[:20]
    name = f"{SCHEME}:{digest}"
    with _LOCK:
        picture = _KNOWN.get(name)
        if picture is None:
            picture = Picture(drawn_svg.svg, math.ceil(drawn_svg.width), height, top, top + drawn_svg.ascent,
                              style.scale)
        _keep(_KNOWN, name, picture)
    return name, picture


def _keep(kept: OrderedDict[Any, Any], key: Any, value: Any) -> None:
    """Keep `value` as the most recently used, forgetting the least recently used past `_KNOWN_LIMIT`."""
    kept[key] = value
    kept.move_to_end(key)
    while len(kept) > _KNOWN_LIMIT:
        kept.popitem(last=False)


def _drawn_later(key: tuple[str, bool, float, str], drawn_svg: MathSvg | None, done: bool) -> None:
    """The drawing process's answer (on a thread of ours): kept, then the window is told. Not `done` (Hearth
    is quitting): forgotten, asked again next time. The picture is made on the window's thread when it is
    first painted (0.1 ms; made here it held the GIL from the window: 70-100 ms stalls against 52-56)."""
    with _LOCK:
        if done:
            _keep(_SVGS, key, drawn_svg)
        _QUEUED.discard(key)
    if _NOTIFIER is not None:
        _NOTIFIER.done.emit()


def drawing() -> bool:
    """Whether formulas are queued or being drawn."""
    return bool(_QUEUED)


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


def picture(name: str) -> Picture | None:
    """The picture a `hearth-math:` name stands for, or None."""
    with _LOCK:
        return _KNOWN.get(name)


def pixmap(name: QUrl | str) -> QPixmap | None:
    """The picture a `hearth-math:` name stands for, drawn at its scale; None for any other name."""
    key = name.toString() if isinstance(name, QUrl) else name
    found = _PIXMAPS.get(key)
    if found is not None:
        _PIXMAPS.move_to_end(key)
        return found
    with _LOCK:
        known = _KNOWN.get(key)
        if known is not None:
            _KNOWN.move_to_end(key)
    if known is None:
        return None
    found = _PIXMAPS[key] = QPixmap.fromImage(_raster(known))
    while len(_PIXMAPS) > _CACHE_SIZE:
        _PIXMAPS.popitem(last=False)
    return found


def _raster(known: Picture) -> QImage:
    s = known.scale
    image = QImage(max(1, round(known.width * s)), max(1, round(known.height * s)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, known, QRectF(0, 0, known.width * s, known.height * s))
    painter.end()
    image.setDevicePixelRatio(s)
    return image


def forget_pictures() -> None:
    """Drop every picture and SVG drawn (drawn again when next shown): `bench/ui.py` times a first paint."""
    with _LOCK:
        _PIXMAPS.clear()
        _SVGS.clear()
    forget()


def draw(painter: QPainter, known: Picture, rect: QRectF) -> None:
    """The formula's SVG into `rect`, which stands for the whole picture (its padding included)."""
    renderer = QSvgRenderer(QByteArray(known.svg.encode()))
    box = renderer.viewBoxF()
    unit = rect.height() / known.height
    renderer.render(painter, QRectF(rect.left(), rect.top() + known.top * unit, box.width() * unit,
                                    box.height() * unit))
