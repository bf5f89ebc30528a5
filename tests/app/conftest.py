"""Fixtures for the app tests: a real SQLite store with a stepping clock, and an engine client with the
real demo model loaded (closed, host and all, after the test)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine.client import EngineClient
from app.store import Store
from tests.app.store_clock import Clock


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(tmp_path: Path, clock: Clock) -> Iterator[Store]:
    with Store.open(tmp_path / "conv.sqlite3", clock=clock) as opened:
        yield opened


@pytest.fixture()
def client(demo_model: Path) -> Iterator[EngineClient]:
    c = EngineClient()
    c.load(str(demo_model))
    yield c
    c.close()
