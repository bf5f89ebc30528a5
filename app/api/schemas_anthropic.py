"""Anthropic Messages request bodies (pydantic), and their translation into the chat route's request.

Translating into `ChatCompletionRequest` means one path for every generating route: the same tool
grammar, tool prompt and tool-result convention (`app.api.tools`), the same context handling.
- `system` (text or text blocks) becomes the system message, and so do system messages in the
  middle of the conversation (added to it: many chat templates take a system message only first);
- an assistant's `tool_use` blocks become its `tool_calls` (their `input` as the JSON arguments);
- a user's `tool_result` blocks become `tool` messages (before the user's text, as Anthropic orders
  them), an error result marked as one;
- `tools[].input_schema` is a function's `parameters`; `tool_choice` `any` is `required`, `tool` names one;
- `output_config.format` (structured output, a JSON schema) is the chat route's `response_format`.

`temperature`, `top_p` and `top_k` are taken although the newest SDK no longer sends them (clients
that do, and `extra_body`, still work).

Accepted and ignored, as other local servers do: `metadata`, `thinking`, `service_tier`, `cache_control`
on blocks, `thinking` blocks in earlier turns. Refused with a 400: images and documents (the served
model reads text), server tools (web search and the like run at Anthropic, not here).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from app.api.errors import ApiError
from app.api.schemas import ChatCompletionRequest, _check_stop, _range, with_sampling

_ANTHROPIC_MAX_TEMPERATURE = 1.0


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore")


class TextBlock(_Lenient):
    type: Literal["text"]
    text: str


class ToolUseBlock(_Lenient):
    type: Literal["tool_use"]
    id: str
    name: str
    input: dict[str, Any] = Field(default_factory=dict)


class ToolResultBlock(_Lenient):
    type: Literal["tool_result"]
    tool_use_id: str
    content: str | list[TextBlock] = ""
    is_error: bool = False

    def text(self) -> str:
        body = self.content if isinstance(self.content, str) else "".join(b.text for b in self.content)
        return f"Error: {body}" if self.is_error else body


class ThinkingBlock(_Lenient):
    type: Literal["thinking", "redacted_thinking"]


class MediaBlock(_Lenient):
    type: Literal["image", "document"]
    source: dict[str, Any] = Field(default_factory=dict)

    def image_url(self) -> str:
        """The image as a data URL for the chat route (`app.api.images` checks it); 400 for what is not an image."""
        kind = self.source.get("type")
        if self.type != "image":
            raise ApiError(400, "Documents are not supported here: send their text. Images are (base64).",
                           "invalid_request", "messages")
        if kind == "base64":
            return f"data:{self.source.get('media_type', '')};base64,{self.source.get('data', '')}"
        if kind == "url":
            return str(self.source.get("url", ""))  # refused in words: Hearth fetches nothing
        raise ApiError(400, f"An image source of type {kind!r} is not supported here: send it as base64.",
                       "invalid_request", "messages")


Block = Annotated[TextBlock | ToolUseBlock | ToolResultBlock | ThinkingBlock | MediaBlock, Field(discriminator="type")]


class MessageParam(_Lenient):
    role: Literal["user", "assistant", "system"]  # system: mid-conversation (Claude Code sends them)
    content: str | list[Block]


class AnthropicTool(_Lenient):
    type: Literal["custom"] | None = None
    name: Annotated[str, Field(pattern=r"^[A-Za-z0-9_.:-]{1,64}$")]
    description: str = ""
    input_schema: dict[str, Any] = Field(default_factory=lambda: {"type": "object", "properties": {}})


class ToolChoice(_Lenient):
    type: Literal["auto", "any", "tool", "none"]
    name: str | None = None
    disable_parallel_tool_use: bool | None = None


class OutputFormat(_Lenient):
    type: Literal["json_schema"]
    schema_: dict[str, Any] = Field(alias="schema")


class OutputConfig(_Lenient):
    format: OutputFormat | None = None  # structured output; `effort` is accepted and ignored


class CountTokensRequest(_Lenient):
    model: str = ""
    messages: Annotated[list[MessageParam], Field(min_length=1)]
    system: str | list[TextBlock] | None = None
    tools: list[AnthropicTool] | None = None
    tool_choice: ToolChoice | None = None
    output_config: OutputConfig | None = None

    def system_text(self) -> str:
        if self.system is None:
            return ""
        return self.system if isinstance(self.system, str) else "\n\n".join(b.text for b in self.system)

    def as_chat(self, **sampling: Any) -> ChatCompletionRequest:
        """The same request as the chat route takes it; raises ApiError(400) for what cannot be served."""
        messages: list[dict[str, Any]] = []
        system = [self.system_text()] if self.system_text() else []
        for message in self.messages:
            if message.role == "system":  # many chat templates take a system message only first
                system += [m["content"] for m in _convert(message)]
            else:
                messages += _convert(message)
        if system:
            messages.insert(0, {"role": "system", "content": "\n\n".join(system)})
        body: dict[str, Any] = {"model": self.model, "messages": messages, **sampling}
        if self.output_config is not None and self.output_config.format is not None:
            body["response_format"] = {"type": "json_schema",
                                       "json_schema": {"name": "output", "schema": self.output_config.format.schema_}}
        if self.tools:
            body["tools"] = [{"type": "function", "function": {"name": t.name, "description": t.description,
                                                               "parameters": t.input_schema}} for t in self.tools]
        if self.tool_choice is not None:
            choice = self.tool_choice
            if choice.type == "tool":
                if not choice.name:
                    raise ApiError(400, "tool_choice of type 'tool' needs a name.", "invalid_request", "tool_choice")
                body["tool_choice"] = {"type": "function", "function": {"name": choice.name}}
            else:
                body["tool_choice"] = {"auto": "auto", "any": "required", "none": "none"}[choice.type]
        try:
            return ChatCompletionRequest.model_validate(body)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise ApiError(400, f"Invalid request: {first.get('msg', '')}", "invalid_request") from None


class _MessagesRequest(CountTokensRequest):
    max_tokens: Annotated[int, _range("max_new_tokens")]
    stop_sequences: list[str] | None = None
    stream: bool = False

    @field_validator("stop_sequences")
    @classmethod
    def _stops(cls, value: list[str] | None) -> list[str]:
        return _check_stop(value)

    def chat(self) -> ChatCompletionRequest:
        return self.as_chat(max_tokens=self.max_tokens, stop=self.stop_sequences or None)


if TYPE_CHECKING:  # mypy reads the class as written; at run time it has the generated sampling fields too
    MessagesRequest = _MessagesRequest
else:  # Anthropic's API takes no seed
    MessagesRequest = with_sampling(_MessagesRequest, {"temperature": _ANTHROPIC_MAX_TEMPERATURE}, ("seed",))


def _convert(message: MessageParam) -> list[dict[str, Any]]:
    """One Anthropic message as OpenAI chat messages (a user turn with tool results becomes several)."""
    if isinstance(message.content, str):
        return [{"role": message.role, "content": message.content}]
    if message.role == "system":
        return [{"role": "system", "content": "".join(b.text for b in message.content if isinstance(b, TextBlock))}]
    text = "".join(b.text for b in message.content if isinstance(b, TextBlock))
    media = [b for b in message.content if isinstance(b, MediaBlock)]
    if media:  # images go on as OpenAI's image_url parts: the chat route checks them and the model
        if message.role != "user":
            raise ApiError(400, "Only user messages can carry images.", "invalid_request", "messages")
        return [{"role": "user", "content": [*({"type": "image_url", "image_url": {"url": b.image_url()}}
                                               for b in media), {"type": "text", "text": text}]}]
    if message.role == "assistant":
        calls = [{"id": b.id, "type": "function", "function": {"name": b.name, "arguments": json.dumps(b.input)}}
                 for b in message.content if isinstance(b, ToolUseBlock)]
        return [{"role": "assistant", "content": text, **({"tool_calls": calls} if calls else {})}]
    if any(isinstance(b, ToolUseBlock) for b in message.content):
        raise ApiError(400, "tool_use blocks belong in assistant messages.", "invalid_request", "messages")
    results = [{"role": "tool", "tool_call_id": b.tool_use_id, "content": b.text()}
               for b in message.content if isinstance(b, ToolResultBlock)]
    return results + ([{"role": "user", "content": text}] if text or not results else [])
