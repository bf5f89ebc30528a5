"""How a remote model travels through Hearth without importing its client (the `openai` package costs
~0.4 s to import, and most sessions never use a remote): its `loaded` event, its models, a token estimate.
Its ref (`RemoteRef`, `ModelRef`) is one of the chat's values (`app.chat.values`).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from app.chat.values import ChatMessage
from app.engine import protocol as p


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


def on_this_computer(host: str) -> bool:
    """Whether a server's host ("127.0.0.1:8080", "localhost:1234", "[::1]:8000") is this computer."""
    name = urlsplit(f"//{host}").hostname or ""
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def where_it_runs(host: str) -> str:
    """Where a remote model's messages go, in words: another computer, or another program on this one."""
    return "another program on this computer" if on_this_computer(host) else "your messages leave this computer"
