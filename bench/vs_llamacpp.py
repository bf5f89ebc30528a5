"""Hearth against llama.cpp on the same weights, same threads, same run; and the machine's bandwidth.

For the demo model (SmolLM2-135M) and the realistic benchmark model (Llama-3.2-1B's shape, random
weights: `bench/realistic_model.py`), Hearth through its engine host (`EngineClient`, as the app
runs it) and llama.cpp (llama-cpp-python from `bench/llamacpp_env.py`, Q4_0, in its own process:
`bench/llamacpp_worker.py`) are given the very same prompt token ids:

- decode tok/s after a 128- and a 2,048-token prompt (greedy, first reply token to last);
- prefill tok/s of a 512- and a 4,096-token prompt (Hearth: the host's own prefill time of the
  tokens not already cached; llama.cpp: one `eval`);
best of `--rounds` (prompts under 2,048 tokens) and `--long-rounds` (the others: a 4,096-token
prefill of the 1B model takes a minute or more on 2 cores), the engines alternating within each
round so machine noise hits both alike (decode: Hearth first, since it sets the token count when the
demo model ends its reply).

Also measured in the same run: memory bandwidth (`app.accel.bandwidth.triad_gbs`, the app's own triad, on
the same threads), from which `decode_vs_bandwidth` = the realistic model's int4 weight bytes ×
its decode tok/s (after 128 tokens) ÷ bandwidth — the share of the memory's speed decode achieves,
every weight being read once per token; the `models.speed` predictor's error on both models; and
the engine host's memory over the same turns, up to a 4,096-token conversation (its peak RSS against
weights + KV cache, both for the conversation and as allocated, and what unloading gives back to
the OS), and llama.cpp's beside it: `peak_rss_vs_llamacpp` is the host's peak over its whole life ÷ the
llama.cpp worker's (its context set to the tokens Hearth's KV budget allocates: both hold the same cache
length), and `kv_bytes_per_token_vs_llamacpp` the cache's bytes a token in the model's own type (float32,
or int8: `models.kv_cache`) ÷ llama.cpp's f16.

Prints human lines on stderr and one JSON line on stdout.

    .venv/bin/python bench/vs_llamacpp.py [--rounds 3] [--threads 2] [--decode 48] [--hearth-only]

`--long`: prefill, time to first token and both engines' peak memory at 8k, 16k and 32k tokens, and an agent's
request sent twice (`bench/long_prompts.py`, whose options follow).

`--hearth-only`: Hearth's side alone (its rates and the host's memory, no ratios), without building
llama.cpp (10+ minutes of compiling on 2 cores); `--memory-only`: the host's memory alone, over one
4,096-token conversation on the realistic model (minutes instead of an hour on 2 cores).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.privacy import disable_library_telemetry, disable_telemetry_env

disable_telemetry_env()

from app.accel.bandwidth import triad_gbs  # noqa: E402
from app.engine.host.kv_budget import kv_budget  # noqa: E402
from app.system.paths import demo_model_dir  # noqa: E402
from bench._peers import (  # noqa: E402
    Hearth,
    LlamaCpp,
    ModelUnderTest,
    Prompts,
    available_mb,
    demo_gguf_q4_0,
    log,
    peak_rss_kb,
    rss_kb,
)
from bench.llamacpp_env import ensure_llamacpp  # noqa: E402
from bench.realistic_model import BenchModel, ensure_bench_model, kv_variant  # noqa: E402
from models.demo import BUILD_OPTIONS, ensure_demo_model  # noqa: E402
from models.fit import KvShape, kv_shape_from_config, weights_bytes  # noqa: E402
from models.kv_cache import kv_value_bits  # noqa: E402
from models.speed import predict_decode  # noqa: E402

PREFILLS = (512, 4096)
DECODE_AFTER = (128, 2048)
LLAMACPP_KV_BITS = 16  # llama.cpp's default cache type (type_k / type_v f16), which the worker asks for


# ---- measurements ---------------------------------------------------------------------------


LONG = 2048  # prompts this long are measured `--long-rounds` times (a 4,096-token prefill of 1B: minutes)


def measure_model(model: ModelUnderTest, threads: int, rounds: int, long_rounds: int, decode: int,
                  prefills: tuple[int, ...] = PREFILLS, contexts: tuple[int, ...] = DECODE_AFTER, peer: bool = True,
                  flash_attn: bool = False) -> tuple[dict[str, Any], dict[str, Any]]:
    """Best rates of both engines (Hearth's alone without `peer`), and the engine host's memory over the
    same turns."""
    prompts = Prompts(model.folder)
    longest = max(max(prefills) + 1, max(contexts, default=0) + decode)
    config = json.loads((model.folder / "genai_config.json").read_text(encoding="utf-8"))
    kv_tokens = kv_budget(longest, int(config["model"]["context_length"]), True)
    # llama.cpp allocates its whole context up front, as Hearth's host does its KV budget: the same token count
    llama = LlamaCpp(model.gguf, threads, n_ctx=kv_tokens, flash_attn=flash_attn) if peer else None
    available_before = available_mb()
    hearth = Hearth(model.folder, threads)
    best: dict[str, float] = {}

    def keep(key: str, value: float) -> None:
        best[key] = max(best.get(key, 0.0), value)

    try:
        pid = hearth.host_pid()
        loaded_rss, load_peak = rss_kb(pid, "VmRSS"), rss_kb(pid, "VmHWM")
        Path(f"/proc/{pid}/clear_refs").write_text("5")  # resets VmHWM: the conversations' own peak from here
        content, ids = prompts.make(64, 1)  # warm-up: weights paged in, kernels' buffers allocated
        hearth.decode(content, 8)
        if llama is not None:
            llama.decode(ids, 8)
        for r in range(max(rounds, long_rounds)):
            def due(n: int, r: int = r) -> bool:
                return r < (long_rounds if n >= LONG else rounds)

            order = (0, 1) if r % 2 == 0 else (1, 0)
            for n in filter(due, prefills):
                content, ids = prompts.make(n, 100 * r + n)
                for engine in order:
                    if engine == 0:
                        keep(f"hearth_prefill_{n}", hearth.prefill(content, ids))
                    elif llama is not None:
                        keep(f"llamacpp_prefill_{n}", llama.prefill(ids))
            for n in filter(due, contexts):
                content, ids = prompts.make(n, 100 * r + n + 7)
                rate, generated = hearth.decode(content, decode)  # Hearth first: it sets the count
                keep(f"hearth_decode_after_{n}", rate)
                if llama is not None:
                    keep(f"llamacpp_decode_after_{n}", llama.decode(ids, generated))
            log(f"{model.name} round {r + 1}: " + ", ".join(f"{k} {v:.1f}" for k, v in sorted(best.items())))
        peak = rss_kb(pid, "VmHWM")
        llama_peak = peak_rss_kb(llama.pid) if llama is not None else 0
        available_during = available_mb()
    finally:
        hearth.close()
        time.sleep(1.0)
        available_after = available_mb()  # before llama.cpp's worker ends: Hearth's host alone
        if llama is not None:
            llama.close()
    kv = kv_shape_from_config(config)
    assert isinstance(kv, KvShape)
    weights = weights_bytes((f.name, f.stat().st_size) for f in model.folder.iterdir())
    kv_token = kv.bytes_per_token(1) * kv_value_bits(model.folder) // 8  # the cache's own type (float32, int8…)
    kv_allocated, kv_conversation = kv_token * kv_tokens, kv_token * longest
    overall = max(peak, load_peak)  # the host's peak over its whole life, as llama.cpp's worker's is read
    memory = {
        "longest_conversation_tokens": longest, "weights_mb": round(weights / 2**20),
        "kv_bytes_per_token": kv_token, "kv_mb_for_the_conversation": round(kv_conversation / 2**20),
        "kv_tokens_allocated": kv_tokens, "kv_mb_allocated": round(kv_allocated / 2**20),
        "host_rss_loaded_mb": round(loaded_rss / 1024), "host_peak_rss_while_loading_mb": round(load_peak / 1024),
        "host_peak_rss_mb": round(peak / 1024),
        "peak_vs_weights_kv_allocated": round(peak * 1024 / (weights + kv_allocated), 3),
        "peak_vs_weights_kv_conversation": round(peak * 1024 / (weights + kv_conversation), 3),
        "available_before_load_mb": available_before, "available_loaded_mb": available_during,
        "available_after_unload_mb": available_after,
        "returned_on_unload_mb": available_after - available_during,
    }
    if llama is not None:
        llama_kv = kv.bytes_per_token(1) * LLAMACPP_KV_BITS // 8
        memory.update(llamacpp_peak_rss_mb=round(llama_peak / 1024), host_overall_peak_rss_mb=round(overall / 1024),
                      peak_rss_vs_llamacpp=round(overall / llama_peak, 3), llamacpp_kv_bytes_per_token=llama_kv,
                      kv_bytes_per_token_vs_llamacpp=round(kv_token / llama_kv, 3))
    return {k: round(v, 1) for k, v in sorted(best.items())}, memory


def quick(threads: int) -> None:
    """Hearth's measurements alone (llama.cpp is the peer: not needed to check the bench runs)."""
    folder = ensure_demo_model(demo_model_dir(), log)
    prompts = Prompts(folder)
    hearth = Hearth(folder, threads)
    try:
        prefill = hearth.prefill(*prompts.make(64, 1))
        decode, generated = hearth.decode(prompts.make(32, 2)[0], 4)
    finally:
        hearth.close()
    print(json.dumps({"quick": True, "threads": threads, "hearth_prefill_64": round(prefill, 1),
                      "hearth_decode_after_32": round(decode, 1), "generated": generated}))


def hearth_only(args: argparse.Namespace) -> None:
    """Hearth's figures and the host's memory on the realistic model (and the demo), no llama.cpp."""
    realistic = ensure_bench_model(options=tuple(args.options.split()), log=log)
    models = [ModelUnderTest("realistic", hearth_build(realistic, args), realistic.gguf)]
    if not args.skip_demo:
        models.append(ModelUnderTest("demo", ensure_demo_model(demo_model_dir(), log), Path()))
    result: dict[str, Any] = {"threads": args.threads, "rounds": args.rounds, "long_rounds": args.long_rounds,
                              "decode_tokens": args.decode, "realistic_options": args.options, "hearth_only": True}
    for model in models[:1] if args.memory_only else models:
        if args.memory_only:
            figures, memory = measure_model(model, args.threads, 1, 1, args.decode, (max(PREFILLS),), (), peer=False)
        else:
            figures, memory = measure_model(model, args.threads, args.rounds, args.long_rounds, args.decode, peer=False)
        result[model.name] = {**figures, "memory": memory}
    result["peak_vs_weights_kv_conversation"] = result["realistic"]["memory"]["peak_vs_weights_kv_conversation"]
    print(json.dumps(result))


def hearth_build(realistic: BenchModel, args: argparse.Namespace) -> Path:
    """The realistic model's build Hearth runs: as built, or with the `--kv` cache type (`models.kv_cache`)."""
    return kv_variant(realistic, args.kv, tuple(args.options.split()), log) if args.kv else realistic.int4


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3, help="best of this many, for prompts under 2,048 tokens")
    parser.add_argument("--long-rounds", type=int, default=1, help="best of this many, for the longer prompts")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--decode", type=int, default=48, help="tokens generated per decode measurement")
    parser.add_argument("--skip-demo", action="store_true")
    parser.add_argument("--kv", choices=("fp16", "int8", "int4"), help="Hearth runs the 1B model with this KV cache")
    parser.add_argument("--options", default=" ".join(BUILD_OPTIONS),
                        help="the realistic model's builder options (default: the demo model's)")
    parser.add_argument("--smoke", action="store_true", help="tiny prompts, to check the bench runs (no figures)")
    parser.add_argument("--hearth-only", action="store_true",
                        help="Hearth's rates and memory alone, without llama.cpp (no ratios)")
    parser.add_argument("--memory-only", action="store_true",
                        help="the host's memory over one 4,096-token conversation on the realistic model, no llama.cpp")
    parser.add_argument("--flash-attn", action="store_true",
                        help="llama.cpp with flash attention (off: llama-cpp-python's default)")
    parser.add_argument("--long", action="store_true",
                        help="prefill, TTFT and peak memory at 8k/16k/32k and the agent request: bench/long_prompts.py")
    parser.add_argument("--quick", action="store_true",
                        help="Hearth's side only, on the demo model, tiny prompts: seconds, no llama.cpp")
    args, rest = parser.parse_known_args()
    if args.long:  # the long-prompt bench takes its own options (`--sizes`, `--no-llamacpp`…)
        from bench import long_prompts

        shared = ["--threads", str(args.threads), *(["--kv", args.kv] if args.kv else []),
                  *(["--quick"] if args.quick else []), *(["--flash-attn"] if args.flash_attn else [])]
        # ^ options both parsers know, read by this one first
        long_prompts.main(rest + shared)
        return
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    disable_library_telemetry()
    if args.quick:
        quick(args.threads)
        return
    started = time.perf_counter()
    if args.hearth_only or args.memory_only:
        hearth_only(args)
        return
    quantizer = ensure_llamacpp()
    realistic = ensure_bench_model(options=tuple(args.options.split()), quantizer_python=quantizer, log=log)
    demo_folder = ensure_demo_model(demo_model_dir(), log)
    bandwidth = triad_gbs(threads=args.threads)
    log(f"memory bandwidth (triad, {args.threads} threads): {bandwidth:.1f} GB/s")
    result: dict[str, Any] = {"threads": args.threads, "rounds": args.rounds, "long_rounds": args.long_rounds,
                              "decode_tokens": args.decode, "llamacpp_flash_attn": args.flash_attn,
                              "realistic_options": args.options, "bandwidth_gbs": round(bandwidth, 2)}
    models = [ModelUnderTest("realistic", hearth_build(realistic, args), realistic.gguf)]
    if not args.skip_demo:
        models.append(ModelUnderTest("demo", demo_folder, demo_gguf_q4_0(quantizer)))
    for model in models:
        if args.smoke:
            log(json.dumps(measure_model(model, args.threads, 1, 1, 4, (64,), (32,))))
            continue
        figures, memory = measure_model(model, args.threads, args.rounds, args.long_rounds, args.decode,
                                        flash_attn=args.flash_attn)
        weights = weights_bytes((f.name, f.stat().st_size) for f in model.folder.iterdir())
        measured = figures["hearth_decode_after_128"]
        predicted = predict_decode(weights, bandwidth)
        result[model.name] = {
            **figures, "weights_bytes": weights,
            "gguf_q4_0_bytes": model.gguf.stat().st_size,
            "decode_ratio_after_128": round(measured / figures["llamacpp_decode_after_128"], 3),
            "decode_ratio_after_2048": round(figures["hearth_decode_after_2048"]
                                             / figures["llamacpp_decode_after_2048"], 3),
            "prefill_ratio_512": round(figures["hearth_prefill_512"] / figures["llamacpp_prefill_512"], 3),
            "prefill_ratio_4096": round(figures["hearth_prefill_4096"] / figures["llamacpp_prefill_4096"], 3),
            "predicted_decode_tok_s": round(predicted, 1),
            "predictor_error": round(predicted / measured - 1, 3),
            "memory": memory,
        }
    if args.smoke:
        return
    real = result["realistic"]
    result["peak_rss_vs_llamacpp"] = real["memory"]["peak_rss_vs_llamacpp"]  # over a 4,096-token conversation
    result["kv_bytes_per_token_vs_llamacpp"] = real["memory"]["kv_bytes_per_token_vs_llamacpp"]
    result["decode_vs_llamacpp"] = real["decode_ratio_after_128"]
    result["prefill_vs_llamacpp"] = real["prefill_ratio_4096"]
    result["decode_vs_bandwidth"] = round(real["weights_bytes"] * real["hearth_decode_after_128"]
                                          / (bandwidth * 1e9), 3)
    result["build"] = realistic.build_s
    result["bandwidth_end_gbs"] = round(triad_gbs(threads=args.threads), 2)
    result["seconds"] = round(time.perf_counter() - started)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
