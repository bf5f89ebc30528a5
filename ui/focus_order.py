"""Tab follows the screen: the sidebar top to bottom (New chat, the conversations or the search, the
libraries and their buttons), then the model bar, the notices, the conversation and its messages' actions,
whatever sits above the message box (an edit banner, attachment chips), the message box, the buttons under
it (Attach, Image, Tools, Think…) and Send or Stop, then the chat's settings when they are shown and the
status line's buttons, and round again. Shift+Tab walks the same stops backwards.

Why the window walks its own list (`MainWindow.focusNextPrevChild` asks `step`) rather than Qt's chain:
the chain is the order widgets were made in, not the one they are shown in, and Qt 6 stops on a widget
whose focus proxy lives elsewhere — the chat pane and the composer hand their focus to the message box —
so Tab from the last button under the message box went back into the box and never reached the sidebar.
The list is made at each press from what is visible and enabled now, so a panel that opens or a button
that appears (a notice's action, Stop) is in its place without anyone re-chaining.

In the conversation, Tab goes from one message action to the next (Copy, Edit, Regenerate, Continue,
the version arrows, Sources) in reading order before it leaves: a QTextBrowser with keyboard-accessible
links does that itself, and marks the focused action.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QStackedWidget, QTextBrowser, QWidget

from ui.chat.chat_pane import ChatPane


def make_tabbable(browser: QTextBrowser) -> None:
    """Let Tab reach a transcript and walk its links (message actions) one by one."""
    browser.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    browser.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)


def takes_tab(widget: QWidget) -> bool:
    """Whether Tab may stop on `widget` now: shown, enabled, taking Tab focus, not handing it on to a proxy."""
    return (widget.isVisible() and widget.isEnabled() and widget.focusProxy() is None
            and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus))


def panel_stops(root: QWidget) -> list[QWidget]:
    """`root`'s Tab stops in reading order: rows top to bottom, each left to right. A container with stops
    inside (a scroll area around a form) is not one itself."""
    found = [w for w in root.findChildren(QWidget) if takes_tab(w)]
    stops = [w for w in found if not any(other is not w and w.isAncestorOf(other) for other in found)]
    return reading_order(stops, root)


def reading_order(widgets: Sequence[QWidget], root: QWidget) -> list[QWidget]:
    """`widgets` by rows (a widget starting above the middle of the row's first one joins that row), each
    row left to right; where they are in `root` decides, not the order they were made in."""
    placed = sorted(((w.mapTo(root, QPoint(0, 0)), w) for w in widgets), key=lambda p: p[0].y())
    rows: list[list[tuple[QPoint, QWidget]]] = []
    for point, widget in placed:
        if rows and point.y() < rows[-1][0][0].y() + rows[-1][0][1].height() // 2:
            rows[-1].append((point, widget))
        else:
            rows.append([(point, widget)])
    return [w for row in rows for _, w in sorted(row, key=lambda p: p[0].x())]


def chat_stops(chat: ChatPane) -> list[QWidget]:
    """The chat pane top to bottom: the model bar, the notices, the conversation, the composer."""
    composer, view = chat.composer, chat.chat_view
    box = [composer.input, *composer.tool_buttons(), composer.send_button, composer.stop_button]
    above_box = [w for w in panel_stops(composer) if w not in box and not composer.box.isAncestorOf(w)]
    transcript = [view.browser, *(w for w in panel_stops(view) if not view.browser.isAncestorOf(w))]
    header = [w for w in panel_stops(chat) if not any(part.isAncestorOf(w) or part is w for part in
                                                      (chat.notice_bar, chat.undo_bar, view, composer))]
    ordered = [*header, *panel_stops(chat.notice_bar), *panel_stops(chat.undo_bar), *transcript, *above_box, *box]
    return [w for w in dict.fromkeys(ordered) if takes_tab(w)]


def window_stops(sidebar: QWidget, centre: QStackedWidget, right: QWidget, status: QWidget) -> list[QWidget]:
    """Every Tab stop of the window, left to right and top to bottom."""
    page = centre.currentWidget()
    middle = chat_stops(page) if isinstance(page, ChatPane) else panel_stops(page) if page is not None else []
    return [*panel_stops(sidebar), *middle, *panel_stops(right), *panel_stops(status)]


def step(stops: Sequence[QWidget], current: QWidget | None, forward: bool) -> QWidget | None:
    """The stop after (or before) `current`, round the ends; None when `current` is none of them (a
    widget inside a stop counts as that stop) or there is nowhere else to go."""
    if not stops or current is None:
        return None
    here = next((i for i, w in enumerate(stops) if w is current), None)
    if here is None:
        here = next((i for i, w in enumerate(stops) if w.isAncestorOf(current)), None)
    if here is None:
        return None
    target = stops[(here + (1 if forward else -1)) % len(stops)]
    return None if target is current else target
