from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.store import SearchHit, Store
from tests.ui.widget_shots import shoot_both
from ui.conversations.search_panel import HIT_ROLE, SearchPanel


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "conversations.sqlite3") as s:
        yield s


@pytest.fixture
def ids(store: Store) -> dict[str, int]:
    trip = store.create_conversation("Trip to Lisbon")
    q = store.add_message(trip.id, "user", "Where should I eat pastéis de nata in Lisbon?", None)
    a = store.add_message(trip.id, "assistant", "Try the bakery in Belém, the original <b>recipe</b>.", q.id)
    code = store.create_conversation("Python help")
    p = store.add_message(code.id, "user", "How do decorators work in Python?", None)
    return {"trip": trip.id, "question": q.id, "answer": a.id, "code": code.id, "python": p.id}


@pytest.fixture
def panel(qtbot: QtBot, store: Store) -> SearchPanel:
    p = SearchPanel(store.search)
    qtbot.addWidget(p)
    p.resize(320, 400)
    with qtbot.waitExposed(p):
        p.show()
    return p


def hits(panel: SearchPanel) -> list[SearchHit]:
    return [panel.model.index(row).data(HIT_ROLE) for row in range(panel.model.rowCount())]


def test_typing_finds_and_click_opens(qtbot: QtBot, panel: SearchPanel, ids: dict[str, int]) -> None:
    assert "Type to search" in panel.status_label.text()
    qtbot.keyClicks(panel.query_edit, "belem")  # QTest types ASCII only; the index folds accents
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1, timeout=2000)
    hit = hits(panel)[0]
    assert (hit.conversation_id, hit.message_id) == (ids["trip"], ids["answer"])
    assert "<b>Belém</b>" in hit.snippet_html()
    assert "&lt;b&gt;recipe" in hit.snippet_html()  # message text stays text
    assert panel.status_label.text() == "1 result"
    assert "Trip to Lisbon" in panel.model.index(0).data(Qt.ItemDataRole.AccessibleTextRole)

    rect = panel.results.visualRect(panel.model.index(0))
    with qtbot.waitSignal(panel.open_requested) as blocker:
        qtbot.mouseClick(panel.results.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args == [ids["trip"], ids["answer"]]


def test_enter_opens_first_hit_and_down_enter_opens_selected(
    qtbot: QtBot, panel: SearchPanel, ids: dict[str, int]
) -> None:
    panel.focus_query()
    qtbot.keyClicks(panel.query_edit, "lisbon")
    with qtbot.waitSignal(panel.open_requested) as blocker:  # Enter before the pause: searches first
        qtbot.keyClick(panel.query_edit, Qt.Key.Key_Return)
    assert blocker.args == [ids["trip"], ids["question"]]

    panel.query_edit.setText("in")  # both conversations
    panel.run_search()
    assert panel.model.rowCount() == 3
    qtbot.keyClick(panel.query_edit, Qt.Key.Key_Down)
    qtbot.keyClick(panel.results, Qt.Key.Key_Down)
    expected = hits(panel)[1]
    with qtbot.waitSignal(panel.open_requested) as blocker:
        qtbot.keyClick(panel.results, Qt.Key.Key_Return)
    assert blocker.args == [expected.conversation_id, expected.message_id]


@pytest.mark.parametrize("query", ['"', "AND OR NEAR(", "-:*", "\x00 nul", "zzzznotthere", "🙂", "((("])
def test_weird_input_shows_no_results(
    qtbot: QtBot, panel: SearchPanel, ids: dict[str, int], query: str
) -> None:
    panel.query_edit.setText(query)
    qtbot.waitUntil(lambda: "No results" in panel.status_label.text(), timeout=2000)
    assert panel.model.rowCount() == 0
    assert not panel.results.isVisibleTo(panel)
    with qtbot.assertNotEmitted(panel.open_requested):
        qtbot.keyClick(panel.query_edit, Qt.Key.Key_Return)


def test_failing_search_is_reported_not_raised(qtbot: QtBot) -> None:
    def broken(query: str) -> list[SearchHit]:
        raise RuntimeError("database is locked")

    panel = SearchPanel(broken)
    qtbot.addWidget(panel)
    panel.query_edit.setText("x")
    panel.run_search()
    assert panel.status_label.text() == "Search failed: database is locked"


def test_screenshots(qtbot: QtBot, store: Store, ids: dict[str, int]) -> None:
    def build() -> SearchPanel:
        p = SearchPanel(store.search)
        p.resize(320, 300)
        p.query_edit.setText("in")
        p.run_search()
        return p

    shoot_both("search_panel", build, qtbot)

    def empty() -> SearchPanel:
        p = SearchPanel(store.search)
        p.resize(320, 160)
        p.query_edit.setText("nothing here")
        p.run_search()
        return p

    shoot_both("search_panel_no_results", empty, qtbot)
