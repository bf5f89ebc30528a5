"""A smaller KV cache on the CPU, three ways, against the float32 cache ORT GenAI 0.18's builder makes:
float16 (the attention run in float16: a graph change of Hearth's own), int8 and int4 (the builder's
`kv_cache_quant_scheme` with scales calibrated on the float32 build); see `models.kv_cache`.

This bench builds the demo model's variants beside the float32 one from the same weights and builder options,
then measures, side by side in one run:
- `kv_bytes_per_token` of each (layers × KV heads × head size × 2 × bytes per value);
- prefill and decode tokens a second (bare ORT GenAI loop, best of `--reps` rounds in which the variants take
  turns), and the ratio to float32;
- perplexity of `bench/data/english.txt` read 64 tokens at a time (each chunk attends to the cache written
  before it), and its ratio to float32's;
- greedy agreement with float32: over `--prompts` chat prompts, the index of the first generated token that
  differs (`None`: all `--tokens` agree), and how many of the prompts agree to the end;
- `shared_matches_unshared`: the first quantized variant as shipped (its buffer shared, written in place)
  gives the same greedy tokens as the builder's form (copied every token).

    .venv/bin/python bench/kv_cache.py --quick      # the float16 variant only, 2 prompts × 8 tokens (CI)
    .venv/bin/python bench/kv_cache.py              # 20 prompts × 64 tokens, 1,024-token prompt, all three
    .venv/bin/python bench/kv_cache.py --realistic --schemes fp16 --reps 3   # the 1B model at 1k and 4k tokens
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

from app.accel.threads import default_thread_count  # noqa: E402
from app.system.paths import demo_model_dir, resolve_paths  # noqa: E402
from models.demo import ensure_demo_model  # noqa: E402
from models.fit import kv_shape_from_config  # noqa: E402
from models.kv_cache import SCHEMES, demo_kv_variant, kv_value_bits  # noqa: E402

TEXT = Path(__file__).with_name("data") / "english.txt"
PROMPTS = (
    "What is a lighthouse for?", "Write a haiku about autumn rain.", "Explain recursion to a child.",
    "List three uses of baking soda.", "Why is the sky blue?", "Give me a name for a grey cat.",
    "How do I boil an egg?", "What is the capital of France, and why is it famous?",
    "Summarise the plot of Romeo and Juliet.", "Write a Python function that reverses a string.",
    "What does a compiler do?", "Suggest a weekend plan in the mountains.", "How do bees make honey?",
    "Translate 'good morning' into Spanish and German.", "What is photosynthesis?",
    "Write a limerick about a programmer.", "Why do we have seasons?", "How does a bicycle stay upright?",
    "Describe the taste of a lemon.", "What should I pack for a beach trip?",
)


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def load(folder: Path) -> tuple[og.Model, og.Tokenizer]:
    config = og.Config(str(folder))
    config.overlay(json.dumps({"model": {"decoder": {"session_options": {
        "intra_op_num_threads": default_thread_count()}}}}))
    model = og.Model(config)
    return model, og.Tokenizer(model)


def speed(model: og.Model, tokenizer: og.Tokenizer, prompt: int, decode: int, reps: int) -> tuple[float, float]:
    """Best-of-`reps` (prefill tok/s of a `prompt`-token read, decode tok/s of `decode` tokens after it)."""
    ids = np.asarray(tokenizer.encode(" ".join(f"word{i}" for i in range(prompt)))[:prompt], dtype=np.int32)
    best = (0.0, 0.0)
    for _ in range(reps):
        params = og.GeneratorParams(model)
        params.set_search_options(max_length=len(ids) + decode + 8, do_sample=False)
        generator = og.Generator(model, params)
        started = time.perf_counter()
        generator.append_tokens(ids)
        generator.generate_next_token()
        prefill = len(ids) / (time.perf_counter() - started)
        started = time.perf_counter()
        for _ in range(decode):
            generator.generate_next_token()
        best = (max(best[0], prefill), max(best[1], decode / (time.perf_counter() - started)))
    return best


def greedy(model: og.Model, tokenizer: og.Tokenizer, prompt: str, tokens: int) -> list[int]:
    text = tokenizer.apply_chat_template(json.dumps([{"role": "user", "content": prompt}]), add_generation_prompt=True)
    ids = tokenizer.encode(text)
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=len(ids) + tokens, do_sample=False)
    generator = og.Generator(model, params)
    generator.append_tokens(ids)
    out: list[int] = []
    while len(out) < tokens and not generator.is_done():
        generator.generate_next_token()
        out.append(int(generator.get_next_tokens()[0]))
    return out


def perplexity(model: og.Model, ids: np.ndarray, chunk: int = 64) -> float:
    """Perplexity of `ids` read in `chunk`-token appends, so each later token attends to a cache written (and,
    quantized, rounded) before it, as in a conversation."""
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=len(ids) + 8, do_sample=False)
    generator = og.Generator(model, params)
    rows = []
    for start in range(0, len(ids), chunk):
        generator.append_tokens(ids[start:start + chunk])
        rows.append(np.asarray(generator.get_output("logits"))[0].astype(np.float64))
    logits = np.concatenate(rows)[:-1]
    logits -= logits.max(axis=1, keepdims=True)
    log_probs = logits - np.log(np.exp(logits).sum(axis=1, keepdims=True))
    return math.exp(float(-log_probs[np.arange(len(ids) - 1), ids[1:]].mean()))


def first_difference(a: list[int], b: list[int]) -> int | None:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                None if len(a) == len(b) else min(len(a), len(b)))


def unshared_copy(folder: Path, work: Path) -> Path:
    """`folder` as the builder left it (`past_present_share_buffer` off): its files linked, its config edited."""
    copy = work / f"{folder.name}-unshared"
    copy.mkdir(parents=True, exist_ok=True)
    for item in folder.iterdir():
        if item.name != "genai_config.json" and not (copy / item.name).exists():
            (copy / item.name).symlink_to(item)
    config = json.loads((folder / "genai_config.json").read_text(encoding="utf-8"))
    config["search"]["past_present_share_buffer"] = False
    (copy / "genai_config.json").write_text(json.dumps(config), encoding="utf-8")
    return copy


def kv_bytes_per_token(folder: Path) -> int:
    decoder = json.loads((folder / "genai_config.json").read_text(encoding="utf-8"))["model"]["decoder"]
    shape = kv_shape_from_config(decoder)
    assert shape is not None
    return shape.layers * shape.kv_heads * shape.head_size * 2 * kv_value_bits(folder) // 8


def realistic(args: argparse.Namespace) -> None:
    """The 1B bench model (random weights: sizes and speeds only) as built and with each smaller cache; the
    variants take turns in every round at each prompt length."""
    from bench.realistic_model import LLAMA_1B, TINY, ensure_bench_model, kv_variant

    built = ensure_bench_model(TINY if args.tiny else LLAMA_1B, tokenizer_dir=args.tokenizer, log=log)
    folders = {"fp32": built.int4, **{s: kv_variant(built, s, log=log) for s in filter(None, args.schemes.split(","))}}
    loaded = {name: load(folder) for name, folder in folders.items()}
    result: dict[str, Any] = {"bench": "kv_cache", "realistic": built.root.name, "threads": default_thread_count(),
                              "kv_bytes_per_token": {n: kv_bytes_per_token(f) for n, f in folders.items()}}
    for length in (int(n) for n in args.speed_at.split(",")):
        rates = {name: (0.0, 0.0) for name in folders}
        for _ in range(args.reps):
            for name, (model, tokenizer) in loaded.items():
                prefill, decode = speed(model, tokenizer, length, args.decode, 1)
                rates[name] = (max(rates[name][0], prefill), max(rates[name][1], decode))
        base = rates["fp32"]
        result[f"at_{length}"] = {name: {"prefill_tok_s": round(r[0], 1), "decode_tok_s": round(r[1], 1),
                                         "prefill_vs_fp32": round(r[0] / base[0], 3),
                                         "decode_vs_fp32": round(r[1] / base[1], 3)} for name, r in rates.items()}
        log(f"{length}: {result[f'at_{length}']}")
    print(json.dumps(result))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="float16 only (no build), 2 prompts, 8 tokens, tiny runs")
    parser.add_argument("--schemes", default="fp16,int8,int4", help=f"beside float32 ({', '.join(SCHEMES)})")
    parser.add_argument("--prompts", type=int, default=len(PROMPTS))
    parser.add_argument("--tokens", type=int, default=64)
    parser.add_argument("--prompt", type=int, default=1024, help="prefill length for the speed run")
    parser.add_argument("--decode", type=int, default=128)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--text-tokens", type=int, default=2048, help="of bench/data/english.txt, for perplexity")
    parser.add_argument("--realistic", action="store_true", help="the 1B bench model: sizes and speeds only")
    parser.add_argument("--tiny", action="store_true", help="with --realistic: a tiny shape (checks the bench)")
    parser.add_argument("--tokenizer", type=Path, help="with --realistic: the demo tokenizer's folder")
    parser.add_argument("--speed-at", default="1024,4096", help="with --realistic: prompt lengths")
    args = parser.parse_args()
    if args.realistic:
        disable_library_telemetry()
        realistic(args)
        return
    if args.quick:  # the float16 variant alone beside the demo: a graph change, no build (CI stays lean)
        args.schemes, args.prompts, args.tokens, args.prompt, args.decode, args.reps = "fp16", 2, 8, 64, 8, 1
        args.text_tokens = 128
    disable_library_telemetry()
    root = resolve_paths().cache / "kv-cache"
    base = ensure_demo_model(demo_model_dir(), log)  # the demo as shipped: the builder's float32 cache
    folders = {"fp32": base}
    build_s: dict[str, float] = {}
    for scheme in filter(None, args.schemes.split(",")):
        started = time.perf_counter()
        # float16: the graph changed (weights linked); int8/int4: rebuilt with calibrated scales
        folders[scheme] = demo_kv_variant(base, scheme, root, log=log)
        build_s[scheme] = round(time.perf_counter() - started, 1)
    prompts = PROMPTS[:args.prompts]
    results: dict[str, dict[str, Any]] = {}
    reference: list[list[int]] = []
    loaded = {name: load(folder) for name, folder in folders.items()}  # the demo is small: all at once
    rates: dict[str, tuple[float, float]] = {name: (0.0, 0.0) for name in folders}
    for _ in range(args.reps):  # the variants take turns in every round, so the machine's noise hits each alike
        for name, (model, tokenizer) in loaded.items():
            prefill, decode = speed(model, tokenizer, args.prompt, args.decode, 1)
            rates[name] = (max(rates[name][0], prefill), max(rates[name][1], decode))
    for name, folder in folders.items():
        model, tokenizer = loaded.pop(name)
        prefill, decode = rates[name]
        runs = [greedy(model, tokenizer, p, args.tokens) for p in prompts]
        text = np.asarray(tokenizer.encode(TEXT.read_text(encoding="utf-8")), dtype=np.int32)[:args.text_tokens]
        figures: dict[str, Any] = {"kv_bytes_per_token": kv_bytes_per_token(folder),
                                   "perplexity": round(perplexity(model, text), 3),
                                   "prefill_tok_s": round(prefill, 1), "decode_tok_s": round(decode, 1)}
        if name == "fp32":
            reference = runs
        else:
            firsts = [first_difference(r, g) for r, g in zip(reference, runs, strict=True)]
            base_figures = results["fp32"]
            figures.update(
                kv_vs_fp32=round(figures["kv_bytes_per_token"] / base_figures["kv_bytes_per_token"], 3),
                prefill_vs_fp32=round(prefill / base_figures["prefill_tok_s"], 3),
                decode_vs_fp32=round(decode / base_figures["decode_tok_s"], 3),
                perplexity_vs_fp32=round(figures["perplexity"] / base_figures["perplexity"], 4),
                first_difference=firsts, agree_to_end=sum(f is None for f in firsts),
                build_s=build_s.get(name))
        results[name] = figures
        del model, tokenizer
        log(f"{name}: {figures}")
    first = next((name for name in folders if name in ("int8", "int4")), None)
    shared_ok = None
    if first is not None:  # the shipped form (buffer shared, written in place) against the builder's (copied)
        with tempfile.TemporaryDirectory() as work:
            model, tokenizer = load(unshared_copy(folders[first], Path(work)))
            unshared = [greedy(model, tokenizer, p, args.tokens) for p in prompts]
            del model, tokenizer
        model, tokenizer = load(folders[first])
        shared_ok = unshared == [greedy(model, tokenizer, p, args.tokens) for p in prompts]
        del model, tokenizer
    print(json.dumps({"bench": "kv_cache", "shared_matches_unshared": shared_ok, "quick": args.quick,
                      "prompts": len(prompts), "tokens": args.tokens,
                      "speed_prompt": args.prompt, "speed_decode": args.decode, "variants": results}))


if __name__ == "__main__":
    main()
