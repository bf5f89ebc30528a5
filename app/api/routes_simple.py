"""The load-once serving routes: `POST /generate` and `GET /health`.

`/generate` takes a prompt (rendered as one user message with the model's chat template) and returns
`{"text", "finish_reason", "usage"}`, or with `stream` server-sent events `{"text": piece}`, then one
`{"text": "", "finish_reason", "usage"}`, then `[DONE]`. `/health` is 200 once the model is loaded
(model, device, uptime, queue length) and 503 before, while it loads again, and while shutting down;
it needs no key, so container health checks and platform probes can call it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from sse_starlette import ServerSentEvent

from app.api.errors import ApiError
from app.api.routes_openai import state_of
from app.api.sampling import sampling_for
from app.api.schemas import GenerateRequest
from app.api.streaming import event, finish_reason, respond, usage_of
from app.api.turns import ApiTurn
from app.chat.values import ChatMessage

router = APIRouter()


@router.post("/generate", response_model=None)
async def generate(body: GenerateRequest, request: Request) -> Response | dict[str, Any]:
    state = state_of(request)
    served = state.served()
    sampling = sampling_for(body, body.max_tokens, state, served)
    return await respond(state, request, [ChatMessage("user", body.prompt)], sampling, None, body.stops(), "",
                         bool(body.stream), _stream,
                         lambda turn, text: {"text": text, "finish_reason": finish_reason(turn),
                                             "usage": usage_of(turn)})


async def _stream(turn: ApiTurn) -> AsyncIterator[ServerSentEvent]:
    try:
        async for piece in turn.pieces():
            yield event({"text": piece})
        finish = finish_reason(turn)
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
