"""Incognito chats: File → "New incognito chat" (Ctrl+Shift+P).

An incognito chat is a chat whose settings say `incognito` (no schema of its own): the memory stage gives it no
memories and no `remember` tool (`ui.wiring.memory`), search does not find it (`app.store.search`), a line above its
messages and the window's title say it is incognito. It is deleted for good, never to the trash, when the person
leaves it (another chat or a new one opens), when Hearth quits (`ui.app.stop` calls `Store.delete_incognito`), and
any left by a crash is deleted here at start. A reply still being written in one that was left is stopped, and the
chat goes when that reply has ended.
Called once by `ui.app.start`.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QVBoxLayout

from app.qt.i18n import translate
from app.store import Store, StoreError
from ui.main_window import MainWindow

log = logging.getLogger("hearth.incognito")
KEY = "Ctrl+Shift+P"  # as a private window in browsers; listed in F1 (`ui.window_actions.EXTRA_KEYS`)


class IncognitoChats(QObject):
    """The action, the line that marks an incognito chat, and the deletions."""

    def __init__(self, window: MainWindow, store: Store) -> None:
        super().__init__(window)
        self._window, self._store = window, store
        self._titled = ""  # the window's title as marked last
        self.left_by_crash = store.delete_incognito()
        self.action = QAction(translate("Incognito", "New in&cognito chat"), window)
        self.action.setShortcut(QKeySequence(KEY))
        self.action.setToolTip(translate("Incognito", "A chat that uses no memory and is deleted when you leave it"))
        self.action.triggered.connect(self.start)
        window.addAction(self.action)  # the key works wherever the focus is in the window
        menu = window.menuBar().findChild(QMenu, "file_menu")
        if isinstance(menu, QMenu):
            listed = menu.actions()  # right below "New chat" (never the last entry)
            menu.insertAction(listed[listed.index(window.actions_by_name["new_chat"]) + 1], self.action)
        self.banner = QLabel(translate("Incognito", "Incognito chat: it uses no memory and is deleted for good when "
                                                    "you leave it or quit Hearth."), window.chat)
        self.banner.setObjectName("incognito_banner")
        self.banner.setWordWrap(True)
        self.banner.setContentsMargins(8, 4, 8, 4)
        self.banner.hide()
        layout = window.chat.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(layout.indexOf(window.chat_view), self.banner)
        controller = window.controller
        controller.conversation_opened.connect(self._left)  # after the window's own slot: the title is set
        controller.conversations_changed.connect(self._mark)
        controller.settings_changed.connect(self._mark)
        controller.turns.reply_finished.connect(self._sweep)

    @property
    def current(self) -> bool:
        """Whether the chat open now is incognito."""
        return self._window.controller.settings().incognito

    def start(self) -> None:
        """Open a new chat, incognito."""
        controller = self._window.controller
        controller.new_conversation()
        controller.set_settings(replace(controller.settings(), incognito=True))
        self._window.composer.input.setFocus()

    def _left(self, _conversation_id: int) -> None:
        turns = self._window.controller.turns
        if turns.busy and turns.conversation_id != self._window.controller.current_conversation and \
                self._is_incognito(turns.conversation_id):
            turns.stop()  # its reply is not worth finishing: the chat goes
        self._sweep()
        self._mark()

    def _is_incognito(self, conversation_id: int | None) -> bool:
        return conversation_id is not None and self._window.controller.chat_settings.of(conversation_id).incognito

    def _sweep(self, *_args: object) -> None:
        """Delete every incognito chat but the open one and one whose reply is still being written."""
        controller = self._window.controller
        keep = {controller.current_conversation, controller.turns.conversation_id if controller.turns.busy else None}
        if self._store.delete_incognito({k for k in keep if k is not None}):
            controller.refresh()

    def _mark(self, *_args: object) -> None:
        on = self.current
        self.banner.setVisible(on)
        title = self._window.windowTitle()
        if on and title != self._titled:  # the window's own title, set again: marked once
            self._titled = translate("Incognito", "Incognito — {0}").format(title)
            self._window.setWindowTitle(self._titled)


def connect_incognito(window: MainWindow, store: Store) -> IncognitoChats:
    """Delete the incognito chats a crash left, and add "New incognito chat"."""
    return IncognitoChats(window, store)


def delete_at_quit(store: Store) -> None:
    """Delete the incognito chats as Hearth quits. A store that cannot be written now (a full disk, a read-only
    home) must not stop the rest of the shutdown: the next start deletes them."""
    try:
        store.delete_incognito()
    except StoreError as exc:
        log.warning("incognito chats not deleted at quit (the next start deletes them): %s", exc)
