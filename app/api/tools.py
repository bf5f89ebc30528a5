"""OpenAI messages, tools and `response_format` as an engine turn: the API's requests translated into the
plan the window and the terminal use too (`app.tools.calls`), and its answers' tool calls.

`response_format` `json_schema` and `json_object` become `json_schema` guidance; tools become the shared
tool plan (`tool_choice` "auto": words or one call; `"required"` or a named function: only a call). What
cannot be served is an ApiError (400) naming the parameter.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from app.api.errors import ApiError
from app.api.images import image_from_url
from app.api.schemas import ChatCompletionRequest, Message, NamedToolChoice, ResponseFormat, Tool
from app.chat.values import ChatMessage, Guidance, ToolCall
from app.tools.calls import (
    COMPACT_JSON,
    NO_PARAMETERS,
    OfferError,
    ParsedCall,
    ToolMode,
    affordable_schemas,
    calls_message,
    grammar_schemas,
    looks_like_call,
    offer,
    parse_call,
    result_message,
)
from app.tools.spec import ToolSpec
from app.tools.traits import ModelTraits

log = logging.getLogger("hearth.api")


@dataclass(frozen=True)
class ChatPlan:
    messages: tuple[ChatMessage, ...]
    guidance: Guidance | None = None
    tools_json: str = ""  # for the chat template; "" when the template does not render tools
    tool_mode: ToolMode = "none"
    tool_names: tuple[str, ...] = ()
    thinking_tokens: int = 0  # the most a model may think before its call (gpt-oss, DeepSeek-R1): room to leave


def chat_tool_path(index: int) -> str:
    return f"tools[{index}].function.parameters"


def spec_of(tool: Tool) -> ToolSpec:
    """A request's tool as the shared plan takes it (no parameters: an object without properties)."""
    return ToolSpec(tool.function.name, tool.function.description or "", tool.function.parameters or NO_PARAMETERS)


def plan_chat(request: ChatCompletionRequest, traits: ModelTraits,
              grammar_schema: Callable[[Any], Any] = lambda schema: schema,
              tool_path: Callable[[int], str] = chat_tool_path) -> ChatPlan:
    """Raises ApiError(400) for combinations that cannot be served. `grammar_schema` shapes each tool's
    parameters in the grammar only; the model's listing shows the tool's own schema. `tool_path` names a
    tool's schema in errors as the route's own request does (`tools.3.input_schema` on Anthropic's)."""
    tools = request.tools or []
    specs = [spec_of(t) for t in tools]
    try:
        shaped = grammar_schemas(specs, grammar_schema, tool_path, log_once)
    except OfferError as exc:
        raise ApiError(400, str(exc), exc.code, exc.param) from None
    choice = request.tool_choice
    if choice is not None and not tools and choice != "none":
        raise ApiError(400, "tool_choice is set but no tools were given.", "invalid_request", "tool_choice")
    mode: ToolMode = "none"
    chosen = specs
    if tools and choice != "none":
        mode = "auto"
        if choice == "required":
            mode = "required"
        elif isinstance(choice, NamedToolChoice):
            chosen = [s for s in specs if s.name == choice.function.name]
            if not chosen:
                raise ApiError(400, f"tool_choice names {choice.function.name!r}, which is not in tools.",
                               "invalid_request", "tool_choice")
            mode = "required"
    output_guidance = response_guidance(request.response_format)
    if output_guidance is not None and mode != "none":
        raise ApiError(400, "response_format and tools cannot both constrain one reply; send one of them.",
                       "invalid_request", "response_format")
    messages = [_convert(m, traits) for m in request.messages]
    if mode == "none":
        return ChatPlan(tuple(messages), output_guidance)
    try:
        offered = offer(messages, [t.model_dump(exclude_none=True) for t in tools], chosen, traits,
                        mode == "required", shaped, request.budget())
    except OfferError as exc:
        raise ApiError(400, str(exc), exc.code, exc.param) from None
    return ChatPlan(tuple(offered.messages), offered.guidance, offered.tools_json, mode, tuple(s.name for s in chosen),
                    offered.thinking_tokens)


def response_guidance(response_format: ResponseFormat | None) -> Guidance | None:
    if response_format is None or response_format.type == "text":
        return None
    if response_format.type == "json_object":
        return Guidance("json_schema", json.dumps({"type": "object", "x-guidance": COMPACT_JSON}))
    spec = response_format.json_schema
    if spec is None or not spec.schema_:
        raise ApiError(400, "response_format json_schema needs json_schema.schema.", "invalid_request",
                       "response_format.json_schema")
    try:
        (schema,) = affordable_schemas([("response_format.json_schema.schema", "", spec.schema_)], log_once)
    except OfferError as exc:
        raise ApiError(400, str(exc), exc.code, exc.param) from None
    schema = dict(schema)
    schema.setdefault("x-guidance", COMPACT_JSON)
    return Guidance("json_schema", json.dumps(schema))


@lru_cache(maxsize=256)
def log_once(note: str) -> None:
    """A client sends the same tools with every request: each relaxation of a schema is logged once."""
    log.info("%s", note)


def _convert(message: Message, traits: ModelTraits) -> ChatMessage:
    text = message.text()
    if message.role != "user" and message.image_urls():
        raise ApiError(400, "Only user messages can carry images.", "invalid_request", "messages")
    if message.role == "developer":
        return ChatMessage("system", text)
    if message.role == "assistant":
        return calls_message(text, [ToolCall(c.id or call_id(), c.function.name,
                                             json.dumps(_arguments(c.function.name, c.function.arguments)))
                                    for c in message.tool_calls or ()], traits)
    if message.role == "tool":
        return result_message(text, traits, message.tool_call_id or "")
    return ChatMessage(message.role, text, tuple(image_from_url(url) for url in message.image_urls()))


def _arguments(name: str, arguments: str) -> Any:
    try:
        return json.loads(arguments or "{}")
    except ValueError:
        raise ApiError(400, f"The arguments of the earlier call to {name!r} are not valid JSON.",
                       "invalid_request", "messages") from None


def call_in(text: str, plan: ChatPlan, traits: ModelTraits) -> ParsedCall | None:
    """The tool call a finished reply makes, if tools were offered and it is one."""
    return parse_call(text, traits, plan.tool_names) if plan.tool_mode != "none" and looks_like_call(text) else None


def call_id() -> str:
    return f"call_{uuid.uuid4().hex[:24]}"
