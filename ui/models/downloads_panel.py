"""The download queue as a list: one row per job with its progress, speed, time left and actions.

Why rows of plain widgets rather than an item view: every job has up to four buttons (pause, resume,
cancel, retry or use) that must be reachable with Tab and announced by screen readers, which
buttons drawn by a delegate are not. The queue holds a handful of jobs, so widgets are cheap.

Everything shown comes from `app.qt.adapters.downloads.DownloadBridge` signals on the main thread; the
panel never touches the network or the disk itself. A failure shows the queue's message as it is
(it says what happened, why and what to do: not enough disk, a checksum mismatch, the hub offline)
next to a Retry button, which continues from the bytes already on disk. Cancel deletes the partial
files, so it asks first; a cancelled download keeps its row with a Retry button (it starts over).
Keyboard focus follows the action: after Pause it is on Resume and after Resume on Pause, never
on Cancel, so pressing Space twice cannot delete a download.

`DownloadsPanel` signals:
    use_requested(object): the `Path` of a just-installed model the person wants to chat with.
    count_changed(int): the number of unfinished jobs (queued, running, paused), for a tab title.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.i18n import QT_TRANSLATE_NOOP
from app.qt.adapters.downloads import UNFINISHED, DownloadBridge
from app.qt.i18n import translate
from models.fit import gb
from models.hub.download import DownloadProgress
from models.hub.download_queue import JobUpdate
from ui.dialogs import ask_confirm, make_button
from ui.models.model_format import duration
from ui.theme import error_colour, muted_colour

STATE_TEXT = {"queued": QT_TRANSLATE_NOOP("JobRow", "Waiting"), "running": QT_TRANSLATE_NOOP("JobRow", "Downloading"),
              "paused": QT_TRANSLATE_NOOP("JobRow", "Paused"), "cancelled": QT_TRANSLATE_NOOP("JobRow", "Cancelled"),
              "installed": QT_TRANSLATE_NOOP("JobRow", "Installed"), "failed": QT_TRANSLATE_NOOP("JobRow", "Failed")}
_SCALE = 1000  # progress bars count per mille: byte counts overflow a QProgressBar's int


def _bar(parent: QWidget, name: str) -> QProgressBar:
    bar = QProgressBar(parent)
    bar.setRange(0, _SCALE)
    bar.setAccessibleName(name)
    bar.setTextVisible(True)
    return bar


class JobRow(QFrame):
    """One job. Its buttons call the bridge directly: every request is a cheap, non-blocking call."""

    def __init__(self, bridge: DownloadBridge, update: JobUpdate, panel: DownloadsPanel) -> None:
        super().__init__(panel.list_widget)
        self.setObjectName("job")
        self.bridge = bridge
        self.job_id = update.job_id
        self.update_: JobUpdate = update
        self._panel = panel
        request = update.request
        what = request.repo_id
        variant = request.variant or translate("JobRow", "(whole repository)")

        self.title = QLabel(what, self)
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.variant_label = QLabel(variant, self)
        self.state_label = QLabel(self)
        self.state_label.setAccessibleName(translate("JobRow", "State of {0}").format(what))
        self.total_bar = _bar(self, translate("JobRow", "Download progress of {0}").format(what))
        self.file_label = QLabel(self)
        self.file_label.setAccessibleName(translate("JobRow", "File being downloaded for {0}").format(what))
        self.file_bar = _bar(self, translate("JobRow", "Progress of the current file of {0}").format(what))
        self.speed_label = QLabel(self)
        self.speed_label.setAccessibleName(translate("JobRow", "Speed and time left for {0}").format(what))
        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setAccessibleName(translate("JobRow", "Problem with {0}").format(what))
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.pause_button = make_button(self, translate("JobRow", "Pause"),
                                        translate("JobRow", "Pause the download of {0}").format(what), self._pause)
        self.resume_button = make_button(self, translate("JobRow", "Resume"),
                                         translate("JobRow", "Resume the download of {0}").format(what), self._resume)
        self.retry_button = make_button(self, translate("JobRow", "Retry"),
                                        translate("JobRow", "Retry the download of {0}").format(what), self._resume)
        cancel_tip = translate("JobRow", "Cancel the download of {0} and delete its partial files").format(what)
        self.cancel_button = make_button(self, translate("JobRow", "Cancel"), cancel_tip, self._cancel)
        self.use_button = make_button(self, translate("JobRow", "Use"),
                                      translate("JobRow", "Chat with {0}").format(what), self._use)

        grid = QGridLayout(self)
        grid.setContentsMargins(12, 10, 12, 10)
        grid.setHorizontalSpacing(10)
        heading = QHBoxLayout()
        heading.setSpacing(8)
        heading.addWidget(self.title)
        heading.addWidget(self.variant_label, 1)
        heading.addWidget(self.state_label)
        grid.addLayout(heading, 0, 0, 1, 2)
        grid.addWidget(self.total_bar, 1, 0)
        grid.addWidget(self.speed_label, 1, 1)
        grid.addWidget(self.file_bar, 2, 0)
        grid.addWidget(self.file_label, 2, 1)
        grid.addWidget(self.error_label, 3, 0, 1, 2)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.pause_button, self.resume_button, self.retry_button, self.use_button,
                       self.cancel_button):
            buttons.addWidget(button)
        grid.addLayout(buttons, 4, 0, 1, 2)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        # drawn from the palette, not a style sheet: a widget under a style sheet keeps the palette it had when
        # the sheet was applied, so the list and its buttons stayed light when the theme turned dark
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.restyle()
        last = bridge.last_progress(update.job_id)
        if last is not None:
            self.show_progress(last)
        else:
            self.total_bar.setValue(0)
            self.total_bar.setFormat(translate("JobRow", "Starting…"))
            self.file_bar.hide()
        self.show_state(update)

    def restyle(self) -> None:
        for label, sheet in ((self.variant_label, f"color: {muted_colour(self)};"),
                             (self.error_label, f"color: {error_colour(self)};")):
            if label.styleSheet() != sheet:
                label.setStyleSheet(sheet)

    def changeEvent(self, event: QEvent) -> None:  # Qt override: follow a theme change
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.restyle()

    def show_progress(self, p: DownloadProgress) -> None:
        self.total_bar.setValue(int(_SCALE * p.fraction))
        self.total_bar.setFormat(translate("JobRow",
                                           "{0} of {1} ({2:.0f} %)").format(gb(p.done), gb(p.total), 100 * p.fraction))
        if p.file and p.files_total:
            self.file_bar.show()
            fraction = p.file_done / p.file_total if p.file_total else 1.0
            self.file_bar.setValue(int(_SCALE * fraction))
            self.file_bar.setFormat(translate("JobRow", "{0} of {1}").format(gb(p.file_done), gb(p.file_total)))
            name = p.file.rsplit("/", 1)[-1]
            which = translate("JobRow", "{0} (file {1} of {2})")
            self.file_label.setText(which.format(name, min(p.files_done + 1, p.files_total), p.files_total))
        if self.update_.state == "running" and p.retry_text:
            self.speed_label.setText(p.retry_text[0].upper() + p.retry_text[1:])
        elif self.update_.state == "running":
            parts = [translate("JobRow", "{0}/s").format(gb(int(p.speed))) if p.speed > 0 else
                     translate("JobRow", "Measuring speed…")]
            if p.eta is not None and p.speed > 0:
                parts.append(translate("JobRow", "{0} left").format(duration(p.eta)))
            self.speed_label.setText(" · ".join(parts))

    def show_state(self, update: JobUpdate) -> None:
        self.update_ = update
        state = update.state
        self.state_label.setText(translate("JobRow", STATE_TEXT[state]))
        toggles = (self.pause_button, self.resume_button, self.retry_button, self.use_button)
        focused = self.window().focusWidget()
        had_focus = focused in toggles
        visible = {self.pause_button: state in ("queued", "running"), self.resume_button: state == "paused",
                   self.retry_button: state in ("failed", "cancelled"),
                   self.use_button: state == "installed" and update.model is not None,
                   self.cancel_button: state in UNFINISHED or state == "failed"}
        # Show before hiding: a focused button that hides hands focus to the next visible one, which
        # would otherwise be Cancel.
        for button, shown in sorted(visible.items(), key=lambda item: not item[1]):
            button.setVisible(shown)
        if had_focus and focused is not None and not focused.isVisible():
            successor = next((b for b in toggles if visible[b]), None)
            if successor is not None:
                successor.setFocus(Qt.FocusReason.OtherFocusReason)
        self.error_label.setVisible(state == "failed")
        self.error_label.setText(update.message if state == "failed" else "")
        running = state == "running"
        self.file_bar.setVisible(running and self.file_bar.value() < _SCALE and bool(self.file_label.text()))
        self.file_label.setVisible(self.file_bar.isVisible())
        if not running:
            last = self.bridge.last_progress(self.job_id)
            kept = last is not None and last.done > 0  # never "Progress kept" (or "Starting…") when nothing was
            self.speed_label.setText({"paused": "Progress kept; resume any time." if kept else "Paused.",
                                      "queued": "Waits for the download before it.",
                                      "installed": "Ready to use.",
                                      "cancelled": "Partial files deleted.",
                                      "failed": "Progress kept." if kept else "Nothing was downloaded."
                                      }.get(state, ""))
            if state in ("failed", "paused") and not kept:
                self.total_bar.setFormat(translate("JobRow", "Not started"))
        if state == "installed":
            self.total_bar.setValue(_SCALE)
            if update.model is not None:
                installed = translate("JobRow", "{0} installed as {1}")
                self.total_bar.setFormat(installed.format(gb(update.model.manifest.size_on_disk), update.model.name))
        elif state == "cancelled":
            self.total_bar.setValue(0)
            self.total_bar.setFormat(translate("JobRow", "Cancelled"))

    @Slot()
    def _pause(self) -> None:
        self.bridge.pause(self.job_id)

    @Slot()
    def _resume(self) -> None:
        self.bridge.resume(self.job_id)

    @Slot()
    def _cancel(self) -> None:
        last = self.bridge.last_progress(self.job_id)
        kept = translate("JobRow", " ({0} so far)").format(gb(last.done)) if last is not None and last.done else ""
        what = self.update_.request.repo_id
        pause = translate("JobRow", "; Pause keeps them") if self.update_.state in ("queued", "running") else ""
        question = translate("JobRow", "Cancel the download of {0} and delete its partial files{1}? Retry then starts "
                                       "from the beginning{2}.")
        if not ask_confirm(self, translate("JobRow", "Cancel download?"), question.format(what, kept, pause),
                           confirm=translate("JobRow", "Delete download"), keep=translate("JobRow", "Keep")):
            return
        self.bridge.cancel(self.job_id)

    @Slot()
    def _use(self) -> None:
        if self.update_.model is not None:
            self._panel.use_requested.emit(Path(self.update_.model.path))


class DownloadsPanel(QWidget):
    """The queue; rows appear as jobs are submitted (here or by `restore_unfinished`)."""

    use_requested = Signal(object)
    count_changed = Signal(int)

    def __init__(self, bridge: DownloadBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.rows: dict[int, JobRow] = {}
        self.empty_label = QLabel(translate("DownloadsPanel",
                                            "No downloads yet. Choose a model in Get models; downloads continue while "
                                            "you chat, and a paused one resumes where it stopped."), self)
        self.empty_label.setWordWrap(True)
        self.empty_label.setAccessibleName(translate("DownloadsPanel", "Downloads"))
        self.clear_button = QPushButton(translate("DownloadsPanel", "Clear finished"), self)
        self.clear_button.setAccessibleName(translate("DownloadsPanel", "Clear finished downloads from the list"))
        self.clear_button.clicked.connect(self.clear_finished)

        self.list_widget = QWidget(self)
        self._rows_layout = QVBoxLayout(self.list_widget)
        self._rows_layout.setContentsMargins(0, 0, 0, 0)
        self._rows_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.list_widget)

        top = QHBoxLayout()
        top.addWidget(self.empty_label, 1)
        top.addStretch(0)
        top.addWidget(self.clear_button, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)

        bridge.job_changed.connect(self._on_job)
        bridge.progress.connect(self._on_progress)
        for job in bridge.jobs():
            self._on_job(job)
        self._refresh()

    def row(self, job_id: int) -> JobRow:
        return self.rows[job_id]

    @Slot(object)
    def _on_job(self, update: JobUpdate) -> None:
        row = self.rows.get(update.job_id)
        if row is None:
            row = JobRow(self.bridge, update, self)
            self.rows[update.job_id] = row
            self._rows_layout.insertWidget(self._rows_layout.count() - 1, row)
        else:
            row.show_state(update)
        self._refresh()

    @Slot(int, object)
    def _on_progress(self, job_id: int, report: DownloadProgress) -> None:
        row = self.rows.get(job_id)
        if row is not None:
            row.show_progress(report)

    @Slot()
    def clear_finished(self) -> None:
        """Take installed and cancelled jobs off the list (failed ones stay: they can be retried)."""
        for job_id, row in list(self.rows.items()):
            if row.update_.state in ("installed", "cancelled"):
                self._rows_layout.removeWidget(row)
                row.deleteLater()
                del self.rows[job_id]
        self._refresh()

    def _refresh(self) -> None:
        unfinished = sum(1 for r in self.rows.values() if r.update_.state in UNFINISHED)
        self.empty_label.setVisible(not self.rows)
        self.clear_button.setEnabled(any(r.update_.state in ("installed", "cancelled") for r in self.rows.values()))
        self.count_changed.emit(unfinished)
