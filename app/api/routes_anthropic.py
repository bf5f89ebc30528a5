"""Anthropic Messages: `POST /v1/messages` and `POST /v1/messages/count_tokens` (what Claude Code speaks).

A request is translated into the chat route's (`schemas_anthropic`), so tools go through the same
guidance grammar and a call is parsed back the same way; the answer is Anthropic's: `content` blocks
(a reasoning model's `thinking`, then `text` or one `tool_use`), `stop_reason` (`end_turn`,
`max_tokens`, `tool_use`), `usage` with `input_tokens` not counting the tokens read from the engine's
prompt cache (`cache_read_input_tokens`), as Anthropic counts them. A stream sends Anthropic's named
events: `message_start`, then per block `content_block_start`, `content_block_delta`… (`thinking_delta`,
`text_delta`, or one `input_json_delta` with the whole call), `content_block_stop`, then
`message_delta` (stop reason, output tokens) and `message_stop`; an error after the stream began is
an `error` event. Errors are in Anthropic's shape (`app.api.errors`).

A reply ended by one of the request's `stop_sequences` reports `stop_reason` `stop_sequence` and names it
in `stop_sequence` (the engine's `done` says which one matched).
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter, Request, Response
from sse_starlette import ServerSentEvent

from app.api.errors import ApiError, anthropic_body, engine_error
from app.api.images import check_images
from app.api.reply_blocks import Block, Blocks
from app.api.routes_openai import state_of
from app.api.sampling import sampling_for
from app.api.schemas_anthropic import CountTokensRequest, MessagesRequest
from app.api.state import Served
from app.api.streaming import finish_reason, named_event, respond
from app.api.tools import ChatPlan, call_in, plan_chat
from app.api.turns import ApiTurn
from app.chat.parameters import Sampling
from app.chat.reasoning import reasoning_and_content
from app.engine.client import EngineError
from app.tools.calls import ParsedCall

router = APIRouter()
TEXT_BLOCK: dict[str, Any] = {"type": "text", "text": ""}
THINKING_BLOCK: dict[str, Any] = {"type": "thinking", "thinking": "", "signature": ""}  # no signature: local


def _tool_path(index: int) -> str:
    return f"tools.{index}.input_schema"  # as Anthropic's own errors name a field


def _usage(turn: ApiTurn) -> dict[str, int]:
    outcome, started = turn.outcome, turn.started
    prompt = outcome.prompt_tokens if outcome else started.prompt_tokens if started else 0
    cached = outcome.cached_tokens if outcome else started.cached_tokens if started else 0
    return {"input_tokens": prompt - cached, "output_tokens": outcome.completion_tokens if outcome else 0,
            "cache_creation_input_tokens": 0, "cache_read_input_tokens": cached, **turn.budget()}


def _tool_use(call: ParsedCall, with_input: bool = True) -> dict[str, Any]:
    return {"type": "tool_use", "id": f"toolu_{uuid.uuid4().hex[:24]}", "name": call.name,
            "input": json.loads(call.arguments) if with_input else {}}


class _Reply:
    def __init__(self, served: Served, plan: ChatPlan) -> None:
        self.id = f"msg_{uuid.uuid4().hex[:24]}"
        self.model = served.card.id
        self.traits = served.traits
        self.plan = plan

    def message(self, content: list[dict[str, Any]], stop_reason: str | None, usage: dict[str, int],
                stop_sequence: str | None = None) -> dict[str, Any]:
        return {"id": self.id, "type": "message", "role": "assistant", "model": self.model, "content": content,
                "stop_reason": stop_reason, "stop_sequence": stop_sequence, "usage": usage}


def _stop_sequence(turn: ApiTurn) -> str | None:
    return turn.outcome.stop_sequence if turn.outcome is not None else None


def _stop_reason(turn: ApiTurn) -> str:
    if finish_reason(turn) == "length":
        return "max_tokens"
    return "stop_sequence" if _stop_sequence(turn) is not None else "end_turn"


@router.post("/v1/messages", response_model=None)
async def messages(body: MessagesRequest, request: Request) -> Response | dict[str, Any]:
    state = state_of(request)
    served = state.check_model(body.model)
    chat = body.chat()
    plan = plan_chat(chat, served.traits, tool_path=_tool_path)
    check_images(plan.messages, served.loaded.model_type, served.card.id)
    sampling = sampling_for(body, body.max_tokens, state, served, plan.tool_mode != "none")
    return await respond(state, request, plan.messages, sampling, plan.guidance, chat.stops(), plan.tools_json,
                         body.stream, lambda turn: _stream(turn, _Reply(served, plan)),
                         lambda turn, text: _complete(turn, _Reply(served, plan), text))


def _complete(turn: ApiTurn, reply: _Reply, text: str) -> dict[str, Any]:
    stop = _stop_reason(turn)
    reasoning, text = reasoning_and_content(text)
    thinking = [{**THINKING_BLOCK, "thinking": reasoning}] if reasoning is not None else []
    call = call_in(text, reply.plan, reply.traits)
    if call is not None:
        return reply.message([*thinking, _tool_use(call)], "tool_use", _usage(turn))
    return reply.message([*thinking, {**TEXT_BLOCK, "text": text}], stop, _usage(turn),
                         _stop_sequence(turn) if stop == "stop_sequence" else None)


def _start(index: int, block: dict[str, Any]) -> ServerSentEvent:
    return named_event({"type": "content_block_start", "index": index, "content_block": block})


def _delta(index: int, delta: dict[str, Any]) -> ServerSentEvent:
    return named_event({"type": "content_block_delta", "index": index, "delta": delta})


async def _stream(turn: ApiTurn, reply: _Reply) -> AsyncIterator[ServerSentEvent]:
    """Anthropic's event sequence: a `thinking` block while the model reasons, then a `text` block, or
    one `tool_use` block, held back until the call parses (`Blocks`)."""
    start = reply.message([], None, {**_usage(turn), "output_tokens": 0})
    yield named_event({"type": "message_start", "message": start})
    blocks = Blocks(turn, reply.plan, reply.traits)
    index = -1  # the open block's
    try:
        async for block in blocks.stream():
            index, event = _event(block, index)
            yield event
        stop = _stop_reason(turn)
    except ApiError as exc:
        yield named_event(anthropic_body(exc.status, exc.message))
        return
    for block in blocks.end():
        if block.call is not None:
            stop, index = "tool_use", index + 1
            yield _start(index, _tool_use(block.call, with_input=False))
            yield _delta(index, {"type": "input_json_delta", "partial_json": block.call.arguments})
            yield named_event({"type": "content_block_stop", "index": index})
        else:
            index, event = _event(block, index)
            yield event
    matched = _stop_sequence(turn) if stop == "stop_sequence" else None
    yield named_event({"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": matched},
                "usage": {"output_tokens": _usage(turn)["output_tokens"]}})
    yield named_event({"type": "message_stop"})


def _event(block: Block, index: int) -> tuple[int, ServerSentEvent]:
    """A block's event, and the index of the block open after it."""
    if block.event == "open":
        return index + 1, _start(index + 1, THINKING_BLOCK if block.kind == "reasoning" else TEXT_BLOCK)
    if block.event == "delta":
        return index, _delta(index, {"type": "thinking_delta", "thinking": block.text} if block.kind == "reasoning"
                             else {"type": "text_delta", "text": block.text})
    return index, named_event({"type": "content_block_stop", "index": index})


@router.post("/v1/messages/count_tokens")
async def count_tokens(body: CountTokensRequest, request: Request) -> dict[str, Any]:
    """The prompt tokens the request would take, tools included, rendered as a turn would be; counted also
    past the context (a client counts to find out whether it must compact)."""
    state = state_of(request)
    served = state.check_model(body.model)
    plan = plan_chat(body.as_chat(), served.traits, tool_path=_tool_path)
    try:
        measured = await asyncio.to_thread(state.engine.measure, plan.messages, Sampling(max_new_tokens=1),
                                           tools=plan.tools_json, keep_all=True)
    except EngineError as exc:
        raise engine_error(exc.event) from None
    return {"input_tokens": measured.prompt_tokens}
