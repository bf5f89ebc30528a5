"""Connect a coding tool to the local server, from the window: what `main.py connect TOOL` prints, with Copy and
Write buttons (the same functions, `app.cli.connect`: the model id is the one the server serves, a file
written keeps a copy of the one before, Continue's YAML is never merged).

The served model is asked for on a worker thread (`GET /v1/models` from this same process's server: quick, but
never on the window's thread). `ConnectToolDialog` is a plain QDialog: its signals are QDialog's.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.cli.connect import TOOLS, Target, discover, printed, write
from app.qt.i18n import translate
from app.qt.workers import Worker

NAMES = {"claude-code": "Claude Code", "codex": "Codex", "opencode": "opencode", "continue": "Continue"}


class ConnectToolDialog(QDialog):
    def __init__(self, url: str, key: str, parent: QWidget | None = None, home: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ConnectToolDialog", "Connect a coding tool"))
        self._home = home or Path.home()
        self._target: Target | None = None
        self.tool = QComboBox(self)
        self.tool.setAccessibleName(translate("ConnectToolDialog", "Coding tool"))
        for name in TOOLS:
            self.tool.addItem(NAMES[name], name)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setAccessibleName(translate("ConnectToolDialog", "What the tool needs"))
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setPlainText(translate("ConnectToolDialog", "Asking the server which model it serves…"))
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setAccessibleName(translate("ConnectToolDialog", "Result"))
        self.copy_button = QPushButton(translate("ConnectToolDialog", "Copy"), self)
        self.copy_button.setToolTip(translate("ConnectToolDialog",
                                              "Copy this text, to paste into the tool's settings or a terminal"))
        self.write_button = QPushButton(translate("ConnectToolDialog", "Write its file"), self)
        self.write_button.setToolTip(translate("ConnectToolDialog",
                                               "Write the tool's configuration file in your home folder (a copy of the "
                                               "file before is kept beside it)"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.write_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(translate("ConnectToolDialog", "Tool"), self.tool)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self.resize(640, 420)
        self.tool.currentIndexChanged.connect(self._show)
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.text.toPlainText()))
        self.write_button.clicked.connect(self._write)
        self._set_ready(False)
        self._worker = Worker("connect-tool", self)
        self._worker.succeeded.connect(self._on_found)
        self._worker.failed.connect(lambda _job, text: self.status.setText(text))
        self.finished.connect(lambda _code: self._worker.shutdown())
        self._worker.submit(lambda: discover(url.rstrip("/"), key, None), expected=(OSError, ValueError))

    @property
    def chosen(self) -> str:
        return str(self.tool.currentData())

    def _set_ready(self, ready: bool) -> None:
        self.copy_button.setEnabled(ready)
        self.write_button.setEnabled(ready)

    def _on_found(self, _job: int, target: object) -> None:
        assert isinstance(target, Target)
        self._target = target
        self.status.setText(target.note)
        self._set_ready(True)
        self._show()

    def _show(self) -> None:
        if self._target is not None:
            self.text.setPlainText(printed(self.chosen, self._target))

    def _write(self) -> None:
        if self._target is None:
            return
        try:
            path, copy, after = write(self.chosen, self._target, self._home)
        except (ValueError, OSError) as exc:
            self.status.setText(translate("ConnectToolDialog", "Not written: {0}").format(exc))
            return
        before = translate("ConnectToolDialog", " (the file before: {0})").format(copy) if copy else ""
        self.status.setText(translate("ConnectToolDialog", "Wrote {0}{1}. {2}").format(path, before, after))
