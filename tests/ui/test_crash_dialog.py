"""Uncaught exceptions in a slot or a worker thread reach the log and a dialog, never only stderr."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ui.crash_dialog import CrashNotifier


@pytest.fixture()
def notifier(qtbot: QtBot) -> Iterator[CrashNotifier]:
    n = CrashNotifier()
    yield n
    n.close()
    if n.box is not None:
        n.box.close()


def test_an_exception_in_a_thread_is_logged_and_shown_once(qtbot: QtBot, notifier: CrashNotifier,
                                                           caplog: pytest.LogCaptureFixture) -> None:
    secret = "My bank PIN is 1234"

    def boom() -> None:
        raise ValueError(secret)

    with caplog.at_level(logging.ERROR, logger="hearth.crash"):
        for _ in range(2):
            worker = threading.Thread(target=boom, name="worker")
            worker.start()
            worker.join()
        qtbot.waitUntil(lambda: len(notifier.shown) == 1, timeout=3000)
    report = notifier.shown[0]
    assert "ValueError in thread worker" in report.summary
    assert "boom" in report.details
    assert "PIN" not in report.details and "PIN" not in caplog.text  # no exception text: it may be a prompt
    assert "ValueError" in caplog.text
    box = notifier.box
    assert box is not None and box.text() == report.summary
    copy = next(b for b in box.buttons() if b.text() == "Copy details")
    copy.click()
    assert QApplication.clipboard().text() == report.details


def test_an_exception_in_a_slot_reaches_the_dialog(qtbot: QtBot, notifier: CrashNotifier) -> None:
    def slot() -> None:
        raise KeyError("x")

    QTimer.singleShot(0, slot)
    qtbot.waitUntil(lambda: len(notifier.shown) == 1, timeout=3000)
    assert "KeyError" in notifier.shown[0].summary
