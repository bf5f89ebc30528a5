"""The official OpenAI client's `responses` against `main.py serve` with the demo model: what Codex and
the OpenAI Agents SDK do (stateless `/v1/responses`: text, stream, function tools, json_schema, errors)."""

from __future__ import annotations

import json

import jsonschema
import pytest

from tests.app.api.conftest import Served

pytestmark = pytest.mark.slow

MODEL = "smollm2-135m-instruct-int4"
WEATHER = {"type": "function", "name": "get_weather", "description": "The weather in a city now", "strict": True,
           "parameters": {"type": "object", "properties": {"city": {"type": "string", "maxLength": 20}},
                          "required": ["city"], "additionalProperties": False}}
CLOCK = {"type": "function", "name": "get_time", "description": "The time now",
         "parameters": {"type": "object", "properties": {}}}


def test_a_response_has_the_responses_fields(server: Served) -> None:
    reply = server.client().responses.create(model=MODEL, input="Tell me about the sea.", instructions="Be brief.",
                                             max_output_tokens=12, temperature=0)
    assert reply.id.startswith("resp_") and reply.object == "response" and reply.model == MODEL
    assert reply.status == "incomplete" and reply.incomplete_details is not None
    assert reply.incomplete_details.reason == "max_output_tokens"
    assert [item.type for item in reply.output] == ["message"] and reply.output_text
    assert reply.usage is not None and reply.usage.output_tokens == 12
    assert reply.usage.total_tokens == reply.usage.input_tokens + reply.usage.output_tokens
    assert reply.store is False and reply.instructions == "Be brief."


def test_input_items_carry_a_conversation(server: Served) -> None:
    client = server.client()
    brief = {"role": "developer", "content": "Answer in one word."}
    short = client.responses.create(model=MODEL, max_output_tokens=4, temperature=0,
                                    input=[brief, {"role": "user", "content": "Name a colour."}])  # type: ignore[list-item]
    longer = client.responses.create(model=MODEL, max_output_tokens=4, temperature=0, input=[
        brief, {"role": "user", "content": [{"type": "input_text", "text": "Name a fruit."}]},
        {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "Apple."}]},
        {"role": "user", "content": "Name a colour."}])
    assert short.usage is not None and longer.usage is not None
    assert longer.usage.input_tokens > short.usage.input_tokens + 8  # the earlier exchange went in


def test_a_stream_sends_the_responses_events_and_the_same_text(server: Served) -> None:
    client = server.client()
    events = list(client.responses.create(model=MODEL, input="Tell me about the sea.", max_output_tokens=30,
                                          temperature=0, stream=True))
    kinds = [e.type for e in events]
    assert kinds[:4] == ["response.created", "response.in_progress", "response.output_item.added",
                         "response.content_part.added"]
    assert kinds[-4:] == ["response.output_text.done", "response.content_part.done", "response.output_item.done",
                          "response.incomplete"]
    assert [e.sequence_number for e in events] == list(range(len(events)))
    pieces = [e.delta for e in events if e.type == "response.output_text.delta"]
    assert len(pieces) >= 3
    whole = client.responses.create(model=MODEL, input="Tell me about the sea.", max_output_tokens=30, temperature=0)
    assert "".join(pieces) == whole.output_text == events[-1].response.output_text  # type: ignore[union-attr]


def test_a_function_tool_round_trip(server: Served) -> None:
    client = server.client()
    ask = [{"role": "user", "content": "What is the weather in Paris?"}]
    reply = client.responses.create(model=MODEL, input=ask, tools=[WEATHER, CLOCK], max_output_tokens=60,  # type: ignore[arg-type]
                                    tool_choice={"type": "function", "name": "get_weather"}, temperature=0)
    assert reply.status == "completed" and [item.type for item in reply.output] == ["function_call"]
    call = reply.output[0]
    assert call.type == "function_call" and call.name == "get_weather" and call.call_id
    jsonschema.validate(json.loads(call.arguments), WEATHER["parameters"])
    follow = client.responses.create(
        model=MODEL, tools=[WEATHER, CLOCK], tool_choice="none", max_output_tokens=20, temperature=0,  # type: ignore[arg-type]
        input=[*ask, call.model_dump(exclude_none=True),  # type: ignore[list-item]
               {"type": "function_call_output", "call_id": call.call_id, "output": json.dumps({"celsius": 21})}])
    assert follow.output_text and follow.output[0].type == "message"
    assert follow.usage is not None and reply.usage is not None


def test_a_streamed_function_call_through_the_sdk_helper(server: Served) -> None:
    with server.client().responses.stream(model=MODEL, input="What is the weather in Paris?", tools=[WEATHER],  # type: ignore[list-item]
                                          tool_choice="required", max_output_tokens=60, temperature=0) as stream:
        kinds = [event.type for event in stream]
        final = stream.get_final_response()
    assert "response.function_call_arguments.done" in kinds and kinds[-1] == "response.completed"
    assert [item.type for item in final.output] == ["function_call"]
    assert json.loads(final.output[0].arguments)["city"]  # type: ignore[union-attr]


def test_json_schema_text_format_is_followed(server: Served) -> None:
    schema = {"type": "object", "properties": {"name": {"type": "string", "maxLength": 24},
                                               "age": {"type": "integer", "minimum": 0, "maximum": 120}},
              "required": ["name", "age"], "additionalProperties": False}
    reply = server.client().responses.create(
        model=MODEL, input="Describe a person as JSON.", max_output_tokens=60, temperature=0,
        text={"format": {"type": "json_schema", "name": "person", "schema": schema, "strict": True}})
    assert reply.status == "completed"
    jsonschema.validate(json.loads(reply.output_text), schema)


@pytest.mark.parametrize(("body", "status", "param"), [
    ({"model": MODEL}, 400, "input"),
    ({"model": MODEL, "input": "hi", "previous_response_id": "resp_1"}, 400, "previous_response_id"),
    ({"model": MODEL, "input": "hi", "store": True}, 400, "store"),
    ({"model": MODEL, "input": "hi", "tools": [{"type": "function"}]}, 400, "tools.0.function.name"),
    ({"model": MODEL, "input": "hi", "max_output_tokens": 0}, 400, "max_output_tokens"),
    ({"model": MODEL, "input": "hi", "temperature": 9}, 400, "temperature"),
    ({"model": MODEL, "input": [{"role": "user", "content": [{"type": "input_image", "image_url": "x"}]}]}, 400,
     "input"),
    ({"model": MODEL, "input": [{"type": "item_reference", "id": "x"}]}, 400, None),
    ({"model": MODEL, "input": "hi", "tool_choice": "required"}, 400, "tool_choice"),
    ({"model": MODEL, "input": "hi", "text": {"format": {"type": "json_schema", "name": "x"}}}, 400, None),
    ({"model": "gpt-5", "input": "hi"}, 404, "model"),
])
def test_bad_requests_get_openai_shaped_4xx(server: Served, body: dict[str, object], status: int,
                                            param: str | None) -> None:
    with server.http() as http:
        answer = http.post("/v1/responses", json=body)
    assert answer.status_code == status, answer.text
    error = answer.json()["error"]
    assert error["message"] and error["type"] and "code" in error
    if param is not None:
        assert error["param"] == param


def test_malformed_bodies_are_4xx(server: Served) -> None:
    with server.http() as http:
        assert http.post("/v1/responses", content=b"{not json",
                         headers={"content-type": "application/json"}).status_code == 400
        too_long = http.post("/v1/responses", json={"model": MODEL, "input": "x" * 40000, "max_output_tokens": 4})
    assert too_long.status_code == 400 and too_long.json()["error"]["code"] == "context_length_exceeded"
