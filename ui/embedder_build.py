"""The documents' embedding model, built in the window the first time a file or folder needs it.

Like the demo model, the build runs as a separate process (`main.py embed-model`): the export holds
the GIL for seconds and needs torch, which the window never imports. Its progress lines (stderr) show
in the Documents section with a Cancel button; the folder it prints last means it is built. Meanwhile
the libraries are indexed as text only (`app.docs.controller`), so questions already find passages by
their words; once built, `DocumentsController.embedder_built` embeds them.

An installed Hearth has the model in its bundle (packaging/build.py), so this runs only from source.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QProcess, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QToolButton, QVBoxLayout, QWidget

BuildCommand = Callable[[], tuple[str, list[str]]]


def embed_build_command() -> tuple[str, list[str]]:
    """The program and arguments that build the embedding model and print its folder on the last line."""
    if getattr(sys, "frozen", False):
        return sys.executable, ["embed-model"]
    return sys.executable, [str(Path(__file__).resolve().parents[1] / "main.py"), "embed-model"]


class EmbedderBuild(QWidget):
    """A row of the Documents section while the model is built: what it does, a busy bar, Cancel.

    Signals: `built()` when the model is there; `failed(str)` with a sentence for the person."""

    built = Signal()
    failed = Signal(str)

    def __init__(self, parent: QWidget | None = None, build_command: BuildCommand | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Documents search setup")
        self._build_command = build_command
        self._process: QProcess | None = None
        self._stderr = ""
        self._stdout = ""
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setAccessibleName("Documents search setup step")
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 0)  # busy: the build's steps have no common measure
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(8)
        self.bar.setAccessibleName("Documents search setup progress")
        self.cancel_button = QToolButton(self)
        self.cancel_button.setText("Cancel")
        self.cancel_button.setAccessibleName("Cancel the documents search setup")
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
        return self._process is not None

    def start(self) -> None:
        """Build the model (once: a second call while it runs does nothing)."""
        if self._process is not None:
            return
        program, args = (self._build_command or embed_build_command)()
        process = QProcess(self)
        process.readyReadStandardError.connect(self._on_stderr)
        process.readyReadStandardOutput.connect(self._on_stdout)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self._process, self._stderr, self._stdout = process, "", ""
        self.label.setText("Preparing document search (once, about a minute): your files are already "
                           "searched by their words meanwhile.")
        self.show()
        process.start(program, args)

    def cancel(self) -> None:
        """Stop the build (also when the window closes); the files stay searchable by their words."""
        process, self._process = self._process, None
        if process is not None:
            process.finished.disconnect(self._on_finished)
            process.errorOccurred.disconnect(self._on_error)
            process.kill()
            process.waitForFinished(5000)
            process.deleteLater()
        self.hide()

    def _on_stderr(self) -> None:
        if self._process is None:
            return
        self._stderr += bytes(self._process.readAllStandardError().data()).decode("utf-8", "replace")
        lines = [line.strip() for line in self._stderr.replace("\r", "\n").splitlines() if line.strip()]
        if lines:
            self.label.setText(f"Preparing document search (once): {lines[-1]}")

    def _on_stdout(self) -> None:
        if self._process is not None:
            self._stdout += bytes(self._process.readAllStandardOutput().data()).decode("utf-8", "replace")

    def _on_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._on_stdout()
        self._on_stderr()
        process, self._process = self._process, None
        if process is not None:
            process.deleteLater()
        self.hide()
        lines = [line.strip() for line in self._stdout.splitlines() if line.strip()]
        if status == QProcess.ExitStatus.NormalExit and code == 0 and lines and Path(lines[-1]).is_dir():
            self.built.emit()
            return
        tail = " ".join(self._stderr.strip().splitlines()[-2:]) or f"exit code {code}"
        self.failed.emit(f"Document search could not be prepared ({tail}). Your files are still found by "
                         "their words; try again with Re-index.")

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error != QProcess.ProcessError.FailedToStart:
            return  # a crash also ends in `finished`, which reports it
        process, self._process = self._process, None
        if process is not None:
            process.deleteLater()
        self.hide()
        self.failed.emit("Document search could not be prepared: the build could not start. Your files are "
                         "still found by their words.")
