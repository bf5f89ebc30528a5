"""A project's chats in the real window's sidebar: a chat dropped on its own project (or anywhere its move changes
nothing) stays shown; a project's chat is renamed, pinned and deleted like a loose one, by menu and by key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, send
from ui.wiring.projects import ProjectsUi


def _ui(start: Start, engine: FakeEngine, qtbot: QtBot) -> tuple[ProjectsUi, int, int]:
    """The window with a project Sea holding one chat, "Ahoy": (its ProjectsUi, the project's id, the chat's)."""
    hearth = start()
    ui = hearth.window.findChild(ProjectsUi)
    assert isinstance(ui, ProjectsUi) and hearth.projects is not None
    sea = hearth.projects.create("Sea")
    assert sea is not None
    hearth.projects.new_chat(sea.id)
    engine.enqueue("Arr.")
    send(qtbot, hearth.window, "Ahoy")
    chat = hearth.window.controller.current_conversation
    assert chat is not None
    return ui, sea.id, chat


def test_a_chat_dropped_on_its_own_project_is_taken_as_a_copy_and_stays_shown(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    ui, sea, chat = _ui(launch, engine, qtbot)
    item, folder = ui.tree.item_of(chat), ui.tree.folder_of(sea)
    assert item is not None and folder is not None
    mime = ui.tree.tree.mimeData([item])  # kept: the event does not own it
    offered = ui.tree.tree.model().supportedDragActions()  # what a drag out of the tree offers (Copy, Move)
    proposing_move = Qt.KeyboardModifier.ShiftModifier  # Move proposed, as the tree's own drags do
    drop = QDropEvent(ui.tree.tree.visualItemRect(folder).center().toPointF(), offered,
                      mime, Qt.MouseButton.LeftButton, proposing_move)
    assert drop.proposedAction() == Qt.DropAction.MoveAction
    ui.tree.tree.dropEvent(drop)
    # Qt's drag source removes the dragged row itself after a Move: the store moves chats, so a drop is a Copy
    assert drop.isAccepted() and drop.dropAction() == Qt.DropAction.CopyAction
    qtbot.wait(0)
    assert ui.tree.shown() == ["Sea", "  Ahoy"]
    chats = ui.window.conversation_list
    out = QDropEvent(chats.view.viewport().rect().center().toPointF(), offered,
                     mime, Qt.MouseButton.LeftButton, proposing_move)
    chats.view.dropEvent(out)
    assert out.isAccepted() and out.dropAction() == Qt.DropAction.CopyAction


def test_a_projects_chat_is_renamed_with_f2_pinned_and_deleted_with_del_like_a_loose_one(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    ui, sea, chat = _ui(launch, engine, qtbot)
    window = ui.window
    store = ui.projects.store
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    item = ui.tree.item_of(chat)
    assert item is not None
    ui.tree.tree.setFocus()
    ui.tree.tree.setCurrentItem(item)
    qtbot.keyClick(ui.tree.tree, Qt.Key.Key_F2)  # renamed in place
    editor = ui.tree.tree.viewport().findChild(QLineEdit)
    assert isinstance(editor, QLineEdit) and editor.text() == "Ahoy"
    editor.selectAll()
    qtbot.keyClicks(editor, "Treasure map")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ui.tree.shown() == ["Sea", "  Treasure map"], timeout=2000)
    assert store.get_conversation(chat).title == "Treasure map"

    item = ui.tree.item_of(chat)
    assert item is not None
    menu = ui.tree.context_menu(item)  # the conversation list's Rename, Pin and Delete
    assert [a.text() for a in menu.actions() if a.text()] == ["Open", "Move to project", "Rename", "Pin", "Delete"]
    [pin] = [a for a in menu.actions() if a.text() == "Pin"]
    pin.trigger()
    assert store.get_conversation(chat).pinned
    item = ui.tree.item_of(chat)
    assert item is not None and item.toolTip(0) == "Pinned"
    assert "Unpin" in [a.text() for a in ui.tree.context_menu(item).actions()]

    ui.tree.tree.setFocus()
    ui.tree.tree.setCurrentItem(item)
    qtbot.keyClick(ui.tree.tree, Qt.Key.Key_Delete)  # deleted, with the window's Undo
    assert store.get_conversation(chat).deleted_at is not None and ui.tree.shown() == ["Sea"]
    assert [p.id for p in store.projects.all()] == [sea]  # the chat, not its project
