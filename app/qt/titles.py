"""A conversation's title written by the loaded model, from the first exchange, in the background.

Why: the first line of a message is sometimes a poor name ("hi", or a long paragraph cut off); a short
summary of the first question and answer is what people scan the list for. The model writes it after
the first reply, only while nothing else runs (the controller asks), with at most `MAX_TOKENS` tokens.
A person who sends meanwhile must not wait behind it: the controller cancels it by its request id
first, and the host stops it within a token. Whatever goes wrong (a cancel, an engine error, an
answer that is no title) leaves the first-line title in place.

Three rules keep it from costing the person anything:
- The request is the conversation itself (its system prompt, the first exchange as sent) with the
  title question appended, and the chat's own sampling: the engine's cache already holds that
  prefix, so the title reads only its question, and the chat's next message still finds its whole
  conversation cached (the engine keeps one sequence; an unrelated prompt would have replaced it).
- A model too small to title well (`writes_titles_well`: under ~1B parameters, such as the demo
  model) is not asked: it renamed "Hello! What is the capital of France?" to nonsense.
- The person's first line is kept unless the model's title is clearly better (`better_title`): the
  first line was cut or is only a word or two, and the title's words come from the exchange.

The events of this request come on the engine's signals like every other; only ours (by id) are read.
`AutoTitles` decides when (`TitleWriter` only asks and cleans the answer).

`TitleWriter` signals:
    titled(int conversation id, str title): a usable title was written.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from app.chat.generation import GenerationSettings
from app.chat.reasoning import NO_THINKING, answer_of
from app.chat.values import ChatMessage
from app.conversation.thread import TITLE_CHARS, ThreadItem, history_of, sendable, title_from
from app.engine import protocol as p
from app.qt.turn_runner import TurnRunner
from app.store import NotFoundError, Store
from models.reasoning_format import thinking_support

log = logging.getLogger("hearth.titles")
MAX_TOKENS = 16
MIN_PARAMETERS = 900_000_000  # Llama 3.2 1B titles well; SmolLM2 135M (the demo) and 360M do not
REQUEST = ("Write a short title (two to six words) that says what this conversation is about. "
           "Answer with the title only.")
_LABEL = re.compile(r"^\s*(title|conversation title)\s*[:：-]\s*", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]{4,}")  # words that carry meaning (4+ letters)


def title_request(exchange: Sequence[ChatMessage]) -> list[ChatMessage]:
    """The first exchange as the conversation sent it, then the title question."""
    return [*exchange, ChatMessage("user", REQUEST)]


def estimated_parameters(model_dir: Path) -> int | None:
    """About how many parameters a model folder's `genai_config.json` describes (12·layers·hidden² for
    the blocks, vocabulary·hidden for the embeddings); None when it does not say."""
    try:
        model = json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))["model"]
        layers, hidden = int(model["decoder"]["num_hidden_layers"]), int(model["decoder"]["hidden_size"])
        vocab = int(model.get("vocab_size") or 0)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return 12 * layers * hidden * hidden + vocab * hidden


def writes_titles_well(model_dir: str) -> bool:
    """False for a model known to be too small to title well; a model of unknown size (a remote one)
    is trusted."""
    parameters = estimated_parameters(Path(model_dir)) if model_dir else None
    return parameters is None or parameters >= MIN_PARAMETERS


_FILLER = frozenset({"hello", "help", "please", "thanks", "thank", "question", "could", "would", "there", "what",
                     "that", "this", "with", "have", "about", "something", "know", "want", "need", "tell"})


def good_first_line(question: str) -> bool:
    """The first line names the conversation well: not cut, with two words that say something."""
    first = title_from(question)
    words = [w for w in _WORD.findall(first) if w.lower() not in _FILLER]
    return not first.endswith("…") and len(words) >= 2


def better_title(title: str, question: str, answer: str) -> bool:
    """Whether the model's `title` is clearly better than the person's first line: that line is not a
    good name (`good_first_line`), and most of the title's words come from the exchange (not made up,
    nor in another language)."""
    if good_first_line(question):
        return False
    words = [w.lower() for w in _WORD.findall(title)]
    if not words:
        return False
    seen = {w.lower()[:5] for w in _WORD.findall(f"{question} {answer}")}
    return sum(w[:5] in seen for w in words) * 2 >= len(words)


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

    def write(self, conversation_id: int, exchange: Sequence[ChatMessage], settings: GenerationSettings,
              no_thinking: bool = False) -> None:
        """Ask the model for a title (one at a time: a second call while one runs is ignored), with the
        conversation's system prompt and sampling, so the engine reuses what it holds of it. `no_thinking`:
        the reply can start with an empty thinking block (`ThinkingSupport.skippable`), and a title is not
        worth thinking about (a model that always thinks spent the title's few tokens in it: no title)."""
        if self._request:
            return
        self._conversation, self._text = conversation_id, ""
        sampling = replace(settings.sampling(), max_new_tokens=MAX_TOKENS)
        request = title_request(exchange)
        if no_thinking:
            request.append(ChatMessage("assistant", NO_THINKING))
        self._request = self._engine.start_turn(request, sampling, settings.system_prompt, no_thinking)
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
        text = answer_of(self._text)  # a reasoning model thinks first: only its answer can be a title
        title = clean_title(text) if done.finish_reason in ("stop", "length") else None
        if title is not None:
            self.titled.emit(self._conversation, title)

    @Slot(object)
    def _on_failed(self, failure: p.Error) -> None:
        if failure.id == self._request:
            self._request = ""
            log.info("title not written: %s", failure.code)


class AutoTitles(QObject):
    """When to ask: after the first reply of a conversation whose title is still its first line, once
    the turn has ended and `may_run()` says nothing else runs, if the model titles well; the title
    replaces the first line only if it is clearly better and the person did not rename the
    conversation meanwhile (`rename` does it)."""

    def __init__(self, writer: TitleWriter, store: Store, turns: TurnRunner, may_run: Callable[[], bool],
                 rename: Callable[[int, str], object], settings_of: Callable[[int], GenerationSettings],
                 model_path: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.writer = writer
        writer.setParent(self)
        self.enabled = False
        """Off unless the application turns it on (the `auto_titles` setting)."""
        self._store = store
        self._may_run = may_run
        self._rename = rename
        self._settings_of = settings_of
        self._model_path = model_path
        self._due: tuple[int, list[ChatMessage]] | None = None
        self._exchanges: dict[int, tuple[str, str]] = {}
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
        if (not self.enabled or item.message.status != "complete" or not item.message.content
                or not writes_titles_well(self._model_path())):
            return
        thread = self._store.thread(conversation_id)
        if [m.role for m in thread] != ["user", "assistant"] or self._store.messages(conversation_id)[2:]:
            return  # not the first exchange (or there were versions of it already)
        question = thread[0].content
        if self._still_first_line(conversation_id) and not good_first_line(question):
            self._exchanges[conversation_id] = (question, answer_of(item.message.content))
            self._due = (conversation_id, history_of(sendable(thread)))

    @Slot()
    def _on_turn_ended(self) -> None:
        due, self._due = self._due, None
        if due is not None and self._may_run():
            no_thinking = thinking_support(Path(self._model_path())).skippable
            self.writer.write(due[0], due[1], self._settings_of(due[0]), no_thinking)

    @Slot(int, str)
    def _on_titled(self, conversation_id: int, title: str) -> None:
        question, answer = self._exchanges.pop(conversation_id, ("", ""))
        if not better_title(title, question, answer):
            log.info("the model's title was not clearly better than the first line: kept the first line")
        elif self._still_first_line(conversation_id):
            self._rename(conversation_id, title)

    def _still_first_line(self, conversation_id: int) -> bool:
        try:
            conversation = self._store.get_conversation(conversation_id)
            thread = self._store.thread(conversation_id)
        except NotFoundError:
            return False
        return bool(thread) and conversation.title == title_from(thread[0].content)
