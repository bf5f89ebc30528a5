"""OpenAI-compatible routes: `GET /v1/models`, `GET /v1/models/{id}`, `POST /v1/chat/completions`,
`POST /v1/completions` (the legacy route: a plain prompt continued without the chat template)."""

from __future__ import annotations

import contextlib
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter, Request, Response
from sse_starlette import ServerSentEvent

from app.api.catalog import embedding_card, list_models
from app.api.errors import ApiError
from app.api.images import check_images
from app.api.reasoning import split_pieces
from app.api.sampling import sampling_for
from app.api.schemas import ChatCompletionRequest, CompletionRequest
from app.api.state import Served, ServerState
from app.api.streaming import event, finish_reason, respond, usage_of
from app.api.tools import ChatPlan, call_id, call_in, plan_chat
from app.api.turns import ApiTurn
from app.chat.reasoning import reasoning_and_content
from app.chat.values import ChatMessage
from app.tools.calls import CallSniffer, parse_call
from app.tools.traits import ModelTraits

router = APIRouter()


def state_of(request: Request) -> ServerState:
    state: ServerState = request.app.state.hearth
    return state


def _model_object(card_id: str, created: int, owned_by: str, kind: str = "llm") -> dict[str, Any]:
    """OpenAI's model object, and `type` as LM Studio gives it: `llm`, or `embedding` for /v1/embeddings."""
    return {"id": card_id, "object": "model", "created": created, "owned_by": owned_by, "type": kind}


@router.get("/v1/models")
async def models(request: Request) -> dict[str, Any]:
    state = state_of(request)
    cards = list_models(state.models_dir)
    context: dict[str, int] = {}
    with contextlib.suppress(ApiError):
        served = state.served()  # a model loaded from a folder that is not installed is listed too
        if all(c.id != served.card.id for c in cards):
            cards.insert(0, served.card)
        context[served.card.id] = served.loaded.context_length  # what a remote Hearth fits the chat into
    data = [_model_object(c.id, c.created, c.owned_by) | ({"context_length": context[c.id]} if c.id in context else {})
            for c in cards]
    embedder = embedding_card()
    if embedder is not None:
        data.append(_model_object(embedder.id, embedder.created, embedder.owned_by, "embedding"))
    return {"object": "list", "data": data}


@router.get("/v1/models/{model_id}")
async def model(model_id: str, request: Request) -> dict[str, Any]:
    state = state_of(request)
    for card in list_models(state.models_dir):
        if card.id == model_id:
            return _model_object(card.id, card.created, card.owned_by)
    embedder = embedding_card()
    if embedder is not None and embedder.id == model_id:
        return _model_object(embedder.id, embedder.created, embedder.owned_by, "embedding")
    raise ApiError(404, f"The model {model_id!r} does not exist here.", "model_not_found", "model")


class _Reply:
    """The fields every chunk and the final object of one completion share."""

    def __init__(self, served: Served, prefix: str = "chatcmpl") -> None:
        self.id = f"{prefix}-{uuid.uuid4().hex}"
        self.created = int(time.time())
        self.model = served.card.id
        self.fingerprint = f"hearth-{served.loaded.device}"

    def head(self, kind: str) -> dict[str, Any]:
        return {"id": self.id, "object": kind, "created": self.created, "model": self.model,
                "system_fingerprint": self.fingerprint}

    def chunk(self, delta: dict[str, Any], finish: str | None = None, usage: bool = False) -> dict[str, Any]:
        body = {**self.head("chat.completion.chunk"),
                "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]}
        if usage:
            body["usage"] = None
        return body


def _tool_calls(call_name: str, arguments: str, index: int | None = None) -> list[dict[str, Any]]:
    call: dict[str, Any] = {"id": call_id(), "type": "function",
                            "function": {"name": call_name, "arguments": arguments}}
    if index is not None:
        call = {"index": index, **call}
    return [call]


def _finish(turn: ApiTurn) -> str:
    return "length" if finish_reason(turn) == "length" else "stop"


@router.post("/v1/chat/completions", response_model=None)
async def chat_completions(body: ChatCompletionRequest, request: Request) -> Response | dict[str, Any]:
    state = state_of(request)
    served = state.check_model(body.model)
    plan = plan_chat(body, served.traits)
    check_images(plan.messages, served.loaded.model_type, served.card.id)
    sampling = sampling_for(body, body.budget(), state, served, plan.tool_mode != "none")
    include_usage = bool(body.stream_options and body.stream_options.include_usage)
    return await respond(state, request, plan.messages, sampling, plan.guidance, body.stops(), plan.tools_json,
                         bool(body.stream),
                         lambda turn: _stream(turn, _Reply(served), plan, served.traits, include_usage),
                         lambda turn, text: _complete(turn, _Reply(served), plan, served.traits, text))


def _complete(turn: ApiTurn, reply: _Reply, plan: ChatPlan, traits: ModelTraits, text: str) -> dict[str, Any]:
    finish = _finish(turn)
    reasoning, text = reasoning_and_content(text)
    message: dict[str, Any] = {"role": "assistant", "content": text, "refusal": None}
    call = call_in(text, plan, traits)
    if call is not None:
        message = {"role": "assistant", "content": None, "refusal": None,
                   "tool_calls": _tool_calls(call.name, call.arguments)}
        finish = "tool_calls"
    if reasoning is not None:
        message["reasoning_content"] = reasoning
    return {**reply.head("chat.completion"),
            "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": finish}],
            "usage": usage_of(turn)}


async def _stream(turn: ApiTurn, reply: _Reply, plan: ChatPlan, traits: ModelTraits,
                  include_usage: bool) -> AsyncIterator[ServerSentEvent]:
    """Chunks as OpenAI sends them. With tools, the start of the reply is held back until it shows
    whether it is text (streamed as it comes) or a tool call (sent whole, as one delta, once parsed)."""
    yield event(reply.chunk({"role": "assistant", "content": ""}, usage=include_usage))
    sniffer = CallSniffer(plan.tool_mode)
    try:
        async for channel, piece in split_pieces(turn.pieces()):
            if channel == "reasoning":
                yield event(reply.chunk({"reasoning_content": piece}, usage=include_usage))
                continue
            text = sniffer.feed(piece)
            if text:
                yield event(reply.chunk({"content": text}, usage=include_usage))
        finish = _finish(turn)
    except ApiError as exc:
        yield event(exc.body())
        yield event("[DONE]")
        return
    held = sniffer.held
    call = parse_call(held, traits, plan.tool_names) if sniffer.is_call else None
    if call is not None:
        yield event(reply.chunk({"tool_calls": _tool_calls(call.name, call.arguments, 0)}, usage=include_usage))
        finish = "tool_calls"
    elif held:
        yield event(reply.chunk({"content": held}, usage=include_usage))
    yield event(reply.chunk({}, finish, usage=include_usage))
    if include_usage:
        yield event({**reply.head("chat.completion.chunk"), "choices": [], "usage": usage_of(turn)})
    yield event("[DONE]")


@router.post("/v1/completions", response_model=None)
async def completions(body: CompletionRequest, request: Request) -> Response | dict[str, Any]:
    """OpenAI's legacy completions: the prompt continued as it is, without the chat template."""
    state = state_of(request)
    served = state.check_model(body.model)
    sampling = sampling_for(body, body.max_tokens, state, served)
    include_usage = bool(body.stream_options and body.stream_options.include_usage)
    reply = _Reply(served, "cmpl")
    return await respond(state, request, [ChatMessage("user", body.text())], sampling, None, body.stops(), "",
                         body.stream, lambda turn: _stream_text(turn, reply, include_usage),
                         lambda turn, text: {**reply.head("text_completion"), "usage": usage_of(turn),
                                             "choices": [_text_choice(text, _finish(turn))]},
                         raw=True)


def _text_choice(text: str, finish: str | None) -> dict[str, Any]:
    return {"text": text, "index": 0, "logprobs": None, "finish_reason": finish}


async def _stream_text(turn: ApiTurn, reply: _Reply, include_usage: bool) -> AsyncIterator[ServerSentEvent]:
    usage: dict[str, Any] = {"usage": None} if include_usage else {}
    try:
        async for piece in turn.pieces():
            yield event({**reply.head("text_completion"), "choices": [_text_choice(piece, None)], **usage})
        finish = _finish(turn)
    except ApiError as exc:
        yield event(exc.body())
        yield event("[DONE]")
        return
    yield event({**reply.head("text_completion"), "choices": [_text_choice("", finish)], **usage})
    if include_usage:
        yield event({**reply.head("text_completion"), "choices": [], "usage": usage_of(turn)})
    yield event("[DONE]")
