"""Connection settings and the schema, as a list of forward migrations.

`PRAGMA user_version` holds the number of migrations applied. Each migration runs in its own
transaction together with the version bump, so a crash mid-upgrade leaves the previous version intact.
A database from a newer Hearth is refused rather than used: this version cannot know what its newer
columns mean, and writing to it could silently lose them.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Sequence
from typing import Final

from app.store.records import NewerSchemaError

log = logging.getLogger("hearth.store")

Migration = tuple[str, ...]

_V1_INITIAL: Final[Migration] = (
    """CREATE TABLE conversations (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        pinned INTEGER NOT NULL DEFAULT 0 CHECK (pinned IN (0, 1)),
        deleted_at REAL,
        settings TEXT NOT NULL DEFAULT '{}',
        model TEXT NOT NULL DEFAULT '',
        current_leaf_id INTEGER REFERENCES messages(id) ON DELETE SET NULL
    )""",
    """CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
        parent_id INTEGER REFERENCES messages(id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('system', 'user', 'assistant')),
        content TEXT NOT NULL,
        created_at REAL NOT NULL,
        status TEXT NOT NULL
            CHECK (status IN ('complete', 'streaming', 'interrupted', 'cancelled', 'error')),
        provenance TEXT
    )""",
    # Versions (siblings) are looked up by (conversation, parent); descendants by parent alone.
    "CREATE INDEX messages_siblings ON messages(conversation_id, parent_id, created_at)",
    "CREATE INDEX messages_children ON messages(parent_id)",
    "CREATE INDEX messages_streaming ON messages(status) WHERE status = 'streaming'",
    "CREATE INDEX conversations_listing ON conversations(deleted_at, pinned, updated_at)",
    "CREATE INDEX conversations_leaf ON conversations(current_leaf_id)",
    # External-content FTS5: the text lives once, in messages; triggers keep the index in step,
    # partial saves and cascaded deletes included.
    """CREATE VIRTUAL TABLE messages_fts USING fts5(
        content, content='messages', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    )""",
    """CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
        INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content);
    END""",
    """CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
        INSERT INTO messages_fts(messages_fts, rowid, content) VALUES ('delete', old.id, old.content);
    END""",
    """CREATE TRIGGER messages_fts_update AFTER UPDATE OF content ON messages BEGIN
        INSERT INTO messages_fts(messages_fts, rowid, content) VALUES ('delete', old.id, old.content);
        INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content);
    END""",
)

# A reply's thinking (`app.chat.reasoning`: a `<think>…</think>` block at its start) is not searched and never
# shows in a snippet: the index reads the answer alone, through a view (an FTS5 external-content table may
# be a view; snippets are cut from the same text that was indexed).
_ANSWER = """CASE WHEN substr(ltrim({c}, ' ' || char(9, 10, 13)), 1, 7) = '<think>'
    THEN CASE WHEN instr({c}, '</think>') > 0 THEN substr({c}, instr({c}, '</think>') + 8) ELSE '' END
    ELSE {c} END"""
_V2_ANSWERS_ONLY: Final[Migration] = (
    "DROP TRIGGER messages_fts_insert",
    "DROP TRIGGER messages_fts_delete",
    "DROP TRIGGER messages_fts_update",
    "DROP TABLE messages_fts",
    f"CREATE VIEW message_answers(id, content) AS SELECT id, {_ANSWER.format(c='content')} FROM messages",
    """CREATE VIRTUAL TABLE messages_fts USING fts5(
        content, content='message_answers', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    )""",
    f"""CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
        INSERT INTO messages_fts(rowid, content) VALUES (new.id, {_ANSWER.format(c='new.content')});
    END""",
    f"""CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
        INSERT INTO messages_fts(messages_fts, rowid, content)
            VALUES ('delete', old.id, {_ANSWER.format(c='old.content')});
    END""",
    f"""CREATE TRIGGER messages_fts_update AFTER UPDATE OF content ON messages BEGIN
        INSERT INTO messages_fts(messages_fts, rowid, content)
            VALUES ('delete', old.id, {_ANSWER.format(c='old.content')});
        INSERT INTO messages_fts(rowid, content) VALUES (new.id, {_ANSWER.format(c='new.content')});
    END""",
    "INSERT INTO messages_fts(messages_fts) VALUES ('rebuild')",
)

# Memories (`app.store.memories`): global while project_id is NULL (else a project's: schema 4), searched by words
# through their own FTS5 index, kept in step by triggers like the messages'.
_V3_MEMORIES: Final[Migration] = (
    """CREATE TABLE memories (
        id INTEGER PRIMARY KEY,
        text TEXT NOT NULL CHECK (length(trim(text)) > 0),
        enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
        project_id INTEGER,
        source TEXT NOT NULL DEFAULT 'person' CHECK (source IN ('person', 'model')),
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    )""",
    """CREATE VIRTUAL TABLE memories_fts USING fts5(
        text, content='memories', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    )""",
    """CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
        INSERT INTO memories_fts(rowid, text) VALUES (new.id, new.text);
    END""",
    """CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
        INSERT INTO memories_fts(memories_fts, rowid, text) VALUES ('delete', old.id, old.text);
    END""",
    """CREATE TRIGGER memories_fts_update AFTER UPDATE OF text ON memories BEGIN
        INSERT INTO memories_fts(memories_fts, rowid, text) VALUES ('delete', old.id, old.text);
        INSERT INTO memories_fts(rowid, text) VALUES (new.id, new.text);
    END""",
)


# Projects (`app.store.projects`): chats grouped with shared instructions, libraries, a default model and settings.
# A conversation's project goes back to NULL (a loose chat) when its project is deleted; a memory's project_id
# is handled by `Projects.delete` (the memories table came first and holds no foreign key).
_V4_PROJECTS: Final[Migration] = (
    """CREATE TABLE projects (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
        emoji TEXT NOT NULL DEFAULT '',
        instructions TEXT NOT NULL DEFAULT '',
        model TEXT NOT NULL DEFAULT '',
        settings TEXT NOT NULL DEFAULT '{}',
        libraries TEXT NOT NULL DEFAULT '[]',
        collapsed INTEGER NOT NULL DEFAULT 0 CHECK (collapsed IN (0, 1)),
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    )""",
    "ALTER TABLE conversations ADD COLUMN project_id INTEGER REFERENCES projects(id) ON DELETE SET NULL",
    "CREATE INDEX conversations_project ON conversations(project_id)",
    "CREATE INDEX memories_project ON memories(project_id)",
)


# Append only: never edit a migration that has shipped, add the next one instead.
MIGRATIONS: Final[tuple[Migration, ...]] = (_V1_INITIAL, _V2_ANSWERS_ONLY, _V3_MEMORIES, _V4_PROJECTS)
SCHEMA_VERSION: Final = len(MIGRATIONS)


def configure(conn: sqlite3.Connection) -> None:
    """Durability settings: WAL so readers never block the writer, FULL so a commit survives power loss."""
    mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    if str(mode).lower() != "wal":
        log.warning("SQLite refused WAL mode (got %s); continuing with it", mode)
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA busy_timeout = 5000")


def schema_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def refuse_newer(conn: sqlite3.Connection, known: int = SCHEMA_VERSION) -> int:
    """The schema version; NewerSchemaError if it is beyond `known`. Run before anything writes."""
    found = schema_version(conn)
    if found > known:
        raise NewerSchemaError(
            f"This conversation database was written by a newer version of Hearth (schema {found}; "
            f"this version knows up to {known}). Update Hearth to open it; the file was left unchanged."
        )
    return found


def migrate(conn: sqlite3.Connection, migrations: Sequence[Migration] = MIGRATIONS,
            name: str = "conversation database") -> int:
    """Bring the schema up to date; returns how many migrations ran.

    `conn` must be in autocommit mode (isolation_level=None) so the transactions here are ours.
    """
    known = len(migrations)
    found = refuse_newer(conn, known)
    applied = 0
    for version in range(found + 1, known + 1):
        conn.execute("BEGIN IMMEDIATE")
        try:
            if schema_version(conn) >= version:  # another process got there first
                conn.execute("ROLLBACK")
                continue
            for statement in migrations[version - 1]:
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {version:d}")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        applied += 1
        log.info("%s migrated to schema %d", name, version)
    return applied
