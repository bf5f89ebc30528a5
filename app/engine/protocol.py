"""The protocol between the engine client and the engine host, in one place.

Messages are frozen dataclasses of plain data, sent as one JSON object per frame over a
`multiprocessing` pipe (which does the framing). Every message carries its `kind`.

Every request carries an `id` chosen by the client; every event names the request it answers in
`id`, so a client routes events by id and may have any number of requests outstanding (the window,
the terminal chat and the API server share one host).

Requests (client → host):
- `load`: load a model (once per host; another model gets another host, see the client).
- `turn`: generate one reply. Queued behind the running turn, answered in this order:
  `queued` (only when it had to wait), `started`, `prefill_progress`…, `token`…, then `done` or
  `error`. A turn with `continue_last` continues the final assistant message instead of starting a
  new one; `guidance` constrains the reply (JSON schema, regex or Lark grammar); `stop` strings end
  it (the stop string itself is not sent); a `raw` turn continues its text as is, without the chat
  template.
- `measure`: how many tokens a conversation needs and how many earlier messages would be left out,
  answered by `measured` at once, even while a turn runs (the window's context meter).
- `cancel`: stop the request `target`, running or queued; a queued turn ends with `done`
  (`cancelled`, no tokens) without running.
- `shutdown`: cancel everything and end the host.

Events (host → client): `ready` (once, at start: protocol version, the providers this machine offers,
and `detection`: every provider considered, with why, as `app.accel.detect.Detection.as_dict()`),
`loaded` (device, the providers that failed before it and those not tried, each with its reason), `queued`
(position, 1 = next), `started`, `prefill_progress` (at most ~10 a second), `token` (coalesced text),
`done` (finish reason, usage, timings), `measured`, `error` (a code and a message for people).

Version 2. Bump `PROTOCOL_VERSION` on any incompatible change; the client refuses a host that
speaks another version.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, DeviceFailure, FinishReason, Guidance, ToolCall

PROTOCOL_VERSION = 2

SpeculativeMode = Literal["auto", "on", "off"]
SPECULATIVE_MODES: tuple[SpeculativeMode, ...] = ("auto", "on", "off")

# ---- requests ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Load:
    id: str
    model_dir: str
    providers: tuple[str, ...] = ()  # empty: every provider this build supports, best first
    intra_op_threads: int = 0
    context_limit: int = 0
    avoid: tuple[str, ...] = ()  # providers to leave out (they failed for this model before); never the CPU
    prefer: str = ""  # the person's choice of device for this model (an override); "" = Hearth's choice
    kind: str = "load"


@dataclass(frozen=True)
class Turn:
    id: str
    messages: tuple[ChatMessage, ...]
    sampling: Sampling = field(default_factory=Sampling)
    system_prompt: str = ""
    continue_last: bool = False
    guidance: Guidance | None = None
    stop: tuple[str, ...] = ()
    tools: str = ""  # a JSON list of tool definitions the chat template renders, if it can
    raw: bool = False  # the messages' text is the prompt as is, without the chat template (/v1/completions)
    speculative: SpeculativeMode = "auto"  # drafts from the conversation (`app.engine.host.speculative`)
    # Every message stays and the reply gets the room left (the API: a client sends what it wants read);
    # False: the oldest exchanges are left out to keep the reply's budget (the window, the terminal).
    keep_all: bool = False
    kind: str = "turn"


@dataclass(frozen=True)
class Measure:
    id: str
    messages: tuple[ChatMessage, ...]
    sampling: Sampling = field(default_factory=Sampling)
    system_prompt: str = ""
    continue_last: bool = False
    tools: str = ""  # as in Turn: tool definitions the chat template renders
    # The last message is being typed: once idle, the host reads the conversation with it so far into its
    # cache (`ChatSession.expect_draft`), and its turn reads only what was typed after.
    read_ahead: bool = False
    keep_all: bool = False  # as in Turn; a prompt past the context is counted, not refused (count_tokens)
    with_ids: bool = False  # answer with the prompt's token ids too (what the template and tokenizer made of it)
    kind: str = "measure"


@dataclass(frozen=True)
class Cancel:
    id: str
    target: str
    kind: str = "cancel"


@dataclass(frozen=True)
class Shutdown:
    id: str = ""
    kind: str = "shutdown"


Request = Load | Turn | Measure | Cancel | Shutdown


# ---- events ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Ready:
    protocol: int
    pid: int
    providers: tuple[str, ...]
    id: str = ""
    detection: dict[str, Any] | None = None
    kind: str = "ready"


@dataclass(frozen=True)
class Loaded:
    id: str
    model_dir: str
    model_type: str
    device: str
    context_length: int
    load_s: float
    failures: tuple[DeviceFailure, ...] = ()
    not_used: tuple[DeviceFailure, ...] = ()  # providers not tried for this model, and why
    why: str = ""  # why `device` leads
    kind: str = "loaded"


@dataclass(frozen=True)
class Queued:
    id: str
    position: int
    kind: str = "queued"


@dataclass(frozen=True)
class Started:
    id: str
    prompt_tokens: int
    cached_tokens: int
    dropped_messages: int
    max_new_tokens: int
    context_length: int
    kind: str = "started"


@dataclass(frozen=True)
class PrefillProgress:
    id: str
    done: int
    total: int
    kind: str = "prefill_progress"


@dataclass(frozen=True)
class Token:
    id: str
    text: str
    kind: str = "token"


@dataclass(frozen=True)
class Done:
    id: str
    finish_reason: FinishReason
    prompt_tokens: int
    cached_tokens: int
    generated_tokens: int
    ttft_s: float
    tokens_per_s: float
    dropped_messages: int = 0
    prefill_s: float = 0.0
    stop_sequence: str | None = None  # the request's stop string that ended the reply, if one did
    # Speculative decoding (`app.engine.host.speculative`): "on", "auto-off" (Auto stopped drafting), or why the
    # turn did not draft ("off", "sampled reply", "constrained reply"); "" where the turn never decoded.
    speculative: str = ""
    drafted_tokens: int = 0  # draft tokens the model checked
    accepted_tokens: int = 0  # of those, the ones it chose too
    kind: str = "done"


@dataclass(frozen=True)
class Measured:
    id: str
    prompt_tokens: int
    dropped_messages: int
    max_new_tokens: int
    context_length: int
    cached_tokens: int = 0  # of the prompt, what a turn sent now would reuse from the cache (read exactly)
    prompt_ids: tuple[int, ...] = ()  # when the measure asked `with_ids`
    kind: str = "measured"


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
    id: str = ""
    prompt_tokens: int = 0  # prompt_too_long: the prompt's tokens and the context they did not fit in
    context_length: int = 0
    kind: str = "error"


Event = Ready | Loaded | Queued | Started | PrefillProgress | Token | Done | Measured | Error
TurnEvent = Queued | Started | PrefillProgress | Token | Done | Error

_TYPES: dict[str, type[Any]] = {
    "load": Load,
    "turn": Turn,
    "measure": Measure,
    "cancel": Cancel,
    "shutdown": Shutdown,
    "ready": Ready,
    "loaded": Loaded,
    "queued": Queued,
    "started": Started,
    "prefill_progress": PrefillProgress,
    "token": Token,
    "done": Done,
    "measured": Measured,
    "error": Error,
}


def encode(message: Request | Event) -> bytes:
    return json.dumps(asdict(message), separators=(",", ":")).encode("utf-8")


def decode(frame: bytes) -> Request | Event:
    """Parse one frame; raises ValueError for anything that is not a well-formed message."""
    try:
        raw = json.loads(frame)
        cls = _TYPES[raw["kind"]]
    except (json.JSONDecodeError, UnicodeDecodeError, KeyError, TypeError) as exc:
        raise ValueError(f"not a protocol message: {frame[:80]!r}") from exc
    try:
        if cls in (Turn, Measure):
            raw["messages"] = tuple(ChatMessage(**{**m, "images": tuple(m.get("images", ())),
                                                   "tool_calls": tuple(ToolCall(**c) for c in m.get("tool_calls", ()))})
                                    for m in raw["messages"])
            raw["sampling"] = Sampling(**raw["sampling"])
        if cls is Turn:
            raw["stop"] = tuple(raw.get("stop", ()))
            if raw.get("guidance") is not None:
                raw["guidance"] = Guidance(**raw["guidance"])
        elif cls in (Load, Ready):
            raw["providers"] = tuple(raw["providers"])
            if cls is Load:
                raw["avoid"] = tuple(raw.get("avoid", ()))
        elif cls is Measured:
            raw["prompt_ids"] = tuple(raw.get("prompt_ids", ()))
        elif cls is Loaded:
            raw["failures"] = tuple(DeviceFailure(**f) for f in raw.get("failures", ()))
            raw["not_used"] = tuple(DeviceFailure(**f) for f in raw.get("not_used", ()))
        message: Request | Event = cls(**raw)
    except (TypeError, KeyError, AttributeError) as exc:
        raise ValueError(f"malformed {raw['kind']} message: {exc}") from exc
    return message


def first_line(exc: BaseException) -> str:
    """An exception as one short line for an `Error` or `DeviceFailure` (native errors can run to pages)."""
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0][:300]
