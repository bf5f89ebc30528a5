"""Documents in the window (scripted fake engine, real embedding model, real SQLite): the window stays
responsive while a folder is indexed, an attached file grounds the next reply, its citation shows the
passage, and a pasted path attaches."""

from __future__ import annotations

import itertools
import sqlite3
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDropEvent, QGuiApplication
from pytestqt.qtbot import QtBot

from app.docs.indexer import Progress
from app.system.paths import resolve_paths
from tests.app.docs_corpus import make_corpus, make_many
from tests.app.fake_engine import FakeEngine
from tests.ui.widget_shots import distinct_colours, shows_every_line
from tests.ui.window_helpers import Start, desktop_shot, send, shot, transcript
from ui.features import embedder_build
from ui.features.attachment_chips import AttachmentChips
from ui.features.documents_panel import DocumentsPanel
from ui.wiring.documents import SourceDialog, _ComposerFiles, pasted_path

FREEZE_S = 2.0  # the generous bound: catches a window frozen for seconds, never a slow machine


def test_window_stays_responsive_while_a_folder_is_indexed(qtbot: QtBot, launch: Start, tmp_path: Path,
                                                           embed_model: Path) -> None:
    hearth = launch()
    docs = hearth.documents
    assert docs is not None
    folder = make_many(tmp_path / "folder", 16, paragraphs=4)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    panel = _panel(hearth)
    assert not panel.pause_button.isEnabled() and not panel.cancel_button.isEnabled()  # nothing to stop yet
    states: list[str] = []
    panel_texts: set[str] = set()
    cancel_enabled: list[bool] = []
    docs.progress.connect(lambda p: (states.append(p.state), panel_texts.add(_panel_text(hearth)),
                                     cancel_enabled.append(panel.cancel_button.isEnabled())))
    library_id = docs.add_folder(folder)
    assert library_id is not None
    qtbot.waitUntil(lambda: "done" in states, timeout=120_000)
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) > 20 and max(gaps) < FREEZE_S, max(gaps)
    assert any("indexing:" in text for text in panel_texts)
    assert any(cancel_enabled)  # while it indexed, Cancel could stop it
    qtbot.waitUntil(lambda: "16 files" in _panel_text(hearth), timeout=5000)
    assert not panel.pause_button.isEnabled() and not panel.cancel_button.isEnabled()
    shot(hearth.window, "documents-indexed")


def _panel(hearth: object) -> DocumentsPanel:
    panel = hearth.window.findChild(DocumentsPanel)  # type: ignore[attr-defined]
    assert isinstance(panel, DocumentsPanel)
    return panel


def _panel_text(hearth: object) -> str:
    panel = _panel(hearth)
    return " | ".join(panel.list.item(i).text() for i in range(panel.list.count()))


def test_an_attached_file_grounds_the_reply_and_its_citation_shows_the_passage(
        qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path, embed_model: Path) -> None:
    hearth = launch()
    docs, window = hearth.documents, hearth.window
    assert docs is not None
    letter = tmp_path / "letter.txt"
    letter.write_text("Dear Sam,\n\nThe spare key is under the third flowerpot.\n\nBest, Alex\n", encoding="utf-8")
    done: list[Progress] = []
    docs.progress.connect(lambda p: done.append(p) if p.state == "done" else None)
    library_id = docs.attach(None, letter)  # a new chat, not saved yet
    qtbot.waitUntil(lambda: bool(done), timeout=60_000)
    assert "letter.txt (attached)" in _panel_text(hearth)
    engine.enqueue("It is under the third flowerpot [1].")
    send(qtbot, window, "Where is the spare key?")
    sent = engine.turns[-1].messages[-1].content
    assert "[1] letter.txt, line 1:" in sent and "third flowerpot" in sent
    assert sent.endswith("Question: Where is the spare key?")
    cid = window.controller.current_conversation
    assert cid and docs.documents.for_conversation(cid) == [library_id]  # the new chat adopted it
    assert "Sources: [1] letter.txt, line 1" in transcript(window)
    reply_id = window.chat_view.message_ids()[-1]
    window.chat_view.browser.anchorClicked.emit(QUrl(f"hearth:source/{reply_id}/1"))
    [dialog] = [d for d in window.findChildren(SourceDialog) if d.isVisible()]  # the click opened it
    assert "third flowerpot" in dialog.passage.toPlainText() and dialog.open_button.isEnabled()
    shot(window, "documents-cited-reply")
    dialog.close()
    qtbot.waitUntil(lambda: not window.findChildren(SourceDialog), timeout=2000)  # closed is gone, not hidden


def test_a_pasted_path_attaches(qtbot: QtBot, launch: Start, tmp_path: Path, embed_model: Path) -> None:
    hearth = launch()
    docs = hearth.documents
    assert docs is not None
    note = tmp_path / "note.md"
    note.write_text("# Note\n\nBuy oat milk.\n", encoding="utf-8")
    assert pasted_path(f"'{note}'") == note and pasted_path("not a path") is None
    QGuiApplication.clipboard().setText(str(note))
    composer = hearth.window.composer.input
    composer.setFocus()
    qtbot.keyClick(composer, "v", modifier=Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "note.md (attached)" in _panel_text(hearth), timeout=10_000)
    assert composer.toPlainText() == ""  # the path attached, it did not land in the message
    dropped = tmp_path / "dropped.txt"
    dropped.write_text("Dropped here.", encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(dropped))])
    drop = QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    # Qt delivers a drop only inside a real drag; the filter the composer's box has is handed the event.
    files = hearth.window.findChild(_ComposerFiles)
    assert files is not None and files.eventFilter(composer.viewport(), drop)
    qtbot.waitUntil(lambda: "dropped.txt (attached)" in _panel_text(hearth), timeout=10_000)
    assert composer.toPlainText() == ""


def test_removing_a_library_while_it_is_indexed_stops_it_quietly(qtbot: QtBot, launch: Start, tmp_path: Path,
                                                                  embed_model: Path) -> None:
    hearth = launch()
    docs = hearth.documents
    assert docs is not None
    errors: list[str] = []
    docs.notices.posted.connect(lambda notice: errors.append(notice.text))
    started: list[Progress] = []
    docs.progress.connect(lambda p: started.append(p) if p.embedded_files else None)
    library_id = docs.add_folder(make_many(tmp_path / "folder", 12, paragraphs=3))
    assert library_id is not None
    qtbot.waitUntil(lambda: bool(started), timeout=60_000)
    docs.remove(library_id)
    assert docs._thread is not None
    qtbot.waitUntil(lambda: not docs._thread.is_alive(), timeout=30_000)  # type: ignore[union-attr]
    assert errors == []
    assert docs.library(library_id) is None and "folder" not in _panel_text(hearth)


def test_a_restart_brings_libraries_up_to_date_reading_only_what_changed(
        qtbot: QtBot, launch: Start, tmp_path: Path, embed_model: Path) -> None:
    from ui import app as ui_app

    folder = make_many(tmp_path / "folder", 4, paragraphs=2)
    first = launch()
    assert first.documents is not None
    finished: list[Progress] = []
    first.documents.progress.connect(lambda p: finished.append(p) if p.state == "done" else None)
    first.documents.add_folder(folder)
    qtbot.waitUntil(lambda: bool(finished), timeout=60_000)
    assert finished[-1].embedded_files == 4
    ui_app.stop(first)

    (folder / "doc001.txt").write_text("File 1 now holds the code word giraffe.", encoding="utf-8")
    (folder / "new.txt").write_text("A new file with the code word okapi.", encoding="utf-8")
    second = launch(fake=FakeEngine(interval_ms=1))
    docs = second.documents
    assert docs is not None
    # `states` holds each library's latest progress (it may end before a signal could be connected here)
    qtbot.waitUntil(lambda: any(p.state == "done" for p in docs.states.values()), timeout=60_000)
    [resumed] = docs.states.values()  # nobody pressed Re-index
    assert resumed.embedded_files == 2 and resumed.files_done == 5  # the changed and the new file
    qtbot.waitUntil(lambda: "5 files" in _panel_text(second), timeout=5000)


def test_an_attachment_made_in_a_draft_stays_in_that_draft(qtbot: QtBot, launch: Start, engine: FakeEngine,
                                                           tmp_path: Path, embed_model: Path) -> None:
    """A file attached in an unsent new chat is no other chat's: not listed, not ticked, not adopted by the
    next chat sent in, and gone (no rows for the draft) after a restart."""
    from ui import app as ui_app

    hearth = launch()
    docs, window = hearth.documents, hearth.window
    assert docs is not None
    engine.enqueue("Hello.")
    send(qtbot, window, "An older chat")
    older = window.controller.current_conversation
    assert older
    window.controller.new_conversation()
    letter = tmp_path / "letter.txt"
    letter.write_text("Dear Sam,\n\nThe spare key is under the third flowerpot.\n\nBest, Alex\n", encoding="utf-8")
    done: list[Progress] = []
    docs.progress.connect(lambda p: done.append(p) if p.state == "done" else None)
    files = window.findChild(_ComposerFiles)
    assert files is not None
    files.attach([letter])  # as the Attach button, a drop or a pasted path does
    qtbot.waitUntil(lambda: bool(done), timeout=60_000)
    assert "letter.txt (attached)" in _panel_text(hearth)  # the draft shows it

    window.controller.open_conversation(older)
    assert "letter.txt" not in _panel_text(hearth)
    assert docs.used(older) == set() and all(lib.name != "letter.txt" for lib in docs.libraries(older))
    engine.enqueue("I don't know.")
    send(qtbot, window, "Where is the spare key?")
    assert "flowerpot" not in engine.turns[-1].messages[-1].content  # the older chat's reply never saw it
    assert docs.documents.for_conversation(older) == []

    window.controller.new_conversation()
    assert "letter.txt (attached)" in _panel_text(hearth)  # back in the draft, it is still there
    ui_app.stop(hearth)

    second = launch(fake=FakeEngine(interval_ms=1))
    assert second.documents is not None
    assert all(lib.name != "letter.txt" for lib in second.documents.libraries(None))
    assert "letter.txt" not in _panel_text(second)
    with sqlite3.connect(resolve_paths().documents_db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM libraries WHERE conversation_id = -1").fetchone() == (0,)
        assert conn.execute("SELECT COUNT(*) FROM conversation_libraries WHERE conversation_id = -1"
                            ).fetchone() == (0,)


def test_a_library_ticked_in_an_unsent_new_chat_grounds_its_first_message(
        qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path, embed_model: Path) -> None:
    """Ticked in the Documents list before the new chat's first message, a shared library stays ticked and is
    that chat's from its first message on (it silently unticked: the new chat has no id yet)."""
    hearth = launch()
    docs, window = hearth.documents, hearth.window
    assert docs is not None
    engine.enqueue("Hello.")
    send(qtbot, window, "An older chat")
    letter = tmp_path / "notes" / "letter.txt"
    letter.parent.mkdir()
    letter.write_text("Dear Sam,\n\nThe spare key is under the third flowerpot.\n\nBest, Alex\n", encoding="utf-8")
    done: list[Progress] = []
    docs.progress.connect(lambda p: done.append(p) if p.state == "done" else None)
    library_id = docs.add_folder(letter.parent)  # shared, and not used by the older chat
    qtbot.waitUntil(lambda: bool(done), timeout=60_000)
    window.controller.new_conversation()
    panel = _panel(hearth)
    item = panel.list.item(0)
    assert item.checkState() == Qt.CheckState.Unchecked
    item.setCheckState(Qt.CheckState.Checked)  # what a click on its box does
    assert panel.list.item(0).checkState() == Qt.CheckState.Checked  # the list was built again: still ticked
    engine.enqueue("It is under the third flowerpot [1].")
    send(qtbot, window, "Where is the spare key?")
    assert "third flowerpot" in engine.turns[-1].messages[-1].content
    cid = window.controller.current_conversation
    assert cid and docs.used(cid) == {library_id}
    window.controller.new_conversation()  # the next new chat starts with nothing ticked
    assert docs.used(None) == set() and panel.list.item(0).checkState() == Qt.CheckState.Unchecked


def test_a_greeting_in_a_chat_with_a_library_cites_nothing(qtbot: QtBot, launch: Start, engine: FakeEngine,
                                                          tmp_path: Path, embed_model: Path) -> None:
    hearth = launch()
    docs, window = hearth.documents, hearth.window
    assert docs is not None
    engine.enqueue("Hello.")
    send(qtbot, window, "A chat")
    cid = window.controller.current_conversation
    done: list[Progress] = []
    docs.progress.connect(lambda p: done.append(p) if p.state == "done" else None)
    docs.add_folder(make_corpus(tmp_path / "corpus"), cid)
    qtbot.waitUntil(lambda: bool(done), timeout=60_000)
    engine.enqueue("Hi! How can I help?")
    send(qtbot, window, "Hi there")
    assert engine.turns[-1].messages[-1].content == "Hi there"  # sent as typed, no passages
    assert "Sources" not in transcript(window)
    engine.enqueue("Press the red button [1].")
    send(qtbot, window, "How do I reset the router?")
    assert "red button" in engine.turns[-1].messages[-1].content and "Sources: [1] guide.md" in transcript(window)


def test_attach_on_a_fresh_home_prepares_document_search_with_progress_then_grounds_the_reply(
        qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path, embed_model: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """No embedding model yet (a plain `main.py` start): a small file is used at once, found by its words,
    and builds nothing; a larger one starts the build in the window, with its steps shown, and once it is
    built the file is embedded and grounds the reply. The build process is a stand-in that installs the
    model the session built for real (`main.py embed-model`, run by the `embed_model` fixture), printing
    steps as the real one does."""
    target = tmp_path / "fresh-cache" / "all-minilm-l6-v2"
    monkeypatch.setenv("HEARTH_EMBED_DIR", str(target))
    script = tmp_path / "build.py"
    script.write_text(
        "import shutil, sys, time\n"
        "print('Exporting the embedding model to ONNX (a few seconds)…', file=sys.stderr, flush=True)\n"
        "time.sleep(0.5)\n"  # the window shows this step (the real build takes seconds)
        f"shutil.copytree({str(embed_model)!r}, {str(target)!r})\n"
        f"print({str(target)!r})\n", encoding="utf-8")
    monkeypatch.setattr(embedder_build, "embed_build_command", lambda: (sys.executable, [str(script)]))
    hearth = launch()
    docs, window = hearth.documents, hearth.window
    assert docs is not None and not docs.documents.embedder_ready
    setup = _panel(hearth).setup
    libraries = _panel(hearth).list
    assert distinct_colours(libraries.viewport().grab().toImage()) > 1  # empty, it says what to do
    files = window.findChild(_ComposerFiles)
    assert files is not None

    letter = tmp_path / "letter.txt"
    letter.write_text("Dear Sam,\n\nThe spare key is under the third flowerpot.\n\nBest, Alex\n", encoding="utf-8")
    files.attach([letter])
    qtbot.waitUntil(lambda: "letter.txt (attached) — 1 file" in _panel_text(hearth), timeout=30_000)
    assert not setup.running and setup.isHidden()  # a small file needs no embedding model
    engine.enqueue("Under the third flowerpot [1].")
    send(qtbot, window, "Where is the spare key?")
    assert "third flowerpot" in engine.turns[-1].messages[-1].content
    assert "Sources: [1] letter.txt" in transcript(window)

    report = make_many(tmp_path / "report", 1, paragraphs=60) / "doc000.txt"
    assert report.stat().st_size > 16 * 1024
    with qtbot.waitSignal(setup.built, timeout=120_000):
        files.attach([report])
        assert setup.running and setup.isVisibleTo(window)
        qtbot.waitUntil(lambda: "Exporting the embedding model" in setup.label.text(), timeout=30_000)
        qtbot.waitUntil(lambda: shows_every_line(setup.label))  # every line of the step, in the narrow sidebar
        assert setup.cancel_button.text() != _panel(hearth).cancel_button.text()  # which Cancel is which
    assert setup.isHidden() and docs.documents.embedder_ready

    def text_only() -> int:
        with sqlite3.connect(resolve_paths().documents_db) as conn:
            return int(conn.execute("SELECT COUNT(*) FROM chunks WHERE length(vector) = 0").fetchone()[0])

    # The run after the build embeds what was indexed as text only (states may still hold the earlier run's
    # "done" for a moment, so wait on the passages themselves)
    qtbot.waitUntil(lambda: text_only() == 0 and all(p.state == "done" for p in docs.states.values()),
                    timeout=60_000)
    assert "doc000.txt (attached) — 1 file" in _panel_text(hearth)
    engine.enqueue("zebra0 [1].")
    send(qtbot, window, "What is the code word in file 0?")
    sent = engine.turns[-1].messages[-1].content
    assert "doc000.txt, line 1:\nFile 0 holds the code word zebra0." in sent


def test_attachments_show_as_chips_and_in_the_message_and_a_pasted_path_can_be_text(
        qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path, embed_model: Path) -> None:
    hearth = launch()
    window = hearth.window
    chips = window.findChild(AttachmentChips)
    assert chips is not None and chips.isHidden()  # nothing attached: no empty row
    note = tmp_path / "note.md"
    note.write_text("# Note\n\nBuy oat milk.\n", encoding="utf-8")
    composer = window.composer.input
    QGuiApplication.clipboard().setText(str(note))
    composer.setFocus()
    qtbot.keyClick(composer, "v", modifier=Qt.KeyboardModifier.ControlModifier)
    assert [c.text() for c in chips.chips.values()] == ["note.md  ×"] and not chips.isHidden()
    bar = window.chat.notice_bar
    assert bar.action_button.text() == "Paste as text instead"
    bar.action_button.click()  # the person meant the path itself
    assert composer.toPlainText() == str(note) and chips.chips == {} and chips.isHidden()
    assert "note.md" not in _panel_text(hearth)
    composer.clear()
    qtbot.keyClick(composer, "v", modifier=Qt.KeyboardModifier.ControlModifier)  # attached again, and sent
    engine.enqueue("Oat milk.")
    send(qtbot, window, "What should I buy?")
    sent = window.controller.thread_items()[0].message
    assert sent.provenance is not None and sent.provenance.attachments == ({"name": "note.md", "path": str(note)},)
    assert "Attached: note.md" in transcript(window)
    assert list(chips.chips) and not chips.isHidden()  # still this chat's: the chip stays
    engine.enqueue("Noted.")
    send(qtbot, window, "Anything else?")
    assert window.controller.thread_items()[2].message.provenance is None  # only the message it came with
    [chip] = chips.chips.values()
    chip.click()
    assert chips.isHidden() and "note.md" not in _panel_text(hearth)
    assert bar.action_button.text() == "Undo"
    bar.action_button.click()
    qtbot.waitUntil(lambda: "note.md (attached)" in _panel_text(hearth), timeout=10_000)
    assert [c.text() for c in chips.chips.values()] == ["note.md  ×"]
    window.controller.new_conversation()
    assert chips.isHidden()  # another chat: its attachments are not this one's


def test_a_library_follows_links_out_of_its_folder_once_its_menu_allows_it(
        qtbot: QtBot, launch: Start, tmp_path: Path, embed_model: Path) -> None:
    papers = tmp_path / "papers"
    papers.mkdir()
    (papers / "tides.txt").write_text("The spring tide peaks two days after the full moon.\n")
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "own.txt").write_text("Buy rope for the boat.\n")
    (folder / "papers").symlink_to(papers, target_is_directory=True)
    hearth = launch()
    docs = hearth.documents
    assert docs is not None
    finished: list[Progress] = []
    docs.progress.connect(lambda p: finished.append(p) if p.state == "done" else None)
    library_id = docs.add_folder(folder)
    assert library_id is not None
    qtbot.waitUntil(lambda: len(finished) == 1, timeout=60_000)
    panel = _panel(hearth)
    qtbot.waitUntil(lambda: "1 file, 1 passage, 1 skipped" in _panel_text(hearth), timeout=5000)
    assert "allow links out of this library" in panel.list.item(0).toolTip()
    assert "Right click the library" in panel.list.item(0).toolTip()

    menu = panel.library_menu(library_id)
    [follow] = menu.actions()
    assert follow.isCheckable() and not follow.isChecked() and follow.isEnabled()
    follow.trigger()  # what a click on the menu entry does
    qtbot.waitUntil(lambda: len(finished) == 2, timeout=60_000)
    qtbot.waitUntil(lambda: "2 files, 2 passages" in _panel_text(hearth), timeout=5000)
    assert "Links out of the folder are followed" in panel.list.item(0).toolTip()
    menu = panel.library_menu(library_id)
    assert menu.actions()[0].isChecked()
    menu.popup(panel.list.viewport().mapToGlobal(panel.list.visualItemRect(panel.list.item(0)).center()))
    desktop_shot("documents-links-out-menu", hearth.window, menu, menu.pos() - hearth.window.pos())
    menu.close()

    panel.library_menu(library_id).actions()[0].trigger()  # taken back: what the link brought in goes
    qtbot.waitUntil(lambda: len(finished) == 3, timeout=60_000)
    qtbot.waitUntil(lambda: "1 file, 1 passage, 1 skipped" in _panel_text(hearth), timeout=5000)
