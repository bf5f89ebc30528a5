"""N-gram (prompt-lookup) speculative decoding in ORT GenAI 0.18, with it ÷ without, same run.

`GeneratorParams.set_speculative_options(ngram_size=…, max_draft_tokens=…, cooldown=…)`: drafts are what
followed the last n-1 tokens earlier in the conversation, verified by the model in one multi-token read;
a lookup miss is an ordinary decoding step. Three workloads, greedy, the same prompt ids with and without,
alternating, median of the per-round ratios of decode tokens/s (first token to last):
- edit_speedup: "repeat this passage with small edits" (goal ≥ 1.5);
- docs_speedup: an answer that quotes numbered sources, as Hearth's documents prompt asks (goal ≥ 1.2);
- chat_speedup: free chat with nothing to look up (goal ≥ 0.98: never slower);
plus each workload's acceptance rate (accepted ÷ evaluated drafts) and whether the greedy text with
speculation equals the text without (`identical`: accuracy level 4 rounds a multi-token read apart from a
one-token one, so a near-tie could in principle flip; counted, not assumed).

    .venv/bin/python bench/speculative.py [--rounds 3] [--max-new 128] [--ngram 3] [--draft 4] [--model DIR]
    .venv/bin/python bench/speculative.py --quick      # one round, 16 tokens: checks the bench runs
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.privacy import disable_library_telemetry, disable_telemetry_env

disable_telemetry_env()

import numpy as np  # noqa: E402
import onnxruntime_genai as og  # noqa: E402

from app.system.paths import demo_model_dir  # noqa: E402
from models.demo import ensure_demo_model  # noqa: E402

PASSAGE = ("The lighthouse keeper climbed the one hundred and twelve stairs every evening at dusk. He lit the "
           "great lamp, wound the clockwork that turned the lens, and wrote in his log the names of the ships "
           "that passed: the Mary Ellen, the Northern Star, the Good Hope and the little ferry from the island. "
           "When fog rolled in from the west he sounded the horn every thirty seconds until morning, and when "
           "storms came he stayed awake all night, watching the beam sweep across the black and restless sea.")
SOURCES = ("[1] notes/harbour.md, line 4: The harbour opens at six in the morning and closes at ten at night; "
           "boats longer than twelve metres must book a berth a day ahead.\n"
           "[2] notes/fees.md, line 12: Mooring costs eight euros a night for boats up to ten metres and twelve "
           "euros a night for larger boats; electricity is included.\n"
           "[3] notes/rules.md, line 2: Engines must be switched off inside the harbour walls after eleven at "
           "night, and the fuel pontoon is closed on Sundays.")
WORKLOADS = {
    "edit": f"Repeat this passage exactly, word for word, but change 'evening' to 'morning':\n\n{PASSAGE}",
    "docs": (f"Answer from these sources, quoting them and citing them as [n].\n\n{SOURCES}\n\nQuestion: when "
             "does the harbour open, what does mooring cost, and when must engines be off?"),
    "chat": "Tell me about the history of the bicycle, from the first designs to today.",
}


def load(folder: Path, threads: int) -> tuple[og.Model, og.Tokenizer]:
    config = og.Config(str(folder))
    config.overlay(json.dumps({"model": {"decoder": {"session_options": {"intra_op_num_threads": threads}}}}))
    model = og.Model(config)
    return model, og.Tokenizer(model)


def decode(model: og.Model, ids: np.ndarray, max_new: int, spec: dict[str, float | bool] | None,
           ) -> tuple[list[int], float, float]:
    """(tokens, decode tok/s after the first token, acceptance rate) of one greedy reply."""
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=len(ids) + max_new + 32, do_sample=False)
    if spec:
        params.set_speculative_options(**spec)
    generator = og.Generator(model, params)
    generator.append_tokens(ids)
    tokens: list[int] = []
    started = 0.0
    while not generator.is_done() and len(tokens) < max_new:
        generator.generate_next_token()
        tokens.append(int(generator.get_next_tokens()[0]))
        if len(tokens) == 1:
            started = time.perf_counter()
    elapsed = time.perf_counter() - started
    rate = (len(tokens) - 1) / elapsed if len(tokens) > 1 and elapsed > 0 else 0.0
    accepted = float(generator.get_speculative_stats().get("acceptance_rate", 0.0)) if spec else 0.0
    return tokens, rate, accepted


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--max-new", type=int, default=128)
    parser.add_argument("--ngram", type=int, default=3)
    parser.add_argument("--draft", type=int, default=4)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--model", type=Path, help="a model folder (default: the demo model)")
    parser.add_argument("--quick", action="store_true", help="one round of 16 tokens: checks the bench runs")
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.max_new = 1, 16
    disable_library_telemetry()
    folder = args.model or ensure_demo_model(demo_model_dir())
    model, tokenizer = load(folder, args.threads)
    spec: dict[str, float | bool] = {"ngram_size": args.ngram, "max_draft_tokens": args.draft, "cooldown": True}
    result: dict[str, object] = {"model": folder.name, "ngram_size": args.ngram, "max_draft_tokens": args.draft,
                                 "rounds": args.rounds, "max_new": args.max_new}
    for name, prompt in WORKLOADS.items():
        text = tokenizer.apply_chat_template(json.dumps([{"role": "user", "content": prompt}]),
                                             add_generation_prompt=True)
        ids = np.asarray(tokenizer.encode(text), dtype=np.int32)
        ratios, plain_rates, spec_rates, accepted, identical = [], [], [], [], True
        for r in range(args.rounds):
            order = (None, spec) if r % 2 == 0 else (spec, None)
            runs = {bool(s): decode(model, ids, args.max_new, s) for s in order}
            plain, fast = runs[False], runs[True]
            ratios.append(fast[1] / plain[1] if plain[1] else 0.0)
            plain_rates.append(plain[1])
            spec_rates.append(fast[1])
            accepted.append(fast[2])
            identical = identical and plain[0] == fast[0]
            print(f"{name} round {r + 1}: {plain[1]:.1f} → {fast[1]:.1f} tok/s, acceptance {fast[2]:.2f}, "
                  f"{len(plain[0])} tokens, identical {plain[0] == fast[0]}", file=sys.stderr, flush=True)
        result[f"{name}_speedup"] = round(statistics.median(ratios), 3)
        result[f"{name}_acceptance"] = round(statistics.median(accepted), 3)
        result[f"{name}_tok_s"] = [round(statistics.median(plain_rates), 1), round(statistics.median(spec_rates), 1)]
        result[f"{name}_identical"] = identical
    result["goals"] = {"edit_speedup": ">= 1.5", "docs_speedup": ">= 1.2", "chat_speedup": ">= 0.98"}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
