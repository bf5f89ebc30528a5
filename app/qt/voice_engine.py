"""The engine read aloud speaks through: a QTextToSpeech reached only by queued calls and its signals, so that
speech-dispatcher's can live on a thread of its own.

speech-dispatcher's client library waits on its socket without a limit. With a server that had lost its audio
output (no PulseAudio: the CI machine, 2026-11-29) making the engine, `stop` or `say` never returned, and the
window froze with them; making it takes ~1.5 s even when it works (it lists ~13,000 voices). On the voice thread
those waits stop only that thread. The thread runs Qt's event loop (`QEventLoop.exec` lets go of the GIL) and
the engine's calls arrive as queued slots, run by Qt without Python: the GIL stays free for the window, which a
Python thread calling the engine itself would hold. The other platforms' engines (Windows', macOS') answer from
the platform's own event loop and stay on the GUI thread, where they were tried; the same signals then connect
directly.

An engine not made within `START_WAIT_MS` is said to have failed. A closed engine's thread ends once the engine
is deleted there; one stuck in a call is left to itself: it is a daemon thread, a Python thread rather than a
QThread because Qt aborts the process when a QThread still running is destroyed, and a stuck one never ends.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QEventLoop, QObject, QThread, QTimer, Signal, Slot
from PySide6.QtTextToSpeech import QTextToSpeech, QVoice

from app.qt.i18n import translate

State = QTextToSpeech.State
THREADED = {"speechd"}  # engines that wait on a socket: made and driven on the voice thread
START_WAIT_MS = 15_000  # an engine not made this long after it was asked for has failed


class VoiceEngine(QObject):
    """A QTextToSpeech engine by name, with the calls `app.qt.read_aloud.ReadAloud` makes. `state()` is the
    last state the engine reported; until a threaded engine is made it is Ready, and what it is given waits
    in the thread's queue behind its making."""

    stateChanged = Signal(object)
    engine_made = Signal()  # a threaded engine asked for is made (or failed): `made` is True from now
    _enqueue = Signal(str)
    _say = Signal(str)
    _stop = Signal(QTextToSpeech.BoundaryHint)
    _rate = Signal(float)
    _volume = Signal(float)
    _voice = Signal(QVoice)
    _set_engine = Signal(str)
    _made_yet = Signal()
    _delete = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._voice_name, self._rate_now, self._volume_now = "", 0.0, 1.0
        self._made = name not in THREADED
        self._error = ""
        self._starting = QTimer(self, singleShot=True, interval=START_WAIT_MS)
        self._starting.timeout.connect(self._start_overdue)
        if self._made:
            self._tts = QTextToSpeech(name, self)
        else:
            self._tts, made = _on_voice_thread(name)
            self._made_yet.connect(made.check)
            made.made.connect(self._engine_made)
        self._state = self._tts.state() if self._made else State.Ready
        # the engine's voices, read where it lives (on its thread once made): never read across threads
        self._voices: list[QVoice] = list(self._tts.availableVoices()) if self._made else []
        self._tts.stateChanged.connect(self._changed)
        self._tts.errorOccurred.connect(self._error_occurred)
        for signal, slot in ((self._enqueue, self._tts.enqueue), (self._say, self._tts.say),
                             (self._stop, self._tts.stop), (self._rate, self._tts.setRate),
                             (self._volume, self._tts.setVolume), (self._voice, self._tts.setVoice),
                             (self._set_engine, self._tts.setEngine), (self._delete, self._tts.deleteLater)):
            signal.connect(slot)
        if not self._made:
            self._starting.start()
            self._set_engine.emit(name)
            self._made_yet.emit()  # answered once `setEngine` has returned

    def state(self) -> QTextToSpeech.State:
        return self._state

    @property
    def made(self) -> bool:
        """The engine asked for is made (or failed), not the stand-in any more."""
        return self._made

    @property
    def voice_names(self) -> list[str]:
        """The engine's voices by name, once made."""
        return [voice.name() for voice in self._voices]

    def errorString(self) -> str:
        """Why the engine is in Error (as it said, or that it never started)."""
        if self._error:
            return self._error
        return self._tts.errorString() if self._made else ""

    def configure(self, voice: str, rate: float, volume: float) -> None:
        """The voice by name ("" or one not found: the engine's default, chosen once the engine is made), rate
        -1.0 to 1.0, volume 0.0 to 1.0."""
        self._voice_name, self._rate_now, self._volume_now = voice, rate, volume
        self._rate.emit(rate)
        self._volume.emit(volume)
        if self._made:
            self._choose_voice()

    def rate(self) -> float:
        """The rate last given (what the engine says, where it lives on this thread)."""
        return self._tts.rate() if self.thread() is self._tts.thread() else self._rate_now

    def volume(self) -> float:
        return self._tts.volume() if self.thread() is self._tts.thread() else self._volume_now

    def enqueue(self, text: str) -> None:
        self._enqueue.emit(text)

    def say(self, text: str) -> None:
        self._say.emit(text)

    def stop(self) -> None:
        self._stop.emit(QTextToSpeech.BoundaryHint.Immediate)

    def close(self) -> None:
        """Let go of the engine (deleted on its own thread, which then ends)."""
        self._starting.stop()
        self._delete.emit()
        self.deleteLater()

    def _choose_voice(self) -> None:
        chosen = next((v for v in self._voices if v.name() == self._voice_name), None)
        if chosen is not None:
            self._voice.emit(chosen)

    def _engine_made(self, voices: list[QVoice]) -> None:
        self._made, self._voices = True, voices
        self._starting.stop()
        if self._state != State.Error:
            self._choose_voice()
        self.engine_made.emit()

    def _start_overdue(self) -> None:
        self._error = translate("Voice", "the voice engine '{name}' did not start within {seconds} s").format(
            name=self.name, seconds=START_WAIT_MS // 1000)
        self._changed(State.Error)

    def _error_occurred(self, _reason: object, message: str) -> None:
        self._error = message

    def _changed(self, state: object) -> None:
        if not isinstance(state, State) or state == self._state:
            return
        self._state = state
        self.stateChanged.emit(state)


class _Made(QObject):
    """On the voice thread, behind `setEngine` in its queue: says that it returned (its engine made, or failed),
    with the engine's voices (a list the engine keeps since it was made: reading it does not wait on it)."""

    made = Signal(list)

    @Slot()
    def check(self) -> None:
        tts = self.parent()
        assert isinstance(tts, QTextToSpeech)
        self.made.emit(list(tts.availableVoices()) if tts.state() != State.Error else [])


def _on_voice_thread(name: str) -> tuple[QTextToSpeech, _Made]:
    """A QTextToSpeech made on a voice thread of its own, with Qt's mock engine (made at once, outside nothing)
    standing in until the engine `name` is made there; the thread ends when the QTextToSpeech is deleted."""
    made: list[tuple[QTextToSpeech, _Made]] = []
    ready = threading.Event()

    def run() -> None:
        # Children of Qt's own object for this thread, not Python's: at exit PySide deletes every QObject that
        # Python owns, from the main thread, and deleting a stuck engine there waits on it for ever.
        here = QThread.currentThread()
        loop = QEventLoop(here)
        tts = QTextToSpeech("mock", here)
        tts.destroyed.connect(loop.quit)
        made.append((tts, _Made(tts)))
        ready.set()
        loop.exec()

    threading.Thread(target=run, name=f"Hearth voice ({name})", daemon=True).start()
    ready.wait()
    return made[0]
