"""The main window: conversations | chat | generation settings, with the status line below.

The window is a thin shell over `ChatController`: it forwards what the person does to the controller
and shows what the controller's signals say (the settings panel too: it follows `settings_changed`,
whatever changed them). The Models window and the hardware it judges models by come through
`ModelsAccess`; a model chosen there is loaded here and this window comes to the front. It owns only
presentation state (which page is visible, the edit mode of the composer, geometry and splitter
sizes, kept in an INI file in the data folder so HEARTH_HOME moves it too). Shortcuts and menus are
declared as data in `ui.window_actions`. Esc is handled in `keyPressEvent`, not as a shortcut, so an
open editor (a rename, a dialog) still gets it first.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.chat_controller import ChatController
from app.chat_thread import ModelInfo, ThreadItem
from app.generation import PresetStore
from models.fit import HardwareLike
from ui import export_import, first_run
from ui.about_dialog import AboutDialog, installed_model_notices
from ui.chat_view import ChatView
from ui.composer import Composer
from ui.conversation_list import ConversationList
from ui.first_run import FirstRunScreen
from ui.help_overlay import ShortcutHelp
from ui.message_html import MessageView
from ui.models_access import ModelsAccess
from ui.search_panel import SearchPanel
from ui.settings_panel import SettingsPanel
from ui.status_bar import Kind, NoticeBar, StatusBar, failure_text
from ui.theme import Theme, ThemeManager, theme_for
from ui.window_actions import build_actions, build_menus, help_rows

log = logging.getLogger("hearth.ui")

UNDO_MS = 10_000

def message_view(item: ThreadItem) -> MessageView:
    m = item.message
    return MessageView(m.id, m.role, m.content, m.status, m.provenance, item.version_index,
                       item.version_count, item.can_continue)


class MainWindow(QMainWindow):
    """The window (no signals of its own: it acts through the controller)."""

    def __init__(self, controller: ChatController, presets: PresetStore, *, state_file: Path,
                 theme: ThemeManager | None = None, models: ModelsAccess | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.models = models
        self._about: AboutDialog | None = None
        self._state = QSettings(str(state_file), QSettings.Format.IniFormat)
        self._theme = theme.theme if theme is not None else theme_for("system")
        self._help: ShortcutHelp | None = None
        self.setWindowTitle("Hearth")
        self.setAccessibleName("Hearth")
        self.setMinimumSize(720, 460)
        self.resize(1180, 760)

        # -- left: conversations, or search -------------------------------------------------------
        self.conversation_list = ConversationList(self)
        self.search_panel = SearchPanel(lambda query: controller.store.search(query), self)
        back = QToolButton(self)
        back.setText("← Conversations")
        back.setAccessibleName("Back to conversations")
        back.setToolTip("Close search (Esc)")
        back.clicked.connect(self.close_search)
        search_page = QWidget(self)
        search_layout = QVBoxLayout(search_page)
        search_layout.setContentsMargins(0, 6, 0, 0)
        search_layout.addWidget(back, 0, Qt.AlignmentFlag.AlignLeft)
        search_layout.addWidget(self.search_panel, 1)
        self.sidebar = QStackedWidget(self)
        self.sidebar.setAccessibleName("Sidebar")
        self.sidebar.setMinimumWidth(190)
        self.sidebar.addWidget(self.conversation_list)
        self.sidebar.addWidget(search_page)

        # -- centre: first run, or the chat --------------------------------------------------------
        self.first_run = FirstRunScreen(self)
        self.notice_bar = NoticeBar(self, name="Notice")
        self.undo_bar = NoticeBar(self, name="Undo")
        self.chat_view = ChatView(self, theme=self._theme)
        self.composer = Composer(self)
        chat_page = QWidget(self)
        chat_page.setAccessibleName("Chat")
        chat_layout = QVBoxLayout(chat_page)
        chat_layout.setContentsMargins(0, 0, 0, 0)
        chat_layout.setSpacing(0)
        chat_layout.addWidget(self.notice_bar)  # each bar keeps its own margin (style sheet)
        chat_layout.addWidget(self.undo_bar)
        chat_layout.addWidget(self.chat_view, 1)
        chat_layout.addWidget(self.composer)
        self.centre = QStackedWidget(self)
        self.centre.setAccessibleName("Main area")
        self.centre.setMinimumWidth(380)
        self.centre.addWidget(chat_page)
        self.centre.addWidget(self.first_run)
        self._chat_page = chat_page

        # -- right: generation settings -------------------------------------------------------------
        self.settings_panel = SettingsPanel(presets, self)
        self.settings_box = QWidget(self)
        self.settings_box.setAccessibleName("Generation settings")
        self.settings_box.setMinimumWidth(240)
        header = QHBoxLayout()
        title = QLabel("<b>Settings for this chat</b>", self.settings_box)
        close = QToolButton(self.settings_box)
        close.setText("✕")
        close.setAccessibleName("Hide settings")
        close.setToolTip("Hide settings (Ctrl+,)")
        close.clicked.connect(lambda: self.set_settings_visible(False))
        header.addWidget(title, 1)
        header.addWidget(close)
        box_layout = QVBoxLayout(self.settings_box)
        box_layout.setContentsMargins(6, 8, 6, 6)
        box_layout.addLayout(header)
        box_layout.addWidget(self.settings_panel, 1)
        self.settings_box.hide()

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setAccessibleName("Window panes")
        self.splitter.setChildrenCollapsible(False)
        for pane in (self.sidebar, self.centre, self.settings_box):
            self.splitter.addWidget(pane)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([250, 900, 300])
        self.setCentralWidget(self.splitter)
        self.status = StatusBar(self)
        self.setStatusBar(self.status)

        self._build_menus()
        self._connect()
        if theme is not None:
            theme.theme_changed.connect(self.apply_theme)
        self.apply_theme(self._theme)
        self.restore_state()
        self.settings_panel.set_values(controller.settings())
        self.conversation_list.set_conversations(controller.conversations())
        self._update_composer()
        self.composer.setFocus()

    # ---- construction ----------------------------------------------------------------------------

    def _build_menus(self) -> None:
        slots: dict[str, Callable[[], object]] = {
            "new_chat": self.controller.new_conversation, "search": self.open_search,
            "settings": self.toggle_settings, "regenerate": self.regenerate,
            "focus": self.focus_composer, "open_model": self.open_model_folder, "models": self.show_models,
            "help": self.show_help, "quit": self.close, "demo": self.show_first_run,
            "import": self.import_conversation, "export": self.export_current, "stop": self.controller.stop,
            "about": self.show_about,
        }
        self.actions_by_name = build_actions(self, slots)
        self.actions_by_name["models"].setEnabled(self.models is not None)
        build_menus(self.menuBar(), self.actions_by_name)

    def _connect(self) -> None:
        c = self.controller
        c.conversations_changed.connect(self._on_conversations_changed)
        c.conversation_opened.connect(self._on_conversation_opened)
        c.thread_changed.connect(self._on_thread_changed)
        c.message_added.connect(self._on_message_added)
        t, m = c.turns, c.models
        t.reply_started.connect(self._on_reply_started)
        t.reply_status.connect(self._on_reply_status)
        t.reply_text.connect(self._on_reply_text)
        t.reply_finished.connect(self._on_reply_finished)
        t.busy_changed.connect(self._on_busy_changed)
        t.context_notice.connect(self._on_context_notice)
        c.error.connect(lambda text: self.show_notice(text, "error"))
        c.info.connect(lambda text: self.show_notice(text, "info"))
        m.crashed.connect(self._on_engine_crashed)
        m.loading.connect(self._on_model_loading)
        m.loaded.connect(self._on_model_loaded)
        m.failed.connect(self._on_model_failed)
        c.usage_changed.connect(self.status.set_usage)
        c.settings_changed.connect(self.settings_panel.set_values)
        self.settings_panel.changed.connect(c.set_settings)
        self.status.retry_devices_requested.connect(m.try_all_devices)

        self.conversation_list.selected.connect(self._open_from_list)
        self.conversation_list.new_requested.connect(c.new_conversation)
        self.conversation_list.rename_requested.connect(c.rename_conversation)
        self.conversation_list.delete_requested.connect(self.delete_conversation)
        self.conversation_list.pin_requested.connect(c.set_pinned)
        self.conversation_list.export_requested.connect(self.export_conversation)
        self.search_panel.open_requested.connect(self.open_search_hit)

        self.chat_view.regenerate_requested.connect(c.regenerate)
        self.chat_view.edit_requested.connect(self._begin_edit)
        self.chat_view.continue_requested.connect(c.continue_reply)
        self.chat_view.version_requested.connect(c.switch_version)
        self.composer.send_requested.connect(self._send)
        self.composer.edit_submitted.connect(self._send_edit)
        self.composer.stop_requested.connect(c.stop)
        self.first_run.model_chosen.connect(self.load_model)
        self.first_run.browse_requested.connect(self.show_models)
        if self.models is not None:
            self.models.use_requested.connect(self.use_model)
            self.models.hardware_known.connect(self._on_hardware_known)

    # ---- public actions --------------------------------------------------------------------------

    def show_notice(self, text: str, kind: Kind = "info", action: str = "",
                    callback: Callable[[], object] | None = None, timeout_ms: int = 0) -> None:
        if kind == "info":  # info notices may quote a title (the person's words): not in the log
            log.info("notice (info)")
        else:
            log.info("notice (%s): %s", kind, text)
        self.notice_bar.show_message(text, kind, action, callback, timeout_ms)

    def show_first_run(self) -> None:
        self.first_run.refresh()
        self.centre.setCurrentWidget(self.first_run)

    def show_chat(self) -> None:
        self.centre.setCurrentWidget(self._chat_page)

    def load_model(self, path: Path) -> None:
        self.first_run.show_error("")
        self.controller.load_model(path)

    @Slot()
    def show_models(self) -> None:
        """The Models window on Get models (File → Models…, Ctrl+M, the first-run screen's button)."""
        self.open_models("get")

    def open_models(self, tab: str) -> None:
        """Show the Models window (made on first use) on `tab`: "get", "downloads", "installed", "privacy"."""
        if self.models is not None:
            self.models.open(tab, self)

    @Slot(object)
    def use_model(self, path: Path) -> None:
        """Chat with a model chosen in the Models window: load it and bring this window forward."""
        self.load_model(path)
        self.bring_to_front()

    @Slot(list)
    def bring_to_front(self, _argv: list[str] | None = None) -> None:
        """Un-minimize, show and raise the window (another launch of Hearth asked for it)."""
        if self.isMinimized():
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()

    def show_about(self) -> None:
        """The About box, with the licence of every installed model (read when it opens: they change)."""
        if self._about is not None:  # already open: bring it forward
            self._about.raise_()
            self._about.activateWindow()
            return
        notices = installed_model_notices(self.models.models_dir) if self.models is not None else []
        self._about = AboutDialog(self, models=notices)
        self._about.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._about.destroyed.connect(self._forget_about)
        self._about.open()

    def open_model_folder(self) -> None:
        folder = first_run.ask_model_folder(self)
        if folder is not None:
            self.load_model(folder)

    def open_search(self) -> None:
        self.sidebar.setCurrentIndex(1)
        self.search_panel.focus_query()

    def close_search(self) -> None:
        self.sidebar.setCurrentIndex(0)
        self.composer.setFocus()

    def toggle_settings(self) -> None:
        self.set_settings_visible(not self.settings_box.isVisible())

    def set_settings_visible(self, visible: bool) -> None:
        self.settings_box.setVisible(visible)
        if visible:
            self.settings_panel.setFocus()

    def focus_composer(self) -> None:
        if self.controller.model is not None:
            self.show_chat()
        self.composer.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def regenerate(self) -> None:
        self.controller.regenerate()

    def show_help(self) -> None:
        if self._help is None:
            self._help = ShortcutHelp(help_rows(), self)
        self._help.show()
        self._help.raise_()

    def delete_conversation(self, conversation_id: int) -> None:
        title = self.controller.store.get_conversation(conversation_id).title
        self.controller.delete_conversation(conversation_id)
        self.undo_bar.show_message(f"“{title}” was deleted.", "info", "Undo",
                                   lambda: self.controller.restore_conversation(conversation_id), UNDO_MS)

    def export_conversation(self, conversation_id: int | None) -> None:
        if conversation_id is None:
            self.show_notice("There is nothing to export yet: open a conversation first.", "info")
            return
        path = export_import.export_conversation(self, self.controller.store, conversation_id)
        if path is not None:
            self.show_notice(f"Exported to {path}", "info", timeout_ms=8000)

    def export_current(self) -> None:
        self.export_conversation(self.controller.current_conversation)

    def import_conversation(self) -> None:
        conversation = export_import.import_conversation(self, self.controller.store)
        if conversation is not None:
            self.controller.refresh()
            self.controller.open_conversation(conversation.id)
            self.show_notice(f"Imported “{conversation.title}”.", "info", timeout_ms=8000)

    def open_search_hit(self, conversation_id: int, message_id: int) -> None:
        if self.controller.current_conversation != conversation_id:
            self.controller.open_conversation(conversation_id)
        self.controller.reveal(message_id)
        self.show_chat()
        self.chat_view.scroll_to_message(message_id)

    def apply_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.chat_view.set_theme(theme)
        self.notice_bar.set_theme(theme)
        self.undo_bar.set_theme(theme)
        self.composer.set_theme_colours(theme.base, theme.border)

    # ---- state -----------------------------------------------------------------------------------

    def restore_state(self) -> None:
        geometry = self._state.value("geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        splitter = self._state.value("splitter")
        if isinstance(splitter, QByteArray) and not splitter.isEmpty():
            self.splitter.restoreState(splitter)
        self.settings_box.setVisible(self._state.value("settings_visible", "false") == "true")

    def save_state(self) -> None:
        self._state.setValue("geometry", self.saveGeometry())
        self._state.setValue("splitter", self.splitter.saveState())
        self._state.setValue("settings_visible", "true" if self.settings_box.isVisible() else "false")
        self._state.sync()

    # ---- controller signals ----------------------------------------------------------------------

    def _is_current(self, conversation_id: int) -> bool:
        return conversation_id == self.controller.current_conversation

    def _on_conversations_changed(self) -> None:
        self.conversation_list.set_conversations(self.controller.conversations())
        current = self.controller.current_conversation
        if current is not None:
            self.conversation_list.select(current)
            self._update_title()

    def _on_conversation_opened(self, conversation_id: int) -> None:
        self.composer.cancel_edit()
        self.chat_view.set_messages([message_view(i) for i in self.controller.thread_items()])
        if conversation_id:
            self.conversation_list.select(conversation_id)
            self.show_chat()
        else:
            self.conversation_list.select(-1)
            if self.controller.model is None and not self.controller.models.is_loading:
                self.show_first_run()
            else:
                self.show_chat()
        self._update_title()

    def _on_thread_changed(self, conversation_id: int) -> None:
        if self._is_current(conversation_id):
            self.chat_view.set_messages([message_view(i) for i in self.controller.thread_items()])

    def _on_message_added(self, conversation_id: int, item: ThreadItem) -> None:
        if self._is_current(conversation_id):
            self.chat_view.add_message(message_view(item))

    def _on_reply_started(self, conversation_id: int, item: ThreadItem) -> None:
        if self._is_current(conversation_id):
            self.chat_view.begin_streaming(message_view(item))

    def _on_reply_status(self, conversation_id: int, _message_id: int, text: str) -> None:
        if self._is_current(conversation_id):
            self.chat_view.set_streaming_status(text)

    def _on_reply_text(self, conversation_id: int, _message_id: int, text: str) -> None:
        if self._is_current(conversation_id):
            self.chat_view.append_to_streaming(text)

    def _on_reply_finished(self, conversation_id: int, item: ThreadItem) -> None:
        if self._is_current(conversation_id):
            self.chat_view.finish_streaming(message_view(item))

    def _on_busy_changed(self, busy: bool) -> None:
        self.composer.set_generating(busy)
        self.actions_by_name["regenerate"].setEnabled(not busy)

    def _on_context_notice(self, text: str, dropped: list[int]) -> None:
        first = dropped[0] if dropped else None
        if first is None:
            self.show_notice(text, "info")
        else:
            self.show_notice(text, "info", "Show them", lambda: self.chat_view.scroll_to_message(first))

    def _on_engine_crashed(self, message: str) -> None:
        self.status.set_model(None, "Engine stopped")
        self.show_notice(message, "error", "Load the model again", self.controller.models.reload)
        self._update_composer("The engine stopped. Load the model again to go on.")

    def _on_model_loading(self, name: str) -> None:
        self.status.set_loading(name)
        self._update_composer(f"Loading {name}…")

    def _on_model_loaded(self, info: ModelInfo) -> None:
        self.status.set_model(info)
        if self.notice_bar.isVisible() and self.notice_bar.action_button.text() == "Load the model again":
            self.notice_bar.hide()
        if info.failures:
            skipped = ", ".join(d.upper() for d in info.failed_devices) or "The device that failed"
            self.show_notice(f"{info.name} runs on {info.device.upper()} because {failure_text(info.failures)}. "
                             f"{skipped} will be skipped for this model from now on (the status bar menu can try "
                             "all devices again).", "warning")
        self.show_chat()
        self._update_composer()
        QTimer.singleShot(0, self.composer.setFocus)

    @Slot(object)
    def _on_hardware_known(self, _hardware: HardwareLike) -> None:
        if self.models is not None:
            self.first_run.show_recommendation(self.models.recommendation())

    @Slot()
    def _forget_about(self) -> None:
        self._about = None

    def _on_model_failed(self, message: str, kept: bool) -> None:
        text = f"The model could not be loaded. {message}"
        if kept and self.controller.model is not None:
            self.status.set_model(self.controller.model)
            self.show_notice(f"{text} {self.controller.model.name} is still loaded.", "error")
        elif self.centre.currentWidget() is self.first_run:
            self.status.set_model(None, "No model loaded")
            self.first_run.show_error(text)
        else:
            self.status.set_model(None, "No model loaded")
            self.show_notice(text, "error", "Choose a model…", self.show_first_run)
        self._update_composer()

    # ---- composer ----------------------------------------------------------------------------------

    def _update_composer(self, reason: str = "") -> None:
        c = self.controller
        loading = c.models.is_loading
        if c.model is not None and not loading:
            self.composer.set_ready(True)
        else:
            self.composer.set_ready(False, reason or ("Loading the model…" if loading else
                                                      "Load a model to start chatting (File → Open model folder…)"))

    def _send(self, text: str) -> None:
        if self.controller.send(text):
            self.composer.clear()

    def _send_edit(self, message_id: int, text: str) -> None:
        if self.controller.edit_message(message_id, text):
            self.composer.finish_edit()

    def _begin_edit(self, message_id: int) -> None:
        if self.controller.busy:
            self.show_notice("Wait for the reply to finish (or stop it with Esc) before editing.", "info")
            return
        self.composer.begin_edit(message_id, self.controller.store.get_message(message_id).content)

    def _open_from_list(self, conversation_id: int) -> None:
        self.controller.open_conversation(conversation_id)
        self.show_chat()

    def _update_title(self) -> None:
        current = self.controller.current_conversation
        if current is None:
            self.setWindowTitle("Hearth")
            return
        self.setWindowTitle(f"{self.controller.store.get_conversation(current).title} — Hearth")

    # ---- Qt events ---------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() != Qt.Key.Key_Escape:
            super().keyPressEvent(event)
            return
        if self.composer.handle_escape():
            pass
        elif self.sidebar.currentIndex() == 1:
            self.close_search()
        event.accept()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_state()
        self.first_run.cancel_build()
        super().closeEvent(event)
