"""A project's chats in the real window's sidebar: a chat dropped on its own project (or anywhere its move changes
nothing) stays shown; a project's chat is renamed, pinned and deleted like a loose one, by menu and by key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QDropEvent
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
