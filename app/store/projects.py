"""Projects: conversations grouped with shared instructions, document libraries, a default model and settings.

A project is a row of `projects` (schema 4); a conversation belongs to at most one (`conversations.project_id`,
NULL: a loose chat). What a project gives its chats is read when a turn starts (`app.conversation.project`), so
a chat moved in or out is answered with or without its instructions from its next turn on. The settings are a
`GenerationSettings` dict, opaque here like a conversation's; the libraries are ids of the documents database
(another file: a project refers to them, it does not own them).

Every write is one committed statement or transaction on the store's connection, like the rest of the store.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from app.store import rows
from app.store.records import NotFoundError

MAX_NAME: Final = 80
MAX_INSTRUCTIONS: Final = 20_000
_COLUMNS: Final = "id, name, emoji, instructions, model, settings, libraries, collapsed, created_at, updated_at"
_EDITABLE: Final = frozenset({"name", "emoji", "instructions", "model", "settings", "libraries", "collapsed"})


@dataclass(frozen=True)
class Project:
    id: int
    name: str
    emoji: str
    instructions: str  # a system prompt that comes before each of its chats' own
    model: str  # the default model's name for a chat made in it ("": whichever is loaded)
    settings: dict[str, Any]  # a `GenerationSettings` dict for a chat made or moved in ({}: the chat's own)
    libraries: tuple[int, ...]  # document libraries ticked for every chat in it
    collapsed: bool  # folded in the sidebar
    created_at: float
    updated_at: float

    @property
    def label(self) -> str:
        """The name as the sidebar shows it, after its emoji."""
        return f"{self.emoji} {self.name}" if self.emoji else self.name


def _project(row: Sequence[Any]) -> Project:
    return Project(int(row[0]), str(row[1]), str(row[2]), str(row[3]), str(row[4]), json.loads(row[5]),
                   tuple(int(i) for i in json.loads(row[6])), bool(row[7]), float(row[8]), float(row[9]))


def checked_name(name: str) -> str:
    """The name a project keeps (trimmed); ValueError in words for an empty or too long one."""
    clean = " ".join(name.split())
    if not clean:
        raise ValueError("A project needs a name.")
    if len(clean) > MAX_NAME:
        raise ValueError(f"A project's name holds at most {MAX_NAME} characters.")
    return clean


def _value(field: str, value: Any) -> Any:
    """`value` as the column keeps it; ValueError in words for what cannot be kept."""
    if field == "name":
        return checked_name(str(value))
    if field == "emoji":
        return str(value).strip()[:8]
    if field == "instructions":
        text = str(value).strip()
        if len(text) > MAX_INSTRUCTIONS:
            raise ValueError(f"A project's instructions hold at most {MAX_INSTRUCTIONS:,} characters.")
        return text
    if field == "model":
        return str(value).strip()
    if field == "settings":
        return rows.json_object(value if isinstance(value, Mapping) else {}, "settings")
    if field == "libraries":
        return json.dumps(sorted({int(i) for i in value}))
    return int(bool(value))  # collapsed


def project_id_of(conn: sqlite3.Connection, conversation_id: int) -> int | None:
    """The id of the project a conversation belongs to, on any connection (a tool's thread); None: a loose chat."""
    row = conn.execute("SELECT project_id FROM conversations WHERE id = ?", (conversation_id,)).fetchone()
    return int(row[0]) if row is not None and row[0] is not None else None


class Projects:
    """The projects of one conversation database, through the store's connection (autocommit)."""

    def __init__(self, conn: sqlite3.Connection, clock: Callable[[], float] = time.time) -> None:
        self._conn = conn
        self._clock = clock

    def create(self, name: str, **fields: Any) -> Project:
        """A new project; `fields` as `update` takes them. ValueError when the name is taken or a value unusable,
        checked before the one INSERT: nothing is written then."""
        values = self._checked({**fields, "name": name})
        self._check_free(values["name"])
        now = self._clock()
        cur = self._conn.execute(f"INSERT INTO projects ({', '.join(values)}, created_at, updated_at) "
                                 f"VALUES ({', '.join('?' * (len(values) + 2))})", (*values.values(), now, now))
        assert cur.lastrowid is not None
        return self.get(cur.lastrowid)

    def get(self, project_id: int) -> Project:
        row = self._conn.execute(f"SELECT {_COLUMNS} FROM projects WHERE id = ?", (project_id,)).fetchone()
        if row is None:
            raise NotFoundError(f"no project with id {project_id}")
        return _project(row)

    def find(self, name: str) -> Project | None:
        """The project of that name (case does not count), or None."""
        row = self._conn.execute(f"SELECT {_COLUMNS} FROM projects WHERE name = ?", (" ".join(name.split()),))
        found = row.fetchone()
        return _project(found) if found is not None else None

    def all(self) -> list[Project]:
        """Every project, by name."""
        found = self._conn.execute(f"SELECT {_COLUMNS} FROM projects ORDER BY name COLLATE NOCASE, id")
        return [_project(row) for row in found.fetchall()]

    def update(self, project_id: int, **fields: Any) -> Project:
        """Change some of name, emoji, instructions, model, settings (a dict), libraries (ids), collapsed."""
        values = self._checked(fields)
        if "name" in values:
            self._check_free(values["name"], project_id)
        if values:
            assignments = ", ".join(f"{f} = ?" for f in values)
            cur = self._conn.execute(f"UPDATE projects SET {assignments}, updated_at = ? WHERE id = ?",
                                     (*values.values(), self._clock(), project_id))
            if cur.rowcount == 0:
                raise NotFoundError(f"no project with id {project_id}")
        return self.get(project_id)

    @staticmethod
    def _checked(fields: Mapping[str, Any]) -> dict[str, Any]:
        """Every field as its column keeps it; ValueError in words for the first that cannot be kept."""
        unknown = set(fields) - _EDITABLE
        if unknown:
            raise ValueError(f"a project has no {', '.join(sorted(unknown))}")
        return {f: _value(f, v) for f, v in fields.items()}

    def _check_free(self, name: str, project_id: int | None = None) -> None:
        other = self.find(name)
        if other is not None and other.id != project_id:
            raise ValueError(f"There is already a project called {other.name}.")

    def delete(self, project_id: int, keep_chats: bool = True) -> None:
        """Delete the project. Kept, its chats become loose chats and its memories global; else its chats go to
        the trash (restorable until it is emptied) and its memories are deleted with it."""
        self.get(project_id)
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            if keep_chats:
                self._conn.execute("UPDATE memories SET project_id = NULL WHERE project_id = ?", (project_id,))
            else:
                self._conn.execute("DELETE FROM memories WHERE project_id = ?", (project_id,))
                self._conn.execute("UPDATE conversations SET deleted_at = ? "
                                   "WHERE project_id = ? AND deleted_at IS NULL", (self._clock(), project_id))
            self._conn.execute("UPDATE conversations SET project_id = NULL WHERE project_id = ?", (project_id,))
            self._conn.execute("DELETE FROM projects WHERE id = ?", (project_id,))
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def move(self, conversation_id: int, project_id: int | None) -> None:
        """Put the conversation in this project (None: out of any, a loose chat)."""
        if project_id is not None:
            self.get(project_id)
        cur = self._conn.execute("UPDATE conversations SET project_id = ? WHERE id = ?", (project_id, conversation_id))
        if cur.rowcount == 0:
            raise NotFoundError(f"no conversation with id {conversation_id}")

    def of(self, conversation_id: int | None) -> Project | None:
        """The project a conversation belongs to (None for a loose chat, a new chat or one that is gone)."""
        if conversation_id is None:
            return None
        row = self._conn.execute(
            f"SELECT {', '.join('p.' + c.strip() for c in _COLUMNS.split(','))} FROM conversations AS c "
            "JOIN projects AS p ON p.id = c.project_id WHERE c.id = ?", (conversation_id,)).fetchone()
        return _project(row) if row is not None else None

    def conversation_ids(self, project_id: int) -> list[int]:
        """Its conversations not in the trash, most recent activity first."""
        found = self._conn.execute("SELECT id FROM conversations WHERE project_id = ? AND deleted_at IS NULL "
                                   "ORDER BY updated_at DESC, id DESC", (project_id,))
        return [int(row[0]) for row in found.fetchall()]
