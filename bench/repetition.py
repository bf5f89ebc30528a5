"""How the repetition penalty changes the demo model's replies: the evidence behind the default.

For each penalty (1.0, 1.05, 1.1, 1.15, 1.2) and a few everyday prompts, the demo model answers
greedily (once: greedy replies do not depend on the seed) and sampled with the window's defaults
(temperature 0.7, top-p 0.9, top-k 40) under 10 seeds. Measured per reply, through the engine host
exactly as the window asks:
- distinct-2 and distinct-3: unique word bigrams/trigrams ÷ all of them (1.0 = nothing repeated);
- looped: some 4-word sequence occurs 3 or more times (the "Tell me a joke." loop at 1.0);
- hit_limit: the reply ran to max_new_tokens instead of ending by itself.
Prints one line per (penalty, mode), then the whole table as one JSON line.

    .venv/bin/python bench/repetition.py [--seeds 10] [--max-new-tokens 160]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.privacy import disable_telemetry_env

disable_telemetry_env()

from app.engine import protocol as p  # noqa: E402
from app.engine.client import EngineClient, EngineError  # noqa: E402
from app.system.paths import demo_model_dir  # noqa: E402

PENALTIES = (1.0, 1.05, 1.1, 1.15, 1.2)
PROMPTS = ("Tell me a joke.", "Write a short poem about the sea.", "Give me three tips for learning Python.",
           "Why is the sky blue?")


def distinct(words: list[str], n: int) -> float:
    grams = [tuple(words[i:i + n]) for i in range(len(words) - n + 1)]
    return len(set(grams)) / len(grams) if grams else 1.0


def looped(words: list[str]) -> bool:
    counts = Counter(tuple(words[i:i + 4]) for i in range(len(words) - 3))
    return bool(counts) and max(counts.values()) >= 3


def reply(client: EngineClient, prompt: str, sampling: Sampling) -> tuple[str, str]:
    handle = client.turn([ChatMessage("user", prompt)], sampling)
    text, reason = [], ""
    for event in handle.events():
        if isinstance(event, p.Token):
            text.append(event.text)
        elif isinstance(event, p.Done):
            reason = event.finish_reason
        elif isinstance(event, p.Error):
            raise EngineError(event)
    return "".join(text), reason


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--max-new-tokens", type=int, default=160)
    parser.add_argument("--quick", action="store_true", help="one penalty, one prompt, tiny replies: checks it runs")
    args = parser.parse_args()
    penalties, prompts = (PENALTIES, PROMPTS) if not args.quick else (PENALTIES[:1], PROMPTS[:1])
    if args.quick:
        args.seeds, args.max_new_tokens = 1, 8
    client = EngineClient()
    table: list[dict[str, object]] = []
    try:
        client.load(str(demo_model_dir()), ("cpu",))
        for penalty in penalties:
            for mode in ("greedy", "sampled"):
                rows = []
                for prompt in prompts:
                    seeds = [0] if mode == "greedy" else list(range(args.seeds))
                    for seed in seeds:
                        sampling = Sampling(0.0 if mode == "greedy" else 0.7, 0.9, 40, args.max_new_tokens,
                                              penalty, seed)
                        text, reason = reply(client, prompt, sampling)
                        words = text.lower().split()
                        rows.append((distinct(words, 2), distinct(words, 3), looped(words), reason == "length",
                                     prompt, text))
                joke = next(r[5] for r in rows if r[4] == PROMPTS[0])
                entry = {"penalty": penalty, "mode": mode, "replies": len(rows),
                         "distinct2": round(statistics.mean(r[0] for r in rows), 3),
                         "distinct3": round(statistics.mean(r[1] for r in rows), 3),
                         "looped": round(sum(r[2] for r in rows) / len(rows), 3),
                         "hit_limit": round(sum(r[3] for r in rows) / len(rows), 3),
                         "joke_sample": joke[:160]}
                table.append(entry)
                print(f"{penalty:4.2f} {mode:7}  distinct-2 {entry['distinct2']:.3f}  distinct-3 "
                      f"{entry['distinct3']:.3f}  looped {entry['looped']:.0%}  hit limit {entry['hit_limit']:.0%}  "
                      f"joke: {joke[:70]!r}", flush=True)
    finally:
        client.close()
    print(json.dumps(table))


if __name__ == "__main__":
    main()
