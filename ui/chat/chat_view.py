"""The conversation widget: rendered messages, a streaming reply, per-message actions.

Design — why one document and not a virtualised list: the whole conversation is ONE QTextBrowser
whose QTextDocument holds every message in its own QTextFrame (built and kept by `ChatDocument`).
An update touches one message's frame and nothing else; the reply being generated is drawn by one
inline object, so a token re-renders the Markdown of that reply only, and Qt re-lays out one line
of the conversation (`bench/ui.py` compares a 500-message conversation with an empty one). One
document gives what people expect of a transcript for free: selecting and copying across messages,
keyboard navigation of links, one smooth scroll. A QListView with a delegate painting a QTextDocument
per row would have to re-measure rows when the last one grows, and loses selection across messages.

Actions are links with the `hearth:` scheme (`hearth:copy/<id>`, `hearth:copy-code/<id>/<n>`,
`hearth:regenerate/<id>`, `hearth:read/<id>`, `hearth:edit/<id>`, `hearth:continue/<id>`, `hearth:version/<id>/<±1>`,
`hearth:expand/<id>` and `hearth:collapse/<id>` for a long message of the person's, `hearth:details/<id>`
for how a reply was made, `hearth:source/<id>/<n>` for a citation under a reply, `hearth:thinking/<id>`
for a reply's thinking line — reached by Tab and the mouse while it streams too, see `ui.chat.live_thinking`),
handled in `anchorClicked`. Other links open only on a click, only for http(s) and mailto, and the browser
loads no resource at all (`loadResource` answers nothing), so no image is ever fetched.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QFont, QGuiApplication, QResizeEvent, QTextFrame
from PySide6.QtWidgets import QLabel, QTextBrowser, QToolButton, QVBoxLayout, QWidget

from app.chat.reasoning import answer_of
from app.docs.grounding import sources_of
from app.qt.i18n import translate
from ui.chat.chat_browser import ChatBrowser
from ui.chat.chat_document import ChatDocument
from ui.chat.live_reply import LiveReply
from ui.chat.message_html import MessageView, is_long
from ui.theme import Theme, theme_for

_BOTTOM_SLACK_PX = 8
_HIGHLIGHT_MS = 1500
_TOAST_MS = 1400


class ChatView(QWidget):
    """Shows a conversation and streams the reply being generated.

    Messages are plain `MessageView` values; the window (or a fake engine in tests) drives the view
    with `set_messages`, `add_message`, `begin_streaming` / `append_to_streaming`
    (and `set_streaming_status`) / `finish_streaming`, and `scroll_to_message`. While the person is at
    the bottom the view follows the stream; scrolling up stops that, scrolling back down resumes it.

    Signals (each carries the id of the message the person acted on):
        copy_requested(int): "Copy" under a message; the view has already put the message's Markdown
            text on the clipboard, the window may confirm or log it.
        regenerate_requested(int): "Regenerate" under the last assistant reply.
        edit_requested(int): "Edit" under a user message.
        continue_requested(int): "Continue" under a reply cut off by the length limit.
        version_requested(int, int): "‹" (-1) or "›" (+1) next to "2/3": show another version.
        column_changed(int): the margin on each side of the text changed (a wide window centres it);
            the composer below lines up with it.
    """

    copy_requested = Signal(int)
    regenerate_requested = Signal(int)
    edit_requested = Signal(int)
    continue_requested = Signal(int)
    version_requested = Signal(int, int)
    column_changed = Signal(int)
    source_requested = Signal(object)  # app.docs.grounding.Source: a citation under a reply was clicked
    image_requested = Signal(int, int)  # (message id, image index): a thumbnail of the person's was clicked
    read_aloud_requested = Signal(str)  # "Read aloud" under a reply: its text

    def __init__(self, parent: QWidget | None = None, *, theme: Theme | None = None,
                 open_url: Callable[[QUrl], object] | None = None) -> None:
        super().__init__(parent)
        self._open_url = open_url or QDesktopServices.openUrl
        self._following = True
        self._scrolling = False

        self._browser = ChatBrowser(self)
        self._browser.setObjectName("chat_transcript")
        self._browser.setAccessibleName(translate("ChatView", "Conversation"))
        self._browser.setAccessibleDescription(translate("ChatView",
                                                         "Messages of the current conversation, newest at the bottom"))
        self._browser.setOpenLinks(False)
        self._browser.setFrameShape(QTextBrowser.Shape.NoFrame)
        self._browser.anchorClicked.connect(self._on_anchor_clicked)
        self._doc = ChatDocument(self._browser, theme or theme_for("system"))
        self._browser.live_anchor = self._doc.live_anchor_at
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._browser)

        self._jump = QToolButton(self)
        self._jump.setText(translate("ChatView", "↓ Latest"))
        self._jump.setAccessibleName(translate("ChatView", "Jump to latest message"))
        self._jump.setToolTip(translate("ChatView", "Scroll to the newest message and follow the reply"))
        self._jump.setCursor(Qt.CursorShape.PointingHandCursor)
        self._jump.clicked.connect(self.scroll_to_bottom)
        self._jump.hide()
        self._toast = QLabel(self)
        self._toast.setAccessibleName(translate("ChatView", "Notification"))
        self._toast.hide()
        self._toast_timer = QTimer(self, singleShot=True, interval=_TOAST_MS)
        self._toast_timer.timeout.connect(self._toast.hide)
        self._highlight_timer = QTimer(self, singleShot=True, interval=_HIGHLIGHT_MS)
        self._highlight_timer.timeout.connect(lambda: self._doc.set_highlight(None))
        self._style_overlays()

        bar = self._browser.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range_changed)

    # ---- reading ---------------------------------------------------------------------------------

    @property
    def browser(self) -> QTextBrowser:
        return self._browser

    @property
    def theme(self) -> Theme:
        return self._doc.theme

    @property
    def is_following(self) -> bool:
        """True while the view sticks to the bottom (new text scrolls into view)."""
        return self._following

    @property
    def render_counts(self) -> Counter[int]:
        """How many times each message's Markdown was rendered (tests and benchmarks read it)."""
        return self._doc.render_counts

    @property
    def drawing_formulas(self) -> bool:
        """True while formulas shown as their source are being drawn (tests and the benchmark wait on it)."""
        return self._doc.bodies.drawing

    def message_ids(self) -> list[int]:
        return list(self._doc.order)

    def live_text(self) -> str:
        """The streaming reply as it shows now (its text, then where it is), as plain text; "" when none."""
        return self._doc.live_text()

    def live_reply(self) -> LiveReply | None:
        """The streaming reply's own drawing (its document), or None when no reply streams."""
        return self._doc.live if self._doc.streaming_id is not None else None

    def frame_of(self, message_id: int) -> QTextFrame:
        """The document frame holding a message (tests use it to prove frames survive streaming)."""
        return self._doc.entries[message_id].content

    # ---- driving ---------------------------------------------------------------------------------

    def set_messages(self, messages: Iterable[MessageView], *, keep: int | None = None) -> None:
        """Replace the whole conversation (another conversation was opened: the view goes to its end).
        With `keep`, the id of a message whose version arrows were clicked, the view does not jump: the
        message now in its place ends where it ended, so the arrows stay under the pointer."""
        self._highlight_timer.stop()
        order = self._doc.order
        index = order.index(keep) if keep is not None and keep in order else None
        bar = self._browser.verticalScrollBar()
        offset = self._doc.message_bottom(keep) - bar.value() if keep is not None and index is not None else 0.0
        self._scrolling = index is not None  # the emptied document would scroll to the top: not the person
        try:
            self._doc.reset(list(messages))
            if index is not None and index < len(self._doc.order):
                bar.setValue(round(self._doc.message_bottom(self._doc.order[index]) - offset))
        finally:
            self._scrolling = False
        if index is None:
            self.scroll_to_bottom()
        else:
            self._on_scrolled(bar.value())

    def add_message(self, message: MessageView) -> None:
        """Append a finished message (the user's, or one the window restores); a known id updates."""
        (self._doc.update if message.id in self._doc.entries else self._doc.append)(message)
        self._follow()

    def begin_streaming(self, message: MessageView) -> None:
        """Start showing a reply as it is generated; a known id (regenerate, continue) is reused."""
        self._doc.begin_stream(message)
        self._follow()

    def append_to_streaming(self, text: str) -> None:
        """Add decoded text to the streaming reply; only that reply is rendered again."""
        if self._doc.streaming_id is None or not text:
            return
        self._doc.stream_text += text
        self._doc.stream_status = ""
        self._doc.update_stream()
        self._follow()

    def set_streaming_status(self, text: str) -> None:
        """Show where the streaming reply is before its text ("Reading your message… 42 %")."""
        if self._doc.streaming_id is None or text == self._doc.stream_status:
            return
        self._doc.set_status(text)
        self._follow()

    def finish_streaming(self, message: MessageView) -> None:
        """The reply is done: show its final text, status, provenance line and actions."""
        self._doc.end_stream(message)
        self._follow()

    def scroll_to_message(self, message_id: int) -> bool:
        """Bring a message to the top of the view and tint it briefly (search uses this)."""
        if message_id not in self._doc.entries:
            return False
        if is_long(self._doc.entries[message_id].view):  # the words searched for may be past the fold
            self._doc.set_folded(message_id, False)
        self._browser.verticalScrollBar().setValue(max(0, int(self._doc.message_top(message_id)) - 8))
        self._doc.set_highlight(message_id)
        self._highlight_timer.start()
        return True

    def scroll_to_bottom(self) -> None:
        """Jump to the newest text and follow the stream again."""
        self._following = True
        self._scroll_to_end()

    def set_theme(self, theme: Theme) -> None:
        """Render everything again with another theme's colours (connect ThemeManager.theme_changed)."""
        if theme == self._doc.theme:
            return
        self._rebuild(lambda: self._doc.set_theme(theme))
        self._style_overlays()

    def set_text_size(self, points: int) -> None:
        """The text size of the conversation in points (0: the application's font)."""
        font = QFont(self.font())
        if points:
            font.setPointSize(points)
        if font == self._browser.document().defaultFont():
            return
        self._rebuild(lambda: self._browser.document().setDefaultFont(font))

    def _rebuild(self, change: Callable[[], object]) -> None:
        """Apply `change` and render everything again, at the same place in the conversation."""
        bar = self._browser.verticalScrollBar()
        following, fraction = self._following, bar.value() / max(1, bar.maximum())
        self._highlight_timer.stop()
        change()
        self._doc.set_width(self._browser.width())
        self._doc.refresh()
        if following:
            self.scroll_to_bottom()
        else:
            bar.setValue(int(fraction * bar.maximum()))

    # ---- scrolling -------------------------------------------------------------------------------

    def _follow(self) -> None:
        if self._following:
            self._scroll_to_end()

    def _scroll_to_end(self) -> None:
        self._scrolling = True
        try:
            bar = self._browser.verticalScrollBar()
            bar.setValue(bar.maximum())
        finally:
            self._scrolling = False
        self._jump.hide()

    def _on_scrolled(self, value: int) -> None:
        if self._scrolling:
            return
        self._following = value >= self._browser.verticalScrollBar().maximum() - _BOTTOM_SLACK_PX
        self._jump.setVisible(not self._following)
        self._place_overlays()

    def _on_range_changed(self, _minimum: int, _maximum: int) -> None:
        self._follow()

    # ---- actions ---------------------------------------------------------------------------------

    def _on_anchor_clicked(self, url: QUrl) -> None:
        if url.scheme() == "hearth":
            self._on_action(url.path().split("/"))
        elif url.scheme() in ("http", "https", "mailto"):
            self._open_url(url)

    def _on_action(self, parts: list[str]) -> None:
        try:
            action, message_id, args = parts[0], int(parts[1]), [int(p) for p in parts[2:]]
        except (IndexError, ValueError):
            return
        entry = self._doc.entries.get(message_id)
        if entry is None:
            return
        if action == "copy-code" and args and 0 <= args[0] < len(entry.code_blocks):
            QGuiApplication.clipboard().setText(entry.code_blocks[args[0]])
            self._show_toast(translate("ChatView", "Code copied"))
        elif action == "copy":
            QGuiApplication.clipboard().setText(answer_of(entry.view.content))
            self._show_toast(translate("ChatView", "Message copied"))
            self.copy_requested.emit(message_id)
        elif action == "read":
            self.read_aloud_requested.emit(entry.view.content)
        elif action == "regenerate":
            self.regenerate_requested.emit(message_id)
        elif action == "edit":
            self.edit_requested.emit(message_id)
        elif action == "continue":
            self.continue_requested.emit(message_id)
        elif action == "version" and args and args[0] in (-1, 1):
            self.version_requested.emit(message_id, args[0])
        elif action == "image" and args:
            self.image_requested.emit(message_id, args[0])
        elif action == "thinking":
            self._doc.toggle_thinking(message_id)
        elif action == "details":
            self._doc.toggle_details(message_id)
        elif action in ("expand", "collapse"):
            self._doc.set_folded(message_id, action == "collapse")
        elif action == "source" and args:
            found = [s for s in sources_of(entry.view.provenance) if s.n == args[0]]
            if found:
                self.source_requested.emit(found[0])

    # ---- overlays --------------------------------------------------------------------------------

    def _style_overlays(self) -> None:
        t = self._doc.theme
        self._jump.setStyleSheet(
            f"QToolButton {{ background: {t.base}; color: {t.text}; border: 1px solid {t.border}; "
            f"border-radius: 12px; padding: 4px 12px; }} QToolButton:hover {{ background: {t.code_bg}; }}")
        self._toast.setStyleSheet(
            f"QLabel {{ background: {t.text}; color: {t.base}; border-radius: 10px; padding: 4px 12px; }}")

    def _show_toast(self, text: str) -> None:
        self._toast.setText(text)
        self._toast.adjustSize()
        self._place_overlays()
        self._toast.show()
        self._toast.raise_()
        self._toast_timer.start()

    def _place_overlays(self) -> None:
        margin = 16
        bar = self._browser.verticalScrollBar()
        right = self.width() - margin - (bar.width() if bar.isVisible() else 0)
        self._jump.adjustSize()
        self._jump.move(right - self._jump.width(), self.height() - margin - self._jump.height())
        self._toast.move((self.width() - self._toast.width()) // 2,
                         self.height() - margin - self._toast.height())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:  # another screen: formulas are drawn for its scale
            self._rebuild(lambda: None)
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        before = self._doc.side
        self._doc.set_width(self._browser.width())
        if self._doc.side != before:
            self.column_changed.emit(int(self._doc.side))
        self._place_overlays()
