"""Long audio cut into Whisper's 30-second windows at pauses, so no word is cut in two at a seam.

Whisper reads at most 30 s at once. A window cut at a fixed 30 s often splits a word, which then comes out
twice (both halves guessed) or not at all. Each cut is made instead at the quietest 0.2 s of the window's
last `search_s` seconds: between sentences, or at least between words. Every sample lands in exactly one
window, so nothing is lost or read twice. Memory stays at one window plus one block whatever the length.

A window with no sound above the noise floor is marked silent: Whisper, given silence, tends to invent a
"Thank you." or "you", so silent windows are not transcribed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import numpy as np

from app.voice.audio import RATE

WINDOW_S = 30.0
SEARCH_S = 10.0
_FRAME = RATE // 50  # 20 ms energy frames
_QUIET_FRAMES = 10  # the quiet stretch looked for: 0.2 s
SILENCE_RMS = 0.003  # about -50 dBFS over 0.1 s: below any voice, above a quiet room's hiss


@dataclass(frozen=True)
class Window:
    start: int  # in samples from the start of the audio
    samples: np.ndarray

    @property
    def start_s(self) -> float:
        return self.start / RATE

    @property
    def end_s(self) -> float:
        return (self.start + len(self.samples)) / RATE

    @property
    def silent(self) -> bool:
        return loudest_rms(self.samples) < SILENCE_RMS


def _frame_rms(samples: np.ndarray) -> np.ndarray:
    count = len(samples) // _FRAME
    if count == 0:
        return np.zeros(0, dtype=np.float32)
    frames = samples[:count * _FRAME].reshape(count, _FRAME).astype(np.float32)
    rms: np.ndarray = np.sqrt(np.mean(frames * frames, axis=1))
    return rms


def loudest_rms(samples: np.ndarray) -> float:
    """The RMS of the loudest 0.1 s (five frames) of `samples`."""
    rms = _frame_rms(samples)
    if len(rms) < 5:
        return float(np.sqrt(np.mean(samples.astype(np.float32) ** 2))) if len(samples) else 0.0
    return float(np.max(np.convolve(rms, np.ones(5) / 5, mode="valid")))


def quiet_cut(samples: np.ndarray, search_from: int) -> int:
    """The sample index, at or after `search_from`, in the middle of the (latest) quietest 0.2 s of `samples`."""
    region = samples[search_from:]
    rms = _frame_rms(region)
    if len(rms) <= _QUIET_FRAMES:
        return len(samples)
    energy = np.convolve(rms, np.ones(_QUIET_FRAMES) / _QUIET_FRAMES, mode="valid")
    quiet = np.flatnonzero(energy <= energy.min() + 1e-4)
    best = int(quiet[-1])  # the latest of equally quiet places: the fullest window, the fewest windows
    return search_from + (best + _QUIET_FRAMES // 2) * _FRAME


def windows(blocks: Iterable[np.ndarray], window_s: float = WINDOW_S, search_s: float = SEARCH_S) -> Iterator[Window]:
    """Cut a stream of 16 kHz blocks into windows of at most `window_s`, each ending at a pause."""
    size = int(window_s * RATE)
    search_from = size - int(search_s * RATE)
    pending: list[np.ndarray] = []
    held = 0
    start = 0
    for block in blocks:
        pending.append(block)
        held += len(block)
        if held < size:
            continue
        buffer = np.concatenate(pending)
        while len(buffer) >= size:
            cut = quiet_cut(buffer[:size], search_from)
            yield Window(start, buffer[:cut])
            start += cut
            buffer = buffer[cut:]
        pending, held = [buffer], len(buffer)
    rest = np.concatenate(pending) if pending else np.zeros(0, dtype=np.float32)
    if len(rest):
        yield Window(start, rest)
