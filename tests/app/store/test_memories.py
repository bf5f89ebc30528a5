"""Memories in the conversation store: the migration keeps an older database's data, each change is kept,
disabled ones are never found, "forget everything" empties them, and the JSON file carries them over."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from app.docs.memory_recall import MemoryRecall, memory_prompt
from app.store import SCHEMA_VERSION, Store, schema
from app.store.memory_archive import import_memories, memories_to_json


def test_an_older_database_gains_memories_and_keeps_its_conversations(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(db, isolation_level=None)
    schema.migrate(conn, schema.MIGRATIONS[:2])  # the schema before memories
    conn.execute("INSERT INTO conversations (title, created_at, updated_at) VALUES ('kept', 1, 1)")
    conn.close()
    with Store.open(db) as store:
        assert [c.title for c in store.list_conversations()] == ["kept"]
        assert store.memories.all() == []
        store.memories.add("I keep bees")
    with Store.open(db) as store:
        assert int(store._conn.execute("PRAGMA user_version").fetchone()[0]) == SCHEMA_VERSION >= 3
        assert [m.text for m in store.memories.all()] == ["I keep bees"]


def test_edit_disable_delete_and_forget_everything(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "m.sqlite3")
    bees = store.memories.add("  I keep bees in Lyon  ")
    rust = store.memories.add("My favourite language is Rust")
    assert bees.text == "I keep bees in Lyon" and bees.enabled and bees.project_id is None
    with pytest.raises(ValueError, match="needs some text"):
        store.memories.add("   ")
    assert store.memories.set_text(rust.id, "My favourite language is Zig").text.endswith("Zig")
    recall = MemoryRecall()  # without the embedding model: by words
    assert [m.id for m in recall.recall(store.memories, "which language do I like? Zig?")] == [rust.id]
    assert recall.recall(store.memories, "Rust") == []  # the edited text is what is searched
    store.memories.set_enabled(bees.id, False)
    assert recall.recall(store.memories, "where are my bees?") == []
    assert [m.id for m in store.memories.all(enabled_only=True)] == [rust.id]
    store.memories.delete(rust.id)
    assert recall.recall(store.memories, "Zig") == []
    assert store.memories.forget_all() == 1 and store.memories.all() == []
    store.close()


def test_the_json_file_carries_memories_to_another_store_once(tmp_path: Path) -> None:
    source = Store.open(tmp_path / "a.sqlite3")
    source.memories.add("I am allergic to peanuts")
    off = source.memories.add("I live in Oslo")
    source.memories.set_enabled(off.id, False)
    data = memories_to_json(source.memories.all())
    target = Store.open(tmp_path / "b.sqlite3")
    assert import_memories(target.memories, data) == 2
    assert import_memories(target.memories, data) == 0  # nothing twice
    assert {(m.text, m.enabled) for m in target.memories.all()} == {("I am allergic to peanuts", True),
                                                                     ("I live in Oslo", False)}
    bad = {**data, "memories": [*data["memories"], {"text": ""}]}
    with pytest.raises(ValueError, match=r"memories\[2\]\.text"):
        import_memories(target.memories, bad)
    assert len(target.memories.all()) == 2  # nothing of a bad file is written
    source.close()
    target.close()


def test_a_projects_memory_stays_that_projects_through_the_file(tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.sqlite3") as source:
        hives = source.projects.create("Hives")
        source.memories.for_project(hives.id).add("The hives are in Lyon")
        source.memories.add("My name is Ada")
        data = memories_to_json(source.memories.all(), {hives.id: "Hives"})
    for where, has_it in (("b", True), ("c", False)):
        with Store.open(tmp_path / f"{where}.sqlite3") as target:
            here = target.projects.create("Hives") if has_it else None
            def found(name: str, store: Store = target) -> int | None:
                project = store.projects.find(name)
                return project.id if project is not None else None

            assert import_memories(target.memories, data, found) == 2
            got = {m.text: (m.project_id, m.enabled) for m in target.memories.all()}
            # no such project here: kept, but off, so no chat it was never meant for reads it
            assert got == {"My name is Ada": (None, True),
                           "The hives are in Lyon": (here.id, True) if here is not None else (None, False)}


def test_the_memories_follow_the_chat_s_own_system_prompt() -> None:
    assert memory_prompt("Be brief.", []) == "Be brief."
    store_free = memory_prompt("Be brief.", [_memory("I keep bees")])
    assert store_free.startswith("Be brief.\n\n") and store_free.endswith("- I keep bees")


def _memory(text: str):  # type: ignore[no-untyped-def]
    from app.store.memories import Memory

    return Memory(1, text, True, None, "person", 0.0, 0.0)


def test_a_chat_keeps_its_memories_while_they_hold_what_is_found() -> None:
    from app.docs.memory_recall import same_block

    bees, oslo, zig = _memory("I keep bees"), _memory("I live in Oslo"), _memory("I write Zig")
    oslo, zig = replace(oslo, id=2), replace(zig, id=3)
    assert same_block([bees], [bees, oslo]) == [bees, oslo]  # the same system prompt: the engine's cache holds
    assert same_block([], [bees, oslo]) == [bees, oslo]
    assert same_block([zig, bees], [bees, oslo]) == [zig, bees]  # something new: the block found now
    assert same_block([bees], []) == [bees]
