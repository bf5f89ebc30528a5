"""The context meter gives the same count for the same conversation before and after a restart (the
REAL demo model in the real window): after a reply the meter counts the conversation as the next turn
will send it, which is what a reopened conversation is measured as."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.conversation.thread import Usage
from tests.e2e.real_window import TURN_MS, Start, send
from ui import app as ui_app

pytestmark = [pytest.mark.slow]


def test_the_meter_counts_the_same_before_and_after_a_restart(qtbot: QtBot, launch: Start) -> None:
    hearth = launch()
    try:
        chat = hearth.controller
        chat.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=200))
        seen: list[Usage] = []
        chat.usage_changed.connect(seen.append)
        send(qtbot, hearth.window, "Hi there")
        # the turn's own figures, then the conversation measured as the turn ended
        qtbot.waitUntil(lambda: sum(u.tokens_per_s is not None for u in seen) >= 2, timeout=TURN_MS)
        before = seen[-1].used_tokens
        meter = hearth.window.status.context_meter.text()
        cid = chat.current_conversation
    finally:
        ui_app.stop(hearth)
    again = launch()
    try:
        assert cid is not None
        with qtbot.waitSignal(again.controller.usage_changed, timeout=TURN_MS,
                              check_params_cb=lambda u: u.used_tokens is not None) as opened:
            again.controller.open_conversation(cid)
        assert opened.args is not None
        assert opened.args[0].used_tokens == before, (before, opened.args[0])
        assert again.window.status.context_meter.text() == meter
    finally:
        ui_app.stop(again)
