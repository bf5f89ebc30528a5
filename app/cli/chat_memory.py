"""Memory in the terminal chat: `/remember TEXT`, `/memories`, `/forget N`, and each turn given the person's
relevant memories on the system side, as the window gives them (`app.conversation.memory`).

The memories are the window's own (the conversation database), read and written through a connection of
this chat's (`app.store.memories.open_memories`): opening the whole store would mark a reply the window is
writing as interrupted. Memory is off with `--no-memory` or where the preferences turned it off; then the
commands still list and edit the memories, and no turn is given any.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app.docs.embedder import Embedder
from app.docs.memory_recall import MemoryRecall, memory_prompt, same_block
from app.store.memories import Memories, Memory, open_memories

USAGE = "(usage: /remember TEXT, /memories, /forget N: N as /memories numbers them)"


class ChatMemory:
    def __init__(self, db: Path, enabled: bool, project: int | None = None, incognito: bool = False) -> None:
        self.enabled = enabled and not incognito
        self.incognito = incognito  # `--incognito`: nothing read, nothing remembered
        self.project = project  # `--project`: its memories with the global ones, else the global ones alone
        self._conn: sqlite3.Connection | None = None
        self._db = db
        self._embedder: Embedder | bool | None = False  # False: not looked for yet
        self._recall = MemoryRecall(self._embedding_model)
        self._given: list[Memory] = []  # to the previous reply: kept while they hold what is found (`same_block`)

    def _embedding_model(self) -> Embedder | None:
        """The documents' embedding model where it is built (loaded once, at the first turn), else words only."""
        if self._embedder is False:
            from app.docs.embedder import EmbedderError
            from app.system.paths import embed_model_dir

            try:
                self._embedder = Embedder(embed_model_dir())
            except EmbedderError:
                self._embedder = None
        return self._embedder if isinstance(self._embedder, Embedder) else None

    @classmethod
    def for_chat(cls, off: bool, project: int | None = None, incognito: bool = False) -> ChatMemory:
        """The person's memories (those of `project` too), on unless `off` (`--no-memory`), `incognito` or the
        preferences say so."""
        from app.settings import load_settings
        from app.system.paths import resolve_paths

        paths = resolve_paths()
        on = not off and load_settings(paths.settings_file).settings.memory
        return cls(paths.conversations_db, on, project, incognito)

    def _memories(self) -> Memories:
        if self._conn is None:
            self._conn = open_memories(self._db)
        return Memories(self._conn).for_project(self.project)  # never another project's

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()

    def command(self, text: str) -> str | None:
        """What to print for a memory command; None when `text` is not one."""
        name, _, rest = text.partition(" ")
        if name not in ("/remember", "/memories", "/forget"):
            return None
        try:
            if name == "/remember" and self.incognito:
                return "(not remembered: this chat is incognito)"
            if name == "/remember":
                memory = self._memories().add(rest) if rest.strip() else None
                return f"(remembered: {memory.text})" if memory is not None else USAGE
            listed = self._memories().all()
            if name == "/forget":
                chosen = int(rest) if rest.strip().isdigit() else 0
                if not 1 <= chosen <= len(listed):
                    return USAGE
                self._memories().delete(listed[chosen - 1].id)
                return f"(forgotten: {listed[chosen - 1].text})"
        except (ValueError, sqlite3.Error) as exc:
            return f"(not remembered: {exc})"
        if not listed:
            return "(no memories yet: /remember TEXT adds one)"
        state = "" if self.enabled else " — memory is off for this chat"
        return f"Memories{state}:\n" + "\n".join(
            f"  {n}. {m.text}{'' if m.enabled else ' (off)'}" for n, m in enumerate(listed, 1))

    def system(self, system: str, question: str) -> tuple[str, list[Memory]]:
        """The system prompt of a turn answering `question`, with the memories it was given."""
        if not self.enabled:
            return system, []
        try:
            enabled = {m.id: m for m in self._memories().all(enabled_only=True)}
            before = [enabled[m.id] for m in self._given if m.id in enabled]
            self._given = same_block(self._recall.recall(self._memories(), question), before)
        except sqlite3.Error:
            return system, []
        return memory_prompt(system, self._given), self._given


def used_text(found: list[Memory]) -> str:
    """The line under a reply given memories (none: "")."""
    if not found:
        return ""
    head = "Used 1 memory" if len(found) == 1 else f"Used {len(found)} memories"
    return f"  {head}: " + "; ".join(m.text for m in found) + "\n"
