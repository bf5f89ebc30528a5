"""The chat pane: the notices, the conversation, and the composer, wired to the controller.

Why apart from the window: a reply's life (started, reading, streaming, finished), the composer's
state (ready, loading, writing, edit mode) and the notices about them are one concern, driven by the
controller's and the turn runner's signals; the window around it only arranges panes, menus and the
status line. The pane reads the controller and never the store.

Notices carry a key (`NoticeBar.key`) so the pane can take back its own ("engine-stopped" once the
model is loaded again) without reading a button's label.

`ChatPane` has no signals of its own: it acts through the controller.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.chat_controller import ChatController
from app.chat_thread import ModelInfo, ThreadItem
from ui.chat_view import ChatView
from ui.composer import Composer
from ui.message_html import MessageView
from ui.status_bar import Kind, NoticeBar, failure_text
from ui.theme import Theme

log = logging.getLogger("hearth.ui")

UNDO_MS = 10_000
ENGINE_STOPPED = "engine-stopped"


def message_view(item: ThreadItem) -> MessageView:
    m = item.message
    return MessageView(m.id, m.role, m.content, m.status, m.provenance, item.version_index,
                       item.version_count, item.can_continue)


class ChatPane(QWidget):
    """Notices, the conversation and the composer of the open conversation (see the module doc)."""

    def __init__(self, controller: ChatController, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._keep: int | None = None
        self.before_send: Callable[[], object] = lambda: None
        """Called before a message is sent: the window makes the chat's settings panel commit what it shows."""
        self.setAccessibleName("Chat")
        self.notice_bar = NoticeBar(self, name="Notice")
        self.undo_bar = NoticeBar(self, name="Undo")
        self.chat_view = ChatView(self, theme=theme)
        self.composer = Composer(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.notice_bar)  # each bar keeps its own margin (style sheet)
        layout.addWidget(self.undo_bar)
        layout.addWidget(self.chat_view, 1)
        layout.addWidget(self.composer)
        self.setFocusProxy(self.composer)
        self._connect()
        self.set_theme(theme)
        self.update_composer()

    def _connect(self) -> None:
        c, t, m = self.controller, self.controller.turns, self.controller.models
        c.conversation_opened.connect(self._on_conversation_opened)
        c.thread_changed.connect(self._on_thread_changed)
        c.message_added.connect(self._on_message_added)
        c.error.connect(lambda text: self.show_notice(text, "error"))
        c.info.connect(lambda text: self.show_notice(text, "info"))
        t.reply_started.connect(self._on_reply_started)
        t.reply_status.connect(self._on_reply_status)
        t.reply_text.connect(self._on_reply_text)
        t.reply_finished.connect(self._on_reply_finished)
        t.busy_changed.connect(self.composer.set_generating)
        t.context_notice.connect(self._on_context_notice)
        m.crashed.connect(self._on_engine_crashed)
        m.loading.connect(self._on_model_loading)
        m.loaded.connect(self._on_model_loaded)
        m.failed.connect(lambda _message, _kept: self.update_composer())
        m.unloaded.connect(lambda: self.update_composer("No model loaded: choose one at the top (Ctrl+L)"))

        self.chat_view.regenerate_requested.connect(c.regenerate)
        self.chat_view.edit_requested.connect(self._begin_edit)
        self.chat_view.continue_requested.connect(c.continue_reply)
        self.chat_view.version_requested.connect(self._switch_version)
        self.composer.send_requested.connect(self._send)
        self.composer.edit_submitted.connect(self._send_edit)
        self.composer.stop_requested.connect(c.stop)
        self.composer.draft_changed.connect(c.meter.measure_draft)
        self.chat_view.column_changed.connect(self.composer.set_side_margin)
        c.meter.draft_measured.connect(self.composer.set_draft_size)

    # ---- notices ---------------------------------------------------------------------------------

    def show_notice(self, text: str, kind: Kind = "info", action: str = "",
                    callback: Callable[[], object] | None = None, timeout_ms: int = 0, *, key: str = "") -> None:
        """Show a notice above the conversation; `key` names it so it can be taken back (`dismiss`)."""
        if kind == "info":  # info notices may quote a title (the person's words): not in the log
            log.info("notice (info)")
        else:
            log.info("notice (%s): %s", kind, text)
        self.notice_bar.show_message(text, kind, action, callback, timeout_ms, key=key)

    def set_header(self, widget: QWidget) -> None:
        """Put `widget` (the model picker) above the notices. The conversation gives up the header's height
        of its minimum (it scrolls), so the smallest window still fits a notice and the composer."""
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(0, widget)
            view = self.chat_view.minimumSizeHint().height()
            self.chat_view.setMinimumHeight(max(24, view - widget.sizeHint().height()))

    def show_undo(self, text: str, undo: Callable[[], object]) -> None:
        self.undo_bar.show_message(text, "info", "Undo", undo, UNDO_MS)

    def set_text_size(self, points: int) -> None:
        """The text size of the conversation and the message box (0: the application's)."""
        self.chat_view.set_text_size(points)
        self.composer.set_text_size(points)

    def set_theme(self, theme: Theme) -> None:
        self.chat_view.set_theme(theme)
        self.notice_bar.set_theme(theme)
        self.undo_bar.set_theme(theme)
        self.composer.set_theme_colours(theme.base, theme.border)

    # ---- the conversation ------------------------------------------------------------------------

    def _is_current(self, conversation_id: int) -> bool:
        return conversation_id == self.controller.current_conversation

    def _show_thread(self) -> None:
        self.chat_view.set_messages([message_view(i) for i in self.controller.thread_items()])

    @Slot(int)
    def _on_conversation_opened(self, _conversation_id: int) -> None:
        self.composer.cancel_edit()
        self._show_thread()

    @Slot(int)
    def _on_thread_changed(self, conversation_id: int) -> None:
        keep, self._keep = self._keep, None
        if self._is_current(conversation_id):
            self.chat_view.set_messages([message_view(i) for i in self.controller.thread_items()], keep=keep)

    def _switch_version(self, message_id: int, delta: int) -> None:
        """Show another version of a message where the person is reading (the view does not jump)."""
        self._keep = message_id
        self.controller.switch_version(message_id, delta)
        self._keep = None

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

    def _on_context_notice(self, text: str, dropped: list[int]) -> None:
        first = dropped[0] if dropped else None
        if first is None:
            self.show_notice(text, "info")
        else:
            self.show_notice(text, "info", "Show them", lambda: self.chat_view.scroll_to_message(first))

    # ---- the model -------------------------------------------------------------------------------

    @Slot(str)
    def _on_engine_crashed(self, message: str) -> None:
        self.show_notice(message, "error", "Load the model again", self.controller.models.reload, key=ENGINE_STOPPED)
        self.update_composer("The engine stopped. Load the model again to go on.")

    @Slot(str)
    def _on_model_loading(self, name: str) -> None:
        self.update_composer(f"Loading {name}…")

    @Slot(object)
    def _on_model_loaded(self, info: ModelInfo) -> None:
        self.notice_bar.dismiss(ENGINE_STOPPED)
        if info.failures:
            skipped = ", ".join(d.upper() for d in info.failed_devices) or "The device that failed"
            self.show_notice(f"{info.name} runs on {info.device.upper()} because {failure_text(info.failures)}. "
                             f"{skipped} will be skipped for this model from now on (the status bar menu can try "
                             "all devices again).", "warning")
        self.update_composer()
        QTimer.singleShot(0, self.composer.setFocus)

    # ---- the composer ----------------------------------------------------------------------------

    def update_composer(self, reason: str = "") -> None:
        """Whether the composer can send, and if not, why (its placeholder says so)."""
        c = self.controller
        loading = c.models.is_loading
        if c.model is not None and not loading:
            self.composer.set_ready(True)
        else:
            self.composer.set_ready(False, reason or ("Loading the model…" if loading else
                                                      "Load a model to start chatting (File → Open model folder…)"))

    def _send(self, text: str) -> None:
        self.before_send()
        if self.composer.can_submit() and self.controller.send(text):
            self.composer.clear()

    def _send_edit(self, message_id: int, text: str) -> None:
        self.before_send()
        if self.composer.can_submit() and self.controller.edit_message(message_id, text):
            self.composer.finish_edit()

    def _begin_edit(self, message_id: int) -> None:
        if self.controller.busy:
            self.show_notice("Wait for the reply to finish (or stop it with Esc) before editing.", "info")
            return
        self.composer.begin_edit(message_id, self.controller.message_text(message_id))
