"""How long a new generator's KV cache is (`max_length`), and what a token of it costs.

A preallocated cache is sized for the prompt and the whole reply budget, and a coding agent asks for a long
reply on every request (Claude Code and opencode send `max_tokens` 32,000, which the engine clamps to the room the
prompt leaves): that is the model's whole context, 17 GB for an 8B Llama's 131,072 tokens even in float16. So the
cache is also held to what the memory free when it is made allows (`KvMemory`, with the attention's scratch beside
it), never below the prompt and a short reply: a reply may then end early ("length", its budget said as it starts),
where the host would have been killed for memory.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from models.kv_cache import kv_value_bits

MIN_KV_TOKENS = 2048
KV_GROWTH_PERCENT = 150
KV_ROUND = 256
KV_MEMORY_SHARE = 0.75  # of the RAM free when a cache is made: most, never all (the runtime's own, other apps)
MIN_REPLY_TOKENS = 256  # a turn's cache holds at least its prompt and this much reply, whatever memory is free
MIN_READ = 32  # prompt tokens a read takes at the least where memory allows (`app.engine.host.prefill.MIN_TOKENS`)


def kv_budget(needed: int, context: int, preallocated: bool, cap: int | None = None) -> int:
    """`max_length` for a new generator; no more than `cap` (`KvMemory.cap`) unless `needed` is more.

    Models that share one preallocated KV buffer (`past_present_share_buffer`, the builder's
    format) pay memory for every token of `max_length` up front, so it grows from what the
    conversation needs in steps of half again (2,048, 3,072, 4,608, 6,912, 10,496…, rounded up to 256): at most
    a third of the buffer is unused, where doubling left up to half of it, and a long chat still
    reallocates (and re-reads its prompt) only a few times. Concat-KV models (transformers.js
    exports) grow their cache as they go, so they get the whole context and never need a new generator.
    """
    if not preallocated:
        return context
    size = MIN_KV_TOKENS
    while size < needed:
        size = -(-size * KV_GROWTH_PERCENT // 100 // KV_ROUND) * KV_ROUND
    return min(size, context, size if cap is None else max(needed, cap))


@dataclass(frozen=True)
class KvMemory:
    """What the memory free when a turn starts allows a preallocated cache and the attention beside it.

    ONNX Runtime's CPU GroupQueryAttention (`contrib_ops/cpu/bert/gqa_attention_base.h`) makes, in every layer, a
    float32 scratch of heads × the tokens read × the whole cache's length (`max_length`, not the tokens in it):
    a 1B Llama's 32 heads reading 512 tokens beside a 131,072-token cache ask 8.6 GB for a moment. So the cache
    is held to what leaves room for reads of `MIN_READ` tokens (`cap`), and each read to what is left (`read_most`).
    """

    free: int  # bytes: `KV_MEMORY_SHARE` of the memory free, with the cache about to be replaced
    token_bytes: int  # a cache token's bytes
    heads: int  # attention heads (the query's)

    @property
    def cap(self) -> int:
        """Tokens a cache may hold here, leaving room for reads of `MIN_READ` tokens beside it."""
        return self.free // (self.token_bytes + self.heads * 4 * MIN_READ)

    def read_most(self, length: int) -> int:
        """The most prompt tokens one read may take beside a cache of `length` tokens (at least 2: a lone token
        is read differently, `app.engine.host.prefill`)."""
        return max(2, (self.free - length * self.token_bytes) // (self.heads * 4 * max(1, length)))


def kv_memory(token_bytes: int | None, heads: int | None, available_mb: int | None,
              freed_tokens: int = 0) -> KvMemory | None:
    """`KvMemory` from the memory free now (`available_mb`) and the `freed_tokens` of the cache a new one would
    replace (freed first); None where any is unknown (macOS: no cheap reading)."""
    if not token_bytes or not heads or available_mb is None:
        return None
    free = int((available_mb * 2**20 + freed_tokens * token_bytes) * KV_MEMORY_SHARE)
    return KvMemory(free, token_bytes, heads)


def _least(needed: int, prompt: int) -> int:
    """The `prompt` and `MIN_REPLY_TOKENS` of reply (or all the turn asked, if less)."""
    return min(needed, prompt + MIN_REPLY_TOKENS)


def kv_length(needed: int, prompt: int, cap: int | None) -> int:
    """What a turn's cache must hold: `needed` (the prompt and the whole reply budget), or where memory is short
    what `cap` allows, but at least the prompt and a short reply (`_least`)."""
    return needed if cap is None else max(_least(needed, prompt), min(needed, cap))


def kv_serves(held: int, needed: int, prompt: int, cap: int | None) -> bool:
    """Whether a cache of `held` tokens serves a turn: it holds all the turn needs, or memory holds the turn to
    less and it holds the prompt and a short reply. (Not "as much as memory allows now": the free memory moves a
    little from turn to turn, and each new cache would read the whole prompt again, 20,000 tokens for an agent.)"""
    return held >= needed or (cap is not None and cap < needed and held >= _least(needed, prompt))


def attention_heads(model_dir: Path) -> int | None:
    """The model's attention (query) heads, from genai_config.json; None when the config does not say."""
    try:
        decoder = json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))["model"]["decoder"]
        return int(decoder["num_attention_heads"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def kv_token_bytes(model_dir: Path, bits: int | None = None) -> int | None:
    """The KV cache bytes one token of `max_length` costs (keys and values for every layer, in the cache's
    own type: float32 for the builder's CPU models, as the graph says (`models.kv_cache`), or `bits` a value
    where it is run otherwise: `models.half_cache`), from genai_config.json; None when the config does not say."""
    try:
        decoder = json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))["model"]["decoder"]
        values = int(decoder["num_hidden_layers"]) * int(decoder["num_key_value_heads"]) * int(decoder["head_size"]) * 2
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return values * (bits or kv_value_bits(model_dir)) // 8
