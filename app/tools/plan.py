"""A chat turn with tools, as the engine gets it: the same plan the local API makes (`app.api.tools`).

The conversation and the tools are put in OpenAI's shape and handed to `app.api.tools.plan_chat`, so
the window, the terminal and the API share one grammar ("text, or one call of an enabled tool with
arguments that match its schema", between the model's own tool-call tokens when its tokenizer has
them), one way to tell the model about tools (its chat template, else the system prompt) and one way
to send calls and results back. Only the first step of a turn may be forced to call a tool
(`required`); after a result the model may answer in words or call again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from pydantic import ValidationError

from app.api.catalog import ModelTraits
from app.api.errors import ApiError
from app.api.schemas import ChatCompletionRequest
from app.api.tools import ParsedCall, looks_like_call, parse_call, plan_chat
from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance
from app.tools.bounds import bounded, longest
from app.tools.spec import CallRecord, ToolSpec

__all__ = ["ToolPlan", "looks_like_call", "openai_messages", "parse", "plan_turn", "step_sampling"]
CALL_TOKENS = 256  # the least room a step that must call gets
MAX_CALL_TOKENS = 1024  # the most: a call of a schema `bounds.longest` cannot bound gets this


@dataclass(frozen=True)
class ToolPlan:
    messages: tuple[ChatMessage, ...]  # the system prompt is in here: send the turn without one
    guidance: Guidance | None
    tools_json: str
    names: tuple[str, ...]
    required: bool = False  # the step must be a call
    call_tokens: int = CALL_TOKENS  # room for the longest call the grammar allows (`call_room`)


def openai_messages(history: Sequence[ChatMessage], calls: Sequence[Sequence[CallRecord]],
                    system_prompt: str = "") -> list[dict[str, Any]]:
    """`history` in OpenAI's shape; `calls[i]` are the calls made before the text of `history[i]`
    (an assistant message), each an assistant `tool_calls` message and its `tool` result."""
    out: list[dict[str, Any]] = []
    if system_prompt.strip():
        out.append({"role": "system", "content": system_prompt})
    for n, message in enumerate(history):
        for call in calls[n] if n < len(calls) else ():
            out.append({"role": "assistant", "content": None, "tool_calls": [
                {"id": call.id, "type": "function",
                 "function": {"name": call.tool, "arguments": json.dumps(call.arguments)}}]})
            out.append({"role": "tool", "tool_call_id": call.id, "content": call.result})
        if message.role != "assistant" or message.content or not (n < len(calls) and calls[n]):
            out.append({"role": message.role, "content": message.content})
    return out


def plan_turn(messages: list[dict[str, Any]], tools: Sequence[ToolSpec], traits: ModelTraits,
              required: bool = False, budget: int | None = None) -> ToolPlan:
    """The engine turn for `messages` (OpenAI's shape) with `tools` offered; without tools, unguided. `budget`:
    the reply's tokens (a model that thinks before it calls, gpt-oss, thinks for at most half of them)."""
    request: dict[str, Any] = {"messages": messages, **({"max_tokens": budget} if budget else {})}
    if tools:
        request.update(tools=[t.openai() for t in tools], tool_choice="required" if required else "auto")
    try:  # the grammar gets the bounded schemas; the model's listing shows the tools' own (fewer tokens)
        plan = plan_chat(ChatCompletionRequest.model_validate(request), traits, bounded)
    except ApiError as exc:  # a malformed earlier call: say so, do not guide
        raise ValueError(exc.message) from None
    except ValidationError as exc:  # never a traceback: the tools' names are made safe first (`toolbox.safe_name`)
        raise ValueError(f"the tools cannot be offered ({exc.errors()[0]['msg']})") from None
    room = call_room(tools) + plan.thinking_tokens  # a model that thinks first needs room for that too
    return ToolPlan(plan.messages, plan.guidance, plan.tools_json, plan.tool_names, plan.tool_mode == "required", room)


def call_room(tools: Sequence[ToolSpec]) -> int:
    """Tokens enough for the longest call of any of `tools` as the grammar lets a model write it (its
    bounded schema's longest compact JSON, at least a character a token, plus the markers)."""
    room = CALL_TOKENS
    for tool in tools:
        size = longest(bounded(tool.parameters))
        need = MAX_CALL_TOKENS if size is None else len(json.dumps({"name": tool.name, "arguments": {}})) + size + 8
        room = max(room, min(need, MAX_CALL_TOKENS))
    return room


def step_sampling(sampling: Sampling, plan: ToolPlan) -> Sampling:
    """A step that must call a tool gets room for the whole call (a call cut off by the length limit is
    lost); a step that may answer in words keeps the person's limit."""
    if not plan.required or sampling.max_new_tokens >= plan.call_tokens:
        return sampling
    return replace(sampling, max_new_tokens=plan.call_tokens)


def parse(text: str, traits: ModelTraits, names: Sequence[str]) -> ParsedCall | None:
    """The call in a finished step's text, or None when the step is an answer in words."""
    if not names or looks_like_call(text) is not True:
        return None
    return parse_call(text, traits, tuple(names))
