"""Read aloud: the system's own voices through QtTextToSpeech, sentence by sentence, also while a reply streams.

The engine is the platform's (Windows' voices, macOS' AVSpeechSynthesizer, speech-dispatcher or flite on
Linux), made ahead (`prepare`) or on first use, never Qt's `mock` unless asked for by name (the tests). Sentences
are queued as they complete (`app.voice.speakable.SentenceFeed`), so the voice starts with the first sentence of
a reply still being written. `stop` silences it at once. No engine, or one that fails, is said in words.

The engine is a `app.qt.voice_engine.VoiceEngine`: speech-dispatcher's lives on a thread of its own, since its
client library can wait on its socket for ever (see there).

The sentences wait in Hearth's own queue and go to the engine one at a time, the next when it reports Ready,
rather than through QTextToSpeech's `enqueue`. Found with speech-dispatcher and espeak-ng (bench/voice.py,
tests/app/qt/test_read_aloud_speechd.py), where the engine's state changes asynchronously:
- Qt's `enqueue` passes a sentence straight to the engine while the engine still says Ready (it only says
  Speaking once the voice began), so every sentence of a reply went at once: each was announced (and marked)
  at once, and the voice went Ready between them (Stop reading flickered).
- Its stop is asynchronous too: a sentence given before it says Ready was spoken while Qt's state went
  Speaking -> Speaking with no signal, so Stop reading stayed hidden. After a stop, the next sentence waits
  for Ready; an engine that has not said it within `STOP_WAIT_MS` is made to say the sentence (`say` stops it
  first). An engine in Error is dropped, said, and made afresh at the next reading.
- Making the engine takes ~1.5 s there (speech-dispatcher lists its ~13,000 voices), so `prepare` starts
  making it (on the voice thread) ahead of the first reply when replies are read aloud.

Signals of `ReadAloud`:
    speaking_changed(bool): the voice started or went quiet (Stop shows while it speaks).
    sentence_started(str): the voice begins this sentence.
    unavailable(str): why nothing can be read aloud (no voices installed, the engine failed).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from app.voice.speakable import SentenceFeed, sentences

if TYPE_CHECKING:
    from app.qt.voice_engine import VoiceEngine

NO_VOICES = QT_TRANSLATE_NOOP("Voice", "No voices were found to read aloud with. On Linux install speech-dispatcher "
                                       "(with espeak-ng) or flite; Windows and macOS have voices of their own.")
STOP_WAIT_MS = 500  # an engine that has not reported Ready this long after a stop is made to speak


def engines() -> list[str]:
    """The text-to-speech engines Qt finds here, without its `mock` (for tests only)."""
    from PySide6.QtTextToSpeech import QTextToSpeech

    return [name for name in QTextToSpeech.availableEngines() if name != "mock"]


class ReadAloud(QObject):
    speaking_changed = Signal(bool)
    sentence_started = Signal(str)
    unavailable = Signal(str)

    def __init__(self, engine: str = "", parent: QObject | None = None,
                 make: Callable[[str, QObject], VoiceEngine] | None = None) -> None:
        """`engine`: a QtTextToSpeech engine by name ("" is the platform's first); `make` makes it (the tests
        give an engine scripted as speech-dispatcher behaves)."""
        super().__init__(parent)
        self.engine_name = engine
        self._make = make
        self._tts: VoiceEngine | None = None
        self._feed: SentenceFeed | None = None
        self._following: int | None = None
        self._speaking = False
        self._queued: deque[str] = deque()  # sentences not given to the engine yet
        self._current = ""  # the sentence the engine has, until it reports Ready
        self._voice_name, self._rate, self._volume = "", 0.0, 1.0
        self._stopping = QTimer(self, singleShot=True, interval=STOP_WAIT_MS)  # a stop the engine has not ended
        self._stopping.timeout.connect(self._stop_overdue)

    def set_voice(self, name: str, rate: float, volume: float) -> None:
        """The voice by name ("" or one not found: the engine's default), rate -1.0 to 1.0, volume 0.0 to 1.0;
        used from the next sentence."""
        self._voice_name, self._rate, self._volume = name, rate, volume
        if self._tts is not None:
            self._tts.configure(self._voice_name, self._rate, self._volume)

    @property
    def speaking(self) -> bool:
        return self._speaking

    @property
    def engine(self) -> VoiceEngine | None:
        """The engine once made (`prepare`, or the first sentence read), else None."""
        return self._tts

    @property
    def following(self) -> int | None:
        """The id of the streaming reply being read as it is written, if any."""
        return self._following

    def _voice(self) -> VoiceEngine | None:
        if self._tts is not None:
            return self._tts
        from PySide6.QtTextToSpeech import QTextToSpeech

        from app.qt.voice_engine import VoiceEngine

        name = self.engine_name or next(iter(engines()), "")
        if not name:
            self.unavailable.emit(translate("Voice", NO_VOICES))
            return None
        if name not in QTextToSpeech.availableEngines():
            missing = translate("Voice", "The voice engine '{name}' is not installed here.").format(name=name)
            self.unavailable.emit(missing + " " + translate("Voice", NO_VOICES))
            return None
        tts = self._make(name, self) if self._make is not None else VoiceEngine(name, self)
        if tts.state() == QTextToSpeech.State.Error:
            why = tts.errorString() or translate("Voice", "no reason given")
            failed = translate("Voice", "The voice could not start ({name}: {why}).").format(name=name, why=why)
            self.unavailable.emit(failed + " " + translate("Voice", NO_VOICES))
            tts.close()
            return None
        tts.stateChanged.connect(self._state)
        tts.configure(self._voice_name, self._rate, self._volume)
        self._tts = tts
        return tts

    def prepare(self) -> None:
        """Make the engine now, ahead of the first sentence (it can take seconds: see the module's docstring)."""
        self._voice()

    def read(self, text: str) -> None:
        """Read a finished reply from its start (what was being read stops)."""
        self.stop()
        self._say(sentences(text))

    def follow(self, reply_id: int) -> None:
        """Read the reply `reply_id` as it streams (`stream_text`), from its first complete sentence."""
        self.stop()
        self._following, self._feed = reply_id, SentenceFeed()

    def stream_text(self, reply_id: int, text: str, final: bool = False) -> None:
        """The whole text so far of a streaming reply; its new complete sentences are queued."""
        if self._feed is None or reply_id != self._following:
            return
        self._say(self._feed.update(text, final))
        if final:
            self._following, self._feed = None, None

    def stop(self) -> bool:
        """Silence the voice at once and forget what was queued; False when it was quiet."""
        was = self._speaking or self._following is not None or bool(self._current or self._queued)
        self._following, self._feed = None, None
        self._queued.clear()
        given, self._current = self._current, ""
        if self._tts is not None:
            from PySide6.QtTextToSpeech import QTextToSpeech

            # before `stop`: an engine may say Ready from inside it. A sentence given may not have begun yet
            # (speech-dispatcher still says Ready then): its stop still ends with a Ready, or the wait runs out.
            if given or self._tts.state() != QTextToSpeech.State.Ready:
                self._stopping.start()
            self._tts.stop()
        self._set_speaking(False)
        return was

    def close(self) -> None:
        """Silence the voice and let go of its engine (a later reading makes a new one)."""
        self.stop()
        self._stopping.stop()
        tts, self._tts = self._tts, None
        if tts is not None:
            tts.stateChanged.disconnect(self._state)
            tts.close()

    def _say(self, new: list[str]) -> None:
        if not new:
            return
        if self._voice() is None:
            self._following, self._feed = None, None
            return
        self._queued.extend(new)
        if not self._current:
            self._next()

    def _next(self) -> None:
        """Give the engine the next sentence, unless it still has one or has not ended a stop."""
        from PySide6.QtTextToSpeech import QTextToSpeech

        if self._tts is None or self._current or self._stopping.isActive() or not self._queued:
            return
        if self._tts.state() == QTextToSpeech.State.Error:
            self._failed()
            return
        self._current = self._queued.popleft()
        self.sentence_started.emit(self._current)
        self._tts.enqueue(self._current)

    def _stop_overdue(self) -> None:
        """A stop the engine never said was over: `say` (which stops it first) the next sentence."""
        from PySide6.QtTextToSpeech import QTextToSpeech

        if self._tts is None or self._tts.state() == QTextToSpeech.State.Ready or not self._queued:
            self._next()
            return
        self._current = self._queued.popleft()
        self.sentence_started.emit(self._current)
        self._tts.say(self._current)
        self._set_speaking(True)  # Qt's state stays Speaking, with no signal

    def _failed(self) -> None:
        """Say why the engine failed and drop it: the next reading makes a fresh one."""
        tts, self._tts = self._tts, None
        self._queued.clear()
        self._current = ""
        self._stopping.stop()
        self._set_speaking(False)
        if tts is not None:
            tts.stateChanged.disconnect(self._state)
            failed = translate("Voice", "Reading aloud failed: {why}")
            self.unavailable.emit(failed.format(why=tts.errorString() or translate("Voice", "no reason given")))
            tts.close()

    def _state(self, state: object) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        if state == QTextToSpeech.State.Error:
            self._failed()
            return
        if state == QTextToSpeech.State.Ready:
            self._current = ""
            self._stopping.stop()
            self._next()  # the next sentence, if any, keeps the voice speaking
            if self._current:
                return
        self._set_speaking(state == QTextToSpeech.State.Speaking or (
            state == QTextToSpeech.State.Synthesizing))

    def _set_speaking(self, speaking: bool) -> None:
        if speaking != self._speaking:
            self._speaking = speaking
            self.speaking_changed.emit(speaking)
