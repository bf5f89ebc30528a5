"""What the person is told takes one path: `Notices` logs each notice once by severity and hands it on."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot

from app.qt.notices import Notice, Notices


class Source(QObject):
    said = Signal(str)
    failed = Signal(str, bool)


def test_signals_of_sentences_join_the_path_with_their_severity(qtbot: QtBot,
                                                                caplog: pytest.LogCaptureFixture) -> None:
    notices, source = Notices(), Source()
    posted: list[Notice] = []
    notices.posted.connect(posted.append)
    notices.follow(source.said, "info", chat=True)
    notices.follow(source.failed, "error")
    with caplog.at_level(logging.INFO, logger="hearth.notices"):
        source.said.emit("Your title: a secret plan")
        source.failed.emit("The disk is full.", True)
    assert posted == [Notice("Your title: a secret plan", "info", chat=True), Notice("The disk is full.", "error")]
    logged = [r.getMessage() for r in caplog.records]
    assert logged == ["notice (info)", "notice (error): The disk is full."]  # an info may quote the person
