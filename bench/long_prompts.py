"""Long prompts against llama.cpp: prefill, time to first token and peak memory at 8k, 16k and 32k tokens,
ORT GenAI's prefill in chunks of several sizes and thread counts, and an agent's request sent twice.

On the Llama-3.2-1B-shaped bench model built with a 40,960-token context (`bench/realistic_model.py`,
`LONG_1B`: the same seeded weights; ORT GenAI int4 with the demo's options, and Q4_0 for llama.cpp):
- per size, fresh processes (so each peak is that size's own): Hearth's engine host and llama.cpp's worker
  (its context as long as the KV cache Hearth's host allocates) read the same prompt ids; Hearth's TTFT as its
  client sees it (turn sent to first token) and its host's prefill rate; llama.cpp's one `eval` (its first
  token's logits come with it; flash attention off, as llama-cpp-python loads a model, unless `--flash-attn`);
  the two processes' peak RSS over their whole life → `prefill_{n}_vs_llamacpp`, `ttft_{n}_s`,
  `peak_rss_vs_llamacpp_{n}`;
- chunks: ORT GenAI's bare loop reading the first size's prompt in `append_tokens` pieces of 128, 512, 2,048
  tokens or all at once, with each thread count up to the machine's cores (the engine host slices by time,
  `app.engine.host.prefill`): the best pair is `best_chunk`;
- agent: `main.py serve` on the model; a streamed chat completion with a long system prompt (`--agent-tokens`
  in all), 20 tool definitions and a short user turn, sent twice: `cached_second_ttft_ratio` = the second's
  TTFT ÷ the first's (goal ≤ 0.1: the second reuses the cached prefix).

    .venv/bin/python bench/long_prompts.py                    # the full run (an hour or more on 2 cores)
    .venv/bin/python bench/long_prompts.py --sizes 8192 --no-llamacpp --agent-tokens 8000
    .venv/bin/python bench/long_prompts.py --quick            # the demo model, 128 tokens, no llama.cpp: seconds
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.privacy import disable_library_telemetry, disable_telemetry_env

disable_telemetry_env()

import httpx2 as httpx  # noqa: E402
import numpy as np  # noqa: E402
import onnxruntime_genai as og  # noqa: E402

from app.accel.threads import default_thread_count  # noqa: E402
from app.engine.host.kv_budget import kv_budget  # noqa: E402
from app.system.paths import demo_model_dir  # noqa: E402
from bench._peers import Hearth, LlamaCpp, Prompts, log, peak_rss_kb  # noqa: E402
from bench.api import free_port, running  # noqa: E402
from bench.realistic_model import LONG_1B, ensure_bench_model, kv_variant  # noqa: E402
from models.demo import ensure_demo_model  # noqa: E402
from models.kv_cache import kv_value_bits  # noqa: E402

SIZES = (8192, 16384, 32768)
CHUNKS = (128, 512, 2048, 0)  # 0: the whole prompt in one append_tokens
TOOLS = 20


def per_size(folder: Path, gguf: Path | None, n: int, threads: int, prompts: Prompts, *, hearth_side: bool = True,
             flash_attn: bool = False) -> dict[str, Any]:
    """One size, fresh processes: Hearth first, then llama.cpp (never both loaded at once)."""
    content, ids = prompts.make(n, n)
    figures: dict[str, Any] = {"tokens": len(ids)}
    if hearth_side:
        hearth = Hearth(folder, threads)
        try:
            pid = hearth.host_pid()
            hearth.decode(*prompts.make(48, 1)[:1], 4)  # warm-up: weights paged in
            ttft, prefill = hearth.first_token(content, ids)
            figures.update(hearth_ttft_s=round(ttft, 2), hearth_prefill_tok_s=round(prefill, 1),
                           hearth_peak_rss_mb=round(peak_rss_kb(pid) / 1024))
        finally:
            hearth.close()
        log(f"{n}: Hearth {figures}")
    if gguf is None:
        return figures
    # Its context as long as the KV cache Hearth's host allocates for this turn (the prompt and one reply token),
    # as in bench/vs_llamacpp.py: both peaks hold a cache of the same length.
    context = int(json.loads((folder / "genai_config.json").read_text(encoding="utf-8"))["model"]["context_length"])
    llama = LlamaCpp(gguf, threads, n_ctx=kv_budget(len(ids) + 1, context, True), flash_attn=flash_attn)
    try:
        llama.prefill(prompts.make(48, 1)[1])  # warm-up
        started = time.perf_counter()
        rate = llama.prefill(ids)
        figures.update(llamacpp_ttft_s=round(time.perf_counter() - started, 2), llamacpp_prefill_tok_s=round(rate, 1),
                       llamacpp_peak_rss_mb=round(peak_rss_kb(llama.pid) / 1024))
    finally:
        llama.close()
    if hearth_side:
        figures.update(
            prefill_vs_llamacpp=round(figures["hearth_prefill_tok_s"] / figures["llamacpp_prefill_tok_s"], 3),
            peak_rss_vs_llamacpp=round(figures["hearth_peak_rss_mb"] / figures["llamacpp_peak_rss_mb"], 3))
    log(f"{n}: llama.cpp {figures}")
    return figures


def chunked(folder: Path, ids: list[int], thread_counts: Sequence[int]) -> dict[str, float]:
    """Bare ORT GenAI prefill tok/s of `ids` read in pieces of each `CHUNKS` size, for each thread count."""
    rates: dict[str, float] = {}
    for threads in thread_counts:
        config = og.Config(str(folder))
        config.overlay(json.dumps({"model": {"decoder": {"session_options": {"intra_op_num_threads": threads}}}}))
        model = og.Model(config)
        for chunk in CHUNKS:
            params = og.GeneratorParams(model)
            params.set_search_options(max_length=len(ids) + 8)
            generator = og.Generator(model, params)
            step = chunk or len(ids)
            started = time.perf_counter()
            for start in range(0, len(ids), step):
                piece = ids[start:start + step]
                if len(piece) == 1 and start:  # never a lone token after the first (`app.engine.host.prefill`)
                    break
                generator.append_tokens(np.asarray(piece, dtype=np.int32))
            rates[f"chunk_{chunk or 'all'}_threads_{threads}"] = round(len(ids) / (time.perf_counter() - started), 1)
            del generator
        del model
        log(f"chunks, {threads} threads: {rates}")
    return rates


def agent_request(system_tokens: int, tool_count: int = TOOLS) -> dict[str, Any]:
    """An agent's request: a long system prompt, `tool_count` tool definitions, a short user turn."""
    rules = " ".join(f"Rule {i}: keep edits small, run the tests in tests/unit_{i % 40}, and explain each change."
                     for i in range(max(1, system_tokens // 24)))
    tools = [{"type": "function", "function": {
        "name": f"tool_{i}", "description": f"Does task number {i} on the repository: reads, edits or runs files.",
        "parameters": {"type": "object", "properties": {
            "path": {"type": "string", "description": "A file or folder inside the repository."},
            "pattern": {"type": "string", "description": "What to look for (a regular expression)."},
            "limit": {"type": "integer", "description": "How many results at most."}},
            "required": ["path"]}}} for i in range(tool_count)]
    return {"messages": [{"role": "system", "content": f"You are a coding agent working in a repository. {rules}"},
                         {"role": "user", "content": "Which file in src/ is the largest?"}],
            "tools": tools, "max_tokens": 8, "temperature": 0, "stream": True,
            "stream_options": {"include_usage": True}}


def first_chunk_s(url: str, body: dict[str, Any]) -> tuple[float, int]:
    """(seconds to the first streamed content or tool-call delta, prompt tokens), client side."""
    started = time.perf_counter()
    first, prompt_tokens = 0.0, 0
    with httpx.Client(timeout=3600) as http, http.stream("POST", f"{url}/v1/chat/completions", json=body) as answer:
        answer.raise_for_status()
        for line in answer.iter_lines():
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            chunk = json.loads(line[6:])
            if chunk.get("usage"):
                prompt_tokens = int(chunk["usage"]["prompt_tokens"])
            for choice in chunk.get("choices", []):
                delta = choice.get("delta", {})
                if not first and (delta.get("content") or delta.get("tool_calls")):
                    first = time.perf_counter() - started
    return first, prompt_tokens


def agent(folder: Path, threads: int, system_tokens: int, tool_count: int) -> dict[str, Any]:
    port = free_port()
    command = [sys.executable, str(Path(__file__).resolve().parents[1] / "main.py"), "serve", "--port", str(port),
               "--model", str(folder), "--threads", str(threads)]
    with running(command, "/health", port) as url:
        model = httpx.get(f"{url}/health").json()["model"]
        body = {"model": model, **agent_request(system_tokens, tool_count)}
        first, prompt_tokens = first_chunk_s(url, body)
        second, _ = first_chunk_s(url, body)
    log(f"agent request: {prompt_tokens} tokens, TTFT {first:.2f} s, then {second:.2f} s")
    return {"prompt_tokens": prompt_tokens, "first_ttft_s": round(first, 2), "second_ttft_s": round(second, 3),
            "cached_second_ttft_ratio": round(second / first, 3)}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)), help="prompt lengths, in tokens")
    parser.add_argument("--threads", type=int, default=default_thread_count())
    parser.add_argument("--no-llamacpp", action="store_true", help="Hearth's side alone (no ratios)")
    parser.add_argument("--no-hearth", action="store_true", help="llama.cpp's side alone (no ratios)")
    parser.add_argument("--flash-attn", action="store_true", help="llama.cpp with flash attention (off: "
                        "llama-cpp-python's default)")
    parser.add_argument("--no-chunks", action="store_true")
    parser.add_argument("--agent-tokens", type=int, default=20000, help="the agent request's length (0: skip it)")
    parser.add_argument("--tools", type=int, default=TOOLS, help="tool definitions in the agent request")
    parser.add_argument("--kv", choices=("fp16", "int8", "int4"), help="Hearth runs the 1B model with this KV cache")
    parser.add_argument("--demo", action="store_true", help="the demo model instead of the 1B one")
    parser.add_argument("--quick", action="store_true", help="the demo model, 128 tokens, 2 tools, no llama.cpp")
    args = parser.parse_args(argv)
    if args.quick:
        args.sizes, args.no_llamacpp, args.agent_tokens, args.tools, args.demo = "128", True, 100, 2, True
    disable_library_telemetry()
    started = time.perf_counter()
    sizes = [int(s) for s in args.sizes.split(",")]
    quantizer = None
    if not args.no_llamacpp and not args.demo:
        from bench.llamacpp_env import ensure_llamacpp

        quantizer = ensure_llamacpp()
    if args.demo:
        folder, gguf = ensure_demo_model(demo_model_dir(), log), None
        if not args.no_llamacpp:
            from bench._peers import demo_gguf_q4_0
            from bench.llamacpp_env import ensure_llamacpp

            gguf = demo_gguf_q4_0(ensure_llamacpp())
    else:
        built = ensure_bench_model(LONG_1B, quantizer_python=quantizer, log=log)
        folder = kv_variant(built, args.kv, log=log) if args.kv else built.int4
        gguf = built.gguf if quantizer is not None else None
    prompts = Prompts(folder)
    result: dict[str, Any] = {"bench": "long_prompts", "quick": args.quick, "model": folder.name,
                              "kv_bits": kv_value_bits(folder), "threads": args.threads,
                              "llamacpp_flash_attn": args.flash_attn,
                              "load_avg_1min_at_start": round(os.getloadavg()[0], 2)}
    for n in sizes:
        figures = per_size(folder, gguf, n, args.threads, prompts, hearth_side=not args.no_hearth,
                           flash_attn=args.flash_attn)
        result[f"size_{n}"] = figures
        if "hearth_ttft_s" in figures:
            result[f"ttft_{n // 1024}k_s"] = figures["hearth_ttft_s"]
        for key in ("prefill_vs_llamacpp", "peak_rss_vs_llamacpp"):
            if key in figures:
                result[f"{key.removesuffix('_vs_llamacpp')}_{n // 1024}k_vs_llamacpp"] = figures[key]
    if not args.no_chunks:
        ids = prompts.make(sizes[0], 3)[1]
        rates = chunked(folder, ids, sorted({1, args.threads}))
        result["chunks"] = rates
        result["best_chunk"] = max(rates, key=rates.__getitem__)
    if args.agent_tokens:
        result["agent"] = agent(folder, args.threads, args.agent_tokens, args.tools)
        result["cached_second_ttft_ratio"] = result["agent"]["cached_second_ttft_ratio"]
    result["seconds"] = round(time.perf_counter() - started)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
