"""Guards against known-bad Qt bindings: a pin in pyproject.toml is only as good as this test."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def test_void_qt_calls_keep_the_reference_to_none(qtbot: QtBot) -> None:
    """PySide6 6.12.0 on Python 3.11 lost one reference to None per call of a void method, which
    aborts a long session ("Fatal Python error: deallocating None")."""
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
    assert sys.getrefcount(None) - before > -100


def test_emit_keeps_the_reference_to_its_result() -> None:
    """PySide6 6.12.0 on Python 3.11 returned True from emit() without a reference of its own
    ("Fatal Python error: bool_dealloc" after a few thousand emits)."""

    class Source(QObject):
        ping = Signal(int)

    source = Source()
    before = sys.getrefcount(True)
    for _ in range(2000):
        source.ping.emit(1)
    assert sys.getrefcount(True) - before > -100
