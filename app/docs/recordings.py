"""Recordings as documents: a .wav, .mp3, .m4a, .flac or .ogg file becomes the text said in it, with times.

The words come from the speech model, in its own process, through `Transcripts`, which the front end gives
(`app.voice.service.RecordingTranscripts`): app/docs and app/voice stand on one floor and import neither
the other. Each segment of the transcript (a Whisper window, at most 30 s) keeps the seconds it spans, so
a passage is cited by where it is said ("talk.mp3, 12:34"). Between windows the indexer's checkpoint runs
(pause, cancel, a reply streaming), and the progress line says how far the transcription got.

Without the speech model the file is skipped with `NO_SPEECH` and how to get the model; the indexer tries
such files again once the model is there.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Final, Protocol

from app.docs.read_worker import Stopped
from app.docs.readers import AUDIO_SUFFIXES, Segment, Skipped
from app.plural import clock

log = logging.getLogger("hearth.docs")
NO_SPEECH: Final = "needs the speech model"
HOW_TO_GET: Final = "not built yet; build it with:  python main.py speech-model"

Progress = Callable[[float, float | None], None]  # seconds transcribed, the whole length when known


class Transcripts(Protocol):
    """What turns a recording into timed text (the speech model's process)."""

    def missing(self) -> str | None:
        """Why recordings cannot be transcribed now, and what to do; None when they can."""

    def segments(self, path: Path, progress: Progress, cancel: threading.Event) -> list[tuple[float, float, str]]:
        """(start s, end s, text) of what is said in `path`; raises with a sentence a person can read."""


def is_recording(path: Path) -> bool:
    return path.suffix.lower() in AUDIO_SUFFIXES


def no_speech(transcripts: Transcripts | None) -> str | None:
    """The reason a recording is skipped now (the speech model is missing), or None when it can be read."""
    reason = HOW_TO_GET if transcripts is None else transcripts.missing()
    return f"{NO_SPEECH}: {reason}" if reason else None


def read_recording(path: Path, transcripts: Transcripts | None, cancel: threading.Event,
                   checkpoint: Callable[[], None], say: Callable[[str], None]) -> list[Segment]:
    """The recording's text as one segment per transcribed window; raises Skipped, or Stopped on cancel.

    `checkpoint` runs between windows (it waits while paused or busy and raises on cancel); `say` gets a
    line of progress ("transcribing 1:30 of 12:00")."""
    reason = no_speech(transcripts)
    if reason or transcripts is None:
        raise Skipped(reason or NO_SPEECH)

    def progress(done: float, total: float | None) -> None:
        say(f"transcribing {clock(done)} of {clock(total)}" if total else f"transcribing {clock(done)}")
        checkpoint()

    say("transcribing")
    try:
        parts = transcripts.segments(path, progress, cancel)
    except Exception as exc:  # the speech side's errors are sentences; a cancel surfaces as any of them
        if cancel.is_set():
            raise Stopped from exc
        log.info("could not transcribe %s: %s", path, exc)
        raise Skipped(f"could not transcribe: {exc}") from exc
    finally:
        say("")
    segments = [Segment(text, seconds=start, until=end) for start, end, text in parts if text.strip()]
    if not segments:
        raise Skipped("no speech in it")
    return segments
