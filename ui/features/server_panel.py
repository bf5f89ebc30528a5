"""The "Local server" setting, its status-bar indicator, and the object that runs the server.

`ServerControl` owns the `app.api.service.LocalServer` of the window (a second client of the
window's engine) and its saved settings. The server counts requests on its own thread; the count
reaches the GUI thread through a signal (queued, since it is emitted from that thread).

`ServerControl` signals:
    changed(): the server started or stopped (the indicator and the dialog follow);
    requests_changed(int): the number of API requests answered since it started;
    failed(str): it could not start (the port is taken), for the notice bar.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.api.service import LocalServer, ServerSettings, load_server_settings, new_key, save_server_settings
from app.engine.client import EngineClient
from app.qt.i18n import translate
from app.qt.turn_runner import TurnRunner
from ui.features.connect_tool import ConnectToolDialog


class ServerControl(QObject):
    changed = Signal()
    requests_changed = Signal(int)
    failed = Signal(str)

    def __init__(self, engine: EngineClient | None, settings_file: Path, models_dir: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings_file = settings_file
        self.settings = load_server_settings(settings_file)
        self.available = engine is not None
        self._server = LocalServer(engine, models_dir, self.requests_changed.emit) if engine is not None else None

    @property
    def running(self) -> bool:
        return self._server is not None and self._server.running

    @property
    def url(self) -> str:
        return self._server.url if self._server is not None else ""

    def start_saved(self) -> None:
        """At start-up: run the server if it was switched on last time."""
        if self.settings.enabled:
            self.apply(self.settings)

    def apply(self, settings: ServerSettings) -> bool:
        """Save `settings` and start or stop the server to match; False (and `failed`) if it cannot start."""
        self.settings = settings
        save_server_settings(self.settings_file, settings)
        if self._server is None:
            return not settings.enabled
        ok = True
        if settings.enabled:
            try:
                self._server.start(settings)
            except OSError as exc:
                self.failed.emit(f"The local server could not start: {exc}")
                ok = False
        else:
            self._server.stop()
        self.changed.emit()
        self.requests_changed.emit(0)
        return ok

    def shutdown(self) -> None:
        if self._server is not None:
            self._server.stop()


class ServerIndicator(QLabel):
    """"API http://127.0.0.1:8080 · 3 requests" in the status bar while the server runs."""

    def __init__(self, control: ServerControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("ServerIndicator", "Local server"))
        self._control = control
        self._count = 0
        control.changed.connect(self._refresh)
        control.requests_changed.connect(self._on_count)
        self._refresh()

    def _on_count(self, count: int) -> None:
        self._count = count
        self._refresh()

    def _refresh(self) -> None:
        running = self._control.running
        self.setVisible(running)
        if running:
            noun = "request" if self._count == 1 else "requests"
            self.setText(translate("ServerIndicator", "API {0} · {1} {2}").format(self._control.url, self._count, noun))
            self.setToolTip(translate("ServerIndicator",
                                      "Hearth is serving the loaded model to other programs (OpenAI-compatible API at "
                                      "{0}/v1). File → Local server… changes it.").format(self._control.url))


class ServerDialog(QDialog):
    """Switch the server on or off, pick its port, see and copy its key, allow other computers."""

    def __init__(self, control: ServerControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ServerDialog", "Local server"))
        self._control = control
        current = control.settings
        self.enabled = QCheckBox(translate("ServerDialog",
                                           "Serve the loaded model to other programs (OpenAI-compatible API)"), self)
        self.enabled.setChecked(current.enabled)
        self.port = QSpinBox(self)
        self.port.setRange(1024, 65535)
        self.port.setValue(current.port)
        self.port.setAccessibleName(translate("ServerDialog", "Port"))
        # the editor inside is what a screen reader meets
        self.port.lineEdit().setAccessibleName(translate("ServerDialog", "Port number"))
        self.key = QLineEdit(current.key, self)
        self.key.setReadOnly(True)
        self.key.setPlaceholderText(translate("ServerDialog", "No key: only programs on this computer can connect"))
        self.key.setAccessibleName(translate("ServerDialog", "API key"))
        wide = max(self.key.placeholderText(), new_key(), key=len)  # neither the placeholder nor a key is cut
        self.key.setMinimumWidth(self.key.fontMetrics().horizontalAdvance(wide) + 24)
        self.copy_button = QPushButton(translate("ServerDialog", "Copy"), self)
        self.new_key_button = QPushButton(translate("ServerDialog", "New key"), self)
        self.clear_key_button = QPushButton(translate("ServerDialog", "Remove key"), self)
        self.network = QCheckBox(translate("ServerDialog", "Allow other computers on the network (needs a key)"), self)
        self.network.setChecked(current.network and bool(current.key))
        self.address = QLabel(self)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.connect_button = QPushButton(translate("ServerDialog", "Connect a coding tool…"), self)
        self.connect_button.clicked.connect(lambda: self.connect_tool())
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        keys = QHBoxLayout()
        for widget in (self.key, self.copy_button, self.new_key_button, self.clear_key_button):
            keys.addWidget(widget)
        form = QFormLayout()
        form.addRow(translate("ServerDialog", "Port"), self.port)
        form.addRow(translate("ServerDialog", "Key"), keys)
        form.addRow("", self.network)
        form.addRow(translate("ServerDialog", "Address"), self.address)
        connect_row = QHBoxLayout()  # the button as wide as its words, not the form's column
        connect_row.addWidget(self.connect_button)
        connect_row.addStretch(1)
        form.addRow("", connect_row)
        self.buttons = buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.enabled)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.copy_button.clicked.connect(self._copy)
        self.new_key_button.clicked.connect(lambda: self._set_key(new_key()))
        self.clear_key_button.clicked.connect(lambda: self._set_key(""))
        for signal in (self.enabled.toggled, self.network.toggled, self.port.valueChanged):
            signal.connect(self._update)
        control.failed.connect(self.message.setText)
        if not control.available:
            self.enabled.setEnabled(False)
            self.message.setText(translate("ServerDialog",
                                           "The local server needs Hearth's engine, which is not running here."))
        self._update()

    def chosen(self) -> ServerSettings:
        return ServerSettings(self.enabled.isChecked(), self.port.value(), self.key.text(),
                              self.network.isChecked() and bool(self.key.text()))

    def _set_key(self, key: str) -> None:
        self.key.setText(key)
        self._update()

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.key.text())

    def connect_tool(self, home: Path | None = None) -> ConnectToolDialog:
        """The running server's connection for a coding tool (`ui.features.connect_tool`); `home`: where its
        files are written (the person's home folder)."""
        dialog = ConnectToolDialog(self._control.url, self._control.settings.key, self, home)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _update(self) -> None:
        running = self._control.running
        self.connect_button.setEnabled(running)
        self.connect_button.setToolTip(
            translate("ServerDialog",
                      "What Claude Code, Codex, opencode or Continue needs to use this server (as main.py connect "
                      "prints or writes it)") if running else
            translate("ServerDialog",
                      "Switch the server on (and press OK) first: a tool connects to the running server"))
        has_key = bool(self.key.text())
        self.network.setEnabled(has_key)
        if not has_key:
            self.network.setChecked(False)
        self.copy_button.setEnabled(has_key)
        self.clear_key_button.setEnabled(has_key)
        chosen = self.chosen()
        self.address.setText(f"{chosen.address}/v1" if chosen.enabled else translate("ServerDialog", "(off)"))

    def _accept(self) -> None:
        if self._control.apply(self.chosen()):
            self.accept()


def attach_local_server(window: QMainWindow, engine: EngineClient | None, settings_file: Path,
                        models_dir: Path | None, notify: Callable[[str], None],
                        turns: TurnRunner | None = None) -> ServerControl:
    """Give `window` the server: its indicator in the status bar and File → Local server…; the server
    starts when it was on last time. `notify` shows a failure to start in the window; a reply of the
    window's (`turns`) that waits behind the server's requests says so."""
    control = ServerControl(engine, settings_file, models_dir, window)
    if turns is not None:
        turns.sharing = lambda: (translate("ServerPanel", "another program's request (the local server)")
                                 if control.running else "")
    window.statusBar().addPermanentWidget(ServerIndicator(control, window))
    action = QAction(translate("ServerPanel", "&Local server…"), window)
    action.triggered.connect(lambda: ServerDialog(control, window).exec())
    file_menu = window.menuBar().actions()[0].menu()
    if isinstance(file_menu, QMenu):
        file_menu.insertAction(file_menu.actions()[-1], action)  # above Quit
    control.failed.connect(notify)
    control.start_saved()
    return control
