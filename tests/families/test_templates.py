"""Each family's prompt, as the real engine host makes it, token for token what Hugging Face's Jinja2 rendering of
the family's full template gives (`tests/families/conversations.py`: a system prompt or none, multi-turn, an
edited and a continued reply, old thinking, thinking switched off, tool definitions, a call and its result)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.chat.parameters import Sampling
from app.engine.client import EngineClient
from bench.zoo import FAMILIES
from tests.families.conversations import Conversation, conversations, reference

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module", params=list(FAMILIES))
def family(request: pytest.FixtureRequest, zoo: Callable[[str], Path]) -> Iterator[tuple[Path, EngineClient, Any]]:
    from transformers import AutoTokenizer

    folder = zoo(request.param)
    client = EngineClient()
    client.load(str(folder))
    try:
        yield folder, client, AutoTokenizer.from_pretrained(folder)
    finally:
        client.close()


def hearths_prompt(client: EngineClient, conversation: Conversation) -> tuple[int, ...]:
    measured = client.measure(conversation.messages, Sampling(max_new_tokens=16),
                              continue_last=conversation.continue_last, tools=conversation.tools_json, with_ids=True)
    return measured.prompt_ids


def test_every_conversation_renders_as_jinja2_renders_it(family: tuple[Path, EngineClient, Any]) -> None:
    folder, client, tokenizer = family
    differ = []
    for conversation in conversations(folder):
        expected = reference(tokenizer, conversation)
        got = hearths_prompt(client, conversation)
        if list(got) != tokenizer.encode(expected, add_special_tokens=False):
            differ.append(f"{conversation.name}:\n  expected {expected!r}\n  got      {tokenizer.decode(list(got))!r}")
    assert not differ, "\n".join(differ)


ENGINES = {"qwen3": ("jinja2", "ort"), "llama3.2": ("jinja2", "ort"), "gemma3": ("ort", "ort"),
           "deepseek-r1": ("jinja2", "ort"), "gpt-oss": ("ort", "tokenizers")}


@pytest.mark.parametrize("name", list(FAMILIES))
def test_jinja2_renders_where_ort_genai_renders_differently_and_the_log_says_why(
        name: str, zoo: Callable[[str], Path], caplog: pytest.LogCaptureFixture) -> None:
    import onnxruntime_genai as og

    from app.engine.host.prompt_tokens import PromptEncoder
    from app.engine.host.templating import PromptTemplate

    folder = zoo(name)
    tokenizer = og.Tokenizer(og.Model(str(folder)))
    native = folder / "chat_template.jinja"
    with caplog.at_level("WARNING"):
        prompts = PromptTemplate(tokenizer, folder, native.read_text(encoding="utf-8") if native.is_file() else None)
        encoder = PromptEncoder(tokenizer, folder, prompts.samples)
    assert (prompts.engine, encoder.engine) == ENGINES[name]
    said = caplog.text
    assert ("renders its prompts with Jinja2" in said) == (prompts.engine == "jinja2")
    assert ("encodes its prompts with tokenizers" in said) == (encoder.engine == "tokenizers")
