"""POST /v1/audio/transcriptions with the official openai SDK against the real server and speech model."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import openai
import pytest

from app.voice.audio import RATE, pcm16_wav
from tests.app.api.conftest import Served
from tests.voice.encode import encode
from tests.voice.speech import spoken
from tests.voice.test_audio import _flac_of_minutes
from tests.voice.test_speech_engine import words

pytestmark = pytest.mark.slow

SENTENCES = ["Remind me to call my sister after dinner.", "Open the settings and turn on the dark theme."]


@pytest.fixture(scope="module")
def recording() -> bytes:
    return pcm16_wav(spoken(SENTENCES))


def test_every_response_format_through_the_sdk(server: Served, recording: bytes, speech_model: Path) -> None:
    client = server.client()
    plain = client.audio.transcriptions.create(model="whisper-1", file=("note.wav", recording))
    assert words(plain.text) == words(" ".join(SENTENCES))

    verbose = client.audio.transcriptions.create(model="whisper-1", file=("note.wav", recording),
                                                 response_format="verbose_json", language="en")
    assert verbose.duration == pytest.approx(len(recording[44:]) / 2 / RATE, abs=0.01)
    assert verbose.language == "en" and verbose.segments and verbose.segments[0].start == 0.0

    text = client.audio.transcriptions.create(model="whisper-tiny.en", file=("note.wav", recording),
                                              response_format="text", prompt="Sister, dinner, settings.")
    assert "dinner" in words(str(text))
    srt = client.audio.transcriptions.create(model="whisper-1", file=("note.wav", recording), response_format="srt")
    assert re.match(r"1\n00:00:00,000 --> 00:00:0\d,\d{3}\n\S", str(srt))
    vtt = client.audio.transcriptions.create(model="whisper-1", file=("note.wav", recording), response_format="vtt")
    assert str(vtt).startswith("WEBVTT\n\n00:00:00.000 --> ")


def test_a_voice_memo_in_m4a(server: Served, speech_model: Path) -> None:
    memo = encode(spoken(SENTENCES[:1]), "m4a")
    result = server.client().audio.transcriptions.create(model="whisper-1", file=("memo.m4a", memo))
    assert words(result.text) == words(SENTENCES[0])


@pytest.mark.parametrize(("data", "code"), [
    (b"", "audio_empty"),
    (b"Meeting notes: remember to renamed this to .wav", "audio_invalid"),
])
def test_bad_audio_is_a_400_that_says_why(server: Served, speech_model: Path, data: bytes, code: str) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        server.client().audio.transcriptions.create(model="whisper-1", file=("speech.wav", data))
    assert caught.value.code == code
    assert "audio" in caught.value.message.lower() or "empty" in caught.value.message.lower()


def test_bad_requests_name_what_is_wrong(server: Served, recording: bytes, speech_model: Path) -> None:
    client = server.client()
    with pytest.raises(openai.BadRequestError, match="does not understand 'fr'"):
        client.audio.transcriptions.create(model="whisper-1", file=("note.wav", recording), language="fr")
    with pytest.raises(openai.NotFoundError, match="cannot transcribe here"):
        client.audio.transcriptions.create(model="gpt-5", file=("note.wav", recording))
    with pytest.raises(openai.BadRequestError, match="response_format"):
        client.audio.transcriptions.create(model="whisper-1", file=("note.wav", recording),
                                           response_format="docx")  # type: ignore[arg-type]
    with server.http() as http:
        no_file = http.post("/v1/audio/transcriptions", data={"model": "whisper-1"},
                            files={"other": ("x.txt", b"x")})
        assert no_file.status_code == 400 and "'file'" in no_file.json()["error"]["message"]
        not_a_form = http.post("/v1/audio/transcriptions", json={"file": "x"})
        assert not_a_form.status_code == 400 and "multipart" in not_a_form.json()["error"]["message"]


def test_too_long_is_a_413_with_the_limit(server: Served, speech_model: Path) -> None:
    client = server.client()
    with pytest.raises(openai.APIStatusError) as caught:
        client.audio.transcriptions.create(model="whisper-1", file=("lecture.flac", _flac_of_minutes(61)))
    assert caught.value.status_code == 413
    assert "1:00:00" in caught.value.message
    with pytest.raises(openai.APIStatusError) as too_big:
        client.audio.transcriptions.create(model="whisper-1", file=("huge.wav", bytes(26 << 20)))
    assert too_big.value.status_code == 413 and "25 MB" in too_big.value.message


def test_silence_is_an_empty_transcript_not_an_invented_one(server: Served, speech_model: Path) -> None:
    quiet = pcm16_wav(np.zeros(5 * RATE, dtype=np.float32))
    assert server.client().audio.transcriptions.create(model="whisper-1", file=("quiet.wav", quiet)).text == ""
