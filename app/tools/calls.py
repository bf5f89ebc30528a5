"""How a model is offered tools and writes a call, typed over `ToolSpec`: the window's and the terminal's tool
loop (`app.tools.plan`) and the local API (`app.api.tools`, which only translates its requests) share it.

Tool calls use ORT GenAI's guidance (llguidance), so a guided reply always parses: tools become a Lark grammar
that allows either free text or one tool call (`required`: only a call). A call is
`OPEN {"name": ..., "arguments": {...}} CLOSE` where OPEN/CLOSE are the model's own tool-call special tokens
when its tokenizer has them (`<tool_call>` in Qwen/Hermes models, `<|tool_call|>` in Phi-4-mini), else the
same text markers (`app.tools.traits`); gpt-oss writes its call in harmony's channels
(`app.tools.harmony_tools`), DeepSeek in its tool-calls block (`app.tools.deepseek_tools`).

Guidance is turn-scoped in the engine (a guided turn gets a fresh generator), so a finished grammar
ending the turn never leaks into the next one (notes/ortgenai_api_2026.md §1.3).

Models whose chat template renders `tools` get them through the template (as OpenAI's list, which is
what those templates print); for the others the tool definitions and the call format go into the system
prompt, one compact JSON object per function (`tool_prompt`), and `tool` results come back as user
messages wrapped in `<tool_response>`, the convention those templates use. Every token of that listing
is read before the first token of a reply, so it carries only what the model needs to write a call:
no `{"type": "function", "function": …}` wrapper and no JSON padding, and the grammar may use
tighter schemas than the listing shows (`grammar_schemas`' `shape`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from app.chat.values import ChatMessage, Guidance, ToolCall
from app.engine.grammar_limits import GrammarLimitError, affordable
from app.tools.deepseek_tools import deepseek_grammar, listing_call_format, parse_deepseek_call
from app.tools.harmony_tools import harmony_grammar, parse_harmony_call, think_tokens
from app.tools.schema_refs import rooted
from app.tools.spec import ToolSpec
from app.tools.traits import ModelTraits

ToolMode = Literal["none", "auto", "required"]
COMPACT_JSON = {"whitespace_flexible": False, "key_separator": ": ", "item_separator": ", "}
TEXT_RULE = r"/[^{<](.|\n)*/"  # free text: anything that does not start like a tool call
NO_PARAMETERS: dict[str, Any] = {"type": "object", "properties": {}}


class OfferError(ValueError):
    """Why tools cannot be offered as asked; `code` and `param` say it as the API does (a 400)."""

    def __init__(self, message: str, code: str = "invalid_request", param: str | None = None) -> None:
        super().__init__(message)
        self.code, self.param = code, param


@dataclass(frozen=True)
class ParsedCall:
    name: str
    arguments: str  # a JSON object, as OpenAI sends it: a string


@dataclass(frozen=True)
class Offer:
    """What offering tools makes of a turn: the messages (the listing in the system prompt when the template
    does not render tools), the grammar, and the tools as the template gets them ("" when it does not)."""

    messages: list[ChatMessage]
    guidance: Guidance
    tools_json: str
    thinking_tokens: int = 0  # the most a model may think before its call (gpt-oss, DeepSeek-R1): room to leave


def offer(messages: list[ChatMessage], listing: Sequence[Mapping[str, Any]], chosen: Sequence[ToolSpec],
          traits: ModelTraits, required: bool, shaped: Mapping[str, Any] | None = None, budget: int | None = None
          ) -> Offer:
    """Offer a turn the tools `listing` shows (OpenAI's `tools` list, as the model reads it), a call of one of
    `chosen` (or, unless `required`, words). `shaped`: each tool's parameters as the grammar takes them;
    `budget`: the reply's tokens (a model that thinks first thinks for at most half of them)."""
    tools_json = ""
    if traits.renders_tools:
        tools_json = json.dumps(list(listing))
    else:
        messages = _with_tool_prompt(messages, listing, traits)
    grammar = tool_grammar(chosen, traits, required, shaped, budget)
    thinking = think_tokens(budget) if traits.harmony or traits.thinks_first else 0
    return Offer(messages, Guidance("lark_grammar", grammar), tools_json, thinking)


def affordable_schemas(schemas: list[tuple[str, str, Any]], note: Callable[[str], None]) -> list[Any]:
    """The schemas (param, tool name or "", schema) of one grammar as it can be built
    (`app.engine.grammar_limits.affordable`: what it cannot afford is left unenforced, each such relaxation
    given to `note`); OfferError (`schema_too_complex`) naming the param, the tool and the bound for what
    stays past one. Whatever turns a schema into guidance comes here; the engine host checks again."""
    named = [(f"{param} (the tool {name!r})" if name else param, schema) for param, name, schema in schemas]
    try:
        out, notes = affordable(named)
    except GrammarLimitError as exc:
        raise OfferError(str(exc), "schema_too_complex", schemas[exc.where][0]) from None
    for relaxed in notes:
        note(relaxed)
    return out


def grammar_schemas(tools: Sequence[ToolSpec], shape: Callable[[Any], Any], path: Callable[[int], str],
                    note: Callable[[str], None]) -> dict[str, Any]:
    """Each tool's parameters as its grammar takes them (shaped, then made affordable), by name; `path` names
    a tool's schema in errors as the request that sent it does."""
    schemas = [(path(i), t.name, shape(t.parameters)) for i, t in enumerate(tools)]
    out = affordable_schemas(schemas, note)
    return {t.name: schema for t, schema in zip(tools, out, strict=True)}


def _call_schema(name: str, key: str, parameters: Any) -> dict[str, Any]:
    return {"type": "object", "properties": {"name": {"const": name}, key: parameters},
            "required": ["name", key], "additionalProperties": False}


def _marker(token: int | None, text: str) -> str:
    return f"<[{token}]>" if token is not None else json.dumps(text) if text else ""


def tool_grammar(tools: Sequence[ToolSpec], traits: ModelTraits, required: bool,
                 shaped: Mapping[str, Any] | None = None, budget: int | None = None) -> str:
    """A Lark grammar for llguidance: one tool call, or (unless `required`) free text instead; `shaped`:
    each tool's parameters as the grammar takes them (`grammar_schemas`), else their own. A tool whose
    parameters refer to their own definitions keeps them (`app.tools.schema_refs`). For gpt-oss, its harmony
    channels (`app.tools.harmony_tools`: thinking, then a call or an answer; `budget`: the reply's tokens); for
    DeepSeek, its tool-calls block (`app.tools.deepseek_tools`)."""
    functions = [(t.name, t.parameters if shaped is None else shaped[t.name]) for t in tools]
    if traits.harmony:
        return harmony_grammar(functions, traits.harmony, required, think_tokens(budget), TEXT_RULE)
    if traits.deepseek:
        return deepseek_grammar(functions, traits.deepseek, required,
                                think_tokens(budget) if traits.thinks_first else None, TEXT_RULE)
    calls: list[dict[str, Any]] = []
    definitions: dict[str, Any] = {}
    for n, (name, own) in enumerate(functions):
        try:
            parameters, more = rooted(own, f"tool{n}")
        except ValueError as exc:
            raise OfferError(f"The parameters of {name!r} cannot be used: {exc}.", param="tools") from None
        calls.append(_call_schema(name, traits.arguments_key, parameters))
        definitions.update(more)
    schema: dict[str, Any] = {"anyOf": calls, **({"$defs": definitions} if definitions else {}),
                              "x-guidance": COMPACT_JSON}
    start = "toolcall" if required else "TEXT | toolcall"
    call = (_marker(traits.open_token, traits.open_text), f"%json {json.dumps(schema)}",
            _marker(traits.close_token, traits.close_text))
    return (f"start: {start}\n"
            f"TEXT: {TEXT_RULE}\n"
            f"toolcall: {' '.join(part for part in call if part)}\n")


def tool_prompt(listing: Sequence[Mapping[str, Any]], traits: ModelTraits) -> str:
    """The tools of `listing` (OpenAI's `tools` list) and how to call one, for a system prompt."""
    # One JSON object per function and line, as Hermes/Qwen templates list tools, without OpenAI's
    # {"type": "function", "function": …} wrapper and without padding: every token is read before the first
    # token of the reply. Bench's 16 tools with SmolLM2's tokenizer: 1,569 tokens wrapped and spaced (and
    # with the grammar's bounds shown), 933 like this; an indented list was 29 % longer still.
    functions = "\n".join(json.dumps(_listed(t["function"]), separators=(",", ":")) for t in listing)
    return ("You can call functions to help answer. The functions, as JSON schemas:\n"
            f"<tools>\n{functions}\n</tools>\n"
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


def _with_tool_prompt(messages: list[ChatMessage], listing: Sequence[Mapping[str, Any]], traits: ModelTraits
                      ) -> list[ChatMessage]:
    prompt = tool_prompt(listing, traits)
    if messages and messages[0].role == "system":
        return [ChatMessage("system", f"{messages[0].content}\n\n{prompt}"), *messages[1:]]
    return [ChatMessage("system", prompt), *messages]


def call_text(name: str, arguments: Any, traits: ModelTraits) -> str:
    """An earlier call as the model wrote it (its markers around the JSON), for the history."""
    return f"{traits.open_text}{json.dumps({'name': name, traits.arguments_key: arguments})}{traits.close_text}"


def calls_message(text: str, calls: Sequence[ToolCall], traits: ModelTraits) -> ChatMessage:
    """An assistant message that made `calls`: structured when the template writes earlier calls itself (in
    the model's own format), else their text after the message's."""
    if (traits.renders_tools or traits.renders_calls) and calls:
        return ChatMessage("assistant", text, tool_calls=tuple(calls))
    return ChatMessage("assistant", text + "".join(call_text(c.name, json.loads(c.arguments), traits) for c in calls))


def result_message(text: str, traits: ModelTraits, call_id: str = "") -> ChatMessage:
    """A tool's result as the model reads it: a `tool` message when the template renders them, else the
    user's, wrapped in `<tool_response>`."""
    if traits.renders_tools or traits.renders_calls:
        return ChatMessage("tool", text, tool_call_id=call_id)
    return ChatMessage("user", f"<tool_response>\n{text}\n</tool_response>")


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
