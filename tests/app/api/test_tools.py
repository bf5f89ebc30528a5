"""Messages, tools and response_format into engine turns, and tool calls back out (no model needed),
plus the grammar with a tokenizer's own special tokens on the real engine (slow)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.api.errors import ApiError
from app.api.schemas import ChatCompletionRequest, Tool
from app.api.server import is_loopback
from app.api.tools import plan_chat, spec_of
from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance, ToolCall
from app.engine import protocol as p
from app.tools.calls import looks_like_call, parse_call, tool_grammar
from app.tools.traits import ModelTraits, read_traits

WEATHER = {"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"city": {"type": "string", "maxLength": 20}}, "required": ["city"]}}}
PLAIN = ModelTraits()


def request(**fields: object) -> ChatCompletionRequest:
    return ChatCompletionRequest.model_validate({"messages": [{"role": "user", "content": "hi"}], **fields})


def test_without_tools_or_format_a_turn_is_unguided() -> None:
    plan = plan_chat(request(), PLAIN)
    assert plan.guidance is None and plan.tool_mode == "none" and plan.messages == (ChatMessage("user", "hi"),)


def test_json_schema_is_passed_as_guidance_with_compact_separators() -> None:
    schema = {"type": "object", "properties": {"a": {"type": "integer"}}}
    plan = plan_chat(request(response_format={"type": "json_schema", "json_schema": {"name": "x", "schema": schema}}),
                     PLAIN)
    assert plan.guidance is not None and plan.guidance.kind == "json_schema"
    sent = json.loads(plan.guidance.data)
    assert sent["properties"] == schema["properties"] and sent["x-guidance"]["whitespace_flexible"] is False


def test_tools_for_a_template_without_them_go_into_the_system_prompt() -> None:
    plan = plan_chat(request(messages=[{"role": "system", "content": "Be brief."},
                                       {"role": "user", "content": "Weather?"}], tools=[WEATHER]), PLAIN)
    assert plan.tool_mode == "auto" and plan.tools_json == "" and plan.tool_names == ("get_weather",)
    assert plan.messages[0].role == "system" and plan.messages[0].content.startswith("Be brief.")
    assert "get_weather" in plan.messages[0].content and "<tool_call>" in plan.messages[0].content
    assert plan.guidance is not None and plan.guidance.kind == "lark_grammar"
    assert plan.guidance.data.startswith("start: TEXT | toolcall")


def test_a_template_that_renders_tools_gets_them_and_tool_messages_natively() -> None:
    traits = ModelTraits(renders_tools=True)
    plan = plan_chat(request(tools=[WEATHER], tool_choice="required", messages=[
        {"role": "user", "content": "Weather?"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "cold"}]), traits)
    assert json.loads(plan.tools_json)[0]["function"]["name"] == "get_weather"
    # structured, for the template to write the call in the model's own format (Qwen3's <tool_call>, Llama's
    # JSON, harmony's commentary channel), never Hermes text pasted into the content
    call = ToolCall("c1", "get_weather", '{"city": "Oslo"}')
    assert plan.messages[1] == ChatMessage("assistant", "", tool_calls=(call,))
    assert plan.messages[2] == ChatMessage("tool", "cold", tool_call_id="c1")
    assert plan.guidance is not None and plan.guidance.data.startswith("start: toolcall")


def test_a_tool_result_for_a_plain_template_is_a_wrapped_user_message() -> None:
    plan = plan_chat(request(messages=[{"role": "user", "content": "q"}, {"role": "tool", "content": "42"}]), PLAIN)
    assert plan.messages[1] == ChatMessage("user", "<tool_response>\n42\n</tool_response>")


@pytest.mark.parametrize("fields", [
    {"tool_choice": "auto"},
    {"tools": [WEATHER], "tool_choice": {"type": "function", "function": {"name": "other"}}},
    {"tools": [WEATHER], "response_format": {"type": "json_object"}},
    {"response_format": {"type": "json_schema", "json_schema": {"name": "x"}}},
    {"messages": [{"role": "assistant", "tool_calls": [
        {"id": "c", "type": "function", "function": {"name": "f", "arguments": "{oops"}}]}]},
])
def test_combinations_that_cannot_be_served_are_400(fields: dict[str, object]) -> None:
    with pytest.raises(ApiError) as refused:
        plan_chat(request(**fields), PLAIN)
    assert refused.value.status == 400


def test_a_tools_own_definitions_move_with_it_under_the_grammars_root() -> None:
    """`$ref`s are read from the root of the grammar's schema: each tool holding one moves under the root's
    `$defs` by its own key, its references rewritten; names and data that merely spell "$ref" are kept."""
    from app.tools.schema_refs import rooted

    schema = {"$defs": {"Item": {"type": "object", "properties": {"$ref": {"type": "string"}}}},
              "definitions": {"Old": {"type": "integer"}},
              "type": "object", "properties": {"items": {"type": "array", "items": {"$ref": "#/$defs/Item"}},
                                               "old": {"$ref": "#/definitions/Old"}, "self": {"$ref": "#"},
                                               "word": {"enum": [{"$ref": "#/x"}]}}}
    place, definitions = rooted(schema, "tool1")
    assert place == {"$ref": "#/$defs/tool1"}
    moved = definitions["tool1"]
    assert moved["properties"]["items"]["items"] == {"$ref": "#/$defs/tool1/$defs/Item"}
    assert moved["properties"]["old"] == {"$ref": "#/$defs/tool1/definitions/Old"}
    assert moved["properties"]["self"] == {"$ref": "#/$defs/tool1"}
    assert moved["properties"]["word"] == {"enum": [{"$ref": "#/x"}]}  # data
    assert moved["$defs"]["Item"]["properties"] == {"$ref": {"type": "string"}}  # a property's name
    plain = {"type": "object", "properties": {"$ref": {"type": "string"}}}
    assert rooted(plain, "tool0") == (plain, {})  # no reference: the grammar is what it was
    with pytest.raises(ValueError, match="outside itself"):
        rooted({"$ref": "other.json#/a"}, "tool0")
    tool = Tool.model_validate({"type": "function", "function": {"name": "order", "parameters": schema}})
    grammar = tool_grammar([spec_of(Tool.model_validate(WEATHER)), spec_of(tool)], PLAIN, required=True)
    root = json.loads(grammar.split("%json ", 1)[1].rsplit("}", 1)[0] + "}")
    assert list(root["$defs"]) == ["tool1"] and root["anyOf"][1]["properties"]["arguments"] == place


def test_tool_choice_none_leaves_the_reply_free() -> None:
    plan = plan_chat(request(tools=[WEATHER], tool_choice="none"), PLAIN)
    assert plan.guidance is None and plan.tool_mode == "none" and plan.messages == (ChatMessage("user", "hi"),)


def test_special_token_markers_are_referenced_by_id() -> None:
    traits = ModelTraits(False, 151657, 151658)
    grammar = tool_grammar([spec_of(Tool.model_validate(WEATHER))], traits, required=True)
    assert "<[151657]> %json" in grammar and grammar.rstrip().endswith("<[151658]>")


@pytest.mark.parametrize(("text", "expected"), [
    ("", None), ("  ", None), ("Hello", False), ("<tool_call>", True), (' {"name"', True), ("\n<", True),
])
def test_the_start_of_a_reply_tells_a_call_from_text(text: str, expected: bool | None) -> None:
    assert looks_like_call(text) is expected


def test_parse_call_accepts_marked_and_bare_calls_and_refuses_the_rest() -> None:
    names = ("get_weather",)
    marked = '<tool_call>{"name": "get_weather", "arguments": {"city": "Rome"}}</tool_call>'
    assert parse_call(marked, PLAIN, names) is not None
    bare = parse_call('{"name": "get_weather", "arguments": {}}', PLAIN, names)
    assert bare is not None and json.loads(bare.arguments) == {}
    assert parse_call('<tool_call>{"name": "get_weather", "argu', PLAIN, names) is None  # cut off
    assert parse_call('{"name": "rm_rf", "arguments": {}}', PLAIN, names) is None
    assert parse_call("just text", PLAIN, names) is None


def test_traits_come_from_the_template_and_the_tokenizer(tmp_path: Path) -> None:
    (tmp_path / "chat_template.jinja").write_text("{% if tools %}{{ tools }}{% endif %}", encoding="utf-8")
    (tmp_path / "tokenizer.json").write_text(json.dumps({"added_tokens": [
        {"id": 7, "content": "<tool_call>", "special": True}, {"id": 8, "content": "</tool_call>", "special": True}]}),
        encoding="utf-8")
    assert read_traits(tmp_path) == ModelTraits(True, 7, 8)
    (tmp_path / "chat_template.jinja").unlink()
    (tmp_path / "tokenizer.json").write_text("not json", encoding="utf-8")
    assert read_traits(tmp_path) == ModelTraits()


LLAMA3 = ModelTraits(True, None, None, "", "", "parameters")


def test_a_llama3_model_calls_in_its_own_bare_json_with_parameters(tmp_path: Path) -> None:
    """Llama 3.1-3.3: a template that renders tools and the <|python_tag|>/<|eom_id|> tokens give the
    model's own format, {"name": ..., "parameters": {...}} with no markers, in the grammar, in earlier
    calls sent back, and when a reply is parsed."""
    (tmp_path / "chat_template.jinja").write_text("{% if tools %}{{ tools }}{% endif %}", encoding="utf-8")
    (tmp_path / "tokenizer.json").write_text(json.dumps({"added_tokens": [
        {"id": 128010, "content": "<|python_tag|>", "special": True},
        {"id": 128008, "content": "<|eom_id|>", "special": True}]}), encoding="utf-8")
    assert read_traits(tmp_path) == LLAMA3
    plan = plan_chat(request(tools=[WEATHER], messages=[
        {"role": "user", "content": "Weather?"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "cold"}]), LLAMA3)
    # the call goes back structured: Llama's template writes it as {"name": …, "parameters": …} itself
    assert plan.messages[1].tool_calls == (ToolCall("c1", "get_weather", '{"city": "Oslo"}'),)
    assert plan.guidance is not None and "tool_call" not in plan.guidance.data
    assert '"parameters"' in plan.guidance.data and '"arguments"' not in plan.guidance.data
    call = parse_call('{"name": "get_weather", "parameters": {"city": "Rome"}}', LLAMA3, ("get_weather",))
    assert call is not None and json.loads(call.arguments) == {"city": "Rome"}
    assert parse_call('{"name": "get_weather", "arguments": {"city": "Rome"}}', LLAMA3, ("get_weather",)) is None


@pytest.mark.parametrize(("host", "loopback"), [
    ("127.0.0.1", True), ("localhost", True), ("::1", True), ("127.0.0.2", True),
    ("0.0.0.0", False), ("192.168.1.4", False), ("::", False), ("example.org", False),
])
def test_loopback_addresses(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback


@pytest.mark.slow
@pytest.mark.parametrize("traits", [ModelTraits(False, 11, 12, "<jupyter_start>", "<jupyter_text>"), LLAMA3],
                         ids=["special-tokens", "llama3-bare-json"])
def test_a_grammar_with_the_tokenizers_special_tokens_forces_a_call(demo_model: Path, traits: ModelTraits) -> None:
    """The demo model has no tool-call tokens; two of its other special tokens stand in for them. The
    Llama 3.x grammar (no markers) forces a bare call as well."""
    from app.engine.client import EngineClient

    grammar = tool_grammar([spec_of(Tool.model_validate(WEATHER))], traits, required=True)
    engine = EngineClient()
    try:
        engine.load(str(demo_model))
        handle = engine.turn([ChatMessage("user", "Weather in Paris?")], Sampling(temperature=0, max_new_tokens=60),
                             guidance=Guidance("lark_grammar", grammar))
        text, done = "", None
        for event in handle.events(idle_timeout=30):
            assert event is not None and not isinstance(event, p.Error), event
            if isinstance(event, p.Token):
                text += event.text
            elif isinstance(event, p.Done):
                done = event
    finally:
        engine.close()
    assert done is not None and done.finish_reason == "stop"  # the finished grammar ended the turn
    call = parse_call(text, traits, ("get_weather",))
    assert call is not None and "city" in json.loads(call.arguments)
