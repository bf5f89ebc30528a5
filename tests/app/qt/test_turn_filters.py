"""Every turn goes through the features' filters in one declared order, whatever order the window wired them in,
and the context meter's draft gets the same system prompt the turn will."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.chat.generation import GenerationSettings
from app.chat.values import ChatMessage
from app.conversation.thread import Turn
from app.qt.turn_filters import ORDER, OpenThread, TurnFilter, TurnFilters


def _adding(word: str, seen: list[str]) -> TurnFilter:
    def turn(turn: Turn, history: list[ChatMessage]) -> list[ChatMessage]:
        seen.append(word)
        turn.settings = replace(turn.settings, system_prompt=f"{turn.settings.system_prompt}+{word}")
        return history

    return TurnFilter(shape=lambda _turn: seen.append(f"shape {word}"), turn=turn,
                      draft=lambda _opened, _draft, system: f"{system}+{word}")


def test_the_stages_run_in_their_declared_order_not_the_wiring_order() -> None:
    filters, seen = TurnFilters(), list[str]()
    for stage in reversed(ORDER):  # wired last to first
        filters.add(stage, _adding(stage, seen))
    turn = Turn(1, None, [], GenerationSettings(system_prompt="chat"))
    filters.shape(turn)
    sent = filters.turn(turn, [ChatMessage("user", "hi")])
    assert sent == [ChatMessage("user", "hi")]
    assert seen == [f"shape {stage}" for stage in ORDER] + list(ORDER)
    assert turn.settings.system_prompt == "chat+" + "+".join(ORDER)
    opened = OpenThread(1, [], GenerationSettings(system_prompt="chat"))
    assert filters.draft_system(opened, "draft") == turn.settings.system_prompt  # the meter counts what is sent


def test_a_stage_takes_one_filter() -> None:
    filters = TurnFilters()
    filters.add("memory", TurnFilter())
    with pytest.raises(ValueError, match="memory"):
        filters.add("memory", TurnFilter())
