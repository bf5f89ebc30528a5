from __future__ import annotations

import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance
from app.engine import protocol as p


@pytest.mark.parametrize("message", [
    p.Load("l1", "/m", ("cuda", "cpu"), 2, 4096, ("dml",)),
    p.Turn("t1", (ChatMessage("user", "hé ✓"), ChatMessage("assistant", "ok")), Sampling(seed=7), "sys",
           guidance=Guidance("json_schema", "{}"), stop=("END",), tools="[]"),
    p.Measure("m1", (ChatMessage("user", "x"),)),
    p.Measure("m2", (ChatMessage("user", "typed so fa"),), Sampling(temperature=0), "sys", read_ahead=True),
    p.Cancel("c1", "t1"), p.Shutdown(), p.Ready(2, 42, ("cuda", "cpu")),
    p.Loaded("l1", "/m", "llama", "cpu", 8192, 0.5, (p.DeviceFailure("cuda", "missing"),)),
    p.Queued("t1", 2), p.Started("t1", 100, 40, 1, 512, 8192), p.PrefillProgress("t1", 10, 60),
    p.Token("t1", "piece"),
    p.Done("t1", "stop", 10, 4, 3, 0.1, 50.0, 2, 0.05),
    p.Measured("m1", 10, 0, 512, 8192),
    p.Error("prompt_too_long", "too long", "t1"),
])
def test_round_trip(message: p.Request | p.Event) -> None:
    assert p.decode(p.encode(message)) == message


@pytest.mark.parametrize("frame", [b"", b"not json", b"[]", b'{"kind": "nope"}', b'{"kind": "cancel"}',
                                   b'{"kind": "token", "id": "t", "text": "x", "extra": 1}',
                                   b'{"kind": "turn", "id": "t", "messages": [{"role": "user"}]}',
                                   b'{"kind": "turn", "id": "t", "messages": 5, "sampling": {}}'])
def test_garbage_is_a_value_error(frame: bytes) -> None:
    with pytest.raises(ValueError):
        p.decode(frame)


def test_sampling_problems_name_the_field() -> None:
    assert Sampling().problems() == []
    bad = Sampling(temperature=-1, top_p=0, top_k=-2, max_new_tokens=0, repetition_penalty=9, seed=-5)
    text = " ".join(bad.problems())
    for word in ("Temperature", "Top-p", "Top-k", "Max new tokens", "Repetition penalty", "Seed"):
        assert word in text


def test_stop_text_holds_back_a_possible_match() -> None:
    from app.engine.host.stops import StopText

    stops = StopText(["</end>"])
    assert stops.feed("Hello <") == ("Hello ", False)
    assert stops.feed("/e") == ("", False)
    assert stops.feed("nd> more") == ("", True)
    other = StopText(["</end>"])
    assert other.feed("a <b") == ("a <b", False)
    assert StopText([]).feed("x") == ("x", False)
    held = StopText(["ZZ"])
    assert held.feed("abcZ") == ("abc", False)
    assert held.flush() == "Z"


def test_exit_codes_read_as_words() -> None:
    from app.engine.link import describe_exit

    assert "ran out of memory" in describe_exit(-9)
    assert "crashed in the native library" in describe_exit(-11)
    assert "crashed in the native library" in describe_exit(0xC0000005)
    assert "exit code 3" in describe_exit(3)
