"""Projects in the conversation store, on real SQLite files: a database of the schema before projects upgrades and
keeps everything; projects are created, renamed, deleted with or without their chats; chats move in and out; a
chat's memories are the global ones and its own project's, never another project's."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.store import SCHEMA_VERSION, NotFoundError, Store, schema
from app.store.projects import MAX_INSTRUCTIONS, project_id_of


def test_a_database_of_the_schema_before_projects_upgrades_and_loses_nothing(tmp_path: Path) -> None:
    db = tmp_path / "v3.sqlite3"
    conn = sqlite3.connect(db, isolation_level=None)
    schema.configure(conn)
    schema.migrate(conn, schema.MIGRATIONS[:3])  # the schema with memories, before projects
    conn.execute("INSERT INTO conversations (title, created_at, updated_at, settings, model) "
                 "VALUES ('kept', 1, 2, '{\"temperature\": 0.3}', 'tiny')")
    conn.execute("INSERT INTO messages (conversation_id, role, content, created_at, status) "
                 "VALUES (1, 'user', 'about hives', 1, 'complete')")
    conn.execute("INSERT INTO memories (text, created_at, updated_at) VALUES ('I keep bees', 1, 1)")
    conn.close()
    with Store.open(db) as store:
        assert int(store._conn.execute("PRAGMA user_version").fetchone()[0]) == SCHEMA_VERSION >= 4
        [kept] = store.list_conversations()
        assert (kept.title, kept.settings, kept.model, kept.project_id) == ("kept", {"temperature": 0.3}, "tiny", None)
        assert [m.content for m in store.messages(kept.id)] == ["about hives"]
        assert [h.conversation_id for h in store.search("hives")] == [kept.id]
        assert [m.text for m in store.memories.all()] == ["I keep bees"]
        project = store.projects.create("Garden", emoji="🐝", instructions="Answer briefly.")
        store.projects.move(kept.id, project.id)
    with Store.open(db) as store:
        assert store.get_conversation(kept.id).project_id == project.id
        assert store.projects.get(project.id).instructions == "Answer briefly."


def test_create_rename_and_names_are_unique_whatever_the_case(tmp_path: Path) -> None:
    with Store.open(tmp_path / "p.sqlite3") as store:
        garden = store.projects.create("  Garden   work ", instructions="Be kind.", settings={"temperature": 0.2},
                                       libraries=[3, 1, 3], model="tiny")
        assert (garden.name, garden.libraries, garden.settings, garden.label) == (
            "Garden work", (1, 3), {"temperature": 0.2}, "Garden work")
        with pytest.raises(ValueError, match="already a project called Garden work"):
            store.projects.create("garden WORK")
        with pytest.raises(ValueError, match="needs a name"):
            store.projects.create("   ")
        with pytest.raises(ValueError, match="has no colour"):
            store.projects.update(garden.id, colour="red")
        code = store.projects.create("Code")
        renamed = store.projects.update(code.id, name="Zed", emoji="💻", collapsed=True)
        assert (renamed.label, renamed.collapsed) == ("💻 Zed", True)
        assert [p.name for p in store.projects.all()] == ["Garden work", "Zed"]
        assert store.projects.find("zed") == renamed
        with pytest.raises(NotFoundError):
            store.projects.update(999, name="Nope")


def test_chats_move_in_and_out_and_a_deleted_project_keeps_or_trashes_them(tmp_path: Path) -> None:
    with Store.open(tmp_path / "p.sqlite3") as store:
        kept, trashed = store.projects.create("Kept"), store.projects.create("Trashed")
        a, b, loose = (store.create_conversation(t) for t in ("a", "b", "loose"))
        store.projects.move(a.id, kept.id)
        store.projects.move(b.id, trashed.id)
        assert store.projects.of(a.id) == kept and store.projects.of(loose.id) is None
        assert project_id_of(store._conn, b.id) == trashed.id
        assert store.projects.conversation_ids(kept.id) == [a.id]
        kept_fact = store.memories.for_project(kept.id).add("Kept's fact")
        trashed_fact = store.memories.for_project(trashed.id).add("Trashed's fact")
        store.projects.delete(kept.id, keep_chats=True)
        assert store.get_conversation(a.id).project_id is None and store.get_conversation(a.id).deleted_at is None
        assert store.memories.get(kept_fact.id).project_id is None  # the person's facts are kept, global now
        store.projects.delete(trashed.id, keep_chats=False)
        assert store.get_conversation(b.id).deleted_at is not None  # in the trash, restorable
        assert [m.id for m in store.memories.all()] == [kept_fact.id] != [trashed_fact.id]
        assert store.projects.all() == []
        store.projects.move(a.id, None)
        with pytest.raises(NotFoundError):
            store.projects.move(a.id, kept.id)


def test_a_chat_reads_global_memories_and_its_own_projects_never_anothers(tmp_path: Path) -> None:
    with Store.open(tmp_path / "p.sqlite3") as store:
        hives, code = store.projects.create("Hives"), store.projects.create("Code")
        store.memories.add("My name is Ada")
        store.memories.for_project(hives.id).add("The hives are in Lyon")
        store.memories.for_project(code.id).add("The code is in Rust")

        def texts(project: int | None) -> list[str]:
            return sorted(m.text for m in store.memories.for_project(project).all(enabled_only=True))

        assert texts(hives.id) == ["My name is Ada", "The hives are in Lyon"]
        assert texts(code.id) == ["My name is Ada", "The code is in Rust"]
        assert texts(None) == ["My name is Ada"]
        assert len(store.memories.all()) == 3  # the panel sees them all
        assert store.memories.for_project(hives.id).bm25('"Rust"', 5) == []
        assert len(store.memories.for_project(code.id).bm25('"Rust"', 5)) == 1


def test_a_project_with_a_value_it_cannot_keep_is_not_created_at_all(tmp_path: Path) -> None:
    with Store.open(tmp_path / "p.sqlite3") as store:
        too_long = "x" * (MAX_INSTRUCTIONS + 1)
        with pytest.raises(ValueError, match="instructions hold at most 20,000"):
            store.projects.create("Thesis", instructions=too_long, model="tiny")
        assert store.projects.all() == []  # no bare project left behind: the name is still free
        thesis = store.projects.create("Thesis", instructions="x" * MAX_INSTRUCTIONS, model="tiny")
        assert (thesis.name, len(thesis.instructions), thesis.model) == ("Thesis", MAX_INSTRUCTIONS, "tiny")
        with pytest.raises(ValueError, match="instructions hold at most"):
            store.projects.update(thesis.id, name="Other", instructions=too_long)
        assert store.projects.get(thesis.id) == thesis  # nothing of that change written
