"""The end of an utterance: silero-vad (the real model, from the speech model's folder) and the energy fallback."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from app.voice.audio import RATE
from app.voice.endpoint import EndOfSpeech
from app.voice.vad import SileroVad
from models.speech_model import VAD
from tests.voice.speech import spoken


def _fed(endpoint: EndOfSpeech, audio: np.ndarray) -> float | None:
    """The second at which `endpoint` said the utterance ended, fed in 50 ms blocks (None: never)."""
    block = RATE // 20
    for at in range(0, len(audio), block):
        if endpoint.feed(audio[at:at + block]):
            return (at + block) / RATE
    return None


def _last_sound(audio: np.ndarray) -> float:
    return float(np.flatnonzero(np.abs(audio) > 0.01)[-1]) / RATE


@pytest.fixture(scope="module")
def sentence() -> np.ndarray:
    return spoken(["Remind me to call my sister after dinner."], pause_s=0.0)


def test_energy_ends_after_speech_and_a_pause_and_never_on_silence(sentence: np.ndarray) -> None:
    pause = np.zeros(2 * RATE, dtype=np.float32)
    ended = _fed(EndOfSpeech(), np.concatenate([pause, sentence, pause]))
    speech_end = len(pause) / RATE + _last_sound(sentence)  # espeak-ng ends its sentence with a quiet stretch
    assert ended is not None and speech_end + 0.7 <= ended <= speech_end + 1.0
    assert _fed(EndOfSpeech(), np.zeros(10 * RATE, dtype=np.float32)) is None


@pytest.mark.slow
def test_silero_hears_speech_not_noise_and_ends_after_the_pause(speech_model: Path, sentence: np.ndarray) -> None:
    vad = SileroVad(speech_model / VAD)
    noise = (np.random.default_rng(1).standard_normal(4 * RATE) * 0.05).astype(np.float32)  # a loud fan
    assert max(vad.probabilities(noise)) < 0.5
    vad.reset()
    assert np.mean(np.array(vad.probabilities(sentence)) > 0.5) > 0.5  # most of a sentence is speech

    vad.reset()
    audio = np.concatenate([noise, sentence, noise])
    ended = _fed(EndOfSpeech(vad=vad), audio)
    speech_end = len(noise) / RATE + _last_sound(sentence)
    assert ended is not None and speech_end + 0.7 <= ended <= speech_end + 1.5
    # the energy detector alone, in the same noise, hears the fan as speech from the start
    assert _fed(EndOfSpeech(), noise[: RATE // 2]) is None and EndOfSpeech().feed(noise) is False
