"""The sidebar list of conversations: pinned first, then by last activity, with relative times.

The rows are a model of plain `Conversation` values painted by a delegate (`conversation_items.py`),
so a refresh of a thousand conversations is one cheap model reset; the widget puts back the selection
and the scroll position itself.

The widget never changes the store: every action is a request signal, and the window answers with a
fresh `set_conversations()`. Deleting asks no confirmation, because the window offers Undo.

`ConversationList` signals:
    selected(int): the person picked a conversation (click or arrow keys); not emitted by `select()`
        or `set_conversations()`.
    new_requested(): the "New chat" button.
    rename_requested(int, str): an inline rename (F2 or "Rename") was committed with a new, non-blank title.
    delete_requested(int): Del or "Delete".
    pin_requested(int, bool): "Pin" (True) or "Unpin" (False).
    export_requested(int): "Export…".
    dropped(int): a chat from elsewhere (a project's) was dropped on the list.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeySequence, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QMenu, QPushButton, QVBoxLayout, QWidget

from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from app.store import Conversation
from ui.conversations.chat_drag import dragged_chat, take_as_copy
from ui.conversations.conversation_items import (
    ID_ROLE,
    ConversationDelegate,
    ConversationModel,
    relative_time,
)
from ui.empty_hint import paint_empty_hint

__all__ = ["ConversationList", "relative_time"]


class _ConversationView(QListView):
    """A list view that says what to do when there is nothing in it; a chat dragged out of a project and dropped
    here is `dropped` (the loose chats)."""

    EMPTY_TEXT = QT_TRANSLATE_NOOP("ConversationList", "No conversations yet.\nStart one with New chat.")
    dropped = Signal(int)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        paint_empty_hint(self, translate("ConversationList", self.EMPTY_TEXT))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dragged_chat(event.mimeData()) is not None and event.source() is not self:
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if dragged_chat(event.mimeData()) is not None and event.source() is not self:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        chat = dragged_chat(event.mimeData())
        if chat is not None and event.source() is not self:
            take_as_copy(event)
            QTimer.singleShot(0, lambda: self.dropped.emit(chat))


class ConversationList(QWidget):
    """The conversations sidebar: a "New chat" button over the list (see the module doc for signals).

    The actions (`rename_action`, `pin_action`, `export_action`, `delete_action`) act on the
    conversation under the context menu while it is open, otherwise on the selected one.
    """

    selected = Signal(int)
    new_requested = Signal()
    rename_requested = Signal(int, str)
    delete_requested = Signal(int)
    pin_requested = Signal(int, bool)
    export_requested = Signal(int)
    dropped = Signal(int)

    def __init__(self, parent: QWidget | None = None, *, clock: Callable[[], float] = time.time) -> None:
        super().__init__(parent)
        self._quiet = False
        self._menu_target: int | None = None
        self._pending: list[Conversation] | None = None
        self.shows: Callable[[Conversation], bool] = lambda _c: True  # the projects show theirs apart
        self.extend_menu: Callable[[QMenu, int], None] | None = None  # more in a chat's menu ("Move to project")

        self.new_button = QPushButton(translate("ConversationList", "New chat"), self)
        self.new_button.setAccessibleName(translate("ConversationList", "New chat"))
        self.new_button.setToolTip(translate("ConversationList", "Start a new conversation"))
        self.new_button.clicked.connect(self.new_requested)

        self._model = ConversationModel(clock, self)
        self._model.title_edited.connect(self.rename_requested)
        self.view = _ConversationView(self)
        self.view.setModel(self._model)
        delegate = ConversationDelegate(self.view)
        # Queued: the view leaves its editing state only after the delegate's signal is handled.
        delegate.closeEditor.connect(self._apply_pending, Qt.ConnectionType.QueuedConnection)
        self.view.setItemDelegate(delegate)
        self.view.setUniformItemSizes(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)  # onto a project, and out of one
        self.view.dropped.connect(self.dropped)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.setAccessibleName(translate("ConversationList", "Conversations"))
        self.view.setAccessibleDescription(translate("ConversationList",
                                                     "F2 renames, Del deletes; right-click for more"))
        self.view.customContextMenuRequested.connect(self._show_context_menu)
        self.view.selectionModel().selectionChanged.connect(self._on_selection_changed)

        self.rename_action = self._action(translate("ConversationList",
                                                    "Rename"), self._rename, QKeySequence(Qt.Key.Key_F2))
        self.pin_action = self._action(translate("ConversationList", "Pin"), self._toggle_pin)
        self.export_action = self._action(translate("ConversationList", "Export…"), self._export)
        self.delete_action = self._action(translate("ConversationList", "Delete"),
                                          self._delete, QKeySequence(QKeySequence.StandardKey.Delete))
        self.by_title_action = self._action(translate("ConversationList", "Sort by title"), self._sort)
        self.by_title_action.setCheckable(True)
        self._update_actions()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.new_button)
        layout.addWidget(self.view, 1)
        self.setFocusProxy(self.view)

        self._ticker = QTimer(self)
        self._ticker.setInterval(60_000)
        self._ticker.timeout.connect(self._model.refresh_times)
        self._ticker.start()

    def _action(self, text: str, slot: Callable[[], None], shortcut: QKeySequence | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
            # Only while the list itself has focus: Del in the rename editor must delete text, not chats.
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            self.view.addAction(action)
        action.triggered.connect(slot)
        return action

    # -- public API -----------------------------------------------------------------------------

    def set_conversations(self, conversations: Sequence[Conversation]) -> None:
        """Show these conversations, keeping the selection (if still there) and the scroll position.

        During an inline rename the list is kept until the editor closes, so a reply that finishes
        meanwhile does not throw away what the person is typing.
        """
        if self.view.state() == QAbstractItemView.State.EditingState:
            self._pending = list(conversations)
            return
        self._pending = None
        conversations = [c for c in conversations if self.shows(c)]
        keep = self.selected_id()
        bar = self.view.verticalScrollBar()
        scroll = bar.value()
        self._quiet = True
        try:
            self._model.set_conversations(conversations)
            row = self._model.row_of(keep)
            if row is not None:
                self.view.setCurrentIndex(self._model.index(row))
            self.view.doItemsLayout()  # so the scroll range is right before putting the position back
            bar.setValue(scroll)
        finally:
            self._quiet = False
        self._update_actions()

    def _apply_pending(self) -> None:
        if self._pending is not None and self.view.state() != QAbstractItemView.State.EditingState:
            self.set_conversations(self._pending)

    def select(self, conversation_id: int) -> None:
        """Select and show that conversation without emitting `selected` (unknown ids clear the selection)."""
        row = self._model.row_of(conversation_id)
        self._quiet = True
        try:
            if row is None:
                self.view.clearSelection()
                self.view.setCurrentIndex(QModelIndex())
            else:
                index = self._model.index(row)
                self.view.setCurrentIndex(index)
                self.view.scrollTo(index)
        finally:
            self._quiet = False
        self._update_actions()

    def selected_id(self) -> int | None:
        rows = self.view.selectionModel().selectedRows()
        return int(rows[0].data(ID_ROLE)) if rows else None

    def conversation_count(self) -> int:
        return self._model.rowCount()

    def displayed_titles(self) -> list[str]:
        """The titles in display order (what a person reads top to bottom)."""
        return [str(self._model.index(row).data()) for row in range(self._model.rowCount())]

    # -- actions --------------------------------------------------------------------------------

    def _target_id(self) -> int | None:
        return self._menu_target if self._menu_target is not None else self.selected_id()

    def _target(self) -> Conversation | None:
        row = self._model.row_of(self._target_id())
        return None if row is None else self._model.conversation(row)

    def _update_actions(self) -> None:
        target = self._target()
        for action in (self.rename_action, self.pin_action, self.export_action, self.delete_action):
            action.setEnabled(target is not None)
        pinned = target is not None and target.pinned
        self.pin_action.setText(translate("ConversationList", "Unpin") if pinned else
                                translate("ConversationList", "Pin"))

    def _on_selection_changed(self) -> None:
        self._update_actions()
        conversation_id = self.selected_id()
        if not self._quiet and conversation_id is not None:
            self.selected.emit(conversation_id)

    def _show_context_menu(self, pos: QPoint) -> None:
        index = self.view.indexAt(pos)
        if not index.isValid():
            return
        self._menu_target = int(index.data(ID_ROLE))
        try:
            self.context_menu().exec(self.view.viewport().mapToGlobal(pos))
        finally:
            self._menu_target = None
            self._update_actions()

    def context_menu(self) -> QMenu:
        """The menu for the current target (built fresh so "Pin"/"Unpin" is right)."""
        self._update_actions()
        menu = QMenu(self)
        menu.setAccessibleName(translate("ConversationList", "Conversation actions"))
        menu.addAction(self.rename_action)
        menu.addAction(self.pin_action)
        menu.addAction(self.export_action)
        target = self._target_id()
        if self.extend_menu is not None and target is not None:
            self.extend_menu(menu, target)
        menu.addSeparator()
        menu.addAction(self.delete_action)
        menu.addSeparator()
        menu.addAction(self.by_title_action)
        return menu

    def _sort(self) -> None:
        """By title (the locale's collation) or by the latest activity, as the menu's check says."""
        self._model.by_title = self.by_title_action.isChecked()
        self.set_conversations([self._model.conversation(row) for row in range(self._model.rowCount())])

    def _rename(self) -> None:
        row = self._model.row_of(self._target_id())
        if row is not None:
            self.view.edit(self._model.index(row))

    def _toggle_pin(self) -> None:
        target = self._target()
        if target is not None:
            self.pin_requested.emit(target.id, not target.pinned)

    def _export(self) -> None:
        target = self._target_id()
        if target is not None:
            self.export_requested.emit(target)

    def _delete(self) -> None:
        target = self._target_id()
        if target is not None:
            self.delete_requested.emit(target)
