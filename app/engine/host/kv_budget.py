"""How long a new generator's KV cache is (`max_length`), and what a token of it costs.

A preallocated cache is sized for the prompt and the whole reply budget, and a coding agent asks for a long
reply on every request (Claude Code and opencode send `max_tokens` 32,000, which the engine clamps to the room the
prompt leaves): that is the model's whole context, 17 GB for an 8B Llama's 131,072 tokens even in float16. So the
cache is also held to what the memory free when it is made allows (`kv_cap`), never below the prompt and a short
reply: a reply may then end early ("length", its budget said as it starts), where the host would have been
killed for memory.
"""

from __future__ import annotations

import json
from pathlib import Path

from models.kv_cache import kv_value_bits

MIN_KV_TOKENS = 2048
KV_GROWTH_PERCENT = 150
KV_ROUND = 256
KV_MEMORY_SHARE = 0.75  # of the RAM free when a cache is made: most, never all (the attention's scratch, other apps)
MIN_REPLY_TOKENS = 256  # a turn's cache holds at least its prompt and this much reply, whatever memory is free


def kv_budget(needed: int, context: int, preallocated: bool, cap: int | None = None) -> int:
    """`max_length` for a new generator; no more than `cap` (`kv_cap`) unless `needed` is more.

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


def kv_cap(token_bytes: int | None, available_mb: int | None, freed_tokens: int = 0) -> int | None:
    """Tokens a new preallocated cache may hold in `KV_MEMORY_SHARE` of the memory free now (`available_mb`, and
    the `freed_tokens` of the cache it replaces, freed first); None where either is unknown (macOS)."""
    if not token_bytes or available_mb is None:
        return None
    return int((available_mb * 2**20 + freed_tokens * token_bytes) * KV_MEMORY_SHARE) // token_bytes


def kv_length(needed: int, prompt: int, cap: int | None) -> int:
    """What a turn's cache must hold: `needed` (the prompt and the whole reply budget), or where memory is short
    what `cap` allows, but at least the `prompt` and `MIN_REPLY_TOKENS` of reply (or all it asked)."""
    return needed if cap is None else max(min(needed, prompt + MIN_REPLY_TOKENS), min(needed, cap))


def kv_serves(held: int, needed: int, prompt: int, cap: int | None) -> bool:
    """Whether a cache of `held` tokens serves a turn: it holds all the turn needs, or memory holds the turn to
    less and it holds the prompt and a short reply. (Not "as much as memory allows now": the free memory moves a
    little from turn to turn, and each new cache would read the whole prompt again, 20,000 tokens for an agent.)"""
    bound = kv_length(needed, prompt, cap) < needed
    return held >= needed or (bound and held >= min(needed, prompt + MIN_REPLY_TOKENS))


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
