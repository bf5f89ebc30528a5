"""The values of tool use: a tool as the model sees it, one call, and the record a reply keeps of it.

A reply's calls live in its provenance (`Provenance.tool_calls`, each a `CallRecord.as_dict()`),
which the store, the JSON archive and the exports already carry: a call is saved with the reply it
belongs to, restored with it after a restart, and exported with it.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from app.chat.provenance import Provenance

BUILTIN = "built-in"
MAX_RESULT_CHARS = 6000  # what the model gets of a result at most (the rest is cut, and it is told)
MAX_CALLS_PER_TURN = 5
# Escape sequences (CSI, OSC, the two-byte ones), C0/C1 controls but newline and tab, and the bidi overrides
# that reorder what a terminal or a label shows: a server's text with them could rewrite the transcript.
_CONTROLS = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[ -~]?|\x9b[0-?]*[ -/]*[@-~]"
                       r"|[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
CallStatus = Literal["pending", "running", "ok", "error", "denied", "cancelled"]


@dataclass(frozen=True)
class ToolSpec:
    """A tool the model may call: `name` is what the model writes, `source` "built-in" or a server's name."""

    name: str
    description: str
    parameters: dict[str, Any]
    source: str = BUILTIN
    uses_network: bool = False
    remote_name: str = ""  # the tool's name on its server, when `name` had to be made unique

    def openai(self, shape: Callable[[Any], Any] = lambda schema: schema) -> dict[str, Any]:
        """The tool as OpenAI's `tools` list has it (its schema through `shape`, e.g. `bounds.bounded`)."""
        return {"type": "function", "function": {"name": self.name, "description": self.description,
                                                 "parameters": shape(self.parameters)}}


@dataclass
class CallRecord:
    """One call of a reply, from the model's request to its result."""

    tool: str
    arguments: dict[str, Any]
    source: str = BUILTIN
    status: CallStatus = "pending"
    result: str = ""  # what the model was given (truncated, or a short error)
    id: str = field(default_factory=lambda: f"call_{uuid.uuid4().hex[:16]}")

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> CallRecord | None:
        if not isinstance(data, dict) or not isinstance(data.get("tool"), str):
            return None
        arguments = data.get("arguments")
        status = data.get("status")
        return cls(data["tool"], arguments if isinstance(arguments, dict) else {}, str(data.get("source", BUILTIN)),
                   status if status in ("ok", "error", "denied", "cancelled") else "cancelled",
                   str(data.get("result", "")), str(data.get("id") or f"call_{uuid.uuid4().hex[:16]}"))

    def arguments_text(self) -> str:
        return json.dumps(self.arguments, ensure_ascii=False)


def calls_of(provenance: Provenance | None) -> list[CallRecord]:
    """The calls a stored reply made, in order (none for a reply without tools)."""
    return [r for r in map(CallRecord.from_dict, provenance.tool_calls if provenance else ()) if r is not None]


def printable(text: str) -> str:
    """`text` from a tool server without what could take over a terminal or disguise itself: escape sequences,
    control characters (a carriage return rewrites a line) and bidi overrides; newlines and tabs stay."""
    return _CONTROLS.sub("", text)


def truncated(text: str, limit: int = MAX_RESULT_CHARS) -> str:
    """`text` cut to `limit` characters, saying how much was left out."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\n[… result cut: {len(text) - limit:,} more characters left out]"
