"""OpenAI Responses request bodies (pydantic), and their translation into the chat route's request.

Hearth's Responses API is stateless, as Ollama's is: nothing is stored, so `store: true` and
`previous_response_id` are refused with a 400 that says to send the whole conversation as `input`
(an absent `store` means false). Translated into `ChatCompletionRequest`, so tools and structured
output go through the same guidance grammar as the chat route:
- `instructions` becomes the system message; `input` text a user message;
- `input` items: messages (`input_text`/`output_text` parts), `function_call` items (consecutive
  ones become one assistant message's `tool_calls`), `function_call_output` items (`tool` messages);
  earlier `reasoning` items are dropped (thinking is not sent back, as in the chat);
- function `tools`, `tool_choice`, and `text.format` (`json_schema`, `json_object`) as
  `response_format`.

Accepted and ignored: `metadata`, `user`, `reasoning`, `include`, `truncation`, `parallel_tool_calls`,
`service_tier`, and hosted tools (web search, file search, MCP, namespaces …: the model is not told of
them, since nothing here can run them). Refused with a 400: images and files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, ValidationError

from app.api.errors import ApiError
from app.api.schemas import ChatCompletionRequest, _range, with_sampling


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore")


class TextPart(_Lenient):
    type: Literal["input_text", "output_text", "text"]
    text: str


class RefusalPart(_Lenient):
    type: Literal["refusal"]
    refusal: str = ""


class MediaPart(_Lenient):
    type: Literal["input_image", "input_file", "input_audio"]
    image_url: str | None = None

    def url(self) -> str:
        """An `input_image` as the chat route takes it (a data URL; `app.api.images` checks it)."""
        if self.type != "input_image" or not self.image_url:
            raise ApiError(400, "Files, audio and images by file_id are not supported here; an input_image with "
                           "an image_url (a data URL) is.", "invalid_request", "input")
        if not self.image_url.startswith("data:"):
            raise ApiError(400, "Hearth does not fetch images: send the image itself as a data URL "
                           "(data:image/png;base64,…).", "invalid_image_url", "input")
        return self.image_url


Part = Annotated[TextPart | RefusalPart | MediaPart, Field(discriminator="type")]


class MessageItem(_Lenient):
    type: Literal["message"] = "message"
    role: Literal["user", "assistant", "system", "developer"]
    content: str | list[Part]

    def text(self) -> str:
        if isinstance(self.content, str):
            return self.content
        if any(isinstance(p, MediaPart) for p in self.content):  # where only text can go (a tool's output)
            raise ApiError(400, "Images, files and audio are not supported here: send text.", "invalid_request",
                           "input")
        return "".join(p.text for p in self.content if isinstance(p, TextPart))

    def content_parts(self) -> str | list[dict[str, Any]]:
        """The message's content for the chat route: its text, with a user's images as image_url parts."""
        if isinstance(self.content, str) or not any(isinstance(p, MediaPart) for p in self.content):
            return self.text()
        if self.role != "user":
            raise ApiError(400, "Only user messages can carry images.", "invalid_request", "input")
        text = "".join(p.text for p in self.content if isinstance(p, TextPart))
        return [*({"type": "image_url", "image_url": {"url": p.url()}} for p in self.content
                  if isinstance(p, MediaPart)), {"type": "text", "text": text}]


class FunctionCallItem(_Lenient):
    type: Literal["function_call"]
    call_id: str
    name: str
    arguments: str = "{}"


class FunctionOutputItem(_Lenient):
    type: Literal["function_call_output"]
    call_id: str
    output: str | list[TextPart]

    def text(self) -> str:
        return self.output if isinstance(self.output, str) else "".join(p.text for p in self.output)


class ReasoningItem(_Lenient):
    type: Literal["reasoning"]


def _item_type(value: Any) -> str:
    kind = value.get("type", "message") if isinstance(value, dict) else getattr(value, "type", "message")
    return str(kind)


Item = Annotated[
    Annotated[MessageItem, Tag("message")] | Annotated[FunctionCallItem, Tag("function_call")]
    | Annotated[FunctionOutputItem, Tag("function_call_output")] | Annotated[ReasoningItem, Tag("reasoning")],
    Discriminator(_item_type),
]


class FunctionTool(_Lenient):
    type: Literal["function"]
    name: Annotated[str, Field(pattern=r"^[A-Za-z0-9_.:-]{1,64}$")]
    description: str | None = None
    parameters: dict[str, Any] | None = None
    strict: bool | None = None


class HostedTool(_Lenient):
    """A tool the Responses API runs on OpenAI's side (web search, file search, MCP, a namespace of
    functions …): left out, since nothing here can run it (Codex sends some with every request)."""

    type: str


def _tool_type(value: Any) -> str:
    kind = value.get("type") if isinstance(value, dict) else getattr(value, "type", None)
    return "function" if kind == "function" else "hosted"


ToolItem = Annotated[Annotated[FunctionTool, Tag("function")] | Annotated[HostedTool, Tag("hosted")],
                     Discriminator(_tool_type)]


class NamedFunction(_Lenient):
    type: Literal["function"]
    name: str


class TextFormat(_Lenient):
    type: Literal["text", "json_object", "json_schema"]
    name: str = "response"
    schema_: dict[str, Any] | None = Field(default=None, alias="schema")
    strict: bool | None = None


class TextConfig(_Lenient):
    format: TextFormat | None = None


class _ResponsesRequest(_Lenient):
    model: str = ""
    input: str | Annotated[list[Item], Field(min_length=1)]
    instructions: str | None = None
    max_output_tokens: Annotated[int, _range("max_new_tokens")] | None = None
    stream: bool = False
    store: bool | None = None
    previous_response_id: str | None = None
    tools: list[ToolItem] | None = None
    tool_choice: Literal["none", "auto", "required"] | NamedFunction | None = None
    text: TextConfig | None = None

    def functions(self) -> list[FunctionTool]:
        return [t for t in self.tools or () if isinstance(t, FunctionTool)]

    def check_stateless(self) -> None:
        if self.previous_response_id:
            raise ApiError(400, "previous_response_id is not supported: this server stores no responses. Send the "
                           "whole conversation as input items instead.", "unsupported_parameter",
                           "previous_response_id")
        if self.store:
            raise ApiError(400, "store: true is not supported: this server stores no responses. Send store: false "
                           "(or leave it out), and the whole conversation as input each time.",
                           "unsupported_parameter", "store")

    def chat(self) -> ChatCompletionRequest:
        """The same request as the chat route takes it; raises ApiError(400) for what cannot be served."""
        self.check_stateless()
        messages: list[dict[str, Any]] = []
        if self.instructions:
            messages.append({"role": "system", "content": self.instructions})
        items = [MessageItem(role="user", content=self.input)] if isinstance(self.input, str) else self.input
        for item in items:
            if isinstance(item, MessageItem):
                messages.append({"role": item.role, "content": item.content_parts()})
            elif isinstance(item, FunctionCallItem):
                call = {"id": item.call_id, "type": "function",
                        "function": {"name": item.name, "arguments": item.arguments}}
                last = messages[-1] if messages else {}
                if last.get("role") == "assistant" and "tool_calls" in last:
                    last["tool_calls"].append(call)
                else:
                    messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
            elif isinstance(item, FunctionOutputItem):
                messages.append({"role": "tool", "tool_call_id": item.call_id, "content": item.text()})
        body: dict[str, Any] = {"model": self.model, "messages": messages, "max_tokens": self.max_output_tokens}
        if self.functions():
            body["tools"] = [{"type": "function", "function": t.model_dump(exclude={"type"}, exclude_none=True)}
                             for t in self.functions()]
        if self.tool_choice is not None:
            choice = self.tool_choice
            body["tool_choice"] = ({"type": "function", "function": {"name": choice.name}}
                                   if isinstance(choice, NamedFunction) else choice)
        fmt = self.text.format if self.text else None
        if fmt is not None and fmt.type != "text":
            body["response_format"] = {"type": fmt.type} if fmt.type == "json_object" else {
                "type": "json_schema", "json_schema": {"name": fmt.name, "schema": fmt.schema_ or {}}}
        try:
            return ChatCompletionRequest.model_validate(body)
        except ValidationError as exc:
            raise ApiError(400, f"Invalid request: {exc.errors()[0].get('msg', '')}", "invalid_request") from None


if TYPE_CHECKING:  # mypy reads the class as written; at run time it has the generated sampling fields too
    ResponsesRequest = _ResponsesRequest
else:  # the Responses API takes no seed
    ResponsesRequest = with_sampling(_ResponsesRequest, leave_out=("seed",))
