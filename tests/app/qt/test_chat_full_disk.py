"""The chat controller when the disk fills up (the scripted fake engine, a real store whose writes fail):
the turn ends, what was written is saved later, and a message that could not be saved stays unsent."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.chat.provenance import Provenance
from app.conversation.thread import ThreadItem
from app.qt.chat_controller import ChatController
from app.qt.notices import Notice
from app.store import Store
from tests.app.fake_engine import FakeEngine
from tests.app.qt.chat_helpers import contents, run


def full_disk(*_args: object, **_kwargs: object) -> Any:
    raise sqlite3.OperationalError("database or disk is full")


def test_a_full_disk_mid_stream_ends_the_turn_and_saves_later(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store,
        monkeypatch: pytest.MonkeyPatch) -> None:
    engine.interval_ms = 10
    pieces = [f"w{i} " for i in range(200)]
    engine.enqueue(pieces)
    started: list[ThreadItem] = []
    chat.turns.reply_started.connect(lambda _c, item: started.append(item))
    chat.send("write a lot")
    qtbot.waitUntil(lambda: bool(started) and store.get_message(started[0].message.id).content != "",
                    timeout=3000)  # one partial save went through
    reply_id = started[0].message.id
    monkeypatch.setattr(store, "save_partial", full_disk)
    monkeypatch.setattr(store, "finish_reply", full_disk)
    with qtbot.waitSignal(chat.notices.posted, timeout=3000) as error:  # the next partial save fails
        pass
    assert error.args and "the disk is full" in error.args[0].text
    assert chat.busy and chat.writes.waiting == 1  # the stream goes on, the text is kept in memory
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=5000) as blocker:
        pass
    assert not chat.busy and chat.writes.waiting == 1  # ended, its final save waits
    first = blocker.args[1] if blocker.args else None
    assert first is not None and (first.message.status, first.message.content) == ("complete", "".join(pieces))
    assert chat.thread_items()[-1] == first  # shown as it ended, not as last saved
    engine.enqueue([f"x{i} " for i in range(500)])
    with qtbot.waitSignal(chat.turns.reply_text, timeout=3000):
        assert chat.send("more")  # sending works
    assert engine.turns[-1].messages[1].content == "".join(pieces)  # the history has the reply as it ended
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=3000) as stopped:
        chat.stop()  # and so does Stop
    assert stopped.args is not None and stopped.args[1].message.status == "cancelled"
    assert not chat.busy and chat.writes.waiting == 2
    monkeypatch.undo()
    with qtbot.waitSignal(chat.notices.posted) as info:
        chat.writes.retry()
    assert info.args == [Notice("Everything is saved again.")] and chat.writes.waiting == 0
    saved = store.get_message(reply_id)
    assert (saved.content, saved.status) == ("".join(pieces), "complete")
    assert (saved.provenance or Provenance()).generated_tokens == 200
    last = store.get_message(stopped.args[1].message.id)
    assert (last.content, last.status) == (stopped.args[1].message.content, "cancelled")
    assert chat.thread_items()[-1].message == last


def test_a_full_disk_at_send_keeps_the_message_unsent(qtbot: QtBot, chat: ChatController, store: Store,
                                                      engine: FakeEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    run(qtbot, chat, lambda: chat.send("first"))
    before = contents(chat)
    monkeypatch.setattr(store, "add_message", full_disk)
    with qtbot.waitSignal(chat.notices.posted) as error:
        assert chat.send("second") is False
    said = error.args[0].text if error.args else ""
    assert "not sent" in said and "the disk is full" in said
    assert contents(chat) == before and not chat.busy and len(engine.requested("turn")) == 1
    monkeypatch.setattr(store, "create_conversation", full_disk)
    chat.new_conversation()
    with qtbot.waitSignal(chat.notices.posted):
        assert chat.send("in a new chat") is False
    assert chat.current_conversation is None and len(store.list_conversations()) == 1
    monkeypatch.undo()
    assert run(qtbot, chat, lambda: chat.send("second")).message.content == "Echo: second"
