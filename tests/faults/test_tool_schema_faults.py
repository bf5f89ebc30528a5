"""Tool schemas as real clients and servers write them (the fourth campaign's and more): `$defs`,
`definitions`, `$ref` in every shape. Each one either becomes a grammar the real engine builds (the demo model
calls it) or is refused in words, a 400 on the API and that one tool left out of a chat, never the reply."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.api.errors import ApiError
from app.api.schemas import ChatCompletionRequest
from app.api.tools import plan_chat
from app.chat.parameters import Sampling
from app.engine.client import EngineClient, EngineError
from app.tools.bounds import bounded
from app.tools.spec import ToolSpec
from app.tools.toolbox import Toolbox
from app.tools.traits import ModelTraits
from tests.app.engine_turns import collect

pytestmark = pytest.mark.faults
ITEM = {"type": "object", "properties": {"name": {"type": "string", "maxLength": 8}}, "required": ["name"]}

BUILT: dict[str, dict[str, Any]] = {
    "pydantic $defs": {"$defs": {"Item": ITEM}, "type": "object",
                       "properties": {"items": {"type": "array", "items": {"$ref": "#/$defs/Item"}, "maxItems": 2}}},
    "draft-07 definitions": {"definitions": {"Item": ITEM}, "type": "object",
                             "properties": {"item": {"$ref": "#/definitions/Item"}}},
    "recursive model": {"$defs": {"Node": {"type": "object", "properties": {
        "label": {"type": "string", "maxLength": 4},
        "children": {"type": "array", "maxItems": 1, "items": {"$ref": "#/$defs/Node"}}}, "required": ["label"]}},
        "$ref": "#/$defs/Node"},
    "the root itself": {"type": "object", "properties": {"label": {"type": "string", "maxLength": 4},
                                                         "next": {"anyOf": [{"$ref": "#"}, {"type": "null"}]}}},
    "a chain of references": {"$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/C"}, "C": ITEM},
                              "type": "object", "properties": {"a": {"$ref": "#/$defs/A"}}},
    "two definitions that refer to each other": {
        "$defs": {"Even": {"type": "object", "properties": {"odd": {"anyOf": [{"$ref": "#/$defs/Odd"},
                                                                              {"type": "null"}]}}},
                  "Odd": {"type": "object", "properties": {"even": {"anyOf": [{"$ref": "#/$defs/Even"},
                                                                              {"type": "null"}]}}}},
        "type": "object", "properties": {"start": {"$ref": "#/$defs/Even"}}},
    "a pointer into a property": {"type": "object", "properties": {"a": ITEM, "b": {"$ref": "#/properties/a"}}},
    "an escaped pointer": {"$defs": {"a/b": ITEM}, "type": "object", "properties": {"x": {"$ref": "#/$defs/a~1b"}}},
    "a property named $ref": {"type": "object", "properties": {"$ref": {"type": "string", "maxLength": 4}}},
}
REFUSED: dict[str, dict[str, Any]] = {
    "another document": {"type": "object", "properties": {"a": {"$ref": "https://example.com/a.json"}}},
    "a relative file": {"type": "object", "properties": {"a": {"$ref": "item.json#/Item"}}},
    "a definition that is not there": {"$defs": {"Item": ITEM}, "type": "object",
                                       "properties": {"a": {"$ref": "#/$defs/Nope"}}},
    "a pointer past the end of a list": {"type": "object", "properties": {
        "a": {"anyOf": [ITEM]}, "b": {"$ref": "#/properties/a/anyOf/3"}}},
}


def request(schema: dict[str, Any], *more: dict[str, Any]) -> ChatCompletionRequest:
    tools = [{"type": "function", "function": {"name": f"tool_{n}", "parameters": s}}
             for n, s in enumerate((schema, *more))]
    return ChatCompletionRequest.model_validate({"messages": [{"role": "user", "content": "Call the tool."}],
                                                 "tools": tools, "tool_choice": "required"})


@pytest.fixture(scope="module")
def engine(demo_model: Path) -> Iterator[EngineClient]:
    client = EngineClient()
    client.load(str(demo_model))
    yield client
    client.close()


@pytest.mark.slow
@pytest.mark.parametrize("name", list(BUILT))
def test_a_schema_with_references_becomes_a_grammar_the_engine_builds(engine: EngineClient, name: str) -> None:
    plan = plan_chat(request(BUILT[name], BUILT["pydantic $defs"]), ModelTraits(), bounded)  # two tools' $defs
    try:
        text, _, done = collect(engine.turn(list(plan.messages), Sampling(temperature=0, max_new_tokens=48),
                                            guidance=plan.guidance, tools=plan.tools_json))
    except EngineError as exc:
        raise AssertionError(f"{name}: the engine refused the grammar: {exc}") from None
    assert text.startswith("<tool_call>") and done.generated_tokens > 0


@pytest.mark.parametrize("name", list(REFUSED))
def test_a_schema_that_cannot_be_used_is_a_400_and_one_tool_left_out_of_a_chat(name: str) -> None:
    with pytest.raises(ApiError) as refused:
        plan_chat(request(REFUSED[name]), ModelTraits(), bounded)
    assert refused.value.status == 400 and "cannot be used" in refused.value.message

    class Server:  # the tool listing of an MCP server, which is not what is tested here
        def names(self) -> list[str]:
            return ["s"]

        def uses_network(self, server: str) -> bool:
            return False

        def tools(self, server: str) -> list[ToolSpec]:
            return [ToolSpec("bad", "", REFUSED[name], "s"), ToolSpec("good", "", BUILT["pydantic $defs"], "s")]

        def running(self, server: str) -> bool:
            return True

        def call(self, spec: ToolSpec, arguments: dict[str, Any], cancel: threading.Event, timeout: float) -> str:
            return ""

        def close(self) -> None:
            pass

    specs, problems = Toolbox(Server()).specs(["server:s"])
    assert [s.name for s in specs] == ["good"] and problems[0].startswith("bad is left out: it refers to")
