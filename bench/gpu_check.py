"""The GPU check: the CUDA flavour from local wheels, the demo (and 1B bench) model built for CUDA, measured
against this machine's CPU and chatted with through the real engine host, on an NVIDIA machine without network.

`bench/gpu_check.sh WHEELS_DIR` is what such a machine runs: it joins split parts, installs Hearth's own
missing dependencies offline and calls this script with `--wheels`. Steps, each timed, stopping at the first
that cannot go on (the JSON line says where and why):
1. install: `onnxruntime-gpu` and `onnxruntime-genai-cuda` go through the app's own installer
   (`Installer.install_files`: `pip --no-index --no-deps --target`, the import check, the marker), into a
   scratch `HEARTH_HOME`;
2. detect: `app.accel.detect` as the engine host runs it; without an offered CUDA provider the check stops
   here, saying why ("CUDA flavour installed, but no NVIDIA GPU found");
3. demo: the demo model built from its GGUF twice (builder `-e cpu` and `-e cuda`, side by side), then
   `bench/devices.py` on both (each provider on its own build) and on the CPU build alone (CUDA running a
   CPU int4 build: `app.accel.choice.RUNS_CPU_BUILDS`);
4. chat: two turns through `EngineClient` (a fresh host, the device left to Hearth's choice), the second
   reusing the cache;
5. 1b: the Llama-3.2-1B-shaped bench model (`bench/realistic_model.py`, random weights), built for both and
   measured, when the time left allows (`--minutes`).

    bench/gpu_check.sh /path/to/wheels                         # the real check (see bench/README.md)
    .venv/bin/python bench/gpu_check.py --quick                # CI: the environment's ORT GenAI, stops at CUDA
    .venv/bin/python bench/gpu_check.py --stand-in cpu --demo-only   # every step with the CPU in CUDA's place
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.system.privacy import disable_telemetry_env  # noqa: E402

FLAVOUR = ("onnxruntime_gpu-", "onnxruntime_genai_cuda-")  # the CUDA flavour's wheel file names start so
CHAT = ("In two sentences, what is a lighthouse for?", "Now say it in five words.")


class Stop(Exception):
    """A step that cannot go on: the check reports it and ends."""


class Check:
    def __init__(self, minutes: float, out: Path | None) -> None:
        self.started = time.perf_counter()
        self.budget_s = minutes * 60
        self.out = out
        self.result: dict[str, Any] = {"bench": "gpu_check", "errors": [], "steps": {}}

    def left_s(self) -> float:
        return self.budget_s - (time.perf_counter() - self.started)

    def step(self, name: str, run: Callable[[], Any], fatal: bool = True) -> Any:
        """Run one step, timing it. A failure is recorded; a fatal one stops the check, another returns None
        (the steps after it that do not need it still run)."""
        began = time.perf_counter()
        log(f"[{time.perf_counter() - self.started:6.1f} s] {name}…")
        try:
            return run()
        except Stop:
            raise
        except Exception as exc:  # every failure of a step is the check's finding, said in its JSON line
            traceback.print_exc()
            message = f"{name}: {type(exc).__name__}: {str(exc).strip()[-600:]}"
            if fatal:
                raise Stop(message) from exc
            self.result["errors"].append(message)
            return None
        finally:
            self.result["steps"][name] = round(time.perf_counter() - began, 1)
            self.save()

    def save(self) -> None:
        """The result so far, for a run killed at its time limit (`--out`)."""
        if self.out is not None:
            self.out.write_text(json.dumps(self.result), encoding="utf-8")


def log(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def flavour_wheels(folder: Path) -> list[Path]:
    """The CUDA flavour's two wheels in `folder` (already joined from parts by gpu_check.sh)."""
    found = [next(iter(sorted(folder.glob(f"{prefix}*.whl"))), None) for prefix in FLAVOUR]
    missing = [prefix.rstrip("-") for prefix, path in zip(FLAVOUR, found, strict=True) if path is None]
    if missing:
        present = ", ".join(sorted(p.name for p in folder.iterdir())) if folder.is_dir() else "no such folder"
        raise Stop(f"install: no {' or '.join(missing)} wheel in {folder} ({present or 'empty'}); bring "
                   "onnxruntime-gpu and onnxruntime-genai-cuda for this Python (bench/README.md)")
    return [p for p in found if p is not None]


def install_flavour(folder: Path) -> list[str]:
    from app.accel.install import Installer

    wheels = flavour_wheels(folder)
    installer = Installer()
    if not installer.installed("cuda"):
        installer.install_files("cuda", wheels)
    return [w.name for w in wheels]


def child_env() -> dict[str, str]:
    """The environment of the builder and bench children: the accelerator folders first, as `activate()`
    put them on this process's path (the builder has no ORT GenAI of its own otherwise)."""
    from app.accel.install import installed_sites

    path = [str(s) for s in installed_sites()] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), *path]), "HF_HUB_OFFLINE": "1"}


def detect_target(check: Check, target: str) -> dict[str, Any]:
    from app.accel.detect import detect
    from app.accel.install import activate

    detection = detect(activate())
    check.result["chosen"] = detection.chosen
    state = detection.state(target)
    if state is None or not state.offered:
        raise Stop(f"detect: CUDA is needed from here on and this machine cannot run it: "
                   f"{state.reason if state else target + ' unknown'} (chosen: {detection.chosen})")
    return {"chosen_reason": detection.chosen_reason, "offered": list(detection.offered()),
            "devices": [d.describe() for d in state.devices]}


def build_pair(build: Callable[[str, Path], None], root: Path, target: str, errors: list[str]) -> dict[str, Path]:
    """The CPU build and the `target` build of one model, side by side (two builder processes); the builds
    that failed are left out, and why goes to `errors`."""
    folders = {provider: root / f"int4-{provider}" for provider in dict.fromkeys(("cpu", target))}
    todo = {p: f for p, f in folders.items() if not (f / "genai_config.json").is_file()}
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {provider: pool.submit(build, provider, folder) for provider, folder in todo.items()}
        for provider, future in futures.items():
            try:
                future.result()
            except Exception as exc:  # one build failing leaves the other to measure
                errors.append(f"build {root.name} -e {provider}: {str(exc).strip()[-600:]}")
                del folders[provider]
    if not folders:
        raise RuntimeError(f"no build of {root.name} succeeded")
    return folders


def build_demo(root: Path, target: str, errors: list[str]) -> dict[str, Path]:
    import tempfile

    from models.demo import build_demo_model, check_tokenizer, demo_source
    from models.errors import ModelError

    root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="demo-src-", dir=root) as work:
        missing = not all((root / f"int4-{p}" / "genai_config.json").is_file() for p in ("cpu", target))
        hf = demo_source(Path(work), log) if missing else None  # converted once, built twice
        folders = build_pair(lambda provider, folder: build_demo_model(folder, log, provider=provider, hf_dir=hf,
                                                                       check=False), root, target, errors)
    try:  # speeds are measured all the same; a chat's text would be garbage (models.demo.check_tokenizer)
        check_tokenizer(next(iter(folders.values())))
    except ModelError as exc:
        errors.append(f"demo tokenizer: {exc}")
    return folders


def build_1b(root: Path, target: str, tokenizer: Path, errors: list[str], tiny: bool) -> dict[str, Path]:
    from bench.realistic_model import LLAMA_1B, TINY, build_hf, build_int4
    from models.demo import BUILD_OPTIONS

    hf = root / "hf"
    if not (hf / "shape.json").is_file():
        build_hf(hf, TINY if tiny else LLAMA_1B, tokenizer)
    return build_pair(lambda provider, folder: build_int4(hf, folder, BUILD_OPTIONS, provider), root, target, errors)


def devices(models: dict[str, Path], target: str, prompt: int, decode: int, reps: int,
            timeout: float = 600) -> dict[str, Any]:
    """`bench/devices.py` in a child (it activates the accelerators itself): each provider on its build."""
    default = models["cpu" if "cpu" in models else target]
    command = [sys.executable, str(ROOT / "bench" / "devices.py"), "--model", str(default),
               "--prompt", str(prompt), "--decode", str(decode), "--reps", str(reps)]
    if target in models:
        command += ["--model-for", f"{target}={models[target]}"]
    done = subprocess.run(command, capture_output=True, text=True, env=child_env(), timeout=timeout, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"bench/devices.py exited {done.returncode}: {done.stderr.strip()[-600:]}")
    figures: dict[str, Any] = json.loads(lines[-1])
    return figures


def chat(model: Path, max_new: int) -> dict[str, Any]:
    """Two turns through the real engine host, the device left to Hearth (the model's plan)."""
    from app.chat.parameters import Sampling
    from app.chat.values import ChatMessage
    from app.engine import protocol as p
    from app.engine.client import EngineClient

    client = EngineClient()
    try:
        loaded = client.load(str(model))
        history: list[ChatMessage] = []
        turns = []
        for text in CHAT:
            history.append(ChatMessage("user", text))
            pieces: list[str] = []
            done: p.Done | None = None
            for event in client.turn(history, Sampling(temperature=0, max_new_tokens=max_new)).events(
                    idle_timeout=180):
                if event is None:
                    raise RuntimeError("the engine host sent nothing for 180 s")
                if isinstance(event, p.Token):
                    pieces.append(event.text)
                elif isinstance(event, p.Error):
                    raise RuntimeError(f"turn failed: {event.message}")
                elif isinstance(event, p.Done):
                    done = event
            if done is None:
                raise RuntimeError("the turn ended without a done event")
            reply = "".join(pieces)
            history.append(ChatMessage("assistant", reply))
            turns.append({"reply": reply[:200], "prompt_tokens": done.prompt_tokens,
                          "cached_tokens": done.cached_tokens, "generated_tokens": done.generated_tokens,
                          "ttft_s": round(done.ttft_s, 3),
                          "tokens_per_s": round(done.tokens_per_s, 1)})
        return {"model": str(model), "device": loaded.device, "why": loaded.why, "load_s": round(loaded.load_s, 2),
                "failures": [f"{f.provider}: {f.reason}" for f in loaded.failures], "turns": turns}
    finally:
        client.close()


def headline(result: dict[str, Any], target: str) -> None:
    """The figures the issue asks for, from the largest model measured with each provider on its own build."""
    for name in ("1b", "demo"):
        speed = ((result.get(name) or {}).get("speed") or {}).get(target) or {}
        if speed.get("decode_tok_s"):
            result.update(cuda_decode_tok_s=speed["decode_tok_s"], cuda_prefill_tok_s=speed.get("prefill_tok_s"),
                          cuda_vs_cpu_decode=speed.get("decode_vs_cpu"),
                          cuda_vs_cpu_prefill=speed.get("prefill_vs_cpu"), headline_model=name)
            return


def run(check: Check, args: argparse.Namespace) -> None:
    from app.system.paths import resolve_paths

    target = args.stand_in or "cuda"
    result = check.result
    result["target"] = target
    wheels: Path | None = args.wheels
    if wheels is not None and not (args.stand_in and not any(wheels.glob(f"{FLAVOUR[0]}*.whl"))):
        result["installed"] = check.step("install", lambda: install_flavour(wheels))
    result["detect"] = check.step("detect", lambda: detect_target(check, target))
    if args.quick:
        return
    os.environ["PYTHONPATH"] = child_env()["PYTHONPATH"]  # the builders' children import the flavour's builder
    root = resolve_paths().cache / "gpu-check"
    errors: list[str] = result["errors"]
    demo: dict[str, Path] = check.step("demo_build", lambda: build_demo(root / "demo", target, errors))
    limit = max(check.left_s(), 60)
    result["demo"] = check.step("demo_devices", lambda: slim(devices(demo, target, 1024, 128, 3, limit)), fatal=False)
    if target != "cpu" and "cpu" in demo:
        cpu_build = check.step("demo_cpu_build_on_target", fatal=False, run=lambda: devices(
            {"cpu": demo["cpu"]}, target, 512, 64, 1, max(check.left_s(), 60)))
        result["cpu_build_on_target"] = (cpu_build or {}).get("speed", {}).get(target)
    result["chat"] = check.step("chat", lambda: chat(demo.get(target, demo["cpu"]), 48), fatal=False)
    if args.demo_only or check.left_s() < args.need_1b_minutes * 60:
        result["skipped_1b"] = "--demo-only" if args.demo_only else f"{check.left_s():.0f} s left"
        return
    big = check.step("1b_build", fatal=False, run=lambda: build_1b(
        root / ("tiny" if args.tiny else "llama-1b"), target, next(iter(demo.values())), errors, args.tiny))
    if big:
        prompt = 256 if args.tiny else 1024  # the tiny shape's context is 512
        result["1b"] = check.step("1b_devices", fatal=False, run=lambda: slim(
            devices(big, target, prompt, 128, 2, max(check.left_s(), 60))))


def slim(figures: dict[str, Any]) -> dict[str, Any]:
    """What the check keeps of a bench/devices.py line: the speeds and where the model would run."""
    plan = figures.get("model_plan", {})
    return {"speed": figures.get("speed", {}), "runs_on": plan.get("runs_on"), "why": plan.get("why"),
            "prompt_tokens": figures.get("prompt_tokens"), "decode_tokens": figures.get("decode_tokens")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="install (if --wheels) and detect only: CI")
    parser.add_argument("--wheels", type=Path, help="a folder holding the CUDA flavour's wheels (joined)")
    parser.add_argument("--stand-in", choices=("cpu",), help="run every step with this provider in CUDA's place")
    parser.add_argument("--demo-only", action="store_true", help="skip the 1B model")
    parser.add_argument("--minutes", type=float, default=9.5, help="the time the whole check may take")
    parser.add_argument("--tiny", action="store_true", help="a tiny shape in the 1B's place (checks the script)")
    parser.add_argument("--out", type=Path, help="also write the result there after every step")
    parser.add_argument("--need-1b-minutes", type=float, default=4.5,
                        help="the 1B stage runs only with this much time left")
    args = parser.parse_args()
    disable_telemetry_env()
    check = Check(args.minutes, args.out)
    check.result["quick"] = args.quick
    code = 0
    try:
        run(check, args)
        headline(check.result, check.result["target"])
    except Stop as stop:
        check.result["errors"].append(str(stop))
        check.result["stopped"] = str(stop).split(":", 1)[0]
        headline(check.result, check.result.get("target", "cuda"))
        code = 0 if args.quick else 3
    check.result["total_s"] = round(time.perf_counter() - check.started, 1)
    check.save()
    print(json.dumps(check.result), flush=True)
    sys.exit(code)


if __name__ == "__main__":
    main()
