"""The voice thread (`app.qt.voice_engine`) with Qt's mock engine on it in place of speech-dispatcher's, which
only some machines have: reading, the voice chosen once the engine is made, and the thread ending with the
engine. tests/app/qt/test_read_aloud_speechd.py has speech-dispatcher itself on it, answering and not."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtTextToSpeech import QTextToSpeech
from pytestqt.qtbot import QtBot

from app.qt import voice_engine
from app.qt.read_aloud import ReadAloud


def voice_threads() -> list[str]:
    """The mock's voice threads (a stuck speech-dispatcher's, left by another test, may be there too)."""
    return [thread.name for thread in threading.enumerate() if thread.name == "Hearth voice (mock)"]


def test_a_reply_is_read_on_the_voice_thread_which_ends_with_its_engine(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(voice_engine, "THREADED", {"mock"})
    reader = ReadAloud("mock")
    reader.set_voice("Anne", 0.5, 0.4)
    reader.prepare()
    assert voice_threads() == ["Hearth voice (mock)"] and reader.engine is not None
    heard: list[str] = []
    reader.sentence_started.connect(heard.append)
    changes: list[bool] = []
    reader.speaking_changed.connect(changes.append)
    with qtbot.waitSignal(reader.speaking_changed, timeout=30_000, check_params_cb=lambda on: not on):
        reader.read("One is here. Two comes next.")
    assert heard == ["One is here.", "Two comes next."] and changes == [True, False]
    tts = reader.engine._tts  # read across threads here only: the voice thread is idle, the reading over
    assert tts.thread() is not reader.thread() and tts.voice().name() == "Anne"
    assert (tts.rate(), tts.volume()) == pytest.approx((0.5, 0.4))
    reader.close()
    qtbot.waitUntil(lambda: not voice_threads(), timeout=10_000)


def test_a_stop_on_the_voice_thread_silences_the_voice(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(voice_engine, "THREADED", {"mock"})
    reader = ReadAloud("mock")
    with qtbot.waitSignal(reader.speaking_changed, timeout=30_000):
        reader.read("A sentence long enough to be stopped while the mock voice is still reading it, word by word.")
    assert reader.engine is not None
    states: list[object] = []
    reader.engine.stateChanged.connect(states.append)
    assert reader.stop() and not reader.speaking
    qtbot.waitUntil(lambda: states == [QTextToSpeech.State.Ready], timeout=10_000)
    reader.close()
    qtbot.waitUntil(lambda: not voice_threads(), timeout=10_000)
