"""How long a new generator's KV cache is (`max_length`), and what a token of it costs."""

from __future__ import annotations

import json
from pathlib import Path

from models.kv_cache import kv_value_bits

MIN_KV_TOKENS = 2048
KV_GROWTH_PERCENT = 150
KV_ROUND = 256


def kv_budget(needed: int, context: int, preallocated: bool) -> int:
    """`max_length` for a new generator.

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
    return min(size, context)


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
