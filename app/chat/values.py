"""The values a chat is spoken in everywhere: a message, a constraint on the reply, how a reply ended.

They belong to no layer: the engine's protocol carries them over its pipe, the local API translates
them to and from OpenAI's and Anthropic's shapes, the store and the window keep and show them. So
they live here, and the protocol imports them (`app.engine.protocol`), never the reverse: an import
contract keeps this module and `app.chat.parameters` free of the engine, the API and Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

FinishReason = Literal["stop", "length", "cancelled", "error"]
GuidanceKind = Literal["json_schema", "regex", "lark_grammar"]


@dataclass(frozen=True)
class ChatMessage:
    """`images`: the encoded image files (PNG, JPEG, WebP, GIF) a user message shows the model, base64;
    only a model that sees takes them (`app.engine.vision`)."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str
    images: tuple[str, ...] = ()


@dataclass(frozen=True)
class Guidance:
    """A constraint on the reply, applied by ORT GenAI's guidance (llguidance)."""

    kind: GuidanceKind
    data: str
