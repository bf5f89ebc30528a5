"""The whole window with the REAL demo model: turns, stop, versions, settings, persistence, a crash.

Each test starts Hearth through `ui.app.start` (real engine host process, real store under the test's
HEARTH_HOME) and stops it through `ui.app.stop`, as `run_gui` does around the event loop.
"""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.chat.provenance import Provenance
from tests.e2e.real_window import Start, finish, send, transcript
from tests.ui.widget_shots import SHOTS_DIR
from ui import app as ui_app
from ui.conversations import export_import
from ui.main_window import MainWindow

pytestmark = [pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]


def use(window: MainWindow, settings: GenerationSettings) -> None:
    """Set the conversation's settings as the panel would (and show them in the panel)."""
    window.controller.set_settings(settings)
    window.settings_panel.set_values(settings)


def test_type_send_stop_regenerate_edit(qtbot: QtBot, launch: Start) -> None:
    hearth = launch()
    window, chat = hearth.window, hearth.controller
    assert window.status.model_label.text().endswith("· CPU")
    use(window, GenerationSettings(temperature=0.0, max_new_tokens=24))
    pieces: list[str] = []
    chat.turns.reply_text.connect(lambda _c, _m, text: pieces.append(text))
    first = send(qtbot, window, "What is the capital of France?")
    assert first.message.status == "complete" and first.message.content.strip()
    assert len(pieces) >= 2 and "".join(pieces) == first.message.content  # tokens streamed in
    assert first.message.content.strip()[:20] in transcript(window)
    assert window.status.speed_text().endswith(" s") and "tok/s" in window.status.speed_text()

    # Stop mid-way: a long answer, stopped after a few updates.
    use(window, GenerationSettings(temperature=0.0, max_new_tokens=400))
    updates: list[str] = []

    def stop_soon(_c: int, _m: int, text: str) -> None:
        updates.append(text)
        if len(updates) == 3:
            qtbot.keyClick(window.composer.input, Qt.Key.Key_Escape)

    chat.turns.reply_text.connect(stop_soon)
    stopped = send(qtbot, window, "Write a long story about a dragon who learns to bake bread.")
    chat.turns.reply_text.disconnect(stop_soon)
    assert stopped.message.status == "cancelled"
    assert 0 < ((stopped.message.provenance or Provenance()).generated_tokens or 0) < 400
    assert "Stopped before the end" in transcript(window)

    # Regenerate: ‹ 1/2 › with both versions kept.
    use(window, GenerationSettings(temperature=0.0, max_new_tokens=16))
    again = finish(qtbot, window, window.actions_by_name["regenerate"].trigger)
    assert (again.version_index, again.version_count) == (1, 2) and "2/2" in transcript(window)
    chat.switch_version(again.message.id, -1)
    assert chat.thread_items()[-1].message.id == stopped.message.id and "1/2" in transcript(window)

    # Edit the first message and run again from there: a new branch.
    use(window, GenerationSettings(temperature=0.0, max_new_tokens=5))
    first_user = chat.thread_items()[0].message.id
    window.chat_view.edit_requested.emit(first_user)
    window.composer.set_text("What is the capital of Italy?")
    edited = finish(qtbot, window, lambda: qtbot.keyClick(window.composer.input, Qt.Key.Key_Return))
    thread = chat.thread_items()
    assert [i.message.role for i in thread] == ["user", "assistant"]
    assert thread[0].message.content == "What is the capital of Italy?" and thread[0].version_count == 2
    assert edited.message.content.strip() and edited.can_continue  # cut at 5 tokens

    # Continue the cut reply: it goes on in place (one version that starts with the cut text).
    more = finish(qtbot, window, lambda: window.chat_view.continue_requested.emit(edited.message.id))
    assert more.message.content.startswith(edited.message.content)
    assert len(more.message.content) > len(edited.message.content)
    assert (more.version_index, more.version_count) == (0, 1)
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()
    window.grab().save(str(SHOTS_DIR / "e2e_demo_model.png"))


def test_settings_change_the_next_turn(qtbot: QtBot, launch: Start) -> None:
    hearth = launch()
    window, chat = hearth.window, hearth.controller
    use(window, GenerationSettings(temperature=0.9, seed=42, max_new_tokens=20))
    one = send(qtbot, window, "Name three fruits.")
    two = finish(qtbot, window, chat.regenerate)
    assert one.message.content == two.message.content  # same seed, same text
    assert (two.message.provenance or Provenance()).parameters["seed"] == 42
    window.set_settings_visible(True)
    edit = window.settings_panel.edits["temperature"]
    edit.setText("0")
    edit.editingFinished.emit()
    seed = window.settings_panel.edits["seed"]
    seed.setText("")
    seed.editingFinished.emit()
    qtbot.waitUntil(lambda: chat.settings().temperature == 0.0 and chat.settings().seed is None, timeout=3000)
    three = finish(qtbot, window, chat.regenerate)
    four = finish(qtbot, window, chat.regenerate)
    five = finish(qtbot, window, chat.regenerate)
    assert (three.message.provenance or Provenance()).parameters["temperature"] == 0.0
    # Greedy is deterministic without a seed: three read its prompt whole (the sampled turn before had
    # another generator), four and five mostly from the cache, and all three are the same.
    assert three.message.content.strip() and three.message.content == four.message.content == five.message.content


def test_a_greedy_reply_is_the_same_cached_regenerated_edited_and_after_a_restart(qtbot: QtBot,
                                                                                 launch: Start) -> None:
    greedy = GenerationSettings(temperature=0.0, max_new_tokens=40)
    hearth = launch()
    window, chat = hearth.window, hearth.controller
    use(window, greedy)
    france = send(qtbot, window, "What is the capital of France? Answer in a sentence.").message.content
    followup = send(qtbot, window, "And what is it famous for?").message.content  # read from the cache
    assert finish(qtbot, window, chat.regenerate).message.content == followup
    window.chat_view.edit_requested.emit(chat.thread_items()[0].message.id)
    window.composer.set_text("What is the capital of Italy? Answer in a sentence.")
    italy = finish(qtbot, window, lambda: qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)).message.content
    ui_app.stop(hearth)

    again = launch()  # a new engine: nothing cached
    window, chat = again.window, again.controller
    [conversation] = chat.conversations()
    chat.open_conversation(conversation.id)
    use(window, greedy)
    assert finish(qtbot, window, chat.regenerate).message.content == italy
    window.chat_view.edit_requested.emit(chat.thread_items()[0].message.id)
    window.composer.set_text("What is the capital of France? Answer in a sentence.")
    assert finish(qtbot, window, lambda: qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
                  ).message.content == france
    send(qtbot, window, "And what is it famous for?")
    assert chat.thread_items()[-1].message.content == followup


def test_persistence_search_export_import(qtbot: QtBot, launch: Start, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    hearth = launch()
    use(hearth.window, GenerationSettings(temperature=0.0, max_new_tokens=12))
    send(qtbot, hearth.window, "Tell me one fact about pelicans.")
    hearth.window.actions_by_name["new_chat"].trigger()
    send(qtbot, hearth.window, "Say hello.")
    ui_app.stop(hearth)

    again = launch()  # a new window over the same data folder
    window = again.window
    assert window.conversation_list.displayed_titles() == ["Say hello.", "Tell me one fact about pelicans."]
    window.actions_by_name["search"].trigger()
    qtbot.keyClicks(window.search_panel.query_edit, "pelicans")
    qtbot.waitUntil(lambda: window.search_panel.model.rowCount() >= 1, timeout=3000)
    qtbot.keyClick(window.search_panel.query_edit, Qt.Key.Key_Return)
    assert "pelicans" in transcript(window)
    assert window.conversation_list.selected_id() == again.controller.current_conversation

    target = tmp_path / "pelicans.json"
    monkeypatch.setattr(export_import, "ask_save_path", lambda *_a: (str(target), export_import.JSON_FILTER))
    window.export_conversation(again.controller.current_conversation)
    monkeypatch.setattr(export_import, "ask_open_path", lambda *_a: str(target))
    original = [(i.message.role, i.message.content) for i in again.controller.thread_items()]
    window.import_conversation()
    assert window.conversation_list.conversation_count() == 3
    assert [(i.message.role, i.message.content) for i in again.controller.thread_items()] == original


_CHILD = """
import sys, time
from pathlib import Path
sys.path.insert(0, {root!r})
from PySide6.QtWidgets import QApplication
from app.chat.generation import GenerationSettings
from app.chat.provenance import Provenance
from ui import app as ui_app
qapp = QApplication([])
hearth = ui_app.start(Path({model!r}))
chat = hearth.controller
first = []

def loaded(_info):
    chat.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=1000))
    chat.send("Write a very long story about a lighthouse keeper and a storm.")

def streamed(_c, message_id, _text):
    now = time.monotonic()
    first.append(now)
    if now - first[0] > 1.6 and len(first) > 5:  # two partial saves have happened
        print("STREAMING", message_id, hearth.engine.client.pid, flush=True)
        chat.turns.reply_text.disconnect(streamed)

chat.models.loaded.connect(loaded)
chat.turns.reply_text.connect(streamed)
qapp.exec()
"""


def test_killed_while_streaming_keeps_everything(qtbot: QtBot, launch: Start, demo_model: Path) -> None:
    command = [sys.executable, "-c", _CHILD.format(root=str(ROOT), model=str(demo_model))]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}) as child:
        try:
            assert child.stdout is not None
            with selectors.DefaultSelector() as waiting:
                waiting.register(child.stdout, selectors.EVENT_READ)
                line = child.stdout.readline() if waiting.select(timeout=90) else "no STREAMING line in 90 s"
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(10)
    assert line.startswith("STREAMING"), line
    _, message_id, host_pid = line.split()
    deadline = time.monotonic() + 15  # the engine host notices its parent is gone and ends
    while time.monotonic() < deadline and _alive(int(host_pid)):
        time.sleep(0.1)
    assert not _alive(int(host_pid))

    hearth = launch()
    window = hearth.window
    assert "interrupted" in window.notice_bar.text()
    [conversation] = hearth.controller.conversations()
    hearth.controller.open_conversation(conversation.id)
    thread = hearth.controller.thread_items()
    assert [i.message.role for i in thread] == ["user", "assistant"]
    assert thread[0].message.content.startswith("Write a very long story")
    reply = thread[1].message
    assert reply.id == int(message_id) and reply.status == "interrupted"
    assert len(reply.content) > 20  # what the partial saves kept while it streamed
    assert "Interrupted" in transcript(window)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (ended, not yet reaped by init) counts as gone
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False
