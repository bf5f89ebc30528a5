"""The speech model made ready for a front end: its folder, its languages, one speech engine over it, and
recordings' transcripts for the documents (`RecordingTranscripts`, app.docs.recordings' `Transcripts`)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from app.voice.engine import SpeechEngine
from app.voice.errors import SpeechUnavailable
from app.voice.transcribe import Progress, transcribe_audio

RECORDING_S = 4 * 3600.0  # the longest recording a library takes: a day of meetings is several files


def open_engine(folder: Path, threads: int = 0) -> SpeechEngine:
    """A SpeechEngine over the built speech model in `folder` (not started yet); raises SpeechUnavailable."""
    from app.accel.threads import thread_count
    from models.speech_model import is_complete, model_facts

    if not is_complete(folder):
        raise SpeechUnavailable("speech_model_missing",
                                "The speech model is not built yet. Run:  python main.py speech-model")
    languages = tuple(model_facts(folder).get("languages") or ("en",))
    return SpeechEngine(folder, thread_count(threads), languages)


class LazySpeech:
    """One speech engine, opened on first use from any thread (`folder` read then), closed on `close`."""

    def __init__(self, folder: Callable[[], Path], threads: int = 0) -> None:
        self._folder = folder
        self._threads = threads
        self._lock = threading.Lock()
        self._engine: SpeechEngine | None = None

    def folder(self) -> Path:
        return self._folder()

    def get(self) -> SpeechEngine:
        with self._lock:
            if self._engine is None:
                self._engine = open_engine(self._folder(), self._threads)
            return self._engine

    def close(self) -> None:
        with self._lock:
            engine, self._engine = self._engine, None
        if engine is not None:
            engine.close()


class RecordingTranscripts:
    """Recordings as timed text for the documents' indexer, through the speech engine `speech` gives (the
    speech model's own process: the indexing thread only decodes audio and waits)."""

    def __init__(self, speech: LazySpeech, max_seconds: float = RECORDING_S) -> None:
        self._speech = speech
        self._max_seconds = max_seconds

    def missing(self) -> str | None:
        from models.speech_model import is_complete

        if is_complete(self._speech.folder()):
            return None
        return "not built yet; build it with:  python main.py speech-model"

    def segments(self, path: Path, progress: Progress, cancel: threading.Event) -> list[tuple[float, float, str]]:
        transcript = transcribe_audio(path, self._speech.get(), max_seconds=self._max_seconds, progress=progress,
                                      cancel=cancel)
        return [(segment.start, segment.end, segment.text) for segment in transcript.segments]
