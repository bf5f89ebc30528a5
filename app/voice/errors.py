"""What goes wrong with voice, said so a person can act on it; `code` is stable for programs (the API)."""

from __future__ import annotations

from app.plural import clock


class VoiceError(Exception):
    """Audio or a request that cannot be transcribed (the API's 400). `str()` is for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class AudioTooLong(VoiceError):
    """Longer than the caller allows (the API's 413)."""

    def __init__(self, limit_s: float) -> None:
        super().__init__("audio_too_long", f"The audio is longer than the limit of {clock(limit_s)}.")
        self.limit_s = limit_s


class SpeechUnavailable(VoiceError):
    """The speech model is missing or its process failed (the API's 503)."""


class Cancelled(Exception):
    """The person stopped the transcription; a normal outcome, not an error."""
