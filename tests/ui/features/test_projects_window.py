"""Projects in the real window with the scripted engine: a chat made in a project is sent the project's instructions
before its own system prompt, with the project's settings and libraries; a chat moved in or out gains or loses them;
its memories are the global ones and its project's, never another project's; `remember` in it saves for it."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.docs.indexer import Progress
from app.store.project_archive import LibraryRef, project_to_json
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, send
from ui.chat.tool_card import ToolCallCard
from ui.wiring.projects import ProjectsUi

PIRATE = "Answer like a pirate."
OWN = "Keep replies short."


def test_a_chat_made_in_a_project_gets_its_instructions_settings_and_libraries_and_a_moved_chat_changes(
        qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path) -> None:
    hearth = launch()
    window, projects, docs = hearth.window, hearth.projects, hearth.documents
    assert projects is not None and docs is not None
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "map.txt").write_text("The treasure is under the palm tree.\n", encoding="utf-8")
    done: list[Progress] = []
    docs.progress.connect(lambda p: done.append(p) if p.state == "done" else None)
    library_id = docs.add_folder(notes)
    assert library_id is not None
    qtbot.waitUntil(lambda: bool(done), timeout=60_000)
    project = projects.create("Sea", emoji="🏴", instructions=PIRATE, settings={"temperature": 0.25},
                              libraries=[library_id, library_id + 100])  # the second was removed since: passed over
    assert project is not None
    window.controller.new_conversation()  # a loose chat first, with a system prompt of its own
    window.controller.set_settings(replace(window.controller.settings(), system_prompt=OWN))
    engine.enqueue("Hello.")
    send(qtbot, window, "Hello")
    loose = window.controller.current_conversation
    assert loose is not None and engine.turns[-1].system_prompt == OWN

    projects.new_chat(project.id)
    assert window.controller.settings().temperature == 0.25 and docs.used(None) == {library_id}
    window.controller.meter.measure_draft("Where is the treasure?")  # the draft is counted with them too
    assert engine.requested("measure")[-1].system_prompt.startswith(PIRATE)
    engine.enqueue("Arr, under the palm tree [1].")
    send(qtbot, window, "Where is the treasure?")
    made = window.controller.current_conversation
    assert made is not None and hearth.store.get_conversation(made).project_id == project.id
    turn, default = engine.turns[-1], window.controller.new_chat_defaults.system_prompt
    assert default and turn.system_prompt == f"{PIRATE}\n\n{default}"  # the project's first, then the chat's
    assert turn.sampling.temperature == 0.25
    assert "palm tree" in turn.messages[-1].content  # its library grounded the question
    assert docs.used(made) == {library_id}

    window.controller.open_conversation(loose)  # the loose chat moved in: instructions before its own prompt
    assert projects.move(loose, project.id)
    assert docs.used(loose) == {library_id} and window.controller.settings().temperature == 0.25
    engine.enqueue("Arr.")
    send(qtbot, window, "And now?")
    assert engine.turns[-1].system_prompt == f"{PIRATE}\n\n{OWN}"
    assert projects.move(loose, None)  # and out again: its own prompt alone, the project's library unticked
    assert docs.used(loose) == set()
    engine.enqueue("Fine.")
    send(qtbot, window, "And now?")
    assert engine.turns[-1].system_prompt == OWN
    projects.update(project.id, instructions="Answer like a parrot.")  # read at each turn
    window.controller.open_conversation(made)
    engine.enqueue("Squawk.")
    send(qtbot, window, "Hello?")
    assert engine.turns[-1].system_prompt == f"Answer like a parrot.\n\n{default}"


CALL = '<tool_call>{"name": "remember", "arguments": {"fact": "The hives are in Lyon"}}</tool_call>'


def test_memories_stay_in_their_project_and_remember_saves_for_the_chats_project(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, projects, store = hearth.window, hearth.projects, hearth.store
    assert projects is not None
    hives, code = projects.create("Hives"), projects.create("Code")
    assert hives is not None and code is not None
    store.memories.add("Ada also keeps bees near Lyon")
    projects.new_chat(hives.id)
    window.controller.set_settings(replace(window.controller.settings(), tools=("remember",)))
    card = window.findChild(ToolCallCard)
    assert isinstance(card, ToolCallCard)
    engine.enqueue(CALL)
    engine.enqueue("Noted.")
    qtbot.keyClicks(window.composer.input, "My beehives are in Lyon, remember that.")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(card.isVisible, timeout=5000)
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        qtbot.mouseClick(card.allow_button, Qt.MouseButton.LeftButton)
    assert [(m.text, m.project_id) for m in store.memories.all() if m.source == "model"] == [
        ("The hives are in Lyon", hives.id)]
    panel = hearth.memory.open_panel() if hearth.memory is not None else None  # the panel says whose it is
    assert panel is not None
    items = [panel.list.item(n) for n in range(panel.list.count())]
    [item] = [i for i in items if i.text().startswith("The hives")]
    assert "Only for the chats of the project Hives" in item.toolTip() and item.font().italic()
    panel.close()

    def asked_in(project_id: int | None) -> str:
        if project_id is None:
            window.controller.new_conversation()
        else:
            projects.new_chat(project_id)
        engine.enqueue("Noted.")
        send(qtbot, window, "Where are my hives and bees in Lyon?")
        return engine.turns[-1].system_prompt

    same = asked_in(hives.id)
    assert "The hives are in Lyon" in same and "keeps bees near Lyon" in same
    other = asked_in(code.id)
    assert "keeps bees near Lyon" in other and "The hives are in Lyon" not in other
    assert "The hives are in Lyon" not in asked_in(None)


def test_a_new_chat_opened_before_sending_drops_the_unsaved_project_chats_libraries(
        qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path) -> None:
    hearth = launch()
    window, projects, docs = hearth.window, hearth.projects, hearth.documents
    assert projects is not None and docs is not None
    (tmp_path / "sea").mkdir()
    (tmp_path / "land").mkdir()
    sea_docs, land_docs = docs.add_folder(tmp_path / "sea"), docs.add_folder(tmp_path / "land")
    assert sea_docs is not None and land_docs is not None
    sea = projects.create("Sea", libraries=[sea_docs])
    land = projects.create("Land", libraries=[land_docs])
    assert sea is not None and land is not None
    projects.new_chat(sea.id)
    assert docs.used(None) == {sea_docs}
    projects.new_chat(land.id)  # another project's new chat before sending: only its libraries
    assert docs.used(None) == {land_docs}
    window.controller.new_conversation()  # a plain new chat: none of them
    assert docs.used(None) == set()
    engine.enqueue("Hello.")
    send(qtbot, window, "Hello")
    loose = window.controller.current_conversation
    assert loose is not None and docs.used(loose) == set() and projects.project_of(loose) is None


def test_a_projects_libraries_reach_its_existing_and_imported_chats(
        qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.conversations import project_files

    hearth = launch()
    window, projects, docs, store = hearth.window, hearth.projects, hearth.documents, hearth.store
    assert projects is not None and docs is not None
    (tmp_path / "sea").mkdir()
    (tmp_path / "land").mkdir()
    sea_docs, land_docs = docs.add_folder(tmp_path / "sea"), docs.add_folder(tmp_path / "land")
    assert sea_docs is not None and land_docs is not None
    sea = projects.create("Sea", libraries=[sea_docs])
    assert sea is not None
    projects.new_chat(sea.id)
    engine.enqueue("Arr.")
    send(qtbot, window, "Ahoy")
    chat = window.controller.current_conversation
    assert chat is not None and docs.used(chat) == {sea_docs}
    assert projects.update(sea.id, libraries=[land_docs]) is not None  # its chats follow
    assert docs.used(chat) == {land_docs}

    land = docs.library(land_docs)
    assert land is not None
    file = tmp_path / "sea.json"
    file.write_text(json.dumps(project_to_json(store, store.projects.get(sea.id),
                                               [LibraryRef(land.name, land.root)])), encoding="utf-8")
    monkeypatch.setattr(project_files, "ask_open_path", lambda _parent: str(file))
    ui = window.findChild(ProjectsUi)
    assert isinstance(ui, ProjectsUi)
    ui.import_file()  # an imported chat is ticked for its project's libraries like one made in it
    copy = store.projects.find("Sea (2)")
    assert copy is not None and copy.libraries == (land_docs,)
    [imported] = store.projects.conversation_ids(copy.id)
    assert docs.used(imported) == {land_docs}
