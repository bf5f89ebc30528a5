"""Tool calls that always parse: the guided call against the same model asked in free text.

On a fixed set of prompts (bench/data/tools_prompts.json: 100 requests, each for one tool offered among
1–8), the model answers three ways through the engine host, greedily:
- guided, as the chat does when a reply must call a tool (`app.tools.plan`: the Lark grammar of
  app/api, the tool list in the system prompt, tool_choice "required", the app's room for a call:
  `plan.step_sampling`);
- free text: the same messages with no grammar and the same room, parsed the way the peers do (a
  `<tool_call>…</tool_call>` block, else the first JSON object; `name` must be an offered tool,
  `arguments` (or `parameters`) must match its schema); it stops at `</tool_call>`, as those parsers do;
- and, for the time to first token, the same question with tools offered ("auto": text or a call)
  against the question with no tools at all, each asked twice: as a follow-up in a chat (the app's
  usual turn, and every step after a tool's result: the tool listing is in the cache) and as the first
  turn of a new chat (cold: the listing is read first; and after the window's read-ahead).
Prints one JSON line:
  grammar_valid_rate   calls that parse and match the schema, guided (goal 1.0)
  freetext_valid_rate  the same, free text (the anchor figure)
  grammar_right_tool_rate / freetext_right_tool_rate  the call names the tool the prompt asks for
  grammar_cut_by_length  guided calls cut by the call budget (each one counts as invalid above)
  tools_ttft_ratio     median TTFT of a follow-up with tools ÷ without (goal ≤ 1.2)
  first_turn_ttft_ratio  the same for the first turn of a chat (the tool listing read cold)
  read_ahead_first_turn_ttft_ratio  the first turn after the window's read-ahead (`ChatTools.warm`: the
                       listing read while the person types) ÷ the first turn without tools

    .venv/bin/python bench/tools.py [--model DIR] [--limit N] [--quick]

A long run can be split into parts run side by side, each writing its raw figures, then combined
into the same line (counts summed, medians over every sample):

    .venv/bin/python bench/tools.py --part 1/3 --raw /tmp/t1.json   (and 2/3, 3/3)
    .venv/bin/python bench/tools.py --combine /tmp/t1.json /tmp/t2.json /tmp/t3.json
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.privacy import disable_telemetry_env

disable_telemetry_env()

import jsonschema  # noqa: E402

from app.chat.parameters import Sampling  # noqa: E402
from app.chat.values import ChatMessage, Guidance  # noqa: E402
from app.engine import protocol as p  # noqa: E402
from app.engine.client import EngineClient, EngineError  # noqa: E402
from app.system.paths import demo_model_dir  # noqa: E402
from app.tools.plan import ToolPlan, parse, plan_turn, step_sampling  # noqa: E402
from app.tools.spec import ToolSpec  # noqa: E402
from app.tools.traits import ModelTraits, read_traits  # noqa: E402

DATA = Path(__file__).with_name("data") / "tools_prompts.json"
QUICK_CALL_TOKENS = 24
TTFT_EVERY = 2  # the time to first token is measured on every 2nd prompt (it is a median: 50 samples of each kind)


FOLLOWED = (ChatMessage("user", "Hello!"),
            ChatMessage("assistant", "Hello! How can I help you today?"))  # the chat a follow-up is asked in


def run(client: EngineClient, messages: tuple[ChatMessage, ...], sampling: Sampling,
        guidance: Guidance | None = None, tools: str = "", stop: tuple[str, ...] = ()) -> tuple[str, p.Done]:
    handle = client.turn(list(messages), sampling, "", guidance=guidance, tools=tools, stop=stop)
    text: list[str] = []
    for event in handle.events():
        if isinstance(event, p.Token):
            text.append(event.text)
        elif isinstance(event, p.Done):
            return "".join(text), event
        elif isinstance(event, p.Error):
            raise EngineError(event)
    raise EngineError(p.Error("protocol", "the turn ended without done"))


def peer_parse(text: str) -> dict[str, Any] | None:
    """A call out of free text, as LM Studio, Jan or Ollama's Hermes parsers find one."""
    tagged = re.search(r"<tool_call>(.*?)(</tool_call>|$)", text, re.DOTALL)
    body = tagged.group(1) if tagged else text
    start = body.find("{")
    if start < 0:
        return None
    try:
        found, _ = json.JSONDecoder().raw_decode(body[start:])
    except ValueError:
        return None
    return found if isinstance(found, dict) else None


def valid(call: dict[str, Any] | None, specs: dict[str, ToolSpec]) -> bool:
    if call is None or call.get("name") not in specs:
        return False
    arguments = call.get("arguments", call.get("parameters"))
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return False
    try:
        jsonschema.validate(arguments, specs[str(call["name"])].parameters)
    except jsonschema.ValidationError:
        return False
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--limit", type=int, default=0, help="only the first N prompts")
    parser.add_argument("--quick", action="store_true", help="2 prompts with one tool each, few tokens (CI)")
    parser.add_argument("--part", default="1/1", help="K/N: only the K-th of N equal runs of the prompts")
    parser.add_argument("--raw", type=Path, help="also write the counts and every TTFT sample here (for --combine)")
    parser.add_argument("--combine", type=Path, nargs="+", help="print the line of parts written with --raw")
    args = parser.parse_args()
    if args.combine:
        return combine(args.combine)
    model = args.model or demo_model_dir()
    data = json.loads(DATA.read_text(encoding="utf-8"))
    catalogue = {name: ToolSpec(name, t["description"], t["parameters"]) for name, t in data["tools"].items()}
    items = list(enumerate(data["prompts"][:args.limit or None]))
    if args.quick:
        items = [(n, i) for n, i in items if len(i["tools"]) == 1][:2]
    part, parts = (int(x) for x in args.part.split("/"))
    items = items[len(items) * (part - 1) // parts:len(items) * part // parts]
    traits = read_traits(model)
    client = EngineClient()
    client.load(str(model))
    floor = Sampling(temperature=0.0, max_new_tokens=QUICK_CALL_TOKENS if args.quick else 1)
    first_sampling = Sampling(temperature=0.0, max_new_tokens=1)
    counts = {"grammar_valid": 0, "freetext_valid": 0, "grammar_right": 0, "freetext_right": 0, "grammar_cut": 0}
    ttft: dict[str, list[float]] = {"follow_tools": [], "follow_plain": [], "first_tools": [], "first_plain": [],
                                    "warmed_tools": []}
    started = time.perf_counter()
    restarts = 0
    try:
        for done_so_far, (n, item) in enumerate(items):
            if done_so_far and done_so_far % 10 == 0:  # the figures so far, in case a long run is cut short
                print(json.dumps(summary(done_so_far, counts, ttft, started)), file=sys.stderr, flush=True)
                write_raw(args.raw, done_so_far, counts, ttft, started)
            for attempt in (1, 2):  # an engine that stopped is loaded again and the prompt asked again, once
                try:
                    got, samples = ask(client, traits, catalogue, item, call_sampling(required_plan(item, catalogue,
                                       traits), floor, args.quick), first_sampling, n)
                    break
                except EngineError as exc:
                    if attempt == 2 or exc.event.code != "host_died":
                        raise
                    print(f"prompt {n}: {exc}; loading the model again", file=sys.stderr, flush=True)
                    restarts += 1
                    client.load(str(model))
            for key, value in got.items():
                counts[key] += value
            for key, values in samples.items():
                ttft[key] += values
    finally:
        client.close()
    write_raw(args.raw, len(items), counts, ttft, started)
    print(json.dumps({"bench": "tools", "model": model.name, "quick": args.quick,
                      **summary(len(items), counts, ttft, started), "engine_restarts": restarts}))
    return 0


def required_plan(item: dict[str, Any], catalogue: dict[str, ToolSpec], traits: ModelTraits) -> ToolPlan:
    return plan_turn([ChatMessage("user", item["prompt"])], [catalogue[name] for name in item["tools"]],
                     traits, required=True)


def call_sampling(plan: ToolPlan, floor: Sampling, quick: bool) -> Sampling:
    """The app's room for a call (quick: a few tokens, so a cut call is likely and says so)."""
    return floor if quick else step_sampling(floor, plan)


def ask(client: EngineClient, traits: ModelTraits, catalogue: dict[str, ToolSpec], item: dict[str, Any],
        sampling: Sampling, first_sampling: Sampling, n: int) -> tuple[dict[str, int], dict[str, list[float]]]:
    """One prompt: guided, free text, and (every TTFT_EVERY-th) the times to first token."""
    specs = {name: catalogue[name] for name in item["tools"]}
    question = [ChatMessage("user", item["prompt"])]
    required = required_plan(item, catalogue, traits)
    text, done = run(client, required.messages, sampling, required.guidance, required.tools_json)
    call = parse(text, traits, required.names)
    guided = None if call is None else {"name": call.name, "arguments": json.loads(call.arguments)}
    stop = (traits.close_text,) if traits.close_text else ()
    free, _ = run(client, required.messages, sampling, stop=stop)  # no grammar
    peer = peer_parse(free)
    got = {"grammar_valid": int(valid(guided, specs)),
           "grammar_right": int(bool(guided and guided["name"] == item["expect"])),
           "grammar_cut": int(done.finish_reason == "length"),
           "freetext_valid": int(valid(peer, specs)),
           "freetext_right": int(bool(valid(peer, specs) and peer and peer.get("name") == item["expect"]))}
    samples: dict[str, list[float]] = {"follow_tools": [], "follow_plain": [], "first_tools": [], "first_plain": [],
                                       "warmed_tools": []}
    if n % TTFT_EVERY == 0:
        measure_ttft(client, traits, list(specs.values()), question, first_sampling, samples, n)
    return got, samples


def write_raw(path: Path | None, total: int, counts: dict[str, int], ttft: dict[str, list[float]],
              started: float) -> None:
    if path is not None:
        path.write_text(json.dumps({"prompts": total, "counts": counts, "ttft": ttft,
                                    "seconds": time.perf_counter() - started}), encoding="utf-8")


def combine(paths: list[Path]) -> int:
    raws = [json.loads(p.read_text(encoding="utf-8")) for p in paths]
    counts = {k: sum(r["counts"][k] for r in raws) for k in raws[0]["counts"]}
    ttft = {k: [x for r in raws for x in r["ttft"][k]] for k in raws[0]["ttft"]}
    line = summary(sum(r["prompts"] for r in raws), counts, ttft, time.perf_counter())
    line["seconds"] = round(max(r["seconds"] for r in raws), 1)  # the parts ran side by side
    print(json.dumps({"bench": "tools", "parts": len(raws), "ttft_samples": len(ttft["first_tools"]), **line}))
    return 0


def measure_ttft(client: EngineClient, traits: ModelTraits, specs: list[ToolSpec], question: list[ChatMessage],
                 sampling: Sampling, into: dict[str, list[float]], n: int) -> None:
    """The question as the first turn of a chat (cold: the run before was unguided, so nothing of the
    tool listing is cached) and as a follow-up (its chat's earlier turn read just before, as the app has
    it in the cache), with the tools offered ("auto") and without; with and without alternate in order."""
    order = (specs, []) if n % (2 * TTFT_EVERY) == 0 else ([], specs)
    for tools in order:
        first = plan_turn(question, tools, traits)
        done = run(client, first.messages, sampling, first.guidance, first.tools_json)[1]
        into["first_tools" if tools else "first_plain"].append(done.ttft_s)
    # the window's read-ahead (`ChatTools.warm`): the new chat's tool listing read while the person types
    ahead = plan_turn([ChatMessage("user", "")], specs, traits)
    run(client, ahead.messages[:-1], sampling, ahead.guidance, ahead.tools_json)
    first = plan_turn(question, specs, traits)
    into["warmed_tools"].append(run(client, first.messages, sampling, first.guidance, first.tools_json)[1].ttft_s)
    chat = [*FOLLOWED, *question]
    for tools in order:
        earlier = plan_turn(list(FOLLOWED[:1]), tools, traits)
        run(client, earlier.messages, sampling, earlier.guidance, earlier.tools_json)  # the chat so far, cached
        follow = plan_turn(chat, tools, traits)
        done = run(client, follow.messages, sampling, follow.guidance, follow.tools_json)[1]
        into["follow_tools" if tools else "follow_plain"].append(done.ttft_s)


def med(samples: list[float]) -> float | None:
    return round(statistics.median(samples), 4) if samples else None  # a part may have no samples


def ratio(tools: list[float], plain: list[float]) -> float | None:
    return round(statistics.median(tools) / statistics.median(plain), 3) if tools and plain else None


def summary(total: int, counts: dict[str, int], ttft: dict[str, list[float]], started: float) -> dict[str, object]:
    return {
        "prompts": total,
        "grammar_valid_rate": round(counts["grammar_valid"] / total, 3),
        "freetext_valid_rate": round(counts["freetext_valid"] / total, 3),
        "grammar_right_tool_rate": round(counts["grammar_right"] / total, 3),
        "freetext_right_tool_rate": round(counts["freetext_right"] / total, 3),
        "grammar_cut_by_length": counts["grammar_cut"],
        "ttft_follow_up_tools_s": med(ttft["follow_tools"]),
        "ttft_follow_up_plain_s": med(ttft["follow_plain"]),
        "tools_ttft_ratio": ratio(ttft["follow_tools"], ttft["follow_plain"]),
        "ttft_first_turn_tools_s": med(ttft["first_tools"]),
        "ttft_first_turn_plain_s": med(ttft["first_plain"]),
        "first_turn_ttft_ratio": ratio(ttft["first_tools"], ttft["first_plain"]),
        "ttft_first_turn_read_ahead_s": med(ttft["warmed_tools"]),
        "read_ahead_first_turn_ttft_ratio": ratio(ttft["warmed_tools"], ttft["first_plain"]),
        "seconds": round(time.perf_counter() - started, 1),
    }


if __name__ == "__main__":
    raise SystemExit(main())
