"""`reasoning_content` through the official `openai` SDK against the real server, never mixed into
`content`: the demo model with DeepSeek-R1's template (the prompt opens the thinking, so a short reply
is all thinking, cut off)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.app import reasoning_formats as f
from tests.app.api.conftest import Served, start_server

pytestmark = pytest.mark.slow
QUESTION = [{"role": "user", "content": "What is 2+2?"}]


@pytest.fixture(scope="module")
def thinking_server(tmp_path_factory: pytest.TempPathFactory, demo_model: Path) -> Iterator[Served]:
    tmp = tmp_path_factory.mktemp("think")
    folder = f.variant(demo_model, tmp / "r1-demo", f.DEEPSEEK_R1_DISTILL)
    served = start_server(tmp, demo_model, "--model", str(folder))
    try:
        yield served
    finally:
        served.stop()


def test_a_reply_gives_its_thinking_as_reasoning_content(thinking_server: Served) -> None:
    client = thinking_server.client()
    model = client.models.list().data[0].id
    reply = client.chat.completions.create(model=model, messages=QUESTION, max_tokens=8,  # type: ignore[arg-type]
                                           temperature=0)
    message = reply.choices[0].message
    reasoning = (message.model_extra or {}).get("reasoning_content")
    assert isinstance(reasoning, str) and reasoning.strip()
    assert message.content == ""  # cut off inside the thinking: no answer, and no thinking in it
    assert reply.choices[0].finish_reason == "length"


def test_streaming_sends_the_thinking_as_delta_reasoning_content(thinking_server: Served) -> None:
    client = thinking_server.client()
    model = client.models.list().data[0].id
    reasoning, content = [], []
    stream = client.chat.completions.create(model=model, messages=QUESTION, max_tokens=8,  # type: ignore[arg-type]
                                            temperature=0, stream=True)
    for chunk in stream:
        if not chunk.choices:
            continue
        delta = chunk.choices[0].delta
        reasoning.append((delta.model_extra or {}).get("reasoning_content") or "")
        content.append(delta.content or "")
    assert "".join(reasoning).strip() and "".join(content) == ""
    whole = client.chat.completions.create(model=model, messages=QUESTION, max_tokens=8,  # type: ignore[arg-type]
                                           temperature=0)
    assert "".join(reasoning).strip() == (whole.choices[0].message.model_extra or {})["reasoning_content"]
