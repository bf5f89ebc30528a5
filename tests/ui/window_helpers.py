"""Helpers for the tests that start the whole window (`ui.app.start` with the scripted fake engine):
the `launch` fixture itself lives in tests/ui/conftest.py."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.widget_shots import SHOTS_DIR
from ui import app as ui_app
from ui.main_window import MainWindow

Start = Callable[..., ui_app.Hearth]


def send(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type and press Enter, then wait for the reply to finish."""
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        qtbot.keyClicks(window.composer.input, text)
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)


def transcript(window: MainWindow) -> str:
    return window.chat_view.browser.toPlainText()


def shot(window: QWidget, name: str) -> None:
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()  # pending layout requests (the status bar after a reply)
    window.grab().save(str(SHOTS_DIR / f"{name}.png"))


def desktop_shot(name: str, below: QWidget, above: QWidget, offset: QPoint) -> None:
    """Both windows as a desktop would show them: `above`, with a plain title bar and a shadow, drawn
    over `below` at `offset` (the offscreen platform has no window manager or compositor to grab)."""
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()
    back, front = below.grab(), above.grab()
    title_h = 30
    width = max(back.width(), offset.x() + front.width() + 8)
    height = max(back.height(), offset.y() + title_h + front.height() + 8)
    canvas = QPixmap(width, height)
    canvas.fill(Qt.GlobalColor.darkGray)
    painter = QPainter(canvas)
    painter.drawPixmap(0, 0, back)
    frame = QRect(offset.x(), offset.y(), front.width(), title_h + front.height())
    painter.fillRect(frame.translated(6, 6), QColor(0, 0, 0, 90))  # shadow
    painter.fillRect(QRect(frame.topLeft(), QSize(frame.width(), title_h)), QColor("#d8dbe0"))
    painter.setPen(QColor("#202124"))
    painter.drawText(QRect(frame.x(), frame.y(), frame.width(), title_h), Qt.AlignmentFlag.AlignCenter,
                     above.windowTitle())
    painter.drawPixmap(offset + QPoint(0, title_h), front)
    painter.setPen(QColor("#9aa0a6"))
    painter.drawRect(frame.adjusted(0, 0, -1, -1))
    painter.end()
    canvas.save(str(SHOTS_DIR / f"{name}.png"))
