"""Tool calls in each family's own format, on its real tokenizer and template: the grammar makes the model's call
(Qwen3's `<tool_call>` tokens, Llama 3.2's bare JSON with "parameters", DeepSeek's tool-calls block after the
thinking its prompt opened, gpt-oss's harmony commentary channel after its thinking), the parser reads it, and the
history sent back renders the structured call and its result as Hugging Face's Jinja2 rendering of the template
does. Through the window's step loop on the real engine host, and through `main.py serve` with the official
`openai` and `anthropic` SDKs. (Random weights never end a turn by themselves: the grammar ends it, with the
call's closing token.)"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import anthropic
import jsonschema
import openai
import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.engine.client import EngineClient
from app.tools.plan import step_sampling
from app.tools.spec import ToolSpec
from app.tools.steps import ToolSteps
from app.tools.traits import read_traits
from tests.app.api.conftest import Served, start_server
from tests.families.conversations import Conversation, reference

pytestmark = pytest.mark.slow

CALLING = ["qwen3", "llama3.2", "deepseek-r1", "gpt-oss"]  # the families whose templates render calls
PARAMETERS = {"type": "object", "properties": {"city": {"type": "string", "maxLength": 20}}, "required": ["city"],
              "additionalProperties": False}
WEATHER = ToolSpec("get_weather", "The weather in a city now.", PARAMETERS, "built-in")
FORMAT = {"qwen3": "<tool_call>", "llama3.2": '{"name": "get_weather", "parameters": ',
          "deepseek-r1": "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n",
          "gpt-oss": "<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>"}


@pytest.mark.parametrize("name", CALLING)
def test_the_window_loop_calls_in_the_familys_format_and_sends_the_call_back_structured(
        name: str, zoo: Callable[[str], Path]) -> None:
    from transformers import AutoTokenizer

    folder = zoo(name)
    steps = ToolSteps([ChatMessage("user", "What is the weather in Paris?")], [WEATHER], read_traits(folder),
                      required=True, budget=64)
    client = EngineClient()
    try:
        client.load(str(folder))
        plan = steps.plan()
        handle = client.turn(plan.messages, step_sampling(Sampling(temperature=0, max_new_tokens=64), plan),
                             guidance=plan.guidance, tools=plan.tools_json)
        raw = ""
        for event in handle.events():
            if isinstance(event, p.Token):
                raw += event.text
                assert steps.feed(event.text) == ""  # a call is never shown as text, only as its card
            elif isinstance(event, (p.Done, p.Error)):
                break
        assert isinstance(event, p.Done) and event.finish_reason == "stop"  # the grammar ended it: a whole call
        assert FORMAT[name] in raw, raw
        record = steps.finish_step()
        assert record is not None and record.tool == "get_weather"
        jsonschema.validate(record.arguments, PARAMETERS)
        record.status, record.result = "ok", json.dumps({"celsius": 21})  # as the loop records a run
        follow = steps.plan()
        call, result = follow.messages[-2], follow.messages[-1]
        assert call.tool_calls[0].name == "get_weather" and result.role == "tool" and result.tool_call_id
        ids = client.measure(follow.messages, Sampling(max_new_tokens=8), tools=follow.tools_json,
                             with_ids=True).prompt_ids
        tokenizer = AutoTokenizer.from_pretrained(folder)
        expected = reference(tokenizer, Conversation("the call sent back", follow.messages,
                                                     tuple(json.loads(follow.tools_json or "[]"))))
        assert list(ids) == tokenizer.encode(expected, add_special_tokens=False)
    finally:
        client.close()


@pytest.fixture(scope="module", params=CALLING)
def served(request: pytest.FixtureRequest, zoo: Callable[[str], Path], demo_model: Path,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Served]]:
    server = start_server(tmp_path_factory.mktemp("serve"), demo_model, "--model", str(zoo(request.param)))
    try:
        yield request.param, server
    finally:
        server.stop()


def test_the_openai_sdk_gets_a_call_and_sends_its_result_back(served: tuple[str, Served]) -> None:
    name, server = served
    client = openai.OpenAI(base_url=f"{server.url}/v1", api_key="unused", max_retries=0, timeout=120)
    model = client.models.list().data[0].id
    tool = {"type": "function", "function": {"name": "get_weather", "description": "The weather now.",
                                             "parameters": PARAMETERS}}
    ask = [{"role": "user", "content": "What is the weather in Paris?"}]
    reply = client.chat.completions.create(model=model, messages=ask, tools=[tool], tool_choice="required",  # type: ignore[arg-type,list-item]
                                           max_tokens=96, temperature=0)
    choice = reply.choices[0]
    assert choice.finish_reason == "tool_calls", (name, choice.message)
    call = choice.message.tool_calls[0]  # type: ignore[index]
    assert call.function.name == "get_weather"  # type: ignore[union-attr]
    jsonschema.validate(json.loads(call.function.arguments), PARAMETERS)  # type: ignore[union-attr]
    follow = client.chat.completions.create(model=model, tools=[tool], tool_choice="none", max_tokens=8,  # type: ignore[list-item]
                                            temperature=0, messages=[  # type: ignore[arg-type]
                                                *ask, choice.message.model_dump(exclude_none=True),
                                                {"role": "tool", "tool_call_id": call.id, "content": "21 C"}])
    assert follow.choices[0].finish_reason in ("stop", "length")
    alone = client.chat.completions.create(model=model, messages=ask, max_tokens=1)  # type: ignore[arg-type]
    assert follow.usage is not None and alone.usage is not None
    assert follow.usage.prompt_tokens > alone.usage.prompt_tokens + 10  # the call and its result went in


def test_the_anthropic_sdk_gets_a_tool_use_and_sends_its_result_back(served: tuple[str, Served]) -> None:
    name, server = served
    claude = anthropic.Anthropic(base_url=server.url, api_key="none", max_retries=0, timeout=120.0)
    model = openai.OpenAI(base_url=f"{server.url}/v1", api_key="unused", max_retries=0).models.list().data[0].id
    tool = {"name": "get_weather", "description": "The weather now.", "input_schema": PARAMETERS}
    ask = [{"role": "user", "content": "What is the weather in Paris?"}]
    reply = claude.messages.create(model=model, max_tokens=96, messages=ask, tools=[tool],  # type: ignore[arg-type,list-item]
                                   tool_choice={"type": "any"}, extra_body={"temperature": 0})
    assert reply.stop_reason == "tool_use", (name, reply.content)
    use = next(b for b in reply.content if b.type == "tool_use")
    assert use.name == "get_weather"
    jsonschema.validate(use.input, PARAMETERS)
    follow = claude.messages.create(
        model=model, max_tokens=8, tools=[tool], tool_choice={"type": "none"}, extra_body={"temperature": 0},  # type: ignore[list-item]
        messages=[*ask, {"role": "assistant", "content": reply.content},  # type: ignore[list-item]
                  {"role": "user", "content": [{"type": "tool_result", "tool_use_id": use.id, "content": "21 C"}]}])
    assert follow.stop_reason in ("end_turn", "max_tokens")
    alone = claude.messages.count_tokens(model=model, messages=ask).input_tokens  # type: ignore[arg-type]
    assert follow.usage.input_tokens + (follow.usage.cache_read_input_tokens or 0) > alone + 5  # the result went in
