"""The conversation store's files on disk: private from their first moment, and a path that cannot
be a database (a folder, a file where a folder should be) is a StoreError with a message, never a
traceback. Real SQLite files, checked with stat."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from app.store import Store, StoreError

posix_only = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX; Windows profiles are private")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@posix_only
def test_a_new_store_its_wal_and_shm_and_its_folder_are_private(hearth_home: Path) -> None:
    old_umask = os.umask(0)  # the most permissive umask: the modes must not come from it
    try:
        with Store.open() as store:
            conversation = store.create_conversation("private")
            store.add_message(conversation.id, "user", "a secret", None)
            db = store.path
            files = {p.name: mode(p) for p in db.parent.iterdir() if p.name.startswith(db.name)}
    finally:
        os.umask(old_umask)
    assert files == {db.name: 0o600, f"{db.name}-wal": 0o600, f"{db.name}-shm": 0o600}
    assert mode(db.parent) == 0o700


@posix_only
def test_files_an_older_hearth_left_open_to_all_are_tightened(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    db = folder / "conv.sqlite3"
    with Store.open(db) as store:
        store.create_conversation("old")
        wal = db.with_name(db.name + "-wal")
        folder.chmod(0o755)
        for path in (db, wal):
            path.chmod(0o644)
    with Store.open(db) as store:
        assert [c.title for c in store.list_conversations()] == ["old"]
        assert (mode(folder), mode(db)) == (0o700, 0o600)
        assert not wal.exists() or mode(wal) == 0o600


def test_a_folder_where_the_database_should_be_is_a_store_error(tmp_path: Path) -> None:
    db = tmp_path / "conversations.sqlite3"
    db.mkdir()
    with pytest.raises(StoreError, match="is a folder, not a file"):
        Store.open(db)
    assert db.is_dir() and list(db.iterdir()) == []


def test_a_file_where_the_data_folder_should_be_is_a_store_error(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("not a folder")
    with pytest.raises(StoreError, match="cannot create or open its conversation database"):
        Store.open(tmp_path / "data" / "conversations.sqlite3")
    assert (tmp_path / "data").read_text() == "not a folder"
