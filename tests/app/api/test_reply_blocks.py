"""`Blocks`: a streamed reply as the block-streaming routes send it (Anthropic's content blocks, the Responses
API's output items): thinking, then text, a tool call held back until it parses, and what ends the reply."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

from app.api.reply_blocks import Block, Blocks
from app.api.schemas import ChatCompletionRequest
from app.api.tools import ChatPlan, plan_chat
from app.tools.traits import ModelTraits

TRAITS = ModelTraits()
WEATHER = {"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"city": {"type": "string"}}}}}
CALL = '{"name": "get_weather", "arguments": {"city": "Oslo"}}'


class Turn:
    """The pieces of a reply as the engine streams them."""

    def __init__(self, pieces: list[str]) -> None:
        self._pieces = pieces

    async def pieces(self) -> AsyncIterator[str]:
        for piece in self._pieces:
            yield piece


def plan(tools: bool) -> ChatPlan:
    asked = {"messages": [{"role": "user", "content": "Weather in Oslo?"}], **({"tools": [WEATHER]} if tools else {})}
    return plan_chat(ChatCompletionRequest.model_validate(asked), TRAITS)


def blocks_of(pieces: list[str], tools: bool = False) -> list[tuple[str, str, str]]:
    blocks = Blocks(Turn(pieces), plan(tools), TRAITS)  # a turn as the engine streams it: all Blocks reads

    async def streamed() -> list[Block]:
        return [block async for block in blocks.stream()]

    out = [*asyncio.run(streamed()), *blocks.end()]
    return [(b.event, b.kind, b.call.arguments if b.call else b.text) for b in out]


def test_thinking_then_text_are_two_blocks_each_opened_and_closed() -> None:
    assert blocks_of(["<think>", "hmm", "</think>", "Hello", " there"]) == [
        ("open", "reasoning", ""), ("delta", "reasoning", "hmm"), ("close", "reasoning", ""),
        ("open", "text", ""), ("delta", "text", "Hello"), ("delta", "text", " there"), ("close", "text", "")]


def test_a_reply_that_only_thought_still_ends_with_a_text_block() -> None:
    assert blocks_of(["<think>a</think>"]) == [("open", "reasoning", ""), ("delta", "reasoning", "a"),
                                                ("close", "reasoning", ""), ("open", "text", ""), ("close", "text", "")]


def test_a_call_is_held_back_and_ends_the_reply_once_it_parses() -> None:
    assert blocks_of(["<tool_call>", CALL, "</tool_call>"], tools=True) == [
        ("call", "text", '{"city": "Oslo"}')]
    assert blocks_of(["<think>x</think>", "<tool_call>", CALL, "</tool_call>"], tools=True) == [
        ("open", "reasoning", ""), ("delta", "reasoning", "x"), ("close", "reasoning", ""),
        ("call", "text", '{"city": "Oslo"}')]


def test_a_call_cut_off_or_blank_text_is_sent_as_the_text_it_was() -> None:
    cut = '<tool_call>{"name": "get'
    assert blocks_of([cut], tools=True) == [("open", "text", ""), ("delta", "text", cut), ("close", "text", "")]
    assert blocks_of(["  "], tools=True) == [("open", "text", ""), ("delta", "text", "  "), ("close", "text", "")]
    assert blocks_of([]) == [("open", "text", ""), ("close", "text", "")]
