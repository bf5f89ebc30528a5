"""A voice conversation in the real window: real speech fed at the capture boundary, the real Whisper tiny.en,
Qt's mock voice reading the replies, the scripted engine writing them. Listen → send → speak; speaking again
interrupts the voice (barge-in) and is the next message; one Esc leaves it all."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.qt.read_aloud import ReadAloud
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start
from tests.voice.feed import FeedInput
from tests.voice.speech import spoken
from tests.voice.test_speech_engine import words
from ui import app as ui_app
from ui.window_actions import help_rows
from ui.wiring import voice

pytestmark = pytest.mark.slow
SENTENCE = "Remind me to call my sister after dinner."
LONG_REPLY = " ".join(f"This is sentence number {n} of a long answer." for n in range(1, 31))


@pytest.fixture()
def feed(monkeypatch: pytest.MonkeyPatch) -> FeedInput:
    audio = np.concatenate([np.zeros(8000, dtype=np.float32), spoken([SENTENCE], pause_s=0.0)])
    made = FeedInput(audio)  # each time the microphone opens, the person says the sentence
    monkeypatch.setattr(voice, "_microphone", lambda _device: made)
    real = voice.connect_voice
    monkeypatch.setattr(ui_app, "connect_voice",
                        lambda window, settings, speech: real(window, settings, ReadAloud("mock", window), speech))
    return made


def test_listen_reply_speak_barge_in_and_one_esc_leaves(
        launch: Start, qtbot: QtBot, feed: FeedInput, engine: FakeEngine, speech_model: Path) -> None:
    hearth = launch()
    assert hearth.voice is not None
    chat, reader, label = hearth.voice.chat, hearth.voice.reader, hearth.voice.conversation.state
    heard: list[str] = []
    reader.sentence_started.connect(heard.append)
    states: list[str] = []
    chat.state_changed.connect(states.append)
    engine.enqueue(LONG_REPLY)
    engine.enqueue("I will remind you.")
    qtbot.keyClick(hearth.window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert chat.state == "listening" and label.isVisible() and label.text().startswith("Listening")

    qtbot.waitUntil(lambda: "speaking" in states, timeout=180_000)  # heard, sent, answered, read aloud
    assert states[:3] == ["listening", "thinking", "speaking"]
    # the microphone stays open while the voice speaks: the person speaks again, the voice stops at once
    qtbot.waitUntil(lambda: states[-1] != "speaking" and not reader.speaking, timeout=60_000)
    assert states[states.index("speaking") + 1] == "listening" and len(heard) < 30  # interrupted, not finished
    asked = lambda: [i.message.content for i in hearth.controller.thread_items()  # noqa: E731
                     if i.message.role == "user"]
    qtbot.waitUntil(lambda: len(asked()) == 2, timeout=180_000)  # what was said over the voice is the next turn
    assert [words(a) for a in asked()] == [words(SENTENCE)] * 2

    qtbot.keyClick(hearth.window.composer.input, Qt.Key.Key_Escape)  # one key leaves it all
    assert chat.state == "off" and not label.isVisible() and not hearth.voice.conversation.button.isChecked()
    assert hearth.voice.dictation.state == "idle" and not feed.running and not reader.speaking


def test_talk_is_listed_in_the_keyboard_shortcuts() -> None:
    assert any(key == "Ctrl+Shift+T" and text.startswith("Talk") for key, text in help_rows())
