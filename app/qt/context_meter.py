"""How much of the model's context the open conversation uses, and how much a draft would.

Why apart from the controller: the figures in the status bar belong to the open conversation, and
the composer's count to the message being typed; both are `measure` requests answered by id, also
while a turn runs. This object asks and matches the answers, and takes the figures a turn reports
when the turn is the open conversation's; the controller only says which conversation is open and
what it holds (`OpenThread`); the system prompt a draft would get comes from the turn filters
(`app.qt.turn_filters`: a project's instructions, the memories).

Signals (plain data):
    usage_changed(object Usage): the open conversation's context use and its last reply's speed
        (None where it has none: a new chat, a conversation without a finished reply).
    draft_measured(object DraftSize): what the conversation would use with the draft added.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from app.chat.values import ChatMessage
from app.conversation.thread import ModelInfo, Usage
from app.engine import protocol as p
from app.qt.turn_filters import OpenThread
from app.qt.turn_runner import Engine, TurnRunner
from app.store import Message


@dataclass(frozen=True)
class DraftSize:
    """The draft `text` measured: the prompt with it (tokens), the thread without it, the context."""

    text: str
    with_draft: int
    without: int
    context_length: int

    @property
    def draft_tokens(self) -> int:
        return max(0, self.with_draft - self.without)

    @property
    def fraction(self) -> float:
        return self.with_draft / self.context_length if self.context_length else 0.0


def speed_of(thread: Sequence[Message]) -> tuple[float | None, float | None]:
    """(tokens/s, seconds to the first token) of the last reply that has them; (None, None) if none does."""
    for message in reversed(thread):
        provenance = message.provenance
        if message.role == "assistant" and provenance is not None and provenance.tokens_per_s:
            return provenance.tokens_per_s, provenance.ttft_s or None
    return None, None


class ContextMeter(QObject):
    usage_changed = Signal(object)
    draft_measured = Signal(object)

    def __init__(self, engine: Engine, turns: TurnRunner, model: Callable[[], ModelInfo | None],
                 open_thread: Callable[[], OpenThread], system_for: Callable[[OpenThread, str], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._turns = turns
        self._model = model
        self._open = open_thread
        self._thread_id = ""
        self._draft_id = ""
        self._draft = ""
        self._draft_images: Callable[[], tuple[str, ...]] = tuple
        """The draft's images (base64), sent with the draft where the model sees (`measure_draft_with`)."""
        self._speed: tuple[float | None, float | None] = (None, None)
        self._used: int | None = None
        self._closed = False
        self._system_for = system_for  # the system prompt a turn sending this draft will have (the turn filters)
        engine.measured.connect(self._on_measured)
        turns.usage_changed.connect(self._on_turn_usage)
        turns.busy_changed.connect(self._on_busy_changed)

    def _context(self) -> int | None:
        model = self._model()
        return model.context_length if model else None

    def _sees(self) -> bool:
        model = self._model()
        return model is not None and model.sees_images

    def close(self) -> None:
        """Hearth is quitting: a draft that pauses now (the composer's timer) is not measured (the store may be
        closed already)."""
        self._closed = True

    def refresh(self) -> None:
        """Measure the open conversation again (opened, another version, a model loaded); its last
        reply's speed is shown with it. Its own turn, while it runs, reports the figures instead."""
        if self._closed:
            return
        opened = self._open()
        if opened.conversation_id is not None and opened.conversation_id == self._turns.conversation_id:
            return
        self.read_tools_ahead()
        self._speed = speed_of(opened.thread)
        history, s = opened.history(self._sees()), opened.settings
        if self._model() is None or not history:
            self._thread_id, self._used = "", None
            self.usage_changed.emit(Usage(None, self._context(), *self._speed))
            return
        plan = self._turns.tools.listing_plan(opened.thread, s, self._model()) if self._turns.tools else None
        if plan is not None:  # a chat with tools: counted with its tool listing, as its turns are
            self._thread_id = self._engine.measure(list(plan.messages), s.sampling(), "",
                                                   plan.messages[-1].role == "assistant", tools=plan.tools_json)
            return
        self._thread_id = self._engine.measure(history, s.sampling(), s.system_prompt, history[-1].role == "assistant")

    def read_tools_ahead(self) -> None:
        """A chat with tools reads its tool listing while the person types (`ChatTools.warm`)."""
        if self._turns.tools is not None:
            opened = self._open()
            self._turns.tools.warm(opened.thread, opened.settings, self._model())

    def measure_draft_with(self, images: Callable[[], tuple[str, ...]]) -> None:
        """Where the draft's images are (base64): `measure_draft` counts them as the engine will read them."""
        self._draft_images = images

    def measure_draft(self, draft: str) -> None:
        """Ask what the open conversation would use with `draft` sent next (answered by `draft_measured`).

        The engine also reads the conversation with the draft into its cache meanwhile (`read_ahead`), so the
        turn reads only what is typed after this pause; not in a chat with tools, whose tool listing the
        engine reads ahead instead (`ChatTools.warm`), nor with images (their turn reads its prompt whole).
        """
        self._draft = draft
        if self._closed:
            return
        opened = self._open()
        images = self._draft_images() if self._sees() else ()
        if self._model() is None or not (draft.strip() or images):
            self._draft_id = ""
            return
        s = opened.settings
        plan = (self._turns.tools.listing_plan(opened.thread, s, self._model(), draft)
                if self._turns.tools is not None and not images else None)
        if plan is not None:  # the tool listing counted, as the turn will send it (read ahead by `warm` instead)
            self._draft_id = self._engine.measure(list(plan.messages), s.sampling(), "", False, tools=plan.tools_json)
            return
        message = ChatMessage("user", draft, images=images)
        self._draft_id = self._engine.measure([*opened.history(self._sees()), message], s.sampling(),
                                              self._system_for(opened, draft), False,
                                              read_ahead=not s.tools and not images)

    @Slot(bool)
    def _on_busy_changed(self, busy: bool) -> None:
        if busy:  # an answer still due about the thread before the turn is out of date
            self._thread_id = ""

    @Slot(int, object)
    def _on_turn_usage(self, conversation_id: int, usage: Usage) -> None:
        """Figures a turn reported (started, done): shown if it is the open conversation's."""
        if conversation_id != self._open().conversation_id:
            return
        self._used = usage.used_tokens
        if usage.tokens_per_s is not None:
            self._speed = (usage.tokens_per_s, usage.ttft_s)
        self.usage_changed.emit(Usage(usage.used_tokens, usage.context_length, *self._speed))
        if usage.tokens_per_s is not None and not self._turns.busy:
            # The turn is over: count the conversation as the next turn will send it, as a reopened one is
            # (the turn's own figure counts its end-of-reply token, and a question's passages, once), and
            # the message typed meanwhile with it (the engine reads a draft ahead only while idle).
            self.refresh()
            if self._draft.strip():
                self.measure_draft(self._draft)

    @Slot(object)
    def _on_measured(self, measured: p.Measured) -> None:
        if measured.id == self._thread_id:
            self._thread_id = ""
            self._used = measured.prompt_tokens
            self.usage_changed.emit(Usage(measured.prompt_tokens, measured.context_length, *self._speed))
        elif measured.id == self._draft_id:
            self._draft_id = ""
            self.draft_measured.emit(DraftSize(self._draft, measured.prompt_tokens, self._used or 0,
                                               measured.context_length))
