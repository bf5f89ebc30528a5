"""What the person is told takes one path: `Notices` logs each notice once by severity and hands it on."""

from __future__ import annotations

import logging

import pytest
from pytestqt.qtbot import QtBot

from app.qt.notices import Notice, Notices


def test_sentences_take_the_path_with_their_severity(qtbot: QtBot, caplog: pytest.LogCaptureFixture) -> None:
    notices = Notices()
    posted: list[Notice] = []
    notices.posted.connect(posted.append)
    with caplog.at_level(logging.INFO, logger="hearth.notices"):
        notices.say("Your title: a secret plan", chat=True)
        notices.say("The disk is full.", "error")
    assert posted == [Notice("Your title: a secret plan", "info", chat=True), Notice("The disk is full.", "error")]
    logged = [r.getMessage() for r in caplog.records]
    assert logged == ["notice (info)", "notice (error): The disk is full."]  # an info may quote the person
