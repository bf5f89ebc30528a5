"""The whole window with REAL models that think and see: the Qwen2.5-VL built here answers about a pasted
image, then about a second one with the first in the history (processor, engine host, window; Stop works),
and the demo model with DeepSeek-R1's template streams a reply into the folded thinking, cut off there,
then continued."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.chat.images import images_of
from app.chat.provenance import Provenance
from app.chat.reasoning import split
from tests.app import reasoning_formats as f
from tests.e2e.real_window import TURN_MS, Start, finish, send, transcript
from tests.ui.widget_shots import SHOTS_DIR
from ui.chat.thinking_html import CUT_TEXT
from ui.wiring.images import ImageDraft

pytestmark = [pytest.mark.slow]


def test_a_pasted_image_is_answered_by_the_model_that_sees(qtbot: QtBot, vision_model: Path, launch: Start) -> None:
    hearth = launch(vision_model)
    window = hearth.window
    window.controller.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=8))
    image = QImage(640, 480, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.darkGreen)
    QGuiApplication.clipboard().setImage(image)
    window.composer.input.setFocus()
    qtbot.keyClick(window.composer.input, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    draft = window.findChildren(ImageDraft)[0]
    qtbot.waitUntil(lambda: len(draft.images) == 1, timeout=10_000)
    reply = send(qtbot, window, "What is in this picture?").message
    assert reply.status == "complete" and reply.content
    question = hearth.controller.thread_items()[0].message
    assert images_of(question.provenance) and reply.provenance is not None
    assert (reply.provenance.prompt_tokens or 0) >= 64  # the image's tokens were read
    window.grab().save(str(SHOTS_DIR / "image-real-model.png"))

    image.fill(Qt.GlobalColor.darkBlue)  # a second image: the turn reads both (the first with the history)
    QGuiApplication.clipboard().setImage(image)
    qtbot.keyClick(window.composer.input, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(draft.images) == 1, timeout=10_000)
    window.controller.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=2000))
    stopped = finish(qtbot, window, lambda: (window.composer.set_text("And again, in detail?"),
                                             window.composer.submit(),
                                             qtbot.waitUntil(lambda: bool(window.controller.turns.live and
                                                                          window.controller.turns.live.text),
                                                             timeout=TURN_MS),
                                             window.controller.stop()))
    assert stopped.message.status == "cancelled"
    assert ((stopped.message.provenance or Provenance()).generated_tokens or 2000) < 2000
    assert ((stopped.message.provenance or Provenance()).prompt_tokens or 0) >= 2 * 64


def test_thinking_streams_folded_and_a_cut_off_reply_continues(qtbot: QtBot, demo_model: Path, tmp_path: Path,
                                                              launch: Start) -> None:
    hearth = launch(f.variant(demo_model, tmp_path / "r1-demo", f.DEEPSEEK_R1_DISTILL))
    window = hearth.window
    window.controller.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=12))
    reply = send(qtbot, window, "What is 2+2?")
    parts = split(reply.message.content)
    assert parts.has_thinking and parts.open and parts.thinking  # its weights never close the thinking
    assert CUT_TEXT in transcript(window) and parts.thinking not in transcript(window)  # folded
    assert (reply.message.provenance or Provenance()).thinking_s is not None
    more = finish(qtbot, window, lambda: window.controller.continue_reply(reply.message.id))
    assert more.message.content.startswith(reply.message.content) and len(more.message.content) > len(
        reply.message.content)
    assert more.message.content.count("<think>") == 1
