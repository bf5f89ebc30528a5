"""gpt-oss (harmony) gets tools: its traits name harmony's marker tokens, the grammar allows its thinking and then
a call in the commentary channel (or, unless a call is required, an answer in the final channel), and the call is
read back wherever the host's rewriting put it."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from app.api.schemas import ChatCompletionRequest
from app.api.tools import plan_chat
from app.tools.calls import looks_like_call, parse_call
from app.tools.harmony_tools import MARKERS, parse_harmony_call, think_tokens
from app.tools.traits import read_traits

WEATHER = {"type": "function", "function": {"name": "get_weather", "description": "The weather in a city.",
                                            "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                                                           "required": ["city"]}}}
CALL = '<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city": "Rome"}'


@pytest.mark.slow
def test_the_traits_of_the_real_tokenizer_offer_tools_with_harmonys_grammar(zoo: Callable[[str], Path]) -> None:
    traits = read_traits(zoo("gpt-oss"))
    assert traits.renders_tools  # refused before, with "harmony's commentary channel, which Hearth cannot read yet"
    assert traits.harmony == (200005, 200008, 200006, 200007, 200003, 200012)  # o200k_harmony's ids
    asked = {"messages": [{"role": "user", "content": "Weather in Rome?"}], "tools": [WEATHER], "max_tokens": 100}
    plan = plan_chat(ChatCompletionRequest.model_validate(asked), traits)
    assert plan.guidance is not None and plan.tool_mode == "auto" and plan.tools_json  # its template lists them
    grammar = plan.guidance.data
    assert "start: analysis? (toolcall | final)" in grammar and "thought[max_tokens=50]" in grammar
    assert 'toolcall: <[200005]> "commentary to=functions." (fn0)' in grammar
    assert '"get_weather " <[200003]> "json" <[200008]> %json' in grammar and grammar.rstrip().endswith("<[200012]>")
    required = plan_chat(ChatCompletionRequest.model_validate({**asked, "tool_choice": "required"}), traits)
    assert required.guidance is not None and "start: analysis? (toolcall)" in required.guidance.data
    history = {"messages": [  # earlier calls and results: structured, for the template to write in harmony
        {"role": "user", "content": "Weather in Rome?"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Rome"}'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "sunny"}], "tools": [WEATHER]}
    messages = plan_chat(ChatCompletionRequest.model_validate(history), traits).messages
    assert [(m.role, m.tool_call_id) for m in messages] == [("user", ""), ("assistant", ""), ("tool", "c1")]
    assert messages[1].tool_calls[0].name == "get_weather" and json.loads(messages[1].tool_calls[0].arguments) == {
        "city": "Rome"}


def test_a_call_is_read_after_thinking_or_without_it() -> None:
    names = ("get_weather",)
    assert parse_harmony_call(CALL, names) == ("get_weather", '{"city": "Rome"}')
    thought = f"<think>\nThe user wants the weather.\n</think>\n\n{CALL}"  # as the host rewrites the analysis
    assert parse_harmony_call(thought, names) == ("get_weather", '{"city": "Rome"}')
    assert parse_harmony_call(CALL.replace("get_weather", "rm_rf"), names) is None  # not offered
    assert parse_harmony_call(CALL[:-3], names) is None  # cut off inside its arguments
    assert parse_harmony_call("Rome is sunny today.", names) is None
    # a reply that thinks first is judged after its thinking: undecided inside it, a call or words after it
    assert looks_like_call("<think>\nThe user") is None
    assert looks_like_call(thought) is True and looks_like_call("<think>\nx\n</think>\n\nSunny.") is False


def test_the_thinking_before_a_call_leaves_room_for_the_call() -> None:
    assert think_tokens(None) == 1024 and think_tokens(100) == 50
    assert think_tokens(4) == 8 and think_tokens(10**6) == 1024


def test_a_tokenizer_without_every_marker_is_not_harmony(tmp_path: Path) -> None:
    added = [{"id": 10 + n, "content": marker, "special": True} for n, marker in enumerate(MARKERS[:-1])]
    (tmp_path / "tokenizer.json").write_text(json.dumps({"added_tokens": added}), encoding="utf-8")
    traits = read_traits(tmp_path)
    assert not traits.harmony and parse_call(CALL, traits, ("get_weather",)) is None  # read as JSON calls, not one
