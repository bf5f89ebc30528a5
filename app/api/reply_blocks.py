"""A streamed reply as blocks, for the routes that stream them: Anthropic's content blocks and the Responses
API's output items. Both send what the model thinks as one kind of block and what it says as another, hold
back text that may be a tool call (`CallSniffer`) and end with the call or the held text; `Blocks` does that
once and says what to send, and each route words it in its own events.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Literal

from app.api.reasoning import split_pieces
from app.api.tools import ChatPlan
from app.api.turns import ApiTurn
from app.tools.calls import CallSniffer, ParsedCall, parse_call
from app.tools.traits import ModelTraits

Kind = Literal["reasoning", "text"]


@dataclass(frozen=True)
class Block:
    """`open` a block of a kind, a `delta` of its text, `close` it; or the reply's tool `call` (the last)."""

    event: Literal["open", "delta", "close", "call"]
    kind: Kind = "text"
    text: str = ""
    call: ParsedCall | None = None


class Blocks:
    def __init__(self, turn: ApiTurn, plan: ChatPlan, traits: ModelTraits) -> None:
        self._turn, self._plan, self._traits = turn, plan, traits
        self._sniffer = CallSniffer(plan.tool_mode)
        self.open: Kind | None = None  # the block open now

    async def stream(self) -> AsyncIterator[Block]:
        """The blocks as the reply streams (ApiError when the turn fails)."""
        async for channel, piece in split_pieces(self._turn.pieces()):
            kind: Kind = "reasoning" if channel == "reasoning" else "text"
            piece = piece if kind == "reasoning" else self._sniffer.feed(piece)
            if not piece:
                continue
            if self.open != kind:
                if self.open is not None:
                    yield Block("close", self.open)
                self.open = kind
                yield Block("open", kind)
            yield Block("delta", kind, piece)

    def end(self) -> list[Block]:
        """What ends the reply once it streamed: the open block closed and the call, or the text held back
        (whitespace, a call cut off) in a text block, closed."""
        held = self._sniffer.held
        call = parse_call(held, self._traits, self._plan.tool_names) if self._sniffer.is_call else None
        out: list[Block] = []
        if self.open is not None and (call is not None or self.open != "text"):
            out.append(Block("close", self.open))
            self.open = None
        if call is not None:
            return [*out, Block("call", call=call)]
        if self.open is None:
            out.append(Block("open"))
        if held:
            out.append(Block("delta", "text", held))
        return [*out, Block("close")]
