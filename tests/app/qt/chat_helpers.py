"""Helpers for the tests of the chat controller on the scripted fake engine (`tests.app.fake_engine`): a
controller built as `ui.app.start` builds it, loaded with the fake model, and a wait for a reply. The
`chat` fixture over them is tests/app/qt/conftest.py's (`engine` is tests/conftest.py's); tests/app/tools uses
them too."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from app.conversation.thread import ThreadItem
from app.qt.chat_controller import ChatController
from app.qt.model_session import ModelSession
from app.store import Store
from tests.app.fake_engine import FakeEngine

MODEL = Path("/models/tiny-model")


def make(engine: FakeEngine, store: Store, **session: Any) -> ChatController:
    """A controller with its model session, as `ui.app.start` builds them."""
    return ChatController(engine, store, ModelSession(engine, **session))


@contextmanager
def loaded(qtbot: QtBot, engine: FakeEngine, store: Store) -> Iterator[ChatController]:
    """A controller with `MODEL` loaded, shut down on the way out."""
    controller = make(engine, store)
    with qtbot.waitSignal(controller.models.loaded):
        controller.load_model(MODEL)
    try:
        yield controller
    finally:
        controller.shutdown()


def run(qtbot: QtBot, chat: ChatController, action: object) -> ThreadItem:
    """Do `action` (a callable) and wait for the reply it starts to finish; returns the reply."""
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=5000) as blocker:
        assert callable(action)
        assert action() is not False
    assert blocker.args is not None
    item = blocker.args[1]
    assert isinstance(item, ThreadItem)
    return item


def contents(chat: ChatController) -> list[tuple[str, str]]:
    """(role, text) of each message of the open thread."""
    return [(i.message.role, i.message.content) for i in chat.thread_items()]
