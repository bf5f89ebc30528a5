"""A follow-up after a pause reads only its own message (the REAL demo model in the real window): the
window measures the conversation as each reply ends, which stops the engine's idle re-read of the reply,
and the re-read goes on afterwards, so nothing of the reply is read twice."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.chat.provenance import Provenance
from app.chat.values import ChatMessage
from app.engine import protocol as p
from tests.e2e.real_window import TURN_MS, Start, send
from ui import app as ui_app

pytestmark = [pytest.mark.slow]
FOLLOW_UP = "And then what happened?"
NEW_TOKENS = 12  # what a turn must read of it: its 6 tokens, the end of its turn, the assistant header


def read_ahead_of(qtbot: QtBot, hearth: ui_app.Hearth, messages: list[ChatMessage]) -> int:
    """How many tokens of `messages` a turn sent now would read (the engine's answer to a measure)."""
    settings = hearth.controller.settings()
    with qtbot.waitSignal(hearth.engine.measured, timeout=TURN_MS,
                          check_params_cb=lambda m: isinstance(m, p.Measured) and m.id == asked) as blocker:
        asked = hearth.engine.measure(messages, settings.sampling(), settings.system_prompt)
    measured = blocker.args[0] if blocker.args else None
    assert isinstance(measured, p.Measured)
    return measured.prompt_tokens - measured.cached_tokens


def test_a_follow_up_after_a_pause_reads_only_its_own_message(qtbot: QtBot, launch: Start) -> None:
    hearth = launch()
    hearth.controller.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=120))
    window = hearth.window
    first = send(qtbot, window, "Tell me a story about a lighthouse keeper and a storm.")
    reply = first.message.content
    assert ((first.message.provenance or Provenance()).generated_tokens or 0) > 40  # more than one slice
    # The pause: the person reads the reply while the engine re-reads it. Each of these measures stops the
    # re-read between slices as the window's own does, and it must go on after each (a quarter second apart:
    # the engine starts re-reading only when no request came for 50 ms).
    thread = [ChatMessage("user", "Tell me a story about a lighthouse keeper and a storm."),
              ChatMessage("assistant", reply), ChatMessage("user", FOLLOW_UP)]
    left = [read_ahead_of(qtbot, hearth, thread)]
    while left[-1] > NEW_TOKENS and len(left) < 240:
        qtbot.wait(250)
        left.append(read_ahead_of(qtbot, hearth, thread))
    assert left[-1] <= NEW_TOKENS, left
    second = send(qtbot, window, FOLLOW_UP)
    provenance = second.message.provenance or Provenance()
    prompt, cached = provenance.prompt_tokens or 0, provenance.cached_tokens or 0
    assert prompt - cached <= NEW_TOKENS, (prompt, cached, left)
