"""The main window, started through `ui.app.start` with the scripted fake engine (fast)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.settings import load_settings
from app.store import Store
from app.system.paths import resolve_paths
from tests.app.fake_engine import FakeEngine
from tests.ui.widget_shots import app_theme
from tests.ui.window_helpers import Start, send, shot, transcript
from ui import app as ui_app
from ui.conversations import export_import
from ui.help_overlay import ShortcutHelp
from ui.models import first_run
from ui.theme import DARK


def test_first_run_when_no_model_is_installed(qtbot: QtBot, launch: Start, monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path, engine: FakeEngine) -> None:
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))
    hearth = launch(None)
    window = hearth.window
    assert window.centre.currentWidget() is window.first_run
    assert window.first_run.browse_button.isEnabled()
    assert not window.composer.send_button.isEnabled()
    shot(window, "window_first_run")
    monkeypatch.setattr(first_run, "ask_model_folder", lambda _parent: Path("/models/picked"))
    with qtbot.waitSignal(hearth.controller.models.loaded):
        window.first_run.open_button.click()
    assert engine.requested("load")[-1][0] == "/models/picked"
    assert window.centre.currentWidget() is not window.first_run
    assert load_settings(resolve_paths().settings_file).settings.last_model == "/models/picked"


def test_demo_build_runs_in_a_process_and_loads_the_result(
        qtbot: QtBot, launch: Start, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))
    built = tmp_path / "built-model"
    built.mkdir()
    script = f"import sys; print('Fetching…', file=sys.stderr, flush=True); print({str(built)!r})"
    hearth = launch(None)
    screen = hearth.window.first_run
    screen._build_command = lambda: (__import__("sys").executable, ["-c", script])
    with qtbot.waitSignal(screen.model_chosen, timeout=20_000) as blocker:
        screen.demo_button.click()
        assert screen.building and screen.progress.isVisible()
    assert blocker.args == [built]
    screen._build_command = lambda: (__import__("sys").executable, ["-c", "import sys; sys.exit('no torch')"])
    screen.use_demo()
    qtbot.waitUntil(lambda: not screen.building, timeout=20_000)
    assert "could not be built" in screen.error_label.text() and "no torch" in screen.error_label.text()


def test_a_builds_progress_bar_is_a_real_one_with_words_and_the_time_taken(
        qtbot: QtBot, launch: Start, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The builder's tqdm bar ("Converting and de-quantizing GGUF tensors…: 41%|████") leaked into the window as
    text: its words are the step, its percentage the progress bar's; no guess of the time left, the time taken."""
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))
    bar = "Converting and de-quantizing GGUF tensors...:  41%|████      | 110/272 [00:09<00:14, 11.4it/s]"
    script = f"import sys, time; sys.stderr.write({bar!r} + '\\r'); sys.stderr.flush(); time.sleep(60)"
    screen = launch(None).window.first_run
    assert "about a minute" not in screen.demo_label.text() and "busy" in screen.demo_label.text()
    screen._build_command = lambda: (__import__("sys").executable, ["-c", script])
    screen.demo_button.click()
    try:
        qtbot.waitUntil(lambda: screen.progress.maximum() == 100 and screen.progress.value() == 41, timeout=20_000)
        assert screen.progress_label.text().startswith("Converting and de-quantizing GGUF tensors…")
        assert "%" not in screen.progress_label.text() and "█" not in screen.progress_label.text()
        qtbot.waitUntil(lambda: "so far)" in screen.progress_label.text(), timeout=5000)
    finally:
        screen.cancel_build()
    assert not screen.building and not screen.progress.isVisible()


def test_enter_sends_shift_enter_adds_a_line(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    composer = window.composer
    assert not composer.send_button.isEnabled()  # empty
    qtbot.keyClicks(composer.input, "first line")
    qtbot.keyClick(composer.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(composer.input, "second line")
    assert composer.text() == "first line\nsecond line"
    assert composer.send_button.isEnabled()
    engine.enqueue("Here is code:\n\n```python\nprint('hi')\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        qtbot.keyClick(composer.input, Qt.Key.Key_Return)
        assert composer.text() == ""
        assert composer.stop_button.isVisible() and not composer.send_button.isVisible()
    text = transcript(window)
    assert "first line" in text and "print('hi')" in text
    assert window.windowTitle() == "first line — Hearth"  # the first line of the first message
    assert window.status.speed_text().startswith("50.0 tok/s")
    assert window.status.context_meter.isVisible()
    shot(window, "window_conversation_light")


def test_esc_stops_a_reply(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    engine.interval_ms = 5
    engine.enqueue([f"w{i} " for i in range(2000)])
    started: list[object] = []
    window.controller.turns.reply_started.connect(lambda *a: started.append(a))
    qtbot.keyClicks(window.composer.input, "go")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(started) and "w3" in window.controller.thread_items()[-1].message.content,
                    timeout=3000)
    assert not window.composer.send_button.isEnabled()
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=3000) as blocker:
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Escape)
    assert blocker.args is not None and blocker.args[1].message.status == "cancelled"
    assert "Stopped before the end" in transcript(window)
    assert window.composer.send_button.isVisible()


def test_regenerate_edit_and_versions(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    engine.enqueue("Answer one.")
    send(qtbot, window, "Question one")
    engine.enqueue("Answer two.")
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        window.actions_by_name["regenerate"].trigger()
    assert "Answer two." in transcript(window) and "Answer one." not in transcript(window)
    assert "2/2" in transcript(window)
    user_id = window.chat_view.message_ids()[0]
    window.chat_view.edit_requested.emit(user_id)
    assert window.composer.editing == user_id and window.composer.text() == "Question one"
    assert window.composer.edit_banner.isVisible()
    window.composer.set_text("Question one, edited")
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    assert window.composer.editing is None and not window.composer.edit_banner.isVisible()
    text = transcript(window)
    assert "Question one, edited" in text and "Echo: Question one, edited" in text and "2/2" in text


def test_the_prompt_being_read_shows_in_the_reply_until_its_text(qtbot: QtBot, launch: Start,
                                                                  engine: FakeEngine) -> None:
    window = launch().window
    engine.prefill_steps, engine.hold = 1, True
    engine.enqueue(["Hello", " there", " friend"])
    qtbot.keyClicks(window.composer.input, "read this")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.chat_view.live_text().startswith("Reading your message…"), timeout=3000)
    assert re.fullmatch(r"Reading your message… \d+ %", window.chat_view.live_text())
    shown_with_text: list[str] = []
    window.controller.turns.reply_text.connect(lambda *_: shown_with_text.append(window.chat_view.live_text()))
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=3000):
        engine.hold = False
    assert shown_with_text[0] == "Hello"  # the status went with the first text
    assert "Reading" not in transcript(window) and "Hello there friend" in transcript(window)


def test_stop_while_waiting_for_the_engine_cancels_that_turn(qtbot: QtBot, launch: Start,
                                                             engine: FakeEngine) -> None:
    window = launch().window
    engine.ahead, engine.hold = 2, True  # two requests of other clients run first
    qtbot.keyClicks(window.composer.input, "my turn?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.chat_view.live_text() == "Waiting for the engine (2 requests ahead)…",
                    timeout=3000)
    assert window.composer.stop_button.isVisible()
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=3000) as blocker:
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Escape)
    assert blocker.args is not None and blocker.args[1].message.status == "cancelled"
    assert engine.requested("cancel") == [engine.requested("turn")[-1].id] and engine.turns == []
    assert window.composer.send_button.isVisible() and window.chat_view.live_text() == ""


def test_delete_has_undo(qtbot: QtBot, launch: Start) -> None:
    window = launch().window
    send(qtbot, window, "keep this chat")
    cid = window.controller.current_conversation
    assert cid is not None
    window.conversation_list.delete_requested.emit(cid)
    assert window.conversation_list.conversation_count() == 0
    assert window.undo_bar.isVisible() and "was deleted" in window.undo_bar.text()
    window.undo_bar.action_button.click()
    assert window.conversation_list.conversation_count() == 1
    assert window.controller.current_conversation == cid and "keep this chat" in transcript(window)


def test_search_finds_and_jumps(qtbot: QtBot, launch: Start) -> None:
    window = launch().window
    send(qtbot, window, "Tell me about pelicans")
    window.actions_by_name["new_chat"].trigger()
    send(qtbot, window, "Something else entirely")
    target = window.controller.search("pelicans")[0]
    window.actions_by_name["search"].trigger()
    assert window.sidebar.currentIndex() == 1
    qtbot.keyClicks(window.search_panel.query_edit, "pelicans")
    qtbot.waitUntil(lambda: window.search_panel.model.rowCount() >= 1, timeout=2000)
    shot(window, "window_search")
    qtbot.keyClick(window.search_panel.query_edit, Qt.Key.Key_Return)
    assert window.controller.current_conversation == target.conversation_id
    assert "pelicans" in transcript(window)
    qtbot.keyClick(window.search_panel.query_edit, Qt.Key.Key_Escape)
    assert window.sidebar.currentIndex() == 0


def test_settings_panel_changes_the_next_turn(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    send(qtbot, window, "first")
    window.actions_by_name["settings"].trigger()
    assert window.settings_box.isVisible()
    edit = window.settings_panel.edits["temperature"]
    edit.setText("0.0")
    edit.editingFinished.emit()
    qtbot.waitUntil(lambda: window.controller.settings().temperature == 0.0, timeout=2000)
    send(qtbot, window, "second")
    assert engine.turns[-1].sampling.temperature == 0.0
    shot(window, "window_settings")
    window.actions_by_name["settings"].trigger()
    assert not window.settings_box.isVisible()


def test_geometry_and_splitter_are_restored(qtbot: QtBot, launch: Start) -> None:
    first = launch()
    first.window.resize(780, 520)  # the offscreen screen is 800 × 600
    first.window.set_settings_visible(True)
    first.window.splitter.setSizes([200, 380, 200])
    saved = first.window.splitter.sizes()
    ui_app.stop(first)
    second = launch()
    assert (second.window.width(), second.window.height()) == (780, 520)
    restored = second.window.splitter.sizes()
    assert all(abs(a - b) <= 8 for a, b in zip(restored, saved, strict=True)), (restored, saved)
    assert second.window.settings_box.isVisible()


def test_help_lists_every_shortcut(qtbot: QtBot, launch: Start) -> None:
    window = launch().window
    window.actions_by_name["help"].trigger()
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, ShortcutHelp) and w.isVisible()]
    assert len(dialogs) == 1
    described = {description for _keys, description in dialogs[0].rows}
    assert {"Start a new chat", "Search every conversation", "Write the last reply again",
            "Show this list"} <= described
    assert len(dialogs[0].rows) >= 13
    keys = {k.toString() for a in window.actions_by_name.values() for k in a.shortcuts()}
    assert {"Ctrl+N", "Ctrl+F", "Ctrl+K", "Ctrl+,", "Ctrl+R", "Ctrl+L", "Ctrl+J", "Ctrl+M", "F1", "Ctrl+/"} <= keys
    assert "Browse, download and manage models" in described
    dialogs[0].close()


def test_every_control_has_an_accessible_name(launch: Start) -> None:
    window = launch().window
    kinds = (QAbstractButton, QLineEdit, QPlainTextEdit, QTextEdit, QComboBox, QAbstractItemView)

    def internal(w: QWidget) -> bool:  # Qt's own parts of a combo box, line edit or menu bar
        parent = w.parentWidget()
        return w.objectName().startswith("qt_") or isinstance(parent, QLineEdit) or (
            parent is not None and isinstance(parent.parentWidget(), QComboBox))

    unnamed = [f"{type(w).__name__} in {type(w.parentWidget()).__name__}" for w in window.findChildren(QWidget)
               if isinstance(w, kinds) and not w.accessibleName() and not internal(w)
               and not (isinstance(w, QAbstractButton) and w.text().strip(" .…"))]
    assert unnamed == []


def test_garbage_settings_and_recovered_replies_are_explained(qtbot: QtBot, launch: Start) -> None:
    paths = resolve_paths()
    paths.data.mkdir(parents=True)
    paths.settings_file.write_text("{not json", encoding="utf-8")
    with Store.open(paths.conversations_db) as store:
        conversation = store.create_conversation("Old")
        question = store.add_message(conversation.id, "user", "question", None)
        store.begin_reply(conversation.id, question.id)
    window = launch().window
    assert "interrupted" in window.notice_bar.text() or "settings" in window.notice_bar.text().lower()
    log_text = (paths.logs / "hearth.log").read_text(encoding="utf-8")
    assert "settings file could not be read" in log_text and "interrupted" in log_text


def test_export_and_import_round_trip(qtbot: QtBot, launch: Start, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    window = launch().window
    send(qtbot, window, "Export me please")
    target = tmp_path / "chat.json"
    monkeypatch.setattr(export_import, "ask_save_path", lambda *_a: (str(target), export_import.JSON_FILTER))
    window.conversation_list.export_requested.emit(window.controller.current_conversation or 0)
    assert json.loads(target.read_text(encoding="utf-8"))["conversation"]["title"] == "Export me please"
    assert "Exported to" in window.notice_bar.text()
    monkeypatch.setattr(export_import, "ask_open_path", lambda *_a: str(target))
    before = window.controller.current_conversation
    window.import_conversation()
    assert window.controller.current_conversation != before
    assert window.conversation_list.conversation_count() == 2
    assert "Echo: Export me please" in transcript(window)


def test_dark_theme_screenshot(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    with app_theme(DARK):
        window = launch().window
        window.apply_theme(DARK)
        engine.enqueue("Dark **mode** works:\n\n```python\nfor i in range(3):\n    print(i)\n```\n\n"
                       "| col | value |\n|---|---|\n| a | 1 |\n")
        send(qtbot, window, "Show me something dark")
        shot(window, "window_conversation_dark")
