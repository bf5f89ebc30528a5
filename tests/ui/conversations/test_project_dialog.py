"""The project dialog in the real window: instructions past the limit are cut and said, a project that cannot be
made or changed is said in its own words, and the dialog stays open with what the person typed."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.store.projects import MAX_INSTRUCTIONS
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start
from ui.wiring.projects import ProjectsUi


def test_long_instructions_are_cut_and_said_and_a_failed_save_keeps_the_dialog_and_its_text(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    hearth = launch()
    window, store, projects = hearth.window, hearth.store, hearth.projects
    ui = window.findChild(ProjectsUi)
    assert isinstance(ui, ProjectsUi) and projects is not None
    too_long = "Be brief. " * (MAX_INSTRUCTIONS // 10 + 5)
    assert projects.create("Thesis", instructions=too_long) is None  # said, and nothing made
    assert "instructions hold at most 20,000 characters" in window.chat.notice_bar.text()
    assert store.projects.all() == []

    ui.new_project()
    dialog = ui.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.name.setText("Thesis")
    dialog.instructions.setPlainText(too_long)  # a paste past the limit: cut there, and said
    assert dialog.instructions.toPlainText() == too_long[:MAX_INSTRUCTIONS]
    assert "at most 20,000 characters: the rest was cut" in dialog.problem.text() and dialog.problem.isVisible()
    dialog.accept()
    assert not dialog.isVisible()
    [thesis] = store.projects.all()
    assert thesis.instructions == too_long[:MAX_INSTRUCTIONS].strip()

    ui.edit(thesis.id)  # the project deleted meanwhile: said, and the dialog stays open with the changes
    dialog = ui.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.instructions.setPlainText("Cite every source.")
    store.projects.delete(thesis.id)
    dialog.accept()
    assert dialog.isVisible() and dialog.instructions.toPlainText() == "Cite every source."
    assert "That project no longer exists." in window.chat.notice_bar.text()
    dialog.reject()


def test_deleting_a_project_says_its_memories_go_with_its_chats(qtbot: QtBot, launch: Start) -> None:
    hearth = launch()
    ui = hearth.window.findChild(ProjectsUi)
    assert isinstance(ui, ProjectsUi) and hearth.projects is not None
    sea = hearth.projects.create("Sea")
    assert sea is not None
    said: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        said.append(box.informativeText())
        box.reject()
    QTimer.singleShot(0, answer)
    ui.delete(sea.id)
    assert said == ["It has 0 chats. Kept, they become loose chats and the project's memories apply to every chat. "
                    "Deleted with its chats, the project's memories are deleted too."]
    assert [p.name for p in hearth.store.projects.all()] == ["Sea"]  # cancelled: nothing deleted


def test_the_default_model_is_offered_by_the_pickers_words_and_kept_by_its_folder_name(
        qtbot: QtBot, launch: Start) -> None:
    hearth = launch()
    ui = hearth.window.findChild(ProjectsUi)
    assert isinstance(ui, ProjectsUi)
    choices = [c for c in hearth.window.switcher.choices() if c.available]
    assert any(c.kind == "demo" for c in choices)
    ui.new_project()
    dialog = ui.dialog
    assert dialog is not None
    offered = {dialog.model.itemData(n): dialog.model.itemText(n) for n in range(1, dialog.model.count())}
    assert offered == {c.name: c.label for c in choices}  # the demo said in words, not as its folder
    demo = next(c for c in choices if c.kind == "demo")
    dialog.name.setText("Garden")
    dialog.model.setCurrentIndex(dialog.model.findData(demo.name))
    dialog.accept()
    [garden] = hearth.store.projects.all()
    assert garden.model == demo.name  # what `main.py chat --project Garden` finds whatever the window's language
    dialog.deleteLater()
