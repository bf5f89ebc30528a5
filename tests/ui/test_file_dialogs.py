"""Hearth's file dialogs (ui/file_dialogs): Qt's own dialog, which the offscreen platform gets like a plain
X11 session does, shows whole dates and types (its columns were sized for Qt's sample strings, or restored
from its own saved state, and cut "28 11 2026 15:21" to "28 11 2…6 15:21"), every dialog of the window goes
through them, and each gives back what the person chose."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QTreeView
from pytestqt.qtbot import QtBot

from ui import file_dialogs

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _own_qt_settings(tmp_path: Path) -> Iterator[None]:
    """Qt's dialog keeps its history and columns in QtProject.conf: a folder of the test's, not the user's."""
    fmt, scope = QSettings.Format.NativeFormat, QSettings.Scope.UserScope
    QSettings.setPath(fmt, scope, str(tmp_path / "qt-settings"))
    yield
    home = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    QSettings.setPath(fmt, scope, home)


def _loaded_tree(qtbot: QtBot, dialog: QFileDialog) -> QTreeView:
    qtbot.addWidget(dialog)
    dialog.show()
    tree = dialog.findChild(QTreeView, "treeView")
    assert tree is not None  # Qt's own dialog, as on a desktop without a native one
    model = tree.model()
    qtbot.waitUntil(lambda: model.rowCount(tree.rootIndex()) > 0)
    return tree


@pytest.mark.parametrize("mode", [QFileDialog.FileMode.ExistingFiles, QFileDialog.FileMode.AnyFile,
                                  QFileDialog.FileMode.Directory])
def test_dates_sizes_and_types_are_shown_whole(qtbot: QtBot, tmp_path: Path, mode: QFileDialog.FileMode) -> None:
    (tmp_path / "notes from the meeting.txt").write_text("x" * 5000)
    (tmp_path / "a folder").mkdir()
    dialog = file_dialogs.file_dialog(None, "Pick", str(tmp_path), mode=mode)
    tree = _loaded_tree(qtbot, dialog)
    model, header = tree.model(), tree.header()
    for row in range(model.rowCount(tree.rootIndex())):
        for column in (1, 2, 3):
            text = str(model.index(row, column, tree.rootIndex()).data() or "")
            assert header.sectionSize(column) >= tree.fontMetrics().horizontalAdvance(text) + 6, (column, text)
    assert header.sectionSize(0) >= tree.fontMetrics().horizontalAdvance("notes from the meeting.txt")


def _answer(qtbot: QtBot, pick: Callable[[QFileDialog], None]) -> None:
    """Once the modal dialog is up, choose with `pick` and accept (as a person would)."""
    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog) or not dialog.isVisible():
            QTimer.singleShot(20, act)
            return
        pick(dialog)
        dialog.accept()
    QTimer.singleShot(0, act)


def test_each_dialog_gives_back_what_was_chosen(qtbot: QtBot, tmp_path: Path) -> None:
    first, second = tmp_path / "one.json", tmp_path / "two.json"
    first.write_text("{}")
    second.write_text("{}")
    _answer(qtbot, lambda d: d.selectFile(str(first)))
    assert file_dialogs.open_file_name(None, "Open", str(tmp_path), "JSON (*.json);;All files (*)") == str(first)
    _answer(qtbot, lambda d: d.selectFile(f'"{first.name}" "{second.name}"'))
    assert sorted(file_dialogs.open_file_names(None, "Open", str(tmp_path))) == [str(first), str(second)]
    _answer(qtbot, lambda d: d.selectFile(str(tmp_path / "export.md")))
    assert file_dialogs.save_file_name(None, "Save", str(tmp_path / "chat.json"), "JSON (*.json);;Markdown (*.md)",
                                       "Markdown (*.md)") == (str(tmp_path / "export.md"), "Markdown (*.md)")
    (tmp_path / "docs").mkdir()
    _answer(qtbot, lambda d: d.selectFile(str(tmp_path / "docs")))
    assert file_dialogs.existing_directory(None, "Folder", str(tmp_path)) == str(tmp_path / "docs")
    _answer(qtbot, lambda d: d.reject())
    assert file_dialogs.open_file_names(None, "Open", str(tmp_path)) == []


def test_every_file_dialog_of_the_window_goes_through_the_helper() -> None:
    direct = [str(p.relative_to(ROOT)) for p in (ROOT / "ui").rglob("*.py")
              if p.name != "file_dialogs.py" and re.search(r"QFileDialog\b", p.read_text(encoding="utf-8"))]
    assert direct == []
