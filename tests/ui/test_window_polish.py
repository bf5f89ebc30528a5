"""Small things a polished window does: named controls for screen readers, file dialogs that open in
the home folder, plain words in the Documents section, a search hit that leaves the branch alone."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.docs.db import Library
from app.docs.indexer import Progress
from app.engine.client import EngineClient
from tests.app.fake_engine import FakeEngine
from tests.ui.test_preferences import open_preferences
from tests.ui.window_helpers import Start, send
from ui import file_dialogs
from ui.features.documents_panel import DocumentsPanel, describe
from ui.features.server_panel import ServerControl, ServerDialog
from ui.models.catalog_view import make_tree
from ui.status_bar import MARGIN
from ui.wiring import documents as documents_wiring


def test_the_three_unnamed_controls_have_names(qtbot: QtBot, launch: Start, tmp_path: Path) -> None:
    window = launch().window
    preferences = open_preferences(qtbot, window)
    assert preferences.tabs.accessibleName() and preferences.tabs.tabBar().accessibleName()
    preferences.close()
    dialog = ServerDialog(ServerControl(EngineClient(), tmp_path / "local-server.json"))
    qtbot.addWidget(dialog)
    assert dialog.port.accessibleName() == "Port" and dialog.port.lineEdit().accessibleName() == "Port number"
    host = QWidget()
    qtbot.addWidget(host)
    assert make_tree(host, ["Name", "Size"], "Installed models").header().accessibleName() == \
        "Installed models columns"


def test_the_attach_dialog_opens_in_the_home_folder(qtbot: QtBot, launch: Start, embed_model: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    window = launch().window
    opened: list[str] = []
    monkeypatch.setattr(file_dialogs, "open_file_names",
                        lambda parent, title, folder="", *rest: (opened.append(folder), [])[1])
    monkeypatch.setattr(file_dialogs, "existing_directory",
                        lambda parent, title, folder="", *rest: (opened.append(folder), "")[1])
    [attach] = [b for b in window.composer.box.findChildren(documents_wiring.QToolButton) if b.text() == "Attach"]
    attach.click()
    panel = window.findChild(DocumentsPanel)
    assert panel is not None
    panel.add_button.click()
    assert opened == [str(Path.home()), str(Path.home())]  # never the program's folder


def test_the_documents_section_says_passages() -> None:
    library = Library(1, "notes", "/home/sam/notes", "folder", None, files=3, skipped=0, chunks=12, chars=900)
    assert describe(library, None) == "notes — 3 files, 12 passages"
    indexing = Progress(1, "indexing", 1, 3, 4, 0, 1, None)
    assert "4 passages" in describe(library, indexing) and "chunk" not in describe(library, indexing)


def test_eject_sits_beside_the_model_name_on_a_wide_window(qtbot: QtBot, launch: Start) -> None:
    window = launch().window
    window.resize(1800, 900)
    window.show()
    qtbot.waitExposed(window)
    switcher = window.switcher
    qtbot.waitUntil(lambda: switcher.eject_button.isVisible())
    gap = switcher.eject_button.x() - (switcher.button.geometry().right() if switcher.badge.isHidden()
                                        else switcher.badge.geometry().right())
    assert 0 < gap <= 24, gap  # the layout's spacing, not the width of the window


def test_a_search_hit_on_another_branch_keeps_the_current_one(qtbot: QtBot, launch: Start,
                                                               engine: FakeEngine) -> None:
    window = launch().window
    engine.enqueue("Paris.")
    send(qtbot, window, "the capital of France")
    question = window.controller.thread_items()[0].message
    engine.enqueue("Rome.")
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        window.controller.edit_message(question.id, "the capital of Italy")
    cid = window.controller.current_conversation
    assert cid is not None
    [hit] = [h for h in window.controller.search("France") if h.role == "user"]
    window.open_search_hit(cid, hit.message_id)
    shown = [i.message.content for i in window.controller.thread_items()]
    assert shown == ["the capital of Italy", "Rome."]  # looking it up did not switch branches
    bar = window.chat.notice_bar
    assert "another version" in bar.text() and bar.action_button.text() == "Show that version"
    bar.action_button.click()
    assert [i.message.content for i in window.controller.thread_items()] == ["the capital of France", "Paris."]


def test_the_status_line_keeps_a_margin_and_elides_at_the_smallest_size(qtbot: QtBot, launch: Start,
                                                                         engine: FakeEngine) -> None:
    window = launch().window
    with qtbot.waitSignal(engine.measured):  # the reply, then the conversation measured as it ended
        send(qtbot, window, "hello")
    status = window.status
    long_speed = "48.3 tok/s · first token 0.21 s · and then a great deal more that cannot fit anywhere"
    status.speed_label.setText(long_speed)
    window.resize(window.minimumSize())
    window.show()
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()
    shown = [w for w in status.findChildren(QWidget) if w.isVisible() and w.parentWidget() is status]
    right = max(w.geometry().right() for w in shown)
    left = min(w.geometry().left() for w in shown)
    assert status.width() - 1 - right >= MARGIN and left >= MARGIN  # nothing touches the window's edges
    assert status.speed_label.shown_text().endswith("…") and status.speed_text() == long_speed
    assert long_speed in status.speed_label.toolTip()  # the whole text is a hover away
    window.resize(1800, 600)
    QApplication.processEvents()
    assert status.speed_label.shown_text() == long_speed


def test_the_server_key_placeholder_is_not_cut(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = ServerDialog(ServerControl(EngineClient(), tmp_path / "local-server.json"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    key = dialog.key
    assert key.text() == "" and key.placeholderText().startswith("No key")
    assert key.width() - 16 >= key.fontMetrics().horizontalAdvance(key.placeholderText())


def test_a_reply_waiting_behind_the_local_server_says_so(qtbot: QtBot, launch: Start, engine: FakeEngine,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    window = launch().window
    turns = window.controller.turns
    assert turns.sharing() == ""  # the server is off: the window is the engine's only client
    monkeypatch.setattr(ServerControl, "running", property(lambda _self: True))  # serving another program
    engine.ahead, engine.hold = 1, True
    with qtbot.waitSignal(turns.reply_status, timeout=3000) as status:
        window.controller.send("are you there?")
    assert status.args is not None
    assert status.args[2] == ("Waiting: the model is answering another program's request (the local server) "
                              "(1 request ahead)…")
    with qtbot.waitSignal(turns.reply_finished, timeout=3000):
        window.controller.stop()
