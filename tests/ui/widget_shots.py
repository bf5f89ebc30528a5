"""Renders a widget in the light and the dark theme and saves PNGs to artifacts/screenshots/.

Shared by the widget tests: a screenshot is both a check (painting in either palette raises no Qt
warning, and the picture is not one flat colour) and something a person can look at. `shows_every_line`
checks what a person sees of a wrapped label's text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ui.theme import DARK, LIGHT, ControlEdges, Theme

SHOTS_DIR = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"


@contextmanager
def app_theme(theme: Theme) -> Iterator[None]:
    """Apply the theme's palette app-wide (and Fusion, as the app does), then put things back."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old_palette = QPalette(app.palette())
    old_style = app.style().name()
    app.setStyle(ControlEdges("Fusion"))
    app.setPalette(theme.palette())
    try:
        yield
    finally:
        app.setPalette(old_palette)
        app.setStyle(old_style)


def distinct_colours(image: QImage, step: int = 7) -> int:
    seen: set[int] = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
    return len(seen)


def shoot_both(name: str, build: Callable[[], QWidget], qtbot: QtBot) -> dict[str, QImage]:
    """Build the widget under each theme, grab it, save `<name>_<theme>.png`; returns the images."""
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    images: dict[str, QImage] = {}
    for theme in (LIGHT, DARK):
        with app_theme(theme):
            widget = build()
            qtbot.addWidget(widget)
            with qtbot.waitExposed(widget):
                widget.show()
            image = widget.grab().toImage()
            image.save(str(SHOTS_DIR / f"{name}_{theme.name}.png"))
            images[theme.name] = image
            widget.close()
    return images


def shows_every_line(label: QLabel) -> bool:
    """Whether a word-wrapped label is tall enough for all of its lines at its width (measured from the font,
    not from the label's own size hints)."""
    inner = label.contentsRect()
    needed = label.fontMetrics().boundingRect(QRect(0, 0, inner.width(), 100_000), Qt.TextFlag.TextWordWrap,
                                              label.text())
    return needed.height() <= inner.height()
