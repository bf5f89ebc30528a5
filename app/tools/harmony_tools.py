"""gpt-oss's tool calls, in OpenAI's harmony format: the grammar that guides a reply, and the call read back.

A gpt-oss reply follows the generation prompt's `<|start|>assistant`. With functions offered it is either an
answer, `<|channel|>final<|message|>TEXT`, or a call in the commentary channel,
`<|channel|>commentary to=functions.NAME <|constrain|>json<|message|>{ARGUMENTS}<|call|>` (harmony's own
documentation, and what its chat template writes back), and either may come after the model's thinking,
`<|channel|>analysis<|message|>…<|end|><|start|>assistant`. Every marker is a special token, so the grammar
names them by id; `<|call|>` ends the turn (it is one of the generation config's end ids).

The thinking before a call is capped (`think_tokens`, from the reply's budget): random or runaway thinking must
still leave room for the call it is for. A finished reply reaches the API as the engine host rewrites it
(`app.engine.thinking`): the thinking as `<think>…</think>`, then the call with its harmony markers, which
`parse_harmony_call` reads wherever they are.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

# harmony's markers, in the order `ModelTraits.harmony` keeps their ids
MARKERS = ("<|channel|>", "<|message|>", "<|start|>", "<|end|>", "<|constrain|>", "<|call|>")
THINK_TOKENS = 1024  # the most thinking before a call when the reply's budget is not known
_CALL = re.compile(r"to=functions\.(?P<name>[^\s<]+)(?:(?!to=functions\.).)*?<\|message\|>\s*(?P<args>\{.*\})",
                   re.DOTALL)


def think_tokens(budget: int | None) -> int:
    """Tokens of thinking allowed before a call: half the reply's budget, at most `THINK_TOKENS`."""
    return THINK_TOKENS if budget is None else max(8, min(THINK_TOKENS, budget // 2))


def harmony_grammar(functions: Sequence[tuple[str, dict[str, Any]]], ids: Sequence[int], required: bool,
                    thinking: int, text_rule: str) -> str:
    """A Lark grammar for llguidance: optional thinking, then one call of `functions` ((name, parameters)
    pairs) or, unless `required`, an answer (`text_rule`)."""
    channel, message, start, end, constrain, call = (f"<[{i}]>" for i in ids)
    compact = {"whitespace_flexible": False, "key_separator": ": ", "item_separator": ", "}
    calls = []
    rules = []
    for n, (name, parameters) in enumerate(functions):
        schema = {**(parameters or {"type": "object", "properties": {}}), "x-guidance": compact}
        head = f"fn{n}: {json.dumps(name + ' ')} {constrain} \"json\" {message}"
        rules.append(f"{head} %json {json.dumps(schema)} {call}")
        calls.append(f"fn{n}")
    reply = "toolcall" if required else "toolcall | final"
    return (f"start: analysis? ({reply})\n"
            f"analysis: {channel} \"analysis\" {message} thought {end} {start} \"assistant\"\n"
            f"thought[max_tokens={thinking}]: /(.|\\n)*/\n"
            f"toolcall: {channel} \"commentary to=functions.\" ({' | '.join(calls)})\n"
            f"final: {channel} \"final\" {message} TEXT\n"
            f"TEXT: {text_rule}\n" + "\n".join(rules) + "\n")


def parse_harmony_call(text: str, names: tuple[str, ...]) -> tuple[str, str] | None:
    """(name, arguments as JSON text) of the call in a finished reply, or None (an answer, or a call cut off)."""
    match = _CALL.search(text)
    if match is None or match.group("name") not in names:
        return None
    try:
        arguments = json.loads(match.group("args"))
    except ValueError:
        return None
    return (match.group("name"), json.dumps(arguments)) if isinstance(arguments, dict) else None
