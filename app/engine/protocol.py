"""The protocol between the engine client and the engine host, in one place.

Messages are frozen dataclasses of plain data, sent as one JSON object per frame over a
`multiprocessing` pipe (which does the framing). Every message carries its `kind`.

Requests (client → host): `load`, `turn`, `plan`, `cancel`, `unload`, `shutdown`.
Events (host → client): `ready` (once, at start, with the protocol version), `loaded`, `token`,
`done`, `planned`, `error`.

A `turn` with `continue_last` continues the final assistant message (a reply cut at the length
limit) instead of starting a new one. A `plan` measures a turn without running it: how many
tokens it needs and how many earlier messages would be left out of the context.

Version 1. Bump `PROTOCOL_VERSION` on any incompatible change; the client refuses a host that
speaks another version.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

PROTOCOL_VERSION = 1

FinishReason = Literal["stop", "length", "cancelled", "error"]


# ---- value types -------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChatMessage:
    role: Literal["system", "user", "assistant"]
    content: str


@dataclass(frozen=True)
class Sampling:
    """Generation settings of one turn. temperature 0 means greedy; seed None means random."""

    temperature: float = 0.7
    top_p: float = 0.9
    top_k: int = 40
    max_new_tokens: int = 512
    repetition_penalty: float = 1.0
    seed: int | None = None

    def problems(self) -> list[str]:
        """Human-readable reasons why these values cannot be used (empty when fine)."""
        out = []
        if not 0.0 <= self.temperature <= 5.0:
            out.append("Temperature must be between 0 and 5.")
        if not 0.0 < self.top_p <= 1.0:
            out.append("Top-p must be greater than 0 and at most 1.")
        if not 0 <= self.top_k <= 1000:
            out.append("Top-k must be between 0 (off) and 1000.")
        if not 1 <= self.max_new_tokens <= 131072:
            out.append("Max new tokens must be between 1 and 131072.")
        if not 0.5 <= self.repetition_penalty <= 2.0:
            out.append("Repetition penalty must be between 0.5 and 2.")
        if self.seed is not None and not 0 <= self.seed < 2**31:
            out.append("Seed must be a whole number between 0 and 2147483647, or blank for random.")
        return out


# ---- requests ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Load:
    model_dir: str
    providers: tuple[str, ...] = ("cpu",)
    intra_op_threads: int = 0
    context_limit: int = 0
    kind: str = "load"


@dataclass(frozen=True)
class Turn:
    turn_id: str
    messages: tuple[ChatMessage, ...]
    sampling: Sampling = field(default_factory=Sampling)
    system_prompt: str = ""
    continue_last: bool = False
    kind: str = "turn"


@dataclass(frozen=True)
class Plan:
    turn_id: str
    messages: tuple[ChatMessage, ...]
    sampling: Sampling = field(default_factory=Sampling)
    system_prompt: str = ""
    continue_last: bool = False
    kind: str = "plan"


@dataclass(frozen=True)
class Cancel:
    turn_id: str
    kind: str = "cancel"


@dataclass(frozen=True)
class Unload:
    kind: str = "unload"


@dataclass(frozen=True)
class Shutdown:
    kind: str = "shutdown"


Request = Load | Turn | Plan | Cancel | Unload | Shutdown


# ---- events ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Ready:
    protocol: int
    pid: int
    kind: str = "ready"


@dataclass(frozen=True)
class Loaded:
    model_dir: str
    model_type: str
    device: str
    context_length: int
    load_s: float
    fallback_reason: str = ""
    kind: str = "loaded"


@dataclass(frozen=True)
class Token:
    turn_id: str
    text: str
    kind: str = "token"


@dataclass(frozen=True)
class Done:
    turn_id: str
    finish_reason: FinishReason
    prompt_tokens: int
    cached_tokens: int
    generated_tokens: int
    ttft_s: float
    tokens_per_s: float
    dropped_messages: int = 0
    kind: str = "done"


@dataclass(frozen=True)
class Planned:
    turn_id: str
    prompt_tokens: int
    dropped_messages: int
    max_new_tokens: int
    context_length: int
    kind: str = "planned"


ErrorCode = Literal[
    "model_not_found",
    "model_invalid",
    "model_unsafe",
    "load_failed",
    "not_loaded",
    "prompt_too_long",
    "bad_request",
    "generation_failed",
    "host_died",
    "protocol",
]


@dataclass(frozen=True)
class Error:
    code: ErrorCode
    message: str
    turn_id: str = ""
    kind: str = "error"


Event = Ready | Loaded | Token | Done | Planned | Error

_TYPES: dict[str, type[Any]] = {
    "load": Load,
    "turn": Turn,
    "plan": Plan,
    "cancel": Cancel,
    "unload": Unload,
    "shutdown": Shutdown,
    "ready": Ready,
    "loaded": Loaded,
    "token": Token,
    "done": Done,
    "planned": Planned,
    "error": Error,
}


def encode(message: Request | Event) -> bytes:
    return json.dumps(asdict(message), separators=(",", ":")).encode("utf-8")


def decode(frame: bytes) -> Request | Event:
    """Parse one frame; raises ValueError for anything that is not a known message."""
    try:
        raw = json.loads(frame)
        cls = _TYPES[raw["kind"]]
    except (json.JSONDecodeError, UnicodeDecodeError, KeyError, TypeError) as exc:
        raise ValueError(f"not a protocol message: {frame[:80]!r}") from exc
    if cls is Turn or cls is Plan:
        raw["messages"] = tuple(ChatMessage(**m) for m in raw["messages"])
        raw["sampling"] = Sampling(**raw["sampling"])
    elif cls is Load:
        raw["providers"] = tuple(raw["providers"])
    try:
        message: Request | Event = cls(**raw)
    except TypeError as exc:
        raise ValueError(f"malformed {raw['kind']} message: {exc}") from exc
    return message
