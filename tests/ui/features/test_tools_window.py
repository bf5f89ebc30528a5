"""Tools in the window with a scripted engine: the Tools button's menu (per chat, network servers
marked, offline ones off), the call's card, Allow, and the call shown in the reply."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.system.paths import resolve_paths
from app.tools.mcp_config import McpServers, make_server
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, transcript
from ui.chat.tool_card import ToolCallCard
from ui.wiring.tools import ToolsButton

FAULTS = Path(__file__).resolve().parents[2] / "tools" / "fault_servers.py"
CALL = '<tool_call>{"name": "calculator", "arguments": {"expression": "6*7"}}</tool_call>'


def labels(button: ToolsButton) -> dict[str, bool]:
    button.menu_.aboutToShow.emit()
    return {a.text(): a.isChecked() for a in button.menu_.actions() if a.text()}


def test_choose_tools_allow_a_call_and_see_it_in_the_reply(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    McpServers(resolve_paths().data).put(make_server("web", command=sys.executable, args=[str(FAULTS), "ok"],
                                                     uses_network=True))
    hearth = launch()
    window = hearth.window
    button = window.findChild(ToolsButton)
    assert isinstance(button, ToolsButton) and button.text() == "Tools"
    shown = labels(button)
    assert shown["Date and time"] is False and "Server: web (uses the network)" in shown
    calculator = next(a for a in button.menu_.actions() if a.text() == "Calculator")
    calculator.trigger()
    assert window.controller.settings().tools == ("calculator",) and button.text() == "Tools (1)"
    hearth.settings.update(offline=True)
    assert any(text.startswith("Server: web (uses the network) (off: web uses the network and offline mode is on")
               for text in labels(button))
    engine.enqueue(CALL)
    engine.enqueue("It is 42.")
    card = window.findChild(ToolCallCard)
    assert isinstance(card, ToolCallCard)
    qtbot.keyClicks(window.composer.input, "What is 6*7?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(card.isVisible, timeout=5000)
    assert "calculator" in card.label.text() and "6*7" in card.label.text()
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        qtbot.mouseClick(card.allow_button, Qt.MouseButton.LeftButton)
    text = transcript(window)
    assert "Tool call calculator" in text and "→ ok: 42" in text and "It is 42." in text
    assert not card.isVisible()


def test_a_server_that_failed_to_start_is_marked_where_tools_are_chosen(launch: Start) -> None:
    McpServers(resolve_paths().data).put(make_server("broken", command="/no/such/server"))
    hearth = launch()
    button = hearth.window.findChild(ToolsButton)
    assert isinstance(button, ToolsButton)
    assert "Server: broken" in labels(button)  # not started yet: nothing to say
    assert hearth.tools is not None and hearth.tools.toolbox.servers is not None
    hearth.tools.toolbox.servers.start("broken")  # type: ignore[attr-defined]
    assert "Server: broken (failed to start)" in labels(button)
    action = next(a for a in button.menu_.actions() if a.text() == "Server: broken (failed to start)")
    assert "command was not found" in action.toolTip()


def test_after_allow_once_the_call_and_its_result_stay_in_the_reply_while_it_goes_on(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    """They showed only once the whole reply had ended: while the model read the result and wrote on, the reply
    was empty."""
    window = launch().window
    window.controller.set_settings(replace(window.controller.settings(), tools=("calculator",)))
    engine.enqueue(CALL)
    engine.enqueue("It is 42.")
    card = window.findChild(ToolCallCard)
    assert isinstance(card, ToolCallCard)
    qtbot.keyClicks(window.composer.input, "What is 6*7?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(card.isVisible, timeout=5000)
    engine.prefill_steps, engine.hold = 1, True  # the next step waits, reading: the reply is still being written
    qtbot.mouseClick(card.allow_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "→ ok: 42" in transcript(window), timeout=5000)
    assert window.controller.busy and "Tool call calculator" in transcript(window)
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        engine.hold = False
    text = transcript(window)
    assert text.count("→ ok: 42") == 1 and "It is 42." in text
