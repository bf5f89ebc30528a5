"""Thinking told apart from the answer: each family's real output format, rewritten by the host into one
form, split when streamed (the API) and when stored; detection from the templates; the switch and the clock."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.chat.generation import GenerationSettings
from app.chat.provenance import Provenance
from app.chat.reasoning import NO_THINKING, ReasoningStream, answer_of, reasoning_and_content, split
from app.conversation.thinking import ThinkingPrefs, shape_turn, track_thinking
from app.conversation.thread import Turn, history_of
from app.engine.host.thinking import MarkedTokenizer, ThinkingText, is_harmony, thinks_in_brackets
from app.store import Message
from models.reasoning_format import support_from, thinking_support
from tests.app import reasoning_formats as f

FAMILIES = {  # stream, template, does the prompt open the thinking
    "qwen3": (f.QWEN3_STREAM, f.QWEN3, False),
    "deepseek": (f.DEEPSEEK_STREAM, f.DEEPSEEK_R1_DISTILL, True),
    "phi4": (f.PHI4_STREAM, f.PHI4_REASONING, False),
    "gpt-oss": (f.GPT_OSS_STREAM, f.GPT_OSS, False),
    "ministral3": (f.MINISTRAL3_STREAM, f.MINISTRAL3_REASONING, False),
}


def canonical(family: str, chunks: list[str] | None = None) -> str:
    """What the host sends for this family's reply, token by token (or in `chunks`)."""
    stream, template, opens = FAMILIES[family]
    rewrite = ThinkingText(opens, is_harmony(template), thinks_in_brackets(template))
    return "".join(rewrite.feed(piece) for piece in (chunks or stream)) + rewrite.flush()


@pytest.mark.parametrize("family", FAMILIES)
def test_each_family_comes_out_as_thinking_then_answer(family: str) -> None:
    parts = split(canonical(family))
    assert parts.has_thinking and not parts.open
    assert parts.thinking == f.THINKING[family]
    assert parts.answer == f.ANSWER[family]


@pytest.mark.parametrize("family", FAMILIES)
def test_markers_cut_anywhere_by_the_chunks_still_rewrite(family: str) -> None:
    """Tokens are batched per frame: a marker may be cut at any character."""
    text = "".join(FAMILIES[family][0])
    whole = canonical(family)
    for cut in range(1, len(text)):
        assert canonical(family, [text[:cut], text[cut:]]) == whole, cut


@pytest.mark.parametrize("family", FAMILIES)
def test_the_stream_never_puts_thinking_into_content(family: str) -> None:
    text = canonical(family)
    for size in (1, 2, 3, 5, 8, 1000):
        stream = ReasoningStream()
        pieces = [p for i in range(0, len(text), size) for p in stream.feed(text[i:i + size])] + stream.finish()
        reasoning = "".join(t for c, t in pieces if c == "reasoning")
        content = "".join(t for c, t in pieces if c == "content")
        assert reasoning.strip() == f.THINKING[family], size
        assert content == f.ANSWER[family], size
        assert "<think" not in content and "</" not in reasoning


def test_a_reply_without_thinking_streams_as_content_only() -> None:
    stream = ReasoningStream()
    pieces = stream.feed("<") + stream.feed("b>bold</b> and <think> mentioned") + stream.finish()
    assert pieces == [("content", "<b>bold</b> and <think> mentioned")]
    assert split("Say <think>x</think> here").has_thinking is False
    assert reasoning_and_content("Hello") == (None, "Hello")


def test_a_reply_cut_off_inside_its_thinking_is_open_and_has_no_answer() -> None:
    parts = split(canonical("qwen3", f.QWEN3_STREAM[:8]))
    assert parts.open and parts.answer == "" and parts.thinking == "Okay, the user asks what"
    assert reasoning_and_content("<think>\nhalf a thought") == ("half a thought", "")


def test_switched_off_thinking_is_an_empty_block_and_no_thinking() -> None:
    text = NO_THINKING + "".join(f.QWEN3_STREAM_OFF)
    parts = split(text)
    assert parts.has_thinking and parts.thinking == "" and parts.answer == "2 + 2 = 4."
    assert reasoning_and_content(text) == (None, "2 + 2 = 4.")


@pytest.mark.parametrize(("template", "thinks", "switchable", "skippable"), [
    (f.QWEN3, True, True, True),
    (f.DEEPSEEK_R1_DISTILL, True, False, True),  # its prompt opens the thinking: an empty block closes it
    (f.PHI4_REASONING, True, False, False),
    (f.GPT_OSS, True, False, False),
    (f.MINISTRAL3_REASONING, True, False, False),
    (f.SMOLLM2, False, False, False),
])
def test_detection_from_the_template(template: str, thinks: bool, switchable: bool, skippable: bool) -> None:
    support = support_from(template, think_tokens=thinks)
    assert (support.thinks, support.switchable, support.skippable) == (thinks, switchable, skippable)
    assert ("not switchable" in support.describe()) == (thinks and not switchable)


def test_an_instruct_model_with_think_tokens_but_no_thinking_prompt_does_not_think() -> None:
    """Qwen3-Instruct-2507 keeps the tokens and strips old thinking from the history, but never thinks."""
    history_only = "{% if '</think>' in content %}{% set content = content.split('</think>')[-1] %}{% endif %}"
    assert not support_from(history_only + f.SMOLLM2, think_tokens=True).thinks


def test_detection_from_a_model_folder(tmp_path: Path) -> None:
    (tmp_path / "tokenizer_config.json").write_text(json.dumps({"chat_template": f.QWEN3}), encoding="utf-8")
    (tmp_path / "tokenizer.json").write_text(json.dumps({"added_tokens": [
        {"id": 151667, "content": "<think>", "special": False}, {"id": 151668, "content": "</think>"}]}))
    assert thinking_support(tmp_path).switchable
    (tmp_path / "chat_template.jinja").write_text(f.DEEPSEEK_R1_DISTILL, encoding="utf-8")
    (tmp_path / "tokenizer.json").write_text("{ damaged", encoding="utf-8")  # a new stamp: read again
    support = thinking_support(tmp_path)
    assert support.thinks and not support.switchable
    assert not thinking_support(tmp_path / "gone").thinks


def test_the_demo_tokenizer_renders_each_template_and_deepseek_opens_the_thinking(demo_model: Path) -> None:
    """The real ORT GenAI template engine decides whether a prompt opens the thinking."""
    import onnxruntime_genai as og

    from app.engine.host.thinking import opens_thinking

    tokenizer = og.Tokenizer(og.Model(str(demo_model)))
    assert opens_thinking(tokenizer, f.DEEPSEEK_R1_DISTILL)
    assert not opens_thinking(tokenizer, f.QWEN3)
    assert not opens_thinking(tokenizer, f.PHI4_REASONING)
    assert not opens_thinking(tokenizer, "{{ raise_exception('no') }}")
    marked = MarkedTokenizer(tokenizer, {1: "<|channel|>"})
    assert marked.create_stream().decode(1) == "<|channel|>"  # a special token the decoder would drop
    assert tokenizer.create_stream().decode(1) == ""
    assert list(marked.eos_token_ids) == list(tokenizer.eos_token_ids)


def _message(mid: int, role: str, content: str) -> Message:
    return Message(mid, 1, mid - 1 or None, role, content, 0.0, "complete", None)  # type: ignore[arg-type]


def test_history_leaves_the_thinking_out_except_of_a_reply_being_continued() -> None:
    thread = [_message(1, "user", "2+2?"), _message(2, "assistant", canonical("qwen3")),
              _message(3, "user", "and 3+3?")]
    assert [m.content for m in history_of(thread)] == ["2+2?", f.ANSWER["qwen3"], "and 3+3?"]
    cut = [*thread[:2], _message(3, "assistant", "<think>\nhalf")]
    assert history_of(cut, keep_last=True)[-1].content == "<think>\nhalf"
    assert answer_of("plain") == "plain"


def test_the_switch_starts_the_reply_with_an_empty_block_only_where_the_template_can() -> None:
    qwen, deepseek = support_from(f.QWEN3, True), support_from(f.DEEPSEEK_R1_DISTILL, True)
    thread = [_message(1, "user", "2+2?")]
    turn = Turn(1, 1, thread, GenerationSettings())
    shape_turn(turn, deepseek, enabled=False)
    assert not turn.thinking_off and turn.history[-1].role == "user"
    shape_turn(turn, qwen, enabled=False)
    assert turn.thinking_off and turn.continue_last and turn.prefix == NO_THINKING
    assert turn.history[-1] == turn.history[-1].__class__("assistant", NO_THINKING)
    on = Turn(1, 1, thread, GenerationSettings())
    shape_turn(on, qwen, enabled=True)
    assert not on.continue_last and not on.prefix


def test_the_clock_runs_while_thinking_and_stops_at_its_end() -> None:
    turn = Turn(1, 1, [], GenerationSettings())
    for now, piece in ((10.0, "<think>\n"), (12.0, "let me see"), (15.5, "\n</think>\n\nFour"), (20.0, " more")):
        turn.text += piece
        track_thinking(turn, now)
    assert turn.noted.thinking_s == 5.5
    plain = Turn(1, 1, [], GenerationSettings())
    plain.text = "Four"
    track_thinking(plain, 3.0)
    assert plain.noted.thinking_s is None


def test_switches_per_model_and_per_chat_survive_a_restart_and_a_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "thinking.json"
    prefs = ThinkingPrefs(path)
    assert prefs.enabled("qwen3", 7)
    prefs.set_model_default("qwen3", False)
    prefs.set_chat(7, True)
    again = ThinkingPrefs(path)
    assert again.enabled("qwen3", 7) and not again.enabled("qwen3", 8) and not again.enabled("qwen3", None)
    again.set_chat(7, None)
    assert not ThinkingPrefs(path).enabled("qwen3", 7)
    path.write_text("{ not json", encoding="utf-8")
    assert ThinkingPrefs(path).enabled("qwen3", 7)


def test_search_finds_answers_but_never_thinking_and_snippets_leave_it_out(tmp_path: Path) -> None:
    from app.store import Store

    with Store.open(tmp_path / "c.sqlite3") as store:
        c = store.create_conversation("sums", settings={})
        q = store.add_message(c.id, "user", "What is 2+2?", None)
        reply = store.begin_reply(c.id, q.id)
        store.save_partial(reply.id, "<think>\nOkay, pondering zebras")
        assert store.search("zebras") == [] and store.search("pondering") == []
        store.finish_reply(reply.id, canonical("qwen3") + " zebras", "complete", None)
        hits = store.search("zebras")
        assert [h.message_id for h in hits] == [reply.id]
        assert "user asks" not in hits[0].snippet and "think" not in hits[0].snippet
        assert store.search("Okay") == []
    import sqlite3

    with sqlite3.connect(tmp_path / "c.sqlite3") as conn:  # the index matches what it was built from
        conn.execute("INSERT INTO messages_fts(messages_fts, rank) VALUES ('integrity-check', 1)")


def test_exports_fold_the_thinking_or_leave_it_out(tmp_path: Path) -> None:
    from app.store import Store, to_html, to_json, to_markdown

    with Store.open(tmp_path / "c.sqlite3") as store:
        c = store.create_conversation("sums", settings={})
        q = store.add_message(c.id, "user", "What is 2+2?", None)
        reply = store.begin_reply(c.id, q.id)
        store.finish_reply(reply.id, canonical("qwen3"), "complete", Provenance(thinking_s=12.4))
        conv, thread = store.get_conversation(c.id), store.thread(c.id)
        md = to_markdown(conv, thread)
        assert "<details><summary>Thought for 12 s</summary>" in md and "> Okay, the user asks" in md
        assert md.index("</details>") < md.index("2 + 2 = **4**") and "<think>" not in md
        bare = to_markdown(conv, thread, thinking=False)
        assert "Okay" not in bare and "2 + 2 = **4**" in bare
        page = to_html(conv, thread)
        assert '<details class="thinking"><summary>Thought for 12 s</summary>' in page and "&lt;think" not in page
        assert "Okay" not in to_html(conv, thread, thinking=False)
        assert to_json(conv, store.messages(c.id))["messages"][1]["content"] == canonical("qwen3")  # lossless


def test_a_remote_servers_separate_thinking_is_put_back_into_the_canonical_form() -> None:
    from app.chat.reasoning import SeparateThinking

    deltas = [("Okay,", None), (" so 2+2.", ""), (None, "\n\nThe answer"), ("", " is 4.")]  # as vLLM streams
    together = SeparateThinking()
    parts = split("".join(together.feed(r, c) for r, c in deltas))
    assert (parts.thinking, parts.answer) == ("Okay, so 2+2.", "The answer is 4.")
    plain = SeparateThinking()
    assert "".join(plain.feed(None, c) for c in ("Hello", " there")) == "Hello there"


def test_a_gpt_oss_reply_that_skips_its_analysis_is_an_answer_only() -> None:
    """harmony lets the model go straight to the final channel (low reasoning effort): no thinking line."""
    rewrite = ThinkingText(False, True)
    text = "".join(rewrite.feed(p) for p in ["<|channel|>", "final", "<|message|>", "4", "."]) + rewrite.flush()
    assert text == "4." and not split(text).has_thinking
