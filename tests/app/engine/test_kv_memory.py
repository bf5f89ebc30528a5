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
from app.engine.host.kv_budget import MIN_REPLY_TOKENS, kv_budget, kv_length, kv_memory, kv_serves
from app.engine.host.session import ChatSession, TurnSpec

DEMO_TOKEN_BYTES = 30 * 3 * 64 * 2 * 4  # the demo's layers × KV heads × head size × keys and values × float32
DEMO_HEADS = 9
FREE_MB = 20  # free memory the fake reports: 20 MiB × 0.75 ÷ (46,080 + 9 heads × 4 bytes × 32 reads) = 333 tokens


def test_the_cache_is_held_to_what_the_free_memory_allows_with_the_attention_beside_it() -> None:
    memory = kv_memory(DEMO_TOKEN_BYTES, DEMO_HEADS, FREE_MB)
    assert memory is not None and memory.cap == 333
    assert memory.read_most(333) == 32  # what is left beside that cache: reads of 32 tokens
    assert memory.read_most(100) == (memory.free - 100 * DEMO_TOKEN_BYTES) // (DEMO_HEADS * 4 * 100)  # longer reads
    replacing = kv_memory(DEMO_TOKEN_BYTES, DEMO_HEADS, FREE_MB, freed_tokens=1000)  # the old cache is freed first
    assert replacing is not None and replacing.free == memory.free + 1000 * DEMO_TOKEN_BYTES * 3 // 4
    assert kv_memory(None, DEMO_HEADS, FREE_MB) is None and kv_memory(DEMO_TOKEN_BYTES, DEMO_HEADS, None) is None
    assert kv_memory(DEMO_TOKEN_BYTES, None, FREE_MB) is None  # not a preallocated cache, or heads unknown
    assert kv_length(8192, 30, None) == 8192 and kv_length(8192, 30, 333) == 333
    assert kv_length(8192, 300, 333) == 300 + MIN_REPLY_TOKENS  # the prompt and a short reply, whatever is free
    assert kv_length(200, 100, 10) == 200  # a turn that asks less than that gets all it asks
    assert kv_budget(333, 8192, True, 333) == 333 and kv_budget(333, 8192, True) == 2048
    assert kv_budget(5000, 8192, True, 100_000) == 6912  # a cap above the usual growth changes nothing


def test_an_agents_request_on_a_long_context_model_reads_in_small_pieces() -> None:
    """A 1B Llama (32 heads, float32 cache) asked for its whole context: ONNX Runtime's attention scratch beside a
    cache of L tokens is 32 heads × the read × L × 4 bytes, 8.6 GB for a read of 512 beside 131,072."""
    memory = kv_memory(16 * 8 * 64 * 2 * 4, 32, 4096)  # 4 GiB free
    assert memory is not None and memory.cap == 3 * 2**30 // (65536 + 32 * 4 * 32)  # 46,603 tokens, not 131,072
    assert memory.read_most(memory.cap) == 32
    assert memory.read_most(2048) > 512  # a short conversation's reads are the slicer's own (up to 512)


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
    assert chat._max_length == 333  # not the model's whole 8,192-token context
    assert chat._slicer.most == 32  # the prompt read 32 tokens at a time beside it
    assert budgets[0].max_new_tokens == 333 - prompt  # the budget said as the reply starts is the one it has
    follow = [*first, ChatMessage("assistant", "".join(pieces)[:40]), ChatMessage("user", "Go on.")]
    turn(follow)
    assert chat._max_length == 333 and cached[1] > prompt // 2  # the same cache, its prefix reused
    assert budgets[1].max_new_tokens == 333 - len(budgets[1].tokens)
