"""Memory in the real window with the scripted engine: a memory added in the panel reaches the prompt the engine
receives in a later chat and the reply says it used it; disabled, deleted or switched off, it never does; the
`remember` tool's call is asked each time and saves only when allowed."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QUrl
from pytestqt.qtbot import QtBot

from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, send, transcript
from ui.chat.tool_card import ToolCallCard
from ui.main_window import MainWindow
from ui.window_actions import help_rows
from ui.wiring.memory import MemoryMenu

BEES = "I keep three beehives in Lyon"


def ask(qtbot: QtBot, window: MainWindow, engine: FakeEngine, question: str) -> str:
    """A new chat with `question`: the system prompt the engine got for it."""
    window.controller.new_conversation()
    engine.enqueue("Noted.")
    send(qtbot, window, question)
    return engine.turns[-1].system_prompt


def test_a_memory_reaches_later_chats_until_it_is_disabled_deleted_or_switched_off(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, menu = hearth.window, hearth.memory
    assert isinstance(menu, MemoryMenu)
    window.show()
    window.composer.input.setFocus()  # Memory → Remember… by its key: the panel, the cursor in its field
    qtbot.keyClick(window.composer.input, Qt.Key.Key_M,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert any(key == "Ctrl+Shift+M" for key, _ in help_rows())  # listed in F1
    panel = menu.panel
    assert panel is not None and panel.isVisible()
    qtbot.waitUntil(panel.new_text.hasFocus, timeout=2000)
    qtbot.keyClicks(panel.new_text, BEES)
    qtbot.keyClick(panel.new_text, Qt.Key.Key_Return)
    assert [m.text for m in hearth.store.memories.all()] == [BEES]
    panel.close()
    assert BEES not in ask(qtbot, window, engine, "Hello there")  # nothing relevant: nothing given
    window.controller.meter.measure_draft("How should I feed my beehives this winter?")  # typed, not sent yet
    draft = engine.requested("measure")[-1]
    assert draft.read_ahead and BEES in draft.system_prompt  # the memory is read into the cache before Send
    assert BEES in ask(qtbot, window, engine, "How should I feed my beehives this winter?")
    text = transcript(window)
    assert "Used 1 memory" in text and BEES not in text
    reply_id = max(window.chat_view._doc.entries)
    window.chat_view.browser.anchorClicked.emit(QUrl(f"hearth:details/{reply_id}"))  # a click on "Used 1 memory"
    assert BEES in transcript(window)
    window.controller.set_settings(replace(window.controller.settings(), memory=False))  # this chat's switch
    engine.enqueue("Noted.")
    send(qtbot, window, "And my beehives in spring?")
    assert BEES not in engine.turns[-1].system_prompt
    menu.everywhere.trigger()  # Memory → Use memory in every chat: off
    assert hearth.settings.settings.memory is False
    assert BEES not in ask(qtbot, window, engine, "How should I feed my beehives this winter?")
    menu.everywhere.trigger()
    panel = menu.open_panel()
    panel.list.item(0).setCheckState(Qt.CheckState.Unchecked)  # disabled in the panel
    assert hearth.store.memories.all()[0].enabled is False
    assert BEES not in ask(qtbot, window, engine, "How should I feed my beehives this winter?")
    panel.list.item(0).setCheckState(Qt.CheckState.Checked)
    assert BEES in ask(qtbot, window, engine, "How should I feed my beehives this winter?")
    panel.list.setCurrentRow(0)
    panel.delete_chosen()
    assert hearth.store.memories.all() == []
    assert BEES not in ask(qtbot, window, engine, "How should I feed my beehives this winter?")


CALL = '<tool_call>{"name": "remember", "arguments": {"fact": "The person is called Ada"}}</tool_call>'


def test_the_remember_call_is_asked_every_time_and_saves_only_when_allowed(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window = hearth.window
    window.controller.set_settings(replace(window.controller.settings(), tools=("remember",)))
    card = window.findChild(ToolCallCard)
    assert isinstance(card, ToolCallCard)
    for answer in ("deny", "allow"):
        engine.enqueue(CALL)
        engine.enqueue("All right.")
        qtbot.keyClicks(window.composer.input, "I'm Ada, by the way.")
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
        qtbot.waitUntil(card.isVisible, timeout=5000)
        assert "remember" in card.label.text() and "Ada" in card.label.text()
        assert not card.always_button.isVisible()  # never "Always allow": each memory is seen before it is kept
        assert hearth.store.memories.all() == []
        button = card.deny_button if answer == "deny" else card.allow_button
        with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        saved = [(m.text, m.source) for m in hearth.store.memories.all()]
        assert saved == ([] if answer == "deny" else [("The person is called Ada", "model")])
