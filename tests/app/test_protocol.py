from __future__ import annotations

import pytest

from app.engine import protocol as p


@pytest.mark.parametrize("message", [
    p.Load("/m", ("cuda", "cpu"), 2, 4096),
    p.Turn("t1", (p.ChatMessage("user", "hé ✓"), p.ChatMessage("assistant", "ok")), p.Sampling(seed=7), "sys"),
    p.Cancel("t1"), p.Unload(), p.Shutdown(), p.Ready(1, 42),
    p.Loaded("/m", "llama", "cpu", 8192, 0.5, "cuda: missing"),
    p.Token("t1", "piece"),
    p.Done("t1", "stop", 10, 4, 3, 0.1, 50.0, 2),
    p.Error("prompt_too_long", "too long", "t1"),
])
def test_round_trip(message: p.Request | p.Event) -> None:
    assert p.decode(p.encode(message)) == message


@pytest.mark.parametrize("frame", [b"", b"not json", b"[]", b'{"kind": "nope"}', b'{"kind": "cancel"}',
                                   b'{"kind": "token", "turn_id": "t", "text": "x", "extra": 1}'])
def test_garbage_is_a_value_error(frame: bytes) -> None:
    with pytest.raises(ValueError):
        p.decode(frame)


def test_sampling_problems_name_the_field() -> None:
    assert p.Sampling().problems() == []
    bad = p.Sampling(temperature=-1, top_p=0, top_k=-2, max_new_tokens=0, repetition_penalty=9, seed=-5)
    text = " ".join(bad.problems())
    for word in ("Temperature", "Top-p", "Top-k", "Max new tokens", "Repetition penalty", "Seed"):
        assert word in text
