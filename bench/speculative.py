"""Speculative decoding (prompt lookup) in Hearth's engine: decode speed with it ÷ without, same run.

Drives `ChatSession` (the engine host's session) in this process, as the host does: each workload's greedy
reply with `speculative="auto"` (the default: drafts while they pay off, `app.engine.host.speculative`) and with
`"off"` (ORT GenAI's own decoding), alternating, a fresh session for each, median of the per-round ratios of
decode tokens/s (first token to last, as `done` reports it). Three workloads:
- edit_speedup: "repeat this passage with small edits" (goal ≥ 1.5);
- docs_speedup: an answer that quotes numbered sources, as Hearth's documents prompt asks (goal ≥ 1.2);
- chat_speedup: free chat (goal ≥ 0.98: never slower);
plus each workload's acceptance rate (accepted ÷ checked draft tokens), whether Auto kept drafting
(`*_state`: on / auto-off) and whether the greedy text with drafts equals the text without (`*_identical`:
accuracy level 4 rounds a multi-token read apart from a one-token one, so a near-tie can flip; counted,
not assumed). Why they can differ, measured on the same model (`read_paths`): the largest logit difference
between a token read alone and the same token read inside a read of several tokens
(`one_vs_multi_token_read_max_logit_diff`), and between two reads of several tokens cut differently
(`multi_token_reads_max_logit_diff`, 0.0 where the kernels are exact for any cut); and what reading every
decode step as two tokens (the only way to give both paths the same rounding) costs in decode speed
(`two_token_steps_vs_one_decode`).

Repetition penalty 1.0 by default (`--penalty`): ORT GenAI applies the penalty to every token of the
sequence, prompt included, so the app's default of 1.1 also discourages the quoting these workloads ask for.

    .venv/bin/python bench/speculative.py [--rounds 3] [--max-new 128] [--penalty 1.0] [--model DIR]
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

from app.chat.parameters import Sampling  # noqa: E402
from app.chat.values import ChatMessage  # noqa: E402
from app.engine.host.decode import TurnHooks  # noqa: E402
from app.engine.host.session import ChatSession, TurnSpec  # noqa: E402
from app.engine.host.speculative import MAX_DRAFT, NGRAM  # noqa: E402
from app.engine.protocol import Done, SpeculativeMode  # noqa: E402
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


def reply(folder: Path, prompt: str, mode: SpeculativeMode, sampling: Sampling, threads: int) -> tuple[str, Done]:
    """One greedy reply in a fresh session (nothing cached from the other mode's run)."""
    session = ChatSession(folder, ("cpu",), threads, 0)
    pieces: list[str] = []
    hooks = TurnHooks(lambda *_: None, lambda *_: None, pieces.append, lambda: False)
    done = session.run_turn("bench", TurnSpec([ChatMessage("user", prompt)], sampling, speculative=mode), hooks)
    session.close()
    return "".join(pieces), done


def read_paths(folder: Path, threads: int, steps: int) -> dict[str, float]:
    """How a one-token read's logits differ from the same token's in a read of several tokens, and what
    decoding with two-token reads only (rewind one, read the last token again with the new one) costs."""
    import numpy as np
    import onnxruntime_genai as og

    config = og.Config(str(folder))
    config.overlay(json.dumps({"model": {"decoder": {"session_options": {"intra_op_num_threads": threads}}}}))
    model = og.Model(config)
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=1024, do_sample=False)
    vocab = int(json.loads((folder / "genai_config.json").read_text(encoding="utf-8"))["model"]["vocab_size"])
    ids = np.random.default_rng(3).integers(100, min(vocab, 40000), 100 + 4 + steps + 1).astype(np.int32)
    prompt, (t, u, v, w) = ids[:100], ids[100:104]

    def last_rows(*reads: np.ndarray) -> np.ndarray:
        generator = og.Generator(model, params)
        for read in (prompt, *reads):
            generator.append_tokens(read)
        rows: np.ndarray = np.asarray(generator.get_output("logits"), dtype=np.float32)[0]
        return rows

    alone = last_rows(np.array([t]))[-1]
    inside = last_rows(np.array([t, u, v]))[0]
    split = last_rows(np.array([t, u]), np.array([v, w]))[-1]
    whole = last_rows(np.array([t, u, v, w]))[-1]
    rates: dict[int, float] = {1: 0.0, 2: 0.0}
    for width in (1, 2, 2, 1, 1, 2):  # each width first as often: the best of three each
        generator = og.Generator(model, params)
        generator.append_tokens(prompt)
        tokens = ids[104:]
        started = time.perf_counter()
        for i in range(1, steps + 1):
            if width == 2:
                generator.rewind_to(len(prompt) + i - 1)
            generator.append_tokens(tokens[i - width + 1:i + 1])
            np.asarray(generator.get_output("logits"))
        rates[width] = max(rates[width], steps / (time.perf_counter() - started))
    return {
        "one_vs_multi_token_read_max_logit_diff": round(float(np.abs(alone - inside).max()), 4),
        "multi_token_reads_max_logit_diff": round(float(np.abs(split - whole).max()), 4),
        "two_token_steps_vs_one_decode": round(rates[2] / rates[1], 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--max-new", type=int, default=128)
    parser.add_argument("--penalty", type=float, default=1.0, help="repetition penalty (the app's default is 1.1)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--model", type=Path, help="a model folder (default: the demo model)")
    parser.add_argument("--quick", action="store_true", help="one round of 16 tokens: checks the bench runs")
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.max_new = 1, 16
    disable_library_telemetry()
    folder = args.model or ensure_demo_model(demo_model_dir())
    sampling = Sampling(temperature=0, max_new_tokens=args.max_new, repetition_penalty=args.penalty)
    result: dict[str, object] = {"model": folder.name, "ngram_size": NGRAM, "max_draft_tokens": MAX_DRAFT,
                                 "rounds": args.rounds, "max_new": args.max_new, "penalty": args.penalty}
    for name, prompt in WORKLOADS.items():
        ratios, plain_rates, spec_rates, accepted, states, identical = [], [], [], [], [], True
        for r in range(args.rounds):
            order: tuple[SpeculativeMode, ...] = ("off", "auto") if r % 2 == 0 else ("auto", "off")
            runs = {mode: reply(folder, prompt, mode, sampling, args.threads) for mode in order}
            (plain, plain_done), (fast, done) = runs["off"], runs["auto"]
            ratios.append(done.tokens_per_s / plain_done.tokens_per_s if plain_done.tokens_per_s else 0.0)
            plain_rates.append(plain_done.tokens_per_s)
            spec_rates.append(done.tokens_per_s)
            accepted.append(done.accepted_tokens / done.drafted_tokens if done.drafted_tokens else 0.0)
            states.append(done.speculative)
            identical = identical and plain == fast
            print(f"{name} round {r + 1}: {plain_done.tokens_per_s:.1f} → {done.tokens_per_s:.1f} tok/s, "
                  f"{done.accepted_tokens} of {done.drafted_tokens} drafts kept ({done.speculative}), "
                  f"{done.generated_tokens} tokens, identical {plain == fast}", file=sys.stderr, flush=True)
        result[f"{name}_speedup"] = round(statistics.median(ratios), 3)
        result[f"{name}_acceptance"] = round(statistics.median(accepted), 3)
        result[f"{name}_tok_s"] = [round(statistics.median(plain_rates), 1), round(statistics.median(spec_rates), 1)]
        result[f"{name}_state"] = states[-1]
        result[f"{name}_identical"] = identical
    result.update(read_paths(folder, args.threads, 8 if args.quick else 64))
    result["goals"] = {"edit_speedup": ">= 1.5", "docs_speedup": ">= 1.2", "chat_speedup": ">= 0.98"}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
