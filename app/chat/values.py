"""The values a chat is spoken in everywhere: a message, a constraint on the reply, how a reply ended,
a device that failed a model, which model a chat runs on.

They belong to no layer: the engine's protocol carries them over its pipe, the local API translates
them to and from OpenAI's and Anthropic's shapes, the store and the window keep and show them. So
they live here, and the protocol imports them (`app.engine.protocol`), never the reverse: an import
contract keeps this module and `app.chat.parameters` free of the engine, the API and Qt.

A model is a `ModelRef`: a local folder (`Path`) or a `RemoteRef` (a server id and a model id). The picker,
the model session and the chat controller carry that typed value; only the engine protocol, the settings'
last model and `ModelInfo.path` carry its text (`str(ref)`: the folder, or `remote:<server id>/<model id>`),
and `model_ref` reads it back. A remote ref never goes into a `Path`: on Windows `Path("remote:s/m")`
prints as `remote:s\\m`, which no longer reads as a remote model (the bug this type exists to prevent).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import Literal

FinishReason = Literal["stop", "length", "cancelled", "error"]
GuidanceKind = Literal["json_schema", "regex", "lark_grammar"]


@dataclass(frozen=True)
class ToolCall:
    """One function call of an assistant message, as OpenAI's API carries it."""

    id: str
    name: str
    arguments: str  # a JSON object, as text


@dataclass(frozen=True)
class ChatMessage:
    """`images`: the encoded image files (PNG, JPEG, WebP, GIF) a user message shows the model, base64;
    only a model that sees takes them (`app.engine.host.vision`). `tool_calls` (an assistant's) and `tool_call_id`
    (a tool result's) go to a chat template that renders tools, as the structured fields it reads."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str
    images: tuple[str, ...] = ()
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str = ""


@dataclass(frozen=True)
class Guidance:
    """A constraint on the reply, applied by ORT GenAI's guidance (llguidance)."""

    kind: GuidanceKind
    data: str


@dataclass(frozen=True)
class DeviceFailure:
    """A provider the host tried before the one it loaded on, and why it failed there; or one it left out and
    why (`possible`: False when it cannot run here at all, no device or no provider for it, whoever asks)."""

    provider: str
    reason: str
    possible: bool = True


PREFIX = "remote:"


@dataclass(frozen=True)
class RemoteRef:
    """A model on a remote server; `str()` is the text it travels under (engine protocol, settings)."""

    server_id: str
    model_id: str

    def __str__(self) -> str:
        return f"{PREFIX}{self.server_id}/{self.model_id}"


ModelRef = Path | RemoteRef
"""What a model is: a local folder, or a server's model."""


def parse_ref(text: str) -> RemoteRef | None:
    """The remote ref `text` spells (`str(RemoteRef)`), or None for a local folder."""
    if not text.startswith(PREFIX) or "/" not in text:
        return None
    server_id, model_id = text[len(PREFIX):].split("/", 1)
    return RemoteRef(server_id, model_id) if server_id and model_id else None


def model_ref(text: str) -> ModelRef:
    """The model `text` (from `str(ref)`: settings, `ModelInfo.path`, the engine's echo) stands for."""
    return parse_ref(text) or Path(text)


def model_name(ref: RemoteRef | PurePath) -> str:
    """What a model is called before it loads: the remote model's id, or the folder's name."""
    return ref.model_id if isinstance(ref, RemoteRef) else ref.name
