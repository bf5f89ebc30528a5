"""The conversation store: one SQLite connection, used by one thread (the GUI's main thread).

Every write is a short transaction committed before the call returns (WAL, synchronous=FULL), so a
message the caller has been handed back survives a kill of the process or a power cut. Replies grow in
place: `begin_reply` inserts an empty 'streaming' message and `save_partial` overwrites its text with a
single UPDATE, cheap enough to call every second. On open, replies still 'streaming' belong to a process
that died; they are marked 'interrupted' with the text last saved, never dropped or duplicated. The one
exception to FULL: a partial save does not wait for the disk (see `save_partial`).

Messages form a tree (parent_id); the conversation's `current_leaf_id` picks the visible thread.

The database is private: its folder is 0700 and the file is created 0600 before SQLite opens it;
SQLite gives its -wal and -shm files the database file's permissions (tests/app/store/test_store_files.py).
"""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import time
from collections.abc import Callable, Collection, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any

from app.chat.provenance import Provenance
from app.store import rows, schema
from app.store.memories import Memories
from app.store.projects import Projects
from app.store.records import (
    Conversation,
    ConversationDraft,
    Message,
    NotFoundError,
    Role,
    SearchHit,
    Status,
    StoreError,
)
from app.store.search import Order, search
from app.system.paths import resolve_paths
from models.private import private_dir, private_file

DAY_S = 86400.0
_CONV = rows.CONVERSATION_COLUMNS
_MSG = rows.MESSAGE_COLUMNS


def _connect(db: Path) -> sqlite3.Connection:
    """A connection to `db`, made private first; StoreError with the reason when that is impossible."""
    if db.is_dir():
        raise StoreError(f"The conversation database {db} is a folder, not a file. Move that folder aside "
                         "(or point HEARTH_HOME elsewhere) and start Hearth again.")
    try:
        private_dir(db.parent)
        private_file(db)
        # SQLite would fall back to read-only, or fail to make its -wal file, with a vaguer error later.
        os.close(os.open(db, os.O_RDWR))
        if not os.access(db.parent, os.W_OK | os.X_OK):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(db.parent))
        for extra in (db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")):
            if extra.exists():
                private_file(extra)
        return sqlite3.connect(str(db), isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise StoreError(f"Hearth cannot create or open its conversation database {db} ({reason}). Check that "
                         "the folder exists and that you can write to it.") from exc


class Store:
    """Conversations and their message trees. Create with `Store.open()`.

    `recovered` is how many interrupted replies the last open found; `purged` how many trashed
    conversations it removed for good.
    """

    def __init__(
        self, conn: sqlite3.Connection, path: Path, clock: Callable[[], float], recovered: int, purged: int
    ) -> None:
        self._conn = conn
        # Outside WAL (a file system that refused it), NORMAL could corrupt on a power cut: partial saves stay FULL.
        wal = str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower() == "wal"
        self._partial_sync = "NORMAL" if wal else "FULL"
        self._clock = clock
        self.memories = Memories(conn, clock)  # facts carried across chats (`app.store.memories`)
        self.projects = Projects(conn, clock)  # chats grouped with shared instructions (`app.store.projects`)
        self.path = path
        self.recovered = recovered
        self.purged = purged

    @classmethod
    def open(
        cls,
        path: Path | str | None = None,
        *,
        clock: Callable[[], float] = time.time,
        purge_after_s: float | None = DAY_S,
    ) -> Store:
        """Open (creating or migrating) the database, recover interrupted replies, empty old trash.

        Raises NewerSchemaError for a database from a newer Hearth, StoreError for a file that is not
        a usable SQLite database or a path Hearth cannot create, open or write (a folder, a read-only
        home): the window shows either in its "can't open your conversations" dialog.
        """
        db = Path(path) if path is not None else resolve_paths().conversations_db
        conn = _connect(db)
        try:
            schema.refuse_newer(conn)  # before configure(): switching to WAL writes the header
            schema.configure(conn)
            schema.migrate(conn)
            recovered = conn.execute(
                "UPDATE messages SET status = 'interrupted' WHERE status = 'streaming'"
            ).rowcount
            store = cls(conn, db, clock, recovered, 0)
            if purge_after_s is not None:
                store.purged = store.purge_deleted(purge_after_s)
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise StoreError(f"The conversation database {db} could not be opened: {exc}.") from exc
        except BaseException:
            conn.close()
            raise
        return store

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One transaction on the store's connection: what the block writes is all kept, or none of it."""
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    # -- conversations ---------------------------------------------------------------------------

    def create_conversation(
        self, title: str = "New chat", settings: Mapping[str, Any] | None = None, *, model: str = ""
    ) -> Conversation:
        now = self._clock()
        cur = self._conn.execute(
            "INSERT INTO conversations (title, created_at, updated_at, settings, model) "
            "VALUES (?, ?, ?, ?, ?)",
            (title, now, now, rows.json_object(settings or {}, "settings"), model),
        )
        assert cur.lastrowid is not None
        return self.get_conversation(cur.lastrowid)

    def get_conversation(self, conversation_id: int) -> Conversation:
        """The conversation, trashed or not (a trashed one has `deleted_at` set)."""
        sql = f"SELECT {_CONV} FROM conversations WHERE id = ?"
        row = self._conn.execute(sql, (conversation_id,)).fetchone()
        if row is None:
            raise NotFoundError(f"no conversation with id {conversation_id}")
        return rows.conversation(row)

    def list_conversations(self) -> list[Conversation]:
        """Conversations not in the trash: pinned first, then most recent activity first."""
        found = self._conn.execute(
            f"SELECT {_CONV} FROM conversations WHERE deleted_at IS NULL "
            "ORDER BY pinned DESC, updated_at DESC, id DESC"
        ).fetchall()
        return [rows.conversation(row) for row in found]

    def _set(self, conversation_id: int, assignments: str, params: tuple[Any, ...]) -> None:
        sql = f"UPDATE conversations SET {assignments} WHERE id = ?"
        cur = self._conn.execute(sql, (*params, conversation_id))
        if cur.rowcount == 0:
            raise NotFoundError(f"no conversation with id {conversation_id}")

    def rename_conversation(self, conversation_id: int, title: str) -> None:
        self._set(conversation_id, "title = ?", (title,))

    def set_pinned(self, conversation_id: int, pinned: bool) -> None:
        self._set(conversation_id, "pinned = ?", (int(pinned),))

    def set_conversation_settings(self, conversation_id: int, settings: Mapping[str, Any]) -> None:
        self._set(conversation_id, "settings = ?", (rows.json_object(settings, "settings"),))

    def set_conversation_model(self, conversation_id: int, model: str) -> None:
        self._set(conversation_id, "model = ?", (model,))

    def delete_conversation(self, conversation_id: int) -> None:
        """Move to the trash; `restore_conversation` undoes it until `purge_deleted` runs."""
        self._set(conversation_id, "deleted_at = ?", (self._clock(),))

    def restore_conversation(self, conversation_id: int) -> None:
        self._set(conversation_id, "deleted_at = NULL", ())

    def purge_deleted(self, older_than_s: float = 0.0) -> int:
        """Remove for good conversations trashed at least `older_than_s` ago; returns how many."""
        cutoff = self._clock() - older_than_s
        with self.transaction() as conn:
            return conn.execute(
                "DELETE FROM conversations WHERE deleted_at IS NOT NULL AND deleted_at <= ?", (cutoff,)
            ).rowcount

    def delete_incognito(self, keep: Collection[int] = ()) -> int:
        """Remove for good the incognito conversations (their settings' `incognito`), trashed or not, but those
        in `keep`; returns how many."""
        with self.transaction() as conn:
            return conn.execute(
                "DELETE FROM conversations WHERE json_extract(settings, '$.incognito') = 1 "
                "AND id NOT IN (SELECT value FROM json_each(?))", (json.dumps(sorted(keep)),)
            ).rowcount

    # -- messages --------------------------------------------------------------------------------

    def add_message(
        self,
        conversation_id: int,
        role: Role,
        content: str,
        parent_id: int | None,
        status: Status = "complete",
        provenance: Provenance | None = None,
    ) -> Message:
        """Append a message under `parent_id`; it becomes the current leaf and bumps `updated_at`.

        A sibling of an existing message is a new version of it (regenerate, edit-and-rerun).
        """
        rows.check_role_status(role, status)
        now = self._clock()
        with self.transaction() as conn:
            self.get_conversation(conversation_id)
            if parent_id is not None:
                sql = "SELECT conversation_id FROM messages WHERE id = ?"
                owner = conn.execute(sql, (parent_id,)).fetchone()
                if owner is None or owner[0] != conversation_id:
                    raise NotFoundError(f"no message {parent_id} in conversation {conversation_id}")
            message_id = rows.insert_message(
                conn, conversation_id, parent_id, role, content, now, status, provenance
            )
            conn.execute(
                "UPDATE conversations SET current_leaf_id = ?, updated_at = ? WHERE id = ?",
                (message_id, now, conversation_id),
            )
        return self.get_message(message_id)

    def begin_reply(self, conversation_id: int, parent_id: int | None) -> Message:
        """An empty assistant message in state 'streaming', to be filled by save_partial/finish_reply."""
        return self.add_message(conversation_id, "assistant", "", parent_id, status="streaming")

    def save_partial(self, message_id: int, content: str, provenance: Provenance | None = None) -> None:
        """Overwrite the text of a streaming reply (and its provenance, when given: the tool calls it made
        so far): one committed UPDATE, nothing else.

        It commits with synchronous=NORMAL: WAL keeps it across a kill of Hearth (tests/app/store/
        test_store_crash.py), and only a power cut can take back the last partial saves, which the reply's
        final save (FULL) makes durable. Waiting for the disk here cost the window 6-26 ms every save while a
        reply streamed, the main thread's longest stalls."""
        self._conn.execute(f"PRAGMA synchronous = {self._partial_sync}")
        try:
            if provenance is None:
                cur = self._conn.execute(
                    "UPDATE messages SET content = ? WHERE id = ? AND status = 'streaming'", (content, message_id)
                )
            else:
                cur = self._conn.execute(
                    "UPDATE messages SET content = ?, provenance = ? WHERE id = ? AND status = 'streaming'",
                    (content, rows.json_object(provenance.as_json(), "provenance"), message_id),
                )
        finally:
            self._conn.execute("PRAGMA synchronous = FULL")
        if cur.rowcount == 0:
            raise NotFoundError(f"no streaming message with id {message_id}")

    def finish_reply(
        self, message_id: int, content: str, status: Status, provenance: Provenance | None
    ) -> Message:
        """Store the final text, outcome and provenance of a reply; bumps the conversation's activity."""
        if status == "streaming":
            raise ValueError("finish_reply needs a final status, not 'streaming'")
        rows.check_role_status("assistant", status)
        now = self._clock()
        with self.transaction() as conn:
            conversation_id = self.get_message(message_id).conversation_id
            provenance_json = rows.json_object(provenance.as_json() if provenance else None, "provenance")
            conn.execute(
                "UPDATE messages SET content = ?, status = ?, provenance = ? WHERE id = ?",
                (content, status, provenance_json, message_id),
            )
            conn.execute("UPDATE conversations SET updated_at = ? WHERE id = ?", (now, conversation_id))
        return self.get_message(message_id)

    def supersede(self, old_id: int, new_id: int) -> None:
        """`new_id` takes the place of its sibling `old_id` (Continue: the new text starts with the old).

        Called only once the new version is finished, so a continuation that dies leaves both; the new
        one takes the old one's place among the versions (its time), and the old one, a leaf, goes."""
        with self.transaction() as conn:
            old, new = self.get_message(old_id), self.get_message(new_id)
            if (old.conversation_id, old.parent_id) != (new.conversation_id, new.parent_id):
                raise ValueError("only a sibling can take a message's place")
            if conn.execute("SELECT 1 FROM messages WHERE parent_id = ?", (old_id,)).fetchone():
                raise ValueError("a message with replies below it keeps its place")
            conn.execute("UPDATE messages SET created_at = ? WHERE id = ?", (old.created_at, new_id))
            conn.execute("DELETE FROM messages WHERE id = ?", (old_id,))

    def get_message(self, message_id: int) -> Message:
        row = self._conn.execute(f"SELECT {_MSG} FROM messages WHERE id = ?", (message_id,)).fetchone()
        if row is None:
            raise NotFoundError(f"no message with id {message_id}")
        return rows.message(row)

    def thread(self, conversation_id: int) -> list[Message]:
        """The visible thread: the path from the root to the current leaf."""
        self.get_conversation(conversation_id)
        found = self._conn.execute(
            f"""WITH RECURSIVE path(id, depth) AS (
                    SELECT current_leaf_id, 0 FROM conversations WHERE id = ? AND current_leaf_id IS NOT NULL
                    UNION ALL
                    SELECT m.parent_id, path.depth + 1 FROM messages AS m JOIN path ON m.id = path.id
                    WHERE m.parent_id IS NOT NULL)
                SELECT {_MSG} FROM messages JOIN path USING (id) ORDER BY path.depth DESC""",
            (conversation_id,),
        ).fetchall()
        return [rows.message(row) for row in found]

    def messages(self, conversation_id: int) -> list[Message]:
        """Every message of the conversation, all branches, in creation order (parents first)."""
        self.get_conversation(conversation_id)
        found = self._conn.execute(
            f"SELECT {_MSG} FROM messages WHERE conversation_id = ? ORDER BY id", (conversation_id,)
        ).fetchall()
        return [rows.message(row) for row in found]

    def versions(self, message_id: int) -> list[Message]:
        """The message and its siblings (same parent), oldest first: what ‹ 1/2 › steps through."""
        node = self.get_message(message_id)
        found = self._conn.execute(
            f"SELECT {_MSG} FROM messages WHERE conversation_id = ? AND parent_id IS ? "
            "ORDER BY created_at, id",
            (node.conversation_id, node.parent_id),
        ).fetchall()
        return [rows.message(row) for row in found]

    def select_version(self, message_id: int) -> Message:
        """Show `message_id`: the current leaf becomes the newest leaf below it (returned)."""
        node = self.get_message(message_id)
        row = self._conn.execute(
            f"""WITH RECURSIVE below(id) AS (
                    SELECT ? UNION ALL SELECT m.id FROM messages AS m JOIN below ON m.parent_id = below.id)
                SELECT {_MSG} FROM messages WHERE id IN below
                AND NOT EXISTS (SELECT 1 FROM messages AS child WHERE child.parent_id = messages.id)
                ORDER BY created_at DESC, id DESC LIMIT 1""",
            (message_id,),
        ).fetchone()
        leaf = rows.message(row)
        self._set(node.conversation_id, "current_leaf_id = ?", (leaf.id,))
        return leaf

    # -- search and import -----------------------------------------------------------------------

    def search(self, query: str, limit: int = 50, order: Order = "newest",
               project: int | None = None) -> list[SearchHit]:
        """See `app.store.search.search`: safe for any user text; trashed conversations excluded."""
        return search(self._conn, query, limit, order, project)

    def import_tree(self, draft: ConversationDraft) -> Conversation:
        """Insert a whole conversation in one transaction, keeping its timestamps (used by import)."""
        with self.transaction() as conn:
            conversation_id = rows.insert_tree(conn, draft)
        return self.get_conversation(conversation_id)
