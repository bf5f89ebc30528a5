"""The FastAPI application: routes, OpenAI-shaped errors, two small ASGI layers and a body limit.

- request log: one line per request when it ends (method, path, status, time, tokens), never the
  prompt or the reply;
- key check: with a key set, every route but `/health` needs `Authorization: Bearer KEY` (or
  `x-api-key: KEY`, as Anthropic-style clients send it), else 401;
- body limit: a body over `max_body_bytes` gets 413 in the route's API's error shape, before it is
  read when its Content-Length says so, else as soon as the bytes read pass the limit. (FastAPI's own
  `max_body_size` answers in plain text, from outside the app's error handlers.)
- host check: without a key, only loopback host names (and `allowed_hosts`) are answered (403), so a
  web page cannot reach the server through a name of its own that resolves to 127.0.0.1 (DNS
  rebinding), as llama.cpp's and Ollama's servers refuse it.

No interactive docs: their pages load scripts from a CDN, and Hearth makes no network traffic the
person did not ask for.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
import time
from typing import Any

from fastapi import FastAPI
from fastapi.routing import APIRoute
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.api.errors import ApiError, install_handlers
from app.api.routes_anthropic import router as anthropic_router
from app.api.routes_audio import PATH as AUDIO_PATH
from app.api.routes_audio import router as audio_router
from app.api.routes_embeddings import router as embeddings_router
from app.api.routes_openai import router as openai_router
from app.api.routes_responses import router as responses_router
from app.api.routes_simple import router as simple_router
from app.api.state import ServerState
from app.system.version import app_version

log = logging.getLogger("hearth.api.requests")
OPEN_PATHS = frozenset({"/health"})
SETTLE_S = 2.0  # for the engine's last word on a cancelled turn (a token step on a busy machine), for the log


def create_app(state: ServerState) -> FastAPI:
    app = FastAPI(title="Hearth local API", version=app_version(), docs_url=None, redoc_url=None, openapi_url=None)
    app.state.hearth = state
    routers = (openai_router, anthropic_router, responses_router, embeddings_router, audio_router, simple_router)
    install_handlers(app, [r.path for router in routers for r in router.routes
                           if isinstance(r, APIRoute) and "{" not in r.path])
    for router in routers:
        app.include_router(router)
    app.add_middleware(_KeyCheck, key=state.config.api_key)
    app.add_middleware(_LengthCheck, limit=state.config.max_body_bytes,
                       larger={AUDIO_PATH: max(state.config.max_audio_bytes, state.config.max_body_bytes)})
    if not state.config.api_key:
        app.add_middleware(_HostCheck, allowed=frozenset(h.lower() for h in state.config.allowed_hosts))
    app.add_middleware(_RequestLog, state=state)
    return app


async def _send_error(send: Send, error: ApiError, path: str) -> None:
    response = error.response(path)
    await response({"type": "http"}, _no_receive, send)


async def _no_receive() -> Message:
    return {"type": "http.disconnect"}


class _KeyCheck:
    def __init__(self, app: ASGIApp, key: str) -> None:
        self.app = app
        self.key = key.encode("utf-8")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not self.key or scope["path"] in OPEN_PATHS:
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        given = headers.get(b"authorization", b"")
        token = given[7:].strip() if given[:7].lower() == b"bearer " else headers.get(b"x-api-key", b"").strip()
        if not hmac.compare_digest(token, self.key):
            error = ApiError(401, "Missing or wrong API key. Send it as 'Authorization: Bearer KEY' "
                             "or 'x-api-key: KEY'.", "invalid_api_key", headers={"WWW-Authenticate": "Bearer"})
            await _send_error(send, error, scope["path"])
            return
        await self.app(scope, receive, send)


class _LengthCheck:
    def __init__(self, app: ASGIApp, limit: int, larger: dict[str, int]) -> None:
        self.app = app
        self.limit = limit
        self.larger = larger  # paths that take bigger bodies (audio uploads)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.larger.get(scope["path"], self.limit)
        too_large = ApiError(413, f"The request body is too large (the limit is {limit / (1 << 20):g} MB).",
                             "request_too_large")
        length = dict(scope["headers"]).get(b"content-length", b"0")
        if length.isdigit() and int(length) > limit:
            await _send_error(send, too_large, scope["path"])
            return
        read = 0
        refused = False

        async def counted() -> Message:
            nonlocal read, refused
            message = await receive()
            read += len(message.get("body", b""))
            if read > limit and not refused:
                refused = True  # answer now; the app sees a client that left, and its answer is dropped
                await _send_error(send, too_large, scope["path"])
                return {"type": "http.disconnect"}
            return message

        async def unless_refused(message: Message) -> None:
            if not refused:
                await send(message)

        await self.app(scope, counted, unless_refused)


class _HostCheck:
    def __init__(self, app: ASGIApp, allowed: frozenset[str]) -> None:
        self.app = app
        self.allowed = allowed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            host = dict(scope["headers"]).get(b"host")
            name = host_name(host.decode("latin-1")) if host is not None else "localhost"
            if not (is_loopback_name(name) or name in self.allowed):
                error = ApiError(403, f"Host {name!r} is not served: without an API key this server answers only "
                                 "loopback names (localhost, 127.0.0.1, [::1]). Add the name to HEARTH_ALLOWED_HOSTS "
                                 "or set a key.", "host_not_allowed")
                await _send_error(send, error, scope["path"])
                return
        await self.app(scope, receive, send)


def host_name(header: str) -> str:
    """The name in a Host header, without its port: "[::1]:8080" -> "::1", "Localhost:80" -> "localhost"."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:].split("]", 1)[0]
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def is_loopback_name(name: str) -> bool:
    if name in ("localhost", "localhost."):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


class _RequestLog:
    def __init__(self, app: ASGIApp, state: ServerState) -> None:
        self.app = app
        self.state = state

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 0

        async def watch(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        if scope["path"] not in OPEN_PATHS:
            self.state.count_request()  # when it arrives: a long reply being written counts at once
        try:
            await self.app(scope, receive, watch)
        finally:
            turn: Any = scope.get("state", {}).get("hearth_turn")
            if turn is not None and turn.outcome is None:  # cancelled: how far it got is in the engine's last word
                await turn.settle(SETTLE_S)
            _log_request(scope, status, time.perf_counter() - started)


def _log_request(scope: Scope, status: int, seconds: float) -> None:
    """One line a request: its status, or `cancelled` for a turn the client left (a stream's 200 was sent
    already, a waiting client gets 499) or a shutdown cut; the tokens read and generated; the reply's budget."""
    turn: Any = scope.get("state", {}).get("hearth_turn")
    outcome = getattr(turn, "outcome", None)
    tokens = f" tokens={outcome.prompt_tokens}+{outcome.completion_tokens}" if outcome is not None else ""
    budget = turn.budget() if turn is not None else {}
    tokens += f" budget={budget['effective_max_tokens']}" if budget else ""
    cancelled = turn is not None and not turn.failed and (outcome is None or outcome.finish_reason == "cancelled")
    said = "cancelled" if cancelled else str(status or 499)
    client = scope.get("client") or ("-", 0)
    log.info("%s %s %s %s %.0fms%s", client[0], scope["method"], scope["path"], said, seconds * 1000, tokens)
