"""The streaming reply's thinking line, kept in the conversation's document, and the keyboard's place on a link.

Why the line is not in the live reply's object with the rest of the reply (`ui.chat.live_reply`): Tab
moves from link to link of the browser's document, and the object's own document is out of its reach, so
a person at the keyboard could not open the thinking while the model thinks. The line sits in the message's
frame, above the object; the frame is rendered again only when its link changes ("Thinking…" ends, the
thinking is opened or folded), and at every piece only the word count after it is rewritten, past the link,
so the link keeps the keyboard's focus (`set_words`).

A link with the keyboard's focus is a selection of the browser's cursor: rendering a message's frame again
replaces its text and loses it. `focused_link` and `focus_link` put it back on the same link.
"""

from __future__ import annotations

from PySide6.QtGui import QTextCursor, QTextDocument, QTextFrame
from PySide6.QtWidgets import QTextBrowser

from app.chat.reasoning import Reasoned
from ui.chat.thinking_html import WORDS_AFTER, shows_thinking, thinking_line, thinking_link, thinking_words
from ui.theme import Theme


def stream_link(message_id: int, parts: Reasoned, theme: Theme, *, opened: bool) -> str:
    """The streaming reply's thinking link ("▸ Thinking…"), or "" while it has no thinking line."""
    return thinking_link(message_id, parts, theme, opened=opened, streaming=True,
                         seconds=None) if shows_thinking(parts) else ""


def stream_line(link: str, parts: Reasoned, theme: Theme) -> str:
    """The line that holds `link` in the message's frame, above the live object ("" without a link)."""
    return thinking_line(link, thinking_words(parts), theme) if link else ""


def set_words(doc: QTextDocument, content: QTextFrame, parts: Reasoned) -> None:
    """Rewrite the word count of the streaming reply's thinking line (the block above the live object)."""
    words = thinking_words(parts)
    line = doc.findBlock(content.lastPosition() - 1).previous()
    text = line.text()
    at = text.rfind(WORDS_AFTER)
    if at < 0 or text[at + len(WORDS_AFTER):] == words:
        return
    cursor = QTextCursor(doc)
    cursor.setPosition(line.position() + at + len(WORDS_AFTER))
    cursor.setPosition(line.position() + len(text), QTextCursor.MoveMode.KeepAnchor)
    cursor.insertText(words)  # in the format of " · " before it: not part of the link


def _href_at(doc: QTextDocument, position: int) -> str:
    cursor = QTextCursor(doc)
    cursor.setPosition(position)
    return cursor.charFormat().anchorHref()  # the character before `position`


def focused_link(browser: QTextBrowser, frame: QTextFrame) -> str:
    """The link inside `frame` that has the keyboard's focus (the cursor selects just that link), or ""."""
    cursor = browser.textCursor()
    start, end = cursor.selectionStart(), cursor.selectionEnd()
    if not cursor.hasSelection() or start < frame.firstPosition() or end > frame.lastPosition():
        return ""
    doc = browser.document()
    href = _href_at(doc, start + 1)
    return href if href and all(_href_at(doc, p) == href for p in range(start + 1, end + 1)) else ""


def focus_link(browser: QTextBrowser, frame: QTextFrame, href: str) -> bool:
    """Give the keyboard's focus to the link `href` inside `frame` (as Tab does); False when it is not there."""
    doc = browser.document()
    block = doc.findBlock(frame.firstPosition())
    while block.isValid() and block.position() <= frame.lastPosition():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == href:
                before = QTextCursor(doc)  # the character before the link, then Tab's own step to the next link:
                before.setPosition(fragment.position() - 1)  # Qt draws its focus mark, not a selection
                before.setPosition(fragment.position(), QTextCursor.MoveMode.KeepAnchor)
                browser.setTextCursor(before)
                browser.focusNextPrevChild(True)
                return focused_link(browser, frame) == href
            it += 1
        block = block.next()
    return False
