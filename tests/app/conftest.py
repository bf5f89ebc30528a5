"""Fixtures for the store tests: a real SQLite file in the test's folder, with a stepping clock."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.store import Store
from tests.app.store_clock import Clock


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(tmp_path: Path, clock: Clock) -> Iterator[Store]:
    with Store.open(tmp_path / "conv.sqlite3", clock=clock) as opened:
        yield opened
