"""A reply's thinking kept out of `content`: `reasoning_content` (and `delta.reasoning_content` when
streaming), as llama.cpp's server, vLLM, LM Studio and DeepSeek's API give it (`app.chat.reasoning`)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from app.chat.reasoning import Channel, ReasoningStream


async def split_pieces(pieces: AsyncIterator[str]) -> AsyncIterator[tuple[Channel, str]]:
    """The reply's pieces, each marked reasoning or content; a tag cut between pieces is held back."""
    stream = ReasoningStream()
    async for piece in pieces:
        for item in stream.feed(piece):
            yield item
    for item in stream.finish():
        yield item
