"""Incognito chats in the real window with the scripted engine and the real store: no memory in their prompt and
no `remember` tool offered, not found by search, deleted for good when left, when Hearth quits, and at the next start
when a crash left one."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings, PresetStore
from app.store import NotFoundError, Store, StoreError
from app.system.paths import resolve_paths
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, send
from ui import app as ui_app
from ui.conversations.conversation_items import ID_ROLE
from ui.main_window import MainWindow
from ui.window_actions import help_rows

BEES = "I keep three beehives in Lyon"
TOOL = '{"name":"remember"'  # the tool as the model is offered it
QUESTION = "How should I feed my beehives this winter?"


def incognito(qtbot: QtBot, window: MainWindow) -> None:
    """File → New incognito chat, by its key."""
    window.composer.input.setFocus()
    qtbot.keyClick(window.composer.input, Qt.Key.Key_P,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.settings().incognito


def prompt(engine: FakeEngine) -> str:
    """What the engine was given for the last turn: its system prompt and messages (a turn with tools carries its
    system message, with the tools' listing, among them)."""
    turn = engine.turns[-1]
    return "\n".join([turn.system_prompt, turn.tools, *(m.content for m in turn.messages)])


def kept_chat_then_incognito(qtbot: QtBot, launch: Start, engine: FakeEngine) -> tuple[ui_app.Hearth, int]:
    """The window shown with one normal chat answered (its id returned), then a new incognito chat open."""
    hearth = launch()
    hearth.window.show()
    engine.enqueue("Hello.")
    send(qtbot, hearth.window, "A chat to keep")
    kept = hearth.controller.current_conversation
    assert kept is not None
    incognito(qtbot, hearth.window)
    return hearth, kept


def gone(conversation_id: int) -> bool:
    """Deleted for good (not in the trash) in the conversations database on disk."""
    with Store.open(resolve_paths().conversations_db) as store:
        try:
            store.get_conversation(conversation_id)
        except NotFoundError:
            return True
    return False


def listed(window: MainWindow) -> dict[int, str]:
    """The sidebar's chats: id -> the words shown."""
    model = window.conversation_list.view.model()
    return {model.index(row, 0).data(ID_ROLE): model.index(row, 0).data() for row in range(model.rowCount())}


def test_an_incognito_chat_is_given_no_memory_nor_the_remember_tool_and_is_not_searched(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, controller = hearth.window, hearth.controller
    window.show()
    hearth.store.memories.add(BEES)
    controller.set_new_chat_defaults(replace(controller.new_chat_defaults, tools=("remember",)))
    engine.enqueue("Noted.")
    send(qtbot, window, QUESTION)  # a normal chat: the memory and the tool
    assert BEES in prompt(engine) and TOOL in prompt(engine)
    incognito(qtbot, window)
    assert any(key == "Ctrl+Shift+P" for key, _ in help_rows())  # listed in F1
    banner = window.chat.findChild(QLabel, "incognito_banner")
    assert banner is not None and banner.isVisible() and window.windowTitle().startswith("Incognito")
    assert controller.settings().tools == ("remember",)  # ticked, and still not offered
    engine.enqueue("Noted.")
    send(qtbot, window, QUESTION + " Asked in secret.")
    assert BEES not in prompt(engine) and TOOL not in prompt(engine)
    assert hearth.memory is not None
    hearth.memory.menu.aboutToShow.emit()  # the Memory menu opened: this chat's switch is off, and can't be turned on
    assert not hearth.memory.this_chat.isChecked() and not hearth.memory.this_chat.isEnabled()
    window.controller.meter.measure_draft(QUESTION)  # the meter counts the draft as it would be sent
    assert BEES not in engine.requested("measure")[-1].system_prompt
    hits = controller.search("beehives")
    assert hits and all("secret" not in controller.conversation_title(h.conversation_id) for h in hits)
    assert len({h.conversation_id for h in hits}) == 1  # the normal chat alone
    controller.new_conversation()
    assert not banner.isVisible() and not window.windowTitle().startswith("Incognito")


def test_an_incognito_chat_is_deleted_for_good_when_left_and_when_hearth_quits(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth, kept = kept_chat_then_incognito(qtbot, launch, engine)
    window, controller = hearth.window, hearth.controller
    engine.enqueue("Hush.")
    send(qtbot, window, "A secret chat")
    secret = controller.current_conversation
    assert secret is not None and secret != kept and not gone(secret)
    shown = listed(window)  # the sidebar says which chat goes when left
    assert shown[secret] == "Incognito — A secret chat" and shown[kept] == "A chat to keep"
    controller.open_conversation(kept)  # left for another chat
    assert gone(secret) and not gone(kept)
    assert secret not in [c.id for c in controller.conversations()]
    incognito(qtbot, window)
    engine.enqueue("Hush.")
    send(qtbot, window, "Another secret")
    second = controller.current_conversation
    assert second is not None
    incognito(qtbot, window)  # left for a new incognito chat
    assert gone(second)
    engine.enqueue("Hush.")
    send(qtbot, window, "The last secret")
    last = controller.current_conversation
    assert last is not None and not gone(last)
    ui_app.stop(hearth)  # Hearth quits with it open
    assert gone(last) and not gone(kept)


def test_an_incognito_chat_a_crash_left_is_deleted_at_start(launch: Start) -> None:
    with Store.open(resolve_paths().conversations_db) as store:
        left = store.create_conversation("A secret", {"incognito": True}).id
        store.add_message(left, "user", "A secret", None)
        trashed = store.create_conversation("Another", {"incognito": True}).id
        store.delete_conversation(trashed)
        kept = store.create_conversation("A chat", {"incognito": False}).id
    hearth = launch()
    assert gone(left) and gone(trashed) and not gone(kept)
    assert [c.id for c in hearth.controller.conversations()] == [kept]


def test_a_preset_saved_from_an_incognito_chat_makes_no_chat_incognito(tmp_path: Path) -> None:
    presets = PresetStore(tmp_path / "presets.json")
    presets.save("Quiet", GenerationSettings(incognito=True))
    assert PresetStore(tmp_path / "presets.json").get("Quiet") == GenerationSettings()


def test_an_incognito_chat_left_while_its_reply_is_read_stops_it_and_goes_when_it_ended(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth, kept = kept_chat_then_incognito(qtbot, launch, engine)
    window, controller = hearth.window, hearth.controller
    told: list[object] = []
    controller.notices.posted.connect(told.append)
    engine.prefill_steps, engine.hold = 1000, True  # the secret's prompt is still being read when it is left
    qtbot.keyClicks(window.composer.input, "A long secret")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: controller.turns.busy and controller.current_conversation is not None, timeout=5000)
    secret = controller.current_conversation
    assert secret is not None
    with qtbot.waitSignal(controller.turns.reply_finished, timeout=5000):
        controller.open_conversation(kept)  # the reply is stopped…
    assert gone(secret) and not controller.turns.busy  # …and the chat deleted once it ended
    assert told == [] and not gone(kept)


def test_a_store_that_cannot_delete_at_quit_leaves_them_to_the_next_start(
        qtbot: QtBot, launch: Start, engine: FakeEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    hearth = launch()
    incognito(qtbot, hearth.window)
    engine.enqueue("Hush.")
    send(qtbot, hearth.window, "A secret chat")
    secret = hearth.controller.current_conversation
    assert secret is not None

    def refuse(*_args: object) -> int:
        raise StoreError("attempt to write a readonly database")

    monkeypatch.setattr(hearth.store, "delete_incognito", refuse)
    ui_app.stop(hearth)  # the rest of the shutdown goes on
    with Store.open(resolve_paths().conversations_db) as store:
        assert [c.id for c in store.list_conversations()] == [secret]
    launch()
    assert gone(secret)


def test_an_incognito_chat_deleted_from_the_sidebar_is_gone_for_good_and_offers_no_undo(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth, kept = kept_chat_then_incognito(qtbot, launch, engine)
    window = hearth.window
    engine.enqueue("Hush.")
    send(qtbot, window, "A secret chat")
    secret = window.controller.current_conversation
    assert secret is not None
    window.delete_conversation(secret)  # Del in the sidebar
    assert gone(secret) and window.controller.current_conversation == kept
    assert "“A secret chat” was deleted for good." in window.chat.notice_bar.text()
    assert window.chat.undo_bar.isHidden()  # an Undo here could only fail
    window.delete_conversation(kept)  # a kept chat still goes to the trash, with Undo
    assert not gone(kept) and "“A chat to keep” was deleted." in window.chat.undo_bar.text()
    assert not window.chat.undo_bar.isHidden()


def test_an_incognito_chat_the_store_cannot_delete_says_so_and_not_that_it_went(
        qtbot: QtBot, launch: Start, engine: FakeEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    hearth, _kept = kept_chat_then_incognito(qtbot, launch, engine)
    engine.enqueue("Hush.")
    send(qtbot, hearth.window, "A secret chat")
    secret = hearth.controller.current_conversation
    assert secret is not None

    def refuse(*_args: object) -> None:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(hearth.store, "delete_conversation", refuse)
    hearth.window.delete_conversation(secret)
    shown = hearth.window.chat.notice_bar.text()
    assert "can't be written" in shown and "deleted for good" not in shown
    assert hearth.controller.current_conversation == secret and not gone(secret)
