"""The rendered Markdown of a conversation's messages: one renderer for the document's theme, text size and
screen (`MathStyle`), bodies kept by (message id, text), and formulas drawn off the window's thread
(`ui.chat.math_images`): a message rendered while its formulas were being drawn is rendered again once
they are (`redraw`, coalesced, so formulas drawn together appear together).

Why apart from `ui.chat.chat_document`: what a body looks like and when it must be rendered again is one
concern; where the frames of the conversation are and how they change is another.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QTextEdit

from ui.chat.markdown import MarkdownRenderer, RenderedMarkdown, StreamingMarkdown
from ui.chat.math_images import MathStyle, drawn
from ui.theme import Theme

CACHE_SIZE = 4096
REDRAW_MS = 30


class MessageBodies(QObject):
    """Renders and keeps message bodies; `redraw(ids)` is called with the messages whose formulas were
    drawn since they were rendered."""

    def __init__(self, view: QTextEdit, theme: Theme, redraw: Callable[[set[int]], None]) -> None:
        super().__init__(view)
        self._view, self._redraw = view, redraw
        self._cache: dict[tuple[int, str], RenderedMarkdown] = {}
        """Rendered Markdown by (message id, text): the window re-sets whole threads often."""
        self._waiting: set[int] = set()
        self.renderer = self._new_renderer(theme)
        self._timer = QTimer(self, singleShot=True, interval=REDRAW_MS)
        self._timer.timeout.connect(self._drawn)
        drawn().connect(self._timer.start)

    def _new_renderer(self, theme: Theme) -> MarkdownRenderer:
        self._cache.clear()
        return MarkdownRenderer(theme, math=MathStyle.of_view(self._view), wait_for_math=False)

    def set_theme(self, theme: Theme) -> None:
        self.renderer = self._new_renderer(theme)

    def follow_view(self) -> None:
        """Another text size or screen scale: formulas are drawn again for it."""
        if MathStyle.of_view(self._view) != self.renderer.math:
            self.renderer = self._new_renderer(self.renderer.theme)

    def render(self, message_id: int, text: str) -> RenderedMarkdown:
        key = (message_id, text)
        body = self._cache.get(key)
        if body is None:
            body = self.renderer.render(text, message_id)
            if len(self._cache) > CACHE_SIZE:
                self._cache.clear()
            if not body.pending:
                self._cache[key] = body
        self.note(message_id, body)
        return body

    def streaming(self, message_id: int) -> StreamingMarkdown:
        return StreamingMarkdown(self.renderer, message_id)

    def note(self, message_id: int, body: RenderedMarkdown) -> None:
        """The message now shows `body`: wait for its formulas, or not."""
        (self._waiting.add if body.pending else self._waiting.discard)(message_id)

    @property
    def drawing(self) -> bool:
        """Whether a message shows formulas still being drawn."""
        return bool(self._waiting)

    def _drawn(self) -> None:
        ids, self._waiting = self._waiting, set()
        if ids:
            self._redraw(ids)
