"""The engine host and client with the real demo model."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import numpy as np
import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.engine.client import EngineClient, EngineError
from tests.app.engine_turns import collect, user
from tests.processes import KILLED_WORDS, is_running, kill_hard

pytestmark = pytest.mark.slow

GREEDY = Sampling(temperature=0, max_new_tokens=24)


def run(client: EngineClient, messages: list[ChatMessage], sampling: Sampling = GREEDY,
        system: str = "", continue_last: bool = False) -> tuple[str, p.Done]:
    text, _, done = collect(client.turn(messages, sampling, system, continue_last))
    return text, done


def test_greedy_is_deterministic_and_reports_usage(client: EngineClient) -> None:
    first, done1 = run(client, [user("Name three colours.")])
    fresh = EngineClient()
    try:
        fresh.load(client_model(client))
        second, _ = run(fresh, [user("Name three colours.")])
    finally:
        fresh.close()
    assert first and first == second
    assert done1.finish_reason in ("stop", "length")
    assert done1.prompt_tokens > 5 and done1.generated_tokens > 0
    assert done1.ttft_s > 0 and done1.tokens_per_s > 0


def client_model(client: EngineClient) -> str:
    return os.environ["HEARTH_DEMO_DIR"]


def test_seed_repeats_a_sampled_reply(client: EngineClient) -> None:
    sampling = Sampling(temperature=1.0, top_p=0.95, top_k=50, max_new_tokens=20, seed=1234)
    a, _ = run(client, [user("Tell me a story.")], sampling)
    b, _ = run(client, [user("Tell me a story.")], sampling)
    c, _ = run(client, [user("Tell me a story.")], Sampling(**{**sampling.__dict__, "seed": 99}))
    assert a == b
    assert a != c


def test_cancel_stops_within_a_token(demo_model: Path) -> None:
    """The session checks for a cancel after every token: it stops on the very token it was told."""
    from app.engine.host.decode import TurnHooks
    from app.engine.host.session import ChatSession, TurnSpec

    session = ChatSession(demo_model, ("cpu",), 0, 0)
    polls = 0

    def cancelled() -> bool:
        nonlocal polls
        polls += 1
        return polls >= 5  # a one-slice prompt is never polled; then one poll per token

    hooks = TurnHooks(lambda *_: None, lambda *_: None, lambda _t: None, cancelled)
    spec = TurnSpec([user("Write a long essay about the sea.")], Sampling(temperature=0, max_new_tokens=400))
    done = session.run_turn("t", spec, hooks)
    assert (done.finish_reason, done.generated_tokens) == ("cancelled", 5)


def test_cancel_through_the_host_ends_the_turn_at_once(client: EngineClient) -> None:
    done = None
    cancelled_at = 0.0
    handle = client.turn([user("Write a long essay about the sea.")], Sampling(temperature=0, max_new_tokens=400))
    for event in handle.events():
        if isinstance(event, p.Token) and not cancelled_at:
            handle.cancel()
            cancelled_at = time.monotonic()
        elif isinstance(event, p.Done):
            done = event
    assert done is not None and done.finish_reason == "cancelled"
    assert time.monotonic() - cancelled_at < 1.0
    assert done.generated_tokens < 40


def test_followup_reuses_cache_and_matches_a_fresh_run(client: EngineClient, demo_model: Path) -> None:
    history = [user("What is 2 plus 2?")]
    reply, first = run(client, history)
    history += [ChatMessage("assistant", reply), user("And 3 plus 3?")]
    followup, done = run(client, history)
    # At least the first prompt comes from the cache; the reply too once the idle host has re-read it
    # (`ChatSession.settle`), which a follow-up sent at once does not wait for.
    assert done.cached_tokens >= first.prompt_tokens

    fresh = EngineClient()
    try:
        fresh.load(str(demo_model))
        expected, fresh_done = run(fresh, history)
    finally:
        fresh.close()
    assert fresh_done.cached_tokens == 0
    assert followup == expected


def test_cancelled_turn_then_followup_matches_a_fresh_run(client: EngineClient, demo_model: Path) -> None:
    """A stopped turn leaves a token the model never processed; the next turn must not be corrupted."""
    history = [user("Count from one to fifty in words.")]
    partial = []
    handle = client.turn(history, Sampling(temperature=0, max_new_tokens=300))
    for event in handle.events():
        if isinstance(event, p.Token):
            partial.append(event.text)
            if len(partial) == 8:
                handle.cancel()
    history += [ChatMessage("assistant", "".join(partial)), user("Thanks. Now say hello.")]
    followup, done = run(client, history)
    assert done.cached_tokens > 0
    fresh = EngineClient()
    try:
        fresh.load(str(demo_model))
        expected, _ = run(fresh, history)
    finally:
        fresh.close()
    assert followup == expected


def test_overflow_drops_oldest_turns_and_keeps_system(demo_model: Path) -> None:
    c = EngineClient()
    try:
        c.load(str(demo_model), context_limit=300)
        history: list[ChatMessage] = []
        for i in range(8):
            history += [user(f"Question {i}: tell me about the number {i} in some detail please."),
                        ChatMessage("assistant", f"The number {i} is a fine number. " * 4)]
        history.append(user("Last question: what is 1 plus 1?"))
        _, done = run(c, history, Sampling(temperature=0, max_new_tokens=32), system="Be brief.")
        assert done.dropped_messages >= 2
        assert done.prompt_tokens + 32 <= 300
        with pytest.raises(EngineError) as info:
            run(c, [user("word " * 400)])
        assert info.value.code == "prompt_too_long"
        assert "context holds 300" in str(info.value)
    finally:
        c.close()


def test_falls_back_to_cpu_and_says_why(demo_model: Path) -> None:
    """CUDA asked for by name on a machine without it: not tried (app.accel.detect says why), the CPU runs."""
    c = EngineClient()
    try:
        loaded = c.load(str(demo_model), ("cuda", "cpu"))
    finally:
        c.close()
    assert loaded.device == "cpu" and loaded.failures == ()
    assert [(f.provider, f.reason) for f in loaded.not_used] == [("cuda", "no NVIDIA GPU found")]


@pytest.mark.parametrize("case", ["missing", "no_config", "truncated", "custom_ops", "native_lib"])
def test_bad_model_folders_give_clear_errors(case: str, demo_model: Path, tmp_path: Path) -> None:
    folder = tmp_path / "model"
    if case != "missing":
        shutil.copytree(demo_model, folder)
    if case == "no_config":
        (folder / "genai_config.json").unlink()
    elif case == "truncated":
        data = folder / "model.onnx"
        data.write_bytes(data.read_bytes()[:1000])
    elif case == "custom_ops":
        config = json.loads((folder / "genai_config.json").read_text())
        config["model"]["decoder"]["session_options"]["custom_ops_library"] = "libevil.so"
        (folder / "genai_config.json").write_text(json.dumps(config))
    elif case == "native_lib":
        (folder / "helper.dll").write_bytes(b"MZ")
    expected = {"missing": ("model_not_found", "does not exist"),
                "no_config": ("model_invalid", "genai_config.json"),
                "truncated": ("model_invalid", "model.onnx is not a readable ONNX model"),
                "custom_ops": ("model_unsafe", "custom-operator library"),
                "native_lib": ("model_unsafe", "native library")}[case]
    c = EngineClient()
    try:
        with pytest.raises(EngineError) as info:
            c.load(str(folder))
        assert (info.value.code, expected[1] in str(info.value)) == (expected[0], True)
        assert c.load(str(demo_model)).device == "cpu"  # a bad model leaves the client usable
    finally:
        c.close()


def test_host_killed_mid_turn_reports_error_and_restarts(client: EngineClient, demo_model: Path) -> None:
    killed_at = 0.0
    error = None
    for event in client.turn([user("Write a long story.")], Sampling(temperature=0, max_new_tokens=400)).events():
        if isinstance(event, p.Token) and not killed_at:
            kill_hard(client.pid)
            killed_at = time.monotonic()
        elif isinstance(event, p.Error):
            error = event
            break
    assert error is not None and error.code == "host_died"
    assert time.monotonic() - killed_at < 1.0
    assert KILLED_WORDS in error.message and "Errno" not in error.message
    assert client.load(str(demo_model)).device == "cpu"
    text, _ = run(client, [user("Hi")])
    assert text


def test_measure_reports_what_would_be_left_out(demo_model: Path) -> None:
    c = EngineClient()
    try:
        c.load(str(demo_model), context_limit=200)
        history = [user("one " * 60), ChatMessage("assistant", "two " * 60), user("three")]
        measured = c.measure(history, Sampling(max_new_tokens=50))
        assert measured.dropped_messages == 2 and measured.context_length == 200
        assert measured.prompt_tokens + measured.max_new_tokens <= 200
        with pytest.raises(EngineError) as info:
            c.measure([user("four " * 300)])
        assert info.value.code == "prompt_too_long"
    finally:
        c.close()


def test_continue_extends_a_reply_cut_at_the_length_limit(client: EngineClient, demo_model: Path) -> None:
    history = [user("List the days of the week.")]
    cut, done = run(client, history, Sampling(temperature=0, max_new_tokens=6))
    assert done.finish_reason == "length"
    more, done2 = run(client, [*history, ChatMessage("assistant", cut)], continue_last=True)
    assert done2.cached_tokens > 0
    whole, _ = run(client, history, Sampling(temperature=0, max_new_tokens=6 + 24))
    assert whole.startswith(cut)
    assert (cut + more).strip()[:40] == whole.strip()[:40]


def test_host_exits_quietly_when_its_client_dies(demo_model: Path) -> None:
    """A GUI killed mid-reply leaves the host writing to a broken pipe: it must end, without a traceback."""
    import subprocess
    import sys
    import textwrap

    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(Path(__file__).resolve().parents[3])!r})
        from app.chat.parameters import Sampling
        from app.chat.values import ChatMessage
        from app.engine import protocol as p
        from app.engine.client import EngineClient
        c = EngineClient()
        c.load({str(demo_model)!r})
        story = [ChatMessage("user", "Tell a long story.")]
        for event in c.turn(story, Sampling(temperature=0, max_new_tokens=500)).events():
            if isinstance(event, p.Token):
                print(c.pid, flush=True)
                os._exit(0)  # the client dies without closing anything
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=400, check=False)
    assert result.stdout.strip(), result.stderr[-2000:]  # the child got a token and printed the host's pid
    host_pid = int(result.stdout.split()[0])
    deadline = time.monotonic() + 30  # a hang, not a speed: a loaded machine (or Wine) ends it later
    while is_running(host_pid):
        if time.monotonic() > deadline:
            raise AssertionError("the orphaned host kept running")
        time.sleep(0.1)
    assert "Traceback" not in result.stderr


def _first_reply_logits(session: object, history: list[ChatMessage]) -> tuple[np.ndarray, p.Done]:
    from app.engine.host.decode import TurnHooks
    from app.engine.host.session import ChatSession, TurnSpec

    assert isinstance(session, ChatSession)
    hooks = TurnHooks(lambda *_: None, lambda *_: None, lambda _t: None, lambda: False)
    done = session.run_turn("t", TurnSpec(history, Sampling(temperature=0, max_new_tokens=1)), hooks)
    generator = session._generator
    assert generator is not None
    return np.asarray(generator.get_output("logits"))[0, -1].astype(np.float64), done


@pytest.mark.parametrize("settled", [False, True])
def test_a_cached_followup_reads_the_prompt_exactly_as_a_fresh_run_does(demo_model: Path, settled: bool) -> None:
    """What a cached follow-up and a fresh run compute for the first reply token, compared as logits, on
    the shipped demo model (accuracy level 4: int8 activations). A reply is decoded a token at a time,
    which rounds differently from a read of several tokens, so the session reuses only the prompt's
    exact part and re-reads the reply, at the next turn or (`settle`) while idle: the logits are equal
    bit for bit either way."""
    from app.engine.host.decode import TurnHooks
    from app.engine.host.session import ChatSession, TurnSpec

    cached = ChatSession(demo_model, ("cpu",), 0, 0)
    pieces: list[str] = []
    history = [user("What is 2 plus 2?")]
    hooks = TurnHooks(lambda *_: None, lambda *_: None, pieces.append, lambda: False)
    first = cached.run_turn("first", TurnSpec(history, GREEDY), hooks)
    assert cached.unsettled() > 0  # the reply, decoded a token at a time
    if settled:
        cached.settle(lambda: False)
        assert cached.unsettled() == 0
    history += [ChatMessage("assistant", "".join(pieces)), user("And 3 plus 3?")]
    got, done = _first_reply_logits(cached, history)
    assert done.cached_tokens > first.prompt_tokens if settled else done.cached_tokens <= first.prompt_tokens
    want, fresh_done = _first_reply_logits(ChatSession(demo_model, ("cpu",), 0, 0), history)
    assert fresh_done.cached_tokens == 0 and fresh_done.prompt_tokens == done.prompt_tokens
    assert np.array_equal(got, want)


def test_a_settle_stopped_by_a_request_goes_on_at_the_next_idle_moment(demo_model: Path) -> None:
    """The window measures the conversation as a reply ends, which stops the idle re-read between slices;
    the re-read goes on at the next idle moment, so a follow-up after a pause reads only its own message
    (it used to forget the rest: "prompt 253, 71 cached", the first slice of a busy machine's 32 tokens)."""
    from app.engine.host.decode import TurnHooks
    from app.engine.host.main import _next_turn
    from app.engine.host.session import ChatSession, TurnSpec

    session = ChatSession(demo_model, ("cpu",), 0, 0)
    pieces: list[str] = []
    long = Sampling(temperature=0, max_new_tokens=96)
    history = [user("Tell me a story about a lighthouse keeper and a storm.")]
    hooks = TurnHooks(lambda *_: None, lambda *_: None, pieces.append, lambda: False)
    first = session.run_turn("first", TurnSpec(history, long), hooks)
    assert first.generated_tokens > 40, first  # more than one slice to re-read
    reply = "".join(pieces)
    session.expect(*_next_turn(p.Turn("first", tuple(history), long), reply, None))
    session._slicer.tokens_per_s = 1.0  # slices of the least size, as on a busy machine
    session.settle(lambda: True)  # a request arrived during the first slice
    assert session.unsettled() > 0
    session.settle(lambda: False)  # idle again
    assert session.unsettled() == 0
    followup = [*history, ChatMessage("assistant", reply), user("And then?")]
    assert session.cached_for(session.measure(followup, long).tokens) >= first.prompt_tokens + first.generated_tokens
    _, done = _first_reply_logits(session, followup)
    assert done.prompt_tokens - done.cached_tokens <= 10, done  # "And then?", the end of its turn, the header


@pytest.mark.parametrize("first_message", [False, True])
def test_a_draft_read_ahead_leaves_the_turn_little_to_read_and_the_same_logits(demo_model: Path,
                                                                               first_message: bool) -> None:
    """While the person types, the conversation with the draft so far is read into the cache (the window's
    measure with `read_ahead`): the turn then reads only the rest of its message and the assistant header,
    and computes what a fresh run computes, bit for bit; also before a model's first turn (no generator yet)."""
    from app.engine.host.decode import TurnHooks
    from app.engine.host.session import ChatSession, TurnSpec

    session = ChatSession(demo_model, ("cpu",), 0, 0)
    history: list[ChatMessage] = []
    if not first_message:
        pieces: list[str] = []
        hooks = TurnHooks(lambda *_: None, lambda *_: None, pieces.append, lambda: False)
        session.run_turn("first", TurnSpec([user("What is 2 plus 2?")], GREEDY), hooks)
        history = [user("What is 2 plus 2?"), ChatMessage("assistant", "".join(pieces))]
    draft = [*history, user("Now tell me, in one short sentence, what 3 plus")]
    fitted = session.measure(draft, GREEDY)
    session.expect_draft(draft, GREEDY, "", len(fitted.tokens) + fitted.max_new_tokens)
    assert session.unsettled() > 0
    session.settle(lambda: False)
    assert session.unsettled() == 0
    sent = [*history, user("Now tell me, in one short sentence, what 3 plus 3 is?")]
    got, done = _first_reply_logits(session, sent)
    assert done.prompt_tokens - done.cached_tokens <= 12, done  # " 3 is?", the end of the turn, the header
    want, fresh_done = _first_reply_logits(ChatSession(demo_model, ("cpu",), 0, 0), sent)
    assert fresh_done.cached_tokens == 0 and fresh_done.prompt_tokens == done.prompt_tokens
    assert np.array_equal(got, want)


def test_a_reply_after_a_draft_read_ahead_through_the_host_is_the_fresh_reply(client: EngineClient,
                                                                               demo_model: Path) -> None:
    chat = [user("Name a colour of the sea.")]
    chat += [ChatMessage("assistant", run(client, chat)[0])]
    measured = client.measure([*chat, user("Now name a colour of the")], GREEDY, read_ahead=True)
    assert measured.prompt_tokens > 0
    sent = [*chat, user("Now name a colour of the sky.")]
    followup, done = run(client, sent)  # however far the read-ahead got before the turn arrived
    assert done.cached_tokens > 0
    fresh = EngineClient()
    try:
        fresh.load(str(demo_model))
        assert run(fresh, sent)[0] == followup
    finally:
        fresh.close()


def test_a_seeded_or_assistant_ended_draft_is_not_read_ahead(demo_model: Path) -> None:
    from app.engine.host.session import ChatSession

    session = ChatSession(demo_model, ("cpu",), 0, 0)
    session.expect_draft([user("hi")], Sampling(seed=3), "", 100)  # a seeded turn reads its prompt afresh
    session.expect_draft([user("hi"), ChatMessage("assistant", "x")], GREEDY, "", 100)
    assert session.unsettled() == 0


def test_greedy_replies_repeat_fresh_cached_edited_regenerated_and_after_a_restart(client: EngineClient,
                                                                                  demo_model: Path) -> None:
    """The same conversation gives the same greedy reply however much of it the cache held: the same
    request twice, a follow-up, an edited first message, a regeneration, a fresh host."""
    long = Sampling(temperature=0, max_new_tokens=48)
    chat = [user("Tell me about rivers in two sentences.")]
    first, _ = run(client, chat, long)
    again, done = run(client, chat, long)  # a regeneration: the whole prompt is in the cache
    assert done.cached_tokens >= done.prompt_tokens - 2 and again == first
    chat += [ChatMessage("assistant", first), user("And about lakes?")]
    followup, done = run(client, chat, long)
    assert done.cached_tokens > 0
    edited = [user("Tell me about oceans in two sentences."), *chat[1:]]
    after_edit, done = run(client, edited, long)
    assert 0 < done.cached_tokens < done.prompt_tokens / 2  # only the template's head was reusable
    fresh = EngineClient()
    try:
        fresh.load(str(demo_model))
        assert run(fresh, chat, long)[0] == followup
        assert run(fresh, edited, long)[0] == after_edit
        assert run(fresh, [user("Tell me about rivers in two sentences.")], long)[0] == first
    finally:
        fresh.close()
