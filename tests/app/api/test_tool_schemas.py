"""Tool schemas as real clients write them, through the official `openai` SDK against the real server:
`openai.pydantic_function_tool` puts every nested argument behind a `$ref` into the schema's own `$defs`
(recursive models too). Each was refused on every route ("Pointer '/$defs/Item' does not exist"); the
grammar now keeps each tool's definitions with its parameters, so the call is guided and parses."""

from __future__ import annotations

import json

import openai
import pytest
from pydantic import BaseModel, Field

from tests.app.api.conftest import Served

pytestmark = pytest.mark.slow


class Item(BaseModel):
    name: str = Field(max_length=20)
    quantity: int


class Order(BaseModel):  # bounded, so the demo model (135M) ends its call within the test's tokens
    items: list[Item] = Field(max_length=3)
    note: str | None = Field(default=None, max_length=20)


class Node(BaseModel):
    label: str = Field(max_length=10)
    children: list[Node] = Field(default=[], max_length=2)


def test_a_pydantic_tool_with_nested_models_is_called_with_arguments_that_validate(server: Served) -> None:
    client = server.client()
    model = client.models.list().data[0].id
    tool = openai.pydantic_function_tool(Order, name="place_order")
    assert "$defs" in json.dumps(tool)  # the shape under test: a $ref into the schema's own definitions
    reply = client.chat.completions.create(
        model=model, temperature=0, max_tokens=300, tool_choice="required", tools=[tool],
        messages=[{"role": "user", "content": "Order two apples and one pear."}])
    calls = reply.choices[0].message.tool_calls
    assert reply.choices[0].finish_reason == "tool_calls" and calls
    assert calls[0].function.name == "place_order"  # type: ignore[union-attr]
    Order.model_validate_json(calls[0].function.arguments)  # type: ignore[union-attr]


def test_a_recursive_pydantic_tool_is_offered_and_other_routes_take_it_too(server: Served) -> None:
    client = server.client()
    model = client.models.list().data[0].id
    tree = openai.pydantic_function_tool(Node, name="draw_tree")
    reply = client.chat.completions.create(
        model=model, temperature=0, max_tokens=200, tools=[tree, openai.pydantic_function_tool(Order)],
        messages=[{"role": "user", "content": "Draw a tree with a root and two leaves."}])
    assert reply.choices[0].finish_reason in ("tool_calls", "stop", "length")
    for call in reply.choices[0].message.tool_calls or ():
        json.loads(call.function.arguments)  # type: ignore[union-attr]
    response = client.responses.create(
        model=model, input="Order one pear.", max_output_tokens=200, tool_choice="required",
        tools=[{"type": "function", "name": "place_order", "parameters": openai.pydantic_function_tool(Order)[
            "function"]["parameters"], "strict": True}])  # type: ignore[index,typeddict-item]
    called = [o for o in response.output if o.type == "function_call"]
    assert called and Order.model_validate_json(called[0].arguments)  # type: ignore[union-attr]


def test_a_reference_outside_the_schema_is_a_400_in_words(server: Served) -> None:
    client = server.client()
    model = client.models.list().data[0].id
    far = {"type": "function", "function": {"name": "far", "parameters": {
        "type": "object", "properties": {"a": {"$ref": "https://example.com/schema.json"}}}}}
    with pytest.raises(openai.BadRequestError, match="outside itself"):
        client.chat.completions.create(model=model, max_tokens=10, tools=[far],  # type: ignore[list-item]
                                       messages=[{"role": "user", "content": "hi"}])
