"""Read aloud's queue against an engine that behaves as speech-dispatcher does (measured in
tests/app/qt/test_read_aloud_speechd.py, which runs only where one speaks): it still says Ready for a while after
it was given a sentence, its stop ends later with a Ready, and Qt swallows the Ready of a sentence followed by one
of its own queue. Scripted here so CI, which has no voice, checks the queue; the reader is real."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QObject, Signal
from PySide6.QtTextToSpeech import QTextToSpeech
from pytestqt.qtbot import QtBot

from app.qt.read_aloud import ReadAloud
from app.qt.voice_engine import VoiceEngine

State = QTextToSpeech.State


class DispatcherLike(QObject):
    """`VoiceEngine` over speech-dispatcher, as far as `ReadAloud` uses it; each event is stepped by the test."""

    stateChanged = Signal(object)

    def __init__(self, _name: str, parent: QObject) -> None:
        super().__init__(parent)
        self._state = State.Ready
        self.spoken: list[str] = []  # sentences the voice was given, in order
        self.pending: list[str] = []  # Qt's own queue (what `enqueue` keeps while the engine says Speaking)
        self.stops = 0
        self.closed = False

    def state(self) -> QTextToSpeech.State:
        return self._state

    def errorString(self) -> str:
        return "the speech server went away"

    def enqueue(self, text: str) -> None:
        if self._state == State.Ready:
            self.spoken.append(text)  # straight to the voice, which says Ready until it begins
        else:
            self.pending.append(text)

    def say(self, text: str) -> None:
        self.pending.clear()
        self.spoken.append(text)

    def stop(self) -> None:
        self.pending.clear()
        self.stops += 1  # over only when `cancelled` says so

    def configure(self, _voice: str, _rate: float, _volume: float) -> None:
        pass

    def close(self) -> None:
        self.closed = True

    def _set(self, state: QTextToSpeech.State) -> None:
        if state != self._state:
            self._state = state
            self.stateChanged.emit(state)

    def begins(self) -> None:
        self._set(State.Speaking)

    def ends(self) -> None:
        if self.pending:  # Qt says the next of its own queue and swallows this Ready
            self.spoken.append(self.pending.pop(0))
            return
        self._set(State.Ready)

    cancelled = ends

    def fails(self) -> None:
        self._set(State.Error)


def reader_and_voice(qtbot: QtBot) -> tuple[ReadAloud, DispatcherLike]:
    made: list[DispatcherLike] = []

    def make(name: str, parent: QObject) -> VoiceEngine:
        made.append(DispatcherLike(name, parent))
        return cast(VoiceEngine, made[-1])

    reader = ReadAloud("mock", make=make)
    reader.prepare()
    return reader, made[0]


def test_sentences_go_one_at_a_time_and_the_voice_stays_speaking_between_them(qtbot: QtBot) -> None:
    reader, voice = reader_and_voice(qtbot)
    heard: list[str] = []
    changes: list[bool] = []
    reader.sentence_started.connect(heard.append)
    reader.speaking_changed.connect(changes.append)
    reader.read("One is here. Two is next. Three ends it.")
    assert voice.spoken == heard == ["One is here."]  # not all three at once, each marked as it is reached
    voice.begins()
    voice.ends()
    assert voice.spoken == heard == ["One is here.", "Two is next."]
    voice.begins()
    voice.ends()
    voice.begins()
    voice.ends()
    assert heard == ["One is here.", "Two is next.", "Three ends it."]
    assert changes == [True, False]  # no flicker of Stop reading between sentences


def test_a_reading_after_a_stop_waits_for_the_stop_to_end(qtbot: QtBot) -> None:
    reader, voice = reader_and_voice(qtbot)
    reader.read("First reply speaks.")
    voice.begins()
    stops = voice.stops
    reader.read("Second reply now.")  # stops the first: the voice has not said so yet
    assert voice.stops == stops + 1 and voice.spoken == ["First reply speaks."] and not reader.speaking
    with qtbot.waitSignal(reader.speaking_changed, timeout=5_000, check_params_cb=lambda on: on):
        voice.cancelled()  # Ready: the stop is over
        assert voice.spoken == ["First reply speaks.", "Second reply now."]
        voice.begins()
    assert reader.speaking


def test_a_stop_the_voice_never_ends_makes_it_say_the_next_sentence(qtbot: QtBot) -> None:
    reader, voice = reader_and_voice(qtbot)
    reader.read("First reply speaks.")
    voice.begins()
    reader.read("Second reply now. And more.")
    with qtbot.waitSignal(reader.speaking_changed, timeout=5_000, check_params_cb=lambda on: on):
        pass  # no Ready within STOP_WAIT_MS: `say`, which stops the voice first
    assert voice.spoken == ["First reply speaks.", "Second reply now."] and reader.speaking
    assert reader.stop() and not reader.speaking


def test_a_sentence_given_before_the_voice_began_is_stopped_too(qtbot: QtBot) -> None:
    reader, voice = reader_and_voice(qtbot)
    reader.read("Given but not begun.")
    assert voice.state() == State.Ready and voice.spoken == ["Given but not begun."]
    assert reader.stop()  # Esc is taken by it (something was being read)
    reader.read("The next one.")
    assert voice.spoken == ["Given but not begun."]  # waits: the first may still begin, then be cancelled
    voice.begins()
    with qtbot.waitSignal(reader.sentence_started, timeout=5_000):
        voice.cancelled()
    assert voice.spoken == ["Given but not begun.", "The next one."]


def test_an_engine_in_error_is_said_and_made_afresh_at_the_next_reading(qtbot: QtBot) -> None:
    made: list[DispatcherLike] = []

    def make(name: str, parent: QObject) -> VoiceEngine:
        made.append(DispatcherLike(name, parent))
        return cast(VoiceEngine, made[-1])

    reader = ReadAloud("mock", make=make)
    said: list[str] = []
    reader.unavailable.connect(said.append)
    reader.read("One. Two.")
    made[0].begins()
    made[0].fails()
    assert said == ["Reading aloud failed: the speech server went away"] and not reader.speaking
    assert reader.engine is None and made[0].closed
    reader.read("Again.")
    assert len(made) == 2 and made[1].spoken == ["Again."]
