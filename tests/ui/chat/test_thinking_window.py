"""Thinking in the window (scripted engine): the folded "Thought for…" line and its click, the Think switch
(per chat, the model's default in its menu, "not switchable"), history without thinking, a reply cut off
inside its thinking, and a copy that leaves the thinking out."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.chat.reasoning import NO_THINKING, split
from app.chat.values import ChatMessage
from tests.app import reasoning_formats as f
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, send, shot, transcript
from ui.chat.live_thinking import focused_link
from ui.chat.thinking_html import CUT_TEXT, STREAMING_TAIL_CHARS, TAIL_TEXT, thinking_html
from ui.theme import LIGHT
from ui.wiring.thinking import ThinkButton


def model_folder(root: Path, template: str) -> Path:
    folder = root / "thinker"
    folder.mkdir()
    (folder / "chat_template.jinja").write_text(template, encoding="utf-8")
    (folder / "tokenizer_config.json").write_text("{}", encoding="utf-8")
    (folder / "tokenizer.json").write_text(json.dumps({"added_tokens": [{"content": "<think>"},
                                                                        {"content": "</think>"}]}))
    return folder


def think_button(window: object) -> ThinkButton:
    buttons = window.findChildren(ThinkButton)  # type: ignore[attr-defined]
    assert len(buttons) == 1
    return buttons[0]


def test_thinking_is_folded_above_the_answer_and_opens_on_click(launch: Start, engine: FakeEngine, qtbot: QtBot,
                                                                  tmp_path: Path) -> None:
    hearth = launch(model_folder(tmp_path, f.QWEN3))
    window = hearth.window
    engine.enqueue(f.QWEN3_STREAM)
    send(qtbot, window, "What is 2+2?")
    text = transcript(window)
    assert "Thought for" in text and "2 + 2 = 4" in text
    assert "the user asks" not in text and "<think>" not in text  # folded
    reply = hearth.controller.thread_items()[-1].message
    assert reply.provenance is not None and reply.provenance.thinking_s is not None
    window.chat_view._on_anchor_clicked(QUrl(f"hearth:thinking/{reply.id}"))
    assert "Okay, the user asks what 2 + 2 is." in transcript(window)
    shot(window, "thinking-open")
    window.chat_view._on_anchor_clicked(QUrl(f"hearth:thinking/{reply.id}"))
    assert "the user asks" not in transcript(window)
    window.chat_view._on_anchor_clicked(QUrl(f"hearth:copy/{reply.id}"))
    assert QGuiApplication.clipboard().text() == "2 + 2 = **4**"

    engine.enqueue("Six.")
    send(qtbot, window, "And 3+3?")
    sent = engine.requested("turn")[-1].messages
    assert [m.content for m in sent] == ["What is 2+2?", "2 + 2 = **4**", "And 3+3?"]  # no thinking sent back


def test_the_thinking_line_opens_with_the_keyboard_or_a_click_while_the_model_still_thinks(
        launch: Start, engine: FakeEngine, qtbot: QtBot, tmp_path: Path) -> None:
    window = launch(model_folder(tmp_path, f.QWEN3)).window
    engine.interval_ms = 3_600_000  # the test drives the stream itself: it stays in the thinking
    engine.enqueue(f.QWEN3_STREAM)
    qtbot.keyClicks(window.composer.input, "What is 2+2?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: engine.running is not None, timeout=5000)
    for _ in range(11):  # started, then "<think>" and nine pieces of the thinking
        engine.step()
    view, browser = window.chat_view, window.chat_view.browser
    qtbot.waitUntil(lambda: "Thinking…" in transcript(window), timeout=5000)
    assert "the user asks" not in view.live_text()
    reply = view.message_ids()[-1]
    link = f"hearth:thinking/{reply}"

    # the keyboard: Tab from link to link of the conversation reaches the line, Enter opens it, then folds it
    browser.setFocus()  # (no screenshot in this part: grabbing the window offscreen takes its focus away)
    stops = []
    for _ in range(8):
        qtbot.keyClick(browser, Qt.Key.Key_Tab)
        stops.append(focused_link(browser, browser.document().rootFrame()))
        if stops[-1] == link:
            break
    assert stops[-1] == link, stops
    qtbot.keyClick(browser, Qt.Key.Key_Return)
    assert "Okay, the user asks" in view.live_text()  # open, still thinking
    assert focused_link(browser, browser.document().rootFrame()) == link  # the keyboard is still on the line
    words = [line for line in transcript(window).splitlines() if "Thinking…" in line]
    for _ in range(3):
        engine.step()
    assert [line for line in transcript(window).splitlines() if "Thinking…" in line] != words  # the count grew
    assert focused_link(browser, browser.document().rootFrame()) == link  # and the focus stayed on the link
    qtbot.keyClick(browser, Qt.Key.Key_Return)
    assert "the user asks" not in view.live_text() and "Thinking…" in transcript(window)  # folded again

    # the mouse: a click on the line
    found = browser.document().find("Thinking…")
    found.setPosition(found.selectionStart() + 2)
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=browser.cursorRect(found).center())
    assert "Okay, the user asks" in view.live_text() and "Thinking…" in transcript(window)
    shot(window, "thinking-open-while-streaming")
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        while engine.running is not None:
            engine.step()
    assert "Okay, the user asks" in transcript(window)  # it stays open once the reply has ended


def test_the_switch_turns_thinking_off_for_this_chat_and_the_model_default_for_new_ones(
        launch: Start, engine: FakeEngine, qtbot: QtBot, tmp_path: Path) -> None:
    hearth = launch(model_folder(tmp_path, f.QWEN3))
    window = hearth.window
    button = think_button(window)
    assert button.isVisible() and button.isEnabled() and button.isChecked()
    button.click()  # off, in a new chat: it goes with the chat the first message makes
    assert not button.isChecked()
    engine.enqueue(f.QWEN3_STREAM_OFF)
    send(qtbot, window, "What is 2+2?")
    record = engine.requested("turn")[-1]
    assert record.continue_last and record.messages[-1].content == NO_THINKING
    assert "Thought" not in transcript(window) and "2 + 2 = 4." in transcript(window)
    chat = hearth.controller.current_conversation
    hearth.controller.new_conversation()
    assert button.isChecked()  # a new chat starts with the model's default
    button.default_action.trigger()  # the model's default: off
    assert not button.isChecked()
    hearth.controller.open_conversation(chat)
    assert not button.isChecked()
    button.click()
    engine.enqueue(f.QWEN3_STREAM)
    send(qtbot, window, "Think this time")
    assert not engine.requested("turn")[-1].continue_last


def test_a_model_that_always_thinks_says_not_switchable(launch: Start, tmp_path: Path) -> None:
    hearth = launch(model_folder(tmp_path, f.DEEPSEEK_R1_DISTILL))
    button = think_button(hearth.window)
    assert button.isVisible() and button.isChecked() and not button.isEnabled()
    assert "not switchable" in button.toolTip()


def test_a_model_that_does_not_think_has_no_think_button(launch: Start) -> None:
    assert not think_button(launch().window).isVisible()


def test_a_reply_cut_off_inside_its_thinking_says_so_and_offers_continue(
        launch: Start, engine: FakeEngine, qtbot: QtBot, tmp_path: Path) -> None:
    hearth = launch(model_folder(tmp_path, f.QWEN3))
    window = hearth.window
    engine.enqueue(f.QWEN3_STREAM[:8], finish_reason="length")
    send(qtbot, window, "What is 2+2?")
    text = transcript(window)
    assert CUT_TEXT in text and "Continue" in text
    engine.enqueue(f.QWEN3_STREAM[8:])
    reply = hearth.controller.thread_items()[-1].message
    with qtbot.waitSignal(hearth.controller.turns.reply_finished, timeout=5000):
        window.chat_view._on_anchor_clicked(QUrl(f"hearth:continue/{reply.id}"))
    record = engine.requested("turn")[-1]
    assert record.continue_last and record.messages[-1].content.startswith("<think>")  # goes on as it was
    assert CUT_TEXT not in transcript(window) and "2 + 2 = **4**" not in transcript(window)
    assert "2 + 2 = 4" in transcript(window)


def test_a_title_is_asked_for_without_thinking_where_the_template_can(qtbot: QtBot) -> None:
    from app.chat.generation import GenerationSettings
    from app.qt.titles import TitleWriter

    engine = FakeEngine(interval_ms=1)
    engine.down = None
    writer = TitleWriter(engine)
    engine.enqueue("Sums")
    with qtbot.waitSignal(writer.titled, timeout=5000):
        writer.write(1, [ChatMessage("user", "What is 2+2?")], GenerationSettings(), no_thinking=True)
    record = engine.requested("turn")[-1]
    assert record.continue_last and record.messages[-1] == ChatMessage("assistant", NO_THINKING)


def test_a_long_thinking_opened_while_it_streams_shows_its_last_lines_then_all_of_it() -> None:
    thinking = " ".join(f"step{i}" for i in range(3000))
    streaming = split(f"<think>{thinking}")
    shown = thinking_html(7, streaming, LIGHT, opened=True, streaming=True, seconds=None)
    assert "step2999" in shown and "step0 " not in shown and TAIL_TEXT in shown  # bounded: the last lines
    assert len(shown) < STREAMING_TAIL_CHARS + 1000 and "3,000 words" in shown
    ended = thinking_html(7, split(f"<think>{thinking}</think>Done."), LIGHT, opened=True, streaming=False,
                          seconds=40.0)
    assert "step0 " in ended and "step2999" in ended and TAIL_TEXT not in ended and "Thought for 40 s" in ended
