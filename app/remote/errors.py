"""What went wrong with a remote server, in words a person reads (never a traceback or a class name)."""

from __future__ import annotations

import json

import httpx2
import openai

from app.remote.guard import Redirected, RemoteRefused

KEPT = " What arrived before is kept."


def in_words(exc: BaseException, host: str, partial: bool) -> str:
    """A sentence for `exc` raised while talking to `host`; `partial`: part of a reply had arrived."""
    kept = KEPT if partial else ""
    cause = _cause(exc)
    if isinstance(cause, Redirected):
        return (f"{host} redirected Hearth to {cause.target}, another server; nothing was sent there. If that is "
                f"the right server, add {cause.target} instead.{kept}")
    if isinstance(cause, RemoteRefused):
        return f"{host} {cause}.{kept}"
    if isinstance(cause, httpx2.ConnectTimeout):
        return f"Hearth could not reach {host}: it did not accept a connection in time. Check the address."
    if isinstance(exc, TimeoutError):  # Hearth's own deadlines: no token in time
        return f"{host} did not answer in time.{kept} It may be busy or loading the model; try again."
    if isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError):
        return f"{host} refused the API key ({_status(exc)}). Check the key in the server's settings."
    if isinstance(exc, openai.NotFoundError):
        return f"{host} does not know that model or address ({_status(exc)}). Check the server's address."
    if isinstance(exc, openai.RateLimitError):
        return f"{host} is busy and asked Hearth to wait ({_status(exc)}). Try again in a moment."
    if isinstance(exc, openai.BadRequestError):
        return f"{host} refused the request: {_detail(exc)}."
    if isinstance(exc, openai.APIStatusError):
        return f"{host} failed with an error of its own ({_status(exc)}): {_detail(exc)}.{kept}"
    if isinstance(exc, openai.APITimeoutError):
        return f"{host} did not answer in time.{kept} It may be busy or loading the model; try again."
    if isinstance(exc, openai.APIConnectionError | ConnectionError):
        if partial:
            return f"The connection to {host} broke in the middle of the reply.{kept}"
        return f"Hearth could not reach {host}. Check the address and that the server is running."
    if isinstance(exc, json.JSONDecodeError | ValueError | TypeError | AttributeError | KeyError):
        return f"{host} sent something that is not an OpenAI-compatible reply.{kept}"
    return f"Talking to {host} failed ({type(exc).__name__}).{kept}"


def _cause(exc: BaseException) -> BaseException:
    """What really happened: the OpenAI client wraps what its HTTP client raised (`__cause__`)."""
    seen = 0
    while exc.__cause__ is not None and seen < 5 and not isinstance(exc, RemoteRefused | httpx2.ConnectTimeout):
        exc, seen = exc.__cause__, seen + 1
    return exc


def _status(exc: openai.APIStatusError) -> str:
    return f"HTTP {exc.status_code}"


def _detail(exc: openai.APIStatusError) -> str:
    body = exc.body
    message = body.get("message") if isinstance(body, dict) else None
    text = str(message or exc.message or "no details").strip()
    return text if len(text) <= 200 else text[:199] + "…"
