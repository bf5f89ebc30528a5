"""Audio files and uploads decoded to 16 kHz mono float32, a block at a time (bounded memory at any length).

PyAV (FFmpeg's libraries in the wheel, BSD) decodes every format people bring: WAV, MP3, M4A (AAC), FLAC,
Ogg (Vorbis, Opus), WebM; its resampler (libswresample) makes Whisper's 16 kHz mono. soundfile (libsndfile)
was the lighter alternative, but reads no AAC, so an iPhone's voice memo (M4A) would be refused.

Builds without PyAV (the frozen bundles: 77 MB) read WAV files with the standard library (`wav_fallback`).

FFmpeg is only ever handed bytes (a file object, never a name or URL) and only the demuxers of audio files
(`format_whitelist`): a playlist or concat file cannot make it open another file or the network.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np

from app.plural import clock
from app.voice.errors import AudioTooLong, VoiceError
from app.voice.wav_fallback import open_wave, wave_blocks

RATE = 16_000
# Demuxers of audio files (FFmpeg's names; mov covers m4a/mp4/3gp, matroska covers webm).
_DEMUXERS = "wav,w64,mp3,mov,mp4,m4a,3gp,flac,ogg,matroska,webm,aac,aiff,caf,wv,ape"


@dataclass
class AudioStream:
    """An opened audio file: `duration` (seconds, when the container says) and `blocks()` of 16 kHz samples.

    `blocks()` raises VoiceError for a stream that breaks while decoding, `AudioTooLong` past `max_seconds`,
    and an `audio_empty` VoiceError when nothing at all was decoded. Close it (or use it as a context manager).
    """

    container: Any  # PyAV's, or None when the standard library reads a WAV file (`stream` is then its reader)
    stream: Any
    handle: BinaryIO
    duration: float | None
    max_seconds: float | None

    def blocks(self) -> Iterator[np.ndarray]:
        decoded = 0
        for block in self._decoded() if self.container is not None else wave_blocks(self.stream):
            decoded += len(block)
            self._check(decoded)
            yield block
        if decoded == 0:
            raise VoiceError("audio_empty", "The file holds no sound to transcribe.")

    def _decoded(self) -> Iterator[np.ndarray]:
        import av

        resampler = av.AudioResampler(format="flt", layout="mono", rate=RATE)
        decoded = 0
        try:
            for frame in self.container.decode(self.stream):
                for out in resampler.resample(frame):
                    decoded += out.samples
                    yield out.to_ndarray().reshape(-1)
            for out in resampler.resample(None):
                yield out.to_ndarray().reshape(-1)
        except av.error.FFmpegError as exc:
            raise VoiceError("audio_corrupt",
                             f"The audio is damaged {clock(decoded / RATE)} in ({exc.strerror or exc}).") from exc

    def _check(self, decoded: int) -> None:
        if self.max_seconds is not None and decoded > self.max_seconds * RATE:
            raise AudioTooLong(self.max_seconds)

    def close(self) -> None:
        (self.container or self.stream).close()
        self.handle.close()

    def __enter__(self) -> AudioStream:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def open_audio(source: Path | bytes | BinaryIO, max_seconds: float | None = None) -> AudioStream:
    """Open `source` (a file, its bytes, or a binary file object) for decoding; raises VoiceError."""
    try:
        import av
    except ImportError:  # a build without PyAV (the frozen bundles, the server's container image)
        av = None  # type: ignore[assignment]

    if isinstance(source, Path):
        try:
            handle: BinaryIO = source.open("rb")
        except OSError as exc:
            raise VoiceError("audio_unreadable", f"Cannot read {source}: {exc.strerror or exc}.") from exc
    else:
        handle = io.BytesIO(source) if isinstance(source, bytes) else source
    if not handle.read(1):
        handle.close()
        raise VoiceError("audio_empty", "The file is empty.")
    handle.seek(0)
    if av is None:
        reader, duration = _standard_wave(handle)
        _limit(duration, max_seconds, reader.close, handle)
        return AudioStream(None, reader, handle, duration, max_seconds)
    try:
        container = av.open(handle, mode="r", options={"format_whitelist": _DEMUXERS})
    except (av.error.FFmpegError, ValueError) as exc:
        handle.close()
        raise VoiceError("audio_invalid", "The file is not audio Hearth can read (WAV, MP3, M4A, FLAC, Ogg, "
                         "WebM).") from exc
    streams = [s for s in container.streams if s.type == "audio"]
    if not streams:
        container.close()
        handle.close()
        raise VoiceError("audio_invalid", "The file has no sound in it (no audio stream).")
    stream = streams[0]
    duration = None
    if stream.duration is not None and stream.time_base is not None:
        duration = float(stream.duration * stream.time_base)
    elif container.duration is not None:
        duration = container.duration / 1_000_000  # AV_TIME_BASE
    _limit(duration, max_seconds, container.close, handle)
    return AudioStream(container, stream, handle, duration, max_seconds)


def _standard_wave(handle: BinaryIO) -> tuple[Any, float]:
    try:
        return open_wave(handle)
    except VoiceError:
        handle.close()
        raise


def _limit(duration: float | None, max_seconds: float | None, close: Callable[[], object], handle: BinaryIO) -> None:
    """Refuse a file whose header says it is longer than `max_seconds` (a second's grace for rounding)."""
    if max_seconds is not None and duration is not None and duration > max_seconds + 1:
        close()
        handle.close()
        raise AudioTooLong(max_seconds)


def pcm16_wav(samples: np.ndarray, rate: int = RATE) -> bytes:
    """`samples` (float32 in [-1, 1]) as a 16-bit mono WAV file in memory (what ORT GenAI's decoder reads)."""
    import wave

    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(rate)
        wav.writeframes((np.clip(samples, -1.0, 1.0) * 32767).astype("<i2").tobytes())
    return out.getvalue()
