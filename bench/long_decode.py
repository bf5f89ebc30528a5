"""Decode as the context grows: ORT GenAI with the builder's float32 cache and with Hearth's float16 one,
against llama.cpp with flash attention off and on, on the same weights and the same tokens.

`bench/vs_llamacpp.py` decodes after 2,048 tokens at most; a coding agent's conversation decodes after 20,000.
Each engine reads one stream of tokens in pieces of 2,048 (`best_chunk`, bench/README.md) into a cache sized
for the last point, and at each point (`--at`) decodes `--decode` greedy tokens, timed from the first generated
token; then it reads on to the next point. One engine at a time, in its own turn:
- ORT GenAI's bare loop (what the engine host runs per token), on the 1B shape with a 40,960-token context
  (`bench.realistic_model.LONG_1B`): the float32 cache as the builder makes it, and the float16 one as Hearth
  runs it where memory is short (`models.half_cache.overlay`: the same graph copy, the same overlay);
- llama.cpp (llama-cpp-python, Q4_0 of the same weights, its context the same length): flash attention off,
  as llama-cpp-python loads a model, and on, as llama.cpp's own CLI and server do on the CPU.

Prints per point the four rates, `fp16_vs_fp32` and each cache's ratio to each llama.cpp; the figures that
decide when Hearth keeps its cache in float16 (`models.half_cache`).

    .venv/bin/python bench/long_decode.py                     # 1k-16k, both caches, llama.cpp both ways: ~40 min
    .venv/bin/python bench/long_decode.py --at 8192,32768     # further (32k: about an hour a side on 2 cores)
    .venv/bin/python bench/long_decode.py --quick             # the demo model, 256 and 512 tokens, no llama.cpp
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.privacy import disable_library_telemetry, disable_telemetry_env

disable_telemetry_env()

import numpy as np  # noqa: E402
import onnxruntime_genai as og  # noqa: E402

from app.accel.threads import default_thread_count  # noqa: E402
from app.system.paths import demo_model_dir  # noqa: E402
from bench._peers import LlamaCpp, log  # noqa: E402
from bench.realistic_model import LONG_1B, ensure_bench_model  # noqa: E402
from models import half_cache  # noqa: E402
from models.demo import ensure_demo_model  # noqa: E402

POINTS = (1024, 2048, 4096, 8192, 16384)
PIECE = 2048  # tokens a read: the best chunk on 2 threads (bench/long_prompts.py)
ROOM = 256  # cache tokens past the last point, for the decoded ones


def stream(last: int, vocab: int) -> list[int]:
    """The tokens both engines read: seeded, from the vocabulary's body (no special tokens)."""
    return [int(t) for t in np.random.default_rng(41).integers(1000, vocab, size=last)]


def sweep(points: Sequence[int], ids: list[int], read: Callable[[list[int]], None],
          decode: Callable[[], float]) -> dict[str, float]:
    """Reads `ids` up to each point in pieces, and decodes there: {point: tok/s}."""
    rates: dict[str, float] = {}
    done = 0
    for point in points:
        for start in range(done, point, PIECE):
            read(ids[start:min(start + PIECE, point)])
        done = point
        rates[str(point)] = round(decode(), 2)
        log(f"  {point}: {rates[str(point)]} tok/s")
    return rates


def ort_genai(folder: Path, overlay: str, points: Sequence[int], ids: list[int], count: int,
              threads: int) -> dict[str, float]:
    config = og.Config(str(folder))
    config.overlay(json.dumps({"model": {"decoder": {"session_options": {"intra_op_num_threads": threads}}}}))
    if overlay:
        config.overlay(overlay)
    model = og.Model(config)
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=points[-1] + ROOM, do_sample=False)
    generator = og.Generator(model, params)

    def decode() -> float:
        generator.generate_next_token()  # the first reply token: part of the read
        started = time.perf_counter()
        for _ in range(count):
            generator.generate_next_token()
        return count / (time.perf_counter() - started)

    # Each point's decoded tokens stay in the cache (as a conversation's reply does): the next read follows them.
    return sweep(points, ids, lambda piece: generator.append_tokens(np.asarray(piece, dtype=np.int32)), decode)


def ort_genai_both(folder: Path, points: Sequence[int], ids: list[int], count: int,
                   threads: int) -> dict[str, dict[str, float]]:
    """ORT GenAI with the model's float32 cache, then with the float16 one as Hearth makes it where RAM is short.
    Its graph copy goes into a folder of hard links beside the model, not into it (ONNX Runtime refuses weights a
    symbolic link leads out of the model's folder), removed after."""
    linked = Path(tempfile.mkdtemp(prefix=".long-decode-", dir=folder.parent))
    try:
        for item in folder.iterdir():
            os.link(item, linked / item.name)
        half = half_cache.overlay(linked, 1)  # a computer of 1 byte: the copy Hearth makes and loads
        if not half:
            raise SystemExit(f"{folder.name}: no float16 cache can be made for it")
        rates: dict[str, dict[str, float]] = {}
        for name, where, overlay in (("fp32", folder, ""), ("fp16", linked, half)):
            log(f"ORT GenAI, {name} cache:")
            rates[name] = ort_genai(where, overlay, points, ids, count, threads)
        return rates
    finally:
        shutil.rmtree(linked)


def llamacpp(gguf: Path, flash_attn: bool, points: Sequence[int], ids: list[int], count: int,
             threads: int) -> dict[str, float]:
    llama = LlamaCpp(gguf, threads, n_ctx=points[-1] + ROOM, flash_attn=flash_attn)
    try:
        return sweep(points, ids, llama.extend, lambda: llama.steps(count))
    finally:
        llama.close()


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--at", default=",".join(map(str, POINTS)), help="context lengths to decode at, in tokens")
    parser.add_argument("--decode", type=int, default=32, help="tokens decoded at each point")
    parser.add_argument("--threads", type=int, default=default_thread_count())
    parser.add_argument("--no-llamacpp", action="store_true", help="ORT GenAI's two caches alone")
    parser.add_argument("--quick", action="store_true", help="the demo model, 256 and 512 tokens, no llama.cpp")
    args = parser.parse_args(argv)
    if args.quick:
        args.at, args.decode, args.no_llamacpp = "256,512", 4, True
    disable_library_telemetry()
    started = time.perf_counter()
    points = sorted(int(p) for p in args.at.split(","))
    if args.quick:
        folder, gguf = ensure_demo_model(demo_model_dir(), log), None
    else:
        quantizer = None
        if not args.no_llamacpp:
            from bench.llamacpp_env import ensure_llamacpp

            quantizer = ensure_llamacpp()
        built = ensure_bench_model(LONG_1B, quantizer_python=quantizer, log=log)
        folder, gguf = built.int4, (built.gguf if quantizer is not None else None)
    vocab = int(json.loads((folder / "genai_config.json").read_text(encoding="utf-8"))["model"]["vocab_size"])
    ids = stream(points[-1], min(vocab, 30000))
    result: dict[str, Any] = {"bench": "long_decode", "quick": args.quick, "model": folder.name,
                              "threads": args.threads, "decoded_per_point": args.decode,
                              "load_avg_1min_at_start": round(os.getloadavg()[0], 2)}
    engines = ort_genai_both(folder, points, ids, args.decode, args.threads)
    if gguf is not None:
        for name, flash in (("llamacpp", False), ("llamacpp_fa", True)):
            log(f"{name}:")
            engines[name] = llamacpp(gguf, flash, points, ids, args.decode, args.threads)
    for point in map(str, points):
        row: dict[str, float] = {name: rates[point] for name, rates in engines.items()}
        row["fp16_vs_fp32"] = round(row["fp16"] / row["fp32"], 3)
        for peer in ("llamacpp", "llamacpp_fa"):
            for cache in ("fp32", "fp16") if peer in row else ():
                row[f"{cache}_vs_{peer}"] = round(row[cache] / row[peer], 3)
        result[f"decode_at_{point}"] = row
    result["seconds"] = round(time.perf_counter() - started)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
