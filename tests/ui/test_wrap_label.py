"""A word-wrapped label in a layout that does not ask for height-for-width (a splitter's pane) still shows
every line: when it is narrowed, and when its text grows at the same width."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QTextEdit
from pytestqt.qtbot import QtBot

from tests.ui.widget_shots import shows_every_line
from ui.wrap_label import WrapLabel

STEP = "Preparing document search (once): Exporting the embedding model to ONNX (a few seconds)…"


def test_a_wrapped_label_in_a_splitter_shows_every_line(qtbot: QtBot) -> None:
    splitter = QSplitter(Qt.Orientation.Vertical)
    qtbot.addWidget(splitter)
    splitter.addWidget(QTextEdit())
    label = WrapLabel("Preparing document search (once):")
    splitter.addWidget(label)
    splitter.resize(240, 400)
    splitter.setSizes([390, 10])  # the person dragged the handle down
    splitter.show()
    qtbot.waitUntil(lambda: shows_every_line(label))
    label.setText(STEP)  # a longer step at the same width
    qtbot.waitUntil(lambda: shows_every_line(label))
    splitter.resize(160, 400)  # narrower: more lines
    qtbot.waitUntil(lambda: shows_every_line(label))
