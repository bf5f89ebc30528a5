"""The first-run screen: shown when no model is installed yet, so the first thing a person sees says
what Hearth is and offers a way to start.

Three ways: the demo model (built on this computer the first time, a minute or two; the build runs
as a separate process, `main.py demo-model` through `ui.models.model_build`, because it holds the GIL for long
stretches and needs torch, and its progress lines are shown as they come), a model folder already on
disk, or the Models window to browse and download one. Under the last, the catalog's pick for this
computer is named as soon as the hardware is known (`show_recommendation`), so a newcomer need not judge
the list.

`FirstRunScreen` signals:
    model_chosen(object): the `Path` of a model folder to load (the demo once built, or the one picked).
    browse_requested(): the person wants the Models window (its Get models tab).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.conversation.speed_words import pace_words
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from app.system.paths import demo_model_dir
from models.catalog import Recommendation
from models.demo import is_complete
from models.fit import gb
from ui import file_dialogs
from ui.models.model_build import ModelBuild, main_py_command
from ui.models.model_format import device_names, language_hint

BROWSE_TEXT = QT_TRANSLATE_NOOP("FirstRunScreen", "Models chosen to run well on a computer like this one, or any ONNX "
                                                  "chat model on Hugging Face. Downloads go on while you chat.")


def ask_model_folder(parent: QWidget | None) -> Path | None:
    """Ask for a model folder (module-level so tests can replace it); None if cancelled."""
    chosen = file_dialogs.existing_directory(parent, translate("FirstRun", "Open a model folder"), str(Path.home()))
    return Path(chosen) if chosen else None


def demo_build_command() -> tuple[str, list[str]]:
    """The program and arguments that build the demo model and print its folder on the last line."""
    return main_py_command("demo-model")


def recommendation_text(recommendation: Recommendation | None) -> str:
    """The first-run line naming the catalog's pick, worded as in the Models window (rich text);
    empty when there is none."""
    if recommendation is None:
        return ""
    rec, report = recommendation, recommendation.report
    size = gb(rec.variant.size).replace(" ", "&nbsp;")
    if rec.variant.size_approximate:
        size = translate("FirstRunScreen", "about {0}").format(size)
    rate = (translate("FirstRunScreen", " It should write {0}.").format(pace_words(rec.speed, translate))
            if rec.speed else "")
    if rec.fits and report.available is not None:
        why = translate("FirstRunScreen", "It needs about {0} of the {1} of {2} here.{3}").format(
            gb(report.needed), gb(report.available), report.memory, rate)
    else:
        why = rec.reason
    text = translate("FirstRunScreen", "<b>Recommended for this computer: {0}</b> ({1} download, runs on {2}). {3}")
    speaks = language_hint(rec.entry.languages)  # in German: whether it answers well in German
    return text.format(escape(rec.entry.name), size, device_names([rec.device]), escape(why)) + (
        " " + escape(speaks) if speaks else "")


def _choice(parent: QWidget, button: QPushButton, description: str, *below: QWidget) -> tuple[QFrame, QLabel]:
    """A card: the button on the left, its description (and any `below` widgets) on the right."""
    card = QFrame(parent)
    card.setObjectName("choice")
    label = QLabel(description, card)
    label.setWordWrap(True)
    column = QVBoxLayout()
    column.setSpacing(8)
    column.addWidget(label)
    for widget in below:
        widget.setParent(card)
        column.addWidget(widget)
    layout = QHBoxLayout(card)
    layout.setContentsMargins(14, 12, 14, 12)
    button.setFixedWidth(240)
    layout.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
    layout.addLayout(column, 1)
    return card, label


class FirstRunScreen(QWidget):
    model_chosen = Signal(object)
    browse_requested = Signal()

    def __init__(self, parent: QWidget | None = None, *,
                 build_command: Callable[[], tuple[str, list[str]]] = demo_build_command) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("FirstRunScreen", "Welcome"))
        self._restyle()
        self._build_command = build_command
        self._build = ModelBuild(self)

        title = QLabel(translate("FirstRunScreen", "Welcome to Hearth"), self)
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        title.setAccessibleName(translate("FirstRunScreen", "Welcome to Hearth"))
        intro = QLabel(translate("FirstRunScreen",
                                 "Chat with language models that run on this computer. Nothing you type leaves it.\nTo "
                                 "begin, choose a model:"), self)
        intro.setWordWrap(True)

        self.demo_button = QPushButton(translate("FirstRunScreen", "Use the demo model"), self)
        self.demo_button.setAccessibleName(translate("FirstRunScreen", "Use the demo model"))
        self.demo_button.setDefault(True)
        self.demo_button.clicked.connect(self.use_demo)
        demo_card, self.demo_label = _choice(self, self.demo_button, "")
        self.open_button = QPushButton(translate("FirstRunScreen", "Open a model folder…"), self)
        self.open_button.setAccessibleName(translate("FirstRunScreen", "Open a model folder"))
        self.open_button.clicked.connect(self.open_folder)
        open_card, _ = _choice(self, self.open_button, translate("FirstRunScreen", "A folder with an ONNX Runtime "
                                                                                   "GenAI model (genai_config.json "
                                                                                   "next to the model files)."))
        self.browse_button = QPushButton(translate("FirstRunScreen", "Browse and download models…"), self)
        self.browse_button.setAccessibleName(translate("FirstRunScreen", "Browse and download models"))
        self.browse_button.setToolTip(translate("FirstRunScreen", "Open the Models window (Ctrl+M)"))
        self.browse_button.clicked.connect(self.browse_requested)
        self.recommendation_label = QLabel(self)
        self.recommendation_label.setAccessibleName(translate("FirstRunScreen", "Suggested model"))
        self.recommendation_label.setWordWrap(True)
        self.recommendation_label.setTextFormat(Qt.TextFormat.RichText)
        self.recommendation_label.hide()
        browse_card, _ = _choice(self, self.browse_button, translate("FirstRunScreen", BROWSE_TEXT),
                                 self.recommendation_label)

        self.progress = QProgressBar(self)
        self.progress.setAccessibleName(translate("FirstRunScreen", "Demo model build progress"))
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.progress_label = QLabel(self)
        self.progress_label.setAccessibleName(translate("FirstRunScreen", "Demo model build step"))
        self.progress_label.setWordWrap(True)
        self._build.step.connect(self._on_step)
        self._build.percent.connect(self._on_percent)
        self._step = ""
        self._began = QElapsedTimer()
        self._clock = QTimer(self, interval=1000)  # the time the build has taken, each second
        self._clock.timeout.connect(self._show_step)
        self._build.built.connect(self._on_built)
        self._build.failed.connect(self._on_failed)
        self.cancel_button = QPushButton(translate("FirstRunScreen", "Cancel"), self)
        self.cancel_button.setAccessibleName(translate("FirstRunScreen", "Cancel the demo model build"))
        self.cancel_button.clicked.connect(self.cancel_build)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        self.error_label = QLabel(self)
        self.error_label.setAccessibleName(translate("FirstRunScreen", "Problem"))
        self.error_label.setWordWrap(True)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        column = QWidget(self)
        column.setFixedWidth(640)
        inner = QVBoxLayout(column)
        inner.setSpacing(12)
        inner.addWidget(title)
        inner.addWidget(intro)
        inner.addSpacing(6)
        for card in (demo_card, open_card, browse_card):
            inner.addWidget(card)
        inner.addLayout(progress_row)
        inner.addWidget(self.progress_label)
        inner.addWidget(self.error_label)
        centred = QHBoxLayout()  # stretches, not an alignment: the column keeps its height-for-width
        centred.addStretch(1)
        centred.addWidget(column)
        centred.addStretch(1)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(centred)
        outer.addStretch(2)
        self.refresh()

    # ---- public ----------------------------------------------------------------------------------

    @property
    def building(self) -> bool:
        return self._build.running

    def refresh(self) -> None:
        """Say whether the demo model is already built, and hide the build progress."""
        built = is_complete(demo_model_dir())
        self.demo_label.setText(
            translate("FirstRunScreen", "SmolLM2 135M Instruct: tiny and quick, good for trying Hearth out.") + " "
            + (translate("FirstRunScreen", "It is ready on this computer.") if built else
               translate("FirstRunScreen", "Built once on this computer the first time: a minute or two, longer while "
                                           "the computer is busy.")))
        self._show_progress(False)

    def show_recommendation(self, recommendation: Recommendation | None) -> None:
        """Name the catalog's pick for this computer under "Browse and download" (None hides it)."""
        text = recommendation_text(recommendation)
        self.recommendation_label.setText(text)
        self.recommendation_label.setVisible(bool(text))

    def show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def _restyle(self) -> None:
        """The choices' cards in the theme's colours (a style sheet's palette(base) is read once: the cards
        stayed white after a switch to the dark theme)."""
        pal = self.palette()
        sheet = (f"QFrame#choice {{ background: {pal.color(QPalette.ColorRole.Base).name()}; border: 1px "
                 f"solid {pal.color(QPalette.ColorRole.Mid).name()}; border-radius: 8px; }}")
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)

    def changeEvent(self, event: QEvent) -> None:  # Qt override: follow a theme change
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._restyle()

    def use_demo(self) -> None:
        """Load the demo model, building it first (in a separate process) if needed."""
        self.show_error("")
        folder = demo_model_dir()
        if is_complete(folder):
            self.model_chosen.emit(folder)
            return
        if self._build.running:
            return
        self._on_step(translate("FirstRunScreen", "Starting the demo model build…"))
        self._on_percent(-1)
        self._began.start()
        self._clock.start()
        self._show_progress(True)
        self._build.start(*self._build_command())

    def open_folder(self) -> None:
        folder = ask_model_folder(self)
        if folder is not None:
            self.show_error("")
            self.model_chosen.emit(folder)

    def cancel_build(self) -> None:
        """Stop a running build (also called when the window closes)."""
        self._build.cancel()
        self._show_progress(False)

    # ---- the build process -------------------------------------------------------------------------

    def _on_step(self, text: str) -> None:
        self._step = text
        self._show_step()

    def _show_step(self) -> None:
        """The build's step and how long it has taken so far (no guess of what is left: a busy computer can
        take three times as long as a quiet one)."""
        seconds = self._began.elapsed() // 1000 if self._began.isValid() else 0
        taken = f"{seconds // 60} min {seconds % 60:02d} s" if seconds >= 60 else f"{seconds} s"
        self.progress_label.setText(translate("FirstRunScreen",
                                              "{0} ({1} so far)").format(self._step, taken) if seconds else self._step)

    def _on_percent(self, percent: int) -> None:
        if percent < 0:
            self.progress.setRange(0, 0)  # busy: the step does not say how far it is
        else:
            self.progress.setRange(0, 100)
            self.progress.setValue(percent)

    def _show_progress(self, on: bool) -> None:
        if not on:
            self._clock.stop()
        for widget in (self.progress, self.cancel_button, self.progress_label):
            widget.setVisible(on)
        self.demo_button.setEnabled(not on)
        self.open_button.setEnabled(not on)

    def _on_built(self, folder: Path) -> None:
        self._show_progress(False)
        self.refresh()
        self.model_chosen.emit(folder)

    def _on_failed(self, lines: list[str] | None) -> None:
        self._show_progress(False)
        if lines is None:
            self.show_error(translate("FirstRunScreen", "The demo model build could not start (the Python interpreter "
                                                        "was not found). Run  python main.py demo-model  in a "
                                                        "terminal, then choose the demo model again."))
            return
        tail = "\n".join(lines[-4:])
        self.show_error(translate("FirstRunScreen",
                                  "The demo model could not be built:\n{0}\n\nCheck the message above, then try again, "
                                  "or open a model folder you already have.").format(tail))
