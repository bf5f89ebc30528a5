"""Opening, pragmas and migrations of the conversation database, on real SQLite files."""

from __future__ import annotations

import hashlib
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from app.store import SCHEMA_VERSION, NewerSchemaError, Store, StoreError, schema
from app.system.paths import resolve_paths


def _user_version(path: Path) -> int:
    with closing(sqlite3.connect(path)) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


def _tables(path: Path) -> set[str]:
    sql = "SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')"
    with closing(sqlite3.connect(path)) as conn:
        return {row[0] for row in conn.execute(sql)}


def _setup(path: Path, *statements: str) -> None:
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        for statement in statements:
            conn.execute(statement)


def test_new_file_gets_the_whole_schema_and_durable_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "conv.sqlite3"
    store = Store.open(path)
    try:
        assert _user_version(path) == SCHEMA_VERSION == len(schema.MIGRATIONS)
        assert {"conversations", "messages", "messages_fts", "messages_fts_update"} <= _tables(path)
        conn = store._conn  # per-connection pragmas can only be read on the store's own connection
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert store.recovered == 0
    finally:
        store.close()


def test_default_path_comes_from_hearth_home(hearth_home: Path) -> None:
    with Store.open() as store:
        assert store.path == resolve_paths().conversations_db
        assert store.path.is_relative_to(hearth_home)
        assert store.path.exists()


def test_migrates_an_existing_version_0_file_and_keeps_its_other_data(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    _setup(path, "CREATE TABLE unrelated (x)", "INSERT INTO unrelated VALUES (42)")
    assert _user_version(path) == 0
    with Store.open(path) as store:
        conv = store.create_conversation("after migration")
        assert store.get_conversation(conv.id).title == "after migration"
    assert _user_version(path) == SCHEMA_VERSION
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT x FROM unrelated").fetchall() == [(42,)]
    # A second open has nothing left to do.
    with Store.open(path) as store:
        assert [c.title for c in store.list_conversations()] == ["after migration"]


def test_a_later_migration_applies_on_top_and_a_failing_one_rolls_back(tmp_path: Path) -> None:
    path = tmp_path / "conv.sqlite3"
    with Store.open(path) as store:
        store.create_conversation("kept")
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        broken = (*schema.MIGRATIONS, ("ALTER TABLE conversations ADD COLUMN colour TEXT", "NOT SQL AT ALL"))
        with pytest.raises(sqlite3.OperationalError):
            schema.migrate(conn, broken)
        assert schema.schema_version(conn) == SCHEMA_VERSION
        columns = {row[1] for row in conn.execute("PRAGMA table_info(conversations)")}
        assert "colour" not in columns  # the half-done migration left nothing behind

        good = (*schema.MIGRATIONS, ("ALTER TABLE conversations ADD COLUMN colour TEXT DEFAULT 'blue'",))
        assert schema.migrate(conn, good) == 1
        assert schema.schema_version(conn) == SCHEMA_VERSION + 1
        assert conn.execute("SELECT title, colour FROM conversations").fetchall() == [("kept", "blue")]
        assert schema.migrate(conn, good) == 0
    finally:
        conn.close()


def test_refuses_a_database_from_a_newer_hearth_without_touching_it(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    _setup(
        path,
        "CREATE TABLE conversations (id INTEGER PRIMARY KEY, future_column BLOB)",
        f"PRAGMA user_version = {SCHEMA_VERSION + 1}",
    )
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    with pytest.raises(NewerSchemaError, match="newer version of Hearth"):
        Store.open(path)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    assert _user_version(path) == SCHEMA_VERSION + 1


def test_a_file_that_is_not_a_database_gets_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "garbage.sqlite3"
    path.write_bytes(b"this is not sqlite, just some text " * 100)
    with pytest.raises(StoreError, match="could not be opened"):
        Store.open(path)
