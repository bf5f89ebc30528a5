"""A chat turn with tools, as the engine gets it: the same plan the local API makes (`app.tools.calls`).

The window's and the terminal's conversation, its earlier calls and their results are written as the model
reads them (`tool_messages`: each call in the model's own markers, each result as its template takes one), and
offered the tools as the API offers a request's, so the window, the terminal and the API share one grammar
("text, or one call of an enabled tool with arguments that match its schema", between the model's own
tool-call tokens when its tokenizer has them), one way to tell the model about tools (its chat template, else
the system prompt) and one way to send calls and results back. Only the first step of a turn may be forced to
call a tool (`required`); after a result the model may answer in words or call again.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance, ToolCall
from app.tools.bounds import bounded, longest
from app.tools.calls import (
    ParsedCall,
    calls_message,
    grammar_schemas,
    looks_like_call,
    offer,
    parse_call,
    result_message,
)
from app.tools.spec import CallRecord, ToolSpec
from app.tools.traits import ModelTraits

__all__ = ["ToolPlan", "looks_like_call", "parse", "plan_turn", "step_sampling", "tool_messages"]
log = logging.getLogger("hearth.tools")
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


def tool_messages(history: Sequence[ChatMessage], calls: Sequence[Sequence[CallRecord]], traits: ModelTraits,
                  system_prompt: str = "") -> list[ChatMessage]:
    """`history` as the model reads it; `calls[i]` are the calls made before the text of `history[i]` (an
    assistant message), each written as the model wrote it and followed by its result."""
    out: list[ChatMessage] = []
    if system_prompt.strip():
        out.append(ChatMessage("system", system_prompt))
    for n, message in enumerate(history):
        made = calls[n] if n < len(calls) else ()
        for call in made:
            out += called(call, traits)
        if message.role != "assistant" or message.content or not made:
            out.append(ChatMessage(message.role, message.content))
    return out


def called(record: CallRecord, traits: ModelTraits) -> list[ChatMessage]:
    """A call the model made and its result, as the next step reads them."""
    call = ToolCall(record.id, record.tool, json.dumps(record.arguments))
    return [calls_message("", [call], traits), result_message(record.result, traits, record.id)]


def plan_turn(messages: list[ChatMessage], tools: Sequence[ToolSpec], traits: ModelTraits, required: bool = False,
              budget: int | None = None) -> ToolPlan:
    """The engine turn for `messages` (`tool_messages`) with `tools` offered; without tools, unguided. `budget`:
    the reply's tokens (a model that thinks before it calls, gpt-oss, thinks for at most half of them).
    ValueError saying why tools cannot be offered."""
    shaped = grammar_schemas(tools, bounded, lambda i: f"tools[{i}].function.parameters", _log_once)
    if not tools:
        return ToolPlan(tuple(messages), None, "", ())
    # the grammar gets the bounded schemas; the model's listing shows the tools' own (fewer tokens)
    offered = offer(messages, [t.openai() for t in tools], tools, traits, required, shaped, budget)
    room = call_room(tools) + offered.thinking_tokens  # a model that thinks first needs room for that too
    return ToolPlan(tuple(offered.messages), offered.guidance, offered.tools_json, tuple(t.name for t in tools),
                    required, room)


@lru_cache(maxsize=256)
def _log_once(note: str) -> None:
    """A chat offers the same tools every step: each relaxation of a schema is logged once."""
    log.info("%s", note)


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
