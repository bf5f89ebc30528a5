"""Tools in the whole window with the REAL demo model: a call that parses and matches its schema, shown
on a card, approved with a click, its result given to the model; Deny; Stop; a restart and an export."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import jsonschema
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.conversation.thread import ThreadItem
from app.store.export import to_markdown
from app.tools.builtin import BUILTINS
from app.tools.spec import CallRecord, calls_of
from tests.e2e.real_window import Start, started
from tests.ui.widget_shots import SHOTS_DIR
from ui import app as ui_app
from ui.chat.tool_card import ToolCallCard
from ui.main_window import MainWindow

pytestmark = [pytest.mark.slow]
TURN_MS = 300_000  # a wait, not a speed bound: CI machines run several suites at once
TOOLS = replace(GenerationSettings(), temperature=0.0, max_new_tokens=40, tools=("current_time",),
                tool_choice="required")


@pytest.fixture()
def launch(qtbot: QtBot, demo_model: Path) -> Iterator[Start]:
    with started(qtbot, demo_model, TURN_MS) as start:
        yield start


def card(window: MainWindow) -> ToolCallCard:
    found = window.findChild(ToolCallCard)
    assert isinstance(found, ToolCallCard)
    return found


def ask(qtbot: QtBot, window: MainWindow, text: str) -> CallRecord:
    """Type a question in a chat that may call current_time; returns the call once its card shows."""
    window.controller.set_settings(TOOLS)
    qtbot.keyClicks(window.composer.input, text)
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: card(window).isVisible(), timeout=TURN_MS)
    record = card(window).record
    assert record is not None and record.status == "pending"
    return record


def finished(qtbot: QtBot, window: MainWindow, action: Callable[[], object]) -> ThreadItem:
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=TURN_MS) as blocker:
        action()
    assert blocker.args is not None
    return blocker.args[1]


def allow_until_answered(qtbot: QtBot, window: MainWindow) -> ThreadItem:
    """Click Allow on each call (the model may call again after a result) until the reply ends."""
    done: list[ThreadItem] = []
    window.controller.turns.reply_finished.connect(lambda _cid, item: done.append(item))
    while not done:
        shown = card(window)
        if shown.isVisible() and shown.record is not None and shown.record.status == "pending":
            qtbot.mouseClick(shown.allow_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(done) or (card(window).isVisible() and card(window).record is not None
                                               and card(window).record.status == "pending"), timeout=TURN_MS)
    return done[0]


def test_a_time_question_calls_the_tool_approved_on_its_card(qtbot: QtBot, launch: Start,
                                                            ) -> None:
    hearth = launch()
    window = hearth.window
    record = ask(qtbot, window, "What time is it now?")
    assert record.tool == "current_time"
    jsonschema.validate(record.arguments, BUILTINS["current_time"][0].parameters)  # the grammar's promise
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS_DIR / "tool_call_card.png"))
    reply = allow_until_answered(qtbot, window)
    assert not card(window).isVisible()
    kept = calls_of(reply.message.provenance)
    assert {(c.tool, c.status) for c in kept} == {("current_time", "ok")} and "UTC" in kept[0].result
    assert reply.message.status == "complete" and reply.message.content.strip()
    assert "current_time" in window.chat_view.browser.toPlainText()  # the call is shown in the reply
    window.grab().save(str(SHOTS_DIR / "tool_call_answered.png"))
    cid = reply.message.conversation_id
    ui_app.stop(hearth)

    again = launch()  # after a restart, the call is still there: in the thread, and in the export
    again.controller.open_conversation(cid)
    assert "current_time" in again.window.chat_view.browser.toPlainText()
    store = again.store
    exported = to_markdown(store.get_conversation(cid), store.thread(cid))
    assert "Tool call **current_time**" in exported and kept[0].result.split(",")[0] in exported


def test_deny_and_stop(qtbot: QtBot, launch: Start) -> None:
    window = launch().window
    record = ask(qtbot, window, "What time is it?")
    reply = finished(qtbot, window, lambda: qtbot.mouseClick(card(window).deny_button, Qt.MouseButton.LeftButton))
    assert calls_of(reply.message.provenance)[0].status == "denied" and record.status == "denied"
    ask(qtbot, window, "And now?")
    reply = finished(qtbot, window, lambda: qtbot.keyClick(window.composer.input, Qt.Key.Key_Escape))
    assert reply.message.status == "cancelled" and calls_of(reply.message.provenance)[0].status == "cancelled"
    assert not card(window).isVisible() and not window.controller.busy
