"""Titles written by the model cost the conversation nothing (the REAL demo model in the real window):
the title request extends the conversation the engine holds, so the chat's second message still finds
its first exchange cached; and the demo model, too small to title well, is not asked at all."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.chat.provenance import Provenance
from app.qt import titles
from app.settings import Settings, save_settings
from app.system.paths import resolve_paths
from tests.e2e.real_window import TURN_MS, Start, finish, send
from ui import app as ui_app

pytestmark = [pytest.mark.slow]


@pytest.fixture()
def hearth(launch: Start) -> ui_app.Hearth:
    save_settings(resolve_paths().settings_file, Settings(auto_titles=True))
    started = launch()
    started.controller.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=24))
    return started


def test_the_second_message_after_a_titled_first_turn_is_read_from_the_cache(
        qtbot: QtBot, hearth: ui_app.Hearth, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(titles, "MIN_PARAMETERS", 0, raising=False)  # the demo titles here, to see the cost
    asked: list[int] = []
    write = titles.TitleWriter.write
    monkeypatch.setattr(titles.TitleWriter, "write", lambda self, cid, *rest: (asked.append(cid),
                                                                               write(self, cid, *rest)))
    chat, window = hearth.controller, hearth.window
    window.composer.set_text("hi\nTell me about the sea.")
    first = finish(qtbot, window, window.composer.submit)
    qtbot.waitUntil(lambda: bool(asked) and not chat.titles.running, timeout=TURN_MS)
    second = send(qtbot, window, "And the moon?")
    cached = (second.message.provenance or Provenance()).cached_tokens or 0
    first_prompt = (first.message.provenance or Provenance()).prompt_tokens or 0
    assert first_prompt > 0 and cached > first_prompt, (cached, first_prompt)  # the first exchange was kept


def test_the_demo_model_keeps_the_persons_first_line(qtbot: QtBot, hearth: ui_app.Hearth) -> None:
    chat, window = hearth.controller, hearth.window
    with qtbot.waitSignal(chat.turns.ended, timeout=TURN_MS):  # when a title would be asked for
        send(qtbot, window, "Hello! What is the capital of France?")
    assert not chat.titles.running
    assert chat.conversations()[0].title == "Hello! What is the capital of France?"
