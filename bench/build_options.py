"""Which ORT GenAI builder options to build models with: speed and quality, measured.

For the demo model (SmolLM2-135M, weights from its GGUF) and the realistic benchmark model
(`bench/realistic_model.py`), each `block_size` × `accuracy_level` is built with the builder into
the cache (`bench-models/`), then measured in this process with a bare Generator loop, `--threads`
intra-op threads, best of `--rounds`:
- decode tok/s (64 greedy tokens after a short prompt) and prefill tok/s (512 tokens);
- for the demo model only (the realistic one has random weights): perplexity of `data/english.txt`
  against the unquantized model (transformers, float32, on the same dequantized weights), and
  `max_logit_gap`: the largest difference between the logits of the text read at once (a fresh run)
  and read a token at a time (what a follow-up served from the KV cache computes), over its first
  128 tokens;
- with the chosen options, the session option `session.intra_op.allow_spinning` 0 against 1.
Prints a line per variant on stderr and one JSON line on stdout.

    .venv/bin/python bench/build_options.py [--rounds 3] [--threads 2] [--skip-realistic] [--quick]

`--quick` builds nothing: it measures the shipped demo model on tiny sizes (seconds; checks the bench runs).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.privacy import disable_library_telemetry, disable_telemetry_env

disable_telemetry_env()

import numpy as np  # noqa: E402
import onnxruntime_genai as og  # noqa: E402

from app.system.paths import demo_model_dir, resolve_paths  # noqa: E402
from bench.realistic_model import LLAMA_1B, build_int4, ensure_bench_model  # noqa: E402
from models.demo import BUILD_OPTIONS, _gguf_to_hf, ensure_demo_model, find_gguf  # noqa: E402

TEXT = Path(__file__).with_name("data") / "english.txt"
GRID = [(block, level) for block in (32, 64, 128) for level in (1, 4)]


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def options_of(block: int, level: int) -> tuple[str, ...]:
    return (f"block_size={block}", f"accuracy_level={level}")


def variant_dir(root: Path, options: tuple[str, ...]) -> Path:
    return root / ("int4-" + "-".join(o.replace("=", "") for o in options))


def demo_hf(root: Path) -> Path:
    hf = root / "hf"
    if not (hf / "config.json").is_file():
        with tempfile.TemporaryDirectory() as tmp:
            _gguf_to_hf(find_gguf(Path(tmp), log), hf)
    return hf


def ensure_variant(hf: Path, root: Path, options: tuple[str, ...]) -> tuple[Path, float]:
    out = variant_dir(root, options)
    if (out / "genai_config.json").is_file():
        return out, 0.0
    started = time.perf_counter()
    build_int4(hf, out, options)
    return out, time.perf_counter() - started


def load(folder: Path, threads: int, extra: dict[str, Any] | None = None) -> og.Model:
    config = og.Config(str(folder))
    options: dict[str, Any] = {"intra_op_num_threads": threads, **(extra or {})}
    config.overlay(json.dumps({"model": {"decoder": {"session_options": options}}}))
    return og.Model(config)


def speed(model: og.Model, rounds: int, decode: int = 64, prefill: int = 512) -> tuple[float, float]:
    rng = np.random.default_rng(0)
    ids = rng.integers(100, 40000, size=prefill).astype(np.int32)
    best_decode = best_prefill = 0.0
    for _ in range(rounds):
        params = og.GeneratorParams(model)
        params.set_search_options(max_length=prefill + decode + 8, do_sample=False)
        generator = og.Generator(model, params)
        started = time.perf_counter()
        generator.append_tokens(ids)
        best_prefill = max(best_prefill, prefill / (time.perf_counter() - started))
        generator = og.Generator(model, params)
        generator.append_tokens(ids[:16])
        generator.generate_next_token()
        started = time.perf_counter()
        for _ in range(decode - 1):
            generator.generate_next_token()
        best_decode = max(best_decode, (decode - 1) / (time.perf_counter() - started))
    return best_decode, best_prefill


def _nll(logits: np.ndarray, ids: np.ndarray) -> float:
    """Mean negative log-likelihood of ids[1:] given logits[:-1] (float64 log-softmax)."""
    rows = logits[:-1].astype(np.float64)
    rows -= rows.max(axis=1, keepdims=True)
    log_probs = rows - np.log(np.exp(rows).sum(axis=1, keepdims=True))
    return float(-log_probs[np.arange(len(ids) - 1), ids[1:]].mean())


def quality(model: og.Model, ids: np.ndarray, stepwise: int = 128) -> tuple[float, float]:
    """Perplexity of the whole text read at once, and the logit gap between that and stepwise reading."""
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=len(ids) + 8, do_sample=False)
    generator = og.Generator(model, params)
    generator.append_tokens(ids)
    whole = np.asarray(generator.get_output("logits"))[0]
    generator = og.Generator(model, params)
    rows = []
    for token in ids[:stepwise]:
        generator.append_tokens(np.asarray([token], dtype=np.int32))
        rows.append(np.asarray(generator.get_output("logits"))[0, -1])
    gap = float(np.abs(whole[:stepwise] - np.stack(rows)).max())
    return math.exp(_nll(whole, ids)), gap


def reference_perplexity(hf: Path, ids: np.ndarray) -> float:
    import torch
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(hf, dtype=torch.float32)
    with torch.no_grad():
        logits = model(torch.from_numpy(ids.astype(np.int64))[None]).logits[0].numpy()
    return math.exp(_nll(logits, ids))


def measure(name: str, hf: Path, root: Path, threads: int, rounds: int, text_ids: np.ndarray | None,
            ) -> list[dict[str, Any]]:
    rows = []
    for block, level in GRID:
        options = options_of(block, level)
        folder, build_s = ensure_variant(hf, root, options)
        model = load(folder, threads)
        decode, prefill = speed(model, rounds)
        row: dict[str, Any] = {"model": name, "block_size": block, "accuracy_level": level,
                               "decode_tok_s": round(decode, 1), "prefill_512_tok_s": round(prefill, 1),
                               "build_s": round(build_s, 1),
                               "bytes": sum(f.stat().st_size for f in folder.iterdir() if ".onnx" in f.name)}
        if text_ids is not None:
            perplexity, gap = quality(model, text_ids)
            row.update(perplexity=round(perplexity, 3), max_logit_gap=round(gap, 5))
        del model
        log(json.dumps(row))
        rows.append(row)
    return rows


def quick(threads: int) -> None:
    """The measurements, on the demo model as shipped and tiny sizes: that they run, not what they say."""
    folder = ensure_demo_model(demo_model_dir())
    model = load(folder, threads)
    ids = np.asarray(og.Tokenizer(model).encode(TEXT.read_text(encoding="utf-8")), dtype=np.int32)[:48]
    decode, prefill = speed(model, 1, decode=8, prefill=32)
    perplexity, gap = quality(model, ids, stepwise=8)
    print(json.dumps({"threads": threads, "quick": True, "decode_tok_s": round(decode, 1),
                      "prefill_32_tok_s": round(prefill, 1), "perplexity_48": round(perplexity, 3),
                      "max_logit_gap_8": round(gap, 5)}))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--skip-realistic", action="store_true")
    parser.add_argument("--quick", action="store_true", help="the shipped demo model only, tiny sizes")
    args = parser.parse_args()
    disable_library_telemetry()
    if args.quick:
        quick(args.threads)
        return
    root = resolve_paths().cache / "bench-models"
    demo_root = root / "smollm2-135m-options"
    hf = demo_hf(demo_root)
    tokenizer = og.Tokenizer(og.Config(str(ensure_variant(hf, demo_root, BUILD_OPTIONS)[0])))
    text_ids = np.asarray(tokenizer.encode(TEXT.read_text(encoding="utf-8")), dtype=np.int32)
    result: dict[str, Any] = {"threads": args.threads, "rounds": args.rounds, "text_tokens": len(text_ids),
                              "unquantized_perplexity": round(reference_perplexity(hf, text_ids), 3)}
    rows = measure("demo", hf, demo_root, args.threads, args.rounds, text_ids)
    if not args.skip_realistic:
        realistic = ensure_bench_model(LLAMA_1B, log=log)
        rows += measure("realistic", realistic.root / "hf", realistic.root, args.threads, args.rounds, None)
    chosen = variant_dir(demo_root, BUILD_OPTIONS)
    spinning = {}
    for flag in ("1", "0"):
        model = load(chosen, args.threads, {"session.intra_op.allow_spinning": flag})
        spinning[f"allow_spinning_{flag}"] = [round(v, 1) for v in speed(model, args.rounds)]
        del model
    result.update(variants=rows, spinning_demo_decode_prefill=spinning, chosen=list(BUILD_OPTIONS))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
