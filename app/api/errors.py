"""Errors in each API's own shape, with a fitting status: OpenAI's `{"error": {"message", "type",
"param", "code"}}` everywhere but under `/v1/messages`, where Anthropic clients expect
`{"type": "error", "error": {"type", "message"}}`.

Bad input is always a 4xx with a message a person can act on, never a 500; the engine's error codes
map to statuses here, in one table.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.engine import protocol as p

log = logging.getLogger("hearth.api")

_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "invalid_request_error",
    405: "invalid_request_error",
    413: "invalid_request_error",
    429: "rate_limit_error",
    500: "server_error",
    503: "server_error",
}


class ApiError(Exception):
    """An error answer; raise it anywhere in a route."""

    def __init__(self, status: int, message: str, code: str | None = None, param: str | None = None,
                 headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.code = code
        self.param = param
        self.headers = headers or {}

    def body(self, path: str = "") -> dict[str, Any]:
        return error_body(self.status, self.message, self.code, self.param, path)

    def response(self, path: str = "") -> JSONResponse:
        return JSONResponse(self.body(path), status_code=self.status, headers=self.headers)


ANTHROPIC_PATHS = "/v1/messages"  # the Anthropic Messages routes (and /v1/messages/count_tokens)
_ANTHROPIC_TYPES = {400: "invalid_request_error", 401: "authentication_error", 403: "permission_error",
                    404: "not_found_error", 413: "request_too_large", 429: "rate_limit_error", 500: "api_error",
                    503: "overloaded_error"}


class ContextOverflow(ApiError):
    """The prompt (system, tools and every message) does not fit the context: worded as each API words it,
    since clients recognise the words, not the status. litellm's `ContextWindowExceededError` looks for
    OpenAI's "This model's maximum context length is", Codex for the code `context_length_exceeded`,
    langchain-openai's `ContextOverflowError` (1.7, with openai 3.x, which leaves the code out of the
    exception's text) for "prompt is too long", as Anthropic words it (Claude Code reads its numbers to
    compact the conversation): the OpenAI routes' message holds both phrases."""

    def __init__(self, prompt_tokens: int, context: int) -> None:
        super().__init__(400, f"This model's maximum context length is {context} tokens, and the prompt is too long: "
                         f"your prompt (system, tools and messages) resulted in {prompt_tokens} tokens. Please "
                         "reduce the length of the messages or tools.", "context_length_exceeded", "messages")
        self.prompt_tokens = prompt_tokens
        self.context = context

    def body(self, path: str = "") -> dict[str, Any]:
        if is_anthropic(path):
            return anthropic_body(400, f"prompt is too long: {self.prompt_tokens} tokens > {self.context} maximum")
        return super().body(path)


def is_anthropic(path: str) -> bool:
    return path == ANTHROPIC_PATHS or path.startswith(ANTHROPIC_PATHS + "/")


def anthropic_body(status: int, message: str) -> dict[str, Any]:
    return {"type": "error", "error": {"type": _ANTHROPIC_TYPES.get(status, "invalid_request_error"),
                                       "message": message}}


def error_body(status: int, message: str, code: str | None = None, param: str | None = None,
               path: str = "") -> dict[str, Any]:
    """The error in the shape of the API `path` belongs to."""
    if is_anthropic(path):
        return anthropic_body(status, message if param is None or param in message else f"{param}: {message}")
    return {"error": {"message": message, "type": _TYPES.get(status, "invalid_request_error"),
                      "param": param, "code": code}}


# The engine's error codes (app.engine.protocol.ErrorCode) as HTTP answers.
_ENGINE_STATUS: dict[str, tuple[int, str]] = {
    "bad_request": (400, "invalid_request"),
    "prompt_too_long": (400, "context_length_exceeded"),
    "not_loaded": (503, "model_not_loaded"),
    "host_died": (503, "engine_stopped"),
    "load_failed": (503, "model_not_loaded"),
    "model_not_found": (503, "model_not_loaded"),
    "model_invalid": (503, "model_not_loaded"),
    "model_unsafe": (503, "model_not_loaded"),
    "generation_failed": (500, "generation_failed"),
    "protocol": (500, "engine_protocol"),
}


def engine_error(error: p.Error) -> ApiError:
    if error.code == "prompt_too_long" and error.context_length:
        return ContextOverflow(error.prompt_tokens, error.context_length)
    status, code = _ENGINE_STATUS.get(error.code, (500, error.code))
    headers = {"Retry-After": "5"} if status == 503 else None
    message = error.message
    if error.code == "host_died":  # the window's advice ("Load the model again…") is not an API client's to follow
        message = message.split(" Your conversation is safe.")[0] + (
            " Send the request again in a moment: the server answers again once the model is loaded again.")
    return ApiError(status, message, code, "messages" if error.code == "prompt_too_long" else None, headers)


def _validation_param(loc: tuple[Any, ...]) -> str | None:
    parts = [str(x) for x in loc if x != "body"]
    return ".".join(parts) or None


def install_handlers(app: FastAPI, routes: Sequence[str] = ()) -> None:
    """Every error the app can answer leaves in OpenAI's shape. A 404 lists `routes`, the paths the app serves
    (read from its routers: a new route is listed unasked)."""
    *others, last = list(dict.fromkeys(routes)) or [""]
    not_found = f"Not found. The routes are {', '.join(others)} and {last}." if others else "Not found."

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError) -> JSONResponse:
        return exc.response(request.url.path)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {}
        loc = tuple(first.get("loc", ()))
        kind = str(first.get("type", ""))
        if kind == "json_invalid":
            message = "The request body is not valid JSON."
        elif kind == "missing":
            message = f"Missing required parameter: {_validation_param(loc) or 'body'}."
        else:
            message = f"Invalid value for {_validation_param(loc) or 'the request body'}: {first.get('msg', '')}"
        return JSONResponse(error_body(400, message, kind or "invalid_request", _validation_param(loc),
                                       request.url.path), status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        message = {404: not_found,
                   405: "Method not allowed on this route.",
                   413: "The request body is too large."}.get(exc.status_code, str(exc.detail))
        code = {400: "invalid_request", 404: "not_found", 405: "method_not_allowed",
                413: "request_too_large"}.get(exc.status_code, "http_error")
        return JSONResponse(error_body(exc.status_code, message, code, None, request.url.path),
                            status_code=exc.status_code, headers=getattr(exc, "headers", None))

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.error("unexpected error: %s", type(exc).__name__, exc_info=exc)
        return JSONResponse(error_body(500, "Internal error in Hearth's API server; see its log.", "internal_error",
                                       None, request.url.path), status_code=500)
