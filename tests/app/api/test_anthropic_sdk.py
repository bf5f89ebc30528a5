"""The official Anthropic client against `main.py serve` with the demo model: what Claude Code and
other Anthropic-speaking programs do (`/v1/messages`, streaming, tools, count_tokens, errors, keys)."""

from __future__ import annotations

import json
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import anthropic
import httpx2 as httpx
import jsonschema
import pytest

from tests.app import reasoning_formats as f
from tests.app.api.conftest import Served, ServerFactory

pytestmark = pytest.mark.slow

MODEL = "smollm2-135m-instruct-int4"
SEA = [{"role": "user", "content": "Tell me about the sea."}]
GREEDY = {"temperature": 0}  # the newest SDK no longer has the parameter; clients still send it
WEATHER = {"name": "get_weather", "description": "The weather in a city now",
           "input_schema": {"type": "object", "properties": {"city": {"type": "string", "maxLength": 20}},
                            "required": ["city"], "additionalProperties": False}}
CLOCK = {"name": "get_time", "description": "The time now", "input_schema": {"type": "object", "properties": {}}}


@pytest.fixture()
def claude(server: Served) -> Iterator[anthropic.Anthropic]:
    client = anthropic.Anthropic(base_url=server.url, api_key="none", max_retries=0, timeout=60.0)
    try:
        yield client
    finally:
        client.close()


def test_a_message_has_anthropic_fields(claude: anthropic.Anthropic) -> None:
    reply = claude.messages.create(model=MODEL, max_tokens=12, messages=SEA, system="Be brief.", extra_body=GREEDY)
    assert reply.id.startswith("msg_") and reply.type == "message" and reply.role == "assistant"
    assert reply.model == MODEL and reply.stop_reason == "max_tokens" and reply.stop_sequence is None
    assert len(reply.content) == 1 and reply.content[0].type == "text" and reply.content[0].text
    assert reply.usage.output_tokens == 12
    assert reply.usage.input_tokens + (reply.usage.cache_read_input_tokens or 0) > 5


def test_a_stream_sends_anthropic_events_and_the_same_text(claude: anthropic.Anthropic) -> None:
    kinds: list[str] = []
    pieces: list[str] = []
    with claude.messages.stream(model=MODEL, max_tokens=30, messages=SEA, extra_body=GREEDY) as stream:
        for event in stream:
            kinds.append(event.type)
            if event.type == "content_block_delta" and event.delta.type == "text_delta":
                pieces.append(event.delta.text)
        final = stream.get_final_message()
    assert kinds[:2] == ["message_start", "content_block_start"]
    assert kinds[-3:] == ["content_block_stop", "message_delta", "message_stop"]
    assert len(pieces) >= 3
    assert final.stop_reason == "max_tokens" and final.usage.output_tokens == 30
    whole = claude.messages.create(model=MODEL, max_tokens=30, messages=SEA, extra_body=GREEDY)
    assert "".join(pieces) == whole.content[0].text == final.content[0].text  # type: ignore[union-attr]


def test_stop_sequences_end_the_reply_before_them(claude: anthropic.Anthropic) -> None:
    whole = claude.messages.create(model=MODEL, max_tokens=30, messages=SEA, extra_body=GREEDY)
    text = whole.content[0].text  # type: ignore[union-attr]
    word = text.split()[3]
    cut = claude.messages.create(model=MODEL, max_tokens=30, messages=SEA, stop_sequences=["zzqx", word],
                                 extra_body=GREEDY)
    assert cut.stop_reason == "stop_sequence" and cut.stop_sequence == word  # which one ended it
    assert cut.content[0].text == text[:text.index(word)]  # type: ignore[union-attr]
    with claude.messages.stream(model=MODEL, max_tokens=30, messages=SEA, stop_sequences=[word],
                                extra_body=GREEDY) as stream:
        final = stream.get_final_message()
    assert final.stop_reason == "stop_sequence" and final.stop_sequence == word


def test_a_tool_round_trip(claude: anthropic.Anthropic) -> None:
    ask = [{"role": "user", "content": "What is the weather in Paris?"}]
    reply = claude.messages.create(model=MODEL, max_tokens=60, messages=ask, tools=[WEATHER, CLOCK],
                                   tool_choice={"type": "tool", "name": "get_weather"}, extra_body=GREEDY)
    assert reply.stop_reason == "tool_use" and len(reply.content) == 1
    use = reply.content[0]
    assert use.type == "tool_use" and use.name == "get_weather" and use.id.startswith("toolu_")
    jsonschema.validate(use.input, WEATHER["input_schema"])
    follow = claude.messages.create(
        model=MODEL, max_tokens=20, tools=[WEATHER, CLOCK], tool_choice={"type": "none"}, extra_body=GREEDY,
        messages=[*ask, {"role": "assistant", "content": reply.content},
                  {"role": "user", "content": [{"type": "tool_result", "tool_use_id": use.id,
                                                "content": json.dumps({"celsius": 21, "sky": "clear"})}]}])
    assert follow.content[0].type == "text" and follow.content[0].text
    question = claude.messages.count_tokens(model=MODEL, messages=ask).input_tokens
    assert follow.usage.input_tokens + (follow.usage.cache_read_input_tokens or 0) > question + 10  # the result went in


def test_any_tool_choice_streams_one_tool_use_block(claude: anthropic.Anthropic) -> None:
    with claude.messages.stream(model=MODEL, max_tokens=60, tools=[WEATHER, CLOCK], tool_choice={"type": "any"},
                                messages=[{"role": "user", "content": "What is the weather in Paris?"}],
                                extra_body=GREEDY) as stream:
        kinds = [event.type for event in stream]
        final = stream.get_final_message()
    assert "text" not in kinds
    assert final.stop_reason == "tool_use" and [b.type for b in final.content] == ["tool_use"]
    assert final.content[0].name in ("get_weather", "get_time")  # type: ignore[union-attr]
    assert isinstance(final.content[0].input, dict)  # type: ignore[union-attr]


def test_structured_output_follows_the_schema(claude: anthropic.Anthropic) -> None:
    schema = {"type": "object", "properties": {"name": {"type": "string", "maxLength": 24},
                                               "age": {"type": "integer", "minimum": 0, "maximum": 120},
                                               "likes_cats": {"type": "boolean"}},
              "required": ["name", "age", "likes_cats"], "additionalProperties": False}
    reply = claude.messages.create(model=MODEL, max_tokens=80, extra_body=GREEDY,
                                   messages=[{"role": "user", "content": "Describe a person as JSON."}],
                                   output_config={"format": {"type": "json_schema", "schema": schema}})
    jsonschema.validate(json.loads(reply.content[0].text), schema)  # type: ignore[union-attr]


def test_count_tokens_counts_what_a_message_would_send(claude: anthropic.Anthropic) -> None:
    plain = claude.messages.count_tokens(model=MODEL, messages=SEA)
    with_tools = claude.messages.count_tokens(model=MODEL, messages=SEA, tools=[WEATHER])
    reply = claude.messages.create(model=MODEL, max_tokens=1, messages=SEA, extra_body=GREEDY)
    assert plain.input_tokens == reply.usage.input_tokens + (reply.usage.cache_read_input_tokens or 0)
    assert with_tools.input_tokens > plain.input_tokens


@pytest.mark.parametrize(("body", "status", "kind", "needle"), [
    ({"model": MODEL, "messages": SEA}, 400, "invalid_request_error", "max_tokens"),
    ({"model": MODEL, "max_tokens": 5, "messages": []}, 400, "invalid_request_error", "messages"),
    ({"model": MODEL, "max_tokens": 5, "messages": [{"role": "wizard", "content": "x"}]}, 400,
     "invalid_request_error", "role"),
    ({"model": MODEL, "max_tokens": 5, "messages": SEA, "temperature": 1.5}, 400, "invalid_request_error",
     "temperature"),
    ({"model": MODEL, "max_tokens": 5, "messages": [{"role": "user", "content": [
        {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "AAAA"}}]}]}, 400,
     "invalid_request_error", "not a PNG, JPEG, WebP or GIF"),  # images are read (tests/app/api/test_images_api.py)
    ({"model": MODEL, "max_tokens": 5, "messages": SEA, "tool_choice": {"type": "any"}}, 400,
     "invalid_request_error", "tool"),
    ({"model": MODEL, "max_tokens": 5, "messages": SEA, "tools": [WEATHER],
      "tool_choice": {"type": "tool", "name": "nope"}}, 400, "invalid_request_error", "nope"),
    ({"model": "claude-opus-4-1", "max_tokens": 5, "messages": SEA}, 404, "not_found_error", MODEL),
])
def test_bad_requests_get_anthropic_shaped_4xx(server: Served, body: dict[str, object], status: int, kind: str,
                                               needle: str) -> None:
    with server.http() as http:
        answer = http.post("/v1/messages", json=body)
    assert answer.status_code == status, answer.text
    error = answer.json()
    assert error["type"] == "error" and error["error"]["type"] == kind
    assert needle in error["error"]["message"]


def test_malformed_bodies_are_4xx_in_anthropic_shape(server: Served) -> None:
    with server.http() as http:
        broken = http.post("/v1/messages", content=b"{not json", headers={"content-type": "application/json"})
        huge = http.post("/v1/messages", content=b"x" * (5 << 20), headers={"content-type": "application/json"})
        chunked = http.post("/v1/messages", content=iter([b"x" * (1 << 20)] * 5),  # no Content-Length
                            headers={"content-type": "application/json"})
        long = http.post("/v1/messages", json={"model": MODEL, "max_tokens": 4,
                                               "messages": [{"role": "user", "content": "x" * 40000}]})
        counted = http.post("/v1/messages/count_tokens", json={"messages": "nope"})
    for answer, status in ((broken, 400), (huge, 413), (chunked, 413), (long, 400), (counted, 400)):
        assert answer.status_code == status, answer.text
        assert answer.json()["type"] == "error" and answer.json()["error"]["message"]


def test_the_key_is_taken_as_x_api_key(make_server: ServerFactory) -> None:
    served = make_server(key="sesame")
    right = anthropic.Anthropic(base_url=served.url, api_key="sesame", max_retries=0)  # sends x-api-key
    wrong = anthropic.Anthropic(base_url=served.url, api_key="nope", max_retries=0)
    try:
        assert right.messages.create(model=MODEL, max_tokens=3, messages=SEA).usage.output_tokens == 3
        with pytest.raises(anthropic.AuthenticationError) as refused:
            wrong.messages.create(model=MODEL, max_tokens=3, messages=SEA)
        assert refused.value.body["error"]["type"] == "authentication_error"  # type: ignore[index]
    finally:
        right.close()
        wrong.close()


def test_a_reasoning_model_thinks_in_a_thinking_block(make_server: ServerFactory, demo_model: Path,
                                                     tmp_path: Path) -> None:
    """The demo model with DeepSeek-R1's template: the prompt opens the thinking, so a short reply is
    all thinking, cut off; none of it is in the text."""
    served = make_server("--model", str(f.variant(demo_model, tmp_path / "r1-demo", f.DEEPSEEK_R1_DISTILL)))
    client = anthropic.Anthropic(base_url=served.url, api_key="none", max_retries=0)
    try:
        model = client.models.list().data[0].id
        ask = {"model": model, "max_tokens": 8, "messages": [{"role": "user", "content": "What is 2+2?"}],
               "extra_body": GREEDY}
        reply = client.messages.create(**ask)  # type: ignore[call-overload]
        with client.messages.stream(**ask) as stream:
            kinds = [(event.type, getattr(getattr(event, "delta", None), "type", "")) for event in stream]
            streamed = stream.get_final_message()
    finally:
        client.close()
    assert [b.type for b in reply.content] == ["thinking", "text"]
    assert reply.content[0].thinking.strip() and reply.content[1].text == ""  # type: ignore[union-attr]
    assert ("content_block_delta", "thinking_delta") in kinds and ("content_block_delta", "text_delta") not in kinds
    assert streamed.content[0].thinking.strip() == reply.content[0].thinking  # type: ignore[union-attr]


@pytest.mark.parametrize(("path", "body"), [
    ("/v1/messages", {"model": MODEL, "max_tokens": 4000, "messages": SEA, "stream": True, "temperature": 0}),
    ("/v1/responses", {"model": MODEL, "max_output_tokens": 4000, "input": "Tell me about the sea.", "stream": True,
                       "temperature": 0}),
])
def test_a_client_that_leaves_mid_stream_frees_the_engine(server: Served, path: str, body: dict[str, object]) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as http, http.stream("POST", path, json=body) as stream:
        for seen, _line in enumerate(stream.iter_lines()):
            if seen > 12:
                break  # leave after a few events: the connection closes with the block
    started = time.monotonic()
    with server.http() as http:
        reply = http.post("/v1/messages", json={"model": MODEL, "max_tokens": 4, "messages": SEA})
        assert reply.status_code == 200 and time.monotonic() - started < 5.0  # 4,000 tokens take far longer
        assert http.get("/health").json()["queue_length"] == 0


def test_sigterm_ends_a_messages_stream_with_an_error_event(make_server: ServerFactory) -> None:
    served = make_server()
    events: list[dict[str, object]] = []
    body = {"model": MODEL, "max_tokens": 4000, "messages": SEA, "stream": True, "temperature": 0}
    with httpx.Client(base_url=served.url, timeout=30) as http, \
            http.stream("POST", "/v1/messages", json=body) as stream:
        lines = stream.iter_lines()
        for line in lines:
            if line.startswith("data: "):
                events.append(json.loads(line[6:]))
            if len(events) >= 5:
                break
        served.process.send_signal(signal.SIGTERM)
        events += [json.loads(line[6:]) for line in lines if line.startswith("data: ")]
    assert served.process.wait(10) == 0, served.log.read_text()
    assert events[-1]["type"] == "error"
    assert events[-1]["error"]["type"] == "overloaded_error"  # type: ignore[index]  # cut short: send it again
