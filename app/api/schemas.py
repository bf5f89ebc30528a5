"""Request bodies, validated at the edge with pydantic (bad input becomes a 400 in `errors`).

Fields OpenAI clients commonly send but Hearth does not use (`user`, `frequency_penalty`, ...) are
accepted and ignored, as other local servers do; options that would change the answer's meaning and
are not supported (`n` > 1, `logprobs`) are refused with a 400 rather than silently ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, create_model, field_validator

from app.api.errors import ApiError
from app.chat.parameters import BY_NAME, PARAMETERS
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


OPENAI_HIGHS = {"temperature": 2.0}  # where OpenAI's API documents a smaller range than the table's
Model = TypeVar("Model", bound=BaseModel)


def with_sampling(base: type[Model], highs: Mapping[str, float] = OPENAI_HIGHS, leave_out: tuple[str, ...] = ()
                  ) -> type[Model]:
    """`base` with a request field for each generation parameter the API takes (`Parameter.api`: a row of
    `app.chat.parameters` with an API name is a field of every route's request, bounded by its row, `highs`
    narrowing one by its API name; a seed is any integer, folded into the engine's range by `sampling_for`).
    `leave_out`: fields a route has never taken (they stay ignored there, as any unknown field is)."""
    fields: dict[str, Any] = {}
    for p in PARAMETERS:
        if not p.api or p.api in leave_out:
            continue
        if p.kind == "seed":
            fields[p.api] = (int | None, None)
        else:
            kind = float if p.kind == "float" else int
            fields[p.api] = (Annotated[kind, _range(p.name, highs.get(p.api))] | None, None)
    return create_model(base.__name__.lstrip("_"), __base__=base, __module__=base.__module__, **fields)


class _ChatCompletionRequest(_WithStops):
    model: str = ""
    messages: Annotated[list[Message], Field(min_length=1, max_length=MAX_MESSAGES)]
    max_tokens: Annotated[int, _range("max_new_tokens")] | None = None
    max_completion_tokens: Annotated[int, _range("max_new_tokens")] | None = None
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


class _CompletionRequest(_WithStops):
    """OpenAI's legacy completions: one plain prompt, continued as it is (no chat template)."""

    model: str = ""
    prompt: str | Annotated[list[str], Field(min_length=1, max_length=1)]
    max_tokens: Annotated[int, _range("max_new_tokens")] = 16  # OpenAI's default for this route
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


class _GenerateRequest(_WithStops):
    prompt: Annotated[str, Field(min_length=1)]
    max_tokens: Annotated[int, _range("max_new_tokens")] | None = None
    stream: bool = False


if TYPE_CHECKING:  # mypy reads the classes as written; at run time they have the generated sampling fields too
    ChatCompletionRequest = _ChatCompletionRequest
    CompletionRequest = _CompletionRequest
    GenerateRequest = _GenerateRequest
else:
    ChatCompletionRequest = with_sampling(_ChatCompletionRequest)
    CompletionRequest = with_sampling(_CompletionRequest)
    GenerateRequest = with_sampling(_GenerateRequest, leave_out=("top_k",))
