"""Work that grew with the square of the input: stop strings of a million characters (22 s per token)
and thousands of messages fitted one exchange at a time (118 s to refuse 6,000). Bounded at the
edge, and linear behind it; counted in renders and character comparisons, never timed."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from app.chat.values import ChatMessage
from app.engine.context import FitCancelled, fit_to_context
from app.engine.host.stops import MAX_STOP_CHARS, StopText, _held_back
from tests.app.api.conftest import Served, start_server

MODEL = "smollm2-135m-instruct-int4"


def _conversation(exchanges: int) -> list[ChatMessage]:
    messages = [ChatMessage("system", "Be brief.")]
    for n in range(exchanges):
        messages += [ChatMessage("user", f"question {n} " * 5), ChatMessage("assistant", f"answer {n} " * 5)]
    return [*messages, ChatMessage("user", "And the last one?")]


def test_fitting_thousands_of_messages_takes_a_logarithmic_number_of_renders() -> None:
    renders: list[int] = []

    def render(messages: Sequence[ChatMessage]) -> list[int]:
        renders.append(len(messages))
        return [0] * sum(len(m.content.split()) + 2 for m in messages)

    fitted = fit_to_context(_conversation(3000), render, context=2048, max_new_tokens=256)
    assert len(fitted.tokens) + 256 <= 2048 and fitted.dropped_messages % 2 == 0
    assert len(renders) <= 16, f"{len(renders)} renders of the whole conversation"
    convo = _conversation(3000)
    dropped = fitted.dropped_messages
    assert dropped >= 2
    assert len(render(convo[:1] + convo[1:][dropped - 2:])) + 256 > 2048  # dropping fewer would not fit


def test_a_client_that_leaves_cancels_the_fitting() -> None:
    calls = {"n": 0}

    def gone() -> bool:
        calls["n"] += 1
        return calls["n"] > 2

    with pytest.raises(FitCancelled):
        fit_to_context(_conversation(3000), lambda ms: [0] * 10 * len(ms), context=2048, max_new_tokens=256,
                       cancelled=gone)


def test_held_back_text_matches_the_brute_force_answer() -> None:
    rng = random.Random(5)
    for _ in range(2000):
        stop = "".join(rng.choice("ab") for _ in range(rng.randint(1, 6)))
        text = "".join(rng.choice("ab") for _ in range(rng.randint(0, 10)))
        brute = max((k for k in range(1, len(stop)) if text.endswith(stop[:k])), default=0)
        assert _held_back(text, stop) == brute, (text, stop)


def test_stop_strings_still_end_a_reply_across_pieces() -> None:
    stops = StopText(["<END>", "x" * MAX_STOP_CHARS])
    assert stops.feed("Hello <E") == ("Hello ", False)
    assert stops.feed("ND> more") == ("", True)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory, demo_model: Path) -> Iterator[Served]:
    server = start_server(tmp_path_factory.mktemp("quadratic"), demo_model)
    try:
        yield server
    finally:
        server.stop()


@pytest.mark.parametrize(("body", "param"), [
    ({"stop": ["x" * 1_000_000] * 4}, "stop"),
    ({"messages": [{"role": "user", "content": "hi"}] * 6000}, "messages"),
])
def test_huge_stop_strings_and_message_counts_are_refused_at_the_edge(served: Served, body: dict[str, object],
                                                                      param: str) -> None:
    with served.http() as http:
        answer = http.post("/v1/chat/completions", json={
            "model": MODEL, "messages": [{"role": "user", "content": "hi"}], "max_tokens": 4, **body})
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]["param"] == param
