"""A project as one JSON file, on real SQLite files: exported and imported into another database it comes back
whole (settings, every chat with all its versions, its own memories, libraries by folder), a second export of the
import is the same file; a file wrong in any part writes nothing."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from app.chat.generation import GenerationSettings
from app.conversation.project import settings_in
from app.store import Store
from app.store.project_archive import LibraryRef, import_project, project_to_json
from app.store.projects import MAX_NAME


def _same(data: dict[str, Any]) -> dict[str, Any]:
    """The file without what differs by nature (when it was written)."""
    out = json.loads(json.dumps(data))
    out.pop("exported_at")
    for chat in out["conversations"]:
        chat.pop("exported_at")
    return out


def test_a_project_round_trips_through_one_file(tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.sqlite3") as store:
        project = store.projects.create("Thesis", emoji="📚", instructions="Cite sources.", model="tiny",
                                        settings={"temperature": 0.2}, libraries=[7])
        first = store.create_conversation("Outline", {"temperature": 0.2}, model="tiny")
        question = store.add_message(first.id, "user", "Outline chapter 1", None)
        store.add_message(first.id, "assistant", "1. Intro", question.id)
        store.add_message(first.id, "assistant", "1. Introduction", question.id)  # a second version
        second = store.create_conversation("Sources")
        store.add_message(second.id, "user", "Which sources?", None)
        loose = store.create_conversation("Not in it")
        for chat in (first, second):
            store.projects.move(chat.id, project.id)
        store.memories.for_project(project.id).add("The thesis is about bees")
        store.memories.add("My name is Ada")  # global: not the project's to carry
        data = project_to_json(store, store.projects.get(project.id), [LibraryRef("notes", "/home/ada/notes")])
    text = json.dumps(data)
    assert "Not in it" not in text and "My name is Ada" not in text and loose.id
    with Store.open(tmp_path / "b.sqlite3") as other:
        other.projects.create("Thesis")  # the name is taken there: a number is added
        imported = import_project(other, json.loads(text), lambda root: 3 if root == "/home/ada/notes" else None)
        got = imported.project
        assert (got.name, got.emoji, got.instructions, got.model, got.settings, got.libraries) == (
            "Thesis (2)", "📚", "Cite sources.", "tiny", {"temperature": 0.2}, (3,))
        assert (imported.conversations, imported.memories, imported.missing) == (2, 1, ())
        chats = {other.get_conversation(c).title: c for c in other.projects.conversation_ids(got.id)}
        assert set(chats) == {"Outline", "Sources"}
        assert [m.content for m in other.messages(chats["Outline"])] == ["Outline chapter 1", "1. Intro",
                                                                         "1. Introduction"]
        assert [m.content for m in other.thread(chats["Outline"])] == ["Outline chapter 1", "1. Introduction"]
        assert [(m.text, m.project_id) for m in other.memories.all()] == [("The thesis is about bees", got.id)]
        again = project_to_json(other, got, [LibraryRef("notes", "/home/ada/notes")])
    expected = _same(data)
    expected["project"]["name"] = "Thesis (2)"
    assert _same(again) == expected
    with Store.open(tmp_path / "c.sqlite3") as third:  # a library this computer lacks is named, not ticked
        elsewhere = import_project(third, json.loads(text))
        assert elsewhere.project.libraries == () and elsewhere.missing == (LibraryRef("notes", "/home/ada/notes"),)


@pytest.mark.parametrize("broken", [
    lambda d: d.update(format="hearth.conversation"),
    lambda d: d.update(version=99),
    lambda d: d["project"].update(name="   "),
    lambda d: d["project"].update(libraries=[{"name": "x"}]),
    lambda d: d["conversations"][1]["messages"][0].update(role="wizard"),
    lambda d: d["memories"].append({"text": ""}),
])
def test_a_file_wrong_in_any_part_writes_nothing(tmp_path: Path, broken: Any) -> None:
    with Store.open(tmp_path / "a.sqlite3") as store:
        project = store.projects.create("P")
        for title in ("one", "two"):
            chat = store.create_conversation(title)
            store.add_message(chat.id, "user", title, None)
            store.projects.move(chat.id, project.id)
        store.memories.for_project(project.id).add("a fact")
        data = project_to_json(store, store.projects.get(project.id), [])
    broken(data)
    with Store.open(tmp_path / "b.sqlite3") as other:
        with pytest.raises(ValueError):
            import_project(other, data)
        assert other.projects.all() == [] and other.list_conversations() == [] and other.memories.all() == []


def test_a_hand_edited_out_of_range_setting_is_dropped_alone_and_a_moved_chat_keeps_its_prompt_and_tools(
        tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.sqlite3") as store:
        data = project_to_json(store, store.projects.create("Thesis"), [])
        data["project"]["settings"] = {"temperature": 99, "top_k": 5}  # edited by hand: the temperature is wrong
        imported = import_project(store, data)
    own = GenerationSettings(system_prompt="Keep replies short.", tools=("remember",), temperature=0.4)
    moved = settings_in(imported.project, own)
    assert (moved.system_prompt, moved.tools, moved.temperature, moved.top_k) == (
        "Keep replies short.", ("remember",), 0.4, 5)


def test_a_long_name_already_taken_is_shortened_to_take_its_number(tmp_path: Path) -> None:
    long = "A thesis about the bees of Lyon and the hives they keep through the long winter"[:79]
    with Store.open(tmp_path / "a.sqlite3") as store:
        data = project_to_json(store, store.projects.create(long), [])
        copy = import_project(store, data).project
        assert copy.name == long[:76].rstrip() + " (2)" and len(copy.name) <= MAX_NAME
        assert import_project(store, data).project.name.endswith(" (3)")


def test_an_import_whose_writes_fail_midway_leaves_nothing(tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.sqlite3") as store:
        project = store.projects.create("Thesis")
        chat = store.create_conversation("Outline")
        store.projects.move(chat.id, project.id)
        store.memories.for_project(project.id).add("Cite sources")
        data = project_to_json(store, project, [])
    with Store.open(tmp_path / "b.sqlite3") as store:
        for write, table in (("INSERT", "memories"), ("DELETE", "projects")):  # failing from the memories on
            store._conn.execute(f"CREATE TEMP TRIGGER fail_{table} BEFORE {write} ON {table} "
                                "BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END")
        with pytest.raises(sqlite3.Error, match="disk I/O error"):
            import_project(store, data)
        assert store.projects.all() == [] and store.list_conversations() == []
