"""The composer tells the truth: its hint follows every change of state (and is repainted), a long
message says how much of the context it takes, and a long pasted message is folded in the transcript."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject, Qt, QUrl
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.app.fake_engine import FakeEngine
from tests.ui.widget_shots import SHOTS_DIR
from tests.ui.window_helpers import Start, send, shot, transcript
from ui.chat.composer import LONG_CHARS
from ui.main_window import MainWindow

READY = "Message the model (Enter to send, Shift+Enter for a new line)"
WRITING = "Writing a reply… press Esc or Stop to stop it"


class PaintCounter(QObject):
    """Counts the paint events a widget gets (the hint is only seen if the editor repaints)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def expect_hint(qtbot: QtBot, window: MainWindow, paints: PaintCounter, before: int, text: str, name: str) -> int:
    """The hint says `text`, and the empty editor was painted again since `before`; a screenshot."""
    composer = window.composer
    assert composer.text() == ""
    qtbot.waitUntil(lambda: composer.input.placeholderText() == text, timeout=3000)
    qtbot.waitUntil(lambda: paints.count > before, timeout=3000)
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    composer.grab().save(str(SHOTS_DIR / f"composer_hint_{name}.png"))
    return paints.count


@pytest.fixture()
def steady_cursor() -> Iterator[None]:
    """No blinking cursor: its repaints would hide a hint that is never repainted."""
    flash = QApplication.cursorFlashTime()
    QApplication.setCursorFlashTime(0)
    yield
    QApplication.setCursorFlashTime(flash)


@pytest.mark.usefixtures("steady_cursor")
def test_the_hint_follows_every_state_and_is_repainted(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch(wait_loaded=False)
    window, composer = hearth.window, hearth.window.composer
    qtbot.waitExposed(window)
    paints = PaintCounter(composer.input.viewport())
    assert composer.input.placeholderText() == "Loading tiny-model…"
    composer.grab().save(str(SHOTS_DIR / "composer_hint_loading.png"))
    seen = expect_hint(qtbot, window, paints, paints.count, READY, "ready")
    assert composer.send_button.toolTip() == "Type a message first"

    engine.hold = True  # the reply waits in the engine: the composer shows it is being written
    engine.ahead = 1
    qtbot.keyClicks(composer.input, "hello")
    qtbot.keyClick(composer.input, Qt.Key.Key_Return)
    seen = expect_hint(qtbot, window, paints, seen, WRITING, "writing")
    assert composer.stop_button.isVisible() and not composer.send_button.isVisible()
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        engine.hold = False
    seen = expect_hint(qtbot, window, paints, seen, READY, "ready_again")

    with qtbot.waitSignal(window.controller.models.crashed, timeout=3000):
        engine.crash_now()
    seen = expect_hint(qtbot, window, paints, seen, "The engine stopped. Load the model again to go on.", "crashed")
    assert not composer.send_button.isEnabled()
    with qtbot.waitSignal(window.controller.models.loaded, timeout=3000):
        window.notice_bar.action_button.click()  # "Load the model again"
    expect_hint(qtbot, window, paints, seen, READY, "reloaded")
    assert window.notice_bar.key == ""  # the engine notice was taken back, by its key


def test_a_long_message_says_how_much_of_the_context_it_takes(qtbot: QtBot, launch: Start,
                                                             engine: FakeEngine) -> None:
    window = launch().window
    composer = window.composer
    qtbot.keyClicks(composer.input, "short")
    assert not composer.count_label.isVisible()
    long = " ".join(["word"] * 60)  # 60 words: the fake engine counts a token a word
    assert len(long) >= LONG_CHARS
    composer.set_text(long)
    qtbot.waitUntil(composer.count_label.isVisible, timeout=3000)
    text = composer.count_label.text()
    measured = engine.prompt_tokens(engine.requested("measure")[-1])  # a new chat: all of it is the message
    assert engine.requested("measure")[-1].messages[-1].content == long
    assert text == f"≈ {measured} tokens · the chat would then use {measured} of 2,048 (4 % of the context)", text
    composer.grab().save(str(SHOTS_DIR / "composer_token_count.png"))
    composer.set_text("short again")
    assert not composer.count_label.isVisible()


def test_every_draft_is_announced_when_typing_pauses_and_an_emptied_box_at_once(qtbot: QtBot, launch: Start) -> None:
    composer = launch().window.composer
    with qtbot.waitSignal(composer.draft_changed, timeout=3000) as paused:
        qtbot.keyClicks(composer.input, "short")  # the engine reads it ahead; no size shown for it
    assert paused.args == ["short"] and not composer.count_label.isVisible()
    with qtbot.waitSignal(composer.draft_changed, timeout=1000) as emptied:
        composer.clear()
    assert emptied.args == [""]


def test_a_long_pasted_message_is_folded_with_show_all(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    engine.enqueue("Noted.")
    lines = [f"log line {n}: something happened" for n in range(1, 81)]
    window.composer.set_text("\n".join(lines))
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    shown = transcript(window)
    assert "log line 1:" in shown and "log line 10:" in shown and "log line 80:" not in shown
    assert "Folded: 80 lines" in shown and "Show all" in shown
    shot(window, "window_long_message_folded")
    message_id = window.chat_view.message_ids()[0]
    window.chat_view.browser.anchorClicked.emit(QUrl(f"hearth:expand/{message_id}"))
    assert "log line 80:" in transcript(window) and "Show less" in transcript(window)
    window.chat_view.browser.anchorClicked.emit(QUrl(f"hearth:collapse/{message_id}"))
    assert "log line 80:" not in transcript(window)
    send(qtbot, window, "short one")  # a short message is never folded
    assert transcript(window).count("Show all") == 1


def test_another_chats_reply_is_not_this_chats_to_stop(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    """A reply being written (or queued in the engine, behind an API request) in chat A: a new chat B does not
    say "Writing a reply…" nor offer a Stop that stops A's; it says A is busy, and A still has its Stop."""
    window = launch().window
    composer, chat = window.composer, window.controller
    engine.hold = True
    engine.enqueue("A long answer.")
    qtbot.keyClicks(composer.input, "A question")
    qtbot.keyClick(composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: chat.busy, timeout=3000)
    first = chat.current_conversation
    assert first is not None and composer.generating
    chat.new_conversation()
    assert not composer.generating and composer.stop_button.isHidden() and not composer.send_button.isHidden()
    assert composer.input.placeholderText().startswith("Another chat is writing a reply")
    assert "“A question”" in composer.input.placeholderText() + composer.input.toolTip()
    qtbot.keyClicks(composer.input, "Something else")
    assert not composer.send_button.isEnabled() and "another chat" in composer.send_button.toolTip()
    qtbot.keyClick(composer.input, Qt.Key.Key_Escape)
    assert chat.busy  # Esc here left A's reply alone
    chat.open_conversation(first)
    assert composer.generating and not composer.stop_button.isHidden()
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=5000):
        engine.hold = False
    chat.new_conversation()
    assert not composer.generating and "Another chat" not in composer.input.placeholderText()
