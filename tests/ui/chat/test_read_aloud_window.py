"""Read aloud in the real window with Qt's own `mock` text-to-speech engine (a real QTextToSpeech plugin that
speaks into nothing): sentences queued while the reply streams, thinking and code left out, Esc silences."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.qt.read_aloud import ReadAloud
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, send
from ui import app as ui_app
from ui.wiring import voice

REPLY = ("<think>The secret plan is hidden.</think>First sentence is here. "
         "\n```python\nprint('never read')\n```\nSecond one follows now. "
         "See [the manual](https://example.org/manual) for more.")


@pytest.fixture()
def mock_voice(monkeypatch: pytest.MonkeyPatch) -> None:
    real = voice.connect_voice
    monkeypatch.setattr(ui_app, "connect_voice",
                        lambda window, settings, speech: real(window, settings, ReadAloud("mock", window), speech))


def _spoken(hearth: ui_app.Hearth) -> tuple[ReadAloud, list[str]]:
    assert hearth.voice is not None
    heard: list[str] = []
    hearth.voice.reader.sentence_started.connect(heard.append)
    return hearth.voice.reader, heard


def _until(qtbot: QtBot, condition: Callable[[], bool]) -> None:
    qtbot.waitUntil(condition, timeout=15_000)


def test_a_streaming_reply_is_read_as_it_is_written_without_thinking_or_code(
        launch: Start, qtbot: QtBot, engine: FakeEngine, mock_voice: None) -> None:
    hearth = launch()
    reader, heard = _spoken(hearth)
    assert hearth.voice is not None
    assert reader.engine is None
    hearth.voice.read_replies.setChecked(True)
    assert reader.engine is not None  # made when switched on, not when the first sentence is due
    engine.interval_ms = 60_000  # the test moves the reply on, token by token
    engine.enqueue(REPLY)
    streamed: list[str] = []
    hearth.controller.turns.reply_text.connect(lambda _c, _m, text: streamed.append(text))
    qtbot.keyClicks(hearth.window.composer.input, "Tell me")
    qtbot.keyClick(hearth.window.composer.input, Qt.Key.Key_Return)
    while "Second" not in "".join(streamed):
        engine.step()
    _until(qtbot, lambda: bool(heard))
    assert heard == ["First sentence is here."], heard  # read before the reply is done
    assert hearth.controller.turns.busy and reader.speaking and hearth.voice.silence.isVisible()
    assert hearth.voice.mark.marked() == "First sentence is here"  # marked in the reply as it streams
    with qtbot.waitSignal(hearth.controller.turns.reply_finished, timeout=15_000):
        while hearth.controller.turns.busy:
            engine.step()
    _until(qtbot, lambda: not reader.speaking)
    assert heard == ["First sentence is here.", "Second one follows now.", "See the manual for more."]
    assert hearth.voice.mark.marked() == ""  # the voice went quiet: nothing is marked


def test_read_aloud_under_a_reply_and_esc_silences_it(
        launch: Start, qtbot: QtBot, engine: FakeEngine, mock_voice: None) -> None:
    hearth = launch()
    reader, heard = _spoken(hearth)
    engine.enqueue("One. Two is next. Three comes after. Four is the last one here.")
    send(qtbot, hearth.window, "Count")
    assert "Read aloud" in hearth.window.chat_view.browser.toPlainText()
    reply = next(i for i in hearth.controller.thread_items() if i.message.role == "assistant")
    assert hearth.settings.update(voice_rate=5, voice_volume=40)  # Preferences → Voice
    with qtbot.waitSignal(reader.sentence_started, timeout=15_000):
        hearth.window.chat_view._on_action(["read", str(reply.message.id)])
    assert reader.speaking and reader.engine is not None
    assert (reader.engine.rate(), reader.engine.volume()) == pytest.approx((0.5, 0.4))
    assert hearth.voice is not None and heard[-1].startswith(hearth.voice.mark.marked() or "-")
    qtbot.keyClick(hearth.window.composer.input, Qt.Key.Key_Escape)
    assert not reader.speaking and not hearth.voice.silence.isVisible()
    assert hearth.voice.mark.marked() == ""
    count = len(heard)
    with qtbot.assertNotEmitted(reader.sentence_started, wait=300):
        pass
    assert len(heard) == count < 4


def test_a_voice_that_cannot_start_says_why(launch: Start, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                            engine: FakeEngine) -> None:
    real = voice.connect_voice
    monkeypatch.setattr(ui_app, "connect_voice",
                        lambda window, settings, speech: real(window, settings, ReadAloud("no-such-engine", window),
                                                                       speech))
    hearth = launch()
    engine.enqueue("Hello there.")
    send(qtbot, hearth.window, "Hi")
    reply = next(i for i in hearth.controller.thread_items() if i.message.role == "assistant")
    assert hearth.voice is not None
    with qtbot.waitSignal(hearth.voice.reader.unavailable, timeout=5_000) as said:
        hearth.window.chat_view._on_action(["read", str(reply.message.id)])
    assert "voice" in said.args[0].lower()


def test_the_read_replies_aloud_switch_is_a_setting_shared_with_preferences(launch: Start, qtbot: QtBot) -> None:
    from tests.ui.test_preferences import open_preferences

    hearth = launch()
    assert hearth.voice is not None
    switch = hearth.voice.read_replies
    dialog = open_preferences(qtbot, hearth.window)
    assert not switch.isChecked() and not dialog.voice.read_aloud_check.isChecked()
    dialog.voice.read_aloud_check.click()
    assert hearth.settings.settings.read_aloud and switch.isChecked()
    switch.trigger()  # the Chat menu's entry
    assert not hearth.settings.settings.read_aloud and not dialog.voice.read_aloud_check.isChecked()
