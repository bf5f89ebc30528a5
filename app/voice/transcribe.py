"""A whole recording to text: decode, cut at pauses into ≤ 30 s windows, transcribe each in the speech host.

Memory stays bounded at any length (one block decoded, one window held, the text so far); progress is
reported after each window; a cancel flag set from any thread stops it within a token of the running window.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Protocol

import numpy as np

from app.voice.audio import open_audio
from app.voice.errors import Cancelled, VoiceError
from app.voice.windows import windows

Progress = Callable[[float, float | None], None]  # seconds transcribed, the whole length when known


class Transcriber(Protocol):
    languages: tuple[str, ...]

    def start(self) -> None: ...

    def transcribe(self, samples: np.ndarray, language: str | None = None, previous: str = "",
                   cancel: threading.Event | None = None) -> str: ...


@dataclass(frozen=True)
class Segment:
    start: float
    end: float
    text: str


@dataclass(frozen=True)
class Transcript:
    segments: list[Segment] = field(default_factory=list)
    duration: float = 0.0
    language: str = "en"

    @property
    def text(self) -> str:
        return " ".join(segment.text for segment in self.segments)


def check_language(language: str | None, languages: tuple[str, ...]) -> str | None:
    """`language` lower-cased when the model knows it (None: automatic); raises VoiceError otherwise."""
    if not language:
        return None
    code = language.strip().lower()
    if code not in languages:
        known = ", ".join(languages)
        raise VoiceError("language_unsupported",
                         f"The speech model does not understand '{language}' (it knows: {known}).")
    return code


def transcribe_audio(source: Path | bytes | BinaryIO, engine: Transcriber, *, language: str | None = None,
                     prompt: str = "", max_seconds: float | None = None, progress: Progress | None = None,
                     cancel: threading.Event | None = None) -> Transcript:
    """Transcribe a file, its bytes or a binary file object. Raises VoiceError, Cancelled, SpeechUnavailable."""
    code = check_language(language, engine.languages)
    segments: list[Segment] = []
    end = 0.0
    with open_audio(source, max_seconds) as audio:
        for window in windows(audio.blocks()):
            if cancel is not None and cancel.is_set():
                raise Cancelled
            if not window.silent:
                text = engine.transcribe(window.samples, code, prompt, cancel)
                if text:
                    segments.append(Segment(window.start_s, window.end_s, text))
            end = window.end_s
            if progress is not None:
                progress(end, audio.duration)
    return Transcript(segments, end, code or engine.languages[0])


def transcribe_samples(samples: np.ndarray, engine: Transcriber, *, language: str | None = None,
                       cancel: threading.Event | None = None) -> Transcript:
    """Transcribe 16 kHz samples already in memory (a recording from the microphone)."""
    code = check_language(language, engine.languages)
    segments: list[Segment] = []
    for window in windows([samples]):
        if cancel is not None and cancel.is_set():
            raise Cancelled
        if not window.silent:
            text = engine.transcribe(window.samples, code, "", cancel)
            if text:
                segments.append(Segment(window.start_s, window.end_s, text))
    return Transcript(segments, len(samples) / 16_000, code or engine.languages[0])
