"""Speculative decoding (prompt lookup): the lookup, the greedy choice, Auto, and replies on the demo model."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from app.engine import protocol as p
from app.engine.host.speculative import AUTO_MAX_MISSES, AUTO_MIN_DRAFTED, Speculation, lookup, pick_greedy
from tests.app.engine_turns import user

# The bench's quoting workloads (bench/speculative.py): replies that repeat the conversation, where drafts are
# checked and most are kept. At accuracy level 4 a read of several tokens rounds apart from a one-token read
# (app.engine.host.session), so on a near-tie a reply with drafts can take another word than one without: these
# prompts have none within 64 tokens on the shipped demo model (a free-chat reply does, at token 20: the
# bench counts it as `chat_identical`).
PASSAGE = ("The lighthouse keeper climbed the one hundred and twelve stairs every evening at dusk. He lit the "
           "great lamp, wound the clockwork that turned the lens, and wrote in his log the names of the ships "
           "that passed: the Mary Ellen, the Northern Star, the Good Hope and the little ferry from the island. "
           "When fog rolled in from the west he sounded the horn every thirty seconds until morning, and when "
           "storms came he stayed awake all night, watching the beam sweep across the black and restless sea.")
SOURCES = ("[1] notes/harbour.md, line 4: The harbour opens at six in the morning and closes at ten at night; "
           "boats longer than twelve metres must book a berth a day ahead.\n"
           "[2] notes/fees.md, line 12: Mooring costs eight euros a night for boats up to ten metres and twelve "
           "euros a night for larger boats; electricity is included.\n"
           "[3] notes/rules.md, line 2: Engines must be switched off inside the harbour walls after eleven at "
           "night, and the fuel pontoon is closed on Sundays.")
QUOTING = (
    f"Repeat this passage exactly, word for word, but change 'evening' to 'morning':\n\n{PASSAGE}",
    f"Answer from these sources, quoting them and citing them as [n].\n\n{SOURCES}\n\nQuestion: when does the "
    "harbour open, what does mooring cost, and when must engines be off?",
)


def test_lookup_continues_the_latest_earlier_occurrence() -> None:
    tokens = np.array([5, 6, 7, 1, 2, 5, 6, 7, 3, 4, 9, 5, 6, 7], dtype=np.int32)
    assert lookup(tokens, ngram=3, max_draft=4) == [3, 4, 9, 5]  # the occurrence at 5, not the one at 0
    assert lookup(tokens, ngram=3, max_draft=2) == [3, 4]
    assert lookup(np.array([1, 2, 3, 4], dtype=np.int32), ngram=3) == []
    assert lookup(np.array([1, 2], dtype=np.int32), ngram=3) == []


def test_the_greedy_choice_applies_the_repetition_penalty_to_every_seen_token() -> None:
    logits = np.array([1.0, 1.05, -0.5, 0.96], dtype=np.float32)
    assert pick_greedy(logits, np.array([], dtype=np.int64), 1.1) == 1
    assert pick_greedy(logits, np.array([1], dtype=np.int64), 1.1) == 0  # 1.05 / 1.1 < 1.0
    assert pick_greedy(logits, np.array([0, 1], dtype=np.int64), 1.1) == 3
    assert pick_greedy(logits, np.array([0, 1], dtype=np.int64), 1.0) == 1
    assert logits[1] == np.float32(1.05)  # the caller's logits are left alone


def test_auto_stops_drafting_when_guesses_fail_or_nothing_is_found_and_on_never_does() -> None:
    bad, none, on = Speculation("auto"), Speculation("auto"), Speculation("on")
    for _ in range(AUTO_MIN_DRAFTED // 4):
        bad.checked(4, 1)
        on.checked(4, 0)
    assert not bad.drafting and bad.state == "auto-off" and bad.acceptance == 0.25
    assert on.drafting and on.state == "on"
    for _ in range(AUTO_MAX_MISSES):
        none.looked_up(False)
        on.looked_up(False)
    assert not none.drafting and on.drafting
    good = Speculation("auto")
    for _ in range(10):
        good.checked(4, 3)
        good.looked_up(True)
    assert good.drafting
    assert Speculation.why_not("off", True, False) == "off"
    assert Speculation.why_not("auto", False, False) == "sampled reply"
    assert Speculation.why_not("on", True, True) == "constrained reply"
    assert Speculation.why_not("auto", True, False) == ""


def _reply(session: object, prompt: str, mode: p.SpeculativeMode, sampling: p.Sampling) -> tuple[str, p.Done]:
    from app.engine.host.decode import TurnHooks
    from app.engine.host.session import ChatSession, TurnSpec

    assert isinstance(session, ChatSession)
    pieces: list[str] = []
    hooks = TurnHooks(lambda *_: None, lambda *_: None, pieces.append, lambda: False)
    done = session.run_turn("t", TurnSpec([user(prompt)], sampling, speculative=mode), hooks)
    return "".join(pieces), done


TIE = 0.75  # logits: how far a multi-token read rounds a logit from a one-token read at most (module doc)


def _plain_with_margins(session: object, prompt: str) -> tuple[list[str], list[float]]:
    """Greedy decoding without drafts, as ORT's search does it (the prompt in one read, each token alone after):
    each token's text and its margin, the lead of the chosen logit over the next best."""
    import onnxruntime_genai as og

    from app.engine.host.session import ChatSession

    assert isinstance(session, ChatSession)
    tokens = session.measure([user(prompt)], p.Sampling(max_new_tokens=64)).tokens
    params = og.GeneratorParams(session.model)
    params.set_search_options(max_length=len(tokens) + 80, do_sample=False)
    generator = og.Generator(session.model, params)
    generator.append_tokens(np.asarray(tokens, dtype=np.int32))
    stream, eos = session.tokenizer.create_stream(), {int(t) for t in session.tokenizer.eos_token_ids}
    pieces: list[str] = []
    margins: list[float] = []
    for _ in range(64):
        logits = np.asarray(generator.get_output("logits"), dtype=np.float32)[0][-1]
        second, first = np.sort(logits)[-2:]
        token = int(np.argmax(logits))
        if token in eos:
            break
        pieces.append(stream.decode(token))
        margins.append(float(first - second))
        generator.append_tokens(np.asarray([token], dtype=np.int32))
    return pieces, margins


@pytest.mark.slow
def test_drafts_give_the_greedy_reply_of_decoding_without_them(demo_model: Path) -> None:
    """On the shipped demo model: replies that quote the conversation come out the same with drafts (most of
    them kept) as without, token for token, up to the first near-tie, where the multi-token read that checks a
    draft may round the choice the other way (the module doc). Asserting more was luck: the first prompt's plain
    reply has a choice decided by 0.012 logits, and a machine whose CPU runs other int8 kernels (AVX2 without
    VNNI) rounds it apart. Replies do not depend on load: see the next test."""
    from app.engine.host.session import ChatSession

    session = ChatSession(demo_model, ("cpu",), 0, 0)
    sampling = p.Sampling(temperature=0, max_new_tokens=64, repetition_penalty=1.0)
    for prompt in QUOTING:
        plain, plain_done = _reply(session, prompt, "off", sampling)
        drafted, done = _reply(session, prompt, "on", sampling)
        pieces, margins = _plain_with_margins(session, prompt)
        assert "".join(pieces) == plain  # the replica decodes as the session does
        assert plain_done.speculative == "off" and plain_done.drafted_tokens == 0
        assert done.speculative == "on" and done.accepted_tokens >= done.drafted_tokens / 2 > 0
        if drafted != plain:
            agreed = next((i for i, (a, b) in enumerate(zip(drafted, plain, strict=False)) if a != b),
                          min(len(drafted), len(plain)))  # the characters both replies share
            at = next(k for k in range(len(pieces)) if len("".join(pieces[:k + 1])) > agreed)
            assert margins[at] < TIE, f"drafts changed a choice plain decoding made by {margins[at]:.2f} logits"
        else:
            assert done.generated_tokens == plain_done.generated_tokens
            assert done.finish_reason == plain_done.finish_reason


@pytest.mark.slow
def test_a_drafted_reply_depends_on_nothing_timed_or_scheduled(demo_model: Path, monkeypatch: pytest.MonkeyPatch,
                                                               ) -> None:
    """What changes with load: the prompt's slices (sized by the time the last one took) and the threads that
    run each read (1 or 2 here). Neither changes a reply with drafts, nor one without."""
    from app.engine.host import prefill
    from app.engine.host.session import ChatSession

    sampling = p.Sampling(temperature=0, max_new_tokens=48, repetition_penalty=1.0)
    replies: set[tuple[str, str]] = set()
    for threads, size in ((1, 512), (2, 2), (2, 37), (2, 512)):
        monkeypatch.setattr(prefill.PrefillSlicer, "_next_size", lambda _self, n=size: n)
        session = ChatSession(demo_model, ("cpu",), threads, 0)
        replies.add((_reply(session, QUOTING[0], "on", sampling)[0], _reply(session, QUOTING[0], "off", sampling)[0]))
    assert len(replies) == 1


@pytest.mark.slow
def test_auto_turns_itself_off_with_nothing_to_look_up_and_keeps_the_reply(demo_model: Path) -> None:
    """A short question whose answer repeats nothing: Auto finds no draft in its first lookups, stops
    looking, and the reply is ORT's own greedy reply (the loop picks tokens as ORT does, penalty included)."""
    from app.engine.host.session import ChatSession

    session = ChatSession(demo_model, ("cpu",), 0, 0)
    sampling = p.Sampling(temperature=0, max_new_tokens=48)
    auto, done = _reply(session, "Name one fruit.", "auto", sampling)
    plain, _ = _reply(session, "Name one fruit.", "off", sampling)
    assert done.speculative == "auto-off" and done.drafted_tokens == 0
    assert done.generated_tokens > AUTO_MAX_MISSES and auto == plain
    sampled, sampled_done = _reply(session, "Name one fruit.", "on", p.Sampling(temperature=0.7, seed=3,
                                                                              max_new_tokens=8))
    assert sampled and sampled_done.speculative == "sampled reply" and sampled_done.drafted_tokens == 0
