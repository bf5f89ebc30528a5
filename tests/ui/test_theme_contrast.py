"""Contrast in both themes, computed from the palette the application gets (WCAG 2): control edges
3:1, small text 4.5:1; and a real checkbox, text field and meter, drawn by the app's style, show
their edge in that colour."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.ui.widget_shots import app_theme
from ui.theme import DARK, LIGHT, Theme, contrast

ROLE = QPalette.ColorRole


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
def test_the_palette_meets_the_contrast_minimums(theme: Theme) -> None:
    pal = theme.palette()
    for background in (ROLE.Window, ROLE.Base):
        assert contrast(pal.color(ROLE.Dark), pal.color(background)) >= 3.0  # control edges
        assert contrast(pal.color(ROLE.PlaceholderText), pal.color(background)) >= 4.5
    disabled = QPalette.ColorGroup.Disabled
    assert contrast(pal.color(disabled, ROLE.ButtonText), pal.color(ROLE.Button)) >= 4.5  # a disabled Send
    for surface in (theme.base, theme.window, theme.user_bubble, theme.code_bg, theme.code_header_bg):
        assert contrast(theme.muted, surface) >= 4.5, surface  # timestamps, "Stopped before the end."
    assert contrast(theme.error, theme.base) >= 4.5
    assert contrast(theme.link, theme.base) >= 4.5


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
def test_controls_are_drawn_with_a_visible_edge(qtbot: QtBot, theme: Theme) -> None:
    with app_theme(theme):
        host = QWidget()
        qtbot.addWidget(host)
        box, field, meter = QCheckBox("Use it", host), QLineEdit(host), QProgressBar(host)
        field.move(0, 40)
        field.resize(160, 28)
        meter.move(0, 90)
        meter.resize(160, 16)
        meter.setValue(0)  # the empty part is what must show
        host.resize(200, 120)
        image = host.grab().toImage()
        edge = QColor(theme.control)

        def has_edge(x0: int, y0: int, x1: int, y1: int) -> bool:
            return any(contrast(image.pixelColor(x, y), theme.window) >= 2.5 and
                       contrast(image.pixelColor(x, y), edge) < 1.3
                       for x in range(x0, x1) for y in range(y0, y1))

        assert has_edge(0, box.y(), 20, box.y() + box.height())  # the indicator, left of the label
        assert has_edge(0, field.y(), field.width(), field.y() + 3)
        assert has_edge(0, meter.y(), meter.width(), meter.y() + 3)


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
def test_the_control_reached_with_tab_has_a_visible_focus_ring(qtbot: QtBot, theme: Theme) -> None:
    with app_theme(theme):
        host = QWidget()
        qtbot.addWidget(host)
        layout = QVBoxLayout(host)
        first, button, tool, box = (QPushButton("First", host), QPushButton("Send", host), QToolButton(host),
                                    QCheckBox("Use it", host))
        tool.setText("Attach")
        for widget in (first, button, tool, box):
            layout.addWidget(widget)
        host.show()
        qtbot.waitExposed(host)
        host.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is host)
        first.setFocus()
        ring = QColor(QApplication.palette().color(QPalette.ColorRole.Highlight))

        def ring_pixels(widget: QWidget) -> int:
            image = widget.grab().toImage()
            return sum(contrast(image.pixelColor(x, y), ring) < 1.1
                       for x in range(image.width()) for y in range(image.height()))

        for widget in (button, tool, box):
            assert ring_pixels(widget) < widget.width()  # not focused: no ring
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            assert QApplication.focusWidget() is widget
            # two pixels all round (the checkbox's ring is round its label)
            need = widget.width() if widget is box else 2 * (widget.width() + widget.height())
            assert ring_pixels(widget) >= need, widget.accessibleName() or widget.objectName()


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
def test_every_small_text_colour_is_4_5_to_1_on_every_surface_it_is_drawn_on(qtbot: QtBot, theme: Theme) -> None:
    """Each colour small text is drawn in, against each background it lands on: the transcript's surfaces
    (a found message is tinted with the find highlight, so its provenance line sits on it), a selected
    row (a chat's title and time in white on the accent), the status badges and the style-sheet labels."""
    from ui.models.model_format import _BADGE
    from ui.theme import error_colour, muted_colour

    surfaces = (theme.base, theme.window, theme.user_bubble, theme.code_bg, theme.code_header_bg,
                theme.inline_code_bg, theme.table_header_bg, theme.find_highlight)
    failing = [(name, fg, bg, round(contrast(fg, bg), 2))
               for name, fg in (("muted", theme.muted), ("quote", theme.quote_text), ("error", theme.error),
                                ("text", theme.text))
               for bg in surfaces if contrast(fg, bg) < 4.5]
    failing += [("link", theme.link, bg, round(contrast(theme.link, bg), 2))
                for bg in (theme.base, theme.window, theme.user_bubble, theme.code_bg, theme.find_highlight)
                if contrast(theme.link, bg) < 4.5]
    pairs = [("selected row", theme.accent_text, theme.accent)]
    pairs += [(verdict, colours[theme.is_dark][1], colours[theme.is_dark][0]) for verdict, colours in _BADGE.items()]
    failing += [(name, fg, bg, round(contrast(fg, bg), 2)) for name, fg, bg in pairs if contrast(fg, bg) < 4.5]
    assert failing == []
    with app_theme(theme):
        label = QWidget()
        qtbot.addWidget(label)
        assert (muted_colour(label), error_colour(label)) == (theme.muted, theme.error)  # no grey of their own
