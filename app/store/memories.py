"""Memories: facts about the person and their work that carry across chats (the `memories` table).

A memory is one short text, enabled or not, global (`project_id` NULL) or a project's, and added
by the person or proposed by the model through the `remember` tool once the person allowed the call.
Every write is one committed statement on the store's connection (WAL, synchronous=FULL), so a memory
the caller was handed back survives a kill (tests/app/store/test_memory_crash.py).

`Memories` works on any connection to the conversation database: the store's own (the window, the
terminal) or one a tool opens on its thread (`open_memories`), since a SQLite connection stays on the
thread that made it. BM25 ranking reads the same FTS5 tokenizer as the conversation search.

`for_project` is the view a turn reads through: the global memories and its own project's, never another
project's; what it adds belongs to that project (a chat's `remember`). The unscoped view (the Memories panel)
sees every memory.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal

from app.store import schema
from app.store.records import NotFoundError

Source = Literal["person", "model"]
MAX_CHARS: Final = 2000  # a memory is a fact, not a document: longer is refused in words
_COLUMNS: Final = "id, text, enabled, project_id, source, created_at, updated_at"


@dataclass(frozen=True)
class Memory:
    id: int
    text: str
    enabled: bool
    project_id: int | None
    source: Source
    created_at: float
    updated_at: float

    def as_dict(self) -> dict[str, Any]:
        """What the archive keeps of it (ids are the database's own and stay out)."""
        return {"text": self.text, "enabled": self.enabled, "source": self.source,
                "created_at": self.created_at, "updated_at": self.updated_at}


def checked(text: str) -> str:
    """The text a memory keeps (trimmed); ValueError in words for one that is empty or too long."""
    clean = text.strip()
    if not clean:
        raise ValueError("A memory needs some text.")
    if len(clean) > MAX_CHARS:
        raise ValueError(f"A memory holds at most {MAX_CHARS:,} characters (this one has {len(clean):,}).")
    return clean


def _memory(row: tuple[Any, ...]) -> Memory:
    return Memory(int(row[0]), str(row[1]), bool(row[2]), row[3], row[4], float(row[5]), float(row[6]))


class Memories:
    """The memories of one conversation database, through `conn` (autocommit, `schema.configure`d)."""

    def __init__(self, conn: sqlite3.Connection, clock: Callable[[], float] = time.time) -> None:
        self._conn = conn
        self._clock = clock
        self._scoped = False  # True: only the global memories and those of `self.project`
        self.project: int | None = None

    def for_project(self, project_id: int | None) -> Memories:
        """The memories a chat in this project (None: a loose chat) reads and adds to."""
        view = Memories(self._conn, self._clock)
        view._scoped, view.project = True, project_id
        return view

    def _seen(self, alias: str = "") -> tuple[str, tuple[Any, ...]]:
        """The condition (with AND before it) that keeps a scoped view to its memories."""
        if not self._scoped:
            return "", ()
        return f" AND ({alias}project_id IS NULL OR {alias}project_id IS ?)", (self.project,)

    def add(self, text: str, source: Source = "person", *, created_at: float | None = None,
            enabled: bool = True) -> Memory:
        now = self._clock() if created_at is None else created_at
        cur = self._conn.execute(
            "INSERT INTO memories (text, enabled, source, project_id, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (checked(text), int(enabled), source, self.project, now, now))
        assert cur.lastrowid is not None
        return self.get(cur.lastrowid)

    def add_all(self, drafts: list[Memory]) -> int:
        """Add these (an import: their texts, states, projects and times; ids are new; this view's project for
        those of none) in one transaction."""
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            self.insert_all(drafts)
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")
        return len(drafts)

    def insert_all(self, drafts: list[Memory]) -> None:
        """`add_all` within a transaction the caller holds (`Store.transaction`: a project's import)."""
        for m in drafts:
            self._conn.execute(
                "INSERT INTO memories (text, enabled, source, project_id, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?)", (checked(m.text), int(m.enabled), m.source,
                                              self.project if m.project_id is None else m.project_id,
                                              m.created_at, m.updated_at))

    def get(self, memory_id: int) -> Memory:
        row = self._conn.execute(f"SELECT {_COLUMNS} FROM memories WHERE id = ?", (memory_id,)).fetchone()
        if row is None:
            raise NotFoundError(f"no memory with id {memory_id}")
        return _memory(row)

    def all(self, enabled_only: bool = False) -> list[Memory]:
        """Every memory, newest first (only the enabled ones with `enabled_only`)."""
        seen, params = self._seen()
        where = f"WHERE {'enabled = 1' if enabled_only else '1'}{seen} "
        found = self._conn.execute(f"SELECT {_COLUMNS} FROM memories {where}ORDER BY created_at DESC, id DESC", params)
        return [_memory(row) for row in found.fetchall()]

    def set_text(self, memory_id: int, text: str) -> Memory:
        self._update(memory_id, "text = ?", (checked(text),))
        return self.get(memory_id)

    def set_enabled(self, memory_id: int, enabled: bool) -> Memory:
        self._update(memory_id, "enabled = ?", (int(enabled),))
        return self.get(memory_id)

    def delete(self, memory_id: int) -> None:
        if self._conn.execute("DELETE FROM memories WHERE id = ?", (memory_id,)).rowcount == 0:
            raise NotFoundError(f"no memory with id {memory_id}")

    def forget_all(self) -> int:
        """Delete every memory for good ("Forget everything"); returns how many there were."""
        return self._conn.execute("DELETE FROM memories").rowcount

    def bm25(self, fts_query: str, limit: int) -> list[int]:
        """Ids of enabled memories matching an FTS5 query (`app.docs.retrieval.bm25_query`), best first."""
        seen, params = self._seen("m.")
        found = self._conn.execute(
            "SELECT m.id FROM memories_fts JOIN memories AS m ON m.id = memories_fts.rowid "
            f"WHERE memories_fts MATCH ? AND m.enabled = 1{seen} ORDER BY bm25(memories_fts) LIMIT ?",
            (fts_query, *params, limit))
        return [int(row[0]) for row in found.fetchall()]

    def _update(self, memory_id: int, assignment: str, params: tuple[Any, ...]) -> None:
        sql = f"UPDATE memories SET {assignment}, updated_at = ? WHERE id = ?"
        if self._conn.execute(sql, (*params, self._clock(), memory_id)).rowcount == 0:
            raise NotFoundError(f"no memory with id {memory_id}")


def open_memories(db: Path) -> sqlite3.Connection:
    """A connection of its own to the conversation database (a tool's thread), brought up to date."""
    conn = sqlite3.connect(str(db), isolation_level=None)
    try:
        schema.refuse_newer(conn)
        schema.configure(conn)
        schema.migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn
