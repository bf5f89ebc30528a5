"""A model built by a separate Hearth process for the window: `main.py demo-model` or `embed-model`.

Both builds hold the GIL for seconds and need torch, which the window never imports, so they run as a
child process. Its stderr lines are the steps a person sees (a progress bar's `\\r` updates count as
lines); the folder it prints last on stdout means the model is built. One home for that protocol, used
by the first-run screen (the demo model) and the Documents section (the embedding model).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, Signal

from app.qt.i18n import translate


def main_py_command(command: str) -> tuple[str, list[str]]:
    """The program and arguments that run `main.py COMMAND` (the frozen program itself when bundled)."""
    if getattr(sys, "frozen", False):
        return sys.executable, [command]
    return sys.executable, [str(Path(__file__).resolve().parents[2] / "main.py"), command]


# A tqdm bar as the builders print it: "Converting and de-quantizing GGUF tensors...:  41%|████      | 110/272 [..."
_BAR = re.compile(r"^(?P<what>.*?):?\s*(?P<percent>\d{1,3})%\|")


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.replace("\r", "\n").splitlines() if line.strip()]


def read_step(line: str) -> tuple[str, int]:
    """A progress line as a person reads it, and its percentage (-1 when it has none): a tqdm bar becomes its
    words ("Converting and de-quantizing GGUF tensors…") and the percentage goes to a real progress bar."""
    bar = _BAR.match(line)
    if bar is None:
        return line, -1
    what = bar["what"].strip().removesuffix("...").rstrip(".") or translate("ModelBuild", "Working")
    return f"{what}…", min(100, int(bar["percent"]))


class ModelBuild(QObject):
    """One build at a time. Signals: `step(str)` the latest progress line, in words; `percent(int)` how far
    that step is (-1: it does not say); `built(object)` the folder's `Path`; `failed(object)` the build's
    stderr lines (its exit code when it wrote none), or None when the program could not start."""

    step = Signal(str)
    percent = Signal(int)
    built = Signal(object)
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: QProcess | None = None
        self._stderr = ""
        self._stdout = ""

    @property
    def running(self) -> bool:
        return self._process is not None

    def start(self, program: str, args: list[str]) -> None:
        """Run the build (a second call while one runs does nothing)."""
        if self._process is not None:
            return
        process = QProcess(self)
        process.readyReadStandardError.connect(self._on_stderr)
        process.readyReadStandardOutput.connect(self._on_stdout)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self._process, self._stderr, self._stdout = process, "", ""
        process.start(program, args)

    def cancel(self) -> None:
        """Stop the build; nothing is signalled."""
        process, self._process = self._process, None
        if process is not None:
            process.finished.disconnect(self._on_finished)
            process.errorOccurred.disconnect(self._on_error)
            process.kill()
            process.waitForFinished(5000)
            process.deleteLater()

    def _on_stderr(self) -> None:
        if self._process is None:
            return
        self._stderr += bytes(self._process.readAllStandardError().data()).decode("utf-8", "replace")
        lines = _lines(self._stderr)
        if lines:
            text, percent = read_step(lines[-1])
            self.step.emit(text)
            self.percent.emit(percent)

    def _on_stdout(self) -> None:
        if self._process is not None:
            self._stdout += bytes(self._process.readAllStandardOutput().data()).decode("utf-8", "replace")

    def _on_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._on_stdout()
        self._on_stderr()
        self._end()
        printed = _lines(self._stdout)
        if status == QProcess.ExitStatus.NormalExit and code == 0 and printed and Path(printed[-1]).is_dir():
            self.built.emit(Path(printed[-1]))
            return
        self.failed.emit(_lines(self._stderr) or [f"exit code {code}"])

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error != QProcess.ProcessError.FailedToStart:
            return  # a crash also ends in `finished`, which reports it
        self._end()
        self.failed.emit(None)

    def _end(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            process.deleteLater()
