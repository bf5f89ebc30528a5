"""The server inside the window shares the window's engine: API turns and the person's turns wait in
one FIFO, and the person's Stop (a cancel of their own turn) never ends an API request."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx
import pytest

from app.api.service import LocalServer, ServerSettings
from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.engine.client import EngineClient, TurnHandle

pytestmark = pytest.mark.slow

STORY = [{"role": "user", "content": "Write a long story about the sea."}]


@pytest.fixture(scope="module")
def shared(demo_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[EngineClient, str]]:
    engine = EngineClient()
    server = LocalServer(engine, tmp_path_factory.mktemp("models"))
    try:
        engine.load(str(demo_model))
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = int(sock.getsockname()[1])
        server.start(ServerSettings(True, port))
        yield engine, server.url
    finally:
        server.stop()
        engine.close()


def _api_stream(url: str, max_tokens: int, out: dict[str, object], started: threading.Event) -> None:
    body = {"messages": STORY, "max_tokens": max_tokens, "temperature": 0, "stream": True,
            "stream_options": {"include_usage": True}}
    with httpx.Client(timeout=120) as http, http.stream("POST", f"{url}/v1/chat/completions", json=body) as answer:
        for line in answer.iter_lines():
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            chunk = json.loads(line[6:])
            started.set()
            if "error" in chunk:
                out["error"] = chunk["error"]
            for choice in chunk.get("choices", []):
                out["finish"] = choice.get("finish_reason") or out.get("finish")
            if chunk.get("usage"):
                out["tokens"] = chunk["usage"]["completion_tokens"]


def _last(handle: TurnHandle) -> tuple[list[p.TurnEvent], p.Done | p.Error]:
    events: list[p.TurnEvent] = []
    for event in handle.events(idle_timeout=60):
        assert event is not None
        events.append(event)
        if isinstance(event, p.Done | p.Error):
            return events, event
    raise AssertionError("the turn never ended")


def test_the_persons_stop_does_not_end_an_api_request_ahead_of_it(shared: tuple[EngineClient, str]) -> None:
    engine, url = shared
    result: dict[str, object] = {}
    streaming = threading.Event()
    api = threading.Thread(target=_api_stream, args=(url, 150, result, streaming))
    api.start()
    assert streaming.wait(30)
    person = engine.turn([ChatMessage("user", "Hello")], Sampling(temperature=0, max_new_tokens=20))
    first = person.next_event(10)
    assert isinstance(first, p.Queued) and first.position == 1  # behind the API request, in arrival order
    person.cancel()  # the person presses Stop
    _, end = _last(person)
    assert isinstance(end, p.Done) and end.finish_reason == "cancelled" and end.generated_tokens == 0
    api.join(60)
    assert result.get("finish") == "length" and result.get("tokens") == 150 and "error" not in result


def test_an_api_request_behind_the_persons_turn_is_answered_after_their_stop(
        shared: tuple[EngineClient, str]) -> None:
    engine, url = shared
    person = engine.turn([ChatMessage("user", "Write a long poem.")], Sampling(temperature=0,
                                                                                   max_new_tokens=2000))
    while not isinstance(person.next_event(10), p.Token):
        pass
    result: dict[str, object] = {}
    streaming = threading.Event()
    api = threading.Thread(target=_api_stream, args=(url, 12, result, streaming))
    api.start()
    deadline = time.monotonic() + 30
    while httpx.get(f"{url}/health").json().get("queue_length") != 1:  # the API's request has arrived
        assert time.monotonic() < deadline
        time.sleep(0.02)
    assert not streaming.is_set()  # waiting its turn: nothing is sent before the engine starts it
    person.cancel()
    _, end = _last(person)
    assert isinstance(end, p.Done) and end.finish_reason == "cancelled"
    api.join(60)
    assert result.get("finish") == "length" and result.get("tokens") == 12
