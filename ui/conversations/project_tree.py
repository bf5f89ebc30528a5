"""The projects in the sidebar: each a folder of its chats, above the loose chats (`ConversationList`).

Like the conversation list it never changes the store: every action is a request signal, and the window
answers with a fresh `set_projects()`. A chat is dragged onto a project to move it in, onto "Loose chats" (or
the conversation list) to move it out; "Move to project ▸" in either list's context menu does the same by keyboard.

`ProjectTree` signals:
    selected(int): a chat in a project was picked.
    new_project_requested(), new_chat_requested(int project), settings_requested(int project),
    rename_requested(int project, str name), delete_requested(int project), export_requested(int project),
    collapsed_changed(int project, bool), move_requested(int chat, object project id or None),
    search_requested(int project),
    chat_rename_requested(int chat, str title), chat_pin_requested(int chat, bool), chat_delete_requested(int chat):
        a project's chat renamed (F2, in place), pinned or deleted (Del) as the conversation list's are (the window
        answers them with the list's own handlers).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QMimeData, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QMenu,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.qt.i18n import translate
from app.store import Conversation
from app.store.projects import Project
from ui.conversations.chat_drag import CHAT_MIME, chat_mime, dragged_chat, take_as_copy

_ID = Qt.ItemDataRole.UserRole
_KIND = Qt.ItemDataRole.UserRole + 1  # "project" or "chat"


def move_menu(parent: QWidget, projects: Sequence[Project], current: int | None,
              move: Callable[[int | None], object], new: Callable[[], object] | None = None) -> QMenu:
    """"Move to project ▸": each project (the chat's own ticked), "No project" when it is in one, and "New
    project…" (`new`: one made for it)."""
    menu = QMenu(translate("ProjectTree", "Move to project"), parent)
    for project in projects:
        action = menu.addAction(project.label)
        action.setCheckable(True)
        action.setChecked(project.id == current)
        action.triggered.connect(lambda _=False, pid=project.id: move(pid))
    if current is not None:
        menu.addSeparator()
        menu.addAction(translate("ProjectTree", "No project (a loose chat)")).triggered.connect(lambda: move(None))
    if new is not None:
        menu.addSeparator()
        menu.addAction(translate("ProjectTree", "New project…")).triggered.connect(lambda: new())
    return menu


class _Tree(QTreeWidget):
    """The tree itself: chats drag out of it, and a chat dropped on a project moves into it."""

    dropped = Signal(int, object)

    def mimeData(self, items: Sequence[QTreeWidgetItem]) -> QMimeData:
        chats = [i for i in items if i.data(0, _KIND) == "chat"]
        return chat_mime(int(chats[0].data(0, _ID))) if chats else QMimeData()

    def mimeTypes(self) -> list[str]:
        return [CHAT_MIME]

    def _project_at(self, event: QDropEvent | QDragMoveEvent) -> int | None:
        item = self.itemAt(event.position().toPoint())
        if item is not None and item.data(0, _KIND) == "chat":
            item = item.parent()
        return int(item.data(0, _ID)) if item is not None else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dragged_chat(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if dragged_chat(event.mimeData()) is not None and self._project_at(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        chat, project = dragged_chat(event.mimeData()), self._project_at(event)
        if chat is not None and project is not None:
            take_as_copy(event)
            QTimer.singleShot(0, lambda: self.dropped.emit(chat, project))


class ProjectTree(QWidget):
    """A "Projects" heading with "New project", over the tree of projects and their chats (see the module doc)."""

    selected = Signal(int)
    new_project_requested = Signal()
    new_chat_requested = Signal(int)
    settings_requested = Signal(int)
    rename_requested = Signal(int, str)
    delete_requested = Signal(int)
    export_requested = Signal(int)
    collapsed_changed = Signal(int, bool)
    move_requested = Signal(int, object)
    search_requested = Signal(int)
    chat_rename_requested = Signal(int, str)
    chat_pin_requested = Signal(int, bool)
    chat_delete_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._projects: list[Project] = []
        self._chats: dict[int, Conversation] = {}
        self._pending: tuple[list[Project], dict[int, list[Conversation]], int | None] | None = None
        self._quiet = False
        self.heading = heading = QLabel(translate("ProjectTree", "Projects"), self)
        self.new_button = QToolButton(self)
        self.new_button.setText(translate("ProjectTree", "New project…"))
        self.new_button.setToolTip(translate("ProjectTree", "Group chats with shared instructions, documents and "
                                                            "model (Ctrl+Shift+N)"))
        self.new_button.clicked.connect(self.new_project_requested)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(heading, 1)
        top.addWidget(self.new_button)
        self.tree = _Tree(self)
        self.tree.setHeaderHidden(True)
        self.tree.header().setAccessibleName(translate("ProjectTree", "Projects"))  # hidden, still in the tree
        self.tree.setAccessibleName(translate("ProjectTree", "Projects"))
        self.tree.setAccessibleDescription(translate("ProjectTree", "Enter opens a chat or folds a project; F2 "
                                                                    "renames, Del deletes; right-click for more"))
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.tree.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.tree.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.tree.setMaximumHeight(320)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._show_context_menu)
        self.tree.itemChanged.connect(self._on_item_changed)
        self.tree.itemExpanded.connect(lambda item: self._folded(item, False))
        self.tree.itemCollapsed.connect(lambda item: self._folded(item, True))
        self.tree.itemClicked.connect(self._open)
        self.tree.itemActivated.connect(self._activate)
        self.tree.dropped.connect(self.move_requested)
        delegate = self.tree.itemDelegate()
        assert delegate is not None
        delegate.closeEditor.connect(self._apply_pending, Qt.ConnectionType.QueuedConnection)
        self.rename_action = self._action(translate("ProjectTree", "Rename"), self._rename, Qt.Key.Key_F2)
        # one Del for both: a project's is asked about (its chats), a chat's is undone from the notice, as in the list
        self.delete_action = self._action(translate("ProjectTree", "Delete project…"),
                                          self._delete, QKeySequence.StandardKey.Delete)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.tree)
        self.projects_changed()

    def _action(self, text: str, slot: Callable[[], None], key: QKeySequence.StandardKey | Qt.Key) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)  # Del in the rename editor edits the text
        self.tree.addAction(action)
        action.triggered.connect(slot)
        return action

    # -- what it shows ------------------------------------------------------------------------------

    def set_projects(self, projects: Sequence[Project], chats: dict[int, list[Conversation]],
                     current: int | None) -> None:
        """Show these projects, each with its chats (by project id), and select the chat open now if it is one's.
        During a rename the tree is kept until the editor closes (a reply ending meanwhile would throw the typing
        away)."""
        if self.tree.state() == QAbstractItemView.State.EditingState:
            self._pending = (list(projects), chats, current)
            return
        self._pending = None
        self._projects = list(projects)
        self._chats = {chat.id: chat for found in chats.values() for chat in found}
        self._quiet = True
        try:
            self.tree.clear()
            for project in projects:
                folder = QTreeWidgetItem([project.label])
                folder.setData(0, _ID, project.id)
                folder.setData(0, _KIND, "project")
                folder.setFlags(folder.flags() | Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsDropEnabled)
                folder.setToolTip(0, project.instructions[:300])
                self.tree.addTopLevelItem(folder)
                for chat in sorted(chats.get(project.id, []), key=lambda c: not c.pinned):  # pinned first, as loose
                    item = QTreeWidgetItem([chat.title])
                    item.setData(0, _ID, chat.id)
                    item.setData(0, _KIND, "chat")
                    item.setToolTip(0, translate("ConversationItems", "Pinned") if chat.pinned else "")
                    item.setFlags((item.flags() | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsEditable)
                                  & ~Qt.ItemFlag.ItemIsDropEnabled)
                    folder.addChild(item)
                folder.setExpanded(not project.collapsed)
            self.select(current)
        finally:
            self._quiet = False
        self.projects_changed()

    def _apply_pending(self) -> None:
        if self._pending is not None and self.tree.state() != QAbstractItemView.State.EditingState:
            self.set_projects(*self._pending)

    def projects_changed(self) -> None:
        """Without projects the section is hidden (Projects → New project… makes the first): the loose chats keep
        the room."""
        self.setVisible(bool(self._projects))

    def select(self, conversation_id: int | None) -> None:
        """Select the chat if it is in a project (else nothing), without emitting `selected`."""
        quiet, self._quiet = self._quiet, True
        try:
            self.tree.setCurrentIndex(self.tree.rootIndex())
            self.tree.clearSelection()
            found = self.item_of(conversation_id) if conversation_id is not None else None
            folder = found.parent() if found is not None else None
            if found is not None and folder is not None:
                # in a folded project its folder is chosen: choosing the chat would scroll to it, unfolding it
                self.tree.setCurrentItem(found if folder.isExpanded() else folder)
        finally:
            self._quiet = quiet

    def folders(self) -> list[QTreeWidgetItem]:
        return [item for n in range(self.tree.topLevelItemCount()) if (item := self.tree.topLevelItem(n)) is not None]

    @staticmethod
    def chats_in(folder: QTreeWidgetItem) -> list[QTreeWidgetItem]:
        return [item for k in range(folder.childCount()) if (item := folder.child(k)) is not None]

    def item_of(self, conversation_id: int) -> QTreeWidgetItem | None:
        return next((chat for folder in self.folders() for chat in self.chats_in(folder)
                     if chat.data(0, _ID) == conversation_id), None)

    def folder_of(self, project_id: int) -> QTreeWidgetItem | None:
        return next((folder for folder in self.folders() if folder.data(0, _ID) == project_id), None)

    def shown(self) -> list[str]:
        """What a person reads top to bottom: each project, its chats indented under it when unfolded."""
        lines: list[str] = []
        for folder in self.folders():
            lines.append(folder.text(0))
            if folder.isExpanded():
                lines += ["  " + chat.text(0) for chat in self.chats_in(folder)]
        return lines

    # -- what the person does -----------------------------------------------------------------------

    def _target(self) -> tuple[str, int] | None:
        item = self.tree.currentItem()
        return (str(item.data(0, _KIND)), int(item.data(0, _ID))) if item is not None else None

    def _project_of(self, item: QTreeWidgetItem) -> int:
        folder = item.parent() or item
        return int(folder.data(0, _ID))

    def _open(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        if not self._quiet and item.data(0, _KIND) == "chat":
            self.selected.emit(int(item.data(0, _ID)))

    def _activate(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        """Enter: a chat opens, a project folds or unfolds."""
        if item.data(0, _KIND) == "chat":
            self._open(item)
        else:
            item.setExpanded(not item.isExpanded())

    def _folded(self, item: QTreeWidgetItem, collapsed: bool) -> None:
        if not self._quiet and item.data(0, _KIND) == "project":
            self.collapsed_changed.emit(int(item.data(0, _ID)), collapsed)

    def _on_item_changed(self, item: QTreeWidgetItem, _column: int) -> None:
        if self._quiet:
            return
        if item.data(0, _KIND) == "chat":
            self._chat_renamed(item)
            return
        project = next((p for p in self._projects if p.id == item.data(0, _ID)), None)
        name = item.text(0).strip()
        if project is not None and project.emoji and name.startswith(project.emoji):
            name = name[len(project.emoji):].strip()  # the label was edited: the emoji is not part of the name
        if project is not None and name and name != project.name:  # once the editor is closed: it rebuilds the tree
            QTimer.singleShot(0, lambda: self.rename_requested.emit(project.id, name))
        elif project is not None:
            self._quiet = True
            item.setText(0, project.label)
            self._quiet = False

    def _chat_renamed(self, item: QTreeWidgetItem) -> None:
        chat = self._chats.get(int(item.data(0, _ID)))
        title = item.text(0).strip()
        if chat is not None and title and title != chat.title:  # once the editor is closed: it rebuilds the tree
            QTimer.singleShot(0, lambda: self.chat_rename_requested.emit(chat.id, title))
        elif chat is not None:
            self._quiet = True
            item.setText(0, chat.title)
            self._quiet = False

    def _rename(self) -> None:
        item = self.tree.currentItem()
        if item is not None:
            self.tree.editItem(item, 0)

    def _delete(self) -> None:
        target = self._target()
        if target is not None:
            (self.delete_requested if target[0] == "project" else self.chat_delete_requested).emit(target[1])

    def _show_context_menu(self, pos: QPoint) -> None:
        item = self.tree.itemAt(pos)
        if item is None:
            return
        self.tree.setCurrentItem(item)
        self.context_menu(item).exec(self.tree.viewport().mapToGlobal(pos))

    def context_menu(self, item: QTreeWidgetItem) -> QMenu:
        """A project's: new chat in it, settings, rename, export, delete; a chat's: open, move to another project or
        out, and the conversation list's rename, pin and delete."""
        menu = QMenu(self)
        project_id = self._project_of(item)
        if item.data(0, _KIND) == "chat":
            chat = int(item.data(0, _ID))
            menu.setAccessibleName(translate("ProjectTree", "Chat actions"))
            menu.addAction(translate("ProjectTree", "Open")).triggered.connect(lambda: self.selected.emit(chat))
            menu.addMenu(move_menu(menu, self._projects, project_id,
                                   lambda pid: self.move_requested.emit(chat, pid)))
            menu.addAction(translate("ConversationList", "Rename")).triggered.connect(lambda: self.tree.editItem(item))
            pinned = chat in self._chats and self._chats[chat].pinned
            menu.addAction(translate("ConversationList", "Unpin") if pinned else translate("ConversationList", "Pin")
                           ).triggered.connect(lambda: self.chat_pin_requested.emit(chat, not pinned))
            menu.addSeparator()
            menu.addAction(translate("ConversationList", "Delete")).triggered.connect(
                lambda: self.chat_delete_requested.emit(chat))
            return menu
        menu.setAccessibleName(translate("ProjectTree", "Project actions"))
        menu.addAction(translate("ProjectTree", "New chat in project")).triggered.connect(
            lambda: self.new_chat_requested.emit(project_id))
        menu.addAction(translate("ProjectTree", "Project settings…")).triggered.connect(
            lambda: self.settings_requested.emit(project_id))
        menu.addAction(self.rename_action)
        menu.addAction(translate("ProjectTree", "Search in project…")).triggered.connect(
            lambda: self.search_requested.emit(project_id))
        menu.addAction(translate("ProjectTree", "Export project…")).triggered.connect(
            lambda: self.export_requested.emit(project_id))
        menu.addSeparator()
        menu.addAction(self.delete_action)
        return menu
