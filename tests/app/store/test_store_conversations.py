"""Conversation list: ordering, pinning, settings, soft delete with undo, and purge."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from app.store import NotFoundError, Store
from tests.app.store_clock import Clock

DAY = 86400.0








def _titles(store: Store) -> list[str]:
    return [c.title for c in store.list_conversations()]


def test_create_has_defaults(store: Store) -> None:
    conv = store.create_conversation()
    assert conv.title == "New chat"
    assert conv.settings == {}
    assert conv.model == ""
    assert not conv.pinned
    assert conv.deleted_at is None
    assert conv.current_leaf_id is None
    assert conv.created_at == conv.updated_at
    assert store.thread(conv.id) == []


def test_most_recent_activity_first_and_pinned_on_top(store: Store) -> None:
    a = store.create_conversation("a")
    b = store.create_conversation("b")
    store.create_conversation("c")
    assert _titles(store) == ["c", "b", "a"]

    store.add_message(a.id, "user", "hi", None)
    assert _titles(store) == ["a", "c", "b"]
    assert store.get_conversation(a.id).updated_at > a.updated_at

    store.set_pinned(b.id, True)
    assert _titles(store) == ["b", "a", "c"]
    store.rename_conversation(b.id, "b2")  # renaming is not activity: order unchanged
    assert _titles(store) == ["b2", "a", "c"]
    store.set_pinned(b.id, False)
    assert _titles(store) == ["a", "c", "b2"]


def test_settings_model_and_title_persist_across_reopen(tmp_path: Path) -> None:
    path = tmp_path / "conv.sqlite3"
    settings = {"temperature": 0.7, "top_k": 40, "system_prompt": "Be brief. «ünïcode»", "stop": ["\n\n"]}
    with Store.open(path) as store:
        conv = store.create_conversation("first", settings={"temperature": 1.0})
        store.set_conversation_settings(conv.id, settings)
        store.set_conversation_model(conv.id, "phi-3.5-mini-int4")
        store.rename_conversation(conv.id, "renamed")
        store.set_pinned(conv.id, True)
    with Store.open(path) as store:
        again = store.get_conversation(conv.id)
    assert again.settings == settings
    assert again.model == "phi-3.5-mini-int4"
    assert again.title == "renamed"
    assert again.pinned


def test_settings_that_are_not_json_are_refused(store: Store) -> None:
    conv = store.create_conversation(settings={"a": 1})
    with pytest.raises(ValueError, match="settings"):
        store.set_conversation_settings(conv.id, {"bad": object()})
    assert store.get_conversation(conv.id).settings == {"a": 1}


def test_unknown_ids_raise_not_found(store: Store) -> None:
    for call in (
        lambda: store.get_conversation(999),
        lambda: store.rename_conversation(999, "x"),
        lambda: store.set_pinned(999, True),
        lambda: store.delete_conversation(999),
        lambda: store.restore_conversation(999),
        lambda: store.thread(999),
    ):
        with pytest.raises(NotFoundError):
            call()


def test_soft_delete_hides_and_restore_brings_back_everything(store: Store) -> None:
    a = store.create_conversation("a")
    store.create_conversation("b")
    user = store.add_message(a.id, "user", "keep me", None)
    store.delete_conversation(a.id)
    assert _titles(store) == ["b"]
    trashed = store.get_conversation(a.id)
    assert trashed.deleted_at is not None
    assert store.thread(a.id) == [user]  # still there, for undo

    store.restore_conversation(a.id)
    assert _titles(store) == ["a", "b"]
    assert store.get_conversation(a.id).deleted_at is None
    assert store.thread(a.id) == [user]


def test_purge_removes_only_old_trash_and_cascades(tmp_path: Path, clock: Clock) -> None:
    path = tmp_path / "conv.sqlite3"
    with Store.open(path, clock=clock) as store:
        old = store.create_conversation("old")
        recent = store.create_conversation("recent")
        kept = store.create_conversation("kept")
        for conv in (old, recent, kept):
            user = store.add_message(conv.id, "user", f"hello from {conv.title}", None)
            store.add_message(conv.id, "assistant", "reply", user.id)
        store.delete_conversation(old.id)
        clock.now += 2 * DAY
        store.delete_conversation(recent.id)
        assert store.purge_deleted(older_than_s=DAY) == 1
        with pytest.raises(NotFoundError):
            store.get_conversation(old.id)
        assert store.get_conversation(recent.id).deleted_at is not None
        store.restore_conversation(recent.id)
    with closing(sqlite3.connect(path)) as conn:
        owners = {row[0] for row in conn.execute("SELECT conversation_id FROM messages")}
        assert owners == {recent.id, kept.id}
        conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')")


def test_open_purges_trash_older_than_a_day(tmp_path: Path, clock: Clock) -> None:
    path = tmp_path / "conv.sqlite3"
    with Store.open(path, clock=clock) as store:
        conv = store.create_conversation("bin me")
        store.delete_conversation(conv.id)
    with Store.open(path, clock=clock) as store:
        assert store.purged == 0  # deleted a moment ago: undo still possible
        assert store.get_conversation(conv.id).deleted_at is not None
    clock.now += DAY + 10
    with Store.open(path, clock=clock) as store:
        assert store.purged == 1
        with pytest.raises(NotFoundError):
            store.get_conversation(conv.id)


def test_purge_deleted_default_empties_the_whole_trash(store: Store) -> None:
    a = store.create_conversation("a")
    store.create_conversation("b")
    store.delete_conversation(a.id)
    assert store.purge_deleted() == 1
    assert _titles(store) == ["b"]
