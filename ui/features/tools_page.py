"""Tool servers (MCP) in the window: add, edit, test, turn on or off, remove, import an mcp.json; each
server's state (starting, ready with N tools, failed and why, the end of its error output) and its
tools with their descriptions; and the tools that were "always allowed", to forget.

Opened from the Tools button's menu. Starting a server to test it happens on a thread of its own;
the dialog shows "Starting…" and the answer when it comes.
"""

from __future__ import annotations

import shlex
import threading
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.qt.i18n import translate
from app.tools.approvals import Approvals
from app.tools.mcp_config import McpConfigError, McpServer, import_servers, make_server
from app.tools.mcp_hub import McpHub, ServerStatus
from ui import file_dialogs


class ServerForm(QDialog):
    """Add or edit one server: a command line (stdio) or a URL (Streamable HTTP) and its key."""

    def __init__(self, parent: QWidget, server: McpServer | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ServerForm",
                                      "Edit tool server") if server else translate("ServerForm", "Add tool server"))
        self.name_edit = QLineEdit(server.name if server else "", self)
        self.command_edit = QLineEdit(shlex.join([server.command, *server.args]) if server and server.command else "",
                                      self)
        self.command_edit.setPlaceholderText(translate("ServerForm", "e.g.  uvx mcp-server-time   or   npx -y "
                                                                     "@modelcontextprotocol/server-filesystem "
                                                                     "~/Documents"))
        self.url_edit = QLineEdit(server.url if server else "", self)
        self.url_edit.setPlaceholderText(translate("ServerForm", "or the URL of a Streamable HTTP server"))
        self.key_edit = QLineEdit(self)
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setPlaceholderText(translate("ServerForm", "its key, kept in the system keyring (HTTP only; "
                                                                 "empty: unchanged)"))
        self.env_edit = QPlainTextEdit("\n".join(f"{k}={v}" for k, v in (server.env or {}).items()) if server else "",
                                       self)
        self.env_edit.setPlaceholderText(translate("ServerForm",
                                                   "its environment, one NAME=value a line (command servers)"))
        self.env_edit.setAccessibleName(translate("ServerForm", "Environment variables"))
        self.env_edit.setTabChangesFocus(True)
        self.env_edit.setFixedHeight(self.env_edit.fontMetrics().lineSpacing() * 4 + 12)
        for field in (self.command_edit, self.url_edit, self.key_edit):  # no placeholder is cut
            field.setMinimumWidth(field.fontMetrics().horizontalAdvance(field.placeholderText()) + 24)
        self.network_box = QCheckBox(translate("ServerForm", "Uses the network (turned off in offline mode)"), self)
        self.network_box.setChecked(bool(server and server.uses_network))
        form = QFormLayout()
        form.addRow(translate("ServerForm", "&Name"), self.name_edit)
        form.addRow(translate("ServerForm", "&Command"), self.command_edit)
        form.addRow(translate("ServerForm", "&URL"), self.url_edit)
        form.addRow(translate("ServerForm", "&Key"), self.key_edit)
        form.addRow(translate("ServerForm", "&Environment"), self.env_edit)
        form.addRow("", self.network_box)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.server: McpServer | None = None
        self._original = server

    def _check(self) -> None:
        try:
            words = shlex.split(self.command_edit.text())
        except ValueError as exc:
            self.problem.setText(translate("ServerForm", "The command cannot be read: {0}.").format(exc))
            return
        env: dict[str, str] = {}
        for line in self.env_edit.toPlainText().splitlines():
            name, equals, value = line.strip().partition("=")
            if not line.strip():
                continue
            if not equals or not name.strip().isidentifier():
                not_env = translate("ServerForm", "Each line of the environment is NAME=value: {0!r} is not.")
                self.problem.setText(not_env.format(line))
                return
            env[name.strip()] = value
        try:
            self.server = make_server(self.name_edit.text().strip(), command=words[0] if words else "",
                                      args=words[1:], url=self.url_edit.text().strip(), env=env or None,
                                      cwd=self._original.cwd if self._original else "",
                                      uses_network=self.network_box.isChecked())
        except McpConfigError as exc:
            self.problem.setText(str(exc))
            return
        self.accept()


class ToolServersDialog(QDialog):
    _tested = Signal(object)  # ServerStatus, from the test's thread

    def __init__(self, hub: McpHub, approvals: Approvals, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ToolServersDialog", "Tool servers"))
        self.resize(720, 520)
        self.hub = hub
        self.approvals = approvals
        self.list = QListWidget(self)
        self.list.setAccessibleName(translate("ToolServersDialog", "Tool servers"))
        self.details = QPlainTextEdit(self)
        self.details.setReadOnly(True)
        self.details.setAccessibleName(translate("ToolServersDialog", "Server details"))
        self.add_button = QPushButton(translate("ToolServersDialog", "&Add…"), self)
        self.edit_button = QPushButton(translate("ToolServersDialog", "&Edit…"), self)
        self.import_button = QPushButton(translate("ToolServersDialog", "&Import mcp.json…"), self)
        self.test_button = QPushButton(translate("ToolServersDialog", "&Test"), self)
        self.toggle_button = QPushButton(translate("ToolServersDialog", "Turn o&ff"), self)
        self.remove_button = QPushButton(translate("ToolServersDialog", "&Remove"), self)
        row = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.import_button, self.test_button, self.toggle_button,
                       self.remove_button):
            row.addWidget(button)
        self.allowed = QListWidget(self)
        self.allowed.setAccessibleName(translate("ToolServersDialog", "Always allowed tools"))
        self.forget_button = QPushButton(translate("ToolServersDialog", "&Forget"), self)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("ToolServersDialog",
                                          "Servers whose tools chats may call (choose them per chat with the Tools "
                                          "button):")))
        layout.addWidget(self.list, 2)
        layout.addLayout(row)
        layout.addWidget(self.details, 3)
        allowed_row = QHBoxLayout()
        allowed_row.addWidget(QLabel(translate("ToolServersDialog", "Run without asking:")))
        allowed_row.addWidget(self.allowed, 1)
        allowed_row.addWidget(self.forget_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(allowed_row, 1)
        layout.addWidget(close)
        self.add_button.clicked.connect(lambda: self._edit(None))
        self.edit_button.clicked.connect(lambda: self._edit(self._selected()))
        self.import_button.clicked.connect(self._import)
        self.test_button.clicked.connect(self._test)
        self.toggle_button.clicked.connect(self._toggle)
        self.remove_button.clicked.connect(self._remove)
        self.forget_button.clicked.connect(self._forget)
        self.list.currentRowChanged.connect(lambda _row: self._show_selected())
        self._tested.connect(self._on_tested)
        self.refresh()

    def refresh(self, select: str = "") -> None:
        """List the servers again, keeping the one chosen (or choosing `select`: one just added or imported)."""
        current = self._selected()
        wanted = select or (current.name if current is not None else "")
        self.list.clear()
        for server in self.hub.config.all():
            item = QListWidgetItem(f"{server.name} — {self.hub.status(server.name).line()} — {server.describe()}")
            item.setData(Qt.ItemDataRole.UserRole, server.name)
            self.list.addItem(item)
            if server.name == wanted:
                self.list.setCurrentItem(item)
        if self.list.currentRow() < 0 and self.list.count():
            self.list.setCurrentRow(0)
        self.allowed.clear()
        self.allowed.addItems(self.approvals.always())
        self._show_selected()

    def _selected(self) -> McpServer | None:
        item = self.list.currentItem()
        return self.hub.config.get(str(item.data(Qt.ItemDataRole.UserRole))) if item is not None else None

    def _show_selected(self) -> None:
        server = self._selected()
        for button in (self.edit_button, self.test_button, self.toggle_button, self.remove_button):
            button.setEnabled(server is not None)
        if server is None:
            none = translate("ToolServersDialog", "No tool servers yet. Add one, or import the mcp.json of Claude "
                             "Desktop, Cursor or LM Studio.")
            self.details.setPlainText(none)
            return
        self.toggle_button.setText(translate("ToolServersDialog", "Turn o&ff") if server.enabled else
                                   translate("ToolServersDialog", "Turn o&n"))
        self.details.setPlainText(describe(server, self.hub.status(server.name)))

    def _edit(self, server: McpServer | None) -> None:
        form = ServerForm(self, server)
        if form.exec() != QDialog.DialogCode.Accepted or form.server is None:
            return
        if server is not None and server.name != form.server.name:
            self.hub.stop(server.name)
            self.hub.config.remove(server.name)
        self.hub.stop(form.server.name)  # a changed definition starts afresh
        self.hub.config.put(replace(form.server, enabled=server.enabled if server else True))
        if form.key_edit.text().strip():
            self.hub.config.set_key(form.server.name, form.key_edit.text().strip())
        self.refresh(select=form.server.name)  # Test then tests the one just added

    def _import(self) -> None:
        path = file_dialogs.open_file_name(self, translate("ToolServersDialog", "Import mcp.json"), str(Path.home()),
                                           translate("ToolServersDialog", "JSON (*.json);;All files (*)"))
        if not path:
            return
        try:
            with open(path, encoding="utf-8") as handle:
                servers, problems = import_servers(handle.read())
        except (OSError, McpConfigError) as exc:
            QMessageBox.warning(self, translate("ToolServersDialog", "Import mcp.json"), str(exc))
            return
        for server in servers:
            self.hub.config.put(server)
        n = len(servers)
        names = ", ".join(s.name for s in servers)
        text = (translate("ToolServersDialog", "Imported %n server(s): {0}.", None, n).format(names) if servers else
                translate("ToolServersDialog", "Nothing was imported."))
        if problems:
            text += "\n\n" + translate("ToolServersDialog", "Left out:") + "\n" + "\n".join(problems)
        QMessageBox.information(self, translate("ToolServersDialog", "Import mcp.json"), text)
        self.refresh(select=servers[0].name if servers else "")

    def _test(self) -> None:
        server = self._selected()
        if server is None:
            return
        self.details.setPlainText(translate("ToolServersDialog", "Starting {0}…").format(server.name))
        self.test_button.setEnabled(False)
        threading.Thread(target=lambda: self._tested.emit(self.hub.start(server.name)), name="hearth-mcp-test",
                         daemon=True).start()

    def _on_tested(self, _status: ServerStatus) -> None:
        self.refresh()

    def _toggle(self) -> None:
        server = self._selected()
        if server is not None:
            if server.enabled:
                self.hub.stop(server.name)
            self.hub.config.set_enabled(server.name, not server.enabled)
            self.refresh()

    def _remove(self) -> None:
        server = self._selected()
        if server is not None:
            self.hub.stop(server.name)
            self.hub.config.remove(server.name)
            self.refresh()

    def _forget(self) -> None:
        item = self.allowed.currentItem()
        if item is not None:
            self.approvals.forget(item.text())
            self.refresh()


def describe(server: McpServer, status: ServerStatus) -> str:
    """A server's details as the dialog shows them."""
    lines = [f"{server.name}: {status.line()}", server.describe(), ""]
    for tool in status.tools:
        first = tool.description.splitlines()[0] if tool.description else ""
        lines.append(f"• {tool.name} — {first}")
    lines += [translate("ToolServersDialog", "(left out) {0}").format(why) for why in status.left_out]
    if status.state == "stopped":
        lines.append(translate("ToolServersDialog", "Not running: it starts when a chat that uses it needs it (or "
                                                    "press Test)."))
    if status.stderr_tail:
        lines += ["", translate("ToolServersDialog", "Its last output:"), status.stderr_tail]
    return "\n".join(lines)
