"""Fixtures for the Qt side of the core: a chat controller over the scripted fake engine (tests/conftest.py's
`engine`) with the fake model loaded, on the app tests' real SQLite store."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from app.qt.chat_controller import ChatController
from app.store import Store
from tests.app.fake_engine import FakeEngine
from tests.app.qt.chat_helpers import loaded


@pytest.fixture()
def chat(qtbot: QtBot, engine: FakeEngine, store: Store) -> Iterator[ChatController]:
    with loaded(qtbot, engine, store) as controller:
        yield controller
