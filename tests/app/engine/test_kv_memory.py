"""The host's KV cache held to the memory free: a coding agent's `max_tokens` 32,000 asks for the model's whole
context, and a preallocated cache that long would have the host killed for memory on a laptop. The arithmetic,
then the demo model through the real session with the computer's free memory read as short (the one fake: what
the operating system says is free)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine.context import FittedPrompt
from app.engine.host import session as session_module
from app.engine.host.decode import TurnHooks
from app.engine.host.kv_budget import MIN_REPLY_TOKENS, kv_budget, kv_cap, kv_length, kv_serves
from app.engine.host.session import ChatSession, TurnSpec

DEMO_TOKEN_BYTES = 30 * 3 * 64 * 2 * 4  # the demo's layers × KV heads × head size × keys and values × float32
FREE_MB = 20  # free memory the fake reports: 20 MiB × 0.75 ÷ 46,080 bytes = 341 tokens of cache


def test_the_cache_is_held_to_three_quarters_of_the_free_memory_but_never_below_the_prompt() -> None:
    assert kv_cap(DEMO_TOKEN_BYTES, FREE_MB) == 341
    assert kv_cap(DEMO_TOKEN_BYTES, FREE_MB, freed_tokens=1000) == 341 + 750  # the cache it replaces is freed first
    assert kv_cap(None, FREE_MB) is None and kv_cap(DEMO_TOKEN_BYTES, None) is None  # unknown: not held
    assert kv_length(8192, 30, None) == 8192 and kv_length(8192, 30, 341) == 341
    assert kv_length(8192, 300, 341) == 300 + MIN_REPLY_TOKENS  # the prompt and a short reply, whatever is free
    assert kv_length(200, 100, 10) == 200  # a turn that asks less than that gets all it asks
    assert kv_budget(341, 8192, True, 341) == 341 and kv_budget(341, 8192, True) == 2048
    assert kv_budget(5000, 8192, True, 100_000) == 6912  # a cap above the usual growth changes nothing


def test_a_cache_held_by_memory_is_kept_while_it_holds_the_prompt_and_a_short_reply() -> None:
    """Free memory moves a little between turns: a new cache each time would read the whole prompt again."""
    assert kv_serves(6912, 5000, 4000, None)
    assert not kv_serves(6912, 8000, 4000, None)  # not held by memory: grows as before
    assert kv_serves(4400, 8192, 4000, 4500)  # held to 4,500 now, made at 4,400: kept
    assert not kv_serves(4200, 8192, 4000, 4500)  # too short for the prompt and a short reply: made again


@pytest.mark.slow
def test_a_long_reply_budget_gets_the_cache_memory_allows_and_a_follow_up_reuses_it(
        demo_model: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(session_module, "ram_available_mb", lambda: FREE_MB)
    chat = ChatSession(demo_model, ["cpu"], 2, 0)
    budgets: list[FittedPrompt] = []
    cached: list[int] = []
    pieces: list[str] = []

    def turn(messages: list[ChatMessage]) -> None:
        hooks = TurnHooks(lambda fitted, hit: (budgets.append(fitted), cached.append(hit)), lambda *_: None,
                          pieces.append, lambda: False)
        sampling = Sampling(temperature=0, max_new_tokens=32000, repetition_penalty=1.0)  # as Claude Code asks
        done = chat.run_turn("t", TurnSpec(messages, sampling), hooks)
        assert done.generated_tokens <= budgets[-1].max_new_tokens

    first = [ChatMessage("user", "Count from 1 to 400, one number a line.")]
    turn(first)
    prompt = len(budgets[0].tokens)
    assert chat._max_length == 341  # not the model's whole 8,192-token context
    assert budgets[0].max_new_tokens == 341 - prompt  # the budget said as the reply starts is the one it has
    follow = [*first, ChatMessage("assistant", "".join(pieces)[:40]), ChatMessage("user", "Go on.")]
    turn(follow)
    assert chat._max_length == 341 and cached[1] > prompt // 2  # the same cache, its prefix reused
    assert budgets[1].max_new_tokens == 341 - len(budgets[1].tokens)
