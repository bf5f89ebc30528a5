"""The families people download, through Hearth: how well each one's prompts and tool calls come out, on the zoo's
tiny models (`bench/zoo`: the real tokenizer, full template and architecture, random weights).

Per family:
- template_match_rate: of the matrix of conversations (`tests/families/conversations.py`: system prompt or none,
  multi-turn, edited and continued replies, old thinking, thinking off, tools, a call and its result), the share
  whose prompt the engine host makes token for token as Hugging Face's Jinja2 rendering gives it (goal 1.0);
- tool_call_valid_rate: of sampled guided turns offered a tool (`tool_choice` "required", seeds 0…n-1, as the
  API plans them), the share whose reply parses as a call of that tool with arguments its schema accepts
  (goal 1.0; null where the family is refused tools, with the reason);
- ttft_s for a ~2,000-token conversation on the family's model, and ttft_ratio against the demo model's on the
  same conversation (a sanity figure: widths differ; the machine may be shared).

Prints a line per family, then, last, one JSON line. `--quick`: Qwen3 only, 3 tool trials, a 300-token chat.

    .venv/bin/python bench/families.py [--family qwen3 ...] [--trials 10] [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.system.privacy import disable_telemetry_env

disable_telemetry_env()

from app.api.errors import ApiError  # noqa: E402
from app.api.schemas import ChatCompletionRequest  # noqa: E402
from app.api.tools import call_in, plan_chat  # noqa: E402
from app.chat.parameters import Sampling  # noqa: E402
from app.chat.values import ChatMessage  # noqa: E402
from app.engine.client import EngineClient  # noqa: E402
from app.system.paths import demo_model_dir  # noqa: E402
from app.tools.traits import read_traits  # noqa: E402
from bench.zoo import FAMILIES, zoo_model  # noqa: E402
from models.demo import ensure_demo_model  # noqa: E402
from tests.app.engine_turns import collect  # noqa: E402
from tests.families.conversations import WEATHER, conversations, reference  # noqa: E402

TOOL = {**WEATHER, "function": {**WEATHER["function"], "parameters": {
    "type": "object", "properties": {"city": {"type": "string", "maxLength": 24},
                                     "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
    "required": ["city"], "additionalProperties": False}}}
CALL_TOKENS = 96  # a tool call's reply budget in the trials


def template_match_rate(folder: Path, client: EngineClient) -> float:
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(folder)
    matrix = conversations(folder)
    same = 0
    for conversation in matrix:
        ids = client.measure(conversation.messages, Sampling(max_new_tokens=16), tools=conversation.tools_json,
                             continue_last=conversation.continue_last, with_ids=True).prompt_ids
        same += list(ids) == tokenizer.encode(reference(tokenizer, conversation), add_special_tokens=False)
    return same / len(matrix)


def _valid(arguments: str) -> bool:
    parsed = json.loads(arguments)
    return (isinstance(parsed, dict) and isinstance(parsed.get("city"), str) and set(parsed) <= {"city", "unit"}
            and parsed.get("unit", "celsius") in ("celsius", "fahrenheit"))


def tool_call_valid_rate(folder: Path, client: EngineClient, trials: int) -> tuple[float | None, str]:
    traits = read_traits(folder)
    # The budget is the request's, as an API client sends it: the plan bounds a thinking model's thoughts by it (a
    # plan made for the default budget let the R1 distill think 4,096 characters, past the 96 tokens sampled).
    request = ChatCompletionRequest.model_validate({"model": "m", "tools": [TOOL], "tool_choice": "required",
                                                    "max_tokens": CALL_TOKENS,
                                                    "messages": [{"role": "user", "content": "Weather in Paris?"}]})
    try:
        plan = plan_chat(request, traits)
    except ApiError as exc:
        return None, exc.message
    valid = 0
    for seed in range(trials):
        sampling = Sampling(temperature=1.0, seed=seed, max_new_tokens=CALL_TOKENS)
        text, _, _ = collect(client.turn(plan.messages, sampling, guidance=plan.guidance, tools=plan.tools_json))
        call = call_in(text, plan, traits)
        valid += call is not None and call.name == "get_weather" and _valid(call.arguments)
    return valid / trials, ""


def chat_of(tokens: int, client: EngineClient, name: str) -> list[ChatMessage]:
    """A conversation of about `tokens` prompt tokens on this model: alternating turns of ordinary prose, opened
    with the family's name, so the demo model (one process for every family) reads each from the start rather
    than from the cache of the one before (a family's ratio read 46x where the demo had reused all of it)."""
    line = "The river ran past the mill, and the miller counted the sacks of grain by the door. "
    messages = [ChatMessage("user", f"Tell me about the mill ({name}).")]
    while client.measure(messages, Sampling(max_new_tokens=1)).prompt_tokens < tokens:
        messages += [ChatMessage("assistant", line * 6), ChatMessage("user", "Go on. " + line)]
    return messages


def ttft(client: EngineClient, messages: list[ChatMessage]) -> float:
    _, _, done = collect(client.turn(messages, Sampling(temperature=0, max_new_tokens=1)))
    return done.ttft_s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--family", action="append", choices=list(FAMILIES))
    parser.add_argument("--trials", type=int, default=10)
    parser.add_argument("--quick", action="store_true", help="Qwen3 only, 3 trials, a 300-token chat (CI)")
    args = parser.parse_args()
    names = ["qwen3"] if args.quick else (args.family or list(FAMILIES))
    trials, length = (3, 300) if args.quick else (args.trials, 2000)
    demo = EngineClient()
    demo.load(str(ensure_demo_model(demo_model_dir(), print)))
    results: dict[str, Any] = {}
    try:
        for name in names:
            client = EngineClient()
            client.load(str(zoo_model(name)))
            try:
                folder = zoo_model(name)
                match = template_match_rate(folder, client)
                valid, refused = tool_call_valid_rate(folder, client, trials)
                chat = chat_of(length, client, name)
                own, demos = ttft(client, chat), ttft(demo, chat)
            finally:
                client.close()
            results[name] = {"template_match_rate": round(match, 3), "tool_call_valid_rate": valid,
                             "tools_refused": refused, "ttft_s": round(own, 4), "ttft_ratio": round(own / demos, 2)}
            print(f"{name}: templates {match:.0%}, tool calls {'refused' if valid is None else f'{valid:.0%}'}, "
                  f"TTFT {own * 1000:.0f} ms ({own / demos:.2f}× the demo's) on ~{length} tokens")
    finally:
        demo.close()
    print(json.dumps({"families": results, "trials": trials, "chat_tokens": length, "quick": args.quick}))


if __name__ == "__main__":
    main()
