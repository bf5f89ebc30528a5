"""Cutting long audio into Whisper's windows at pauses: nothing lost, nothing twice, no word cut."""

from __future__ import annotations

import numpy as np

from app.voice.audio import RATE
from app.voice.windows import SILENCE_RMS, Window, loudest_rms, windows


def _speechlike(seconds: float, gaps: list[float], gap_s: float = 0.3) -> np.ndarray:
    """A 200 Hz tone ("words") with silent gaps of `gap_s` starting at the given seconds."""
    t = np.arange(int(seconds * RATE)) / RATE
    audio = (0.3 * np.sin(2 * np.pi * 200 * t)).astype(np.float32)
    for start in gaps:
        audio[int(start * RATE):int((start + gap_s) * RATE)] = 0.0
    return audio


def test_every_sample_lands_in_exactly_one_window_cut_in_a_pause() -> None:
    gaps = [7.0, 14.0, 22.5, 26.0, 41.0, 55.0, 63.3]
    audio = _speechlike(70.0, gaps)
    blocks = [audio[i:i + 1152] for i in range(0, len(audio), 1152)]  # MP3-sized frames

    cut = list(windows(blocks))

    assert len(cut) == 3
    assert np.array_equal(np.concatenate([w.samples for w in cut]), audio)
    assert [w.start for w in cut] == [0, len(cut[0].samples), len(cut[0].samples) + len(cut[1].samples)]
    for window in cut[:-1]:
        assert window.end_s - window.start_s <= 30.0
        # the cut is inside a gap (the last quiet place in the window's final 10 s), not in a "word"
        assert any(gap < window.end_s < gap + 0.3 for gap in gaps), window.end_s
    assert 26.0 < cut[0].end_s < 26.3  # the latest pause, not the first one after 20 s


def test_without_any_pause_the_window_is_cut_at_30_seconds_and_nothing_is_lost() -> None:
    audio = _speechlike(65.0, [])
    cut = list(windows([audio]))
    assert np.array_equal(np.concatenate([w.samples for w in cut]), audio)
    assert all(len(w.samples) <= 30 * RATE for w in cut)


def test_silence_is_marked_so_whisper_never_invents_words_for_it() -> None:
    quiet_room = (np.random.default_rng(0).standard_normal(5 * RATE) * 0.0005).astype(np.float32)
    assert Window(0, quiet_room).silent
    assert not Window(0, _speechlike(1.0, [])).silent
    assert loudest_rms(np.zeros(10, dtype=np.float32)) < SILENCE_RMS
    assert list(windows([])) == []
