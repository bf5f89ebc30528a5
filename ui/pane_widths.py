"""The panes' least widths from what their words need, measured in the window at its least size.

The floors (the sidebar 150 px, the chat 300, the chat's settings 200; 660 for the window) were set for
English; German's words are longer ("Ordner hinzufügen", "Werkzeuge"), and a button narrower than its
words cuts them. Once the window shows with every feature's buttons, it is laid out at its least size
(synchronously: a shown window's layouts follow a resize at once, before anything paints); a pane where
a button, a one-line label or a scrolling content is narrower than it needs gets that much wider, and the
window's least width follows. In English nothing is short, and nothing changes.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QLabel, QScrollArea, QWidget

from ui.main_window import MainWindow


def shortfall(pane: QWidget) -> int:
    """How many pixels the widest cut text of `pane` lacks (0 when nothing is cut)."""
    short = 0
    for widget in pane.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and not widget.wordWrap()
                                                    and widget.text()):
            short = max(short, widget.minimumSizeHint().width() - widget.width())
        elif isinstance(widget, QScrollArea) and widget.widget() is not None:
            inner = widget.widget()
            assert inner is not None
            short = max(short, inner.minimumSizeHint().width() - widget.viewport().width())
    return short


def fit_panes(window: MainWindow) -> None:
    """Widen the panes (and the window's least width) until nothing is cut at the least size."""
    splitter = window.splitter
    size = window.size()
    panes = [pane for pane in (splitter.widget(i) for i in range(splitter.count())) if pane is not None]
    hidden = [pane for pane in panes if pane.isHidden()]  # the chat's settings, say: they may show later
    for pane in hidden:
        pane.show()
    for _ in range(8):  # the cut is shared by a row's buttons, and a wider pane narrows another: settle
        window.resize(window.minimumSize())
        grown = False
        for pane in panes:
            short = shortfall(pane)
            if short > 0:
                pane.setMinimumWidth(max(pane.minimumWidth(), pane.width() + short))
                grown = True
        if not grown:
            break
        total = splitter.handleWidth() * (len(panes) - 1) + sum(pane.minimumWidth() for pane in panes)
        window.setMinimumWidth(max(window.minimumWidth(), total))
    for pane in hidden:
        pane.hide()
    window.resize(size.expandedTo(window.minimumSize()))
