"""A conversation's title written by the loaded model, from the first exchange, in the background.

Why: the first line of a message is a poor name ("hi", "can you help me with something"); a short
summary of the first question and answer is what people scan the list for. The model writes it after
the first reply, only while nothing else runs (the controller asks), with a short prompt and at most
`MAX_TOKENS` tokens. A person who sends meanwhile must not wait behind it: the controller cancels it
by its request id first, and the host stops it within a token. Whatever goes wrong (a cancel, an
engine error, an answer that is no title) leaves the first-line title in place.

The events of this request come on the engine's signals like every other; only ours (by id) are read.
`AutoTitles` decides when (`TitleWriter` only asks and cleans the answer).

`TitleWriter` signals:
    titled(int conversation id, str title): a usable title was written.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from app.chat_thread import TITLE_CHARS, ThreadItem, title_from
from app.engine import protocol as p
from app.store import NotFoundError, Store
from app.turn_runner import TurnRunner

log = logging.getLogger("hearth.titles")
MAX_TOKENS = 16
EXCERPT_CHARS = 1200  # of the question; the answer counts less (a small model echoes what it is shown)
ANSWER_CHARS = 300
SYSTEM = "You name conversations. Answer with a title of two to six words and nothing else."
_LABEL = re.compile(r"^\s*(title|conversation title)\s*[:：-]\s*", re.IGNORECASE)


def title_prompt(question: str, answer: str) -> list[p.ChatMessage]:
    """The request: the start of the first exchange and what to do with it."""
    return [p.ChatMessage("user", "Write a short title (two to six words) that says what this question is about. "
                                  "Answer with the title only.\n\n"
                                  f"Question: {question[:EXCERPT_CHARS]}\n\n"
                                  f"Start of the answer: {answer[:ANSWER_CHARS]}")]


def clean_title(text: str) -> str | None:
    """The model's answer as a title: its first line without a label, quotes or Markdown; None if it
    is no title (empty, or longer than a title should be)."""
    line = next((ln for ln in text.splitlines() if ln.strip()), "")
    line = _LABEL.sub("", line.strip().lstrip("#").strip())
    before = None
    while line != before:  # quotes, emphasis and a full stop, in any order: '"A title".', '**A title**'
        before, line = line, line.strip().strip("*_`\"'“”‘’«»").rstrip(".")
    if not line or len(line) > 2 * TITLE_CHARS or len(line.split()) > 12:
        return None
    title = title_from(line)
    return None if title == "New chat" else title


class TitleWriter(QObject):
    titled = Signal(int, str)

    def __init__(self, engine: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._request = ""
        self._conversation = 0
        self._text = ""
        engine.tokens.connect(self._on_tokens)
        engine.done.connect(self._on_done)
        engine.failed.connect(self._on_failed)

    @property
    def running(self) -> bool:
        return bool(self._request)

    def write(self, conversation_id: int, question: str, answer: str) -> None:
        """Ask the model for a title (one at a time: a second call while one runs is ignored)."""
        if self._request:
            return
        self._conversation, self._text = conversation_id, ""
        sampling = p.Sampling(temperature=0.0, top_p=1.0, top_k=0, max_new_tokens=MAX_TOKENS)
        self._request = self._engine.start_turn(title_prompt(question, answer), sampling, SYSTEM)
        log.info("title requested for conversation %d", conversation_id)

    def cancel(self) -> None:
        """Stop the title being written (a person's turn must not wait behind it)."""
        if self._request:
            request, self._request = self._request, ""
            self._engine.cancel(request)
            log.info("title cancelled for a turn")

    @Slot(str, str)
    def _on_tokens(self, request_id: str, text: str) -> None:
        if request_id == self._request:
            self._text += text

    @Slot(object)
    def _on_done(self, done: p.Done) -> None:
        if done.id != self._request:
            return
        self._request = ""
        title = clean_title(self._text) if done.finish_reason in ("stop", "length") else None
        if title is not None:
            self.titled.emit(self._conversation, title)

    @Slot(object)
    def _on_failed(self, failure: p.Error) -> None:
        if failure.id == self._request:
            self._request = ""
            log.info("title not written: %s", failure.code)


class AutoTitles(QObject):
    """When to ask: after the first reply of a conversation whose title is still its first line, once
    the turn has ended and `may_run()` says nothing else runs; the title replaces the first line only
    if the person did not rename the conversation meanwhile (`rename` does it)."""

    def __init__(self, writer: TitleWriter, store: Store, turns: TurnRunner, may_run: Callable[[], bool],
                 rename: Callable[[int, str], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.writer = writer
        writer.setParent(self)
        self.enabled = False
        """Off unless the application turns it on (the `auto_titles` setting)."""
        self._store = store
        self._may_run = may_run
        self._rename = rename
        self._due: tuple[int, str, str] | None = None
        turns.reply_finished.connect(self._on_reply_finished)
        turns.ended.connect(self._on_turn_ended)
        writer.titled.connect(self._on_titled)

    @property
    def running(self) -> bool:
        return self.writer.running

    def cancel(self) -> None:
        self.writer.cancel()

    @Slot(int, object)
    def _on_reply_finished(self, conversation_id: int, item: ThreadItem) -> None:
        self._due = None
        if not self.enabled or item.message.status != "complete" or not item.message.content:
            return
        thread = self._store.thread(conversation_id)
        if [m.role for m in thread] != ["user", "assistant"] or self._store.messages(conversation_id)[2:]:
            return  # not the first exchange (or there were versions of it already)
        if self._still_first_line(conversation_id):
            self._due = (conversation_id, thread[0].content, item.message.content)

    @Slot()
    def _on_turn_ended(self) -> None:
        due, self._due = self._due, None
        if due is not None and self._may_run():
            self.writer.write(*due)

    @Slot(int, str)
    def _on_titled(self, conversation_id: int, title: str) -> None:
        if self._still_first_line(conversation_id):
            self._rename(conversation_id, title)

    def _still_first_line(self, conversation_id: int) -> bool:
        try:
            conversation = self._store.get_conversation(conversation_id)
            thread = self._store.thread(conversation_id)
        except NotFoundError:
            return False
        return bool(thread) and conversation.title == title_from(thread[0].content)
