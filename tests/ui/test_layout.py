"""Layout that holds: nothing clipped or overlapping at the smallest window (660×380, for a 683×450
screen), a comfortable line length on a wide one, version arrows big enough to hit, and no jump when
switching versions."""

from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QScrollBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start, send, shot
from ui.chat.chat_document import MEASURE_CHARS
from ui.empty_hint import hint_placement
from ui.main_window import MainWindow


def name(widget: QWidget) -> str:
    return f"{type(widget).__name__}({widget.accessibleName() or widget.objectName()})"


def _scrolled(widget: QWidget) -> bool:
    """Content of a scroll area (it may be taller than the view: it scrolls)."""
    parent = widget.parentWidget()
    grand = parent.parentWidget() if parent is not None else None
    return isinstance(grand, QAbstractScrollArea) and parent is grand.viewport()


def layout_problems(root: QWidget) -> list[str]:
    """Visible widgets that stick out of their parent, overlap a sibling, or are squeezed below what
    they need to show their text (a button narrower than its label, wrapped text taller than its label)."""
    problems: list[str] = []
    for parent in [root, *root.findChildren(QWidget)]:
        if not parent.isVisible() or (parent.isWindow() and parent is not root):
            continue
        kids = [k for k in parent.children() if isinstance(k, QWidget) and k.isVisible() and not k.isWindow()
                and not k.objectName().startswith("qt_")]
        for kid in kids:
            area = parent.rect()
            if _scrolled(kid):  # only as wide as the view: the panes scroll up and down, never sideways
                area = QRect(0, 0, parent.width(), max(parent.height(), kid.geometry().bottom() + 1))
            if not area.contains(kid.geometry()):
                problems.append(f"{name(kid)} {kid.geometry()} sticks out of {name(parent)} {parent.rect()}")
            need = kid.minimumSizeHint()
            if isinstance(kid, QAbstractButton | QComboBox | QLineEdit) and (
                    kid.width() < need.width() or kid.height() < need.height()):
                problems.append(f"{name(kid)} is {kid.size()}, needs {need}")
            if isinstance(kid, QLabel) and kid.text() and not kid.wordWrap() and kid.width() < need.width():
                problems.append(f"{name(kid)} '{kid.text()[:30]}' is cut: {kid.width()} < {need.width()}")
            if isinstance(kid, QLabel) and kid.wordWrap() and kid.heightForWidth(kid.width()) > kid.height():
                problems.append(f"{name(kid)} wraps to {kid.heightForWidth(kid.width())} px in {kid.height()}")
        for a, b in combinations([k for k in kids if not isinstance(k, QScrollBar)], 2):
            if a.geometry().intersects(b.geometry()):
                problems.append(f"{name(a)} {a.geometry()} overlaps {name(b)} {b.geometry()}")
    return problems


def test_nothing_is_clipped_or_overlapping_at_the_smallest_size(qtbot: QtBot, launch: Start,
                                                                engine: FakeEngine) -> None:
    window = launch().window
    send(qtbot, window, "A question that is long enough to wrap over a few lines in a narrow window, surely.")
    window.set_settings_visible(True)
    window.show_notice("A notice with an action, to see that it wraps and keeps its button.", "warning",
                       "Show downloads", lambda: None)
    temperature = window.settings_panel.edits["temperature"]
    temperature.clear()
    qtbot.keyClicks(temperature, "hot")  # a hint under the field, and the composer's reason
    window.settings_panel.commit()
    assert window.composer.blocked
    window.resize(1, 1)
    assert window.size() == window.minimumSize()
    # 683×450 less a title bar (30 px) and a panel (40 px): it was 720×460, wider and taller than such a screen
    assert window.size().width() <= 683 - 20 and window.size().height() <= 450 - 30 - 40
    for _ in range(3):  # layout requests raise more layout requests: let them settle
        QApplication.processEvents()
    shot(window, "window_smallest_size")
    assert window.splitter.sizes()[1] >= window.centre.minimumWidth()
    problems = layout_problems(window)
    assert problems == [], "\n".join(problems)
    for part in (window.composer.send_button, window.notice_bar, window.status):  # whole, on screen
        assert part.isVisible() and window.rect().contains(QRect(part.mapTo(window, QPoint(0, 0)), part.size()))
    hinted = [v for v in window.findChildren(QAbstractItemView) if v.isVisible() and hasattr(v, "EMPTY_TEXT")
              and v.model().rowCount() == 0]
    assert hinted  # Documents: its hint was cut mid-sentence at this size
    for view in hinted:
        area, text = hint_placement(view, view.EMPTY_TEXT)  # type: ignore[attr-defined]
        drawn = view.fontMetrics().boundingRect(area, Qt.TextFlag.TextWordWrap, text)
        assert text and view.viewport().rect().contains(drawn), text
    editor = window.composer.input
    assert editor.viewport().height() >= editor.placeholder_lines() * editor.fontMetrics().lineSpacing()
    box = window.settings_box
    assert box.scroll_area.verticalScrollBar().maximum() > 0  # the settings scroll instead of squeezing
    assert window.settings_panel.width() <= box.scroll_area.viewport().width()


def test_a_wide_window_keeps_a_comfortable_line_length_centred(qtbot: QtBot, launch: Start,
                                                               engine: FakeEngine) -> None:
    window = launch().window
    window.resize(1900, 1000)
    engine.enqueue(" ".join(["A long reply that goes on and on so it would spread across the whole window."] * 12))
    send(qtbot, window, "Say a lot.")
    shot(window, "window_wide")
    browser = window.chat_view.browser
    doc = browser.document()
    root = doc.rootFrame().frameFormat()
    assert root.leftMargin() == root.rightMargin() > 100  # centred
    layout = doc.documentLayout()
    reply = window.chat_view.frame_of(window.chat_view.message_ids()[-1])
    rect = layout.frameBoundingRect(reply)
    width_chars = rect.width() / browser.fontMetrics().averageCharWidth()
    assert width_chars <= MEASURE_CHARS + 2
    assert abs(rect.center().x() - doc.textWidth() / 2) < 40  # the text sits in the middle
    box = window.composer.box.geometry()
    assert abs(box.center().x() - window.composer.width() / 2) <= 2 and box.width() < 1000  # lined up
    window.resize(800, 600)
    qtbot.waitUntil(lambda: doc.rootFrame().frameFormat().leftMargin() == 16)  # narrow: the usual margin


def _arrow_span(window: MainWindow, href: str) -> tuple[int, int, int]:
    """(left, right, y) in the viewport of the link `href`: scanned with anchorAt, as a click finds it."""
    browser = window.chat_view.browser
    viewport = browser.viewport()
    hits = [(x, y) for y in range(0, viewport.height(), 2) for x in range(0, viewport.width(), 2)
            if browser.anchorAt(QPoint(x, y)) == href]
    assert hits, f"{href} not visible"
    y = sorted(hits, key=lambda h: h[1])[len(hits) // 2][1]
    xs = [x for x, hy in hits if hy == y]
    return min(xs), max(xs), y


def test_version_arrows_are_big_enough_and_switching_does_not_jump(qtbot: QtBot, launch: Start,
                                                                   engine: FakeEngine) -> None:
    window = launch().window
    for n in range(8):
        send(qtbot, window, f"Question {n}")
    engine.enqueue("Short answer.")
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        window.controller.regenerate()
    engine.enqueue(" ".join(["A much longer answer with many more words in it."] * 10))
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        window.controller.regenerate()
    window.chat.chat_view.version_requested.emit(window.chat_view.message_ids()[-1], -1)  # show the short one
    reply = window.chat_view.message_ids()[-1]
    assert window.controller.thread_items()[-1].message.content == "Short answer."
    bar = window.chat_view.browser.verticalScrollBar()
    assert bar.value() == bar.maximum()
    left, right, y = _arrow_span(window, f"hearth:version/{reply}/1")
    assert right - left >= 16, f"the arrow is {right - left} px wide"
    line = window.chat_view.browser.cursorRect(window.chat_view.browser.cursorForPosition(QPoint(left, y)))
    assert line.height() >= 20, f"the arrow's line is {line.height()} px high"
    shot(window, "window_version_arrows")
    with qtbot.waitSignal(window.controller.thread_changed):  # a real click on "›": the long version
        qtbot.mouseClick(window.chat_view.browser.viewport(), Qt.MouseButton.LeftButton,
                         pos=QPoint((left + right) // 2, y))
    now = window.chat_view.message_ids()[-1]
    assert now != reply and window.controller.thread_items()[-1].version_index == 2
    new_left, _new_right, new_y = _arrow_span(window, f"hearth:version/{now}/-1")  # ‹ 3/3 ›
    assert abs(new_y - y) <= 3, f"the arrows moved from y={y} to y={new_y}"
    assert new_left < left  # the same row: the arrow on the left of the one clicked

    # An earlier message: the thread below it changes completely, and its arrows still stay put.
    asked = [i.message for i in window.controller.thread_items() if i.message.role == "user"][4]
    with qtbot.waitSignal(window.controller.turns.reply_finished, timeout=5000):
        window.controller.edit_message(asked.id, "Question 4, asked again")
    edited = window.chat_view.message_ids()[-2]
    left, right, y = _arrow_span(window, f"hearth:version/{edited}/-1")
    with qtbot.waitSignal(window.controller.thread_changed):
        qtbot.mouseClick(window.chat_view.browser.viewport(), Qt.MouseButton.LeftButton,
                         pos=QPoint((left + right) // 2, y))
    assert window.chat_view.message_ids()[8] == asked.id and len(window.chat_view.message_ids()) == 16
    _left, _right, new_y = _arrow_span(window, f"hearth:version/{asked.id}/1")
    assert abs(new_y - y) <= 3, f"the arrows moved from y={y} to y={new_y}"
    assert bar.value() < bar.maximum() and not window.chat_view.is_following  # the rest is below, unread
