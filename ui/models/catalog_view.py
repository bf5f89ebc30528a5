"""The curated catalog in the model picker, with the model recommended for this computer on top, then
the models that fit here, fastest first.

Why it comes first: a person new to local models cannot judge "int4-rtn-block-32"; the catalog ships
with Hearth (so it works offline) and `models.catalog.recommend` names the best model that fits this
machine and says why. Each row shows what people compare: download size, parameters, context,
licence (and "gated" when the licence must be accepted on huggingface.co first), and a fit badge
whose tooltip holds the numbers behind it. Sizes and counts the catalog marks as approximate carry "≈".
`show_only` narrows the list to the models with one capability ("sees": the Image button's "Show models"
with a model that does not see), with a line that says so and "Show all models".

`CatalogView` signals:
    download_requested(str, str): repo id and variant path of the build chosen for this computer.
    variants_requested(object): the `CatalogEntry` whose every variant the person wants to see.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QLocale, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.conversation.speed_words import short_speed_words, speed_tooltip, speed_words
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from models.catalog import CatalogEntry, CatalogVariant, Recommendation, best_variant, recommend, variant_speed
from models.errors import ModelError
from models.fit import FitReport, HardwareLike, gb
from models.speed import SpeedEstimate
from ui.icons import resource_icon
from ui.models.model_format import badge_colours, device_names, language_hint, parameters, verdict_text
from ui.theme import is_dark

# Column titles, marked here and translated where the header is made (`make_tree`).
COLUMNS = (QT_TRANSLATE_NOOP("Columns", "Model"), QT_TRANSLATE_NOOP("Columns", "Download"),
           QT_TRANSLATE_NOOP("Columns", "Parameters"), QT_TRANSLATE_NOOP("Columns", "Context"),
           QT_TRANSLATE_NOOP("Columns", "Licence"), QT_TRANSLATE_NOOP("Columns", "Fit here"),
           QT_TRANSLATE_NOOP("Columns", "Speed here"))
_ROLE = Qt.ItemDataRole.UserRole
_ABLE = {"sees": QT_TRANSLATE_NOOP("CatalogView", "see images"),  # `show_only`'s line
         "thinks": QT_TRANSLATE_NOOP("CatalogView", "think before they answer")}
_FIT_RANK = {"fits": 0, "unknown": 1, "tight": 2, "won't fit": 3}


def privacy_place() -> str:
    """Where the access token is set (models.hub.PRIVACY_PLACE), in the window's language."""
    return translate("CatalogView", "Preferences → Privacy & network")


def gated_tip() -> str:
    return translate("CatalogView", "Gated: accept the licence on huggingface.co and add your access token under "
                     "{0} before downloading.").format(privacy_place())


def make_tree(parent: QWidget, columns: Sequence[str], name: str) -> QTreeWidget:
    """A flat, sortable-looking list: the first column takes the spare width, the rest fit their text;
    `columns` are marked in the "Columns" context."""
    tree = QTreeWidget(parent)
    tree.setHeaderLabels([translate("Columns", c) for c in columns])
    tree.setRootIsDecorated(False)
    tree.setUniformRowHeights(True)
    tree.setAlternatingRowColors(True)
    tree.setAccessibleName(name)
    header = tree.header()
    header.setAccessibleName(translate("CatalogView", "{0} columns").format(name))
    header.setStretchLastSection(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return tree


def make_button(parent: QWidget, text: str, name: str, slot: Callable[[], None]) -> QPushButton:
    button = QPushButton(text, parent)
    button.setAccessibleName(name)
    button.clicked.connect(slot)
    return button


def fit_text(report: FitReport) -> str:
    """The fit column: the verdict and how much of the memory it takes ("Fits · 8 %"), so two models that both
    fit are told apart (every row said "Fits" on a 16 GB laptop)."""
    words = verdict_text(report.verdict)
    if report.verdict in ("fits", "tight") and report.available:
        return f"{words} · {QLocale().toString(max(1, round(100 * report.needed / report.available)))} %"
    return words


class CatalogView(QWidget):
    download_requested = Signal(str, str)
    variants_requested = Signal(object)
    measure_requested = Signal()  # "Measure again": the memory speed, which every forecast here stands on

    def __init__(self, catalog: tuple[CatalogEntry, ...], hardware: HardwareLike,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._entries = catalog
        self._online = True
        self._only: str | None = None
        self._judge(hardware)

        self.rec_frame = QFrame(self)
        self.rec_frame.setObjectName("recommendation")
        self._restyle()
        self.rec_label = QLabel(self.rec_frame)
        self.rec_label.setWordWrap(True)
        self.rec_label.setAccessibleName(translate("CatalogView", "Recommended model"))
        self.rec_button = make_button(self.rec_frame, translate("CatalogView", "Download"),
                                      translate("CatalogView", "Download the recommended model"), self._download_rec)
        rec_layout = QHBoxLayout(self.rec_frame)
        rec_layout.addWidget(self.rec_label, 1)
        rec_layout.addWidget(self.rec_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.tree = make_tree(self, COLUMNS, translate("CatalogView", "Curated models"))
        header = self.tree.header()  # no name or speed is cut: the list scrolls sideways before they would be
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        licence = COLUMNS.index("Licence")  # the long licence names give way (the whole name is its tooltip)
        header.setSectionResizeMode(licence, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(licence, self.fontMetrics().horizontalAdvance("Apache-2.0 · gated") + 16)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.only_label = QLabel(self)
        self.only_label.setAccessibleName(translate("CatalogView", "Models shown"))
        self.show_all_button = make_button(self, translate("CatalogView", "Show all models"),
                                           translate("CatalogView", "Show every model of the catalog"),
                                           lambda: self.show_only(None))
        only_row = QHBoxLayout()
        only_row.addWidget(self.only_label, 1)
        only_row.addWidget(self.show_all_button)
        self.only_label.hide()
        self.show_all_button.hide()
        self.tree.itemActivated.connect(self._on_activated)
        self.tree.currentItemChanged.connect(self._update_buttons)
        self.download_button = make_button(self, translate("CatalogView", "Download for this computer"),
                                           translate("CatalogView", "Download the selected model for this computer"),
                                           self._download_selected)
        self.variants_button = make_button(self, translate("CatalogView", "All variants…"),
                                           translate("CatalogView", "Show every variant of the selected model"),
                                           self._show_variants)
        buttons = QHBoxLayout()
        curated = translate("CatalogView", "Curated models known to run in Hearth; hover a badge for the numbers.")
        buttons.addWidget(QLabel(curated, self), 1)
        buttons.addWidget(self.variants_button)
        buttons.addWidget(self.download_button)
        self.speed_label = QLabel(self)
        self.speed_label.setWordWrap(True)
        self.speed_label.setAccessibleName(translate("CatalogView", "Memory speed"))
        self.measure_button = make_button(self, translate("CatalogView", "Measure again"),
                                          translate("CatalogView", "Measure this computer's memory speed again (best "
                                                    "when it is quiet)"), self._measure)
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.speed_label, 1)
        speed_row.addWidget(self.measure_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.rec_frame)
        layout.addLayout(only_row)
        layout.addWidget(self.tree, 1)
        layout.addLayout(speed_row)
        layout.addLayout(buttons)
        self._fill()

    def _restyle(self) -> None:
        """The recommendation's frame in the theme's colours: a style sheet's palette(base) is read once, so
        it stayed white in the dark theme."""
        pal = self.palette()
        sheet = (f"QFrame#recommendation {{ background: {pal.color(QPalette.ColorRole.Base).name()}; border: 1px "
                 f"solid {pal.color(QPalette.ColorRole.Highlight).name()}; border-radius: 8px; }}")
        if self.rec_frame.styleSheet() != sheet:
            self.rec_frame.setStyleSheet(sheet)

    def changeEvent(self, event: QEvent) -> None:  # Qt override: follow a theme change
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "tree"):
            self._restyle()
            chosen = self.selected_index()
            self.tree.clear()  # the fit badges' colours are the theme's: drawn again
            self._fill()
            self.show_only(self._only)
            for row in range(self.tree.topLevelItemCount()):
                item = self.tree.topLevelItem(row)
                if item is not None and chosen is not None and item.data(0, _ROLE) == chosen:
                    self.tree.setCurrentItem(item)

    def _judge(self, hardware: HardwareLike) -> None:
        """Which catalog models run here, how well, and the one recommended, for `hardware`."""
        self.hardware = hardware
        # Only the models that can run here: an export made for one GPU alone (WebGPU's) shows where it has a
        # device; where nothing can run, every row stays, each saying so.
        pairs = [(e, best_variant(e, hardware)) for e in self._entries]
        pairs = [(e, b) for e, b in pairs if b is not None] or pairs
        self.catalog = tuple(e for e, _ in pairs)
        self.best: list[tuple[CatalogVariant, str, FitReport] | None] = [b for _, b in pairs]
        self._no_recommendation = ""
        try:
            self.recommendation: Recommendation | None = recommend(hardware, self._entries)
        except ModelError as exc:
            self.recommendation = None
            self._no_recommendation = str(exc)

    def set_hardware(self, hardware: HardwareLike) -> None:
        """Judge the catalog again (the memory speed was measured again)."""
        self._judge(hardware)
        self.tree.clear()
        self._fill()
        self.show_only(self._only)
        self.measure_button.setEnabled(True)

    def _measure(self) -> None:
        self.measure_button.setEnabled(False)
        self.speed_label.setText(translate("CatalogView", "Measuring this computer's memory speed…"))
        self.measure_requested.emit()

    def _show_speed(self) -> None:
        gbs = getattr(self.hardware, "memory_bandwidth_gbs", None)
        if not gbs:
            text = translate("CatalogView",
                             "Hearth could not measure this computer's memory speed: the speeds here are unknown.")
        elif getattr(self.hardware, "memory_bandwidth_busy", False):
            text = translate("CatalogView", "Memory speed {0:.0f} GB/s, measured while the computer was busy: the "
                                            "speeds here are likely low. Measure again when it is quiet.").format(gbs)
        else:
            text = translate("CatalogView",
                             "Memory speed {0:.0f} GB/s (measured): the speeds here are forecast from it.").format(gbs)
        self.speed_label.setText(text)

    def _fill(self) -> None:
        self._show_speed()
        rec = self.recommendation
        dark = is_dark(self)
        tint = QColor(self.palette().color(QPalette.ColorRole.Highlight))
        tint.setAlpha(60)
        speeds = [variant_speed(best[0], best[1], self.hardware) if best else None for best in self.best]
        for index in self.order(speeds):
            entry, best, speed = self.catalog[index], self.best[index], speeds[index]
            variant = best[0] if best else min(entry.variants, key=lambda v: v.size)
            recommended = rec is not None and rec.entry.id == entry.id
            name = entry.name + (" (experimental)" if entry.experimental else "") + (
                f"  — {entry.badges()}" if entry.badges() else "")
            context = (f"{entry.context_length // 1024}k" if entry.context_length >= 1024
                       else f"{entry.context_length}")
            item = QTreeWidgetItem([
                name,
                ("≈ " if variant.size_approximate else "") + gb(variant.size),
                ("≈ " if "parameters" in entry.approximate else "") + parameters(entry.parameters),
                context,
                entry.license + (translate("CatalogView", " · gated") if entry.gated else ""),
                fit_text(best[2]) if best else translate("CatalogView", "Not for this computer"),
                short_speed_words(speed, translate) or "–",
            ])
            item.setData(0, _ROLE, index)
            if recommended:
                item.setIcon(0, resource_icon("recommended"))
            recommended_tip = "\n" + translate("CatalogView", "Recommended for this computer.") if recommended else ""
            speaks = language_hint(entry.languages)
            item.setToolTip(0, entry.description + recommended_tip + ("\n" + speaks if speaks else ""))
            item.setToolTip(4, gated_tip() if entry.gated else entry.license)
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(3, translate("CatalogView", "{0} tokens of context: how much of a conversation the model "
                                                        "can read at once").format(context))
            item.setToolTip(6, f"{speed_words(speed, translate)}.\n{speed_tooltip(speed, translate)}" if speed
                            else translate("CatalogView", "Hearth could not measure this computer's memory speed."))
            if best:
                best_tip = translate("CatalogView", "Best variant here: {0} on {1}.\n{2}")
                item.setToolTip(5, best_tip.format(variant.path or translate("CatalogView", "(root)"),
                                                   device_names([best[1]]), best[2].tooltip))
                background, text = badge_colours(best[2].verdict, dark)
                item.setForeground(5, QBrush(QColor(text)))
                item.setBackground(5, QBrush(QColor(background)))
            else:
                lacks = translate("CatalogView", "Built for {0}, which this computer lacks.")
                item.setToolTip(5, lacks.format(device_names(list(entry.variants[0].devices))))
            if recommended:
                font = QFont(item.font(0))
                font.setBold(True)
                for column in range(len(COLUMNS)):
                    item.setFont(column, font)
                    if column != 5:
                        item.setBackground(column, QBrush(tint))
            self.tree.addTopLevelItem(item)
        self.rec_button.setVisible(rec is not None)
        if rec is not None:
            text = translate("CatalogView", "<b>Recommended for this computer: {0}</b> ({1}, {2} download, runs on "
                                            "{3})<br>{4}")
            self.rec_label.setText(text.format(rec.entry.name, rec.variant.precision, gb(rec.variant.size),
                                               device_names([rec.device]), rec.reason)
                                   + (" " + language_hint(rec.entry.languages)).rstrip())
            first = self.tree.topLevelItem(0)  # the recommended model comes first
            if first is not None:
                self.tree.setCurrentItem(first)
        else:
            text = translate("CatalogView", "{0} Search Hugging Face, or import a model folder under Installed.")
            self.rec_label.setText(text.format(self._no_recommendation))

    def order(self, speeds: Sequence[SpeedEstimate | None]) -> list[int]:
        """The catalog's rows as shown: the recommended model, then those that fit by how fast they would
        write here, then those that fit tightly, then the rest; experimental builds (a configuration Hearth
        writes itself) after all the others, however fast."""
        rec = self.recommendation

        def key(index: int) -> tuple[bool, bool, int, float]:
            best, speed = self.best[index], speeds[index]
            recommended = rec is not None and rec.entry.id == self.catalog[index].id
            fit = _FIT_RANK.get(best[2].verdict, len(_FIT_RANK)) if best else len(_FIT_RANK) + 1
            return (not recommended, self.catalog[index].experimental, fit,
                    -(speed.tokens_per_s if speed is not None else 0.0))

        return sorted(range(len(self.catalog)), key=key)

    def show_only(self, capability: str | None) -> None:
        """List only the models marked with `capability` ("sees", "thinks"), or all of them (None)."""
        self._only = capability
        items = [item for row in range(self.tree.topLevelItemCount()) if (item := self.tree.topLevelItem(row))]
        for item in items:
            entry = self.catalog[int(item.data(0, _ROLE))]
            item.setHidden(capability is not None and capability not in entry.capabilities)
        shown = [item for item in items if not item.isHidden()]
        narrowed = capability is not None
        self.rec_frame.setVisible(not narrowed)  # the model recommended here may not have it
        self.only_label.setVisible(narrowed)
        self.show_all_button.setVisible(narrowed)
        if capability is not None:
            only = translate("CatalogView", "Only the models that {0}: {1} of {2}.")
            self.only_label.setText(only.format(translate("CatalogView", _ABLE[capability]), len(shown), len(items)))
        current = self.tree.currentItem()
        if shown and (current is None or current.isHidden()):
            self.tree.setCurrentItem(shown[0])

    def set_network(self, allowed: bool, reason: str) -> None:
        self._online = allowed
        for button in (self.rec_button, self.download_button, self.variants_button):
            button.setToolTip(button.accessibleName() if allowed else translate("CatalogView",
                                                                                "Not available: {0}.").format(reason))
        self.rec_button.setEnabled(allowed)
        self._update_buttons()

    def selected_index(self) -> int | None:
        item = self.tree.currentItem()
        return int(item.data(0, _ROLE)) if item is not None else None

    @Slot()
    def _update_buttons(self) -> None:
        index = self.selected_index()
        self.variants_button.setEnabled(self._online and index is not None)
        self.download_button.setEnabled(self._online and index is not None and self.best[index] is not None)

    @Slot()
    def _download_rec(self) -> None:
        if self.recommendation is not None and self._online:
            self.download_requested.emit(self.recommendation.entry.repo_id, self.recommendation.variant.path)

    @Slot()
    def _download_selected(self) -> None:
        index = self.selected_index()
        best = self.best[index] if index is not None else None
        if index is not None and best is not None and self._online:
            self.download_requested.emit(self.catalog[index].repo_id, best[0].path)

    @Slot(QTreeWidgetItem, int)
    def _on_activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.tree.setCurrentItem(item)
        self._show_variants()

    @Slot()
    def _show_variants(self) -> None:
        index = self.selected_index()
        if index is not None and self._online:
            self.variants_requested.emit(self.catalog[index])
