"""The chat pane: the notices, the conversation, and the composer, wired to the controller.

Why apart from the window: a reply's life (started, reading, streaming, finished), the composer's
state (ready, loading, writing, edit mode) and the notices about them are one concern, driven by the
controller's and the turn runner's signals; the window around it only arranges panes, menus and the
status line. The pane reads the controller and never the store.

Notices carry a key (`NoticeBar.key`) so the pane can take back its own ("engine-stopped" once the
model is loaded again) without reading a button's label. A notice about the open chat (`chat=True`:
an attachment, a model that failed to load for it) belongs to that chat: it goes when another chat
opens. Info notices without an action go by themselves after `INFO_MS`.

`ChatPane` has no signals of its own: it acts through the controller.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QLabel, QTextBrowser, QToolButton, QVBoxLayout, QWidget

from app.chat.generation import GenerationSettings
from app.conversation.thread import ModelInfo, ThreadItem
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.chat_controller import ChatController
from app.qt.i18n import translate
from app.qt.notices import Notice
from models.demo import MANIFEST as DEMO_MANIFEST
from ui.chat.chat_view import ChatView
from ui.chat.composer import Composer
from ui.chat.message_html import MessageView
from ui.status_bar import Kind, NoticeBar, failure_text
from ui.theme import Theme

log = logging.getLogger("hearth.ui")

UNDO_MS = 10_000
INFO_MS = 10_000
ENGINE_STOPPED = "engine-stopped"
CHAT_NOTICE = "chat"
EMPTY_HINT = QT_TRANSLATE_NOOP("ChatPane", "Type a message below and press Enter (Shift+Enter for a new line). "
                               "Ctrl+N starts a new chat, F1 lists every shortcut.")
DEMO_HINT = QT_TRANSLATE_NOOP("ChatPane", "You are talking to the demo model (SmolLM2 135M): a small offline model for "
                              "trying Hearth, quick but often wrong. For real work choose a model at the top (Ctrl+L) "
                              "or download one in Models.")
DEMO_TEMPERATURE = 0.3  # the demo model rambles and drifts into other languages at the usual 0.7
DEMO_MAX_TOKENS = 200  # and rarely says more that is worth reading


class _EmptyHint(QLabel):
    """What to do, shown over an empty conversation (a placeholder text is drawn on one line only)."""

    def __init__(self, browser: QTextBrowser) -> None:
        super().__init__(translate("ChatPane", EMPTY_HINT), browser.viewport())
        self.setWordWrap(True)
        self.setAccessibleName(translate("EmptyHint", "Empty chat hint"))
        self.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._browser = browser
        browser.viewport().installEventFilter(self)
        browser.textChanged.connect(self.follow)
        self.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.follow()
        return False

    def set_hint(self, text: str) -> None:
        self.setText(text)
        self.follow()

    def follow(self) -> None:
        """Fit the viewport's width (the text wraps), and show only while the conversation is empty."""
        width = max(100, self._browser.viewport().width() - 24)
        self.setGeometry(12, 10, width, max(self.heightForWidth(width), self.sizeHint().height()))
        self.setVisible(self._browser.document().isEmpty())


def _demo_tuning(defaults: GenerationSettings) -> GenerationSettings:
    return replace(defaults, temperature=min(defaults.temperature, DEMO_TEMPERATURE),
                   max_new_tokens=min(defaults.max_new_tokens, DEMO_MAX_TOKENS))


def is_demo(info: ModelInfo | None) -> bool:
    return info is not None and not info.host and (Path(info.path) / DEMO_MANIFEST).is_file()


def message_view(item: ThreadItem) -> MessageView:
    m = item.message
    return MessageView(m.id, m.role, m.content, m.status, m.provenance, item.version_index,
                       item.version_count, item.can_continue)


class ChatPane(QWidget):
    """Notices, the conversation and the composer of the open conversation (see the module doc)."""

    def __init__(self, controller: ChatController, theme: Theme, before_send: Callable[[], object] = lambda: None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._keep: int | None = None
        self._notice_chat = 0  # the chat a chat notice belongs to (0: the new chat not saved yet)
        self.before_send = before_send
        """Called before a message is sent: the window makes the chat's settings panel commit what it shows."""
        self.setAccessibleName(translate("ChatPane", "Chat"))
        self.notice_bar = NoticeBar(self, name=translate("ChatPane", "Notice"))
        self.notices = controller.notices  # what the person is told, from any part of Hearth, shows here
        self.notices.posted.connect(self._display)
        self.undo_bar = NoticeBar(self, name=translate("ChatPane", "Undo"))
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
        self.empty_hint = _EmptyHint(self.chat_view.browser)
        self._connect()
        self.set_theme(theme)
        self.update_composer()

    def _connect(self) -> None:
        c, t, m = self.controller, self.controller.turns, self.controller.models
        c.conversation_opened.connect(self._on_conversation_opened)
        c.draft_saved.connect(self._on_draft_saved)
        c.thread_changed.connect(self._on_thread_changed)
        c.message_added.connect(self._on_message_added)
        t.reply_started.connect(self._on_reply_started)
        t.reply_status.connect(self._on_reply_status)
        t.reply_text.connect(self._on_reply_text)
        t.reply_finished.connect(self._on_reply_finished)
        t.busy_changed.connect(lambda _busy: self._show_busy())
        c.conversation_opened.connect(lambda _cid: self._show_busy())
        t.context_notice.connect(self._on_context_notice)
        m.crashed.connect(self._on_engine_crashed)
        m.loading.connect(self._on_model_loading)
        m.loaded.connect(self._on_model_loaded)
        m.failed.connect(lambda _message, _kept: self.update_composer())
        m.unloaded.connect(lambda: self.update_composer(translate("ChatPane",
                                                                  "No model loaded: choose one at the top (Ctrl+L)")))

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
                    callback: Callable[[], object] | None = None, timeout_ms: int = 0, *, key: str = "",
                    chat: bool = False) -> None:
        """Tell the person something, through `notices` (the one path every notice takes); `key` names it
        so it can be taken back (`dismiss`); a `chat` notice is about the open chat and goes when another opens."""
        self.notices.post(Notice(text, kind, action, callback, timeout_ms, chat, key))

    @Slot(object)
    def _display(self, notice: Notice) -> None:
        key, timeout_ms = notice.key, notice.timeout_ms
        if notice.chat:
            key, self._notice_chat = CHAT_NOTICE, self.controller.current_conversation or 0
        if notice.severity == "info" and not notice.action and not timeout_ms:
            timeout_ms = INFO_MS
        self.notice_bar.show_message(notice.text, notice.severity, notice.action, notice.callback, timeout_ms,
                                     key=key)

    def set_header(self, widget: QWidget) -> None:
        """Put `widget` (the model picker) above the notices. The conversation gives up the header's height
        of its minimum (it scrolls), so the smallest window still fits a notice and the composer."""
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(0, widget)
            view = self.chat_view.minimumSizeHint().height()
            self.chat_view.setMinimumHeight(max(24, view - widget.sizeHint().height()))

    def show_undo(self, text: str, undo: Callable[[], object]) -> None:
        self.undo_bar.show_message(text, "info", translate("ChatPane", "Undo"), undo, UNDO_MS)

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
    def _on_conversation_opened(self, conversation_id: int) -> None:
        if conversation_id != self._notice_chat:
            self.notice_bar.dismiss(CHAT_NOTICE)
        self.composer.cancel_edit()
        self._show_thread()
        if not conversation_id:  # a new chat: the cursor waits in the message box, wherever it was
            self.composer.setFocus()
            self._tune_for_demo()

    @Slot(int)
    def _on_draft_saved(self, conversation_id: int) -> None:
        if self._notice_chat == 0:
            self._notice_chat = conversation_id  # the new chat's notice stays with the chat it became

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
            self.show_notice(text, "info",
                             translate("ChatPane", "Show them"), lambda: self.chat_view.scroll_to_message(first))

    # ---- the model -------------------------------------------------------------------------------

    @Slot(str)
    def _on_engine_crashed(self, message: str) -> None:
        self.show_notice(message, "error", translate("ChatPane", "Load the model again"),
                         self.controller.models.reload, key=ENGINE_STOPPED)
        self.update_composer(translate("ChatPane", "The engine stopped. Load the model again to go on."))

    @Slot(str)
    def _on_model_loading(self, name: str) -> None:
        self.update_composer(translate("ChatPane", "Loading {0}…").format(name))

    @Slot(object)
    def _on_model_loaded(self, info: ModelInfo) -> None:
        self.notice_bar.dismiss(ENGINE_STOPPED)
        if info.failures:
            skipped = (", ".join(d.upper() for d in info.failed_devices) or
                       translate("ChatPane", "The device that failed"))
            text = translate("ChatPane", "{0} runs on {1} because {2}. {3} will be skipped for this model from now on "
                                         "(the status bar menu can try all devices again).")
            self.show_notice(text.format(info.name, info.device.upper(), failure_text(info.failures), skipped),
                             "warning")
        self.update_composer()
        self._tune_for_demo()
        QTimer.singleShot(0, self.composer.setFocus)

    def _tune_for_demo(self) -> None:
        """The demo model in a new chat still on the defaults: calmer and shorter, and an empty chat says
        what the demo model is."""
        c = self.controller
        demo = is_demo(c.model)
        empty = translate("ChatPane", EMPTY_HINT)
        self.empty_hint.set_hint(f"{empty}\n\n{translate('ChatPane', DEMO_HINT)}" if demo else empty)
        c.chat_settings.set_tuning(_demo_tuning if demo else None, c.current_conversation)

    # ---- the composer ----------------------------------------------------------------------------

    def _show_busy(self) -> None:
        """Stop and "Writing a reply…" only in the chat whose reply it is; another chat says which one is busy."""
        c, t = self.controller, self.controller.turns
        here = t.busy and t.conversation_id == c.current_conversation
        other = t.conversation_id if t.busy and not here else None
        self.composer.set_generating(here, c.conversation_title(other) if other else "")

    def update_composer(self, reason: str = "") -> None:
        """Whether the composer can send, and if not, why (its placeholder says so)."""
        c = self.controller
        loading = c.models.is_loading
        if c.model is not None and not loading:
            self.composer.set_ready(True)
        else:
            self.composer.set_ready(False, reason or (
                translate("ChatPane", "Loading the model…") if loading else
                translate("ChatPane", "Load a model to start chatting (File → Open model folder…)")))

    def _send(self, text: str) -> None:
        self.before_send()
        if self.composer.can_submit() and self.controller.send(text):
            self.composer.clear()

    # ---- keyboard: the last message's actions -----------------------------------------------------

    def attach(self) -> None:
        """What the message box's Attach button does (the documents add it)."""
        self._press(translate("Documents", "Attach files"),
                    translate("ChatPane", "Documents are unavailable, so nothing can be attached."))

    def dictate(self) -> None:
        """What the message box's Dictate button does (voice adds it)."""
        self._press(translate("Voice", "Dictate"))

    def voice_chat(self) -> None:
        """What the message box's Talk button does: a voice conversation starts or ends (voice adds it)."""
        self._press(translate("Voice", "Voice conversation"))

    def _press(self, name: str, missing: str = "") -> None:
        """Click the message box's button of accessible `name` (in the window's language)."""
        found = [b for b in self.composer.box.findChildren(QToolButton) if b.accessibleName() == name]
        if found:
            found[0].click()
        else:
            self.show_notice(missing or translate("ChatPane", "Voice is unavailable in this build of Hearth."), "info")

    def _last(self, role: str) -> ThreadItem | None:
        return next((i for i in reversed(self.controller.thread_items()) if i.message.role == role), None)

    def edit_last(self) -> None:
        item = self._last("user")
        if item is not None:
            self._begin_edit(item.message.id)

    def reveal(self, message_id: int) -> None:
        """Scroll to a message of the open chat (a search hit). A hit on another branch leaves the current
        branch as it is: the view shows where that branch starts, and offers to switch to it."""
        shown = self.controller.reveal(message_id)
        if shown is not None and shown != message_id:
            self.show_notice(translate("ChatPane",
                                       "The match is in another version of this chat: its branch starts here."), "info",
                             translate("ChatPane",
                                       "Show that version"), lambda: self._show_version(message_id), chat=True)
        self.chat_view.scroll_to_message(shown if shown is not None else message_id)

    def _show_version(self, message_id: int) -> None:
        if self.controller.show_version(message_id):
            self.chat_view.scroll_to_message(message_id)

    def continue_last(self) -> None:
        items = self.controller.thread_items()
        if items and items[-1].can_continue:
            self.controller.continue_reply(items[-1].message.id)
        else:
            self.show_notice(translate("ChatPane", "There is no stopped reply to continue."), "info")

    def copy_last_reply(self) -> None:
        item = self._last("assistant")
        if item is not None and item.message.content:
            QGuiApplication.clipboard().setText(item.message.content)
            self.show_notice(translate("ChatPane", "Copied the last reply."), "info", timeout_ms=3000)

    def _send_edit(self, message_id: int, text: str) -> None:
        self.before_send()
        if self.composer.can_submit() and self.controller.edit_message(message_id, text):
            self.composer.finish_edit()

    def _begin_edit(self, message_id: int) -> None:
        if self.controller.busy:
            self.show_notice(translate("ChatPane",
                                       "Wait for the reply to finish (or stop it with Esc) before editing."), "info")
            return
        self.composer.begin_edit(message_id, self.controller.message_text(message_id))
