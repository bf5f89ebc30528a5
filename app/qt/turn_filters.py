"""What a turn goes through before the engine reads it, in one declared order: `TurnFilters`.

Why one list: the thinking switch, a project's instructions, the person's memories and the documents' grounding
each change a turn (its settings, its system prompt, its last message), and the context meter must count a draft
as the turn will send it. Each used to be poked into the turn runner and the meter after construction, wrapping
whatever was there, so the order they ran in was the order the window happened to wire them. Now the controller
makes one `TurnFilters`, gives it to the turn runner and the meter at construction (and Compare's runners), each
feature adds its filter under its stage's name, and the stages run in `ORDER`, whoever was wired first.

A filter has up to three parts: `shape(turn)` before the turn's reply is made (the thinking switch sets the
reply's opening there), `turn(turn, history)` before the engine is asked (it may change `turn.settings` and
`turn.noted`, and returns the messages to send), and `draft(opened, draft, system)`, the system prompt a turn
sending `draft` in the open chat would get from it (the meter counts it, and reads it into the cache ahead).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from app.chat.generation import GenerationSettings
from app.chat.values import ChatMessage
from app.conversation.thread import Turn, history_of, sendable
from app.store import Message

Stage = Literal["thinking", "project", "memory", "documents"]
# The thinking switch first (it decides the settings), then the project's instructions before the chat's own
# system prompt, the memories after it, and last the documents, which ground the last message in passages.
ORDER: Final[tuple[Stage, ...]] = ("thinking", "project", "memory", "documents")


@dataclass(frozen=True)
class OpenThread:
    """The open conversation as a draft would be sent in it: its id (None: a new chat), its visible thread
    (finished replies as they ended) and its settings."""

    conversation_id: int | None
    thread: list[Message]
    settings: GenerationSettings

    def history(self, images: bool) -> list[ChatMessage]:
        """As the next turn sends it; with its images where the model sees them (the engine counts their tokens:
        hundreds each in real models), named where it does not (their files are not even read)."""
        return history_of(sendable(self.thread), images=images)


@dataclass(frozen=True)
class TurnFilter:
    shape: Callable[[Turn], None] | None = None
    turn: Callable[[Turn, list[ChatMessage]], list[ChatMessage]] | None = None
    draft: Callable[[OpenThread, str, str], str] | None = None


class TurnFilters:
    """The filters of every turn, by stage (see the module's docstring)."""

    def __init__(self) -> None:
        self._by_stage: dict[Stage, TurnFilter] = {}

    def add(self, stage: Stage, added: TurnFilter) -> None:
        """Give `stage` its filter (one per stage: a second is a wiring mistake)."""
        if stage in self._by_stage:
            raise ValueError(f"the {stage} stage has its filter already")
        self._by_stage[stage] = added

    def _in_order(self) -> list[TurnFilter]:
        return [self._by_stage[stage] for stage in ORDER if stage in self._by_stage]

    def shape(self, turn: Turn) -> None:
        """Before `turn`'s reply is made: each stage's change in order."""
        for each in self._in_order():
            if each.shape is not None:
                each.shape(turn)

    def turn(self, turn: Turn, history: Sequence[ChatMessage]) -> list[ChatMessage]:
        """`turn` as the engine will read it: each stage's change in order; the messages to send."""
        sent = list(history)
        for each in self._in_order():
            if each.turn is not None:
                sent = each.turn(turn, sent)
        return sent

    def draft_system(self, opened: OpenThread, draft: str) -> str:
        """The system prompt a turn sending `draft` in `opened` will have."""
        system = opened.settings.system_prompt
        for each in self._in_order():
            if each.draft is not None:
                system = each.draft(opened, draft, system)
        return system
