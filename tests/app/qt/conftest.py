"""Fixtures for the Qt side of the core: the scripted fake engine, and a chat controller over it with the
fake model loaded (on the app tests' real SQLite store)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from app.qt.chat_controller import ChatController
from app.store import Store
from tests.app.fake_engine import FakeEngine
from tests.app.qt.chat_helpers import loaded


@pytest.fixture()
def engine() -> FakeEngine:
    return FakeEngine(interval_ms=1)


@pytest.fixture()
def chat(qtbot: QtBot, engine: FakeEngine, store: Store) -> Iterator[ChatController]:
    with loaded(qtbot, engine, store) as controller:
        yield controller
