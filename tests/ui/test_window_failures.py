"""What the window says when something below it fails: the engine dies or falls back, a model does not
load, messages are dropped to fit the context, the disk is full (the scripted fake engine, through
`ui.app.start`); a tool file of the person's own that cannot be read is set aside and said."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.engine import protocol as p
from tests.app.fake_engine import DEATH, FakeEngine
from tests.ui.window_helpers import Start, send, shot, transcript


def test_dropped_messages_show_a_notice(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    send(qtbot, window, "hello")
    send(qtbot, window, "again")
    engine.dropped = 3
    send(qtbot, window, "and again")
    assert window.notice_bar.text().startswith("3 earlier messages left out of this reply")
    shot(window, "window_notice")
    window.notice_bar.action_button.click()  # "Show them": scrolls to the first one left out
    assert not window.notice_bar.isVisible()


@pytest.mark.parametrize("host_died_first", [False, True], ids=["turn-fails-first", "death-told-first"])
def test_engine_crash_offers_a_reload(qtbot: QtBot, launch: Start, engine: FakeEngine,
                                      host_died_first: bool) -> None:
    window = launch().window
    engine.host_died_first = host_died_first
    engine.enqueue([f"w{i} " for i in range(40)], crash_after=4)
    with qtbot.waitSignal(window.controller.models.crashed, timeout=5000):
        send(qtbot, window, "crash")
    assert window.notice_bar.text() == DEATH
    assert window.notice_bar.action_button.text() == "Load the model again"
    assert not window.composer.send_button.isEnabled() and "Engine stopped" in window.status.model_label.text()
    assert "This reply failed" in transcript(window) and "w3" in transcript(window)
    assert window.composer.stop_button.isHidden()  # the turn ended: nothing left to stop
    with qtbot.waitSignal(window.controller.models.loaded):
        window.notice_bar.action_button.click()
    assert not window.notice_bar.isVisible()
    window.composer.set_text("again")
    assert window.composer.send_button.isEnabled()


def test_the_engine_dying_while_idle_offers_a_reload(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    send(qtbot, window, "hello")
    with qtbot.waitSignal(window.controller.models.crashed):
        engine.crash_now()
    assert "Engine stopped" in window.status.model_label.text()
    assert "engine stopped" in window.notice_bar.text().lower()
    assert window.notice_bar.action_button.text() == "Load the model again"
    window.composer.set_text("are you there?")
    assert not window.composer.send_button.isEnabled()
    assert "engine stopped" in window.composer.input.placeholderText().lower()
    with qtbot.waitSignal(window.controller.models.loaded):
        window.notice_bar.action_button.click()
    assert engine.requested("load")[-1][0] == "/models/tiny-model"
    assert not window.notice_bar.isVisible() and "tiny-model" in window.status.model_label.text()
    assert window.composer.send_button.isEnabled()
    window.composer.set_text("")
    send(qtbot, window, "back?")
    assert "Echo: back?" in transcript(window)


def test_a_fallback_is_explained(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    engine.failures = (p.DeviceFailure("cuda", "CUDA driver not found"), p.DeviceFailure("dml", "no adapter"))
    window = launch().window
    text = window.notice_bar.text()
    assert "runs on CPU because CUDA failed: CUDA driver not found; DML failed: no adapter" in text
    assert "CUDA, DML will be skipped" in text
    assert window.status.fallback_button.isVisible()


def test_a_failed_load_keeps_the_model_that_was_loaded(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    engine.fail_load = p.Error("load_failed", "Not enough memory for this model.")
    with qtbot.waitSignal(window.controller.models.failed) as blocker:
        window.load_model(Path("/models/too-big"))
        assert "Loading too-big" in window.status.model_label.text()
        assert not window.composer.send_button.isEnabled()
    assert blocker.args == ["Not enough memory for this model.", True]
    text = window.notice_bar.text()
    assert "could not be loaded" in text and "Not enough memory" in text and "tiny-model is still loaded" in text
    assert window.controller.model is not None and window.controller.model.name == "tiny-model"
    assert "tiny-model" in window.status.model_label.text() and "Loading" not in window.status.model_label.text()
    assert "Loading" not in window.composer.input.placeholderText()
    window.composer.set_text("still there?")
    assert window.composer.send_button.isEnabled()
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    assert "Echo: still there?" in transcript(window)


def test_a_failed_load_without_a_model_offers_another(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    engine.fail_load = p.Error("model_invalid", "genai_config.json is missing.")
    hearth = launch(wait_loaded=False)
    window = hearth.window
    qtbot.waitUntil(lambda: not hearth.controller.models.is_loading)
    assert "could not be loaded" in window.notice_bar.text() and "genai_config.json" in window.notice_bar.text()
    assert window.status.model_label.text() == "No model loaded" and not window.composer.send_button.isEnabled()
    window.notice_bar.action_button.click()
    assert window.centre.currentWidget() is window.first_run


def full_disk(*_args: object, **_kwargs: object) -> None:
    raise sqlite3.OperationalError("database or disk is full")


def test_a_full_disk_while_streaming(qtbot: QtBot, launch: Start, engine: FakeEngine,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    hearth = launch()
    window, store = hearth.window, hearth.store
    engine.interval_ms = 10
    engine.enqueue([f"w{i} " for i in range(400)])
    qtbot.keyClicks(window.composer.input, "write a lot")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "w0 w1" in store.thread(window.controller.current_conversation or 0)[-1].content,
                    timeout=3000)  # saved once
    reply_id = store.thread(window.controller.current_conversation or 0)[-1].id
    monkeypatch.setattr(store, "save_partial", full_disk)
    monkeypatch.setattr(store, "finish_reply", full_disk)
    qtbot.waitUntil(lambda: "disk is full" in window.notice_bar.text(), timeout=3000)
    assert window.notice_bar.isVisible() and window.controller.busy
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=3000) as blocker:
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Escape)
    assert blocker.args is not None
    text = blocker.args[1].message.content
    assert not window.controller.busy and window.composer.send_button.isVisible()
    assert "Stopped before the end" in transcript(window)
    send(qtbot, window, "and now?")
    assert "Echo: and now?" in transcript(window)
    monkeypatch.undo()
    window.controller.writes.retry()
    assert window.notice_bar.text() == "Everything is saved again."
    saved = store.get_message(reply_id)
    assert saved.content == text and saved.status == "cancelled" and len(text) > len("w0 w1")


def test_a_full_disk_at_send_keeps_the_text_in_the_box(qtbot: QtBot, launch: Start,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    hearth = launch()
    window = hearth.window
    send(qtbot, window, "first")
    monkeypatch.setattr(hearth.store, "add_message", full_disk)
    qtbot.keyClicks(window.composer.input, "second")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    assert window.composer.text() == "second" and not window.controller.busy
    assert "not sent" in window.notice_bar.text() and "disk is full" in window.notice_bar.text()
    monkeypatch.undo()
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    assert window.composer.text() == "" and "Echo: second" in transcript(window)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_the_window_starts_and_says_which_tool_file_was_set_aside(launch: Start, qtbot: QtBot,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A list of tool servers nested 100,000 deep kept the window from starting; a named pipe as the tool
    approvals hung it (tests/faults/test_tool_files_faults.py has every shape)."""
    from app.qt.notices import Notices
    from app.system.paths import resolve_paths
    from app.tools.mcp_config import make_server

    data = resolve_paths().data
    data.mkdir(parents=True, exist_ok=True)
    (data / "mcp_servers.json").write_text("[" * 100_000 + "]" * 100_000)
    os.mkfifo(data / "tool_approvals.json")
    posted: list[str] = []
    post = Notices.post
    monkeypatch.setattr(Notices, "post", lambda self, notice: (posted.append(notice.text), post(self, notice)))
    hearth = launch()
    assert hearth.window.isVisible() and hearth.tools is not None
    assert any("(mcp_servers.json) could not be read (it nests too deeply)" in t for t in posted), posted
    assert any("(tool_approvals.json) could not be read (it is not a regular file)" in t for t in posted), posted
    assert len(list(data.glob("*.unreadable-*"))) == 2
    servers = hearth.tools.toolbox.servers
    assert servers is not None
    servers.config.put(make_server("x", command="x"))  # type: ignore[attr-defined]
    assert json.loads((data / "mcp_servers.json").read_text())["servers"][0]["name"] == "x"  # a fresh file
