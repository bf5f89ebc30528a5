"""The load-once serving routes: `POST /generate` and `GET /health`.

`/generate` takes a prompt (rendered as one user message with the model's chat template) and returns
`{"text", "finish_reason", "usage"}`, or with `stream` server-sent events `{"text": piece}`, then one
`{"text": "", "finish_reason", "usage"}`, then `[DONE]`. `/health` is 200 once the model is loaded
(model, device, uptime, queue length) and 503 before, while it loads again, and while shutting down;
it needs no key, so container health checks and platform probes can call it.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from sse_starlette import ServerSentEvent

from app.api.errors import ApiError
from app.api.routes_openai import sampling_for, state_of
from app.api.schemas import GenerateRequest
from app.api.streaming import event, sse_response, start_turn, usage_of
from app.api.turns import ApiTurn, Disconnected, collect
from app.engine import protocol as p

router = APIRouter()


def _finish(turn: ApiTurn) -> str:
    outcome = turn.outcome
    if outcome is None or outcome.finish_reason == "cancelled":
        raise ApiError(503, "The server shut down before the reply was finished; send the request again.",
                       "shutting_down", headers={"Retry-After": "5"})
    return outcome.finish_reason


@router.post("/generate", response_model=None)
async def generate(body: GenerateRequest, request: Request) -> Response | dict[str, Any]:
    state = state_of(request)
    served = state.served()
    sampling = sampling_for(body.temperature, body.top_p, None, body.max_tokens, body.seed, state, served)
    stack = contextlib.ExitStack()
    try:
        turn = await start_turn(state, request, stack, [p.ChatMessage("user", body.prompt)], sampling, None,
                                body.stops(), "")
        if body.stream:
            return sse_response(_stream(turn), stack)
        with stack:
            text = await collect(turn)
            return {"text": text, "finish_reason": _finish(turn), "usage": usage_of(turn)}
    except Disconnected:
        stack.close()
        return Response(status_code=499)
    except BaseException:
        stack.close()
        raise


async def _stream(turn: ApiTurn) -> AsyncIterator[ServerSentEvent]:
    try:
        async for piece in turn.pieces():
            yield event({"text": piece})
        finish = _finish(turn)
    except ApiError as exc:
        yield event(exc.body())
    else:
        yield event({"text": "", "finish_reason": finish, "usage": usage_of(turn)})
    yield event("[DONE]")


@router.get("/health", response_model=None)
async def health(request: Request) -> JSONResponse:
    state = state_of(request)
    body: dict[str, Any] = {"status": state.status, "uptime_s": round(state.uptime_s(), 1),
                            "queue_length": state.in_flight}
    try:
        served = state.served()
    except ApiError as exc:
        body["message"] = exc.message
        return JSONResponse(body, status_code=503, headers={"Retry-After": "5"})
    body.update(status="ok", model=served.card.id, device=served.loaded.device)
    return JSONResponse(body)
