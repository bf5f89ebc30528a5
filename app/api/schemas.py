"""Request bodies, validated at the edge with pydantic (bad input becomes a 400 in `errors`).

Fields OpenAI clients commonly send but Hearth does not use (`user`, `frequency_penalty`, ...) are
accepted and ignored, as other local servers do; options that would change the answer's meaning and
are not supported (`n` > 1, `logprobs`) are refused with a 400 rather than silently ignored.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from app.api.errors import ApiError
from app.chat.parameters import BY_NAME
from app.engine.host.stops import stop_problem

MAX_MESSAGES = 4096  # fitting is O(n log n) renders, but a request this long is a mistake or an attack


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore")


class TextPart(_Lenient):
    type: Literal["text"]
    text: str


class ImageUrl(_Lenient):
    url: str
    detail: str | None = None


class ImagePart(_Lenient):
    type: Literal["image_url"]
    image_url: ImageUrl


class FunctionCall(_Lenient):
    name: str
    arguments: str = "{}"


class ToolCall(_Lenient):
    id: str = ""
    type: Literal["function"] = "function"
    function: FunctionCall


class Message(_Lenient):
    role: Literal["system", "developer", "user", "assistant", "tool"]
    content: str | list[TextPart | ImagePart] | None = None
    name: str | None = None
    tool_calls: list[ToolCall] | None = None
    tool_call_id: str | None = None

    def text(self) -> str:
        if self.content is None:
            return ""
        if isinstance(self.content, str):
            return self.content
        return "".join(part.text for part in self.content if isinstance(part, TextPart))

    def image_urls(self) -> list[str]:
        if not isinstance(self.content, list):
            return []
        return [part.image_url.url for part in self.content if isinstance(part, ImagePart)]


class FunctionDef(_Lenient):
    name: Annotated[str, Field(pattern=r"^[A-Za-z0-9_.:-]{1,64}$")]
    description: str = ""
    parameters: dict[str, Any] = Field(default_factory=lambda: {"type": "object", "properties": {}})
    strict: bool | None = None


class Tool(_Lenient):
    type: Literal["function"]
    function: FunctionDef


class NamedFunction(_Lenient):
    name: str


class NamedToolChoice(_Lenient):
    type: Literal["function"]
    function: NamedFunction


class JsonSchemaFormat(_Lenient):
    name: str = "response"
    description: str = ""
    schema_: dict[str, Any] = Field(default_factory=dict, alias="schema")
    strict: bool | None = None


class ResponseFormat(_Lenient):
    type: Literal["text", "json_object", "json_schema"]
    json_schema: JsonSchemaFormat | None = None


class StreamOptions(_Lenient):
    include_usage: bool = False


Stop = str | list[str] | None


def _check_stop(value: Stop) -> list[str]:
    stops = [value] if isinstance(value, str) else list(value or [])
    problem = stop_problem(stops)
    if problem:
        raise ValueError(problem)
    if any(not s for s in stops):
        raise ValueError("stop sequences must not be empty")
    return stops


class _WithStops(_Lenient):
    """A request with OpenAI's `stop` (a string or a list), bounded and checked the same way on every route."""

    stop: Stop = None

    @field_validator("stop")
    @classmethod
    def _stops(cls, value: Stop) -> list[str]:
        return _check_stop(value)

    def stops(self) -> list[str]:
        return _check_stop(self.stop)


def _range(name: str, high: float | None = None) -> Any:
    """Pydantic bounds of a generation parameter, from its one definition (`app.chat.parameters`);
    `high` narrows it where OpenAI's API documents a smaller range (temperature 0–2)."""
    param = BY_NAME[name]
    top = param.high if high is None else min(high, param.high)
    return Field(gt=param.low, le=top) if param.low_open else Field(ge=param.low, le=top)


_OPENAI_MAX_TEMPERATURE = 2.0


class ChatCompletionRequest(_WithStops):
    model: str = ""
    messages: Annotated[list[Message], Field(min_length=1, max_length=MAX_MESSAGES)]
    temperature: Annotated[float, _range("temperature", _OPENAI_MAX_TEMPERATURE)] | None = None
    top_p: Annotated[float, _range("top_p")] | None = None
    top_k: Annotated[int, _range("top_k")] | None = None  # not OpenAI's; llama.cpp and vLLM take it
    max_tokens: Annotated[int, _range("max_new_tokens")] | None = None
    max_completion_tokens: Annotated[int, _range("max_new_tokens")] | None = None
    seed: int | None = None  # any integer, as OpenAI takes it; folded into the engine's range
    stream: bool = False
    stream_options: StreamOptions | None = None
    response_format: ResponseFormat | None = None
    tools: list[Tool] | None = None
    tool_choice: Literal["none", "auto", "required"] | NamedToolChoice | None = None
    parallel_tool_calls: bool | None = None
    n: Annotated[int, Field(ge=1, le=1)] | None = None
    logprobs: Literal[False] | None = None

    def budget(self) -> int | None:
        return self.max_completion_tokens or self.max_tokens


class CompletionRequest(_WithStops):
    """OpenAI's legacy completions: one plain prompt, continued as it is (no chat template)."""

    model: str = ""
    prompt: str | Annotated[list[str], Field(min_length=1, max_length=1)]
    max_tokens: Annotated[int, _range("max_new_tokens")] = 16  # OpenAI's default for this route
    temperature: Annotated[float, _range("temperature", _OPENAI_MAX_TEMPERATURE)] | None = None
    top_p: Annotated[float, _range("top_p")] | None = None
    top_k: Annotated[int, _range("top_k")] | None = None
    seed: int | None = None
    stream: bool = False
    stream_options: StreamOptions | None = None
    n: Annotated[int, Field(ge=1, le=1)] | None = None
    best_of: Annotated[int, Field(ge=1, le=1)] | None = None
    echo: Literal[False] | None = None
    logprobs: Literal[0] | None = None
    suffix: Annotated[str, Field(max_length=0)] | None = None  # fill-in-the-middle is not supported

    def text(self) -> str:
        text = self.prompt if isinstance(self.prompt, str) else self.prompt[0]
        if not text:
            raise ApiError(400, "prompt must not be empty.", "invalid_request", "prompt")
        return text


class GenerateRequest(_WithStops):
    prompt: Annotated[str, Field(min_length=1)]
    max_tokens: Annotated[int, _range("max_new_tokens")] | None = None
    temperature: Annotated[float, _range("temperature", _OPENAI_MAX_TEMPERATURE)] | None = None
    top_p: Annotated[float, _range("top_p")] | None = None
    seed: int | None = None  # any integer, as OpenAI takes it; folded into the engine's range
    stream: bool = False
