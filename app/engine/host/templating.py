"""Turning a conversation into the model's prompt text with its chat template: ORT GenAI's template engine
where it renders the template as Hugging Face's Jinja2 does, Hearth's own sandboxed Jinja2 where it does not.

ORT GenAI 0.18 renders chat templates with an engine of its own, which differs from Jinja2 on the families'
published templates (measured on the zoo's, `tests/families/test_templates.py`):
- Qwen3 and DeepSeek-R1: the thinking of earlier replies is not taken out of the history (the templates'
  `content.split('</think>')[-1]`), so every follow-up re-reads, and is conditioned on, old thinking;
- Llama 3.1-3.3: the tool list is rendered without OpenAI's `{"type": "function", "function": …}` wrapper,
  with the parameters' `properties` in place of the schema the model was trained to read;
- a template variable it cannot be given (`enable_thinking`, `reasoning_effort`): only messages, tools and the
  generation prompt pass through its API.

So at load, the template renders a few probe conversations (a system prompt, a multi-turn chat with old
thinking, tool definitions, a call and its result) both ways; if any differs, or ORT GenAI fails one that
Jinja2 renders, the model's prompts are rendered with Jinja2 (`app.engine.host.jinja_template`) and the log says
which probe differed. A render ORT GenAI fails later is retried with Jinja2, and logged.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from app.chat.values import ChatMessage
from app.engine.host.jinja_template import JinjaTemplate, TemplateFailed, special_tokens
from models.reasoning_format import template_text

log = logging.getLogger(__name__)
_CONTINUE_TAG = "CONTINUE_FINAL_MESSAGE_TAG "  # transformers' own marker for `continue_final_message`

_TOOL = {"type": "function", "function": {"name": "get_weather", "description": "The weather in a city.",
                                          "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                                                         "required": ["city"]}}}


def _probes() -> dict[str, tuple[list[ChatMessage], list[Any] | None]]:
    from app.chat.values import ToolCall

    call = ChatMessage("assistant", "", tool_calls=(ToolCall("call_1", "get_weather", '{"city": "Paris"}'),))
    result = ChatMessage("tool", '{"temperature": 21}', tool_call_id="call_1")
    user, system = ChatMessage("user", "Hello"), ChatMessage("system", "Be brief.")
    return {
        "a system prompt": ([system, user], None),
        "a multi-turn chat with earlier thinking": (
            [user, ChatMessage("assistant", "<think>\nA greeting.\n</think>\n\nHi!"), ChatMessage("user", "Why?")],
            None),
        "tool definitions": ([system, user], [_TOOL]),
        "a tool call and its result": ([ChatMessage("user", "Weather in Paris?"), call, result], [_TOOL]),
    }


# The shapes a message that calls a tool can take, in the order tried: templates disagree. transformers documents
# an object for the arguments and leaves out a null content (it drops every null key before rendering); Qwen3's
# template needs the content to be a string; DeepSeek's concatenates the arguments as text. The first shape the
# template renders is the one it was written for.
CALL_SHAPES = ((True, False), (False, False), (True, True), (False, True))  # (no content, arguments as text)


def message_dicts(messages: Sequence[ChatMessage], string_arguments: bool = False,
                  null_content: bool = False) -> list[dict[str, Any]]:
    """Messages as chat templates read them: OpenAI's shape, in one of the `CALL_SHAPES`."""
    out: list[dict[str, Any]] = []
    for message in messages:
        item: dict[str, Any] = {"role": message.role}
        if not (null_content and message.tool_calls and not message.content):
            item["content"] = message.content
        if message.tool_calls:
            item["tool_calls"] = [{"id": c.id, "type": "function", "function": {
                "name": c.name, "arguments": c.arguments if string_arguments else _object(c.arguments)}}
                for c in message.tool_calls]
        if message.tool_call_id:
            item["tool_call_id"] = message.tool_call_id
        out.append(item)
    return out


def _object(arguments: str) -> Any:
    try:
        return json.loads(arguments)
    except ValueError:
        return arguments


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


class PromptTemplate:
    """The model's chat template, rendered by the engine that renders it as Jinja2 does (see the module doc)."""

    def __init__(self, tokenizer: Any, model_dir: Path, native: str | None) -> None:
        self._tokenizer, self._native = tokenizer, native
        text = template_text(model_dir)
        self._jinja: JinjaTemplate | None = None
        if text:
            try:
                self._jinja = JinjaTemplate(text, special_tokens(_read_json(model_dir / "tokenizer_config.json")))
            except TemplateFailed as exc:
                log.warning("The chat template of %s cannot be read by Jinja2 (%s); ORT GenAI renders it.",
                            model_dir.name, exc)
        self.samples: list[str] = []  # the probes as Jinja2 renders them (`app.engine.host.prompt_tokens` encodes them)
        self.engine, self.why = self._choose()
        if self.engine == "jinja2":
            log.warning("ORT GenAI's template engine renders the chat template of %s differently from Jinja2 (%s): "
                        "Hearth renders its prompts with Jinja2.", model_dir.name, self.why)

    def _choose(self) -> tuple[str, str]:
        if self._jinja is None:
            return "ort", "no template Jinja2 can read"
        for name, (messages, tools) in _probes().items():
            try:
                expected = self.jinja(messages, tools)
            except TemplateFailed:
                continue  # the template refuses this conversation (Gemma's roles): nothing to compare
            self.samples.append(expected)
            try:
                rendered = self.ort(messages, tools)
            except Exception as exc:  # any failure of the native engine means: use Jinja2
                return "jinja2", f"it fails on {name}: {str(exc).splitlines()[0][:200]}"
            if rendered != expected:
                return "jinja2", f"{name} renders differently"
        return "ort", "it renders every probe as Jinja2 does"

    def ort(self, messages: Sequence[ChatMessage], tools: list[Any] | None, add_generation_prompt: bool = True) -> str:
        return str(self._tokenizer.apply_chat_template(
            json.dumps(message_dicts(messages)), template_str=self._native,
            tools=json.dumps(tools) if tools else None, add_generation_prompt=add_generation_prompt))

    def jinja(self, messages: Sequence[ChatMessage], tools: list[Any] | None, add_generation_prompt: bool = True,
              **variables: Any) -> str:
        assert self._jinja is not None
        if not any(m.tool_calls for m in messages):
            return self._jinja.render(message_dicts(messages), tools, add_generation_prompt, **variables)
        failed: TemplateFailed | None = None
        for null_content, as_text in CALL_SHAPES:
            try:
                return self._jinja.render(message_dicts(messages, as_text, null_content), tools,
                                          add_generation_prompt, **variables)
            except TemplateFailed as exc:
                failed = failed or exc
        assert failed is not None
        raise failed

    def continue_final(self, messages: Sequence[ChatMessage], tools: str = "") -> str | None:
        """The conversation with its last (assistant) message left open, as transformers' `continue_final_message`
        renders it: the message goes through the template's own branch for it (Qwen3 writes an empty thinking
        block before an answer that has none) and the text is cut where it ends. None when the template does
        not keep the message as written (it drops its thinking, say), so the reply would not go on from itself."""
        *history, last = messages
        tagged = [*history, replace(last, content=last.content + _CONTINUE_TAG)]
        text = self.render(tagged, tools, add_generation_prompt=False)
        at = text.rfind(_CONTINUE_TAG.strip())
        if at < 0:
            return None
        head = text[:at] if text[at:at + len(_CONTINUE_TAG)] == _CONTINUE_TAG else text[:at].rstrip()
        return head if head.rstrip().endswith(last.content.strip()) else None

    def render(self, messages: Sequence[ChatMessage], tools: str = "", add_generation_prompt: bool = True) -> str:
        """The prompt text; raises TemplateFailed (or ORT GenAI's error) when the template refuses the conversation."""
        listed = json.loads(tools) if tools else None
        if self.engine == "jinja2":
            return self.jinja(messages, listed, add_generation_prompt)
        try:
            return self.ort(messages, listed, add_generation_prompt)
        except Exception as exc:
            if self._jinja is None:
                raise
            text = self.jinja(messages, listed, add_generation_prompt)  # raises the template's own words, if any
            log.warning("ORT GenAI's template engine failed (%s); the prompt was rendered with Jinja2.",
                        str(exc).splitlines()[0][:200])
            return text
