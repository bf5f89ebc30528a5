"""Whether a model thinks before it answers, and whether it can be told not to, read from its folder.

The signs (each family's own files):
- the chat template writes or strips `<think>` (Qwen3, DeepSeek-R1 distills, Phi-4-reasoning) or has
  harmony channels (gpt-oss: `<|channel|>analysis`) or Mistral's `[THINK]`/`[/THINK]` (Magistral, Ministral 3
  Reasoning: the default system prompt asks for them);
- the tokenizer has `<think>`/`</think>` tokens (`tokenizer.json` added tokens);
- the template reads `enable_thinking` (Qwen3, Qwen3.5): thinking can be switched off, which ORT GenAI
  0.18 cannot pass as a template argument, so Hearth does what that branch of the template does and
  starts the reply with an empty thinking block (`app.chat.reasoning.NO_THINKING`). A template that refuses
  `enable_thinking=false` (raises) or has no such branch is "not switchable".
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path


@dataclass(frozen=True)
class ThinkingSupport:
    thinks: bool = False
    switchable: bool = False
    style: str = ""  # "think-tags", "harmony" or "think-brackets"
    opens: bool = False  # the generation prompt opens the thinking (DeepSeek-R1 distills, Qwen3 "Thinking")

    @property
    def skippable(self) -> bool:
        """A reply that starts with an empty thinking block answers at once: the template's own switch does
        that (Qwen3), and a prompt that opens the thinking is closed at once by it (DeepSeek-R1). Titles use
        it; the Think button only where the template has the switch (the model was not trained without)."""
        return self.switchable or self.opens

    def describe(self) -> str:
        if not self.thinks:
            return "This model answers without thinking first."
        if self.switchable:
            return "This model thinks before it answers; thinking can be switched off for a chat."
        return "This model always thinks before it answers (not switchable: its chat template has no switch)."


NONE = ThinkingSupport()


def template_text(model_dir: Path) -> str:
    """The chat template: `chat_template.jinja`, else the one in `tokenizer_config.json` ("" if none)."""
    jinja = model_dir / "chat_template.jinja"
    try:
        if jinja.is_file():
            return jinja.read_text(encoding="utf-8")
        config = json.loads((model_dir / "tokenizer_config.json").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return ""
    template = config.get("chat_template") if isinstance(config, dict) else None
    if isinstance(template, list):  # named templates: [{"name": "default", "template": "…"}]
        template = next((t.get("template") for t in template if isinstance(t, dict)
                         and t.get("name") == "default"), None)
    return template if isinstance(template, str) else ""


def _has_think_tokens(model_dir: Path) -> bool:
    try:
        data = json.loads((model_dir / "tokenizer.json").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return False
    added = data.get("added_tokens") if isinstance(data, dict) else None
    contents = {t.get("content") for t in added or () if isinstance(t, dict)}
    return {"<think>", "</think>"} <= contents


def support_from(template: str, think_tokens: bool) -> ThinkingSupport:
    """From the template (and whether the vocabulary has think tokens, which alone proves nothing: Qwen3's
    instruct-only models keep them, and their template only strips old thinking from the history)."""
    if "<|channel|>" in template and "analysis" in template:
        return ThinkingSupport(True, False, "harmony")
    if "[THINK]" in template and "[/THINK]" in template:
        return ThinkingSupport(True, False, "think-brackets")
    generation = template.rsplit("add_generation_prompt", 1)[-1] if "add_generation_prompt" in template else ""
    opens = "<think>" in generation and "enable_thinking" not in generation  # DeepSeek-R1, Qwen3 "Thinking"
    asks = "<think> {" in template or "{Thought section}" in template  # Phi-4-reasoning's system prompt
    switch = "enable_thinking" in template
    if not (opens or asks or switch) or not (think_tokens or "<think>" in template):
        return NONE
    after = template.split("enable_thinking", 1)[1][:200] if switch else ""
    return ThinkingSupport(True, switch and "raise_exception" not in after, "think-tags", opens)


@lru_cache(maxsize=32)
def _support(folder: str, _stamp: float) -> ThinkingSupport:
    model_dir = Path(folder)
    return support_from(template_text(model_dir), _has_think_tokens(model_dir))


def thinking_support(model_dir: Path) -> ThinkingSupport:
    """How the model in `model_dir` thinks (NONE for a folder that isn't there: a remote model)."""
    try:
        stamp = max((model_dir / n).stat().st_mtime for n in ("tokenizer_config.json", "tokenizer.json")
                    if (model_dir / n).exists())
    except (OSError, ValueError):
        return NONE
    return _support(str(model_dir), stamp)
