"""The dialog that says something went wrong inside Hearth, with the details one click from the clipboard.

Reports come from `app.system.crash` (any thread); they are shown on the GUI thread through a queued signal,
at most one dialog at a time (a burst of the same error shows once), and Qt's own warnings go to
the log through a message handler instead of an invisible stderr.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QtMsgType, Signal, Slot, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from app.qt.i18n import translate
from app.system import crash

log = logging.getLogger("hearth.qt")


class CrashNotifier(QObject):
    _reported = Signal(object)

    def __init__(self, parent_widget: QWidget | None = None) -> None:
        super().__init__()
        self._parent = parent_widget
        self._showing = False
        self.shown: list[crash.CrashReport] = []
        self.box: QMessageBox | None = None
        self._reported.connect(self._show)
        crash.install(self._reported.emit)
        qInstallMessageHandler(_qt_message)

    def attach(self, window: QWidget) -> None:
        """Show the dialog over `window` from now on (it is made before the window, to catch its start)."""
        self._parent = window

    @Slot(object)
    def _show(self, report: crash.CrashReport) -> None:
        if self._showing:
            return
        self._showing = True
        self.shown.append(report)
        box = QMessageBox(QMessageBox.Icon.Warning, translate("CrashNotifier", "Something went wrong"), report.summary,
                          QMessageBox.StandardButton.Ok, self._parent)
        box.setInformativeText(translate("CrashNotifier",
                                         "The details are in Hearth's log. Copy them into a bug report if it happens "
                                         "again."))
        copy = box.addButton(translate("CrashNotifier", "Copy details"), QMessageBox.ButtonRole.ActionRole)
        copy.clicked.disconnect()
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(report.details))
        box.setDetailedText(report.details)
        box.finished.connect(self._closed)
        self.box = box
        box.open()

    @Slot()
    def _closed(self) -> None:
        self._showing = False

    def close(self) -> None:
        crash.uninstall()
        qInstallMessageHandler(None)


def _qt_message(kind: QtMsgType, _context: object, message: str) -> None:
    level = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
             QtMsgType.QtWarningMsg: logging.WARNING}.get(kind, logging.ERROR)
    log.log(level, "%s", message)
