"""OpenAI's speech to text: `POST /v1/audio/transcriptions`, on the speech model in its own process.

The request is OpenAI's multipart form: `file` (WAV, MP3, M4A, FLAC, Ogg, WebM), `model` (`whisper-1`, as the
SDKs send it by default, or the speech model's own name), `language`, `prompt`, `response_format` (`json`,
`text`, `srt`, `vtt`, `verbose_json`); `temperature` and `timestamp_granularities[]` are accepted and not used
(decoding is greedy; segments are the windows). The upload is parsed in memory and never written to disk.

Bad audio is a 400 that says why (`audio_empty`, `audio_invalid`, `audio_corrupt`); a body over
`max_audio_bytes` (25 MB, OpenAI's limit) or a recording over `max_audio_s` is a 413 that names the limit.
The speech model is never built behind a caller's back: without it the answer is 503 with the command that
builds it. A transcription takes a place in the server's queue like a generating request.
"""

from __future__ import annotations

import asyncio
import threading

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, PlainTextResponse, Response

from app.api.errors import ApiError
from app.api.form_memory import Part, parse_form
from app.api.routes_openai import state_of
from app.system.paths import speech_model_dir
from app.voice.errors import AudioTooLong, Cancelled, SpeechUnavailable, VoiceError
from app.voice.formats import FORMATS, srt, verbose, vtt
from app.voice.service import LazySpeech
from app.voice.transcribe import Transcript, transcribe_audio
from models.speech_model import NAME

router = APIRouter()
PATH = "/v1/audio/transcriptions"
OPENAI_NAMES = ("whisper-1", "gpt-4o-transcribe", "gpt-4o-mini-transcribe")


_SPEECH = LazySpeech(speech_model_dir)  # one speech host per server process, on the first request


def _text_field(form: dict[str, Part], name: str) -> str:
    part = form.get(name)
    try:
        return bytes(part.data).decode("utf-8").strip() if part is not None else ""
    except UnicodeDecodeError:
        raise ApiError(400, f"{name} must be UTF-8 text.", "invalid_request", name) from None


def _check_model(model: str) -> None:
    if model and model not in (NAME, *OPENAI_NAMES) and not model.startswith("whisper"):
        raise ApiError(404, f"The model {model!r} cannot transcribe here; speech is transcribed by {NAME!r} "
                       "(or ask for 'whisper-1').", "model_not_found", "model")


def _run(audio: bytes, language: str, prompt: str, max_seconds: float, cancel: threading.Event) -> Transcript:
    return transcribe_audio(audio, _SPEECH.get(), language=language or None, prompt=prompt, max_seconds=max_seconds,
                            cancel=cancel)


@router.post(PATH, response_model=None)
async def transcriptions(request: Request) -> Response:
    state = state_of(request)
    form = parse_form(await request.body(), request.headers.get("content-type", ""))
    upload = form.get("file")
    if upload is None or upload.filename is None:
        raise ApiError(400, "The form has no 'file' field with the audio.", "invalid_request", "file")
    _check_model(_text_field(form, "model"))
    shape = _text_field(form, "response_format") or "json"
    if shape not in FORMATS:
        raise ApiError(400, f"response_format must be one of {', '.join(FORMATS)}.", "invalid_request",
                       "response_format")
    cancel = threading.Event()
    with state.admit():
        try:
            transcript = await asyncio.to_thread(_run, bytes(upload.data), _text_field(form, "language"),
                                                 _text_field(form, "prompt"), state.config.max_audio_s, cancel)
        except AudioTooLong as exc:
            raise ApiError(413, f"{exc} Send a shorter recording, or cut it.", exc.code, "file") from None
        except SpeechUnavailable as exc:
            raise ApiError(503, str(exc), exc.code) from None
        except VoiceError as exc:
            param = "language" if exc.code == "language_unsupported" else "file"
            raise ApiError(400, str(exc), exc.code, param) from None
        except Cancelled:
            raise ApiError(503, "The server is shutting down.", "shutting_down") from None
        finally:
            cancel.set()  # a request abandoned by its client (asyncio cancels the await) stops its transcription
    if shape == "text":
        return PlainTextResponse(transcript.text + "\n")
    if shape == "srt":
        return PlainTextResponse(srt(transcript))
    if shape == "vtt":
        return PlainTextResponse(vtt(transcript), media_type="text/vtt")
    if shape == "verbose_json":
        return JSONResponse(verbose(transcript))
    return JSONResponse({"text": transcript.text})
