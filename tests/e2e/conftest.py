"""The `launch` fixture: the whole window on the REAL demo model (or the model a test names)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.e2e.real_window import Start, started


@pytest.fixture()
def launch(qtbot: QtBot, demo_model: Path) -> Iterator[Start]:
    with started(qtbot, demo_model) as start:
        yield start
