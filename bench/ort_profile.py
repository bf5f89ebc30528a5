"""Where decode and prefill time goes in ORT GenAI, from ONNX Runtime's own profiler (no guessing).

Loads the realistic benchmark model (`bench/realistic_model.py`, the demo's build options) with
`session_options.enable_profiling`, runs a 512-token prefill and then `--decode` greedy tokens
after a 128-token prompt, and splits the wall time into: MatMulNBits (the int4 weight matmuls),
GroupQueryAttention, the other ONNX nodes, ONNX Runtime's session overhead outside the nodes, and
what happens outside `session.Run` altogether (ORT GenAI's search/sampling, KV bookkeeping and
this Python loop). Prints one JSON line.

    .venv/bin/python bench/ort_profile.py [--threads 2] [--decode 32] [--model FOLDER] [--quick]

`--model` profiles another model folder (e.g. the demo model); `--quick` profiles the demo model for
four tokens (seconds: checks the bench runs); `--followup` adds a follow-up's read (32 tokens) at
position 0 and after 1,500 tokens of history, each split the same way, and the rate attention computes at in
the second (`attention_gflop_s_at_history`: what a follow-up pays that no cache can save) beside what
numpy's BLAS reaches on a product of one head's shape (`same_shape_sgemm_gflop_s`).
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.privacy import disable_library_telemetry, disable_telemetry_env

disable_telemetry_env()

import numpy as np  # noqa: E402
import onnxruntime_genai as og  # noqa: E402

from app.system.paths import demo_model_dir  # noqa: E402
from bench.realistic_model import ensure_bench_model  # noqa: E402
from models.demo import ensure_demo_model  # noqa: E402

GROUPS = {"MatMulNBits": "matmulnbits", "GroupQueryAttention": "attention"}
FOLLOWUP = 32  # tokens a follow-up reads (its message and the template's markers)
HISTORY = 1500


def split(trace: list[dict[str, Any]]) -> list[dict[str, float]]:
    """Per `model_run` (one session.Run), microseconds by group."""
    runs = sorted((e for e in trace if e.get("name") == "model_run"), key=lambda e: e["ts"])
    nodes = [e for e in trace if e.get("cat") == "Node" and e.get("name", "").endswith("_kernel_time")]
    out = []
    for run in runs:
        start, end = run["ts"], run["ts"] + run["dur"]
        parts: dict[str, float] = defaultdict(float)
        for node in nodes:
            if start <= node["ts"] < end:
                parts[GROUPS.get(node["args"].get("op_name", ""), "other_nodes")] += node["dur"]
        parts["session_overhead"] = run["dur"] - sum(parts.values())
        parts["run"] = run["dur"]
        out.append(dict(parts))
    return out


def shares(parts: list[dict[str, float]], wall_us: float) -> dict[str, float]:
    total: defaultdict[str, float] = defaultdict(float)
    for p in parts:
        for k, v in p.items():
            total[k] += v
    result = {k: round(total[k] / wall_us, 3) for k in ("matmulnbits", "attention", "other_nodes",
                                                         "session_overhead")}
    result["outside_session_run"] = round(1 - total["run"] / wall_us, 3)
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--decode", type=int, default=32)
    parser.add_argument("--model", type=Path, help="a model folder instead of the realistic benchmark model")
    parser.add_argument("--quick", action="store_true", help="the demo model, 4 tokens: checks the bench runs")
    parser.add_argument("--followup", action="store_true",
                        help=f"also a {FOLLOWUP}-token read at position 0 and after {HISTORY} tokens of history")
    args = parser.parse_args()
    disable_library_telemetry()
    if args.quick:
        args.decode, args.model = 4, args.model or ensure_demo_model(demo_model_dir())
    folder = args.model or ensure_bench_model(log=lambda m: print(m, file=sys.stderr)).int4
    with tempfile.TemporaryDirectory() as tmp:
        prefix = str(Path(tmp) / "ort")
        config = og.Config(str(folder))
        config.overlay(json.dumps({"model": {"decoder": {"session_options": {
            "intra_op_num_threads": args.threads, "enable_profiling": prefix}}}}))
        model = og.Model(config)
        rng = np.random.default_rng(1)
        params = og.GeneratorParams(model)
        params.set_search_options(max_length=2048, do_sample=False)
        marks = {}
        generator = og.Generator(model, params)
        started = time.perf_counter()
        generator.append_tokens(rng.integers(100, 40000, 512).astype(np.int32))
        marks["prefill"] = (started, time.perf_counter())
        generator = og.Generator(model, params)
        generator.append_tokens(rng.integers(100, 40000, 128).astype(np.int32))
        generator.generate_next_token()
        started = time.perf_counter()
        for _ in range(args.decode - 1):
            generator.generate_next_token()
        marks["decode"] = (started, time.perf_counter())
        if args.followup:  # a follow-up's read: FOLLOWUP tokens at position 0, then at HISTORY
            for position in (0, HISTORY):
                generator = og.Generator(model, params)
                if position:
                    generator.append_tokens(rng.integers(100, 40000, position).astype(np.int32))
                started = time.perf_counter()
                generator.append_tokens(rng.integers(100, 40000, FOLLOWUP).astype(np.int32))
                marks[f"read_{FOLLOWUP}_at_{position}"] = (started, time.perf_counter())
        del generator, params, model  # ends the session: the profile is written
        gc.collect()
        files = sorted(Path(tmp).glob("ort*.json"), key=lambda f: f.stat().st_size)
        print([(f.name, f.stat().st_size) for f in files], file=sys.stderr)
        trace = json.loads(files[-1].read_text())
    runs = split(trace)
    # run 0 is the 512-token prefill, run 1 the 128-token prompt, then the decode steps, then (--followup)
    # the read at 0, the history, the read after the history
    followup = runs[-3:] if args.followup else []
    runs = runs[:-3] if args.followup else runs
    decode_runs = runs[-(args.decode - 1):]
    prefill_wall = (marks["prefill"][1] - marks["prefill"][0]) * 1e6
    decode_wall = (marks["decode"][1] - marks["decode"][0]) * 1e6

    def wall(position: int) -> float:
        begun, ended = marks[f"read_{FOLLOWUP}_at_{position}"]
        return (ended - begun) * 1e6
    print(json.dumps({
        "threads": args.threads, "model": folder.name, "session_runs": len(runs),
        "prefill_512": {"wall_ms": round(prefill_wall / 1000), **shares(runs[:1], prefill_wall)},
        "decode": {"tokens": args.decode - 1, "ms_per_token": round(decode_wall / 1000 / (args.decode - 1), 1),
                   **shares(decode_runs, decode_wall)},
        **({f"read_{FOLLOWUP}_at_{position}": {"wall_ms": round(wall(position) / 1000, 1),
                                               **shares([run], wall(position))}
            for position, run in ((0, followup[0]), (HISTORY, followup[2]))} if followup else {}),
        **(attention_figures(folder, followup[2]) if followup else {}),
    }))


def attention_figures(folder: Path, run: dict[str, float]) -> dict[str, float]:
    """Attention's rate in the read after the history, beside what BLAS reaches on the same shape."""
    decoder = json.loads((folder / "genai_config.json").read_text(encoding="utf-8"))["model"]["decoder"]
    return {"attention_gflop_s_at_history": attention_rate(decoder, run),
            "same_shape_sgemm_gflop_s": same_shape_sgemm_rate(int(decoder["head_size"]))}


def attention_rate(decoder: dict[str, Any], run: dict[str, float]) -> float:
    """GroupQueryAttention's arithmetic rate in the read after the history: exact attention's floating-point
    operations (queries × keys, then weights × values: 2 × 2 × new tokens × positions × head size, per query
    head and layer) per second of its kernels."""
    if not run.get("attention"):  # a model without GroupQueryAttention
        return 0.0
    per_head = int(decoder["head_size"]) * int(decoder["num_attention_heads"]) * int(decoder["num_hidden_layers"])
    flop = 4 * FOLLOWUP * (HISTORY + FOLLOWUP) * per_head
    return round(flop / (run["attention"] / 1e6) / 1e9, 1)


def same_shape_sgemm_rate(head: int) -> float:
    """What numpy's BLAS (OpenBLAS, with the threads it chooses) reaches here on one head's product of the
    same shape (new tokens × head size by head size × positions), best of 50: how near attention is to it."""
    rng = np.random.default_rng(0)
    queries = rng.random((FOLLOWUP, head), dtype=np.float32)
    keys = rng.random((head, HISTORY + FOLLOWUP), dtype=np.float32)
    best = float("inf")
    for _ in range(50):
        started = time.perf_counter()
        queries @ keys
        best = min(best, time.perf_counter() - started)
    return round(2 * FOLLOWUP * head * (HISTORY + FOLLOWUP) / best / 1e9, 1)


if __name__ == "__main__":
    main()
