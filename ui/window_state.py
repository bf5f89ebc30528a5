"""The window's presentation state between runs: its place and size, the panes' widths, whether the chat's
settings are shown; kept in an INI file in the data folder (so HEARTH_HOME moves it too).

A place saved on another screen (a larger monitor, another scale: 1366×768 at 2× is 683×384) is brought
inside the screen the window opens on: a window larger than the screen put Send and the status line out
of reach, and a window manager does not always fix that. The first time, with nothing saved, the window's
default size is kept below the screen's available area with room for a title bar: before it is shown its frame is
not known yet, so `keep_on_screen` alone let a 760-pixel window cut its status line on a 768-pixel screen.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QByteArray, QRect, QSettings
from PySide6.QtWidgets import QMainWindow, QSplitter, QWidget

FIRST_SHARE: Final = 0.9  # of the screen's available width and height, at most, for the first window


def fit_inside(frame: QRect, available: QRect) -> QRect:
    """`frame` made no larger than `available` and moved inside it."""
    width, height = min(frame.width(), available.width()), min(frame.height(), available.height())
    left = min(max(frame.left(), available.left()), available.right() + 1 - width)
    top = min(max(frame.top(), available.top()), available.bottom() + 1 - height)
    return QRect(left, top, width, height)


class WindowState:
    def __init__(self, state_file: Path) -> None:
        self._state = QSettings(str(state_file), QSettings.Format.IniFormat)

    def restore(self, window: QMainWindow, splitter: QSplitter, side_pane: QWidget) -> None:
        geometry = self._state.value("geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            window.restoreGeometry(geometry)
        else:
            self.first_size(window)
        self.keep_on_screen(window)
        layout = self._state.value("splitter")
        if isinstance(layout, QByteArray) and not layout.isEmpty():
            splitter.restoreState(layout)
        side_pane.setVisible(self._state.value("settings_visible", "false") == "true")

    @staticmethod
    def first_size(window: QMainWindow) -> None:
        """The window's own default size, shrunk to FIRST_SHARE of its screen (its frame is not known yet)."""
        screen = window.screen()
        if screen is None:
            return
        available = screen.availableGeometry()
        window.resize(max(window.minimumWidth(), min(window.width(), int(available.width() * FIRST_SHARE))),
                      max(window.minimumHeight(), min(window.height(), int(available.height() * FIRST_SHARE))))

    @staticmethod
    def keep_on_screen(window: QMainWindow) -> None:
        """Shrink and move the window into its screen's available area (the title bar and frame included)."""
        screen = window.screen()
        if screen is None:
            return
        available = screen.availableGeometry()
        frame = window.frameGeometry()
        fitted = fit_inside(frame, available)
        if fitted == frame:
            return
        extra_w, extra_h = frame.width() - window.width(), frame.height() - window.height()
        window.resize(max(window.minimumWidth(), fitted.width() - extra_w),
                      max(window.minimumHeight(), fitted.height() - extra_h))
        window.move(fitted.topLeft())

    def save(self, window: QMainWindow, splitter: QSplitter, side_pane: QWidget) -> None:
        self._state.setValue("geometry", window.saveGeometry())
        self._state.setValue("splitter", splitter.saveState())
        # isHidden, not isVisible: on quit the window itself is already hidden when this runs again
        self._state.setValue("settings_visible", "false" if side_pane.isHidden() else "true")
        self._state.sync()
