"""Tools in the window: the Tools button in the message box (which tools this chat may call), the
card of a call that waits for an answer, and the reply's status while a call runs.

Kept out of the chat pane and the main window so those stay about chatting; `connect_tools` is
called once by `ui.app.start`.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolButton, QVBoxLayout

from app.chat.provenance import Provenance
from app.qt.chat_tools import ChatTools
from app.qt.i18n import translate
from app.tools.builtin import BUILTINS
from app.tools.mcp_hub import McpHub
from app.tools.spec import CallRecord
from app.tools.toolbox import SERVER_PREFIX
from ui.chat.chat_pane import message_view
from ui.chat.tool_card import ToolCallCard
from ui.features.tools_page import ToolServersDialog
from ui.main_window import MainWindow


def tool_label(name: str) -> str:
    if name.startswith(SERVER_PREFIX):
        return translate("ToolsButton", "Server: {0}").format(name[len(SERVER_PREFIX):])
    builtin = BUILTINS.get(name)
    return translate("Tools", builtin.label) if builtin is not None else name  # marked in app/tools/builtin.py


class ToolsButton(QToolButton):
    """"Tools" in the message box: a menu of every tool, checked for those this chat may call."""

    def __init__(self, window: MainWindow, tools: ChatTools) -> None:
        super().__init__(window.composer.box)
        self._window = window
        self._tools = tools
        self.setAccessibleName(translate("ToolsButton", "Tools"))
        self.setToolTip(translate("ToolsButton", "Which tools this chat may call (each call is shown and asked first)"))
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu_ = QMenu(self)
        self.setMenu(self.menu_)
        self.menu_.aboutToShow.connect(self._fill)
        self._dialog: ToolServersDialog | None = None
        self.refresh()

    def refresh(self) -> None:
        chosen = self._window.controller.settings().tools
        self.setText(translate("ToolsButton", "Tools ({0})").format(len(chosen)) if chosen else
                     translate("ToolsButton", "Tools"))

    def _fill(self) -> None:
        self.menu_.clear()
        chosen = set(self._window.controller.settings().tools)
        for name in self._tools.toolbox.choices():
            servers = self._tools.toolbox.servers
            label = tool_label(name)
            if servers is not None and name.startswith(SERVER_PREFIX) and \
                    servers.uses_network(name[len(SERVER_PREFIX):]):
                label += translate("ToolsButton", " (uses the network)")
            action = QAction(label, self.menu_)
            action.setCheckable(True)
            action.setChecked(name in chosen)
            why = self._tools.toolbox.blocked(name)
            if why:
                action.setToolTip(why)
                action.setText(translate("ToolsButton", "{0} (off: {1})").format(label, why))
            elif isinstance(servers, McpHub) and name.startswith(SERVER_PREFIX):
                status = servers.status(name[len(SERVER_PREFIX):])
                if status.state == "failed":  # said where it is chosen, not only in the Tool servers dialog
                    action.setText(translate("ToolsButton", "{0} (failed to start)").format(label))
                    failed = translate("ToolsButton", "It failed: {0}. Tool servers… shows its last output.")
                    action.setToolTip(failed.format(status.error))
            builtin = BUILTINS.get(name)
            if builtin is not None:
                action.setToolTip(translate("Tools", builtin.spec.description))
            action.toggled.connect(lambda on, n=name: self.set_tool(n, on))
            self.menu_.addAction(action)
        self.menu_.addSeparator()
        required = QAction(translate("ToolsButton", "A reply must start with a tool call"), self.menu_)
        required.setCheckable(True)
        required.setChecked(self._window.controller.settings().tool_choice == "required")
        required.setToolTip(translate("ToolsButton", "For small models that do not choose tools by themselves"))
        required.toggled.connect(self.set_required)
        self.menu_.addAction(required)
        servers = self._tools.toolbox.servers
        if isinstance(servers, McpHub):
            manage = QAction(translate("ToolsButton", "Tool servers…"), self.menu_)
            manage.triggered.connect(lambda: self.open_servers(servers))
            self.menu_.addAction(manage)

    def open_servers(self, hub: McpHub) -> ToolServersDialog:
        if self._dialog is None:
            self._dialog = ToolServersDialog(hub, self._tools.approvals, self._window)
        self._dialog.refresh()
        self._dialog.show()
        self._dialog.raise_()
        return self._dialog

    def set_required(self, on: bool) -> None:
        controller = self._window.controller
        controller.set_settings(replace(controller.settings(), tool_choice="required" if on else "auto"))

    def set_tool(self, name: str, on: bool) -> None:
        controller = self._window.controller
        settings = controller.settings()
        chosen = [t for t in settings.tools if t != name] + ([name] if on else [])
        controller.set_settings(replace(settings, tools=tuple(chosen)))
        self.refresh()


def connect_tools(window: MainWindow, tools: ChatTools) -> ToolCallCard:
    card = ToolCallCard(tools.answer, window.chat)
    layout = window.chat.layout()
    assert isinstance(layout, QVBoxLayout)
    layout.insertWidget(layout.indexOf(window.composer), card)
    button = ToolsButton(window, tools)
    window.composer.add_tool_button(button)

    def on_call(conversation_id: int, reply_id: int, record: CallRecord) -> None:
        if conversation_id != window.controller.current_conversation:
            return
        card.show_call(record)
        status = {"pending": translate("Tools", "Waiting for your answer: {0}").format(record.tool),
                  "running": translate("Tools", "Running {0}…").format(record.tool)}
        if record.status not in status:  # ran (or was denied): the call and its result show in the reply at once,
            view = message_view(window.controller.turns.item(reply_id))  # not only when the reply ends
            calls = replace(view.provenance or Provenance(), tool_calls=tools.reply_calls(reply_id))
            window.chat_view.begin_streaming(replace(view, provenance=calls))
        window.chat_view.set_streaming_status(status.get(record.status, ""))

    tools.call_changed.connect(on_call)
    window.controller.conversation_opened.connect(lambda _cid: button.refresh())
    window.controller.chat_settings.changed.connect(lambda _s: button.refresh())
    return card
