"""What went wrong with a remote server, in words a person reads (never a traceback or a class name)."""

from __future__ import annotations

import json

import openai

KEPT = " What arrived before is kept."


def in_words(exc: BaseException, host: str, partial: bool) -> str:
    """A sentence for `exc` raised while talking to `host`; `partial`: part of a reply had arrived."""
    kept = KEPT if partial else ""
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


def _status(exc: openai.APIStatusError) -> str:
    return f"HTTP {exc.status_code}"


def _detail(exc: openai.APIStatusError) -> str:
    body = exc.body
    message = body.get("message") if isinstance(body, dict) else None
    text = str(message or exc.message or "no details").strip()
    return text if len(text) <= 200 else text[:199] + "…"
