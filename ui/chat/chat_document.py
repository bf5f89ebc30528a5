"""The conversation as ONE QTextDocument, built so that its cost does not grow with its length.

What Qt does that shapes this module (measured with perf on Qt 6.12, 500 messages):
- every frame added or removed makes Qt rescan ALL fragments of the document
  (`QTextDocumentPrivate::scan_frames`), so inserting 500 message frames one by one is quadratic
  (2.7 s for 500, 13 s for 1,000) while importing them as one HTML string is linear (0.14 s for 500):
  `reset` builds the whole conversation as one HTML string, each message a `-qt-table-type: frame`
  table, which Qt's importer turns into a real QTextFrame;
- a layout pass loops over all children of the frame it lays out (frame formats, float checks), so
  messages are grouped, `GROUP_SIZE` to a group frame: an edit loops over ~N/32 + 32 frames, not N;
- a reply streamed by replacing its HTML would add and remove frames (code blocks, tables) at every
  token: the streaming reply is instead drawn by `LiveReply`, one inline object whose own small
  document holds the reply; an update marks one character dirty (see `LiveReply`).

Structure: root ⟶ group frames ⟶ bubble frame ⟶ content frame ⟶ the message HTML
(`ui.chat.message_html`: role, Markdown body, status marker, provenance line, action links). The frames
are written as HTML by `ui.chat.message_boxes`.

On a wide window the text keeps a comfortable line length: the root frame's side margins grow so the
conversation is at most `MEASURE_CHARS` average characters wide, centred (`set_width`).
"""

from __future__ import annotations

import html
from collections import Counter
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextFrame,
)
from PySide6.QtWidgets import QTextBrowser

from app.chat.reasoning import split
from ui.chat.image_html import images_html
from ui.chat.live_reply import LiveReply
from ui.chat.live_thinking import focus_link, focused_link, set_words, stream_line, stream_link
from ui.chat.markdown import StreamingMarkdown
from ui.chat.message_bodies import MessageBodies
from ui.chat.message_boxes import GROUP_SIZE, box_html, box_inset, group_html
from ui.chat.message_html import MessageView, attachments_html, excerpt, is_long, message_html, regenerate_target
from ui.chat.thinking_html import thinking_body, thinking_html
from ui.theme import Theme

MARGIN = 16.0
MEASURE_CHARS = 100  # the widest line, in average characters of the conversation's font

_OBJECT_CHAR = "\ufffc"


@dataclass
class _Entry:
    """One message in the document: its data, its two frames, and its code blocks (for copying)."""

    view: MessageView
    bubble: QTextFrame
    content: QTextFrame
    code_blocks: tuple[str, ...] = ()


class ChatDocument(QObject):
    """Keeps the browser's document in step with a list of messages, touching as little as it can."""

    def __init__(self, browser: QTextBrowser, theme: Theme) -> None:
        super().__init__(browser)
        self._browser = browser
        self.theme = theme
        self.bodies = MessageBodies(browser, theme, self._redraw)
        self.entries: dict[int, _Entry] = {}
        self.order: list[int] = []
        self.streaming_id: int | None = None
        self.stream_text = ""
        self.stream_status = ""  # where a reply without text yet is ("Reading your message… 42 %")
        self._status_id: int | None = None  # the reply `stream_status` is about
        self._stream_md: StreamingMarkdown | None = None
        self._stream_link = ""  # the streaming reply's thinking link, in its frame (`ui.chat.live_thinking`)
        self._regenerate_id: int | None = None
        self._highlighted: int | None = None
        self._dirty_from_y: float | None = None
        self._side = MARGIN
        self.unfolded: set[int] = set()
        self.thinking_open: set[int] = set()  # replies whose thinking is shown (`ui.chat.thinking_html`)
        self.details_open: set[int] = set()  # replies whose whole provenance line is shown
        """Long messages of the person's shown whole (the others show their first lines)."""
        self.render_counts: Counter[int] = Counter()
        """How many times each message was rendered (tests and the benchmark read it)."""
        doc = browser.document()
        doc.setUndoRedoEnabled(False)  # read-only view: an undo stack would grow with every token
        self._live = LiveReply(browser)
        layout = doc.documentLayout()
        layout.registerHandler(LiveReply.OBJECT_TYPE, self._live)
        # Qt repaints the whole viewport after any edit; repaint from the edited message down only.
        layout.update.disconnect()
        layout.update.connect(self._on_layout_update)

    # ---- whole conversation ----------------------------------------------------------------------

    def reset(self, views: list[MessageView]) -> None:
        """Show these messages, built as one HTML import (linear in the conversation's length)."""
        self.bodies.follow_view()
        self._highlighted = None
        self._stream_md = None
        streaming = [v for v in views if v.status == "streaming"]
        self.streaming_id = streaming[-1].id if streaming else None
        self.stream_text = streaming[-1].content if streaming else ""
        if self.streaming_id is not None and (self.stream_text or self.streaming_id != self._status_id):
            self.stream_status = ""  # kept for the same reply still without text (a theme change, a return)
        self._regenerate_id = regenerate_target(views)
        boxes: list[str] = []
        code: dict[int, tuple[str, ...]] = {}
        for view in views:
            html, code[view.id] = self._message_html(view)
            boxes.append(self._box_html(view, html))
        groups = ["".join(boxes[i:i + GROUP_SIZE]) for i in range(0, len(boxes), GROUP_SIZE)]
        doc = self._browser.document()
        doc.setHtml("".join(group_html(g) for g in groups))
        doc.setDocumentMargin(MARGIN)
        self._apply_side()
        bubbles = [b for g in doc.rootFrame().childFrames() for b in g.childFrames()]
        self.entries, self.order = {}, []
        if len(bubbles) != len(views) or any(len(b.childFrames()) != 1 for b in bubbles):
            doc.clear()  # not expected (the HTML is ours): build it slowly, one message at a time
            for view in views:
                self.append(view)
            return
        self.entries = {v.id: _Entry(v, b, b.childFrames()[0], code[v.id])
                        for v, b in zip(views, bubbles, strict=True)}
        self.order = [v.id for v in views]
        for view in views:
            self.render_counts[view.id] += 1
        if self.streaming_id is not None:
            self._render(self.entries[self.streaming_id])
        doc.documentLayout().frameBoundingRect(doc.rootFrame())  # finish the layout: show the end

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.bodies.set_theme(theme)
        self.refresh()

    def refresh(self) -> None:
        """Build everything again (another theme, another text size), keeping the text streamed so far."""
        views = [self.entries[i].view for i in self.order]
        if self.streaming_id is not None:  # keep the text streamed so far
            views = [replace(v, content=self.stream_text) if v.id == self.streaming_id else v for v in views]
        self.reset(views)

    @property
    def side(self) -> float:
        """The margin on each side of the text (pixels)."""
        return self._side

    def set_width(self, width: float) -> None:
        """The view is `width` pixels wide: keep the text at most `MEASURE_CHARS` wide, centred."""
        measure = QFontMetricsF(self._browser.document().defaultFont()).averageCharWidth() * MEASURE_CHARS
        side = float(max(MARGIN, (width - measure) // 2))
        if side != self._side:
            self._side = side
            self._apply_side()

    def _apply_side(self) -> None:
        root = self._browser.document().rootFrame()
        fmt = root.frameFormat()
        if fmt.leftMargin() != self._side or fmt.rightMargin() != self._side:
            fmt.setLeftMargin(self._side)
            fmt.setRightMargin(self._side)
            root.setFrameFormat(fmt)

    def set_folded(self, message_id: int, folded: bool) -> None:
        """Fold a long message of the person's to its first lines, or show it whole."""
        (self.unfolded.discard if folded else self.unfolded.add)(message_id)
        entry = self.entries.get(message_id)
        if entry is not None and is_long(entry.view):
            self._render(entry)

    def toggle_details(self, message_id: int) -> None:
        """Show or hide how a reply was made (device, sampling, prompt and cache, speed)."""
        (self.details_open.discard if message_id in self.details_open else self.details_open.add)(message_id)
        entry = self.entries.get(message_id)
        if entry is not None:
            self._render(entry)

    def toggle_thinking(self, message_id: int) -> None:
        """Open or fold a reply's thinking."""
        (self.thinking_open.discard if message_id in self.thinking_open else self.thinking_open.add)(message_id)
        entry = self.entries.get(message_id)
        if entry is not None:
            self._render(entry)

    # ---- one message -----------------------------------------------------------------------------

    def append(self, view: MessageView) -> None:
        """Add a message at the end: into the last group, or a new group when that one is full."""
        doc = self._browser.document()
        groups = doc.rootFrame().childFrames()
        html, code = self._message_html(view)
        cursor = QTextCursor(doc)
        if groups and len(groups[-1].childFrames()) < GROUP_SIZE:
            cursor.setPosition(groups[-1].lastPosition())
            cursor.insertHtml(self._box_html(view, html))
        else:
            cursor.setPosition(doc.rootFrame().lastPosition())
            cursor.insertHtml(group_html(self._box_html(view, html)))
        bubble = doc.rootFrame().childFrames()[-1].childFrames()[-1]
        entry = _Entry(view, bubble, bubble.childFrames()[0], code)
        self.entries[view.id] = entry
        self.order.append(view.id)
        self.render_counts[view.id] += 1
        if view.id == self.streaming_id:
            self._render(entry)
        self._refresh_regenerate()

    def update(self, view: MessageView) -> None:
        """Show a new state of a message already in the document (only its frame changes)."""
        entry = self.entries[view.id]
        entry.view = view
        self._render(entry)
        self._refresh_regenerate()

    def begin_stream(self, view: MessageView) -> None:
        self._stream_md, self._stream_link = None, ""
        view = replace(view, status="streaming")
        self.streaming_id = view.id
        self.stream_text = view.content
        self.stream_status = ""
        if view.id in self.entries:
            self.update(view)
        else:
            self.append(view)

    def set_status(self, text: str) -> None:
        """Show where the streaming reply is, below its text (which has none yet)."""
        self.stream_status, self._status_id = text, self.streaming_id
        self.update_stream()

    def update_stream(self) -> None:
        """Render the streaming reply into the live object; the conversation re-lays out one line."""
        entry = self.entries[self.streaming_id] if self.streaming_id is not None else None
        if entry is None:
            return
        if self._stream_md is None:
            self._stream_md = self.bodies.streaming(entry.view.id)
        parts, opened = split(self.stream_text), entry.view.id in self.thinking_open
        link = stream_link(entry.view.id, parts, self.theme, opened=opened)
        if link != self._stream_link:  # the line above the object changes: the frame is rendered again
            self._stream_link = link
            self._render(entry)
            return
        thinking = thinking_body(parts, self.theme, opened=opened, streaming=True)
        body = self._stream_md.render(parts.answer if parts.has_thinking else self.stream_text)
        self.bodies.note(entry.view.id, body)
        entry.code_blocks = body.code_blocks
        status = (f'<p style="color:{self.theme.muted}"><i>{html.escape(self.stream_status)}</i></p>'
                  if self.stream_status else "")
        self._live.set_html(thinking + body.html + status)
        doc = self._browser.document()
        self._dirty_from_y = doc.documentLayout().frameBoundingRect(entry.bubble).top()
        try:
            if link:
                set_words(doc, entry.content, parts)
            doc.markContentsDirty(entry.content.lastPosition() - 1, 1)
        finally:
            self._dirty_from_y = None
        self.render_counts[entry.view.id] += 1

    @property
    def live(self) -> LiveReply:
        return self._live

    def live_text(self) -> str:
        return self._live.document.toPlainText().strip() if self.streaming_id is not None else ""

    def live_anchor_at(self, point: QPointF) -> str:
        """The link of the streaming reply under `point` (document coordinates), or ""."""
        return self._live.anchor_at(point) if self.streaming_id is not None else ""

    def end_stream(self, view: MessageView) -> None:
        self._stream_md, self._stream_link = None, ""
        self._live.drawn = None
        self.streaming_id = None
        self.stream_text = ""
        self.stream_status = ""
        if view.id in self.entries:
            self.update(view)
        else:
            self.append(view)

    def message_top(self, message_id: int) -> float:
        return self._browser.document().documentLayout().frameBoundingRect(self.entries[message_id].bubble).top()

    def message_bottom(self, message_id: int) -> float:
        return self._browser.document().documentLayout().frameBoundingRect(self.entries[message_id].bubble).bottom()

    def set_highlight(self, message_id: int | None) -> None:
        """Tint one message's box (search results), or none."""
        for mid, colour in ((self._highlighted, None), (message_id, self.theme.find_highlight)):
            entry = self.entries.get(mid) if mid is not None else None
            if entry is None:
                continue
            fmt = entry.bubble.frameFormat()
            background = colour or (self.theme.user_bubble if entry.view.role == "user" else None)
            if background:
                fmt.setBackground(QColor(background))
            else:
                fmt.clearBackground()
            entry.bubble.setFrameFormat(fmt)
        self._highlighted = message_id

    # ---- internals -------------------------------------------------------------------------------

    def _message_html(self, view: MessageView) -> tuple[str, tuple[str, ...]]:
        if view.id == self.streaming_id:
            line = stream_line(self._stream_link, split(self.stream_text), self.theme)
            return message_html(replace(view, status="streaming"), "", self.theme, can_regenerate=False) + line, ()
        folded, text, thinking = None, view.content, ""
        if view.role == "assistant":
            parts = split(view.content)
            thinking = thinking_html(view.id, parts, self.theme, opened=view.id in self.thinking_open, streaming=False,
                                     seconds=view.provenance.thinking_s if view.provenance else None)
            text = parts.answer if parts.has_thinking else text
        images = (images_html(view.id, view.provenance, self.theme) + attachments_html(view.provenance, self.theme)
                  if view.role == "user" else "")
        if is_long(view):
            folded = view.id not in self.unfolded
            text = excerpt(view.content) if folded else text
        body = self.bodies.render(view.id, text)
        html = message_html(view, thinking + body.html + images, self.theme,
                            can_regenerate=view.id == self._regenerate_id, folded=folded,
                            details=view.id in self.details_open)
        return html, body.code_blocks

    def _box_html(self, view: MessageView, html: str) -> str:
        return box_html(view.role, html, self.theme, self._browser.document().defaultFont())

    def _render(self, entry: _Entry) -> None:
        """Replace the content of one message's frame, and nothing else."""
        view = entry.view
        html, entry.code_blocks = self._message_html(view)
        doc, focused = self._browser.document(), focused_link(self._browser, entry.content)
        cursor = QTextCursor(doc)
        cursor.setPosition(entry.content.firstPosition())
        cursor.setPosition(entry.content.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
        self._dirty_from_y = doc.documentLayout().frameBoundingRect(entry.bubble).top()
        try:
            cursor.beginEditBlock()
            cursor.removeSelectedText()
            cursor.insertHtml(html)
            if view.id == self.streaming_id:  # the reply itself: one object character, see LiveReply
                cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
                live = QTextCharFormat()
                live.setObjectType(LiveReply.OBJECT_TYPE)
                cursor.insertText(_OBJECT_CHAR, live)
            cursor.endEditBlock()
        finally:
            self._dirty_from_y = None
        if focused:  # the link the keyboard was on (Enter on "Thinking…") keeps its focus
            focus_link(self._browser, entry.content, focused)
        if view.id == self.streaming_id:
            self._live.inset = box_inset(view.role)
            self.update_stream()
        else:
            self.render_counts[view.id] += 1

    def _redraw(self, message_ids: set[int]) -> None:
        """Show the formulas drawn since these messages were rendered."""
        for message_id in message_ids:
            if message_id == self.streaming_id:
                self.update_stream()
            elif message_id in self.entries:
                self._render(self.entries[message_id])

    def _refresh_regenerate(self) -> None:
        target = regenerate_target([self.entries[self.order[-1]].view] if self.order else [])
        if target == self._regenerate_id:
            return
        old, self._regenerate_id = self._regenerate_id, target
        for message_id in (old, target):
            if message_id is not None and message_id in self.entries:
                self._render(self.entries[message_id])

    def _on_layout_update(self, rect: QRectF) -> None:
        """Repaint what a document change touched: nothing above the edited message moved."""
        if self._dirty_from_y is not None and self._dirty_from_y > rect.top():
            rect = QRectF(rect.left(), self._dirty_from_y, rect.width(),
                          max(0.0, rect.bottom() - self._dirty_from_y))
        viewport = self._browser.viewport()
        if not rect.isValid():
            viewport.update()
            return
        x, y = self._browser.horizontalScrollBar().value(), self._browser.verticalScrollBar().value()
        visible = rect.intersected(QRectF(x, y, viewport.width(), viewport.height())).toAlignedRect()
        if not visible.isEmpty():
            viewport.update(visible.translated(-x, -y))

