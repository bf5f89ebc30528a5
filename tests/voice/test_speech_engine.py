"""Transcription on the real Whisper tiny.en in its own process, fed real speech (espeak-ng)."""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from app.voice.audio import pcm16_wav
from app.voice.engine import SpeechEngine
from app.voice.errors import Cancelled, SpeechUnavailable, VoiceError
from app.voice.service import open_engine
from app.voice.transcribe import transcribe_audio, transcribe_samples
from tests.voice.speech import spoken

pytestmark = pytest.mark.slow

SENTENCES = [
    "Please send the quarterly report to the finance team before Friday.",
    "My laptop keeps every conversation on its own disk.",
    "Remind me to call my sister after dinner.",
    "She bought three apples, two oranges and a loaf of bread.",
    "Local speech recognition keeps every word on this computer.",
    "Open the settings and turn on the dark theme.",
    "The museum is closed on Mondays but open late on Thursdays.",
    "The meeting has been moved to the small room on the second floor.",
    "He plays the piano every evening before going to bed.",
    "The children built a sandcastle near the edge of the water.",
    "Our flight was delayed because of a storm over the mountains.",
    "I would like a cup of coffee with a little milk.",
    "The old bridge was repaired after the heavy floods.",
    "Translate this paragraph into plain and simple English.",
    "The train to the city leaves from the last platform every hour.",
    "We planted tomatoes and beans in the garden last spring.",
    "Turn off the lights in the kitchen when you leave.",
    "The weather tomorrow will be cloudy with a chance of rain.",
    "Our neighbours are painting their house a bright yellow.",
]


def words(text: str) -> list[str]:
    return re.sub(r"[^a-z0-9' ]+", " ", text.lower().replace("-", " ")).split()


def word_error_rate(reference: str, hypothesis: str) -> float:
    ref, hyp = words(reference), words(hypothesis)
    row = list(range(len(hyp) + 1))
    for i in range(1, len(ref) + 1):
        diagonal, row[0] = row[0], i
        for j in range(1, len(hyp) + 1):
            diagonal, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, diagonal + (ref[i - 1] != hyp[j - 1]))
    return row[len(hyp)] / len(ref)


@pytest.fixture(scope="module")
def engine(speech_model: Path) -> Iterator[SpeechEngine]:
    speech = open_engine(speech_model, threads=2)
    yield speech
    speech.close()


def test_a_70_second_recording_loses_and_repeats_no_words_at_the_seams(engine: SpeechEngine) -> None:
    audio = spoken(SENTENCES, pause_s=0.5)
    assert len(audio) / 16_000 > 70
    progress: list[float] = []

    transcript = transcribe_audio(pcm16_wav(audio), engine, progress=lambda done, _total: progress.append(done))

    reference = " ".join(SENTENCES)
    assert len(transcript.segments) >= 3  # cut into windows...
    assert all(s.end - s.start <= 30.0 for s in transcript.segments)
    assert [s.start for s in transcript.segments[1:]] == [s.end for s in transcript.segments[:-1]]
    # ...without a word lost or said twice at a cut: a dropped or doubled sentence alone would add ~0.06
    assert abs(len(words(transcript.text)) - len(words(reference))) <= 4
    assert word_error_rate(reference, transcript.text) <= 0.15
    for sentence_end in ("friday", "dinner", "bread", "theme", "thursdays", "floor", "bed", "mountains", "milk",
                         "floods", "english", "spring"):
        assert words(transcript.text).count(sentence_end) == 1, sentence_end
    assert progress == sorted(progress) and progress[-1] == pytest.approx(len(audio) / 16_000, abs=0.01)


def test_a_sentence_from_the_microphone_buffer(engine: SpeechEngine) -> None:
    transcript = transcribe_samples(spoken(["Remind me to call my sister after dinner."]), engine)
    assert words(transcript.text) == words("Remind me to call my sister after dinner.")


def test_a_language_the_model_does_not_know_is_refused(engine: SpeechEngine) -> None:
    with pytest.raises(VoiceError, match="does not understand 'fr'"):
        transcribe_samples(np.zeros(16_000, dtype=np.float32), engine, language="fr")


def test_cancel_stops_a_window_between_tokens(speech_model: Path) -> None:
    from app.voice.recognizer import Recognizer

    recognizer = Recognizer(speech_model, threads=2, languages=("en",))
    calls = itertools.count()
    with pytest.raises(Cancelled):
        recognizer.transcribe(spoken(SENTENCES[:2]), None, "", lambda: next(calls) >= 3)
    assert next(calls) == 4  # stopped at the fourth check (checks 0-3): no token after it


def test_a_cancel_set_before_the_window_is_sent_never_reaches_the_model(engine: SpeechEngine) -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        engine.transcribe(np.zeros(16_000, dtype=np.float32), cancel=cancel)


def test_the_speech_process_dying_is_told_and_the_next_window_starts_a_new_one(speech_model: Path) -> None:
    engine = open_engine(speech_model, threads=1)
    try:
        engine.start()
        process = engine._process
        assert process is not None and process.pid is not None
        os.kill(process.pid, 9)
        process.join(10)
        with pytest.raises(SpeechUnavailable, match=r"ran out of memory|was stopped"):
            engine.transcribe(np.zeros(16_000, dtype=np.float32))
        assert transcribe_samples(spoken(["Open the settings."]), engine).text
    finally:
        engine.close()


def test_main_transcribe_prints_subtitles_and_json(tmp_path: Path, speech_model: Path) -> None:
    path = tmp_path / "note.wav"
    path.write_bytes(pcm16_wav(spoken(SENTENCES[:2])))
    env = {**os.environ, "HEARTH_SPEECH_DIR": str(speech_model)}
    root = Path(__file__).resolve().parents[2]

    def run(*flags: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, str(root / "main.py"), "transcribe", str(path), *flags],
                              capture_output=True, text=True, env=env, timeout=300, check=False)

    srt = run("--srt")
    assert srt.returncode == 0, srt.stderr
    assert re.match(r"1\n00:00:00,000 --> 00:00:0\d,\d{3}\n\S", srt.stdout)
    verbose = json.loads(run("--json").stdout)
    assert "friday" in words(verbose["text"]) and verbose["segments"][0]["start"] == 0.0
    missing = subprocess.run([sys.executable, str(root / "main.py"), "transcribe", str(tmp_path / "none.mp3")],
                             capture_output=True, text=True, env=env, timeout=300, check=False)
    assert missing.returncode == 1 and "Cannot read" in missing.stderr
