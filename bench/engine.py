"""Engine benchmark on the demo model (or `--model`): the host process against a bare in-process ORT GenAI loop.

Prints a few human lines, then, last, one JSON line:
- host_vs_bare_decode: decode tokens/s seen by a client through host + pipe ÷ a bare Generator loop
  generating the same number of tokens from the same prompt in this process (goal ≥ 0.97);
- followup_vs_first_ttft: time to first token of turn 6 (about 1,500 tokens of history, served from
  the KV cache) ÷ that of turn 1 (goal ≤ 1.5), each turn sent `READING_S` after the last reply, as a
  person who reads it first; `followup_vs_first_ttft_at_once` the same with each turn sent at once (a
  script: the host has not yet re-read the last reply, so turn 6 reads it too);
- decode_tok_s, prefill_tok_s: the bare loop's rates on this machine;
- turn1_turn6_read_tokens (and `_at_once`): the prompt tokens turn 1 and turn 6 read, the rest served from
  the cache — the part of the ratio that does not depend on how busy the machine is;
- followup_vs_first_ttft_typed, turn1_turn6_read_tokens_typed, turn6_ms_typed (and `_untyped`): the same
  turns typed as in the window, whose draft the engine reads ahead while the person types (all but the last
  word, read during the person's pause); `typed_followup_vs_untyped_first_ttft`: that follow-up ÷ a first
  turn sent without a read-ahead (as the API and the terminal send it);
- uncached_followup_vs_first_ttft: turn 6 again in a fresh host (nothing cached) ÷ turn 1, to show
  what the cache saves;
- cancel_latency_ms_p95: Stop pressed at 10 random moments of a ~4,000-token prefill, through the
  host: time from `cancel` to the turn's `done` (goal ≤ 250);
- chunked_vs_whole_prefill: prefill tokens/s of the host's sliced prefill (`PrefillSlicer`) ÷ one
  `append_tokens` of the same ~4,000 tokens, bare, alternating, median of paired rounds (goal ≥ 0.97);
- greedy_repeat_identical: over `--repeat-prompts` prompts (≥ 20), the share whose greedy follow-up,
  read from the cache of its own conversation, equals the same follow-up read afresh in a second host
  (after other conversations took the cache; 1.0 = every pair identical).
Rounds alternate host and bare so that machine noise hits both alike; the decode ratio is the
median of the per-round ratios, the rates are medians.

    .venv/bin/python bench/engine.py [--rounds 3] [--quick] [--model FOLDER] [--ttft-only]

`--quick`: one round of tiny sizes and two repeat prompts, seconds (checks the bench runs; no figures).
`--model`: another model folder, e.g. the 1B benchmark model (`bench/realistic_model.py`); `--ttft-only`:
only the follow-up figures (the rest of the bench takes an hour on a 1B model on 2 cores).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.privacy import disable_library_telemetry, disable_telemetry_env

disable_telemetry_env()

import numpy as np  # noqa: E402
import onnxruntime_genai as og  # noqa: E402

from app.accel.threads import default_thread_count  # noqa: E402
from app.chat.parameters import Sampling  # noqa: E402
from app.chat.values import ChatMessage  # noqa: E402
from app.engine import protocol as p  # noqa: E402
from app.engine.client import EngineClient  # noqa: E402
from app.engine.host.prefill import PrefillSlicer  # noqa: E402
from app.system.paths import demo_model_dir  # noqa: E402
from models.demo import ensure_demo_model  # noqa: E402

PROMPT = "Write a very long story about a lighthouse keeper and the sea, with many chapters."


def host_decode(client: EngineClient, max_new: int) -> tuple[int, float]:
    """Tokens and decode rate as the client sees them (first token to done)."""
    first = end = 0.0
    count = 0
    handle = client.turn([ChatMessage("user", PROMPT)], Sampling(temperature=0, max_new_tokens=max_new))
    for event in handle.events():
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


LONG_WORDS = 700  # about 4,100 tokens


def long_prompt(tag: int, words: int = LONG_WORDS) -> str:
    return f"Session {tag}. " + " ".join(f"river {i} flows" for i in range(words))


def cancel_latencies(client: EngineClient, count: int, words: int = LONG_WORDS, seed: int = 7) -> list[float]:
    """Cancel `count` long prefills at random moments; seconds from cancel() to done."""
    rng = random.Random(seed)
    latencies = []
    for n in range(count):
        prompt = [ChatMessage("user", long_prompt(1000 + n, words))]
        handle = client.turn(prompt, Sampling(temperature=0, max_new_tokens=8))
        started = next(e for e in handle.events() if isinstance(e, p.Started))
        time.sleep(rng.uniform(0.05, 0.9) * started.prompt_tokens / 1000)  # somewhere inside the prefill
        cancelled_at = time.perf_counter()
        handle.cancel()
        for event in handle.events():
            if isinstance(event, p.Done | p.Error):
                latencies.append(time.perf_counter() - cancelled_at)
    return latencies


def prefill_ratio(model: og.Model, tokenizer: og.Tokenizer, tag: int, words: int = LONG_WORDS) -> float:
    """Sliced ÷ whole prefill rate of the same ~4,000 tokens (order alternates with `tag`)."""
    ids = np.asarray(tokenizer.encode(long_prompt(tag, words)), dtype=np.int32)

    def timed(sliced: bool) -> float:
        params = og.GeneratorParams(model)
        params.set_search_options(max_length=8192, do_sample=False)
        generator = og.Generator(model, params)
        started = time.perf_counter()
        if sliced:
            PrefillSlicer().prefill(generator, ids.tolist(), lambda *_: None, lambda: False)
        else:
            generator.append_tokens(ids)
        return len(ids) / (time.perf_counter() - started)

    if tag % 2:
        whole, sliced = timed(False), timed(True)
    else:
        sliced, whole = timed(True), timed(False)
    return sliced / whole


READ: list[int] = []  # prompt tokens each turn read (not served from the cache), in order


def first_token_s(client: EngineClient, history: list[ChatMessage], sampling: Sampling) -> tuple[float, str, int]:
    """Time to the first token of one turn, its text and its prompt size (what it read: `READ`)."""
    started = time.perf_counter()
    first = 0.0
    pieces = []
    prompt_tokens = 0
    for event in client.turn(history, sampling).events():
        if isinstance(event, p.Token):
            first = first or time.perf_counter()
            pieces.append(event.text)
        elif isinstance(event, p.Done):
            prompt_tokens = event.prompt_tokens
            READ.append(event.prompt_tokens - event.cached_tokens)
    return first - started, "".join(pieces), prompt_tokens


Run = tuple[float, float, int, list[ChatMessage], tuple[int, int]]  # what `ttft_ratio` returns


def ttft_ratio(client: EngineClient, round_no: int, filler: int = 60, pause: float = 0.0, typed: bool = False,
               ) -> Run:
    """TTFT of turn 1 and of turn 6 with ~1,500 tokens of history held in the cache.

    Each round opens with its own word, so turn 1 shares nothing with the previous round but the
    chat template's header (as a new chat in the app would), and reads what turn 6 reads: its message
    and the assistant header. `typed`: each message is typed as in the window, which measures the draft
    when typing pauses (here: all but its last word) and the engine reads it ahead meanwhile; the last
    word takes `pause` more seconds.
    """
    history: list[ChatMessage] = []
    ttfts: list[float] = []
    prompt_tokens = 0
    sampling = Sampling(temperature=0, max_new_tokens=48)
    reads: list[int] = []
    for turn in range(6):
        words = " ".join(f"detail{turn}_{i}" for i in range(filler)) if 0 < turn < 5 else ""
        opening = OPENINGS[round_no % len(OPENINGS)]
        message = f"{opening} round, question {turn}: tell me about harbours. {words}"
        if typed:
            draft = ChatMessage("user", message.rstrip().rsplit(" ", 1)[0])
            client.measure([*history, draft], sampling, read_ahead=True)
            time.sleep(pause)
        history.append(ChatMessage("user", message))
        ttft, reply, prompt_tokens = first_token_s(client, history, sampling)
        ttfts.append(ttft)
        reads.append(READ[-1])
        history.append(ChatMessage("assistant", reply))
        time.sleep(pause)  # a person reading the reply before typing the next message
    return ttfts[0], ttfts[5], prompt_tokens, history[:-1], (reads[0], reads[5])


READING_S = 1.0
# Each round's first word: no two consecutive rounds start with the same token (a shared one would be
# served from the cache, and turn 1 would read less than a new chat's first turn does).
OPENINGS = ("Amber", "Copper", "Violet", "Silver", "Indigo", "Scarlet", "Olive", "Golden", "Crimson", "Teal")

TOPICS = ("rivers", "lakes", "bread", "bicycles", "the moon", "volcanoes", "chess", "bees", "glass", "trains",
          "libraries", "salt", "clocks", "whales", "paper", "bridges", "tea", "deserts", "violins", "maps",
          "snow", "copper")


def greedy_repeats(folder: Path, prompts: int, max_new: int) -> tuple[float, list[str]]:
    """Share of prompts whose cached greedy follow-up equals the same follow-up read afresh elsewhere."""
    sampling = Sampling(temperature=0, max_new_tokens=max_new)
    chats = []
    cached = EngineClient()
    try:
        cached.load(str(folder), ("cpu",))
        for topic in TOPICS[:prompts]:
            chat = [ChatMessage("user", f"Tell me about {topic} in three sentences.")]
            chat += [ChatMessage("assistant", first_token_s(cached, chat, sampling)[1]),
                     ChatMessage("user", "Say more about the most surprising part.")]
            chats.append((chat, first_token_s(cached, chat, sampling)[1]))  # mostly read from the cache
    finally:
        cached.close()
    fresh = EngineClient()
    differ = []
    try:
        fresh.load(str(folder), ("cpu",))
        for chat, expected in chats:  # each follows another conversation: read afresh past the template
            if first_token_s(fresh, chat, sampling)[1] != expected:
                differ.append(chat[0].content)
    finally:
        fresh.close()
    return 1 - len(differ) / len(chats), differ


def ttft_only(client: EngineClient, rounds: int, filler: int, folder: Path, pause: float) -> None:
    """The follow-up figures alone, with a reader's pause: median of `rounds` ratios, per-round figures."""
    try:
        first_token_s(client, [ChatMessage("user", "Hello.")], Sampling(temperature=0, max_new_tokens=1))  # the header
        runs, typed = untyped_and_typed(client, rounds, filler, pause)
    finally:
        client.close()
    ratios = [sixth / first for first, sixth, *_ in runs]
    print(json.dumps({
        "model": folder.name, "pause_s": pause,
        "followup_vs_first_ttft": round(statistics.median(ratios), 3),
        "rounds": [round(r, 3) for r in ratios],
        "turn1_ms": [round(1000 * run[0]) for run in runs], "turn6_ms": [round(1000 * run[1]) for run in runs],
        "turn6_prompt_tokens": runs[0][2],
        "turn1_turn6_read_tokens": [list(run[4]) for run in runs],
        **typed_figures(runs, typed),
    }))


def untyped_and_typed(client: EngineClient, rounds: int, filler: int, pause: float) -> tuple[list[Run], list[Run]]:
    """`rounds` rounds sent as they are and as many typed (`ttft_ratio`), alternating so that machine noise hits
    both alike; rounds 0 to 2 × `rounds` - 1, each with its own opening."""
    runs, typed = [], []
    for r in range(rounds):
        runs.append(ttft_ratio(client, 2 * r, filler, pause))
        typed.append(ttft_ratio(client, 2 * r + 1, filler, pause, typed=True))
    return runs, typed


def typed_figures(runs: list[Run], typed: list[Run]) -> dict[str, object]:
    """The same turns typed as in the window (the draft read ahead while the person types) beside them."""
    return {
        "followup_vs_first_ttft_typed": round(statistics.median(sixth / first for first, sixth, *_ in typed), 3),
        # the typed follow-up against the first turn sent without a read-ahead (as the API and the terminal do)
        "typed_followup_vs_untyped_first_ttft": round(statistics.median(run[1] for run in typed)
                                                      / statistics.median(run[0] for run in runs), 3),
        "turn6_ms_typed": round(1000 * statistics.median(run[1] for run in typed)),
        "turn6_ms_untyped": round(1000 * statistics.median(run[1] for run in runs)),
        "turn1_turn6_read_tokens_typed": [statistics.median_low(run[4][i] for run in typed) for i in (0, 1)],
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--max-new", type=int, default=200)
    parser.add_argument("--repeat-prompts", type=int, default=len(TOPICS))
    parser.add_argument("--quick", action="store_true", help="tiny sizes, seconds: checks the bench runs")
    parser.add_argument("--model", type=Path, help="a model folder instead of the demo model")
    parser.add_argument("--ttft-only", action="store_true", help="only the follow-up time to first token")
    parser.add_argument("--pause", type=float, default=READING_S,
                        help="seconds between a reply and the next message (a bigger model re-reads a reply longer)")
    args = parser.parse_args()
    words, filler, cancels = (40, 4, 2) if args.quick else (LONG_WORDS, 60, 10)
    if args.quick:
        args.rounds, args.max_new, args.repeat_prompts = 1, 8, 2
    folder = args.model or ensure_demo_model(demo_model_dir(), lambda m: print(m, file=sys.stderr))
    disable_library_telemetry()
    client = EngineClient()
    client.load(str(folder), ("cpu",))
    if args.ttft_only:
        ttft_only(client, args.rounds, filler, folder, args.pause)
        return
    model, tokenizer = bare_model(folder)
    host_rates, bare_rates, prefill_rates = [], [], []
    for _ in range(args.rounds):
        count, rate = host_decode(client, args.max_new)
        host_rates.append(rate)
        bare_rates.append(bare_decode(model, tokenizer, count))
        prefill_rates.append(bare_prefill(model, tokenizer, 64 if args.quick else 1000))
    # A person reads a reply before sending the next message (the host re-reads the reply meanwhile, see
    # ChatSession.settle); a script sends at once: both.
    runs, typed = untyped_and_typed(client, args.rounds, filler, args.pause)
    runs.sort(key=lambda t: t[1] / t[0])
    once = [ttft_ratio(client, 2 * args.rounds + r, filler) for r in range(args.rounds)]  # each its own opening
    at_once = [run[1] / run[0] for run in once]
    latencies = sorted(cancel_latencies(client, cancels, words))
    chunk_ratios = [prefill_ratio(model, tokenizer, r, words) for r in range(1 if args.quick else 3)]
    first, sixth, history_tokens, turn6, reads = runs[(len(runs) - 1) // 2]  # the median run by ratio
    client.close()
    identical, differ = greedy_repeats(folder, args.repeat_prompts, 8 if args.quick else 48)
    # The same turn 6 in a fresh host, with nothing cached: what the cache saves.
    fresh = EngineClient()
    fresh.load(str(folder), ("cpu",))
    uncached, _, _ = first_token_s(fresh, turn6, Sampling(temperature=0, max_new_tokens=48))
    fresh.close()
    host, bare = statistics.median(host_rates), statistics.median(bare_rates)
    paired = statistics.median(h / b for h, b in zip(host_rates, bare_rates, strict=True))
    print(f"decode: host {host:.1f} tok/s, bare {bare:.1f} tok/s ({count} tokens, {args.rounds} rounds)")
    print(f"ttft: turn 1 {first * 1000:.0f} ms, turn 6 {sixth * 1000:.0f} ms with {history_tokens} prompt tokens "
          f"({uncached * 1000:.0f} ms without the cache)")
    print(json.dumps({
        "host_vs_bare_decode": round(paired, 3),
        "followup_vs_first_ttft": round(sixth / first, 3),
        "followup_vs_first_ttft_at_once": round(statistics.median(at_once), 3),
        "decode_tok_s": round(bare, 1),
        "prefill_tok_s": round(statistics.median(prefill_rates), 1),
        "turn6_prompt_tokens": history_tokens,
        # Prompt tokens turn 1 and turn 6 read (the rest came from the cache): what the ratio is made of,
        # without the machine's noise; turn 6 sent at once also re-reads the last reply.
        "turn1_turn6_read_tokens": list(reads),
        "turn1_turn6_read_tokens_at_once": list(statistics.median_low(run[4][i] for run in once) for i in (0, 1)),
        "uncached_followup_vs_first_ttft": round(uncached / first, 3),
        **typed_figures(runs, typed),
        "cancel_latency_ms_p95": round(1000 * latencies[min(len(latencies) - 1, int(0.95 * len(latencies)))], 1),
        "cancel_latency_ms_max": round(1000 * latencies[-1], 1),
        "chunked_vs_whole_prefill": round(statistics.median(chunk_ratios), 3),
        "greedy_repeat_identical": round(identical, 3),
        "greedy_repeat_prompts": args.repeat_prompts,
        "greedy_repeat_differ": differ,
    }))


if __name__ == "__main__":
    main()
