"""WAV files read with the standard library, for builds without PyAV (the frozen bundles leave its 77 MB out:
packaging/build.py's NOT_SHIPPED). 8, 16, 24 and 32-bit PCM, any rate and channel count, to 16 kHz mono.

The rate is changed by linear interpolation a second at a time (speech has little above 4 kHz, well under the
8 kHz Whisper keeps); PyAV's resampler does better where it is installed.
"""

from __future__ import annotations

import wave
from collections.abc import Iterator
from typing import BinaryIO

import numpy as np

from app.voice.errors import VoiceError

RATE = 16_000
ONLY_WAV = "This build of Hearth reads WAV files only (MP3, M4A, FLAC and Ogg need PyAV, which it leaves out)."


def open_wave(handle: BinaryIO) -> tuple[wave.Wave_read, float]:
    """The reader and the duration of a WAV file; raises VoiceError for anything else."""
    head = handle.read(12)
    handle.seek(0)
    if head[:4] != b"RIFF" or head[8:12] != b"WAVE":
        raise VoiceError("audio_invalid", ONLY_WAV)
    try:
        reader = wave.open(handle, "rb")  # noqa: SIM115  # closed by the AudioStream that holds it
    except (wave.Error, EOFError) as exc:
        raise VoiceError("audio_invalid", f"The WAV file cannot be read ({exc}).") from exc
    if reader.getnframes() == 0:
        reader.close()
        raise VoiceError("audio_empty", "The file holds no sound to transcribe.")
    return reader, reader.getnframes() / reader.getframerate()


def _samples(data: bytes, width: int, channels: int) -> np.ndarray:
    if width == 3:  # 24-bit: widen each sample to 32 bits
        raw = np.frombuffer(data[: len(data) // 3 * 3], dtype=np.uint8).reshape(-1, 3)
        wide = np.zeros((len(raw), 4), dtype=np.uint8)
        wide[:, 1:] = raw
        values = wide.view("<i4").reshape(-1).astype(np.float32) / 2**31
    elif width == 1:
        values = (np.frombuffer(data, dtype=np.uint8).astype(np.float32) - 128) / 128
    else:
        kind = "<i2" if width == 2 else "<i4"
        values = np.frombuffer(data[: len(data) // width * width], dtype=kind).astype(np.float32) / 2 ** (8 * width - 1)
    mono: np.ndarray = values[: len(values) // channels * channels].reshape(-1, channels).mean(axis=1)
    return mono


def wave_blocks(reader: wave.Wave_read) -> Iterator[np.ndarray]:
    """The file a second at a time, as 16 kHz mono float32."""
    rate, width, channels = reader.getframerate(), reader.getsampwidth(), reader.getnchannels()
    while True:
        data = reader.readframes(rate)
        if not data:
            return
        block = _samples(data, width, channels)
        if rate != RATE and len(block):
            positions = np.arange(round(len(block) * RATE / rate)) * rate / RATE
            block = np.interp(positions, np.arange(len(block)), block).astype(np.float32)
        yield block.astype(np.float32, copy=False)
