"""Projects in the real window's sidebar: folders above the loose chats made with New project… (its dialog, by
keys), a chat moved in by "Move to project ▸" or dropped on a project and out again, folding kept, renamed with
F2, deleted keeping its chats or not."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from app.store import Store
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, send
from ui import app as ui_app
from ui.conversations.chat_drag import dragged_chat
from ui.conversations.search_panel import HIT_ROLE, SearchPanel
from ui.main_window import MainWindow
from ui.wiring.projects import ProjectsUi


def _ui(window: MainWindow) -> ProjectsUi:
    found = window.findChild(ProjectsUi)
    assert isinstance(found, ProjectsUi)
    return found


def _answer(button_text: str) -> None:
    """Click `button_text` in the question box about to open (it runs its own event loop)."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        [button] = [b for b in box.findChildren(QPushButton) if b.text() == button_text]
        button.click()
    QTimer.singleShot(0, click)


def test_projects_are_folders_above_the_loose_chats_made_moved_folded_renamed_and_deleted(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, store = hearth.window, hearth.store
    assert isinstance(store, Store)
    ui, chats = _ui(window), window.conversation_list
    window.show()
    engine.enqueue("Hi.")
    send(qtbot, window, "A loose chat")
    loose = window.controller.current_conversation
    assert not ui.tree.tree.isVisible() and chats.displayed_titles() == ["A loose chat"]

    window.composer.input.setFocus()  # Projects → New project… by its key
    qtbot.keyClick(window.composer.input, Qt.Key.Key_N,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = ui.dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(dialog.name.hasFocus, timeout=2000)
    dialog.accept()  # no name yet: it says so and stays open
    assert dialog.isVisible() and dialog.problem.text() == "A project needs a name."
    qtbot.keyClicks(dialog.name, "Sea")
    dialog.emoji.setText("🏴")
    dialog.instructions.setPlainText("Answer like a pirate.")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)  # OK
    assert not dialog.isVisible()
    [sea] = store.projects.all()
    assert (sea.label, sea.instructions) == ("🏴 Sea", "Answer like a pirate.")
    assert ui.tree.isVisible() and ui.tree.heading.text() == "Projects"
    assert window.focusWidget() is window.composer.input  # a new chat in it, ready to type
    engine.enqueue("Arr.")
    send(qtbot, window, "Ahoy")
    assert engine.turns[-1].system_prompt.startswith("Answer like a pirate.")
    inside = window.controller.current_conversation
    assert ui.tree.shown() == ["🏴 Sea", "  Ahoy"] and chats.displayed_titles() == ["A loose chat"]
    assert ui.tree.tree.currentItem() is ui.tree.item_of(inside)  # the open chat is chosen in its folder

    assert loose is not None
    chats.select(loose)  # the loose chat's menu: Move to project ▸ 🏴 Sea
    [move] = [a.menu() for a in chats.context_menu().actions() if a.menu() is not None]
    assert move.title() == "Move to project"
    [to_sea] = [a for a in move.actions() if a.text() == "🏴 Sea"]
    to_sea.trigger()
    assert store.get_conversation(loose).project_id == sea.id
    assert ui.tree.shown() == ["🏴 Sea", "  Ahoy", "  A loose chat"] and chats.displayed_titles() == []
    item = ui.tree.item_of(loose)
    assert item is not None
    ui.tree.tree.setCurrentItem(item)  # a chat's menu in the folder: out of any project
    [out] = [a for a in ui.tree.context_menu(item).actions()[1].menu().actions() if a.text().startswith("No project")]
    out.trigger()
    assert store.get_conversation(loose).project_id is None and chats.displayed_titles() == ["A loose chat"]

    assert projects_move(hearth, loose, sea.id)
    folder = ui.tree.folder_of(sea.id)
    assert folder is not None
    folder.setExpanded(False)  # folded, and kept so
    assert store.projects.get(sea.id).collapsed and ui.tree.shown() == ["🏴 Sea"]
    ui.refresh()
    assert ui.tree.shown() == ["🏴 Sea"]


def test_a_project_is_renamed_with_f2_and_deleted_keeping_its_chats_or_not(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, store, projects = hearth.window, hearth.store, hearth.projects
    ui, chats = _ui(window), window.conversation_list
    window.show()
    assert projects is not None
    engine.enqueue("Hi.")
    send(qtbot, window, "A loose chat")
    loose = window.controller.current_conversation
    sea = projects.create("Sea", emoji="🏴")
    assert sea is not None and loose is not None
    projects.new_chat(sea.id)
    engine.enqueue("Arr.")
    send(qtbot, window, "Ahoy")
    inside = window.controller.current_conversation
    with qtbot.waitActive(window):
        window.activateWindow()
    ui.tree.tree.setFocus()
    ui.tree.tree.setCurrentItem(ui.tree.folder_of(sea.id))
    qtbot.keyClick(ui.tree.tree, Qt.Key.Key_F2)  # rename in place
    editor = ui.tree.tree.viewport().findChild(QLineEdit)
    assert isinstance(editor, QLineEdit) and editor.text() == "🏴 Sea"
    ui.refresh()  # a reply ending meanwhile: the tree waits for the editor
    assert ui.tree.tree.viewport().findChild(QLineEdit) is editor
    editor.selectAll()
    qtbot.keyClicks(editor, "Ocean")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: store.projects.get(sea.id).label == "🏴 Ocean", timeout=2000)

    _answer("Keep the chats")
    ui.tree.tree.setCurrentItem(ui.tree.folder_of(sea.id))
    qtbot.keyClick(ui.tree.tree, Qt.Key.Key_Delete)
    assert store.projects.all() == [] and not ui.tree.tree.isVisible()
    assert sorted(chats.displayed_titles()) == ["A loose chat", "Ahoy"]

    doomed = hearth.projects.create("Doomed") if hearth.projects else None  # deleted with its chats
    assert doomed is not None and hearth.projects is not None
    assert hearth.projects.move(loose, doomed.id)
    _answer("Delete the chats too")
    ui.delete(doomed.id)
    assert store.get_conversation(loose).deleted_at is not None and chats.displayed_titles() == ["Ahoy"]

    chats.select(inside)  # Move to project ▸ New project…: one made for this chat
    [move] = [a.menu() for a in chats.context_menu().actions() if a.menu() is not None]
    [made] = [a for a in move.actions() if a.text() == "New project…"]
    made.trigger()
    dialog = ui.dialog
    assert dialog is not None and dialog.isVisible() and dialog.windowTitle() == "New project"
    dialog.name.setText("Harbour")
    dialog.accept()
    [harbour] = store.projects.all()
    assert store.get_conversation(inside).project_id == harbour.id and ui.tree.shown() == ["Harbour", "  Ahoy"]



def projects_move(hearth: ui_app.Hearth, chat: int, project: int | None) -> bool:
    assert hearth.projects is not None
    return hearth.projects.move(chat, project)


def test_a_chat_dragged_onto_a_project_moves_in_and_dropped_on_the_loose_chats_moves_out(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, store = hearth.window, hearth.store
    ui, chats = _ui(window), window.conversation_list
    window.show()
    engine.enqueue("Hi.")
    send(qtbot, window, "A loose chat")
    loose = window.controller.current_conversation
    assert loose is not None and hearth.projects is not None
    sea = hearth.projects.create("Sea")
    assert sea is not None
    row = chats.view.model().index(0, 0)  # a loose chat dragged carries its id
    mime = chats.view.model().mimeData([row])
    assert dragged_chat(mime) == loose
    folder = ui.tree.folder_of(sea.id)  # dropped on the project: in
    assert folder is not None
    at = ui.tree.tree.visualItemRect(folder).center()
    drop = QDropEvent(at.toPointF(), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    ui.tree.tree.dropEvent(drop)
    assert drop.isAccepted()
    qtbot.waitUntil(lambda: store.get_conversation(loose).project_id == sea.id, timeout=2000)
    assert ui.tree.shown() == ["Sea", "  A loose chat"] and chats.displayed_titles() == []
    item = ui.tree.item_of(loose)
    assert item is not None
    out_mime = ui.tree.tree.mimeData([item])
    gone = QDropEvent(chats.view.viewport().rect().center().toPointF(), Qt.DropAction.MoveAction, out_mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    chats.view.dropEvent(gone)  # dropped on the loose chats: out again
    qtbot.waitUntil(lambda: store.get_conversation(loose).project_id is None, timeout=2000)
    assert chats.displayed_titles() == ["A loose chat"] and ui.tree.shown() == ["Sea"]


def test_export_project_then_import_project_brings_it_back_with_its_chats(
        qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.conversations import project_files

    hearth = launch()
    window, store, projects = hearth.window, hearth.store, hearth.projects
    assert projects is not None
    ui = _ui(window)
    sea = projects.create("Sea", instructions="Answer like a pirate.")
    assert sea is not None
    projects.new_chat(sea.id)
    engine.enqueue("Arr.")
    send(qtbot, window, "Ahoy")
    target = tmp_path / "sea"
    monkeypatch.setattr(project_files, "ask_save_path", lambda _parent, _suggested: str(target))
    folder = ui.tree.folder_of(sea.id)
    assert folder is not None
    [export] = [a for a in ui.tree.context_menu(folder).actions() if a.text() == "Export project…"]
    export.trigger()
    written = tmp_path / "sea.json"
    assert json.loads(written.read_text(encoding="utf-8"))["project"]["instructions"] == "Answer like a pirate."
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(project_files, "ask_open_path", lambda _parent: str(tmp_path / "broken.json"))
    errors: list[str] = []
    monkeypatch.setattr(project_files, "show_error", lambda _p, _title, text: errors.append(text))
    [importing] = [a for a in ui.menu.actions() if a.text() == "&Import project…"]
    importing.trigger()
    assert errors == ["broken.json is not a Hearth project file (a .json file made by Export project…)."]
    assert [p.name for p in store.projects.all()] == ["Sea"]
    monkeypatch.setattr(project_files, "ask_open_path", lambda _parent: str(written))
    importing.trigger()
    assert [p.name for p in store.projects.all()] == ["Sea", "Sea (2)"]
    copy = store.projects.find("Sea (2)")
    assert copy is not None and ui.tree.shown() == ["Sea", "  Ahoy", "Sea (2)", "  Ahoy"]
    [chat] = store.projects.conversation_ids(copy.id)
    ui.open_chat(chat)
    engine.enqueue("Arr again.")
    send(qtbot, window, "Still there?")
    assert engine.turns[-1].system_prompt.startswith("Answer like a pirate.")


def test_search_can_be_limited_to_a_project(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, projects = hearth.window, hearth.projects
    assert projects is not None
    ui, panel = _ui(window), window.search_panel
    hives = projects.create("Hives")
    assert hives is not None
    engine.enqueue("Noted.")
    send(qtbot, window, "Honey harvest in loose chat")
    projects.new_chat(hives.id)
    engine.enqueue("Noted.")
    send(qtbot, window, "Honey harvest in the project")
    folder = ui.tree.folder_of(hives.id)
    assert folder is not None
    [search] = [a for a in ui.tree.context_menu(folder).actions() if a.text() == "Search in project…"]
    search.trigger()  # the search, limited to the project
    assert window.sidebar.searching and ui.scope.currentText() == "In Hives"
    panel.query_edit.setText("honey")
    panel.run_search()
    assert _found(panel) == ["Honey harvest in the project"]
    ui.scope.setCurrentIndex(0)  # All conversations: searched again at once
    assert _found(panel) == ["Honey harvest in loose chat", "Honey harvest in the project"]


def _found(panel: SearchPanel) -> list[str]:
    """The titles of the chats the search found, sorted."""
    model = panel.model
    return sorted(model.index(n, 0).data(HIT_ROLE).conversation_title for n in range(model.rowCount()))


def test_project_settings_edited_in_the_dialog_reach_the_next_turn_and_a_missing_model_is_said(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, projects, store = hearth.window, hearth.projects, hearth.store
    assert projects is not None
    ui = _ui(window)
    sea = projects.create("Sea", model="A model that is gone")
    assert sea is not None
    projects.new_chat(sea.id)  # its model cannot be loaded: the person is told, the chat goes on
    assert "This project's model, A model that is gone, is no longer available." in window.chat.notice_bar.text()
    window.controller.set_settings(replace(window.controller.settings(), temperature=0.2))
    folder = ui.tree.folder_of(sea.id)
    assert folder is not None
    [edit] = [a for a in ui.tree.context_menu(folder).actions() if a.text() == "Project settings…"]
    edit.trigger()
    dialog = ui.dialog
    assert dialog is not None and dialog.isVisible() and dialog.windowTitle() == "Project settings — Sea"
    dialog.instructions.setPlainText("Answer like a sailor.")
    [take] = [b for b in dialog.findChildren(QPushButton) if b.text() == "Use the open chat's"]
    take.click()
    assert "Temperature 0.2" in dialog.summary.text()
    dialog.accept()
    saved = store.projects.get(sea.id)
    assert saved.instructions == "Answer like a sailor." and saved.settings["temperature"] == 0.2
    assert "system_prompt" not in saved.settings  # the instructions are the project's prompt, not a chat's
    projects.new_chat(sea.id)
    assert window.controller.settings().temperature == 0.2
    engine.enqueue("Aye.")
    send(qtbot, window, "Hello")
    assert engine.turns[-1].system_prompt.startswith("Answer like a sailor.")
