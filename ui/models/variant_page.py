"""A repository's page in the model picker: its variants, what each needs, and a Download button each.

Why variants are hidden: a typical ONNX repo ships builds for CPU, CUDA, DirectML, WebGPU and NPUs;
most of them cannot run here, and a person who picks one finds out only after gigabytes. So only the
variants this machine can run are listed, best first; "Show all variants" reveals the rest with the
reason each cannot run (and no Download button that would waste the bandwidth).

`VariantPage` signals:
    back_requested(): the person wants the list they came from.
    retry_requested(): list the variants again (after a network error).
    download_requested(str, str): repo id and variant path to download.
    use_requested(str, str): repo id and variant path of an installed variant to chat with.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.conversation.speed_words import speed_tooltip, speed_words
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.adapters.hub import VariantRow
from app.qt.i18n import translate
from models.fit import gb
from ui.models.model_format import FitBadge, device_names
from ui.theme import error_colour, muted_colour

_HEADERS = (QT_TRANSLATE_NOOP("Columns", "Variant"), QT_TRANSLATE_NOOP("Columns", "Runs on"),
            QT_TRANSLATE_NOOP("Columns", "Precision"), QT_TRANSLATE_NOOP("Columns", "Download"),
            QT_TRANSLATE_NOOP("Columns", "Fit here"), QT_TRANSLATE_NOOP("Columns", "Speed here"), "")


class VariantPage(QWidget):
    back_requested = Signal()
    retry_requested = Signal()
    download_requested = Signal(str, str)
    use_requested = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.repo_id = ""
        self.rows: list[VariantRow] = []
        self.row_widgets: list[tuple[VariantRow, list[QWidget], QPushButton]] = []
        self._installed: set[str] = set()
        self._network = (True, "")

        self.back_button = QPushButton(translate("VariantPage", "← Back"), self)
        self.back_button.setAccessibleName(translate("VariantPage", "Back to the list of models"))
        self.back_button.setShortcut("Alt+Left")
        self.back_button.clicked.connect(self.back_requested)
        self.title = QLabel(self)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        self.info.setAccessibleName(translate("VariantPage", "About this model"))
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setAccessibleName(translate("VariantPage", "Variant list status"))
        self.retry_button = QPushButton(translate("VariantPage", "Try again"), self)
        self.retry_button.setAccessibleName(translate("VariantPage", "List the variants again"))
        self.retry_button.clicked.connect(self.retry_requested)
        self.show_all = QCheckBox(translate("VariantPage",
                                            "Show all variants, including those this computer cannot run"), self)
        self.show_all.setAccessibleName(translate("VariantPage", "Show all variants"))
        self.show_all.toggled.connect(self._apply_filter)
        self.hidden_label = QLabel(self)
        self.hidden_label.setWordWrap(True)
        self.hidden_label.setAccessibleName(translate("VariantPage", "Hidden variants"))

        self.table = QWidget(self)
        self.grid = QGridLayout(self.table)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(6)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.table)

        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.title, 1)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.retry_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.info)
        layout.addLayout(status_row)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.hidden_label)
        layout.addWidget(self.show_all)
        self.show_loading("", "")

    # ----- states ---------------------------------------------------------------------------------
    def show_loading(self, repo_id: str, info: str) -> None:
        self.repo_id = repo_id
        self.title.setText(repo_id)
        self.title.setAccessibleName(translate("VariantPage", "Model {0}").format(repo_id))
        self.info.setText(info)
        self.info.setVisible(bool(info))
        self._clear()
        listing = translate("VariantPage", "Listing the files of {0} on the hub…").format(repo_id) if repo_id else ""
        self._set_status(listing, error=False)
        self.retry_button.hide()
        self.hidden_label.hide()

    def show_error(self, message: str) -> None:
        self._clear()
        self._set_status(message, error=True)
        self.retry_button.show()
        self.retry_button.setEnabled(self._network[0])

    def show_rows(self, rows: Sequence[VariantRow], installed: set[str]) -> None:
        """Fill the table; `installed` holds the variant paths of this repo already installed."""
        self._clear()
        self.rows = list(rows)
        self._installed = installed
        self.retry_button.hide()
        if not rows:
            self._set_status(translate("VariantPage", "{0} has no model Hearth can run: no folder with a "
                                       "genai_config.json and no onnx/model*.onnx export. Choose another "
                                       "model.").format(self.repo_id), error=True)
            return
        self._set_status("", error=False)
        for column, text in enumerate(_HEADERS):
            header = QLabel(f"<b>{translate('Columns', text)}</b>" if text else "", self.table)
            self.grid.addWidget(header, 0, column)
        for index, row in enumerate(rows, start=1):
            self._add_row(index, row)
        self.grid.setColumnStretch(0, 1)
        self.grid.setRowStretch(len(rows) + 1, 1)
        self._apply_filter()

    def set_network(self, allowed: bool, reason: str) -> None:
        self._network = (allowed, reason)
        self.retry_button.setEnabled(allowed)
        for row, _widgets, button in self.row_widgets:
            self._update_button(row, button)

    # ----- internals ------------------------------------------------------------------------------
    def _set_status(self, text: str, *, error: bool) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))
        colour = error_colour(self) if error else muted_colour(self)
        self.status.setStyleSheet(f"color: {colour};")

    def _clear(self) -> None:
        self.rows = []
        self.row_widgets = []
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for r in range(self.grid.rowCount()):
            self.grid.setRowStretch(r, 0)

    def _add_row(self, index: int, row: VariantRow) -> None:
        v = row.variant
        name = QLabel(v.path or translate("VariantPage", "(repository root)"), self.table)
        name.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        runs_on = device_names([row.device] if row.device else list(row.devices))
        device = QLabel(runs_on, self.table)
        precision = QLabel(row.precision if row.precision != "unknown" else "–", self.table)
        size = QLabel(gb(v.size), self.table)
        badge = FitBadge(self.table)
        if row.runnable:
            badge.set_report(row.report)
        else:
            lacks = translate("VariantPage", "Built for {0}, which this computer lacks.")
            badge.set_report(None, text=translate("VariantPage", "Cannot run here"),
                             tooltip=lacks.format(device_names(list(row.devices))))
        speed = QLabel(speed_words(row.speed, translate) or "–", self.table)
        unmeasured = translate("VariantPage", "Hearth could not measure this computer's memory speed.")
        speed.setToolTip(speed_tooltip(row.speed, translate) if row.speed else unmeasured)
        button = QPushButton(self.table)
        self._update_button(row, button)
        button.clicked.connect(self._download_slot(v.path))
        widgets: list[QWidget] = [name, device, precision, size, badge, speed, button]
        for column, widget in enumerate(widgets):
            align = Qt.AlignmentFlag.AlignVCenter | (Qt.AlignmentFlag.AlignLeft if column != 3
                                                     else Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(widget, index, column, align)
        self.row_widgets.append((row, widgets, button))

    def _download_slot(self, path: str) -> Callable[[], None]:
        def download() -> None:
            if path in self._installed:  # "Installed · Use": never a second copy
                self.use_requested.emit(self.repo_id, path)
            else:
                self.download_requested.emit(self.repo_id, path)
        return download

    def _update_button(self, row: VariantRow, button: QPushButton) -> None:
        path = row.variant.path or translate("VariantPage", "(repository root)")
        allowed, reason = self._network
        if row.variant.path in self._installed:
            button.setText(translate("VariantPage", "Installed · Use"))
            button.setEnabled(True)
            tip = translate("VariantPage", "This variant is already installed: chat with it.")
            button.setAccessibleName(translate("VariantPage", "Use {0}").format(path))
            button.setAccessibleDescription(tip)
            button.setToolTip(tip)
            return
        elif not row.runnable:
            button.setText(translate("VariantPage", "Download"))
            button.setEnabled(False)
            tip = translate("VariantPage", "This computer cannot run it: it is built for {0}.").format(
                device_names(list(row.devices)))
        else:
            button.setText(translate("VariantPage", "Download"))
            button.setEnabled(allowed)
            tip = (translate("VariantPage", "Download {0}").format(gb(row.variant.size)) if allowed else
                   translate("VariantPage", "Downloading is off: {0}.").format(reason))
        button.setAccessibleName(translate("VariantPage", "Download {0}").format(path))
        button.setAccessibleDescription(tip)
        button.setToolTip(tip)

    @Slot()
    def _apply_filter(self) -> None:
        show_all = self.show_all.isChecked()
        hidden = [row for row, _w, _b in self.row_widgets if not row.runnable]
        for row, widgets, _button in self.row_widgets:
            for widget in widgets:
                widget.setVisible(row.runnable or show_all)
        if hidden and not show_all:
            kinds = sorted({device_names(list(r.devices)) for r in hidden})
            n = len(hidden)
            text = translate("VariantPage", "%n more variant(s) for {0} hidden: this computer cannot run them.",
                             None, n)
            self.hidden_label.setText(text.format(", ".join(kinds)))
            self.hidden_label.show()
        else:
            self.hidden_label.hide()
        self.show_all.setVisible(bool(hidden))
        if self.row_widgets and not any(r.runnable for r, _w, _b in self.row_widgets):
            none = translate("VariantPage", "None of the variants of {0} runs on this computer.")
            self._set_status(none.format(self.repo_id), error=True)
