"""Every execution provider Hearth considers on this machine, the one it chooses, and how fast each runs.

Prints one JSON line:
- `providers`: one entry per provider considered (`name`, `installed`, `registered`, `devices`,
  `offered`, `reason`, `installable`: the window would offer to enable it), as `app.accel.detect` sees
  them after registering every installed plugin (Hearth's own accelerator folder included);
- `detect_s`: how long the detection took (every engine start pays it: each installed plugin registered and
  asked for devices, `nvidia-smi` run);
- `chosen`, `chosen_reason`: the machine's choice; `model_plan`: the device the benchmark model runs on
  and why the others are not used (`app.accel.choice`, the engine host's rule);
- `speed`: for each offered provider that can run the model (the CPU always), bare-loop `prefill_tok_s`
  and `decode_tok_s` (median of `--reps`), and `decode_vs_cpu` / `prefill_vs_cpu` measured in the same
  run (goal on an H100: decode ≥ 10× the CPU's on the 1B model).

    .venv/bin/python bench/devices.py --quick                  # demo model, tiny sizes, seconds
    .venv/bin/python bench/devices.py --realistic              # the 1B benchmark model (bench/realistic_model.py)
    .venv/bin/python bench/devices.py --model-for webgpu=/path/to/webgpu-int4 --model-for cuda=/path/to/cuda-int4
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.accel.install import activate
from app.system.privacy import disable_library_telemetry, disable_telemetry_env

SITES = activate()  # before onnxruntime is imported: the CUDA flavour, when enabled, comes first
disable_telemetry_env()

import numpy as np  # noqa: E402
import onnxruntime_genai as og  # noqa: E402

from app.accel.catalog import BY_NAME  # noqa: E402
from app.accel.choice import built_for, plan, weights_size  # noqa: E402
from app.accel.detect import detect  # noqa: E402
from app.accel.threads import default_thread_count  # noqa: E402
from app.system.paths import demo_model_dir  # noqa: E402
from models.demo import ensure_demo_model  # noqa: E402


def load(folder: Path, provider: str) -> tuple[og.Model, og.Tokenizer]:
    config = og.Config(str(folder))
    config.clear_providers()
    if provider != "cpu":
        config.append_provider(BY_NAME[provider].genai)
    config.overlay(json.dumps({"model": {"decoder": {"session_options": {
        "intra_op_num_threads": default_thread_count()}}}}))
    model = og.Model(config)
    return model, og.Tokenizer(model)


def measure(model: og.Model, tokenizer: og.Tokenizer, prompt: int, decode: int) -> tuple[float, float]:
    """(prefill tok/s of a `prompt`-token append, decode tok/s of `decode` tokens after it), one run."""
    ids = np.asarray(tokenizer.encode(" ".join(f"word{i}" for i in range(prompt)))[:prompt], dtype=np.int32)
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=len(ids) + decode + 8, do_sample=False)
    generator = og.Generator(model, params)
    started = time.perf_counter()
    generator.append_tokens(ids)
    generator.generate_next_token()  # the first token needs the whole prompt: part of prefill
    prefill = len(ids) / (time.perf_counter() - started)
    started = time.perf_counter()
    for _ in range(decode):
        generator.generate_next_token()
    return prefill, decode / (time.perf_counter() - started)


def speed_of(folder: Path, provider: str, prompt: int, decode: int, reps: int) -> dict[str, Any]:
    try:
        model, tokenizer = load(folder, provider)
    except Exception as exc:  # the provider failed to load this model: reported, not fatal
        return {"model": str(folder), "error": str(exc).splitlines()[0][:300]}
    measure(model, tokenizer, min(prompt, 32), 4)  # warm-up
    runs = [measure(model, tokenizer, prompt, decode) for _ in range(reps)]
    return {"model": str(folder), "prefill_tok_s": round(statistics.median(r[0] for r in runs), 1),
            "decode_tok_s": round(statistics.median(r[1] for r in runs), 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="demo model, 64-token prompt, 16 tokens, 1 rep")
    parser.add_argument("--realistic", action="store_true", help="the 1B benchmark model (built once if missing)")
    parser.add_argument("--model", type=Path, help="the model for every provider (default: the demo model)")
    parser.add_argument("--model-for", action="append", default=[], metavar="PROVIDER=PATH",
                        help="a model built for one provider (e.g. webgpu=…/webgpu-int4); repeatable")
    parser.add_argument("--prompt", type=int, default=1024)
    parser.add_argument("--decode", type=int, default=128)
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    if args.quick:
        args.prompt, args.decode, args.reps = 64, 16, 1
    disable_library_telemetry()
    started = time.perf_counter()
    detection = detect(SITES)  # what every engine start pays: plugins registered, devices listed, nvidia-smi
    detect_s = round(time.perf_counter() - started, 3)
    if args.model is not None:
        default = args.model
    elif args.realistic:
        from bench.realistic_model import ensure_bench_model

        default = ensure_bench_model(log=lambda text: print(text, file=sys.stderr)).int4
    else:
        default = ensure_demo_model(demo_model_dir())
    per_provider = dict(item.split("=", 1) for item in args.model_for)
    model_plan = plan(detection, built_for(default), weights=weights_size(default))
    speed: dict[str, dict[str, Any]] = {}
    for name in detection.offered():
        folder = Path(per_provider[name]) if name in per_provider else default
        if name in per_provider or name in plan(detection, built_for(folder), weights=weights_size(folder)).order:
            speed[name] = speed_of(folder, name, args.prompt, args.decode, args.reps)
    cpu = speed.get("cpu", {})
    for figures in speed.values():
        for key in ("decode", "prefill"):
            if cpu.get(f"{key}_tok_s") and figures.get(f"{key}_tok_s"):
                figures[f"{key}_vs_cpu"] = round(figures[f"{key}_tok_s"] / cpu[f"{key}_tok_s"], 2)
    raw = detection.as_dict()
    providers = [{k: p[k] for k in ("name", "installed", "registered", "devices", "offered", "reason", "installable")}
                 for p in raw["providers"]]
    print(json.dumps({
        "bench": "devices", "quick": args.quick, "prompt_tokens": args.prompt, "decode_tokens": args.decode,
        "providers": providers, "detect_s": detect_s, "chosen": detection.chosen,
        "chosen_reason": detection.chosen_reason,
        "model_plan": {"model": str(default), "runs_on": model_plan.order[0], "why": model_plan.why_first,
                       "not_used": {n.provider: n.reason for n in model_plan.not_used}},
        "speed": speed,
    }))


if __name__ == "__main__":
    main()
