"""DeepSeek's tool calls (V3, the R1 distills): its markers in the grammar, its thinking first where the prompt opens
it, its calls read back, the tools listed in the system prompt in its format, calls and results sent structured."""

from __future__ import annotations

import json
from pathlib import Path

from app.api.schemas import ChatCompletionRequest
from app.api.tools import plan_chat
from app.tools.deepseek_tools import MARKERS, parse_deepseek_call
from app.tools.traits import read_traits

WEATHER = {"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}}
CALL = ("<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n"
        '{"city": "Rome"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>')
IDS = dict(zip(MARKERS, (128806, 128808, 128814, 128809, 128807), strict=True))  # DeepSeek-V3's tokenizer
R1_PROMPT = ("{% for m in messages %}{% if m['tool_calls'] %}calls{% endif %}{{ m['content'] }}{% endfor %}"
             "{% if add_generation_prompt %}{{'<｜Assistant｜><think>\\n'}}{% endif %}")


def deepseek_folder(folder: Path, template: str) -> Path:
    folder.mkdir()
    added = [{"id": IDS[marker], "content": marker, "special": False} for marker in MARKERS]
    (folder / "tokenizer.json").write_text(json.dumps({"added_tokens": added}), encoding="utf-8")
    (folder / "chat_template.jinja").write_text(template, encoding="utf-8")
    return folder


def test_a_call_is_read_after_thinking_or_without_it() -> None:
    names = ("get_weather",)
    assert parse_deepseek_call(CALL, names) == ("get_weather", '{"city": "Rome"}')
    assert parse_deepseek_call(f"<think>\nRome.\n</think>\n\n{CALL}", names) == ("get_weather", '{"city": "Rome"}')
    assert parse_deepseek_call(CALL.replace("get_weather", "rm"), names) is None
    assert parse_deepseek_call(CALL[:60], names) is None  # cut off


def test_an_r1_distill_thinks_first_then_calls_and_gets_its_calls_back_structured(tmp_path: Path) -> None:
    traits = read_traits(deepseek_folder(tmp_path / "r1", R1_PROMPT))
    assert traits.deepseek and traits.thinks_first and traits.renders_calls and not traits.renders_tools
    asked = {"messages": [{"role": "user", "content": "Weather in Rome?"}], "tools": [WEATHER], "max_tokens": 100}
    plan = plan_chat(ChatCompletionRequest.model_validate(asked), traits)
    assert plan.guidance is not None and plan.tools_json == ""  # its template has no tool list: the system prompt
    grammar = plan.guidance.data
    assert grammar.startswith("start: THOUGHT NEWLINES? (TEXT | toolcall)") and "{0,200}<\\/think>" in grammar
    assert 'toolcall: <[128806]> <[128808]> "function" <[128814]> (fn0) <[128809]> <[128807]>' in grammar
    listing = plan.messages[0]
    assert listing.role == "system" and f"{MARKERS[0]}{MARKERS[1]}function{MARKERS[2]}" in listing.content
    history = {"tools": [WEATHER], "messages": [
        {"role": "user", "content": "Weather in Rome?"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Rome"}'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "sunny"}]}
    messages = plan_chat(ChatCompletionRequest.model_validate(history), traits).messages
    assert messages[-2].tool_calls[0].name == "get_weather" and messages[-1].tool_call_id == "c1"


def test_deepseek_v3_without_thinking_calls_at_once(tmp_path: Path) -> None:
    template = "{% for m in messages %}{{ m['content'] }}{% endfor %}{{ '<｜Assistant｜>' }}"
    traits = read_traits(deepseek_folder(tmp_path / "v3", template))
    plan = plan_chat(ChatCompletionRequest.model_validate(
        {"messages": [{"role": "user", "content": "Weather?"}], "tools": [WEATHER], "tool_choice": "required"}), traits)
    assert plan.guidance is not None and plan.guidance.data.startswith("start: toolcall\n")
