"""How a remote model travels through Hearth without importing its client (the `openai` package costs
~0.4 s to import, and most sessions never use a remote): its ref, its `loaded` event, its models.

A model is a `ModelRef`: a local folder (`Path`) or a `RemoteRef` (a server id and a model id). The picker,
the model session and the chat controller carry that typed value; only the engine protocol, the settings'
last model and `ModelInfo.path` carry its text (`str(ref)`: the folder, or `remote:<server id>/<model id>`),
and `model_ref` reads it back. A remote ref never goes into a `Path`: on Windows `Path("remote:s/m")`
prints as `remote:s\\m`, which no longer reads as a remote model (the bug this type exists to prevent).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path, PurePath

from app.chat.values import ChatMessage
from app.engine import protocol as p

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


def estimate_tokens(messages: Sequence[ChatMessage]) -> int:
    """A generous token count without the server's tokenizer: ~3 characters a token, plus the chat
    template's few tokens per message (over-counting only drops an old message a little early)."""
    return sum(len(m.content) // 3 + 8 for m in messages)


@dataclass(frozen=True)
class RemoteModel:
    id: str
    context_length: int  # 0: the server does not say


@dataclass(frozen=True)
class RemoteLoaded(p.Loaded):
    """`loaded` for a remote model: its display name and the host the messages go to."""

    name: str = ""
    host: str = ""


