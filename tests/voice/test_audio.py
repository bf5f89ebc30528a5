"""Audio decoding: every format people bring, and the bad files they bring too, each refused in words."""

from __future__ import annotations

import sys
import threading
import tracemalloc
from pathlib import Path

import numpy as np
import pytest

from app.voice.audio import RATE, open_audio
from app.voice.errors import AudioTooLong, Cancelled, VoiceError
from app.voice.transcribe import transcribe_audio
from tests.voice.encode import FORMATS, encode


def _tone(seconds: float) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return (0.3 * np.sin(2 * np.pi * 440 * t)).astype(np.float32)


@pytest.mark.parametrize("extension", sorted(FORMATS))
def test_each_format_decodes_to_16_khz_mono_of_the_same_length(tmp_path: Path, extension: str) -> None:
    path = tmp_path / f"note.{extension}"
    path.write_bytes(encode(_tone(3.0), extension))
    with open_audio(path) as audio:
        samples = np.concatenate(list(audio.blocks()))
        assert audio.duration == pytest.approx(3.0, abs=0.1)
    assert samples.dtype == np.float32
    assert len(samples) / RATE == pytest.approx(3.0, abs=0.1)
    assert np.sqrt(np.mean(samples**2)) == pytest.approx(0.3 / np.sqrt(2), rel=0.1)  # the tone, not noise


class _Nobody:
    languages = ("en",)

    def start(self) -> None:
        raise AssertionError("nothing should start the speech model")

    def transcribe(self, *_args: object, **_kwargs: object) -> str:
        raise AssertionError("nothing should reach the speech model")


@pytest.mark.parametrize(("data", "code"), [
    (b"", "audio_empty"),
    (b"Dear diary, today I renamed a text file to .wav", "audio_invalid"),
    (b"RIFF\x24\x00\x00\x00WAVEfmt ", "audio_invalid"),  # a WAV header cut short
    (b"\x89PNG\r\n\x1a\n" + bytes(64), "audio_invalid"),
])
def test_bad_files_are_refused_with_the_reason(tmp_path: Path, data: bytes, code: str) -> None:
    path = tmp_path / "speech.wav"
    path.write_bytes(data)
    with pytest.raises(VoiceError) as caught:
        transcribe_audio(path, _Nobody())
    assert caught.value.code == code
    assert str(caught.value)


def test_a_wav_header_with_no_sound_after_it_is_refused() -> None:
    with pytest.raises(VoiceError) as caught:
        transcribe_audio(encode(np.zeros(RATE, dtype=np.float32), "wav")[:44], _Nobody())
    assert caught.value.code in {"audio_empty", "audio_invalid"}


def test_a_corrupt_mp3_gives_what_can_be_read_or_a_clear_error() -> None:
    data = bytearray(encode(_tone(6.0), "mp3"))
    data[len(data) // 3:len(data) // 2] = bytes(len(data) // 2 - len(data) // 3)  # a hole of zeros
    try:
        with open_audio(bytes(data)) as audio:
            samples = np.concatenate(list(audio.blocks()))
    except VoiceError as exc:
        assert exc.code in {"audio_corrupt", "audio_invalid"}
    else:
        assert len(samples) > 2 * RATE  # the readable parts are kept


def test_too_long_is_refused_before_decoding_when_the_file_says_its_length() -> None:
    with pytest.raises(AudioTooLong) as caught:
        open_audio(encode(_tone(12.0), "flac"), max_seconds=5)
    assert caught.value.limit_s == 5
    assert "0:05" in str(caught.value)


def test_two_hours_decode_in_bounded_memory_with_progress_and_cancel() -> None:
    """Two hours of (mostly quiet) FLAC: the length is known at once, progress comes window by window, and a
    cancel stops it; the memory held stays a few windows, not the 460 MB the whole would take."""
    quiet = np.zeros(60 * RATE, dtype=np.float32)
    minute = encode(quiet, "flac")
    with open_audio(minute) as audio:
        assert audio.duration == pytest.approx(60.0, abs=0.1)
    import av

    long_file = _flac_of_minutes(120)
    seen: list[tuple[float, float | None]] = []
    cancel = threading.Event()

    def progress(done: float, total: float | None) -> None:
        seen.append((done, total))
        if done >= 600:
            cancel.set()

    tracemalloc.start()
    try:
        with pytest.raises(Cancelled):
            transcribe_audio(long_file, _Nobody(), progress=progress, cancel=cancel)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert seen[0][1] == pytest.approx(7200, abs=1)
    assert 600 <= seen[-1][0] < 640
    assert peak < 40_000_000, peak
    assert av  # PyAV made the file


def _flac_of_minutes(minutes: int) -> bytes:
    """A FLAC file of `minutes` of silence, written a minute at a time (tiny: silence compresses well)."""
    import io

    import av

    out = io.BytesIO()
    with av.open(out, mode="w", format="flac") as container:
        stream = container.add_stream("flac", rate=RATE, layout="mono")
        silence = np.zeros((1, 60 * RATE), dtype=np.int16)
        for _ in range(minutes):
            frame = av.AudioFrame.from_ndarray(silence, format="s16", layout="mono")
            frame.sample_rate = RATE
            for packet in stream.encode(frame):
                container.mux(packet)
        for packet in stream.encode(None):
            container.mux(packet)
    return out.getvalue()


@pytest.mark.parametrize("rate", [8_000, 22_050, 48_000])
def test_without_pyav_wav_files_are_read_by_the_standard_library(monkeypatch: pytest.MonkeyPatch, rate: int) -> None:
    """The frozen bundles leave PyAV out (packaging/build.py's NOT_SHIPPED): WAV still works, the rest says why."""
    tone = _tone(3.0)
    wav, mp3 = encode(tone, "wav"), encode(tone, "mp3")
    wav_at_rate = _wav_at(tone, rate, channels=2)
    monkeypatch.setitem(sys.modules, "av", None)  # `import av` raises ImportError
    for data in (wav, wav_at_rate):
        with open_audio(data, max_seconds=10) as audio:
            samples = np.concatenate(list(audio.blocks()))
            assert audio.container is None and audio.duration == pytest.approx(3.0, abs=0.01)
        assert len(samples) / RATE == pytest.approx(3.0, abs=0.01)
        assert np.sqrt(np.mean(samples**2)) == pytest.approx(0.3 / np.sqrt(2), rel=0.05)
    with pytest.raises(VoiceError, match="reads WAV files only") as caught:
        open_audio(mp3)
    assert caught.value.code == "audio_invalid"
    with pytest.raises(AudioTooLong):
        open_audio(wav, max_seconds=1)


def _wav_at(samples: np.ndarray, rate: int, channels: int) -> bytes:
    import io
    import wave

    positions = np.arange(round(len(samples) * rate / RATE)) * RATE / rate
    resampled = np.interp(positions, np.arange(len(samples)), samples)
    pcm = (np.repeat(resampled[:, None], channels, axis=1) * 32767).astype("<i2")
    out = io.BytesIO()
    with wave.open(out, "wb") as writer:
        writer.setnchannels(channels)
        writer.setsampwidth(2)
        writer.setframerate(rate)
        writer.writeframes(pcm.tobytes())
    return out.getvalue()
