"""The window in German (the longest words), Japanese and Arabic: every label, button and field shows
its whole text at the usual size and at the smallest, and Arabic mirrors the window (the sidebar on the
right, text from the right). Screenshots land in the shots folder (look at them: tests/ui/widget_shots.py)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.qt.i18n import translate
from tests.app.fake_engine import FakeEngine
from tests.ui.test_layout import layout_problems
from tests.ui.window_helpers import Start, send, shot


def _settle() -> None:
    for _ in range(3):  # layout requests raise more layout requests
        QApplication.processEvents()


# QSplitter lays its last pane out one pixel past its own edge when mirrored (Qt 6.11, any language)
_MIRRORED_SPLITTER = re.compile(r"QRect\((\d+), 0, (\d+), \d+\) sticks out of QSplitter\(.*\) "
                                r"PySide6\.QtCore\.QRect\(0, 0, (\d+), \d+\)$")


def _problems(windows: list[QWidget]) -> list[str]:
    found = [f"{type(w).__name__}: {p}" for w in windows for p in layout_problems(w)]
    if QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft:
        found = [p for p in found if not ((m := _MIRRORED_SPLITTER.search(p))
                                          and int(m[1]) + int(m[2]) == int(m[3]) + 1)]
    return found


@pytest.mark.parametrize("language", ["de", "ja", "ar"], indirect=True)
def test_nothing_is_cut_and_arabic_mirrors(language: str, qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    window = launch().window
    engine.enqueue("Eine Antwort · 返信 · رد")
    send(qtbot, window, "Hello")
    shown = window.chat_view.browser.toPlainText()  # the reply's details speak the language too
    finished = translate("Provenance", "finished")
    assert finished != "finished" and finished in shown and " · finished" not in shown, shown[-200:]
    window.set_settings_visible(True)
    window.resize(1280, 800)
    preferences = window.dialogs.show_preferences()
    assert preferences is not None
    window.open_models("get")
    _settle()
    assert window.models is not None
    windows: list[QWidget] = [window, preferences, window.models.window]
    for w in windows:
        shot(w, f"i18n_{language}_{type(w).__name__}")
    problems = _problems(windows)
    window.resize(window.minimumSize())
    _settle()
    shot(window, f"i18n_{language}_smallest")
    problems += _problems([window])
    assert problems == [], "\n".join(problems)
    rtl = language == "ar"
    assert QApplication.layoutDirection() == (Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight)
    assert window.layoutDirection() == QApplication.layoutDirection()
    sidebar_x = window.sidebar.mapTo(window, QPoint(0, 0)).x()
    assert (sidebar_x > window.width() // 2) == rtl  # the conversations on the right in Arabic


def test_an_arabic_reply_reads_right_to_left_and_its_code_left_to_right(qtbot: QtBot, launch: Start,
                                                                         engine: FakeEngine) -> None:
    """Each paragraph takes its direction from its own words (Hebrew too, and a mixed line by its first
    strong letter); code stays left to right even when it starts with an Arabic comment."""
    window = launch().window
    engine.enqueue("مرحبا! هذا رد بالعربية مع كلمة Hearth في وسطه.\n\n"
                   "```python\n# تعليق بالعربية\nprint(\"مرحبا\")\n```\n\n"
                   "שלום, זו תשובה בעברית.\n\nAnd an English line after them.")
    send(qtbot, window, "Write in Arabic")  # QtTest types ASCII only
    shot(window, "i18n_rtl_reply")
    directions: dict[str, Qt.LayoutDirection] = {}
    block = window.chat_view.browser.document().begin()
    while block.isValid():
        directions[block.text().strip()] = block.textDirection()
        block = block.next()

    def direction(start: str) -> Qt.LayoutDirection:
        return next(d for text, d in directions.items() if text.startswith(start))

    assert direction("مرحبا!") == Qt.LayoutDirection.RightToLeft
    assert direction("# تعليق") == Qt.LayoutDirection.LeftToRight
    assert direction("print(") == Qt.LayoutDirection.LeftToRight
    assert direction("שלום") == Qt.LayoutDirection.RightToLeft
    assert direction("And an English") == Qt.LayoutDirection.LeftToRight
