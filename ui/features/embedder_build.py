"""The documents' embedding model, built in the window the first time a file or folder needs it.

Like the demo model, the build runs as a separate process (`main.py embed-model`, `ui.models.model_build`).
Its progress lines show in the Documents section with a Cancel button. Meanwhile
the libraries are indexed as text only (`app.qt.docs_controller`), so questions already find passages by
their words; once built, `DocumentsController.embedder_built` embeds them.

An installed Hearth has the model in its bundle (packaging/build.py), so this runs only from source.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QToolButton, QVBoxLayout, QWidget

from app.qt.i18n import translate
from ui.models.model_build import ModelBuild, main_py_command
from ui.wrap_label import WrapLabel

BuildCommand = Callable[[], tuple[str, list[str]]]


def embed_build_command() -> tuple[str, list[str]]:
    """The program and arguments that build the embedding model and print its folder on the last line."""
    return main_py_command("embed-model")


class EmbedderBuild(QWidget):
    """A row of the Documents section while the model is built: what it does, a busy bar, Cancel.

    Signals: `built()` when the model is there; `failed(str)` with a sentence for the person."""

    built = Signal()
    failed = Signal(str)

    def __init__(self, parent: QWidget | None = None, build_command: BuildCommand | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("EmbedderBuild", "Documents search setup"))
        self._build_command = build_command
        self.label = WrapLabel("", self)  # all of a step's lines, in the narrow sidebar
        self.label.setAccessibleName(translate("EmbedderBuild", "Documents search setup step"))
        self._build = ModelBuild(self)
        preparing = translate("EmbedderBuild", "Preparing document search (once): {0}")
        self._build.step.connect(lambda line: self.label.setText(preparing.format(line)))
        self._build.built.connect(self._on_built)
        self._build.failed.connect(self._on_failed)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 0)  # busy: the build's steps have no common measure
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(8)
        self.bar.setAccessibleName(translate("EmbedderBuild", "Documents search setup progress"))
        self.cancel_button = QToolButton(self)
        self.cancel_button.setText(translate("EmbedderBuild",
                                             "Cancel setup"))  # not the indexing's Cancel, in the row below
        self.cancel_button.setAccessibleName(translate("EmbedderBuild", "Cancel the documents search setup"))
        self.cancel_button.clicked.connect(self.cancel)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.bar, 1)
        row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addLayout(row)
        self.hide()

    @property
    def running(self) -> bool:
        return self._build.running

    def start(self) -> None:
        """Build the model (once: a second call while it runs does nothing)."""
        if self._build.running:
            return
        self.label.setText(translate("EmbedderBuild",
                                     "Preparing document search (once, about a minute): your files are already "
                                     "searched by their words meanwhile."))
        self.show()
        self._build.start(*(self._build_command or embed_build_command)())

    def cancel(self) -> None:
        """Stop the build (also when the window closes); the files stay searchable by their words."""
        self._build.cancel()
        self.hide()

    def _on_built(self, _folder: object) -> None:
        self.hide()
        self.built.emit()

    def _on_failed(self, lines: list[str] | None) -> None:
        self.hide()
        if lines is None:
            self.failed.emit("Document search could not be prepared: the build could not start. Your files "
                             "are still found by their words.")
            return
        self.failed.emit(f"Document search could not be prepared ({' '.join(lines[-2:])}). Your files are "
                         "still found by their words; try again with Re-index.")
