"""A float16 KV cache where memory is what limits: chosen by the computer's RAM, made at load.

The builder's CPU models keep their cache in float32, twice what llama.cpp keeps. Their attention can run in
float16 with a float16 cache (`models.kv_cache.half_attention`); measured (bench/README.md, "A smaller KV
cache", "Decode as the context grows"): half the cache's bytes, perplexity +0.03 %, prefill as fast, but decode
slower, and more so as the context grows: 0.93-0.99x the float32 cache's up to 2,048 tokens, 0.64-0.87x from
4,096 to 16,384 (ONNX Runtime's CPU kernel widens the whole float16 past to float32 for each query head at every
step). So a long conversation is no reason for it; memory is: Hearth runs a model with it when its weights and
a float32 cache for its whole context come to more than `RAM_SHARE` of the computer's memory (a 1B Llama 3.2,
131,072 tokens: 8.6 GB of float32 cache, so on a 16 GB laptop, not on a 24 GB one).

At load the decoder's graph is copied beside it, rewritten (`hearth-half-<name>`: its weights stay in the
external data it names), and the config overlay points at it; the installed files are not changed, and the
copy is made again when it differs from what the original gives. The fit check and the KV budget count the
cache at the bits it is run with (`bits_as_run`).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from models.cache_build import DERIVED_PREFIX, derived
from models.fit import kv_shape_from_config
from models.kv_cache import half_attention_graph, kv_cache_bits
from models.onnx_splice import MAX_GRAPH_BYTES, write_atomically

log = logging.getLogger(__name__)

RAM_SHARE = 0.5  # a float16 cache when weights + the float32 cache for the whole context pass this share of RAM
PREFIX = DERIVED_PREFIX + "half-"  # not part of the model's build (`models.cache_build.derived`)


def wanted(model_dir: Path, ram_total: int | None) -> bool:
    """Whether the model in `model_dir` runs with a float16 cache on a computer with `ram_total` bytes of RAM
    (None: unknown, so no): a builder's model (one preallocated cache, a float32 one by its graph, its attention
    GroupQueryAttention in a graph small enough to copy) whose float32 cache for its whole context and weights
    pass `RAM_SHARE` of it. A folder it cannot read is left as it is."""
    if not ram_total:
        return False
    try:
        config = json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))
        search, decoder = config.get("search") or {}, config["model"]["decoder"]
        if not (isinstance(search, dict) and search.get("past_present_share_buffer")):
            return False  # a transformers.js export: attention of its own
        if kv_cache_bits(model_dir) != 32:
            return False  # a cache already smaller
        shape = kv_shape_from_config(config)
        if shape is None:
            return False
        per_token = shape.bytes_per_token(4)
        context = int(config["model"]["context_length"])
        weights = sum(f.stat().st_size for f in model_dir.iterdir()
                      if ".onnx" in f.name and not derived(f))  # not Hearth's own graph copies
        if weights + per_token * context <= ram_total * RAM_SHARE:
            return False
        graph = model_dir / str(decoder["filename"])
        return graph.stat().st_size <= MAX_GRAPH_BYTES and b"GroupQueryAttention" in graph.read_bytes()
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False


def bits_as_run(model_dir: Path, ram_total: int | None) -> int | None:
    """Bits a cached value takes as Hearth runs the model here: 16 where `wanted`, else what its graph says."""
    return 16 if wanted(model_dir, ram_total) else kv_cache_bits(model_dir)


def overlay(model_dir: Path, ram_total: int | None) -> str:
    """The config overlay that runs the model with a float16 cache where `wanted` ("" otherwise, or when its
    copy cannot be written: then the float32 cache, as before)."""
    if not wanted(model_dir, ram_total):
        return ""
    try:
        filename = str(json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))["model"]["decoder"]
                       ["filename"])
        source = model_dir / filename
        half = half_attention_graph(source.read_bytes())  # a few MB: made again, not trusted by date
        fixed = source.with_name(PREFIX + source.name)
        if not fixed.is_file() or fixed.read_bytes() != half:
            write_atomically(fixed, half)
    except Exception as exc:  # a folder that cannot be written, a graph the splice cannot read: float32, as before
        log.warning("%s would run with a float16 KV cache here (its whole context is large for this computer's "
                    "memory), but its graph could not be rewritten (%s): it keeps the float32 cache.",
                    model_dir.name, exc)
        return ""
    log.info("%s: a float16 KV cache (%s), as its whole context at float32 would take much of this computer's "
             "memory.", model_dir.name, fixed.name)
    return json.dumps({"model": {"decoder": {"filename": fixed.relative_to(model_dir).as_posix()}}})
