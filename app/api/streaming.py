"""Starting a turn for a request, and sending a reply as server-sent events.

`start_turn` is the one path every generating route takes: admission to the bounded queue, the
engine turn, and waiting for it to start (so refusals are proper HTTP answers, not broken streams).
`sse_response` streams with sse-starlette (`data: {...}` events, `data: [DONE]` last); it cancels
the turn and frees the queue place however the response ends: finished, client gone (mid-stream or
before the first byte), or the server shutting down.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any

from fastapi import Request, Response
from sse_starlette import EventSourceResponse, ServerSentEvent
from starlette.types import Receive, Scope, Send

from app.api.errors import ApiError
from app.api.state import ServerState
from app.api.turns import ApiTurn, Disconnected, collect
from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance

PING_S = 15.0


async def start_turn(state: ServerState, request: Request, stack: contextlib.ExitStack,
                     messages: Sequence[ChatMessage], sampling: Sampling, guidance: Guidance | None,
                     stop: Sequence[str], tools: str, raw: bool = False) -> ApiTurn:
    """Admit the request, queue its turn and wait until the engine starts it.

    `stack` owns the queue place and the turn's cancel: whoever closes it ends both.
    Raises ApiError (429, 503, 400 …) or Disconnected.
    """
    stack.enter_context(state.admit())
    handle = state.engine.turn(messages, sampling, guidance=guidance, stop=stop, tools=tools, raw=raw, keep_all=True)
    turn = ApiTurn(handle, request.is_disconnected, state.drain_deadline)
    stack.callback(turn.cancel)
    request.scope.setdefault("state", {})["hearth_turn"] = turn
    await turn.begin()
    return turn


async def respond(state: ServerState, request: Request, messages: Sequence[ChatMessage], sampling: Sampling,
                  guidance: Guidance | None, stop: Sequence[str], tools: str, stream: bool,
                  streamer: Callable[[ApiTurn], AsyncIterator[ServerSentEvent]],
                  complete: Callable[[ApiTurn, str], dict[str, Any]], raw: bool = False) -> Response | dict[str, Any]:
    """Run one turn for a route: stream its events with `streamer`, or wait for the text and answer
    `complete(turn, text)`. The queue place and the turn end with the response, however it ends; a
    client that left before the turn started gets 499."""
    stack = contextlib.ExitStack()
    try:
        turn = await start_turn(state, request, stack, messages, sampling, guidance, stop, tools, raw)
        if stream:
            return sse_response(streamer(turn), stack)
        with stack:
            return complete(turn, await collect(turn))
    except Disconnected:
        stack.close()
        return Response(status_code=499)
    except BaseException:
        stack.close()
        raise


def finish_reason(turn: ApiTurn) -> str:
    """Why the engine ended the turn; a turn cut short by the server shutting down is a 503."""
    outcome = turn.outcome
    if outcome is None or outcome.finish_reason == "cancelled":
        raise ApiError(503, "The server shut down before the reply was finished; send the request again.",
                       "shutting_down", headers={"Retry-After": "5"})
    return outcome.finish_reason


def usage_of(turn: ApiTurn) -> dict[str, Any]:
    outcome = turn.outcome
    prompt = outcome.prompt_tokens if outcome else 0
    completion = outcome.completion_tokens if outcome else 0
    cached = outcome.cached_tokens if outcome else 0
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion,
            "prompt_tokens_details": {"cached_tokens": cached}, **turn.budget()}


def event(payload: dict[str, Any] | str) -> ServerSentEvent:
    return ServerSentEvent(data=payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False))


def named_event(payload: dict[str, Any]) -> ServerSentEvent:
    """An event named by its payload's `type`, as Anthropic's and the Responses API's streams send them."""
    return ServerSentEvent(data=json.dumps(payload, ensure_ascii=False), event=str(payload["type"]))


class _ClosingStream(EventSourceResponse):
    """An SSE response that runs `on_close` however it ends, even when it never started streaming."""

    def __init__(self, content: AsyncIterator[ServerSentEvent], on_close: Callable[[], None]) -> None:
        super().__init__(content, ping=PING_S, sep="\n", headers={"Cache-Control": "no-cache"},
                         shutdown_grace_period=60.0)
        self._on_close = on_close

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            self._on_close()


def sse_response(content: AsyncIterator[ServerSentEvent], stack: contextlib.ExitStack) -> EventSourceResponse:
    """Stream `content`; closing `stack` (the turn's cancel and the queue place) when the response ends."""
    return _ClosingStream(content, stack.close)
