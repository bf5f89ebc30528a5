"""How a remote model travels through Hearth without importing its client (the `openai` package costs
~0.4 s to import, and most sessions never use a remote): its ref, its `loaded` event, its models.

A remote model's "model folder" is a ref, `remote:<server id>/<model id>`: the model session, the
settings' last model and the conversation's model keep it like a folder path, and
`app.engine_switch.EngineSwitch` sends a load with a ref to the remote engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.engine import protocol as p

PREFIX = "remote:"


def make_ref(server_id: str, model_id: str) -> str:
    """The "model folder" string a remote model travels under (ModelSession, settings, the picker)."""
    return f"{PREFIX}{server_id}/{model_id}"


def parse_ref(ref: str) -> tuple[str, str] | None:
    """(server id, model id) of a remote ref, or None for a local folder."""
    if not ref.startswith(PREFIX) or "/" not in ref:
        return None
    server_id, model_id = ref[len(PREFIX):].split("/", 1)
    return (server_id, model_id) if server_id and model_id else None


def estimate_tokens(messages: Sequence[p.ChatMessage]) -> int:
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


