"""What a model's files say about how it writes a tool call, read from its plain files (chat template,
tokenizer.json), never by loading the model: whether the chat template renders `tools` and `tool` messages
itself, and which special tokens (if any) open and close a call (gpt-oss's harmony markers, DeepSeek's). The
window, the terminal and the API all offer tools by these (`app.tools.calls`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from app.tools.deepseek_tools import MARKERS as DEEPSEEK_MARKERS
from app.tools.harmony_tools import MARKERS
from models.reasoning_format import support_from

# Tool-call marker pairs models are trained with (Hermes/Qwen, Phi-4-mini), best known first.
TOOL_MARKERS = (("<tool_call>", "</tool_call>"), ("<|tool_call|>", "<|/tool_call|>"))
# Llama 3.1-3.3: a tokenizer with these special tokens and a template that renders `tools` asks for a
# call as bare JSON, {"name": ..., "parameters": {...}} (its template's own words and the way it writes
# earlier calls back); <|python_tag|> opens only calls of Meta's built-in tools, which Hearth does not offer.
LLAMA3_TOKENS = ("<|python_tag|>", "<|eom_id|>")
# gpt-oss (harmony) calls a function in a channel of its own (`app.tools.harmony_tools`): a tokenizer with all of
# harmony's markers as tokens gets the harmony grammar and parser.
@dataclass(frozen=True)
class ModelTraits:
    renders_tools: bool = False  # the chat template uses `tools` (so tool definitions go through it)
    open_token: int | None = None  # special token id that opens a tool call, if the tokenizer has one
    close_token: int | None = None
    open_text: str = "<tool_call>"  # "" for a model that writes a call as bare JSON (Llama 3.x)
    close_text: str = "</tool_call>"
    arguments_key: str = "arguments"  # the key a call's arguments go under ("parameters" for Llama 3.x)
    harmony: tuple[int, ...] = ()  # gpt-oss: the ids of harmony's markers (`harmony_tools.MARKERS`), in order
    deepseek: tuple[int, ...] = ()  # DeepSeek: the ids of its tool-call markers (`deepseek_tools.MARKERS`)
    renders_calls: bool = False  # the template writes earlier calls and results (sent structured, then)
    thinks_first: bool = False  # the generation prompt opens the thinking (DeepSeek-R1 distills)


def _template_text(folder: Path) -> str:
    template = folder / "chat_template.jinja"
    if template.is_file():
        return template.read_text(encoding="utf-8", errors="replace")
    try:
        config = json.loads((folder / "tokenizer_config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    raw = config.get("chat_template", "") if isinstance(config, dict) else ""
    if isinstance(raw, list):  # named templates: [{"name": "default", "template": "..."}, ...]
        return "\n".join(str(t.get("template", "")) for t in raw if isinstance(t, dict))
    return str(raw)


def _added_tokens(folder: Path) -> dict[str, int]:
    """The tokenizer's added tokens, special or not: Qwen3's `<tool_call>` and `</tool_call>` are added tokens
    marked `special: false` (decoded as text, but still one token each)."""
    try:
        tokenizer = json.loads((folder / "tokenizer.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    added = tokenizer.get("added_tokens", []) if isinstance(tokenizer, dict) else []
    return {str(t["content"]): int(t["id"]) for t in added if isinstance(t, dict) and "content" in t and "id" in t}


def read_traits(folder: Path) -> ModelTraits:
    template = _template_text(folder)
    renders_tools = "tools" in template
    special = _added_tokens(folder)
    if all(token in special for token in MARKERS):
        return ModelTraits(renders_tools, None, None, "", "", harmony=tuple(special[t] for t in MARKERS))
    if all(token in special for token in DEEPSEEK_MARKERS):
        return ModelTraits(renders_tools, None, None, "", "", deepseek=tuple(special[t] for t in DEEPSEEK_MARKERS),
                           renders_calls="tool_calls" in template, thinks_first=support_from(template, True).opens)
    for open_text, close_text in TOOL_MARKERS:
        if open_text in special and close_text in special:
            return ModelTraits(renders_tools, special[open_text], special[close_text], open_text, close_text)
    if renders_tools and all(token in special for token in LLAMA3_TOKENS):
        return ModelTraits(renders_tools, None, None, "", "", "parameters")
    return ModelTraits(renders_tools)
