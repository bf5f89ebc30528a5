"""Guided turns share the cache: the steps and follow-ups of a chat with tools read the tool listing once,
and each still gives exactly the reply a fresh engine gives (the real demo model, greedy)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.tools.builtin import BUILTINS
from app.tools.plan import ToolPlan, plan_turn
from app.tools.traits import read_traits

pytestmark = pytest.mark.slow

SAMPLING = Sampling(temperature=0, max_new_tokens=48)
TOOLS = [BUILTINS["current_time"][0], BUILTINS["calculator"][0]]


def turn(session: object, plan: ToolPlan, settle: bool = False) -> tuple[str, p.Done]:
    from app.engine.host.decode import TurnHooks
    from app.engine.host.session import ChatSession, TurnSpec

    assert isinstance(session, ChatSession)
    pieces: list[str] = []
    hooks = TurnHooks(lambda *_: None, lambda *_: None, pieces.append, lambda: False)
    done = session.run_turn("t", TurnSpec(plan.messages, SAMPLING, guidance=plan.guidance, tools=plan.tools_json),
                            hooks)
    if settle:
        session.settle(lambda: False)
    return "".join(pieces), done


@pytest.mark.parametrize(("required", "settle"), [(False, False), (True, False), (True, True)])
def test_a_follow_up_with_the_same_tools_reuses_the_listing_and_matches_a_fresh_engine(
        demo_model: Path, required: bool, settle: bool) -> None:
    """Turn 2 reuses turn 1's cache (the tool listing at least) under the same grammar, rebuilt from its
    start: a first reply that completed the grammar (a call) does not leave it finished for the next."""
    from app.engine.host.session import ChatSession

    traits = read_traits(demo_model)
    chat: list[ChatMessage] = [ChatMessage("user", "What time is it in Tokyo?")]
    cached = ChatSession(demo_model, ("cpu",), 0, 0)
    first_plan = plan_turn(list(chat), TOOLS, traits, required)
    first, done1 = turn(cached, first_plan, settle)
    assert done1.cached_tokens == 0 and first
    chat += [ChatMessage("assistant", first), ChatMessage("user", "And what is 17 times 23?")]
    second_plan = plan_turn(list(chat), TOOLS, traits, required)
    assert second_plan.guidance == first_plan.guidance
    second, done2 = turn(cached, second_plan)
    listing = len(cached.render(first_plan.messages[:1]))  # the system prompt with the tools
    assert done2.cached_tokens >= listing - 4
    if required:
        assert first.startswith("<tool_call>") and second.startswith("<tool_call>")
    want, fresh = turn(ChatSession(demo_model, ("cpu",), 0, 0), second_plan)
    assert fresh.cached_tokens == 0 and second == want


def test_a_turn_with_another_grammar_or_none_gets_its_own_generator(demo_model: Path) -> None:
    from app.engine.host.session import ChatSession

    traits = read_traits(demo_model)
    chat = [ChatMessage("user", "What time is it in Tokyo?")]
    session = ChatSession(demo_model, ("cpu",), 0, 0)
    called, _ = turn(session, plan_turn(chat, TOOLS, traits, required=True))
    assert called.startswith("<tool_call>")
    plain, done = turn(session, plan_turn(chat, [], traits))
    assert done.cached_tokens == 0 and not plain.startswith("<tool_call>")
    want, _ = turn(ChatSession(demo_model, ("cpu",), 0, 0), plan_turn(chat, [], traits))
    assert plain == want


def test_a_read_ahead_stopped_while_it_reads_leaves_what_it_read_for_the_step(demo_model: Path) -> None:
    """The window stops its read-ahead (`TurnRunner.warm`) when the person sends: the step then reads only
    what the read-ahead had not (the listing is never read twice) and replies as a fresh engine does."""
    from app.engine.host.decode import TurnHooks
    from app.engine.host.prefill import FIRST_TOKENS
    from app.engine.host.session import ChatSession, TurnSpec

    traits = read_traits(demo_model)
    chat = [ChatMessage("user", "What time is it in Tokyo?")]
    ahead = plan_turn([ChatMessage("user", "")], TOOLS, traits)
    session = ChatSession(demo_model, ("cpu",), 0, 0)
    hooks = TurnHooks(lambda *_: None, lambda *_: None, lambda text: None, lambda: True)  # stop after a slice
    stopped = session.run_turn("warm", TurnSpec(ahead.messages[:-1], SAMPLING, guidance=ahead.guidance,
                                                tools=ahead.tools_json), hooks)
    assert len(session.render(ahead.messages[:-1])) > FIRST_TOKENS + 2  # so it stopped in the middle of the listing
    assert stopped.finish_reason == "cancelled"
    step = plan_turn(chat, TOOLS, traits)
    text, done = turn(session, step)
    assert done.cached_tokens >= FIRST_TOKENS - 2  # the first slice (a new session's) was not read again
    want, _ = turn(ChatSession(demo_model, ("cpu",), 0, 0), step)
    assert text == want
