"""The window's place between runs: one saved on a larger screen (or at another scale) comes back inside
the screen it opens on, Send and the status line within reach."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QMainWindow, QSplitter, QWidget
from pytestqt.qtbot import QtBot

from ui.window_state import WindowState, fit_inside


def test_fit_inside_shrinks_and_moves_a_frame_into_the_screen() -> None:
    screen = QRect(0, 0, 683, 384)
    assert fit_inside(QRect(100, 50, 1180, 760), screen) == screen
    assert fit_inside(QRect(600, 300, 200, 100), screen) == QRect(483, 284, 200, 100)
    assert fit_inside(QRect(-40, -10, 200, 100), screen) == QRect(0, 0, 200, 100)
    assert fit_inside(QRect(10, 10, 200, 100), screen) == QRect(10, 10, 200, 100)


def test_a_window_saved_larger_than_the_screen_is_restored_inside_it(qtbot: QtBot, tmp_path: Path) -> None:
    state = WindowState(tmp_path / "window.ini")
    big = QMainWindow()
    qtbot.addWidget(big)
    screen = big.screen().availableGeometry()
    big.setGeometry(screen.left() + 50, screen.top() + 40, screen.width() * 2, screen.height() * 2)
    state.save(big, QSplitter(), QWidget())

    window = QMainWindow()
    qtbot.addWidget(window)
    window.setMinimumSize(200, 150)
    state.restore(window, QSplitter(), QWidget())
    assert screen.contains(window.frameGeometry()), (window.frameGeometry(), screen)


def test_the_first_window_leaves_room_for_its_title_bar(qtbot: QtBot, tmp_path: Path) -> None:
    """Nothing saved yet: a default size as tall as the screen would put the status line under the screen's
    edge once the window manager adds the title bar (seen at 1180×760 on a 1366×768 screen)."""
    window = QMainWindow()
    qtbot.addWidget(window)
    available = window.screen().availableGeometry()
    window.setMinimumSize(200, 150)
    window.resize(available.width() + 100, available.height())
    WindowState(tmp_path / "window.ini").restore(window, QSplitter(), QWidget())
    assert window.height() <= 0.9 * available.height() and window.width() <= 0.9 * available.width()
    small = QMainWindow()
    qtbot.addWidget(small)
    small.resize(300, 200)
    WindowState(tmp_path / "other.ini").restore(small, QSplitter(), QWidget())
    assert (small.width(), small.height()) == (300, 200)  # a window that fits keeps its size
