"""Notices belong to the chat they are about and info notices go by themselves; a new chat puts the
cursor in the message box; deleting the open chat opens its neighbour (the whole window, scripted engine)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, send
from ui.chat import chat_pane
from ui.main_window import MainWindow


def test_a_chat_notice_stays_with_its_chat_and_info_notices_time_out(
        qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path, embed_model: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    hearth = launch()
    window = hearth.window
    engine.enqueue("One.")
    send(qtbot, window, "first chat")
    first = window.controller.current_conversation
    window.controller.new_conversation()
    engine.enqueue("Two.")
    send(qtbot, window, "second chat")
    note = tmp_path / "note.txt"
    note.write_text("Buy oat milk.", encoding="utf-8")
    hearth.documents.attach(window.controller.current_conversation, note)  # type: ignore[union-attr]
    window.show_notice("Attached note.txt: this chat's questions now use it.", "info", chat=True)
    bar = window.chat.notice_bar
    assert "this chat's questions" in bar.text()
    assert first is not None
    window.controller.open_conversation(first)
    assert bar.text() == ""  # it was about the other chat

    monkeypatch.setattr(chat_pane, "INFO_MS", 50)
    window.show_notice("Something worth knowing.", "info")
    assert bar.text() == "Something worth knowing."
    qtbot.waitUntil(lambda: bar.text() == "", timeout=3000)
    window.show_notice("Something went wrong.", "error")
    assert bar.text() == "Something went wrong." and not bar.hides_by_itself  # errors stay until dismissed


def test_ctrl_n_from_the_transcript_puts_the_cursor_in_the_message_box(qtbot: QtBot, launch: Start,
                                                                       engine: FakeEngine) -> None:
    window = launch().window
    window.show()
    window.activateWindow()
    engine.enqueue("Hello.")
    send(qtbot, window, "hi")
    window.chat_view.browser.setFocus()
    qtbot.waitUntil(lambda: window.chat_view.browser.hasFocus() or QApplication.focusWidget() is not None,
                    timeout=2000)
    qtbot.keyClick(window.chat_view.browser, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.current_conversation is None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer.input, timeout=2000)
    qtbot.keyClicks(QApplication.focusWidget(), "typed")
    assert window.composer.text() == "typed"


def test_deleting_the_open_chat_opens_its_neighbour(qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    c = window.controller
    ids = []
    for text in ("oldest", "middle", "newest"):
        c.new_conversation()
        engine.enqueue("ok")
        send(qtbot, window, text)
        ids.append(c.current_conversation)
    c.open_conversation(ids[1])
    c.delete_conversation(ids[1])
    assert c.current_conversation == ids[0]  # the one below it in the list (newest first)
    c.delete_conversation(ids[0])
    assert c.current_conversation == ids[2]  # the last one left, above
    c.delete_conversation(ids[2])
    assert c.current_conversation is None  # none left: a new chat


def test_the_demo_model_starts_calm_and_short_and_says_what_it_is(qtbot: QtBot, launch: Start,
                                                                   engine: FakeEngine, demo_model: Path) -> None:
    window = launch(model=demo_model).window
    c = window.controller
    assert c.settings().temperature == chat_pane.DEMO_TEMPERATURE and c.settings().max_new_tokens == 200
    placeholder = window.chat.empty_hint.text()
    assert chat_pane.EMPTY_HINT in placeholder and "small offline model" in placeholder and "Ctrl+L" in placeholder
    engine.enqueue("Paris.")
    send(qtbot, window, "What is the capital of France?")
    assert not window.chat.empty_hint.isVisibleTo(window)  # the conversation has begun
    assert engine.turns[-1].sampling.temperature == chat_pane.DEMO_TEMPERATURE
    assert engine.turns[-1].sampling.max_new_tokens == 200
    c.new_conversation()
    assert c.settings().max_new_tokens == 200  # every new chat with the demo
    window.set_settings_visible(True)  # and the demo's own defaults are not "changed" ones
    assert window.settings_panel.differs_row.isHidden(), window.settings_panel.differs_label.text()
    temperature = window.settings_panel.edits["temperature"]
    temperature.setText("0.9")
    temperature.textEdited.emit("0.9")  # as typing it does
    window.settings_panel.commit()
    assert not window.settings_panel.differs_row.isHidden()
    assert "Temperature" in window.settings_panel.differs_label.text()
    window.settings_panel.reset_to_defaults()  # back to the demo's calm defaults
    assert c.settings().temperature == chat_pane.DEMO_TEMPERATURE and window.settings_panel.differs_row.isHidden()


def test_another_model_keeps_the_defaults_and_an_empty_chat_shows_a_hint(launch: Start) -> None:
    window = launch().window
    assert window.controller.settings() == window.controller.new_chat_defaults
    assert window.chat.empty_hint.text() == chat_pane.EMPTY_HINT and window.chat.empty_hint.isVisibleTo(window)


def test_the_last_messages_actions_have_keys_and_the_list_names_them(
        qtbot: QtBot, launch: Start, engine: FakeEngine, embed_model: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QGuiApplication

    from ui import file_dialogs
    from ui.window_actions import help_rows

    window = launch().window
    window.show()
    engine.enqueue("The answer.")
    send(qtbot, window, "The question")
    composer = window.composer.input

    def press(key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
        composer.setFocus()
        qtbot.keyClick(composer, key, modifiers)

    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    press(Qt.Key.Key_C, ctrl_shift)
    assert QGuiApplication.clipboard().text() == "The answer."
    press(Qt.Key.Key_Return, ctrl_shift)
    assert "no stopped reply" in window.chat.notice_bar.text()
    opened: list[str] = []
    monkeypatch.setattr(file_dialogs, "open_file_names",
                        lambda parent, title, folder="", *rest: (opened.append(title), [])[1])
    press(Qt.Key.Key_A, ctrl_shift)
    assert opened == ["Attach files to this chat"]
    press(Qt.Key.Key_E, ctrl_shift)
    assert window.composer.editing is not None and window.composer.text() == "The question"
    keys = {key for key, _ in help_rows()}
    assert {"F2", "Del", "Ctrl+Shift+A", "Ctrl+Shift+E", "Ctrl+Shift+C", "Ctrl+E"} <= keys
    assert window.actions_by_name["export"].shortcut().toString() == "Ctrl+E"


def _walk(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> list[str]:
    """Press `key` from the message box until the focus is back in it; each stop's accessible name (in the
    transcript, with the message action it selected)."""
    window.composer.input.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer.input, timeout=2000)
    stops: list[str] = []
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), key)
        widget = QApplication.focusWidget()
        assert widget is not None
        if widget is window.composer.input:
            return stops
        name = widget.accessibleName()
        if name == "Conversation":  # inside the transcript: the focused action is selected
            name = f"Conversation/{window.chat_view.browser.textCursor().selectedText().strip()}"
        stops.append(name)
    raise AssertionError(f"Tab never came back to the message box: {stops}")


def test_tab_walks_the_whole_window_in_screen_order_and_back(qtbot: QtBot, launch: Start, engine: FakeEngine,
                                                             embed_model: Path) -> None:
    window = launch().window
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    engine.enqueue("Hello.")
    send(qtbot, window, "hi")
    window.set_settings_visible(True)
    window.show_notice("Something worth knowing.", "info", "Details", lambda: None)

    stops = _walk(qtbot, window, Qt.Key.Key_Tab)
    # under the message box (Send is off while the message is empty), then the chat's settings
    assert stops[:5] == ["Attach files", "Attach an image", "Tools", "Voice conversation", "Dictate"], stops
    assert "Temperature" in stops and stops.index("Temperature") > 3, "|".join(stops)
    sidebar = ["New chat", "Conversations", "Libraries", "Add folder"]
    start = stops.index("New chat")
    assert start > stops.index("Temperature") and stops[start:start + 4] == sidebar, stops
    # the model bar, the notice's buttons, then the transcript and its actions
    assert stops[start + 4:start + 8] == ["Model", "Eject the model", "Details", "Dismiss notice"], stops
    actions = [s.split("/", 1)[1] for s in stops if s.startswith("Conversation/")]
    assert actions == ["", "Copy", "Edit", "Copy", "Read aloud", "Regenerate", "Details"], stops
    assert stops[-1].startswith("Conversation/"), stops  # and from the transcript back to the message box

    backwards = _walk(qtbot, window, Qt.Key.Key_Backtab)
    outside = [s for s in stops if not s.startswith("Conversation/")]
    assert [s for s in backwards if not s.startswith("Conversation/")] == outside[::-1], backwards


def test_notices_about_a_chat_do_not_outstay_it(qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path,
                                               embed_model: Path) -> None:
    """"Tools left out: …" stays with its chat, "Took … out of this chat [Undo]" goes by itself, and the attach
    notice does not say "(indexing in the background)", which stayed after indexing ended."""
    from ui.features.attachment_chips import AttachmentChips
    from ui.wiring.documents import _ComposerFiles

    hearth = launch()
    window = hearth.window
    bar = window.chat.notice_bar
    engine.enqueue("One.")
    send(qtbot, window, "first chat")
    assert hearth.tools is not None
    window.notices.say("Tools: web search left out (no network).", "warning", chat=True)  # as ChatTools says it
    assert "left out" in bar.text()
    window.controller.new_conversation()
    assert bar.text() == ""  # it was about the other chat's reply

    note = tmp_path / "note.txt"
    note.write_text("Buy oat milk.", encoding="utf-8")
    files = window.findChild(_ComposerFiles)
    assert files is not None
    files.attach([note])
    assert bar.text() == "Attached note.txt: this chat's questions now use it."
    chips = window.findChild(AttachmentChips)
    assert chips is not None and hearth.documents is not None
    [library] = hearth.documents.libraries(None)
    chips._remove(library.id, str(note))  # its ×
    assert bar.text() == "Took note.txt out of this chat." and bar.action_button.text() == "Undo"
    assert bar.hides_by_itself
