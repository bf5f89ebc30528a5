"""Real test speech: Debian's espeak-ng saying known sentences, decoded to 16 kHz samples in memory."""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

from app.voice.audio import RATE, open_audio


def espeak_wav(text: str, words_per_minute: int = 160) -> bytes:
    """`text` spoken by espeak-ng, as the WAV file it writes (22,050 Hz)."""
    if shutil.which("espeak-ng") is None:
        pytest.fail("espeak-ng is missing: packaging/dev/setup.sh installs it (apt-get install espeak-ng)")
    return subprocess.run(["espeak-ng", "-s", str(words_per_minute), "--stdout", text],
                          capture_output=True, check=True, timeout=60).stdout


def spoken(sentences: list[str], pause_s: float = 0.4) -> np.ndarray:
    """The sentences one after another at 16 kHz, `pause_s` of silence after each."""
    parts: list[np.ndarray] = []
    for sentence in sentences:
        with open_audio(espeak_wav(sentence)) as audio:
            parts.append(np.concatenate(list(audio.blocks())))
        parts.append(np.zeros(int(pause_s * RATE), dtype=np.float32))
    return np.concatenate(parts)
