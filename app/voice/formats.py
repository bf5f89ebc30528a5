"""A transcript in the shapes people and programs ask for: text, SRT, WebVTT, OpenAI's json and verbose_json."""

from __future__ import annotations

from typing import Any

from app.voice.transcribe import Transcript

FORMATS = ("json", "text", "srt", "vtt", "verbose_json")


def _stamp(seconds: float, separator: str) -> str:
    millis = round(seconds * 1000)
    hours, millis = divmod(millis, 3_600_000)
    minutes, millis = divmod(millis, 60_000)
    secs, millis = divmod(millis, 1000)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}{separator}{millis:03d}"


def srt(transcript: Transcript) -> str:
    cues = [f"{i}\n{_stamp(s.start, ',')} --> {_stamp(s.end, ',')}\n{s.text}\n"
            for i, s in enumerate(transcript.segments, 1)]
    return "\n".join(cues)


def vtt(transcript: Transcript) -> str:
    cues = [f"{_stamp(s.start, '.')} --> {_stamp(s.end, '.')}\n{s.text}\n" for s in transcript.segments]
    return "WEBVTT\n\n" + "\n".join(cues)


def verbose(transcript: Transcript) -> dict[str, Any]:
    """OpenAI's `verbose_json`: the text, language, duration and timed segments."""
    return {
        "task": "transcribe",
        "language": transcript.language,
        "duration": round(transcript.duration, 3),
        "text": transcript.text,
        "segments": [{"id": i, "start": round(s.start, 3), "end": round(s.end, 3), "text": s.text}
                     for i, s in enumerate(transcript.segments)],
    }
