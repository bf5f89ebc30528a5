"""The main window: conversations | chat | generation settings, with the status line below.

The window is a thin shell over `ChatController`: it arranges the panes (the conversation list or search, the
first-run screen or the `ChatPane` with the conversation and the composer, the per-chat settings), the menus
and the status line, and forwards what the person does to the controller; it reads the controller, never the
store (files go through `ConversationFiles`). The settings panel follows `settings_changed`, whatever changed
them. The Models window and the hardware it judges models by come through `ModelsAccess`; a model chosen there
is loaded here and this window comes to the front. It owns only presentation state (which page is visible,
geometry and splitter sizes, kept by `ui.window_state`). Shortcuts and menus are declared as data in
`ui.window_actions`. Esc is handled in `keyPressEvent`, not as a shortcut, so an open editor (a rename, a
dialog) still gets it first.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QStackedWidget, QWidget

from app.chat.generation import PresetStore
from app.conversation.thread import ModelInfo
from app.qt.chat_controller import ChatController
from app.qt.i18n import translate
from app.qt.notices import Notice
from app.qt.remote_session import RemoteSession
from app.qt.settings_service import SettingsService
from app.settings import Settings
from models.fit import HardwareLike
from ui.chat.chat_pane import ChatPane
from ui.chat.chat_settings import ChatSettingsBox
from ui.conversations.conversation_files import ConversationFiles
from ui.conversations.sidebar import Sidebar
from ui.focus_order import make_tabbable, step, window_stops
from ui.models import first_run
from ui.models.first_run import FirstRunScreen
from ui.models.model_switcher import ModelSwitcher
from ui.models.models_access import ModelsAccess
from ui.status_bar import Kind, StatusBar
from ui.theme import Theme, ThemeManager, theme_for
from ui.window_actions import build_actions, build_menus
from ui.window_dialogs import WindowDialogs
from ui.window_state import WindowState

log = logging.getLogger("hearth.ui")
# The smallest window fits a 683×450 screen (1366×900 at 2×) with its title bar and a panel: 660×380, the
# three panes side by side in it (150 + 300 + 200 px and the splitter's handles), so no pane is ever
# squeezed below its minimum and clipped, and Send, a notice and the status line stay on screen.
MIN_WIDTH, MIN_HEIGHT = 660, 380
CENTRE_MIN = 300


class MainWindow(QMainWindow):
    """The window (no signals of its own: it acts through the controller)."""

    def __init__(self, controller: ChatController, presets: PresetStore, *, state_file: Path,
                 theme: ThemeManager | None = None, models: ModelsAccess | None = None,
                 files: ConversationFiles | None = None, settings: SettingsService | None = None,
                 remotes: RemoteSession | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.models = models
        self.files = files
        self.dialogs = WindowDialogs(self, presets, models, settings)
        self._state = WindowState(state_file)
        self._theme = theme.theme if theme is not None else theme_for("system")
        self.setWindowTitle(translate("MainWindow", "Hearth"))
        self.setAccessibleName(translate("MainWindow", "Hearth"))
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        self.resize(1180, 760)

        # -- left: conversations, or search -------------------------------------------------------
        self.sidebar = Sidebar(controller.search, self)
        self.conversation_list, self.search_panel = self.sidebar.conversation_list, self.sidebar.search_panel

        # -- centre: first run, or the chat --------------------------------------------------------
        self.first_run = FirstRunScreen(self)
        # the settings of this chat (the right pane, below) commit what they show before each message is sent
        self.settings_box = ChatSettingsBox(presets, self)
        self.settings_panel = self.settings_box.panel
        self.chat = ChatPane(controller, self._theme, self.settings_panel.commit, self)
        self.notices = self.chat.notices  # the one path of what the person is told (app.qt.notices)
        self.switcher = ModelSwitcher(controller, models.choices if models is not None else list, remotes,
                                      self.show_notice, self.chat.notice_bar.dismiss, self.chat)
        self.chat.set_header(self.switcher)
        self.notice_bar, self.undo_bar = self.chat.notice_bar, self.chat.undo_bar
        self.chat_view, self.composer = self.chat.chat_view, self.chat.composer
        make_tabbable(self.chat_view.browser)
        self.centre = QStackedWidget(self)
        self.centre.setAccessibleName(translate("MainWindow", "Main area"))
        self.centre.setMinimumWidth(CENTRE_MIN)
        self.centre.addWidget(self.chat)
        self.centre.addWidget(self.first_run)

        # -- right: the settings of this chat ------------------------------------------------------
        self.settings_box.hide()

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setAccessibleName(translate("MainWindow", "Window panes"))
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
        self.settings_panel.set_defaults(controller.new_chat_defaults)
        self.settings_panel.set_values(controller.settings())
        if settings is not None:
            settings.changed.connect(self._on_settings_changed)
            self.chat.set_text_size(settings.settings.text_size)
        self.conversation_list.set_conversations(controller.conversations())
        self.composer.setFocus()

    # ---- construction ----------------------------------------------------------------------------

    def _build_menus(self) -> None:
        slots: dict[str, Callable[[], object]] = {
            "new_chat": self.controller.new_conversation, "search": self.open_search,
            "settings": self.toggle_settings, "regenerate": self.regenerate,
            "focus": self.focus_composer, "open_model": self.open_model_folder, "models": self.show_models,
            "help": self.dialogs.show_help, "quit": self.close, "demo": self.show_first_run,
            "import": self.import_conversation, "export": self.export_current, "stop": self.controller.stop,
            "about": self.dialogs.show_about, "preferences": self.dialogs.show_preferences,
            "pick_model": self.switcher.open_menu, "attach": self.chat.attach, "edit_last": self.chat.edit_last,
            "continue": self.chat.continue_last, "copy_last": self.chat.copy_last_reply,
            "dictate": self.chat.dictate, "voice_chat": self.chat.voice_chat,
        }
        self.actions_by_name = build_actions(self, slots)
        self.actions_by_name["models"].setEnabled(self.models is not None)
        build_menus(self.menuBar(), self.actions_by_name)

    def _connect(self) -> None:
        c = self.controller
        c.conversations_changed.connect(self._on_conversations_changed)
        c.conversation_opened.connect(self._on_conversation_opened)
        t, m = c.turns, c.models
        t.busy_changed.connect(self._on_busy_changed)
        m.crashed.connect(self._on_engine_crashed)
        m.loading.connect(self._on_model_loading)
        m.loaded.connect(self._on_model_loaded)
        m.failed.connect(self._on_model_failed)
        c.usage_changed.connect(self.status.set_usage)
        c.settings_changed.connect(self.settings_panel.set_values)
        c.defaults_changed.connect(self.settings_panel.set_defaults)
        self.settings_panel.changed.connect(c.set_settings)
        self.settings_panel.problems_changed.connect(self.composer.set_blocked)
        self.status.retry_devices_requested.connect(m.try_all_devices)

        self.conversation_list.selected.connect(self._open_from_list)
        self.conversation_list.new_requested.connect(c.new_conversation)
        self.conversation_list.rename_requested.connect(c.rename_conversation)
        self.conversation_list.delete_requested.connect(self.delete_conversation)
        self.conversation_list.pin_requested.connect(c.set_pinned)
        self.conversation_list.export_requested.connect(self.export_conversation)
        self.search_panel.open_requested.connect(self.open_search_hit)
        self.sidebar.back_requested.connect(self.close_search)
        self.settings_box.hide_requested.connect(lambda: self.set_settings_visible(False))
        self.first_run.model_chosen.connect(self.load_model)
        self.first_run.browse_requested.connect(self.show_models)
        self.switcher.manage_requested.connect(lambda: self.open_models("installed"))
        m.unloaded.connect(lambda: self.status.set_model(None, translate("MainWindow", "No model loaded (ejected)")))
        if self.models is not None:
            self.models.use_requested.connect(self.use_model)
            self.models.privacy_requested.connect(self.dialogs.show_privacy)
            self.models.hardware_known.connect(self._on_hardware_known)
            access = self.models
            for changed in (m.loaded, m.unloaded, m.crashed):
                changed.connect(lambda *_news: access.refresh_installed())

    # ---- public actions --------------------------------------------------------------------------

    def show_notice(self, text: str, kind: Kind = "info", action: str = "",
                    callback: Callable[[], object] | None = None, timeout_ms: int = 0, *, chat: bool = False,
                    key: str = "") -> None:
        """Tell the person something (through `notices`, the one path every notice takes)."""
        self.notices.post(Notice(text, kind, action, callback, timeout_ms, chat, key))

    def show_first_run(self) -> None:
        self.first_run.refresh()
        self.centre.setCurrentWidget(self.first_run)

    def show_chat(self) -> None:
        self.centre.setCurrentWidget(self.chat)

    def load_model(self, path: Path) -> None:
        self.first_run.show_error("")
        self.controller.load_model(path)

    @Slot()
    def show_models(self) -> None:
        """The Models window on Get models (File → Models…, Ctrl+M, the first-run screen's button)."""
        self.open_models("get")

    def open_models(self, tab: str, only: str | None = None) -> None:
        """Show the Models window (made on first use) on `tab`: "get", "downloads" or "installed"; `only`: the
        catalog lists just the models with that capability ("sees")."""
        if self.models is not None:
            self.models.open(tab, self, only)

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

    def open_model_folder(self) -> None:
        folder = first_run.ask_model_folder(self)
        if folder is not None:
            self.load_model(folder)

    def open_search(self) -> None:
        self.sidebar.show_search()

    def close_search(self) -> None:
        self.sidebar.show_conversations()
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

    def delete_conversation(self, conversation_id: int) -> None:
        title = self.controller.conversation_title(conversation_id)
        gone = self.controller.chat_settings.of(conversation_id).incognito  # deleted for good once left: no Undo
        if not self.controller.delete_conversation(conversation_id):
            return  # the store refused: said as an error, which no notice below may cover
        if gone:
            self.show_notice(translate("MainWindow", "“{0}” was deleted for good.").format(title), "info")
        else:
            self.chat.show_undo(translate("MainWindow", "“{0}” was deleted.").format(title),
                                lambda: self.controller.restore_conversation(conversation_id))

    def export_conversation(self, conversation_id: int | None) -> None:
        path = self.files.export(self, conversation_id) if self.files and conversation_id is not None else None
        if conversation_id is None:
            self.show_notice(translate("MainWindow", "There is nothing to export yet: open a conversation first."))
        elif path is not None:
            self.show_notice(translate("MainWindow", "Exported to {0}").format(path), "info", timeout_ms=8000)

    def export_current(self) -> None:
        self.export_conversation(self.controller.current_conversation)

    def import_conversation(self) -> None:
        conversation = self.files.import_one(self) if self.files is not None else None
        if conversation is not None:
            self.controller.refresh()
            self.controller.open_conversation(conversation.id)
            imported = translate("MainWindow", "Imported “{0}”.")
            self.show_notice(imported.format(conversation.title), "info", timeout_ms=8000)

    def open_search_hit(self, conversation_id: int, message_id: int) -> None:
        if self.controller.current_conversation != conversation_id:
            self.controller.open_conversation(conversation_id)
        self.show_chat()
        self.chat.reveal(message_id)

    def apply_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.chat.set_theme(theme)

    # ---- state -----------------------------------------------------------------------------------

    def restore_state(self) -> None:
        self._state.restore(self, self.splitter, self.settings_box)

    def save_state(self) -> None:
        self._state.save(self, self.splitter, self.settings_box)

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

    @Slot(object, object)
    def _on_settings_changed(self, settings: Settings, names: frozenset[str]) -> None:
        if "text_size" in names:
            self.chat.set_text_size(settings.text_size)

    def _on_busy_changed(self, busy: bool) -> None:
        self.actions_by_name["regenerate"].setEnabled(not busy)

    def _on_engine_crashed(self, _message: str) -> None:
        self.status.set_model(None, translate("MainWindow", "Engine stopped"))

    def _on_model_loading(self, name: str) -> None:
        self.status.set_loading(name)

    def _on_model_loaded(self, info: ModelInfo) -> None:
        self.status.set_model(info)
        self.show_chat()

    @Slot(object)
    def _on_hardware_known(self, hardware: HardwareLike) -> None:
        self.switcher.set_detection(getattr(hardware, "detection", None))
        if self.models is not None:
            self.first_run.show_recommendation(self.models.recommendation())

    def _on_model_failed(self, message: str, kept: bool) -> None:
        text = translate("MainWindow", "The model could not be loaded. {0}").format(message)
        if kept and self.controller.model is not None:
            self.status.set_model(self.controller.model)
            still = translate("MainWindow", "{0} {1} is still loaded.")
            self.show_notice(still.format(text, self.controller.model.name), "error", chat=True)
        elif self.centre.currentWidget() is self.first_run:
            self.status.set_model(None, translate("MainWindow", "No model loaded"))
            self.first_run.show_error(text)
        else:
            self.status.set_model(None, translate("MainWindow", "No model loaded"))
            self.show_notice(text, "error", translate("MainWindow", "Choose a model…"), self.show_first_run, chat=True)

    # ---- navigation ------------------------------------------------------------------------------

    def _open_from_list(self, conversation_id: int) -> None:
        self.controller.open_conversation(conversation_id)
        self.show_chat()

    def _update_title(self) -> None:
        current = self.controller.current_conversation
        if current is None:
            self.setWindowTitle(translate("MainWindow", "Hearth"))
            return
        self.setWindowTitle(translate("MainWindow", "{0} — Hearth").format(self.controller.conversation_title(current)))

    # ---- Qt events ---------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() != Qt.Key.Key_Escape:
            super().keyPressEvent(event)
            return
        if self.composer.handle_escape():
            pass
        elif self.sidebar.searching:
            self.close_search()
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab walk the window's stops in screen order (`ui.focus_order` says why)."""
        stops = window_stops(self.sidebar, self.centre, self.settings_box, self.status)
        target = step(stops, QApplication.focusWidget(), next)
        if target is None:
            return super().focusNextPrevChild(next)
        target.setFocus(Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason)
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_state()
        self.first_run.cancel_build()
        super().closeEvent(event)
