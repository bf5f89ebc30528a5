"""OpenAI Responses: `POST /v1/responses`, stateless (what Codex and the OpenAI Agents SDK speak).

The request is translated into the chat route's (`schemas_responses`), so function tools and
`text.format` go through the same guidance and parsing. The answer is a `response` object whose
`output` holds a reasoning model's `reasoning` item (its text as `reasoning_text`), then one
`message` item (`output_text`) or one `function_call` item; `status` is `incomplete` with
`incomplete_details.reason` `max_output_tokens` when the budget ran out. A stream sends the
Responses events, each with its `sequence_number`: `response.created`, `response.in_progress`, per
item `response.output_item.added` … `response.output_item.done` (with the content part, text delta
and done events in between, or the function call's arguments), then `response.completed` (or
`response.incomplete`); an error after the stream began is an `error` event. Errors are OpenAI's shape.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter, Request, Response
from sse_starlette import ServerSentEvent

from app.api.errors import ApiError
from app.api.images import check_images
from app.api.reply_blocks import Block, Blocks
from app.api.routes_openai import state_of
from app.api.sampling import sampling_for
from app.api.schemas_responses import FunctionTool, NamedFunction, ResponsesRequest
from app.api.state import Served
from app.api.streaming import finish_reason, named_event, respond
from app.api.tools import ChatPlan, call_id, call_in, plan_chat
from app.api.turns import ApiTurn
from app.chat.reasoning import reasoning_and_content
from app.tools.calls import ParsedCall

router = APIRouter()


def _id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex}"


def _usage(turn: ApiTurn) -> dict[str, Any]:
    outcome = turn.outcome
    prompt = outcome.prompt_tokens if outcome else 0
    completion = outcome.completion_tokens if outcome else 0
    return {"input_tokens": prompt, "input_tokens_details": {"cached_tokens": outcome.cached_tokens if outcome else 0},
            "output_tokens": completion, "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": prompt + completion, **turn.budget()}


def _text_part(text: str) -> dict[str, Any]:
    return {"type": "output_text", "text": text, "annotations": [], "logprobs": []}


def _message(item_id: str, text: str | None, status: str = "completed") -> dict[str, Any]:
    return {"type": "message", "id": item_id, "status": status, "role": "assistant",
            "content": [] if text is None else [_text_part(text)]}


def _reasoning(item_id: str, text: str | None) -> dict[str, Any]:
    return {"type": "reasoning", "id": item_id, "summary": [],
            "content": [] if text is None else [{"type": "reasoning_text", "text": text}]}


def _function_call(item_id: str, call: ParsedCall, arguments: str | None = None,
                   status: str = "completed") -> dict[str, Any]:
    return {"type": "function_call", "id": item_id, "call_id": call_id(), "name": call.name,
            "arguments": call.arguments if arguments is None else arguments, "status": status}


class _Reply:
    """The response object's fields that do not depend on the output."""

    def __init__(self, body: ResponsesRequest, served: Served, plan: ChatPlan) -> None:
        self.id = _id("resp")
        self.created = int(time.time())
        self.body = body
        self.model = served.card.id
        self.traits = served.traits
        self.plan = plan

    def response(self, output: list[dict[str, Any]], turn: ApiTurn | None, status: str) -> dict[str, Any]:
        body = self.body
        fmt = body.text.format.model_dump(by_alias=True, exclude_none=True) if body.text and body.text.format else None
        return {
            "id": self.id, "object": "response", "created_at": self.created, "status": status, "error": None,
            "incomplete_details": {"reason": "max_output_tokens"} if status == "incomplete" else None,
            "instructions": body.instructions, "max_output_tokens": body.max_output_tokens, "model": self.model,
            "output": output, "parallel_tool_calls": False, "previous_response_id": None,
            "reasoning": {"effort": None, "summary": None}, "store": False,
            "temperature": getattr(body, "temperature", None), "top_p": getattr(body, "top_p", None),  # generated
            "text": {"format": fmt or {"type": "text"}},
            "tool_choice": body.tool_choice.model_dump() if isinstance(body.tool_choice, NamedFunction)
            else body.tool_choice or "auto",
            "tools": [t.model_dump(exclude_none=True) for t in body.functions()], "truncation": "disabled",
            "usage": _usage(turn) if turn is not None and turn.outcome is not None else None, "metadata": {},
        }


def _status(turn: ApiTurn) -> str:
    return "incomplete" if finish_reason(turn) == "length" else "completed"


@router.post("/v1/responses", response_model=None)
async def responses(body: ResponsesRequest, request: Request) -> Response | dict[str, Any]:
    state = state_of(request)
    body.check_stateless()
    served = state.check_model(body.model)
    chat = body.chat()
    functions = [i for i, tool in enumerate(body.tools or ()) if isinstance(tool, FunctionTool)]
    plan = plan_chat(chat, served.traits, tool_path=lambda index: f"tools[{functions[index]}].parameters")
    check_images(plan.messages, served.loaded.model_type, served.card.id)
    sampling = sampling_for(body, body.max_output_tokens, state, served, plan.tool_mode != "none")
    return await respond(state, request, plan.messages, sampling, plan.guidance, (), plan.tools_json, body.stream,
                         lambda turn: _stream(turn, _Reply(body, served, plan)),
                         lambda turn, text: _complete(turn, _Reply(body, served, plan), text))


def _complete(turn: ApiTurn, reply: _Reply, text: str) -> dict[str, Any]:
    status = _status(turn)
    reasoning, text = reasoning_and_content(text)
    output = [_reasoning(_id("rs"), reasoning)] if reasoning is not None else []
    call = call_in(text, reply.plan, reply.traits)
    output.append(_function_call(_id("fc"), call) if call is not None else _message(_id("msg"), text))
    return reply.response(output, turn, "completed" if call is not None else status)


class _Events:
    """Numbers the events of one stream (`sequence_number`) and names them by their type."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self, kind: str, **fields: Any) -> ServerSentEvent:
        self.count += 1
        return named_event({"type": kind, "sequence_number": self.count - 1, **fields})


async def _stream(turn: ApiTurn, reply: _Reply) -> AsyncIterator[ServerSentEvent]:
    ev = _Events()
    yield ev("response.created", response=reply.response([], None, "in_progress"))
    yield ev("response.in_progress", response=reply.response([], None, "in_progress"))
    blocks = Blocks(turn, reply.plan, reply.traits)
    output: list[dict[str, Any]] = []
    item_id, text = "", ""  # the open item's

    def sent(block: Block) -> list[ServerSentEvent]:
        nonlocal item_id, text
        index = len(output)
        if block.event == "open":
            item_id, text = _id("rs" if block.kind == "reasoning" else "msg"), ""
            if block.kind == "reasoning":
                return [ev("response.output_item.added", output_index=index, item=_reasoning(item_id, None)),
                        ev("response.content_part.added", item_id=item_id, output_index=index, content_index=0,
                           part={"type": "reasoning_text", "text": ""})]
            return [ev("response.output_item.added", output_index=index,
                       item=_message(item_id, None, "in_progress")),
                    ev("response.content_part.added", item_id=item_id, output_index=index, content_index=0,
                       part=_text_part(""))]
        if block.event == "delta":
            text += block.text
            return [ev("response.reasoning_text.delta" if block.kind == "reasoning" else "response.output_text.delta",
                       item_id=item_id, output_index=index, content_index=0, delta=block.text,
                       **({} if block.kind == "reasoning" else {"logprobs": []}))]
        if block.kind == "reasoning":
            part = {"type": "reasoning_text", "text": text}
            output.append(_reasoning(item_id, text))
            return [ev("response.reasoning_text.done", item_id=item_id, output_index=index, content_index=0,
                       text=text),
                    ev("response.content_part.done", item_id=item_id, output_index=index, content_index=0, part=part),
                    ev("response.output_item.done", output_index=index, item=output[-1])]
        output.append(_message(item_id, text))
        return [ev("response.output_text.done", item_id=item_id, output_index=index, content_index=0, text=text,
                   logprobs=[]),
                ev("response.content_part.done", item_id=item_id, output_index=index, content_index=0,
                   part=_text_part(text)),
                ev("response.output_item.done", output_index=index, item=output[-1])]

    try:
        async for block in blocks.stream():
            for event in sent(block):
                yield event
        status = _status(turn)
    except ApiError as exc:
        yield ev("error", code=exc.code, message=exc.message, param=exc.param)
        return
    for block in blocks.end():
        if block.call is not None:
            status, index, fc_id = "completed", len(output), _id("fc")
            item = _function_call(fc_id, block.call)
            yield ev("response.output_item.added", output_index=index, item={**item, "arguments": "",
                                                                              "status": "in_progress"})
            yield ev("response.function_call_arguments.delta", item_id=fc_id, output_index=index,
                     delta=block.call.arguments)
            yield ev("response.function_call_arguments.done", item_id=fc_id, output_index=index,
                     name=block.call.name, arguments=block.call.arguments)
            output.append(item)
            yield ev("response.output_item.done", output_index=index, item=item)
        else:
            for event in sent(block):
                yield event
    final = "response.completed" if status == "completed" else "response.incomplete"
    yield ev(final, response=reply.response(output, turn, status))
