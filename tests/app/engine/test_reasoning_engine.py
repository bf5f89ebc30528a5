"""Thinking through the real engine: the demo model with a reasoning family's chat template (its weights
do not think, so the turns here are cut off inside the thinking, or have it switched off)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from app.chat.parameters import Sampling
from app.chat.reasoning import NO_THINKING, split
from app.chat.values import ChatMessage
from app.engine.client import EngineClient
from tests.app import reasoning_formats as f
from tests.app.engine_turns import collect, user
from tests.app.reasoning_formats import variant

pytestmark = pytest.mark.slow
SHORT = Sampling(temperature=0, max_new_tokens=6)


@pytest.fixture(scope="module")
def deepseek(demo_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[EngineClient]:
    client = EngineClient()
    client.load(str(variant(demo_model, tmp_path_factory.mktemp("r") / "deepseek", f.DEEPSEEK_R1_DISTILL)))
    yield client
    client.close()


def test_a_prompt_that_opens_the_thinking_gives_a_reply_in_the_canonical_form(deepseek: EngineClient) -> None:
    text, _, done = collect(deepseek.turn([user("What is 2+2?")], SHORT))
    assert done.finish_reason == "length"
    assert text.startswith("<think>\n")
    parts = split(text)
    assert parts.open and parts.answer == "" and parts.thinking  # cut off inside the thinking


def test_an_empty_block_closes_the_thinking_the_prompt_opened_so_a_title_is_an_answer(
        deepseek: EngineClient) -> None:
    text, _, done = collect(deepseek.turn([user("What is 2+2?"), ChatMessage("assistant", NO_THINKING)], SHORT,
                                          continue_last=True))
    parts = split(NO_THINKING + text)  # as the title writer reads it
    assert done.generated_tokens > 0 and not parts.open and parts.answer == text.strip()
    closed = deepseek.measure([user("What is 2+2?"), ChatMessage("assistant", NO_THINKING)], SHORT,
                              continue_last=True)
    opened = deepseek.measure([user("What is 2+2?")], SHORT)
    assert 0 < closed.prompt_tokens - opened.prompt_tokens <= 4  # "</think>" and its blank line: one "<think>"


def test_continuing_a_reply_cut_inside_its_thinking_does_not_open_it_twice(deepseek: EngineClient) -> None:
    first, _, _ = collect(deepseek.turn([user("What is 2+2?")], SHORT))
    history = [user("What is 2+2?"), ChatMessage("assistant", first)]
    more, _, done = collect(deepseek.turn(history, SHORT, continue_last=True))
    assert not more.startswith("<think>")  # the reply already has it
    assert done.cached_tokens > 0  # the same prompt as the first turn plus its reply: one "<think>", reused
    fresh = deepseek.measure(history, SHORT, continue_last=True)
    opened = deepseek.measure([user("What is 2+2?")], SHORT)
    assert fresh.prompt_tokens > opened.prompt_tokens


def test_thinking_switched_off_the_way_the_template_does_it(demo_model: Path, tmp_path: Path) -> None:
    client = EngineClient()
    try:
        client.load(str(variant(demo_model, tmp_path / "qwen3", f.QWEN3)))
        on, _, _ = collect(client.turn([user("What is 2+2?")], SHORT))
        off, _, done = collect(client.turn([user("What is 2+2?"), ChatMessage("assistant", NO_THINKING)], SHORT,
                                           continue_last=True))
        assert not on.startswith("<think>")  # its weights never write one: nothing is made up
        assert done.generated_tokens > 0 and not off.startswith("<think>")
        with_block = client.measure([user("What is 2+2?"), ChatMessage("assistant", NO_THINKING)], SHORT,
                                    continue_last=True)
        without = client.measure([user("What is 2+2?")], SHORT)
        assert with_block.prompt_tokens > without.prompt_tokens  # the empty block is in the prompt
    finally:
        client.close()


def test_the_terminal_chat_marks_the_thinking_and_keeps_it_apart(demo_model: Path, tmp_path: Path) -> None:
    import json
    import subprocess
    import sys

    folder = variant(demo_model, tmp_path / "r1-cli", f.DEEPSEEK_R1_DISTILL)
    root = Path(__file__).resolve().parents[3]
    common = [sys.executable, str(root / "main.py"), "chat", "--model", str(folder), "--prompt", "What is 2+2?",
              "--max-new-tokens", "6", "--temperature", "0"]
    as_json = subprocess.run([*common, "--json"], capture_output=True, text=True, timeout=120, check=False,
                             stdin=subprocess.DEVNULL)
    assert as_json.returncode == 0, as_json.stderr
    data = json.loads(as_json.stdout.strip().splitlines()[-1])
    assert data["reasoning"] and data["text"] == ""  # cut off inside the thinking: no answer yet
    plain = subprocess.run(common, capture_output=True, text=True, timeout=120, check=False, stdin=subprocess.DEVNULL)
    assert plain.returncode == 0 and plain.stdout.startswith("(thinking) ") and "<think>" not in plain.stdout


def test_mistral_think_markers_become_the_canonical_ones_and_go_back_for_a_continued_reply(demo_model: Path) -> None:
    """Ministral 3 Reasoning / Magistral: `[THINK]` … `[/THINK]` (special tokens in their vocabulary; the demo's
    splits them into text, which the rewrite reads the same). Their template renders here, in ORT GenAI's engine."""
    import onnxruntime_genai as og

    from app.engine.host.thinking import Thinking

    session = SimpleNamespace(template=f.MINISTRAL3_REASONING, tokenizer=og.Tokenizer(og.Model(str(demo_model))))
    thinking = Thinking(session)
    assert thinking.brackets and not thinking.harmony and not thinking.opens
    rewrite = thinking.turn_text(continuing=False)
    parts = split("".join(rewrite.feed(piece) for piece in f.MINISTRAL3_STREAM) + rewrite.flush())
    assert (parts.thinking, parts.answer) == (f.THINKING["ministral3"], f.ANSWER["ministral3"])
    history = [user("What is 2+2?"), ChatMessage("assistant", "<think>\nOkay, 2 plus")]
    sent = thinking.prompt_messages(history, continuing=True)
    assert sent[-1].content == "[THINK]\nOkay, 2 plus"  # the model's own marker, where it goes on thinking
    prompt = session.tokenizer.apply_chat_template(json.dumps([{"role": "user", "content": "What is 2+2?"}]),
                                                   template_str=f.MINISTRAL3_REASONING, add_generation_prompt=True)
    assert prompt.endswith("[INST]What is 2+2?[/INST]") and "[THINK]" in prompt  # the default system prompt asks


def test_a_gpt_oss_reply_cut_inside_its_thinking_is_continued_in_its_own_channels(demo_model: Path) -> None:
    """Continue goes on from the reply as the model wrote it: harmony's analysis channel, not `<think>` (which
    gpt-oss never writes; its real template also refuses channel markers in a message's content, so the
    reply is put after the prompt, as every continued reply is)."""
    import onnxruntime_genai as og

    from app.engine.host.thinking import Thinking, to_harmony

    session = SimpleNamespace(template=f.GPT_OSS, tokenizer=og.Tokenizer(og.Model(str(demo_model))))
    thinking = Thinking(session)
    assert thinking.harmony and not thinking.brackets and not thinking.opens
    cut = "<think>\nUser asks 2+2. Answer"
    sent = thinking.prompt_messages([user("What is 2+2?"), ChatMessage("assistant", cut)], continuing=True)
    assert sent[-1].content == "<|channel|>analysis<|message|>User asks 2+2. Answer"
    rewrite = thinking.turn_text(continuing=True)  # what the model writes next, back in the canonical form
    more = "".join(rewrite.feed(p) for p in [" 4.", "<|end|>", "<|start|>", "assistant", "<|channel|>", "final",
                                             "<|message|>", "4"]) + rewrite.flush()
    parts = split(cut + more)
    assert (parts.thinking, parts.answer, parts.open) == ("User asks 2+2. Answer 4.", "4", False)
    # a whole reply, and one without thinking, go back as the model wrote them
    whole = "".join(f.GPT_OSS_STREAM)
    assert to_harmony(f"<think>\n{f.THINKING['gpt-oss']}\n</think>\n\n{f.ANSWER['gpt-oss']}") == whole
    assert to_harmony("Just 4.") == "<|channel|>final<|message|>Just 4."
