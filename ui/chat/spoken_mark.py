"""The sentence the voice is reading, marked in the conversation (`app.qt.read_aloud.ReadAloud.sentence_started`).

A sentence is found in the shown text by its words (`ui.chat.spoken_text`). The search goes forward from the last
sentence marked, so a sentence said twice in the conversation is marked where it is being read. A finished message
is marked with the browser's extra selections (the document is not changed); the reply still streaming keeps its
text in its own document (`ui.chat.live_reply`), which draws the mark itself (`LiveReply.spoken`), found again at
each repaint since each token re-renders it.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextEdit

from ui.chat.chat_view import ChatView
from ui.chat.spoken_text import find_sentence


class SpokenMark:
    """Marks each sentence of `view` as the voice begins it (`show`), and clears the mark when it stops."""

    def __init__(self, view: ChatView) -> None:
        self._view = view
        self._after = 0
        self.sentence = ""

    def _format(self) -> QTextCharFormat:
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(self._view.theme.find_highlight))
        return fmt

    def show(self, sentence: str) -> None:
        self.sentence = sentence
        live = self._view.live_reply()
        if live is not None and find_sentence(live.document, sentence) is not None:
            self._set_extra(None)
            live.spoken, live.spoken_format = sentence, self._format()
            self._view.browser.viewport().update()
            return
        if live is not None:
            live.spoken = ""
        document = self._view.browser.document()
        cursor = find_sentence(document, sentence, self._after) or find_sentence(document, sentence)
        self._set_extra(cursor)

    def again(self) -> None:
        """Mark the sentence being read where it is now (the reply being read finished streaming)."""
        if self.sentence:
            self.show(self.sentence)

    def clear(self) -> None:
        self.sentence, self._after = "", 0
        live = self._view.live_reply()
        if live is not None:
            live.spoken = ""
            self._view.browser.viewport().update()
        self._set_extra(None)

    def marked(self) -> str:
        """The text marked now (tests read it)."""
        live = self._view.live_reply()
        if live is not None and live.spoken:
            found = find_sentence(live.document, live.spoken)
            return found.selectedText() if found is not None else ""
        extra = self._view.browser.extraSelections()
        return extra[0].cursor.selectedText() if extra else ""

    def _set_extra(self, cursor: QTextCursor | None) -> None:
        if cursor is None:
            self._view.browser.setExtraSelections([])
            return
        self._after = cursor.selectionEnd()
        selection = QTextEdit.ExtraSelection()
        selection.cursor = cursor
        selection.format = self._format()
        self._view.browser.setExtraSelections([selection])
