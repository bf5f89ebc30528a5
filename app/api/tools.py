"""OpenAI messages, tools and `response_format` as an engine turn; tool calls parsed back out.

Structured output and tool calls use ORT GenAI's guidance (llguidance), so a guided reply always
parses: `response_format` `json_schema` and `json_object` become `json_schema` guidance; tools
become a Lark grammar that allows either free text or one tool call (`tool_choice` "auto"), or only
a call (`"required"`, or a named function). A call is `OPEN {"name": ..., "arguments": {...}} CLOSE`
where OPEN/CLOSE are the model's own tool-call special tokens when its tokenizer has them
(`<tool_call>` in Qwen/Hermes models, `<|tool_call|>` in Phi-4-mini), else the same text markers.

Guidance is turn-scoped in the engine (a guided turn gets a fresh generator), so a finished grammar
ending the turn never leaks into the next one (notes/ortgenai_api_2026.md §1.3).

Models whose chat template renders `tools` get them through the template (as OpenAI's list, which is
what those templates print); for the others the tool definitions and the call format go into the system
prompt, one compact JSON object per function (`tool_prompt`), and `tool` results come back as user
messages wrapped in `<tool_response>`, the convention those templates use. Every token of that listing
is read before the first token of a reply, so it carries only what the model needs to write a call:
no `{"type": "function", "function": …}` wrapper and no JSON padding, and the grammar may use
tighter schemas than the listing shows (`plan_chat`'s `grammar_schema`).
"""

from __future__ import annotations

import json
import logging
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from app.api.catalog import ModelTraits
from app.api.deepseek_tools import deepseek_grammar, listing_call_format, parse_deepseek_call
from app.api.errors import ApiError
from app.api.harmony_tools import harmony_grammar, parse_harmony_call, think_tokens
from app.api.images import image_from_url
from app.api.schema_refs import rooted
from app.api.schemas import ChatCompletionRequest, Message, NamedToolChoice, ResponseFormat, Tool
from app.chat.values import ChatMessage, Guidance, ToolCall
from app.engine.grammar_limits import GrammarLimitError, affordable

log = logging.getLogger("hearth.api")

ToolMode = Literal["none", "auto", "required"]
COMPACT_JSON = {"whitespace_flexible": False, "key_separator": ": ", "item_separator": ", "}
TEXT_RULE = r"/[^{<](.|\n)*/"  # free text: anything that does not start like a tool call


@dataclass(frozen=True)
class ChatPlan:
    messages: tuple[ChatMessage, ...]
    guidance: Guidance | None = None
    tools_json: str = ""  # for the chat template; "" when the template does not render tools
    tool_mode: ToolMode = "none"
    tool_names: tuple[str, ...] = ()
    thinking_tokens: int = 0  # the most a model may think before its call (gpt-oss, DeepSeek-R1): room to leave


@dataclass(frozen=True)
class ParsedCall:
    name: str
    arguments: str  # a JSON object, as OpenAI sends it: a string


def chat_tool_path(index: int) -> str:
    return f"tools[{index}].function.parameters"


def plan_chat(request: ChatCompletionRequest, traits: ModelTraits,
              grammar_schema: Callable[[Any], Any] = lambda schema: schema,
              tool_path: Callable[[int], str] = chat_tool_path) -> ChatPlan:
    """Raises ApiError(400) for combinations that cannot be served. `grammar_schema` shapes each tool's
    parameters in the grammar only (the chat bounds them, `app.tools.bounds`); the model's listing
    shows the tool's own schema. `tool_path` names a tool's schema in errors as the route's own
    request does (`tools.3.input_schema` on Anthropic's)."""
    tools = request.tools or []
    shaped = grammar_schemas(tools, grammar_schema, tool_path)
    choice = request.tool_choice
    if choice is not None and not tools and choice != "none":
        raise ApiError(400, "tool_choice is set but no tools were given.", "invalid_request", "tool_choice")
    mode: ToolMode = "none"
    chosen = tools
    if tools and choice != "none":
        mode = "auto"
        if choice == "required":
            mode = "required"
        elif isinstance(choice, NamedToolChoice):
            chosen = [t for t in tools if t.function.name == choice.function.name]
            if not chosen:
                raise ApiError(400, f"tool_choice names {choice.function.name!r}, which is not in tools.",
                               "invalid_request", "tool_choice")
            mode = "required"
    output_guidance = response_guidance(request.response_format)
    if output_guidance is not None and mode != "none":
        raise ApiError(400, "response_format and tools cannot both constrain one reply; send one of them.",
                       "invalid_request", "response_format")
    messages = [_convert(m, traits) for m in request.messages]
    tools_json = ""
    if mode != "none":
        if traits.renders_tools:
            tools_json = json.dumps([t.model_dump(exclude_none=True) for t in tools])
        else:
            messages = _with_tool_prompt(messages, tools, traits)
        grammar = tool_grammar(chosen, traits, mode == "required", shaped, request.budget())
        guidance: Guidance | None = Guidance("lark_grammar", grammar)
    else:
        guidance = output_guidance
    thinking = think_tokens(request.budget()) if mode != "none" and (traits.harmony or traits.thinks_first) else 0
    return ChatPlan(tuple(messages), guidance, tools_json, mode, tuple(t.function.name for t in chosen), thinking)


def response_guidance(response_format: ResponseFormat | None) -> Guidance | None:
    if response_format is None or response_format.type == "text":
        return None
    if response_format.type == "json_object":
        return Guidance("json_schema", json.dumps({"type": "object", "x-guidance": COMPACT_JSON}))
    spec = response_format.json_schema
    if spec is None or not spec.schema_:
        raise ApiError(400, "response_format json_schema needs json_schema.schema.", "invalid_request",
                       "response_format.json_schema")
    (schema,) = affordable_schemas([("response_format.json_schema.schema", "", spec.schema_)])
    schema = dict(schema)
    schema.setdefault("x-guidance", COMPACT_JSON)
    return Guidance("json_schema", json.dumps(schema))


def affordable_schemas(schemas: list[tuple[str, str, Any]]) -> list[Any]:
    """The schemas (param, tool name or "", schema) of one grammar as it can be built
    (`app.engine.grammar_limits.affordable`: what it cannot afford is left unenforced and logged);
    a 400 naming the param, the tool and the bound for what stays past one. Every route that turns a
    schema into guidance comes here; the engine host checks again whatever reaches it."""
    named = [(f"{param} (the tool {name!r})" if name else param, schema) for param, name, schema in schemas]
    try:
        out, notes = affordable(named)
    except GrammarLimitError as exc:
        raise ApiError(400, str(exc), "schema_too_complex", schemas[exc.where][0]) from None
    for note in notes:
        log_once(note)
    return out


@lru_cache(maxsize=256)
def log_once(note: str) -> None:
    """A client sends the same tools with every request: each relaxation is logged once."""
    log.info("%s", note)


def grammar_schemas(tools: list[Tool], shape: Callable[[Any], Any], path: Callable[[int], str]) -> dict[str, Any]:
    """Each tool's parameters as its grammar takes them (shaped, then made affordable), by name."""
    schemas = [(path(i), t.function.name, shape(t.function.parameters or {"type": "object", "properties": {}}))
               for i, t in enumerate(tools)]
    out = affordable_schemas(schemas)
    return {t.function.name: schema for t, schema in zip(tools, out, strict=True)}


def _parameters(tool: Tool, shaped: dict[str, Any] | None) -> Any:
    own = tool.function.parameters or {"type": "object", "properties": {}}
    return own if shaped is None else shaped[tool.function.name]


def _call_schema(tool: Tool, key: str, parameters: Any) -> dict[str, Any]:
    return {"type": "object", "properties": {"name": {"const": tool.function.name}, key: parameters},
            "required": ["name", key], "additionalProperties": False}


def _marker(token: int | None, text: str) -> str:
    return f"<[{token}]>" if token is not None else json.dumps(text) if text else ""


def tool_grammar(tools: list[Tool], traits: ModelTraits, required: bool, shaped: dict[str, Any] | None = None,
                 budget: int | None = None) -> str:
    """A Lark grammar for llguidance: one tool call, or (unless `required`) free text instead; `shaped`:
    each tool's parameters as the grammar takes them (`grammar_schemas`), else their own. A tool whose
    parameters refer to their own definitions keeps them (`app.api.schema_refs`). For gpt-oss, its harmony
    channels (`app.api.harmony_tools`: thinking, then a call or an answer; `budget`: the reply's tokens); for
    DeepSeek, its tool-calls block (`app.api.deepseek_tools`)."""
    functions = [(t.function.name, _parameters(t, shaped)) for t in tools]
    if traits.harmony:
        return harmony_grammar(functions, traits.harmony, required, think_tokens(budget), TEXT_RULE)
    if traits.deepseek:
        return deepseek_grammar(functions, traits.deepseek, required,
                                think_tokens(budget) if traits.thinks_first else None, TEXT_RULE)
    calls: list[dict[str, Any]] = []
    definitions: dict[str, Any] = {}
    for n, tool in enumerate(tools):
        try:
            parameters, more = rooted(_parameters(tool, shaped), f"tool{n}")
        except ValueError as exc:
            raise ApiError(400, f"The parameters of {tool.function.name!r} cannot be used: {exc}.",
                           "invalid_request", "tools") from None
        calls.append(_call_schema(tool, traits.arguments_key, parameters))
        definitions.update(more)
    schema: dict[str, Any] = {"anyOf": calls, **({"$defs": definitions} if definitions else {}),
                              "x-guidance": COMPACT_JSON}
    start = "toolcall" if required else "TEXT | toolcall"
    call = (_marker(traits.open_token, traits.open_text), f"%json {json.dumps(schema)}",
            _marker(traits.close_token, traits.close_text))
    return (f"start: {start}\n"
            f"TEXT: {TEXT_RULE}\n"
            f"toolcall: {' '.join(part for part in call if part)}\n")


def tool_prompt(tools: list[Tool], traits: ModelTraits) -> str:
    # One JSON object per function and line, as Hermes/Qwen templates list tools, without OpenAI's
    # {"type": "function", "function": …} wrapper and without padding: every token is read before the first
    # token of the reply. Bench's 16 tools with SmolLM2's tokenizer: 1,569 tokens wrapped and spaced (and
    # with the grammar's bounds shown), 933 like this; an indented list was 29 % longer still.
    listing = "\n".join(json.dumps(_listed(t.function.model_dump(exclude_none=True)), separators=(",", ":"))
                        for t in tools)
    return ("You can call functions to help answer. The functions, as JSON schemas:\n"
            f"<tools>\n{listing}\n</tools>\n"
            f"To call one, reply with only {call_format(traits)}. A function's result comes back "
            f"{'after the call' if traits.renders_calls else 'in <tool_response></tool_response>'}.")


def call_format(traits: ModelTraits) -> str:
    """A call as the model writes one, for the system prompt's listing."""
    if traits.deepseek:
        return listing_call_format()
    return (f"{traits.open_text}{{\"name\": \"FUNCTION\", \"{traits.arguments_key}\": {{...}}}}"
            f"{traits.close_text}")


def _listed(schema: Any, keywords: bool = True) -> Any:
    """`schema` without what only a validator reads (`$schema`, `title` — a property's name again in
    generated schemas — and a boolean `additionalProperties`, which the grammar enforces): 9 % fewer
    tokens on the bench's tools. Property names are kept, whatever they are called."""
    if isinstance(schema, list):
        return [_listed(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    if not keywords:  # the keys are names (of properties, definitions), not keywords
        return {k: _listed(v) for k, v in schema.items()}
    return {k: _listed(v, k not in ("properties", "patternProperties", "$defs", "definitions"))
            for k, v in schema.items()
            if k not in ("$schema", "title") and not (k == "additionalProperties" and isinstance(v, bool))}


def _with_tool_prompt(messages: list[ChatMessage], tools: list[Tool], traits: ModelTraits) -> list[ChatMessage]:
    prompt = tool_prompt(tools, traits)
    if messages and messages[0].role == "system":
        return [ChatMessage("system", f"{messages[0].content}\n\n{prompt}"), *messages[1:]]
    return [ChatMessage("system", prompt), *messages]


def _convert(message: Message, traits: ModelTraits) -> ChatMessage:
    text = message.text()
    if message.role != "user" and message.image_urls():
        raise ApiError(400, "Only user messages can carry images.", "invalid_request", "messages")
    if message.role == "developer":
        return ChatMessage("system", text)
    if message.role == "assistant" and (traits.renders_tools or traits.renders_calls) and message.tool_calls:
        # the template writes earlier calls itself, in the model's own format, from the structured calls
        return ChatMessage("assistant", text, tool_calls=tuple(
            ToolCall(c.id or call_id(), c.function.name, json.dumps(_arguments(c.function.name, c.function.arguments)))
            for c in message.tool_calls))
    if message.role == "assistant":
        calls = "".join(
            f"{traits.open_text}{_call_json(c.function.name, c.function.arguments, traits.arguments_key)}"
            f"{traits.close_text}"
            for c in message.tool_calls or ()
        )
        return ChatMessage("assistant", text + calls)
    if message.role == "tool":
        if traits.renders_tools or traits.renders_calls:
            return ChatMessage("tool", text, tool_call_id=message.tool_call_id or "")
        return ChatMessage("user", f"<tool_response>\n{text}\n</tool_response>")
    return ChatMessage(message.role, text, tuple(image_from_url(url) for url in message.image_urls()))


def _arguments(name: str, arguments: str) -> Any:
    try:
        return json.loads(arguments or "{}")
    except ValueError:
        raise ApiError(400, f"The arguments of the earlier call to {name!r} are not valid JSON.",
                       "invalid_request", "messages") from None


def _call_json(name: str, arguments: str, key: str) -> str:
    return json.dumps({"name": name, key: _arguments(name, arguments)})


def looks_like_call(text: str) -> bool | None:
    """Whether a reply that begins with `text` is a tool call (None: too little text to tell yet).

    Guided free text never starts with `{` or `<` (TEXT_RULE), a call always does (once its opening
    marker's text, or the JSON right after a special-token marker that decodes to nothing). A reply that
    thinks first (`<think>…</think>`, as the engine host writes gpt-oss's analysis) is judged after it.
    """
    stripped = text.lstrip()
    if stripped.startswith("<think>"):  # a model that thinks first (gpt-oss: its analysis channel)
        if "</think>" not in stripped:
            return None
        stripped = stripped.split("</think>", 1)[1].lstrip()
    if not stripped:
        return None
    return stripped[0] in "{<"


class CallSniffer:
    """Splits a streamed reply that may be a tool call: text is passed on as it comes, but the start of
    the reply is held back until it shows whether it is text or a call, and a call is held whole
    (sent once parsed). `held` is what is left at the end; `is_call` None means it never showed
    (only blank text arrived)."""

    def __init__(self, tool_mode: ToolMode) -> None:
        self.held = ""
        self.is_call: bool | None = False if tool_mode == "none" else None

    def feed(self, piece: str) -> str:
        """The text to send now ("" while undecided or inside a call)."""
        if self.is_call is False:
            return piece
        self.held += piece
        if self.is_call is None:
            self.is_call = looks_like_call(self.held)
            if self.is_call is False:
                text, self.held = self.held, ""
                return text
        return ""


def parse_call(text: str, traits: ModelTraits, names: tuple[str, ...]) -> ParsedCall | None:
    """The tool call in a finished reply, or None when it is not one (or was cut off)."""
    if traits.harmony or traits.deepseek:
        found = parse_harmony_call(text, names) if traits.harmony else parse_deepseek_call(text, names)
        return ParsedCall(*found) if found else None
    body = text.strip()
    for marker in (traits.open_text, traits.close_text):
        body = body.replace(marker, "") if marker else body
    match = re.search(r"\{.*\}", body, re.DOTALL)
    if match is None:
        return None
    try:
        call = json.loads(match.group(0))
    except ValueError:
        return None
    arguments = call.get(traits.arguments_key) if isinstance(call, dict) else None
    if not isinstance(call, dict) or call.get("name") not in names or not isinstance(arguments, dict):
        return None
    return ParsedCall(str(call["name"]), json.dumps(arguments))


def call_in(text: str, plan: ChatPlan, traits: ModelTraits) -> ParsedCall | None:
    """The tool call a finished reply makes, if tools were offered and it is one."""
    return parse_call(text, traits, plan.tool_names) if plan.tool_mode != "none" and looks_like_call(text) else None


def call_id() -> str:
    return f"call_{uuid.uuid4().hex[:24]}"
