"""Compare in the real window (scripted engine): Ctrl+Alt+Return opens the dialog with the box's text, both
replies stream side by side with their provenance and one seed, Esc stops both, "Keep reply B" makes B the
answer in the conversation with A a version the arrows reach (the store checked, not only the widgets), and a
second model that cannot load says why in its column while the other reply finishes."""

from __future__ import annotations

from pathlib import Path

import keyring
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from app.chat.values import ModelRef, RemoteRef
from app.engine import protocol as p
from app.qt.turn_runner import Engine
from app.remote.refs import RemoteModel
from tests.app.api.remote_stub import WORDS, stub_server
from tests.app.fake_engine import FakeEngine
from tests.app.system.test_secrets import MemoryKeyring
from tests.ui.window_helpers import Start, shot, transcript
from ui import app as ui_app
from ui.chat.compare_dialog import CompareDialog
from ui.window_actions import help_rows
from ui.wiring import voice
from ui.wiring.compare import KEY, CompareWiring


def wiring(hearth: ui_app.Hearth) -> CompareWiring:
    assert hearth.compare is not None
    return hearth.compare


def open_dialog(qtbot: QtBot, hearth: ui_app.Hearth, text: str) -> CompareDialog:
    window = hearth.window
    qtbot.keyClicks(window.composer.input, text)
    shortcut = wiring(hearth).action.shortcut()
    assert shortcut == QKeySequence(KEY) and any(key == KEY for key, _ in help_rows())  # listed in F1
    chat_menu = window.menuBar().findChild(QMenu, "chat_menu")
    assert chat_menu is not None and wiring(hearth).action in chat_menu.actions()
    wiring(hearth).action.trigger()  # what the shortcut and Chat → Compare two replies… do
    dialog = wiring(hearth).dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.text() == text  # the box's text goes with it
    return dialog


def test_compare_streams_both_and_keeping_b_makes_a_a_version(qtbot: QtBot, launch: Start,
                                                              engine: FakeEngine) -> None:
    hearth = launch()
    window, compare = hearth.window, wiring(hearth).compare
    dialog = open_dialog(qtbot, hearth, "Which is better?")
    assert dialog.sides[1].settings.currentData() == "Creative"  # one model, two settings by default
    engine.enqueue(["Reply ", "from ", "side ", "A."])
    engine.enqueue(["Reply ", "from ", "side ", "B."])
    qtbot.keyClick(dialog.message, Qt.Key.Key_Return)  # Enter compares, as Enter sends in the chat's box
    view = wiring(hearth).view
    assert view.isVisible() and not window.chat_view.isVisible() and not window.composer.isEnabled()
    assert not window.switcher.isEnabled() and not window.actions_by_name["regenerate"].isEnabled()
    assert window.composer.text() == ""
    qtbot.waitUntil(lambda: not compare.busy, timeout=5000)

    a, b = view.columns
    assert a.body.toPlainText() == "Reply from side A." and b.body.toPlainText() == "Reply from side B."
    assert "tiny-model" in a.made.text() and "temp 1" in b.made.text()  # B is the Creative preset
    assert f"seed {compare.seed}" in b.made.text() and str(compare.seed) in view.heading.text()
    assert "tok/s" in a.ended.text() and "finished" in b.ended.text()
    assert [t.sampling.seed for t in engine.requested("turn")] == [compare.seed, compare.seed]
    shot(window, "compare_two_replies")
    reply_a, reply_b = compare.reply_id(0), compare.reply_id(1)
    assert reply_a is not None and reply_b is not None

    assert b.keep.isEnabled()
    window.show()
    window.activateWindow()
    a.keep.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is a.keep, timeout=2000)
    qtbot.keyClick(a.keep, Qt.Key.Key_Tab)  # the keyboard reaches both Keep buttons, A then B
    assert QApplication.focusWidget() is b.keep
    qtbot.keyClick(b.keep, Qt.Key.Key_Space)
    assert not view.isVisible() and window.chat_view.isVisible() and window.composer.isEnabled()
    assert window.switcher.isEnabled() and window.actions_by_name["regenerate"].isEnabled()
    assert "Reply from side B." in transcript(window) and "side A" not in transcript(window)
    store, cid = hearth.store, hearth.controller.current_conversation
    assert cid is not None
    assert store.get_conversation(cid).current_leaf_id == reply_b
    assert [m.id for m in store.versions(reply_b)] == [reply_a, reply_b]
    last = hearth.controller.thread_items()[-1]
    assert (last.version_index, last.version_count) == (1, 2)  # ‹ 2/2 ›: A is a click away
    hearth.controller.switch_version(reply_b, -1)
    assert "Reply from side A." in transcript(window)


def test_esc_stops_both_and_a_second_model_that_cannot_load_says_why(qtbot: QtBot, launch: Start,
                                                                     engine: FakeEngine) -> None:
    hearth = launch()
    window, compare = hearth.window, wiring(hearth).compare
    other = FakeEngine(interval_ms=1)
    other.fail_load = p.Error("load_failed", "Not enough memory for a second model.")

    def engines(_ref: ModelRef) -> Engine:
        return other

    compare.engines = engines
    dialog = open_dialog(qtbot, hearth, "Two models?")
    dialog.sides[1].model.addItem("other-model", Path("/models/other-model"))
    dialog.sides[1].model.setCurrentIndex(dialog.sides[1].model.count() - 1)
    engine.enqueue([f"word{i} " for i in range(3000)])
    dialog.compare_button.click()
    a, b = wiring(hearth).view.columns
    qtbot.waitUntil(lambda: "could not be loaded" in b.ended.text() and len(a.text) > 20, timeout=5000)
    assert "Not enough memory for a second model." in b.ended.text()

    qtbot.keyClick(window, Qt.Key.Key_Escape)  # Esc stops what is still writing
    qtbot.waitUntil(lambda: not compare.busy, timeout=5000)
    reply_a = compare.reply_id(0)
    assert reply_a is not None and hearth.store.get_message(reply_a).status == "cancelled"
    assert a.keep.isEnabled() and not b.keep.isEnabled()
    qtbot.mouseClick(a.keep, Qt.MouseButton.LeftButton)
    assert hearth.store.versions(reply_a) == [hearth.store.get_message(reply_a)]


def test_a_remote_model_can_be_side_b_and_a_new_chat_ends_the_comparison(
        qtbot: QtBot, launch: Start, engine: FakeEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    memory = MemoryKeyring()
    monkeypatch.setattr(keyring, "get_keyring", lambda: memory)  # never the OS keyring
    hearth = launch()
    window, compare = hearth.window, wiring(hearth).compare
    assert hearth.remotes is not None
    with stub_server() as stub:
        server, _storage = hearth.remotes.servers.add(stub.url, "gpu box", "k3y",
                                                      models=(RemoteModel("stub-model", 64),))
        hearth.remotes.consent(server.id)
        dialog = open_dialog(qtbot, hearth, "Local or remote?")
        b = dialog.sides[1].model
        b.setCurrentIndex(next(i for i in range(b.count()) if isinstance(b.itemData(i), RemoteRef)))
        engine.enqueue("The local one.")
        dialog.compare_button.click()
        qtbot.waitUntil(lambda: not compare.busy, timeout=10_000)
        host = stub.url.split("/")[2]
        column_b = wiring(hearth).view.columns[1]
        assert column_b.text == "".join(WORDS) and f"runs on {host}" in column_b.made.text()
        reply_b = compare.reply_id(1)
        assert reply_b is not None and stub.chats() == 1
        facts = hearth.store.get_message(reply_b).provenance
        assert facts is not None and facts.host == host and facts.parameters["seed"] == compare.seed
        assert hearth.controller.model is not None and not hearth.controller.model.host  # the chat stays local

        reply_a = compare.reply_id(0)
        window.controller.new_conversation()  # Ctrl+N: the comparison ends, both replies kept, A the answer
        assert not compare.active and window.chat_view.isVisible() and window.composer.isEnabled()
        assert reply_a is not None
        cid = hearth.store.get_message(reply_a).conversation_id
        assert hearth.store.get_conversation(cid).current_leaf_id == reply_a
        assert {m.id for m in hearth.store.versions(reply_a)} == {reply_a, reply_b}


def test_a_voice_conversation_waits_while_two_replies_are_compared(qtbot: QtBot, launch: Start,
                                                                   engine: FakeEngine) -> None:
    hearth = launch()
    window, compare = hearth.window, wiring(hearth).compare
    talk = window.actions_by_name["voice_chat"]
    assert talk.isEnabled()
    open_dialog(qtbot, hearth, "Which is better?").compare_button.click()
    qtbot.waitUntil(lambda: not compare.busy, timeout=5000)
    cid = hearth.controller.current_conversation
    assert cid is not None

    assert not talk.isEnabled()  # Ctrl+Shift+T waits like regenerate and the model picker
    assert not voice._sender(window)("And one more thing.")  # words heard in a voice conversation are not sent
    assert [m.role for m in hearth.store.thread(cid)] == ["user", "assistant"]
    assert window.composer.text() == "And one more thing."  # left in the box, nothing lost

    assert compare.keep(0)
    assert talk.isEnabled() and voice._sender(window)("")  # the box's words go once the comparison ends
    qtbot.waitUntil(lambda: not hearth.controller.busy, timeout=5000)
    assert [m.content for m in hearth.store.thread(cid)][-2] == "And one more thing."


def choose(dialog: CompareDialog, side: int, name: str) -> None:
    picker = dialog.sides[side].model
    picker.addItem(name, Path(f"/models/{name}"))
    picker.setCurrentIndex(picker.count() - 1)


def test_close_is_the_way_out_when_neither_side_could_load_and_keep_works_beside_a_failed_side(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, compare, view = hearth.window, wiring(hearth).compare, wiring(hearth).view
    made: list[FakeEngine] = []

    def engines(_ref: ModelRef) -> Engine:
        made.append(FakeEngine(interval_ms=1))
        made[-1].fail_load = p.Error("load_failed", "Not enough memory.")
        return made[-1]

    compare.engines = engines
    dialog = open_dialog(qtbot, hearth, "Both refused?")
    choose(dialog, 0, "first-model")
    choose(dialog, 1, "second-model")
    dialog.compare_button.click()
    qtbot.waitUntil(lambda: not compare.busy, timeout=5000)
    a, b = view.columns
    assert "could not be loaded" in a.ended.text() and "could not be loaded" in b.ended.text()
    assert not a.keep.isEnabled() and not b.keep.isEnabled() and not window.composer.isEnabled()
    assert view.close_button.isEnabled() and "Neither reply" in view.heading.text()
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view.close_button, timeout=2000)  # the way out has the keys

    qtbot.keyClick(view.close_button, Qt.Key.Key_Space)
    assert not compare.active and not view.isVisible() and window.chat_view.isVisible()
    assert window.composer.isEnabled() and window.switcher.isEnabled()
    assert window.actions_by_name["regenerate"].isEnabled() and wiring(hearth).action.isEnabled()

    for spare in made:  # the side engines are kept for the next comparison: refuse again
        spare.fail_load = p.Error("load_failed", "Not enough memory.")
    dialog = open_dialog(qtbot, hearth, "One refused?")  # A refused, B the chat's model: B's Keep works
    choose(dialog, 0, "first-model")
    engine.enqueue("B answers.")
    dialog.compare_button.click()
    qtbot.waitUntil(lambda: not compare.busy, timeout=5000)
    reply_b = compare.reply_id(1)
    assert reply_b is not None and "could not be loaded" in a.ended.text() and not a.keep.isEnabled()
    window.activateWindow()  # the dialog had it
    qtbot.waitUntil(lambda: QApplication.focusWidget() is b.keep, timeout=2000)
    qtbot.keyClick(b.keep, Qt.Key.Key_Space)
    assert not compare.active and window.composer.isEnabled() and "B answers." in transcript(window)
    cid = hearth.store.get_message(reply_b).conversation_id
    assert hearth.store.get_conversation(cid).current_leaf_id == reply_b


def test_esc_once_both_have_ended_goes_back_to_the_chat(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, compare = hearth.window, wiring(hearth).compare
    open_dialog(qtbot, hearth, "Two settings?").compare_button.click()
    qtbot.waitUntil(lambda: not compare.busy, timeout=5000)
    reply_a = compare.reply_id(0)

    qtbot.keyClick(window, Qt.Key.Key_Escape)

    assert not compare.active and window.chat_view.isVisible() and window.composer.isEnabled()
    assert reply_a is not None and "Echo: Two settings?" in transcript(window)  # A, the answer; B a version
