"""The conversations every family's template is checked on, and Hugging Face's rendering of them (the reference:
transformers' `apply_chat_template`, Jinja2), for the template tests and bench/families.py."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.chat.reasoning import NO_THINKING
from app.chat.values import ChatMessage, ToolCall
from models.reasoning_format import template_text, thinking_support

WEATHER = {"type": "function", "function": {
    "name": "get_weather", "description": "The current weather in a city.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string", "description": "The city's name"},
                                                    "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
                   "required": ["city"]}}}
SYSTEM = ChatMessage("system", "You are a careful assistant. Answer in one sentence.")
ASK = ChatMessage("user", "What is the capital of France?")
ANSWER = ChatMessage("assistant", "The capital of France is Paris.")
FOLLOW = ChatMessage("user", "And of Italy? Reply with «Rome» if you are sure.")
CALL = ChatMessage("assistant", "", tool_calls=(ToolCall("call_1", "get_weather", '{"city": "Paris"}'),))
RESULT = ChatMessage("tool", '{"temperature": 21, "unit": "celsius"}', tool_call_id="call_1")
REPORT = ChatMessage("assistant", "It is 21 °C in Paris.")
THOUGHT = ChatMessage("assistant", "<think>\nThe user asks about France.\n</think>\n\nParis.")


@dataclass(frozen=True)
class Conversation:
    name: str
    messages: tuple[ChatMessage, ...]
    tools: tuple[dict[str, Any], ...] = ()
    continue_last: bool = False
    variables: dict[str, Any] = field(default_factory=dict)  # the template variables the reference is given
    # a reply continued after the generation prompt that opened its thinking (DeepSeek-R1): see `reference`
    after_prompt: bool = False

    @property
    def tools_json(self) -> str:
        return json.dumps(list(self.tools)) if self.tools else ""


def conversations(model_dir: Path) -> list[Conversation]:
    """The matrix for this model: what every family gets, thinking switched off where the template has the switch,
    tool calls where it renders them."""
    template = template_text(model_dir)
    opens = thinking_support(model_dir).opens
    continued = ChatMessage("assistant", "<think>\nThe user asks about France.\n</think>\n\nThe capital of France"
                            if opens else "The capital of France")
    out = [
        Conversation("one user message", (ASK,)),
        Conversation("a system prompt", (SYSTEM, ASK)),
        Conversation("multi-turn", (SYSTEM, ASK, ANSWER, FOLLOW)),
        Conversation("an edited reply, then a new message",
                     (ASK, ChatMessage("assistant", "Paris (edited by the person)."), FOLLOW)),
        Conversation("a continued reply", (ASK, continued), continue_last=True, after_prompt=opens),
        Conversation("earlier thinking in the history", (ASK, THOUGHT, FOLLOW)),
        Conversation("tool definitions", (SYSTEM, ASK), (WEATHER,)),
    ]
    if thinking_support(model_dir).switchable:
        out.append(Conversation("thinking switched off", (ASK, ChatMessage("assistant", NO_THINKING)),
                                continue_last=True, variables={"enable_thinking": False}))
    if "tool_calls" in template:
        out += [Conversation("a tool call and its result", (ASK, CALL, RESULT), (WEATHER,)),
                Conversation("a call answered, then a new message", (ASK, CALL, RESULT, REPORT, FOLLOW), (WEATHER,))]
    return out


def openai_dicts(messages: list[ChatMessage], string_arguments: bool = False,
                 null_content: bool = True) -> list[dict[str, Any]]:
    """The messages as a client sends them to transformers (written here, not Hearth's `message_dicts`, so a
    mistake there shows): a call's content null (or ""), its arguments an object (or their JSON text)."""
    out: list[dict[str, Any]] = []
    for m in messages:
        item: dict[str, Any] = {"role": m.role, "content": m.content or (None if m.tool_calls and null_content else "")}
        if m.tool_calls:
            item["tool_calls"] = [{"id": c.id, "type": "function", "function": {
                "name": c.name, "arguments": c.arguments if string_arguments else json.loads(c.arguments)}}
                for c in m.tool_calls]
        if m.tool_call_id:
            item["tool_call_id"] = m.tool_call_id
        out.append(item)
    return out


def reference(tokenizer: Any, conversation: Conversation) -> str:
    """What transformers renders (arguments as an object, as it documents; as the JSON text for a template that
    concatenates them, DeepSeek's). Thinking switched off is the template's own switch; a continued reply is
    `continue_final_message`, but where the generation prompt opens the thinking (DeepSeek-R1): there the reply
    was written after `<think>`, and the template's branch for a final message drops the thinking, so the reply
    goes on after the generation prompt, as the model wrote it (a deliberate difference, Hearth's long-standing
    behaviour: `app.engine.host.session.ChatSession._continued_as_written`)."""
    messages = list(conversation.messages)
    options: dict[str, Any] = {"tokenize": False, **conversation.variables}
    if conversation.after_prompt:
        prompt = tokenizer.apply_chat_template(openai_dicts(messages[:-1]), tokenize=False, add_generation_prompt=True)
        return str(prompt) + messages[-1].content.removeprefix("<think>\n")
    if conversation.variables.get("enable_thinking") is False:
        messages = messages[:-1]  # the empty block Hearth continues is the switch's own generation prompt
        options["add_generation_prompt"] = True
    elif conversation.continue_last:
        options["continue_final_message"] = True
    else:
        options["add_generation_prompt"] = True
    tools = list(conversation.tools) or None
    if not any(m.tool_calls for m in messages):
        return str(tokenizer.apply_chat_template(openai_dicts(messages), tools=tools, **options))
    first: Exception | None = None  # a call: the first of the usual shapes the template takes (null content first)
    for null_content, as_text in ((True, False), (False, False), (True, True), (False, True)):
        try:
            return str(tokenizer.apply_chat_template(openai_dicts(messages, as_text, null_content), tools=tools,
                                                     **options))
        except Exception as exc:  # the template's own error, or Jinja2's on a shape it was not written for
            first = first or exc
    assert first is not None
    raise first
