"""Dictation in the window: the microphone, the end of speech, and Whisper's text for the message box.

States: idle → listening (the microphone's blocks gathered in memory, a level for the meter, the end of
speech found by `EndOfSpeech`) → transcribing (on a worker thread, through the speech host) → idle. `toggle`
starts, or stops listening and transcribes what was heard; `cancel` (Esc) drops everything at once, the
audio included. Audio lives in memory only and is dropped once transcribed. At most `MAX_S` is kept: longer
dictation stops listening by itself and is transcribed.

Transcription starts early, during the pause that ends speech: once `EARLY_SHARE` of the end-of-speech silence
has passed, what was heard is sent to the speech host while listening goes on; when the pause does end the
utterance, with no speech since, that transcript is the answer (already there, or on its way), so the end of
speech to text takes the hang-over's remaining 0.5 s off Whisper's time. Speech that resumes drops it.

The microphone is behind `AudioInput` (the capture boundary), made on the first dictation by the factory
given: `app.qt.microphone.Microphone` on the real device (QtMultimedia's QAudioSource, imported only then:
loading QtMultimedia costs start-up time and logs its missing optional libraries), or anything that emits
16 kHz blocks (the tests feed real speech).

Signals of `Dictation`:
    state_changed(str): "idle", "listening" or "transcribing".
    level(float): the loudness of the last block, 0-1, while listening.
    speech_started(): the person began to speak (once a dictation; a voice conversation's barge-in).
    transcribed(str): the words heard (not emitted for silence or a cancel).
    failed(str): what went wrong, for people (no microphone, no speech model, the speech process).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol

import numpy as np
from PySide6.QtCore import QObject, Signal, SignalInstance

from app.qt.i18n import translate
from app.qt.workers import Worker
from app.voice.audio import RATE
from app.voice.endpoint import EndOfSpeech
from app.voice.errors import Cancelled, SpeechUnavailable, VoiceError
from app.voice.transcribe import Transcriber, transcribe_samples

MAX_S = 600.0
EARLY_SHARE = 0.35  # of the end-of-speech silence (0.8 s): transcription starts 0.28 s into the pause



class AudioInput(Protocol):
    """The capture boundary: `start` makes `samples` (16 kHz mono float32 blocks) flow, `failed` says why not."""

    @property
    def samples(self) -> SignalInstance: ...

    @property
    def failed(self) -> SignalInstance: ...

    def start(self) -> None: ...

    def stop(self) -> None: ...


class Dictation(QObject):
    state_changed = Signal(str)
    level = Signal(float)
    speech_started = Signal()
    transcribed = Signal(str)
    failed = Signal(str)

    def __init__(self, audio: Callable[[], AudioInput], engine: Callable[[], Transcriber],
                 language: Callable[[], str | None], parent: QObject | None = None,
                 endpoint: Callable[[], EndOfSpeech] = EndOfSpeech) -> None:
        """`audio` makes the audio input on first use; `engine` gives the speech engine when first needed
        (raising SpeechUnavailable when there is none); `language` the language chosen (None: the model's own);
        `endpoint` a fresh end-of-speech detector for each dictation."""
        super().__init__(parent)
        self._make_endpoint = endpoint
        self._make_audio = audio
        self._audio: AudioInput | None = None
        self._engine = engine
        self._language = language
        self._state = "idle"
        self._chunks: list[np.ndarray] = []
        self._held = 0
        self._endpoint = EndOfSpeech()
        self._cancel = threading.Event()
        self._job = 0
        self._warm_job = 0
        self._early_job = 0  # the transcription started during the pause, while still listening
        self._early_speech = 0  # speech frames heard when it started: more since means the person went on
        self._early_cancel = threading.Event()
        self._early_text: str | None = None  # its answer, when it came before listening ended
        self.started_early = False  # the last transcript was the one started during the pause (tests read it)
        self._worker = Worker("hearth-dictation", self)
        self._worker.succeeded.connect(self._done)
        self._worker.failed.connect(self._failed)

    @property
    def state(self) -> str:
        return self._state

    def _set(self, state: str) -> None:
        if state != self._state:
            self._state = state
            self.state_changed.emit(state)

    def toggle(self) -> None:
        """Start listening; while listening, stop and transcribe; while transcribing, nothing."""
        if self._state == "idle":
            self.start()
        elif self._state == "listening":
            self.finish()

    def start(self) -> None:
        if self._state != "idle":
            return
        if self._audio is None:
            try:
                self._audio = self._make_audio()
            except ImportError:
                self.failed.emit(translate("Voice",
                                           "Dictation needs Qt's multimedia module (PySide6-Addons), which this build "
                                           "of Hearth lacks."))
                return
            self._audio.samples.connect(self._take)
            self._audio.failed.connect(self._audio_failed)
        self._chunks, self._held, self._endpoint = [], 0, self._make_endpoint()
        self._set("listening")
        self._audio.start()
        # the speech process loads its model while the person speaks (a second or two the first time), and a
        # missing model is said now, not after the person has finished
        engine = self._engine
        self._warm_job = self._worker.submit(lambda: engine().start(), expected=(SpeechUnavailable,))

    def finish(self) -> None:
        """Stop listening and transcribe what was heard (nothing heard: back to idle)."""
        if self._state != "listening":
            return
        if self._audio is not None:
            self._audio.stop()
        audio = np.concatenate(self._chunks) if self._chunks else np.zeros(0, dtype=np.float32)
        self._chunks, self._held = [], 0
        if not self._endpoint.heard_speech:
            self._drop_early()
            self._set("idle")
            return
        self._set("transcribing")
        if self._early_job and self._endpoint.speech_frames == self._early_speech:
            self.started_early, self._job, self._cancel = True, self._early_job, self._early_cancel
            self._early_job = 0
            if self._early_text is not None:
                self._done(self._job, self._early_text)
            return
        self._drop_early()
        self.started_early = False
        self._cancel = threading.Event()
        cancel, language, engine = self._cancel, self._language(), self._engine
        self._job = self._worker.submit(lambda: transcribe_samples(audio, engine(), language=language,
                                                                   cancel=cancel).text,
                                        expected=(VoiceError, Cancelled, SpeechUnavailable))

    def cancel(self) -> bool:
        """Esc: stop listening or transcribing at once, dropping the audio; False when idle."""
        if self._state == "idle":
            return False
        if self._state == "listening" and self._audio is not None:
            self._audio.stop()
        self._cancel.set()
        self._drop_early()
        self._chunks, self._held, self._job = [], 0, 0
        self._set("idle")
        return True

    def shutdown(self) -> None:
        self.cancel()
        self._worker.shutdown()

    def _take(self, block: np.ndarray) -> None:
        if self._state != "listening":
            return
        self._chunks.append(block)
        self._held += len(block)
        self.level.emit(min(1.0, float(np.sqrt(np.mean(block * block))) * 8) if len(block) else 0.0)
        heard = self._endpoint.heard_speech
        ended = self._endpoint.feed(block)
        if self._endpoint.heard_speech and not heard:
            self.speech_started.emit()
        if ended or self._held >= MAX_S * RATE:
            self.finish()
        elif self._endpoint.quiet_frames == 0 and self._early_job:
            self._drop_early()  # the person went on speaking
        elif (not self._early_job and self._endpoint.heard_speech
              and self._endpoint.quiet_frames >= EARLY_SHARE * self._endpoint.silence_frames):
            self._start_early()

    def _start_early(self) -> None:
        audio = np.concatenate(self._chunks)
        self._early_cancel, self._early_text = threading.Event(), None
        self._early_speech = self._endpoint.speech_frames
        cancel, language, engine = self._early_cancel, self._language(), self._engine
        self._early_job = self._worker.submit(lambda: transcribe_samples(audio, engine(), language=language,
                                                                         cancel=cancel).text,
                                              expected=(VoiceError, Cancelled, SpeechUnavailable))

    def _drop_early(self) -> None:
        if self._early_job:
            self._early_cancel.set()
            self._early_job, self._early_text = 0, None

    def _done(self, job: int, text: object) -> None:
        if job == self._early_job and self._state == "listening":
            self._early_text = text if isinstance(text, str) else ""  # kept until the pause ends the utterance
            return
        if job != self._job:
            return  # cancelled meanwhile
        self._set("idle")
        if isinstance(text, str) and text:
            self.transcribed.emit(text)

    def _failed(self, job: int, message: str) -> None:
        if job == self._early_job and self._state == "listening":
            self._early_job = 0  # said again, if it still fails, by the transcription after the pause
            return
        if job == self._warm_job and self._state == "listening":
            self.cancel()
            self.failed.emit(message)
            return
        if job != self._job:
            return
        self._set("idle")
        if message:  # a Cancelled has no text: nothing to say
            self.failed.emit(message)

    def _audio_failed(self, message: str) -> None:
        if self._state == "listening":
            self._chunks, self._held = [], 0
            self._set("idle")
        self.failed.emit(message)
