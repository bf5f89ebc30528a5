"""The built-in tools, the safe calculator, the step loop's plan and parse, and the toolbox's bounds."""

from __future__ import annotations

import json
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from app.chat.parameters import Sampling
from app.chat.provenance import Provenance
from app.chat.values import ChatMessage
from app.store import Store
from app.tools.builtin import BUILTINS, ToolContext
from app.tools.calculator import CalcError, evaluate
from app.tools.plan import ToolPlan, plan_turn, tool_messages
from app.tools.spec import MAX_RESULT_CHARS, CallRecord, ToolSpec, calls_of
from app.tools.steps import ToolSteps
from app.tools.toolbox import Toolbox
from app.tools.traits import ModelTraits

CALC = BUILTINS["calculator"][0]
TIME = BUILTINS["current_time"][0]


@pytest.mark.parametrize(("text", "value"), [("17*23", 391), ("2^10", 1024), ("sqrt(16) + pi - pi", 4.0),
                                             ("(1+2)*3 % 4", 1), ("-3 // 2", -2), ("max(1, 7, 3)", 7)])
def test_the_calculator_computes_arithmetic(text: str, value: float) -> None:
    assert evaluate(text) == value


@pytest.mark.parametrize("text", ["__import__('os').system('true')", "open('x')", "x", "1 +", "9**9**9",
                                  "2**100000", "1/0", "[1, 2]", "'a' * 3", ""])
def test_the_calculator_refuses_everything_else(text: str) -> None:
    with pytest.raises(CalcError):
        evaluate(text)


def run(spec: ToolSpec, arguments: dict[str, object], context: ToolContext | None = None) -> CallRecord:
    return Toolbox().run(spec, CallRecord(spec.name, arguments), context or ToolContext(), threading.Event())


def test_builtins_answer_and_fail_in_short_words() -> None:
    assert run(CALC, {"expression": "6*7"}).result == "42"
    assert "UTC" in run(TIME, {"timezone": "Asia/Tokyo"}).result
    bad_zone = run(TIME, {"timezone": "Mars/Olympus"})
    assert bad_zone.status == "ok" and "local time: 'Mars/Olympus' is not a time zone" in bad_zone.result
    not_schema = run(CALC, {"expr": "1"})
    assert not_schema.status == "error" and "schema" in not_schema.result


def test_search_conversations_reads_the_store_without_writing(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite3"
    with Store.open(db) as store:
        conv = store.create_conversation("Trip planning")
        store.add_message(conv.id, "user", "The ferry to Hvar leaves at 9.", None)
    found = run(BUILTINS["search_conversations"][0], {"query": "ferry"}, ToolContext(None, db))
    assert found.status == "ok" and "Trip planning" in found.result and "ferry" in found.result
    assert run(BUILTINS["search_conversations"][0], {"query": "zebra"}, ToolContext(None, db)).result \
        == "No conversation matches."


def test_a_huge_result_is_cut_and_a_slow_server_times_out() -> None:
    class Servers:
        def names(self) -> list[str]:
            return ["big"]

        def uses_network(self, server: str) -> bool:
            return False

        def tools(self, server: str) -> list[ToolSpec]:
            return [ToolSpec("dump", "", {"type": "object"}, "big")]

        def call(self, spec: ToolSpec, arguments: dict[str, object], cancel: threading.Event, timeout: float) -> str:
            if arguments.get("slow"):
                raise TimeoutError
            return "x" * 10_000_000

    box = Toolbox(Servers())
    specs, problems = box.specs(["server:big", "calculator", "nothing"])
    assert [s.name for s in specs] == ["dump", "calculator"] and problems == ["nothing is not a tool Hearth knows"]
    big = box.run(specs[0], CallRecord("dump", {}, "big"), ToolContext(), threading.Event())
    assert big.status == "ok" and len(big.result) < MAX_RESULT_CHARS + 100 and "more characters left out" in big.result
    slow = box.run(specs[0], CallRecord("dump", {"slow": True}, "big"), ToolContext(), threading.Event(), 2)
    assert slow.status == "error" and "did not answer within 2 s" in slow.result


def test_network_servers_are_off_while_offline() -> None:
    class Servers:
        def names(self) -> list[str]:
            return ["fetch"]

        def uses_network(self, server: str) -> bool:
            return True

        def tools(self, server: str) -> list[ToolSpec]:
            raise AssertionError("an offline server is never started")

        def call(self, *args: object) -> str:
            raise AssertionError

    box = Toolbox(Servers(), lambda: (False, "offline mode is on"))
    specs, problems = box.specs(["server:fetch"])
    assert specs == [] and problems == ["fetch uses the network and offline mode is on"]


def test_a_step_is_words_or_one_call_that_matches_the_schema() -> None:
    steps = ToolSteps(tool_messages([ChatMessage("user", "17*23?")], [], ModelTraits(), "Be brief."), [CALC, TIME],
                      ModelTraits(), required=True)
    plan = steps.plan()
    assert plan.guidance is not None and plan.guidance.data.startswith("start: toolcall")  # required first
    assert plan.messages[0].role == "system" and "Be brief." in plan.messages[0].content
    assert "calculator" in plan.messages[0].content
    shown = [steps.feed(t) for t in ['<tool_call>{"name": "calculator", ', '"arguments": {"expression": "17*23"}}',
                                      "</tool_call>"]]
    assert shown == ["", "", ""]
    record = steps.finish_step()
    assert record is not None and record.arguments == {"expression": "17*23"} and record.source == "built-in"
    record.status, record.result = "ok", "391"
    second = steps.plan()
    assert second.guidance is not None and second.guidance.data.startswith("start: TEXT | toolcall")
    assert second.messages[-1] == ChatMessage("user", "<tool_response>\n391\n</tool_response>")
    assert steps.feed(" It is") == " It is" and steps.feed(" 391.") == " 391." and steps.finish_step() is None


def test_the_listing_is_the_tools_own_schemas_compact_and_the_grammar_is_bounded() -> None:
    """Every token of the listing is read before the reply's first: no OpenAI wrapper, no padding, no
    grammar bounds in it (the grammar has them)."""
    from app.tools.bounds import MAX_STRING

    zone = ToolSpec("zone_time", "Time in a zone.", {
        "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "title": "zone_timeArguments",
        "properties": {"zone": {"type": "string", "title": "Zone"}, "title": {"type": "string"}},
        "additionalProperties": False})
    plan = plan_turn([ChatMessage("user", "time?")], [zone], ModelTraits())
    listed = plan.messages[0].content.split("<tools>\n", 1)[1].split("\n</tools>", 1)[0]
    assert json.loads(listed) == {"name": "zone_time", "description": "Time in a zone.", "parameters": {
        "type": "object", "properties": {"zone": {"type": "string"}, "title": {"type": "string"}}}}  # a property kept
    assert ", " not in listed and '"type":"function"' not in listed and "maxLength" not in listed
    assert plan.guidance is not None and f'"maxLength": {MAX_STRING}' in plan.guidance.data


def test_a_servers_words_then_a_call_show_the_words_and_run_the_call() -> None:
    """A remote server may send `content` and then `tool_calls` in one step (the remote engine turns the
    call into one piece of call text, last): the words are shown, the call gets a card, not the words."""
    steps = ToolSteps(tool_messages([ChatMessage("user", "17*23?")], [], ModelTraits()), [CALC], ModelTraits(),
                      remote=True)
    steps.plan()
    assert steps.feed("Let me compute that.") == "Let me compute that."
    assert steps.feed('<tool_call>{"name": "calculator", "arguments": {"expression": "17*23"}}</tool_call>') == ""
    record = steps.finish_step()
    assert record is not None and record.arguments == {"expression": "17*23"}


def test_after_the_last_allowed_call_the_model_must_answer_in_words() -> None:
    steps = ToolSteps(tool_messages([ChatMessage("user", "q")], [], ModelTraits()), [CALC], ModelTraits(), max_calls=1)
    steps.plan()
    steps.feed('<tool_call>{"name": "calculator", "arguments": {"expression": "1"}}</tool_call>')
    assert steps.finish_step() is not None
    assert steps.plan().guidance is None


def test_calls_kept_in_a_reply_go_back_to_the_model_in_order() -> None:
    record = CallRecord("calculator", {"expression": "2+2"}, status="ok", result="4")
    provenance = Provenance.from_json(json.loads(json.dumps({"tool_calls": [record.as_dict()]})))  # as stored
    kept = calls_of(provenance)
    assert kept == [record]
    messages = tool_messages([ChatMessage("user", "2+2?"), ChatMessage("assistant", "4.")], [[], kept], ModelTraits())
    assert [m.role for m in messages] == ["user", "assistant", "user", "assistant"]  # the result as the user's
    assert messages[1].content == '<tool_call>{"name": "calculator", "arguments": {"expression": "2+2"}}</tool_call>'
    assert messages[2].content == "<tool_response>\n4\n</tool_response>" and messages[3].content == "4."


def test_unbounded_strings_and_arrays_are_bounded_in_the_grammar_only() -> None:
    from app.tools.bounds import MAX_ITEMS, MAX_STRING, bounded

    schema = {"type": "object", "properties": {
        "zone": {"type": "string"}, "short": {"type": "string", "maxLength": 5},
        "kind": {"type": "string", "enum": ["a"]},
        "tags": {"type": "array", "items": {"type": "string"}},
        "either": {"anyOf": [{"type": "string"}, {"type": "integer"}]}}}
    out = bounded(schema)
    props = out["properties"]
    assert props["zone"]["maxLength"] == MAX_STRING and props["short"]["maxLength"] == 5
    assert "maxLength" not in props["kind"] and props["tags"]["maxItems"] == MAX_ITEMS
    assert props["tags"]["items"]["maxLength"] == MAX_STRING and props["either"]["anyOf"][0]["maxLength"] == MAX_STRING
    assert "maxLength" not in schema["properties"]["zone"]  # the tool's own schema is untouched
    assert out["additionalProperties"] is False and "additionalProperties" not in schema


def test_a_step_that_must_call_gets_room_for_the_longest_call_the_grammar_allows() -> None:
    from app.tools.bounds import MAX_STRING, bounded, longest
    from app.tools.plan import CALL_TOKENS, MAX_CALL_TOKENS, call_room, step_sampling

    mail = ToolSpec("send_email", "Send", {"type": "object", "properties": {
        "to": {"type": "string"}, "subject": {"type": "string", "maxLength": 80},
        "body": {"type": "string"}, "urgent": {"type": "boolean"}}, "required": ["to"]})
    size = longest(bounded(mail.parameters))
    assert size is not None and size >= 2 * MAX_STRING + 80 + 5
    longest_call = json.dumps({"name": "send_email", "arguments": {"to": "x" * MAX_STRING, "subject": "y" * 80,
                                                                   "body": "z" * MAX_STRING, "urgent": False}})
    assert len(longest_call) <= len(json.dumps({"name": "send_email", "arguments": {}})) + size
    free_form = ToolSpec("anything", "", {"type": "object"})  # any JSON object: no bound
    assert longest(bounded(free_form.parameters)) is None
    assert CALL_TOKENS <= call_room([CALC]) < CALL_TOKENS + MAX_STRING < 2 * MAX_STRING < call_room([CALC, mail])
    assert call_room([free_form]) == MAX_CALL_TOKENS
    plan = ToolPlan((), None, "", ("send_email",), required=True, call_tokens=call_room([mail]))
    assert step_sampling(Sampling(max_new_tokens=100), plan).max_new_tokens == call_room([mail])
    assert step_sampling(Sampling(max_new_tokens=100), replace(plan, required=False)).max_new_tokens == 100


@pytest.mark.slow
def test_search_documents_finds_a_passage_of_the_chats_attachment(tmp_path: Path, embed_model: Path) -> None:
    from app.cli.docs import index
    from app.docs.service import Documents

    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "boat.md").write_text("The sailing boat is moored at pier 7 in Split harbour.\n", encoding="utf-8")
    (folder / "cake.md").write_text("The carrot cake needs 200 g of sugar and three eggs.\n", encoding="utf-8")
    db = tmp_path / "documents.sqlite3"
    docs = Documents(db, embed_model)
    try:
        library = docs.add(folder, conversation_id=5)
        index(docs, library, "notes")
    finally:
        docs.close()
    search = BUILTINS["search_documents"][0]
    found = run(search, {"query": "where is the boat moored"}, ToolContext(5, None, db))
    assert found.status == "ok" and found.result.startswith("[1]") and "pier 7" in found.result.split("[2]")[0]
    assert run(search, {"query": "boat"}, ToolContext(6, None, db)).result == "This chat has no documents attached."


def test_a_tool_past_the_grammar_bounds_is_left_out_with_the_reason() -> None:
    class Servers:
        def names(self) -> list[str]:
            return ["bomb"]

        def uses_network(self, server: str) -> bool:
            return False

        def tools(self, server: str) -> list[ToolSpec]:
            huge = {"type": "object", "properties": {"a": {"type": "array", "minItems": 1_000_000_000}}}
            return [ToolSpec("boom", "", huge, "bomb"), ToolSpec("fine", "", {"type": "object"}, "bomb")]

        def call(self, *args: object) -> str:
            raise AssertionError

        def close(self) -> None:
            pass

    specs, problems = Toolbox(Servers()).specs(["server:bomb"])
    assert [s.name for s in specs] == ["fine"] and problems[0].startswith("boom is left out:")
