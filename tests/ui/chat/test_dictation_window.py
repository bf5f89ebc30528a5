"""Dictation in the real window (offscreen): the audio fed at the capture boundary, the rest real, the speech
model included."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start
from tests.voice.feed import FeedInput
from tests.voice.speech import spoken
from tests.voice.test_speech_engine import words
from ui import app as ui_app
from ui.wiring import voice

pytestmark = pytest.mark.slow
SENTENCE = "Remind me to call my sister after dinner."


@pytest.fixture()
def feed(monkeypatch: pytest.MonkeyPatch) -> FeedInput:
    """Speech, then silence: what the window's microphone hears (made when the window is)."""
    audio = np.concatenate([np.zeros(8000, dtype=np.float32), spoken([SENTENCE], pause_s=0.0)])
    made = FeedInput(audio)
    monkeypatch.setattr(voice, "_microphone", lambda _device: made)
    return made


def _controls(hearth: ui_app.Hearth) -> voice.VoiceControls:
    assert hearth.voice is not None
    return hearth.voice


def test_speaking_puts_the_words_in_the_message_box_and_sends_nothing(
        launch: Start, qtbot: QtBot, feed: FeedInput, speech_model: Path) -> None:
    hearth = launch()
    controls = _controls(hearth)
    hearth.window.composer.set_text("Note:")
    assert controls.button.toolTip().startswith("Dictate")

    with qtbot.waitSignal(controls.dictation.transcribed, timeout=180_000) as heard:
        shortcut = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        qtbot.keyClick(hearth.window, Qt.Key.Key_D, shortcut)
        assert controls.dictation.state == "listening" and controls.meter.isVisible()
        qtbot.waitUntil(lambda: controls.dictation.state == "transcribing", timeout=30_000)  # the pause ended it
        assert not feed.running and controls.state.text() == "Writing down…"
    assert words(heard.args[0]) == words(SENTENCE)
    assert controls.dictation.started_early  # sent to Whisper during the pause, before it ended the utterance
    assert words(hearth.window.composer.text()) == words("Note: " + SENTENCE)
    assert controls.dictation.state == "idle" and not controls.meter.isVisible() and not controls.button.isChecked()
    assert [i.message.role for i in hearth.controller.thread_items()] == []  # never sent by itself


def test_with_send_when_i_stop_talking_the_words_are_sent(
        launch: Start, qtbot: QtBot, feed: FeedInput, engine: FakeEngine, speech_model: Path) -> None:
    hearth = launch()
    controls = _controls(hearth)
    assert hearth.settings.update(dictation_sends=True)
    engine.enqueue("I will remind you.")
    with qtbot.waitSignal(hearth.controller.turns.reply_finished, timeout=180_000):
        controls.button.click()
    asked = [i.message.content for i in hearth.controller.thread_items() if i.message.role == "user"]
    assert [words(a) for a in asked] == [words(SENTENCE)] and hearth.window.composer.text() == ""


def test_esc_cancels_listening_at_once_and_keeps_no_audio(launch: Start, qtbot: QtBot, feed: FeedInput) -> None:
    hearth = launch()
    controls = _controls(hearth)
    controls.button.click()
    qtbot.waitUntil(lambda: feed.at > 8000, timeout=10_000)  # it is hearing the sentence
    qtbot.keyClick(hearth.window.composer.input, Qt.Key.Key_Escape)
    assert controls.dictation.state == "idle" and not feed.running
    assert controls.dictation._chunks == [] and hearth.window.composer.text() == ""


def test_esc_cancels_writing_down(launch: Start, qtbot: QtBot, feed: FeedInput, speech_model: Path) -> None:
    hearth = launch()
    controls = _controls(hearth)
    controls.button.click()
    qtbot.waitUntil(lambda: controls.dictation.state == "transcribing", timeout=30_000)
    with qtbot.waitSignal(controls.dictation._worker.failed, timeout=180_000):  # the job ends, cancelled
        qtbot.keyClick(hearth.window.composer.input, Qt.Key.Key_Escape)
        assert controls.dictation.state == "idle" and controls.button.isEnabled()
    assert hearth.window.composer.text() == ""


def test_without_the_speech_model_the_window_says_how_to_get_it(
        launch: Start, qtbot: QtBot, feed: FeedInput, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTH_SPEECH_DIR", str(tmp_path / "no-speech-model"))
    hearth = launch()
    controls = _controls(hearth)
    with qtbot.waitSignal(controls.dictation.failed, timeout=30_000) as failed:
        controls.button.click()
    assert "main.py speech-model" in failed.args[0]
    assert controls.dictation.state == "idle" and not feed.running  # said at once: nobody speaks in vain


def test_speech_after_a_short_pause_is_not_lost_to_the_early_transcript(
        launch: Start, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, speech_model: Path) -> None:
    """A pause long enough to start transcribing (0.28 s) but not to end the utterance (0.8 s): the words after it
    are in the text, not only the early transcript's."""
    more = "Turn off the lights in the kitchen when you leave."
    made = FeedInput(np.concatenate([np.zeros(8000, dtype=np.float32), spoken([SENTENCE], pause_s=0.1),
                                     spoken([more], pause_s=0.0)]))
    monkeypatch.setattr(voice, "_microphone", lambda _device: made)
    hearth = launch()
    controls = _controls(hearth)
    starts: list[int] = []
    start_early = controls.dictation._start_early
    monkeypatch.setattr(controls.dictation, "_start_early", lambda: (starts.append(1), start_early()))
    with qtbot.waitSignal(controls.dictation.transcribed, timeout=180_000) as heard:
        controls.button.click()
    assert words(heard.args[0]) == words(f"{SENTENCE} {more}")
    assert len(starts) == 2 and controls.dictation.started_early  # in the short pause (dropped), then the last
