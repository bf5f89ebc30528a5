"""Enable an accelerator (the CUDA flavour, a plugin provider): its size, then a download with progress,
Pause/Resume and Cancel, like a model download; closing the dialog pauses (the bytes stay).

Asked for by the person from the model picker's device submenu, never offered at first start. Nothing
touches the network before the dialog opens; opening it asks the package index for the exact size.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from app.accel.install import FEATURES, Installer
from app.qt.adapters.accel import AccelJob
from app.qt.i18n import translate
from models.fit import gb


class AccelDialog(QDialog):
    def __init__(self, feature: str, parent: QWidget | None = None, *, installer: Installer | None = None,
                 on_installed: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.label = FEATURES[feature].label
        self.on_installed = on_installed
        self.setWindowTitle(translate("AccelDialog", "Enable {0}").format(self.label))
        self.setMinimumWidth(520)
        self.text = QLabel(translate("AccelDialog", "Looking up the download for {0}…").format(self.label), self)
        self.text.setAccessibleName(translate("AccelDialog", "Status"))
        self.text.setWordWrap(True)
        self.bar = QProgressBar(self)
        self.bar.setAccessibleName(translate("AccelDialog", "Download progress"))
        self.bar.hide()
        self.buttons = QDialogButtonBox(self)
        self.download = self._button(translate("AccelDialog",
                                               "Download"), QDialogButtonBox.ButtonRole.AcceptRole, self._start)
        self.pause = self._button(translate("AccelDialog",
                                            "Pause"), QDialogButtonBox.ButtonRole.ActionRole, self._pause)
        self.cancel = self._button(translate("AccelDialog", "Cancel download"),
                                   QDialogButtonBox.ButtonRole.DestructiveRole, self._cancel)
        self.close_button = self._button(translate("AccelDialog",
                                                   "Close"), QDialogButtonBox.ButtonRole.RejectRole, self.close)
        for button in (self.download, self.pause, self.cancel):
            button.setEnabled(False)
        layout = QVBoxLayout(self)
        for widget in (self.text, self.bar, self.buttons):
            layout.addWidget(widget)
        self.job = AccelJob(feature, installer, self)
        self.job.planned.connect(self._on_planned)
        self.job.progress.connect(self._on_progress)
        self.job.finished.connect(self._on_finished)
        self.job.failed.connect(self._on_failed)
        self.job.plan()

    def _say(self, text: str) -> None:
        """Show `text` and let the dialog grow to it (a wrapped label does not ask for its height)."""
        self.text.setText(text)
        self.adjustSize()

    def _button(self, text: str, role: QDialogButtonBox.ButtonRole, slot: Callable[[], object]) -> QPushButton:
        button = self.buttons.addButton(text, role)
        assert isinstance(button, QPushButton)
        button.clicked.connect(slot)
        return button

    @Slot(int, int)
    def _on_planned(self, size: int, packages: int) -> None:
        if packages == 0:
            self._say(translate("AccelDialog", "{0}: everything it needs is already installed.").format(self.label))
            return
        text = translate("AccelDialog", "{0}: {1} download (%n package(s) from PyPI), installed into Hearth's own "
                                        "folder. You can pause and resume; nothing is changed until every file is "
                                        "downloaded and verified.", None, packages)
        self._say(text.format(self.label, gb(size)))
        self.download.setEnabled(True)
        self.cancel.setEnabled(True)
        self.bar.setRange(0, max(size, 1))

    def _start(self) -> None:
        self.download.setEnabled(False)
        self.pause.setEnabled(True)
        self.pause.setText(translate("AccelDialog", "Pause"))
        self.bar.show()
        self.job.start()

    def _pause(self) -> None:
        if self.job.running:
            self.pause.setEnabled(False)
            self.job.pause()
        else:
            self._start()

    def _cancel(self) -> None:
        self.pause.setEnabled(False)
        self.cancel.setEnabled(False)
        self.job.cancel()

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(min(max(done, 0), max(total, 1)))
        self.bar.setFormat(translate("AccelDialog", "{0} of {1}").format(gb(done), gb(total)))

    @Slot(str)
    def _on_finished(self, outcome: str) -> None:
        if outcome == "paused":
            self._say(translate("AccelDialog",
                                "Paused. The downloaded part of {0} is kept: resume now or later.").format(self.label))
            self.pause.setText(translate("AccelDialog", "Resume"))
            self.pause.setEnabled(True)
        elif outcome == "cancelled":
            self._say(translate("AccelDialog", "Cancelled; the downloaded part was deleted."))
            self.bar.hide()
            self.download.setEnabled(False)
        else:
            self._say(translate("AccelDialog",
                                "{0} is installed. The model is loaded again to use it.").format(self.label))
            self.pause.setEnabled(False)
            self.cancel.setEnabled(False)
            if self.on_installed is not None:
                self.on_installed()

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._say(translate("AccelDialog", "{0} could not be installed: {1}").format(self.label, message))
        self.pause.setEnabled(False)
        self.download.setEnabled(True)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.job.shutdown()  # a running download pauses; its bytes stay for next time
        super().closeEvent(event)
