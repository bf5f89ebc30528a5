"""Compare in the window: Chat → "Compare two replies…" (Ctrl+Alt+Return) opens the dialog with the message box's
text; the two replies then stream side by side where the conversation was (`ui.chat.compare_view`), and the
message box rests until one is kept. Stop and Esc stop both; Close (Esc once both have ended) goes back to the
chat, the way out also when neither reply could be written. Opening another chat ends the comparison (both
replies stay versions, A the current one). While it runs, the actions that would start another reply in the
chat (regenerate, continue, edit, Talk: a voice conversation's words wait too) and the model picker (a swap or an
eject would end a side's engine) wait.
Called once by `ui.app.start`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QVBoxLayout

from app.chat.generation import PresetStore
from app.chat.values import ModelRef, RemoteRef
from app.conversation.thread import ThreadItem
from app.qt.compare import CompareController
from app.qt.i18n import translate
from app.qt.remote_session import RemoteSession
from app.qt.turn_runner import Engine
from app.store import Store
from ui.chat.compare_dialog import CompareDialog
from ui.chat.compare_view import CompareView
from ui.main_window import MainWindow

KEY = "Ctrl+Alt+Return"
WAITS = ("regenerate", "continue", "edit_last", "pick_model", "voice_chat")  # the window's actions that start one


class CompareWiring:
    """The Compare action, its dialog and the side-by-side view in the chat pane."""

    def __init__(self, window: MainWindow, compare: CompareController, presets: PresetStore) -> None:
        self.window, self.compare, self._presets = window, compare, presets
        self.dialog: CompareDialog | None = None
        self._asked = ""
        self.view = CompareView(window.chat)
        self.view.hide()
        layout = window.chat.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(layout.indexOf(window.chat_view) + 1, self.view, 1)
        self.action = QAction(translate("Compare", "Com&pare two replies…"), window)
        self.action.setShortcut(QKeySequence(KEY))
        self.action.setToolTip(translate("Compare", "Send the message to two models, or to one model with two "
                                                    "settings, and keep the better reply"))
        self.action.triggered.connect(self.open_dialog)
        window.addAction(self.action)  # the key works wherever the focus is in the window
        menu = window.menuBar().findChild(QMenu, "chat_menu")
        if menu is not None:
            after = window.actions_by_name["regenerate"]
            menu.insertAction(after, self.action)
        window.composer.add_escape_handler(self._escape, first=True)
        self._connect()

    def _connect(self) -> None:
        c, v = self.compare, self.view
        c.started.connect(self._on_started)
        c.side_ready.connect(v.set_ready)
        c.side_status.connect(lambda side, text: v.columns[side].set_status(text))
        c.side_text.connect(lambda side, text: v.columns[side].append(text))
        c.side_finished.connect(self._on_finished)
        c.side_failed.connect(lambda side, text: v.columns[side].fail(text))
        c.busy_changed.connect(v.set_busy)
        c.closed.connect(lambda _cid: self._show(False))
        v.stop_requested.connect(c.stop)
        v.keep_requested.connect(c.keep)
        v.close_requested.connect(c.close)
        self.window.actions_by_name["stop"].triggered.connect(c.stop)
        self.window.controller.conversation_opened.connect(self._on_opened)

    def open_dialog(self) -> CompareDialog | None:
        """The dialog over the window (not modal to the app: the tests and the person can still type)."""
        w = self.window
        if self.compare.active or w.controller.busy:
            w.show_notice(translate("Compare", "Wait for the reply to finish (or stop it) before comparing."),
                          "info", chat=True)
            return None
        w.chat.before_send()  # the settings being typed count, as for Send
        self.dialog = dialog = CompareDialog(w.composer.text(), w.controller.settings(), w.controller.model,
                                             w.switcher.choices(), self._presets, w)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a new one each time, with the models of now
        dialog.accepted.connect(lambda: self._send(dialog))
        dialog.open()
        return dialog

    def _send(self, dialog: CompareDialog) -> None:
        left, right = dialog.chosen()
        self._asked = dialog.text()
        if self.compare.start(self._asked, left, right):
            self.window.composer.clear()

    def _escape(self) -> bool:
        if self.compare.busy:
            self.compare.stop()
            return True
        if self.compare.active:  # both have ended: Esc closes, as Close does
            self.compare.close()
            return True
        return False

    def _on_started(self, _cid: int, seed: int) -> None:
        self.view.begin(seed, self._asked)
        self._show(True)
        self.view.stop_button.setFocus(Qt.FocusReason.OtherFocusReason)  # the box rests: Stop has the keyboard

    def _on_finished(self, side: int, item: ThreadItem) -> None:
        self.view.columns[side].finish(item)

    def _on_opened(self, conversation_id: int) -> None:
        if self.compare.active and conversation_id != self.compare.conversation_id:
            self.compare.close()

    def _show(self, comparing: bool) -> None:
        """The compared replies in the conversation's place, the box and the actions that start a reply resting."""
        w = self.window
        w.chat_view.setVisible(not comparing)
        self.view.setVisible(comparing)
        w.composer.setEnabled(not comparing)
        self.action.setEnabled(not comparing)
        w.switcher.setEnabled(not comparing)  # no model swap or eject under the compared replies
        for name in WAITS:
            w.actions_by_name[name].setEnabled(not comparing)
        if not comparing:
            w.composer.setFocus()


def side_engines(local: Callable[[], Engine] | None, remotes: RemoteSession | None) -> Callable[[ModelRef], Engine]:
    """The engine a side with another model than the chat's runs on: a second engine host (`local`, the same
    factory as the chat's, in tests the fake) or a remote engine of its own (the chat's holds the chat's model)."""
    from app.qt.engine_bridge import EngineBridge

    def make(ref: ModelRef) -> Engine:
        if isinstance(ref, RemoteRef) and remotes is not None:
            from app.remote.engine import RemoteEngine

            return EngineBridge(RemoteEngine(remotes.servers, remotes.network))
        return local() if local is not None else EngineBridge()

    return make


def connect_compare(window: MainWindow, engine: Engine, store: Store, presets: PresetStore,
                    local: Callable[[], Engine] | None, remotes: RemoteSession | None) -> CompareWiring:
    """Compare over the chat's `engine` (and side engines made like the chat's, `side_engines`)."""
    compare = CompareController(window.controller, engine, store, side_engines(local, remotes), window.controller)
    return CompareWiring(window, compare, presets)
