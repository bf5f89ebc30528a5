"""Conversations in the window: the status bar speaks of the open one, the last one comes back at
start, titles come from the first exchange, and a stopped reply can be continued."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.chat.provenance import Provenance
from app.qt.titles import REQUEST
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, send, shot, transcript
from ui import app as ui_app
from ui.chat.message_html import MessageView


def test_status_bar_figures_belong_to_the_open_conversation(qtbot: QtBot, launch: Start) -> None:
    window = launch().window
    status = window.status
    assert status.speed_text() == "—"  # nothing open yet
    send(qtbot, window, "first question")
    qtbot.waitUntil(lambda: status.speed_text().startswith("50.0 tok/s"))
    first = window.controller.current_conversation
    window.controller.new_conversation()
    assert status.speed_text() == "—" and status.context_meter.text().startswith("— / 2,048 tokens")
    assert first is not None
    with qtbot.waitSignal(window.controller.usage_changed, check_params_cb=lambda u: u.used_tokens is not None):
        window.conversation_list.selected.emit(first)
    assert status.speed_text().startswith("50.0 tok/s") and not status.context_meter.text().startswith("—")
    shot(window, "window_status_of_open_conversation")


def test_the_last_conversation_is_open_again_at_start(qtbot: QtBot, launch: Start) -> None:
    hearth = launch()
    send(qtbot, hearth.window, "remember me")
    send(qtbot, hearth.window, "and this")
    hearth.controller.new_conversation()
    send(qtbot, hearth.window, "the one open at the end")
    last = hearth.controller.current_conversation
    ui_app.stop(hearth)
    again = launch(fake=FakeEngine(interval_ms=1))
    assert again.controller.current_conversation == last
    assert "the one open at the end" in transcript(again.window)
    assert again.window.conversation_list.selected_id() == last
    assert again.window.windowTitle() == "the one open at the end — Hearth"
    again.settings.update(reopen_last=False)
    ui_app.stop(again)
    third = launch(fake=FakeEngine(interval_ms=1))
    assert third.controller.current_conversation is None and "the one open" not in transcript(third.window)


def test_continue_is_offered_after_stop_and_goes_on(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    engine.interval_ms = 5
    engine.enqueue([f"w{i} " for i in range(500)])
    qtbot.keyClicks(window.composer.input, "tell me a long story")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000) as stopped:
        qtbot.waitUntil(lambda: "w3" in window.chat_view.live_text(), timeout=3000)
        window.composer.stop_button.click()
    reply = stopped.args[1] if stopped.args else None
    assert reply is not None and reply.message.status == "cancelled" and reply.can_continue
    html = window.chat_view.browser.toHtml()
    assert f'href="hearth:continue/{reply.message.id}"' in html
    shot(window, "window_stopped_reply_with_continue")
    engine.enqueue([" and they lived happily ever after."])
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000) as continued:
        window.chat_view.continue_requested.emit(reply.message.id)  # what the "Continue" link emits
    more = continued.args[1] if continued.args else None
    assert more is not None and more.message.content.startswith(reply.message.content)
    assert more.message.content.endswith("happily ever after.") and more.version_count == 1  # in place
    assert "happily ever after" in transcript(window) and "1/2" not in transcript(window)


def test_one_token_is_one_token() -> None:
    assert "1 token (prompt" in Provenance(generated_tokens=1, prompt_tokens=9).line()
    assert "2 tokens" in Provenance(generated_tokens=2).line()
    assert MessageView(1, "assistant", "x").version_count == 1


def test_the_model_names_a_new_conversation(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch(titles=True).window
    engine.enqueue("Paris is the capital city of France.")
    engine.enqueue("French Capital City")
    with qtbot.waitSignal(window.controller.conversations_changed, timeout=3000,
                          check_params_cb=lambda: window.controller.conversations()[0].title == "French Capital City"):
        window.composer.set_text("hi there\nwhat is the capital of france? answer briefly")
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    assert engine.turns[-1].messages[-1].content == REQUEST  # the conversation, then the title question
    assert window.conversation_list.displayed_titles()[0] == "French Capital City"
    assert window.windowTitle() == "French Capital City — Hearth"
    shot(window, "window_titled_by_the_model")
