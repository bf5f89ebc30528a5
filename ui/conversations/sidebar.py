"""The left pane: the conversation list, or the search over every conversation.

`Sidebar` signals:
    back_requested(): "← Conversations" was pressed (the window closes search and refocuses).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QSplitter, QStackedWidget, QToolButton, QVBoxLayout, QWidget

from app.qt.i18n import translate
from app.store import SearchHit
from ui.conversations.conversation_list import ConversationList
from ui.conversations.search_panel import SearchPanel


class Sidebar(QStackedWidget):
    """Page 0: the conversations; page 1: search, with a way back (see the module doc)."""

    back_requested = Signal()

    def __init__(self, search: Callable[[str], list[SearchHit]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("Sidebar", "Sidebar"))
        self.setMinimumWidth(150)
        self.conversation_list = ConversationList(self)
        self.search_panel = SearchPanel(search, self)
        back = QToolButton(self)
        back.setText(translate("Sidebar", "← Conversations"))
        back.setAccessibleName(translate("Sidebar", "Back to conversations"))
        back.setToolTip(translate("Sidebar", "Close search (Esc)"))
        back.clicked.connect(self.back_requested)
        search_page = QWidget(self)
        layout = QVBoxLayout(search_page)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(back, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.search_panel, 1)
        self.addWidget(self.conversation_list)
        self.addWidget(search_page)

    def add_section(self, section: QWidget) -> None:
        """Put `section` (the Documents) under the conversation list, with a handle between them."""
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.setChildrenCollapsible(False)
        self.removeWidget(self.conversation_list)
        split.addWidget(self.conversation_list)
        split.addWidget(section)
        self.conversation_list.show()  # the stack hid it when it let it go
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([500, 200])
        self.insertWidget(0, split)
        self.setCurrentIndex(0)

    @property
    def searching(self) -> bool:
        return self.currentIndex() == 1

    def show_search(self) -> None:
        self.setCurrentIndex(1)
        self.search_panel.focus_query()

    def show_conversations(self) -> None:
        self.setCurrentIndex(0)
