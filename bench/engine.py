"""Engine benchmark on the demo model: the host process against a bare in-process ORT GenAI loop.

Prints a few human lines, then, last, one JSON line:
- host_vs_bare_decode: decode tokens/s seen by a client through host + pipe ÷ a bare Generator loop
  generating the same number of tokens from the same prompt in this process (goal ≥ 0.97);
- followup_vs_first_ttft: time to first token of turn 6 (about 1,500 tokens of history, served from
  the KV cache) ÷ that of turn 1 (goal ≤ 1.5);
- decode_tok_s, prefill_tok_s: the bare loop's rates on this machine.
Rounds alternate host and bare so that machine noise hits both alike; medians are reported.

    .venv/bin/python bench/engine.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.privacy import disable_library_telemetry, disable_telemetry_env

disable_telemetry_env()

import numpy as np  # noqa: E402
import onnxruntime_genai as og  # noqa: E402

from app.engine import protocol as p  # noqa: E402
from app.engine.client import EngineClient  # noqa: E402
from app.engine.session import default_thread_count  # noqa: E402
from models.demo import ensure_demo_model  # noqa: E402

PROMPT = "Write a very long story about a lighthouse keeper and the sea, with many chapters."


def host_decode(client: EngineClient, max_new: int) -> tuple[int, float]:
    """Tokens and decode rate as the client sees them (first token to done)."""
    first = end = 0.0
    count = 0
    for event in client.turn([p.ChatMessage("user", PROMPT)], p.Sampling(temperature=0, max_new_tokens=max_new)):
        if isinstance(event, p.Token) and not first:
            first = time.perf_counter()
        elif isinstance(event, p.Done):
            end = time.perf_counter()
            count = event.generated_tokens
        elif isinstance(event, p.Error):
            raise RuntimeError(event.message)
    return count, (count - 1) / (end - first)


def bare_model(folder: Path) -> tuple[og.Model, og.Tokenizer]:
    config = og.Config(str(folder))
    threads = default_thread_count()
    config.overlay(json.dumps({"model": {"decoder": {"session_options": {"intra_op_num_threads": threads}}}}))
    model = og.Model(config)
    return model, og.Tokenizer(model)


def bare_decode(model: og.Model, tokenizer: og.Tokenizer, count: int) -> float:
    text = tokenizer.apply_chat_template(json.dumps([{"role": "user", "content": PROMPT}]), add_generation_prompt=True)
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=1024, do_sample=False)
    generator = og.Generator(model, params)
    generator.append_tokens(tokenizer.encode(text))
    generator.generate_next_token()
    started = time.perf_counter()
    for _ in range(count - 1):
        generator.generate_next_token()
    return (count - 1) / (time.perf_counter() - started)


def bare_prefill(model: og.Model, tokenizer: og.Tokenizer, tokens: int = 1000) -> float:
    ids = tokenizer.encode(" ".join(f"word{i}" for i in range(tokens)))[:tokens]
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=2048, do_sample=False)
    generator = og.Generator(model, params)
    started = time.perf_counter()
    generator.append_tokens(np.asarray(ids, dtype=np.int32))
    return len(ids) / (time.perf_counter() - started)


def ttft_ratio(client: EngineClient) -> tuple[float, float, int]:
    """TTFT of turn 1 and of turn 6 with ~1,500 tokens of history held in the cache."""
    history: list[p.ChatMessage] = []
    ttfts: list[float] = []
    prompt_tokens = 0
    sampling = p.Sampling(temperature=0, max_new_tokens=48)
    for turn in range(6):
        filler = " ".join(f"detail{turn}_{i}" for i in range(90)) if 0 < turn < 5 else ""
        history.append(p.ChatMessage("user", f"Question {turn}: tell me about harbours. {filler}"))
        started = time.perf_counter()
        first = 0.0
        pieces = []
        for event in client.turn(history, sampling):
            if isinstance(event, p.Token):
                first = first or time.perf_counter()
                pieces.append(event.text)
            elif isinstance(event, p.Done):
                prompt_tokens = event.prompt_tokens
        ttfts.append(first - started)
        history.append(p.ChatMessage("assistant", "".join(pieces)))
    return ttfts[0], ttfts[5], prompt_tokens


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--max-new", type=int, default=200)
    args = parser.parse_args()
    folder = ensure_demo_model(lambda m: print(m, file=sys.stderr))
    disable_library_telemetry()
    client = EngineClient()
    client.load(str(folder), ("cpu",))
    model, tokenizer = bare_model(folder)
    host_rates, bare_rates, prefill_rates = [], [], []
    for _ in range(args.rounds):
        count, rate = host_decode(client, args.max_new)
        host_rates.append(rate)
        bare_rates.append(bare_decode(model, tokenizer, count))
        prefill_rates.append(bare_prefill(model, tokenizer))
    first, sixth, history_tokens = statistics.median_low(
        [ttft_ratio(client) for _ in range(args.rounds)], )
    client.close()
    host, bare = statistics.median(host_rates), statistics.median(bare_rates)
    print(f"decode: host {host:.1f} tok/s, bare {bare:.1f} tok/s ({count} tokens, {args.rounds} rounds)")
    print(f"ttft: turn 1 {first * 1000:.0f} ms, turn 6 {sixth * 1000:.0f} ms with {history_tokens} prompt tokens")
    print(json.dumps({
        "host_vs_bare_decode": round(host / bare, 3),
        "followup_vs_first_ttft": round(sixth / first, 3),
        "decode_tok_s": round(bare, 1),
        "prefill_tok_s": round(statistics.median(prefill_rates), 1),
        "turn6_prompt_tokens": history_tokens,
    }))


if __name__ == "__main__":
    main()
