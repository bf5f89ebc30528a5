"""DeepSeek's tool calls (DeepSeek-V3, the R1 distills): the grammar that guides a reply, and the call read back.

Their chat templates write an earlier call as
`<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME\\n```json\\n{ARGUMENTS}\\n```<｜tool▁call▁end｜>
<｜tool▁calls▁end｜>`, and a model writes its own the same way. The markers are added tokens of DeepSeek's
tokenizer (not special: they decode to their text), named by id in the grammar. The templates render calls and
results but no tool list, so the tools are listed in the system prompt (`app.api.tools.tool_prompt`, in this
format). A model whose generation prompt opens its thinking (the R1 distills' `<think>\\n`) thinks first: the
grammar lets it, up to `</think>` and within about half the reply's budget, then a call or an answer.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

# DeepSeek's tool-call markers, in the order `ModelTraits.deepseek` keeps their ids
MARKERS = ("<｜tool▁calls▁begin｜>", "<｜tool▁call▁begin｜>", "<｜tool▁sep｜>", "<｜tool▁call▁end｜>",
           "<｜tool▁calls▁end｜>")
_CALL = re.compile(r"<｜tool▁call▁begin｜>function<｜tool▁sep｜>(?P<name>[^\n]+)\n```json\n(?P<args>.*?)\n```"
                   r"<｜tool▁call▁end｜>", re.DOTALL)


def deepseek_grammar(functions: Sequence[tuple[str, dict[str, Any]]], ids: Sequence[int], required: bool,
                     thinking: int | None, text_rule: str) -> str:
    """A Lark grammar for llguidance: (thinking up to `</think>` when `thinking` is a token budget, for a prompt
    that opened it) then one call of `functions` or, unless `required`, an answer (`text_rule`)."""
    calls_begin, call_begin, sep, call_end, calls_end = (f"<[{i}]>" for i in ids)
    compact = {"whitespace_flexible": False, "key_separator": ": ", "item_separator": ", "}
    rules, names = [], []
    for n, (name, parameters) in enumerate(functions):
        schema = {**(parameters or {"type": "object", "properties": {}}), "x-guidance": compact}
        rules.append(f"fn{n}: {json.dumps(name)} \"\\n```json\\n\" %json {json.dumps(schema)} \"\\n```\"")
        names.append(f"fn{n}")
    reply = "toolcall" if required else "TEXT | toolcall"
    head = f"start: {reply}\n"
    if thinking is not None:
        # Bounded in characters (about 4 a token), `</think>` in the terminal, then at most two newlines, measured on
        # the zoo's R1 with ORT GenAI 0.18's llguidance: `max_tokens` ends a lexeme without its `</think>` (and can
        # cut a character in two), `suffix` with `max_tokens` panics, an unbounded `\s*` lets a reply loop on spaces.
        head = (f"start: THOUGHT NEWLINES? ({reply})\nTHOUGHT: /(.|\\n){{0,{4 * thinking}}}<\\/think>/\n"
                "NEWLINES: /\\n{1,2}/\n")
    return (head + f"toolcall: {calls_begin} {call_begin} \"function\" {sep} ({' | '.join(names)}) {call_end} "
            f"{calls_end}\nTEXT: {text_rule}\n" + "\n".join(rules) + "\n")


def parse_deepseek_call(text: str, names: tuple[str, ...]) -> tuple[str, str] | None:
    """(name, arguments as JSON text) of the first call in a finished reply, or None."""
    match = _CALL.search(text)
    if match is None or match.group("name").strip() not in names:
        return None
    try:
        arguments = json.loads(match.group("args"))
    except ValueError:
        return None
    return (match.group("name").strip(), json.dumps(arguments)) if isinstance(arguments, dict) else None


def listing_call_format(name: str = "FUNCTION") -> str:
    """How the system prompt tells the model to call (its own format)."""
    return f"{MARKERS[0]}{MARKERS[1]}function{MARKERS[2]}{name}\n```json\n{{...}}\n```{MARKERS[3]}{MARKERS[4]}"
