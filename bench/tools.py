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

from app.api.catalog import ModelTraits, read_traits  # noqa: E402
from app.chat.parameters import Sampling  # noqa: E402
from app.chat.values import ChatMessage, Guidance  # noqa: E402
from app.engine import protocol as p  # noqa: E402
from app.engine.client import EngineClient, EngineError  # noqa: E402
from app.system.paths import demo_model_dir  # noqa: E402
from app.tools.plan import parse, plan_turn, step_sampling  # noqa: E402
from app.tools.spec import ToolSpec  # noqa: E402

DATA = Path(__file__).with_name("data") / "tools_prompts.json"
QUICK_CALL_TOKENS = 24
TTFT_EVERY = 2  # the time to first token is measured on every 2nd prompt (it is a median: 50 samples of each kind)


FOLLOWED = ({"role": "user", "content": "Hello!"},
            {"role": "assistant", "content": "Hello! How can I help you today?"})  # the chat a follow-up is asked in


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
    args = parser.parse_args()
    model = args.model or demo_model_dir()
    data = json.loads(DATA.read_text(encoding="utf-8"))
    catalogue = {name: ToolSpec(name, t["description"], t["parameters"]) for name, t in data["tools"].items()}
    items = data["prompts"][:args.limit or None]
    if args.quick:
        items = [i for i in items if len(i["tools"]) == 1][:2]
    traits = read_traits(model)
    client = EngineClient()
    client.load(str(model))
    floor = Sampling(temperature=0.0, max_new_tokens=QUICK_CALL_TOKENS if args.quick else 1)
    first_sampling = Sampling(temperature=0.0, max_new_tokens=1)
    counts = {"grammar_valid": 0, "freetext_valid": 0, "grammar_right": 0, "freetext_right": 0, "grammar_cut": 0}
    ttft: dict[str, list[float]] = {"follow_tools": [], "follow_plain": [], "first_tools": [], "first_plain": [],
                                    "warmed_tools": []}
    started = time.perf_counter()
    try:
        for n, item in enumerate(items):
            if n and n % 10 == 0:  # the figures so far, in case a long run is cut short
                print(json.dumps(summary(n, counts, ttft, started)), file=sys.stderr, flush=True)
            specs = {name: catalogue[name] for name in item["tools"]}
            question = [{"role": "user", "content": item["prompt"]}]
            required = plan_turn(question, list(specs.values()), traits, required=True)
            # the app's room for a call (quick: a few tokens, so a cut call is likely and says so)
            call_sampling = floor if args.quick else step_sampling(floor, required)
            text, done = run(client, required.messages, call_sampling, required.guidance, required.tools_json)
            call = parse(text, traits, required.names)
            guided = None if call is None else {"name": call.name, "arguments": json.loads(call.arguments)}
            counts["grammar_valid"] += valid(guided, specs)
            counts["grammar_right"] += bool(guided and guided["name"] == item["expect"])
            counts["grammar_cut"] += done.finish_reason == "length"
            stop = (traits.close_text,) if traits.close_text else ()
            free, _ = run(client, required.messages, call_sampling, stop=stop)  # no grammar
            peer = peer_parse(free)
            counts["freetext_valid"] += valid(peer, specs)
            counts["freetext_right"] += bool(valid(peer, specs) and peer and peer.get("name") == item["expect"])
            if n % TTFT_EVERY == 0:
                measure_ttft(client, traits, list(specs.values()), question, first_sampling, ttft, n)
    finally:
        client.close()
    print(json.dumps({"bench": "tools", "model": model.name, "quick": args.quick,
                      **summary(len(items), counts, ttft, started)}))
    return 0


def measure_ttft(client: EngineClient, traits: ModelTraits, specs: list[ToolSpec], question: list[dict[str, Any]],
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
    ahead = plan_turn([{"role": "user", "content": ""}], specs, traits)
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


def ratio(into: dict[str, list[float]], kind: str) -> float:
    return round(statistics.median(into[f"{kind}_tools"]) / statistics.median(into[f"{kind}_plain"]), 3)


def summary(total: int, counts: dict[str, int], ttft: dict[str, list[float]], started: float) -> dict[str, object]:
    return {
        "prompts": total,
        "grammar_valid_rate": round(counts["grammar_valid"] / total, 3),
        "freetext_valid_rate": round(counts["freetext_valid"] / total, 3),
        "grammar_right_tool_rate": round(counts["grammar_right"] / total, 3),
        "freetext_right_tool_rate": round(counts["freetext_right"] / total, 3),
        "grammar_cut_by_length": counts["grammar_cut"],
        "ttft_follow_up_tools_s": round(statistics.median(ttft["follow_tools"]), 4),
        "ttft_follow_up_plain_s": round(statistics.median(ttft["follow_plain"]), 4),
        "tools_ttft_ratio": ratio(ttft, "follow"),
        "ttft_first_turn_tools_s": round(statistics.median(ttft["first_tools"]), 4),
        "ttft_first_turn_plain_s": round(statistics.median(ttft["first_plain"]), 4),
        "first_turn_ttft_ratio": ratio(ttft, "first"),
        "ttft_first_turn_read_ahead_s": round(statistics.median(ttft["warmed_tools"]), 4),
        "read_ahead_first_turn_ttft_ratio": round(statistics.median(ttft["warmed_tools"])
                                                  / statistics.median(ttft["first_plain"]), 3),
        "seconds": round(time.perf_counter() - started, 1),
    }


if __name__ == "__main__":
    raise SystemExit(main())
