"""The person's memories in a turn: the relevant ones on the system side of its prompt, named in its provenance.

Called as a turn starts (the window's grounding hook, the terminal chat's turn), before the tools' plan
reads the system prompt. Nothing is given where memory is off: for everything (`enabled` False, the
preference) or for this chat (`GenerationSettings.memory`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from app.chat.generation import GenerationSettings
from app.chat.provenance import Provenance
from app.conversation.thread import Turn
from app.docs.memory_recall import MemoryRecall, memory_prompt, same_block
from app.store import Message
from app.store.memories import Memories, Memory


def last_question(turn: Turn) -> str:
    """The person's newest message the turn answers ("" when it continues a reply)."""
    users = [m for m in turn.sources if m.role == "user"]
    return users[-1].content if users and not turn.continue_last else ""


def with_memories(turn: Turn, memories: Memories, recall: MemoryRecall, enabled: bool = True) -> list[Memory]:
    """Give `turn` its relevant memories (its settings' system prompt, its noted provenance); returns them."""
    if not enabled or not turn.settings.memory:
        return []
    found = chosen(memories, recall, turn.sources, last_question(turn))
    if found:
        turn.settings = replace(turn.settings, system_prompt=memory_prompt(turn.settings.system_prompt, found))
        turn.noted = replace(turn.noted, memories=tuple(used(found)))
    return found


def draft_system_prompt(settings: GenerationSettings, thread: Sequence[Message], draft: str, memories: Memories,
                        recall: MemoryRecall, enabled: bool = True) -> str:
    """The system prompt the chat's next turn will have if `draft` is sent: what the context meter counts and
    reads ahead while the person types, so the memories are in the engine's cache before Send."""
    if not enabled or not settings.memory or not draft.strip():
        return settings.system_prompt
    return memory_prompt(settings.system_prompt, chosen(memories, recall, thread, draft))


def chosen(memories: Memories, recall: MemoryRecall, sources: Sequence[Message], question: str) -> list[Memory]:
    """The memories a turn answering `question` after `sources` is given (`same_block`)."""
    enabled_now = {m.id: m for m in memories.all(enabled_only=True)}
    before = [enabled_now[i] for i in given_before(sources) if i in enabled_now]
    return same_block(recall.recall(memories, question), before)


def given_before(sources: Sequence[Message]) -> list[int]:
    """The ids of the memories the chat's previous reply was given (its provenance), in the order given."""
    replies = [m for m in sources if m.role == "assistant" and m.provenance is not None]
    records = replies[-1].provenance.memories if replies and replies[-1].provenance else ()
    return [r["id"] for r in records if isinstance(r.get("id"), int)]


def used(found: list[Memory]) -> list[dict[str, object]]:
    """The provenance's record of the memories a reply was given."""
    return [{"id": m.id, "text": m.text} for m in found]


def memories_of(provenance: Provenance | None) -> list[str]:
    """The texts of the memories a reply was given, as its provenance names them."""
    return [str(r.get("text", "")) for r in provenance.memories] if provenance is not None else []
