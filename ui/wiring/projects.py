"""Projects in the window: the folders above the loose chats, the Projects menu, the project's settings dialog,
and each turn given its project's instructions (`app.qt.chat_projects.ChatProjects`, connected before memory so
memories are read for the chat's project).

The sidebar: `ProjectTree` over the conversation list, which then shows the loose chats only; "Move to project ▸"
in either list's context menu and in the Projects menu, a chat dragged onto a project. The Projects menu: New
project… (Ctrl+Shift+N), New chat in this project (Ctrl+Alt+N), Project settings…, Move this chat to ▸.
Called once by `ui.app.start`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QMenu, QMessageBox, QVBoxLayout

from app.conversation.model_choices import find
from app.qt.chat_projects import ChatProjects
from app.qt.docs_controller import DocumentsController
from app.qt.i18n import translate
from app.store import Conversation, Store
from app.store.project_archive import LibraryRef
from app.store.projects import Project
from ui.conversations.project_dialog import ProjectDialog
from ui.conversations.project_files import export_project, import_project_file
from ui.conversations.project_tree import ProjectTree, move_menu
from ui.main_window import MainWindow
from ui.models.model_switcher import shown_label


class ProjectsUi(QObject):
    """The sidebar's projects and the Projects menu, answering their requests through `ChatProjects` (a child of
    the window: `window.findChild(ProjectsUi)`)."""

    def __init__(self, window: MainWindow, projects: ChatProjects, docs: DocumentsController | None) -> None:
        super().__init__(window)
        self.window, self.projects, self._docs = window, projects, docs
        self.dialog: ProjectDialog | None = None
        controller = window.controller
        self.tree = ProjectTree(window.conversation_list)
        layout = window.conversation_list.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(1, self.tree)  # under "New chat", over the loose chats
        window.conversation_list.shows = lambda c: c.project_id is None
        window.conversation_list.extend_menu = lambda menu, cid: self.add_move_menu(menu, cid)
        window.conversation_list.dropped.connect(lambda cid: projects.move(cid, None))  # out of its project
        window.setTabOrder(window.conversation_list.new_button, self.tree.new_button)
        window.setTabOrder(self.tree.new_button, self.tree.tree)
        window.setTabOrder(self.tree.tree, window.conversation_list.view)
        t = self.tree
        t.selected.connect(self.open_chat)
        t.new_project_requested.connect(lambda: self.new_project())
        t.new_chat_requested.connect(self.new_chat)
        t.settings_requested.connect(self.edit)
        t.rename_requested.connect(lambda pid, name: projects.update(pid, name=name))
        t.delete_requested.connect(self.delete)
        t.collapsed_changed.connect(projects.fold)
        t.move_requested.connect(projects.move)
        t.export_requested.connect(self.export)
        t.search_requested.connect(self.search_in)
        listed = window.conversation_list  # a project's chat renamed, pinned, deleted as a loose one is
        t.chat_rename_requested.connect(listed.rename_requested)
        t.chat_pin_requested.connect(listed.pin_requested)
        t.chat_delete_requested.connect(listed.delete_requested)
        self.scope = QComboBox(window.search_panel)  # search all conversations or one project's
        self.scope.setAccessibleName(translate("Projects", "Search in"))
        search_layout = window.search_panel.layout()
        assert isinstance(search_layout, QVBoxLayout)
        search_layout.insertWidget(1, self.scope)
        window.setTabOrder(window.search_panel.query_edit, self.scope)
        window.search_panel.search = lambda query: projects.store.search(query, project=self.scope.currentData())
        self.scope.currentIndexChanged.connect(lambda _index: window.search_panel.run_search())
        projects.changed.connect(self.refresh)
        controller.conversations_changed.connect(self.refresh)
        controller.conversation_opened.connect(lambda cid: self.tree.select(cid or None))
        self.menu = QMenu(translate("Projects", "&Projects"), window)
        help_action = window.menuBar().actions()[-1]  # before Help, the last menu
        window.menuBar().insertMenu(help_action, self.menu)
        self.new_action = self._action(translate("Projects", "&New project…"), "Ctrl+Shift+N",
                                       lambda: self.new_project())
        self.chat_action = self._action(translate("Projects", "New &chat in this project"), "Ctrl+Alt+N",
                                        lambda: self._with_current(self.new_chat))
        self.settings_action = self._action(translate("Projects", "Project &settings…"), "",
                                            lambda: self._with_current(self.edit))
        self.move_submenu = self.menu.addMenu(translate("Projects", "&Move this chat to"))
        self.move_submenu.aboutToShow.connect(self._fill_move_submenu)
        self.menu.addSeparator()
        self.export_action = self._action(translate("Projects", "&Export this project…"), "",
                                          lambda: self._with_current(self.export))
        self._action(translate("Projects", "&Import project…"), "", self.import_file)
        self.menu.aboutToShow.connect(self._update_menu)
        self.refresh()
        window.conversation_list.set_conversations(controller.conversations())  # the loose chats alone now
        self._update_menu()

    def _action(self, text: str, key: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self.window)
        if key:
            action.setShortcut(QKeySequence(key))
            self.window.addAction(action)  # the key works wherever the focus is in the window
        action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    def _with_current(self, act: Callable[[int], object]) -> None:
        current = self.projects.current
        if current is not None:
            act(current.id)

    def _update_menu(self) -> None:
        inside = self.projects.current is not None
        self.chat_action.setEnabled(inside)
        self.settings_action.setEnabled(inside)
        self.export_action.setEnabled(inside)
        self.move_submenu.setEnabled(self.window.controller.current_conversation is not None)

    def _fill_move_submenu(self) -> None:
        self.move_submenu.clear()
        current = self.window.controller.current_conversation
        if current is not None:
            for action in self.move_menu(current).actions():
                self.move_submenu.addAction(action)

    def move_menu(self, conversation_id: int) -> QMenu:
        project = self.projects.project_of(conversation_id)
        return move_menu(self.window, self.projects.projects(), project.id if project else None,
                         lambda pid: self.projects.move(conversation_id, pid),
                         lambda: self.new_project(conversation_id))

    def add_move_menu(self, menu: QMenu, conversation_id: int) -> None:
        menu.addMenu(self.move_menu(conversation_id))

    def refresh(self) -> None:
        chats: dict[int, list[Conversation]] = {}
        for conversation in self.window.controller.conversations():
            if conversation.project_id is not None:
                chats.setdefault(conversation.project_id, []).append(conversation)
        self.tree.set_projects(self.projects.projects(), chats, self.window.controller.current_conversation)
        self._fill_scope()
        self._update_menu()

    def _fill_scope(self) -> None:
        chosen = self.scope.currentData()
        self.scope.blockSignals(True)
        self.scope.clear()
        self.scope.addItem(translate("Projects", "All conversations"), None)
        for project in self.projects.projects():
            self.scope.addItem(translate("Projects", "In {0}").format(project.label), project.id)
        self.scope.setCurrentIndex(max(0, self.scope.findData(chosen)))
        self.scope.blockSignals(False)
        self.scope.setVisible(self.scope.count() > 1)

    def search_in(self, project_id: int) -> None:
        """Search this project's chats: the search, its scope set to the project."""
        self.scope.setCurrentIndex(max(0, self.scope.findData(project_id)))
        self.window.open_search()

    def open_chat(self, conversation_id: int) -> None:
        self.window.controller.open_conversation(conversation_id)
        self.window.show_chat()

    def new_chat(self, project_id: int) -> None:
        self.projects.new_chat(project_id)
        self.window.show_chat()
        self.window.focus_composer()

    def _dialog(self, project_id: int | None, save: Callable[[dict[str, Any]], bool]) -> ProjectDialog:
        project = self.projects.get(project_id) if project_id is not None else None
        models = [(c.name, shown_label(c)) for c in self.window.switcher.choices() if c.available]
        docs = self._docs
        libraries = [] if docs is None or docs.closed else [
            (lib.id, lib.name) for lib in docs.libraries(None) if lib.conversation_id is None]
        self.dialog = ProjectDialog(self.window, project, models, libraries, self.window.controller.settings(),
                                    lambda fields: self.projects.problem(fields, project_id), save)
        return self.dialog

    def new_project(self, moved: int | None = None) -> None:
        """New project…: its dialog; on OK the project, with a new chat in it (or the chat `moved` into it)."""
        self._dialog(None, lambda fields: self._created(fields, moved)).open()

    def _created(self, fields: dict[str, Any], moved: int | None) -> bool:
        project = self.projects.create(fields.pop("name"), **fields)
        if project is not None and moved is not None:
            self.projects.move(moved, project.id)
        elif project is not None:
            self.new_chat(project.id)
        return project is not None

    def edit(self, project_id: int) -> None:
        self._dialog(project_id, lambda fields: self.projects.update(project_id, **fields) is not None).open()

    def _library_refs(self, project: Project) -> list[LibraryRef]:
        docs = self._docs
        found = [docs.library(i) for i in project.libraries] if docs is not None else []
        return [LibraryRef(lib.name, lib.root) for lib in found if lib is not None]

    def _find_library(self, root: str) -> int | None:
        docs = self._docs
        found = docs.documents.db.find_library(root) if docs is not None and not docs.closed else None
        return found.id if found is not None and found.root == root else None

    def export(self, project_id: int) -> None:
        project = self.projects.get(project_id)
        if project is None:
            return
        folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or Path.home())
        path = export_project(self.window, self.projects.store, project, self._library_refs(project), folder)
        if path is not None:
            self.window.show_notice(translate("Projects", "Exported to {0}").format(path), "info", timeout_ms=8000)

    def import_file(self) -> None:
        """Import project…: the project, its chats and memories; a library this computer lacks is named."""
        imported = import_project_file(self.window, self.projects.store, self._find_library)
        if imported is None:
            return
        self.projects.tick_chats(imported.project.id, imported.project.libraries, True)
        self.projects.changed.emit()
        self.window.controller.refresh()
        chats = imported.conversations  # a name: lupdate skips a plural whose count is an attribute
        text = translate("Projects", "Imported “{0}” with %n chat(s).", None, chats).format(imported.project.name)
        missing = ", ".join(ref.root for ref in imported.missing)
        if missing:
            text += " " + translate("Projects", "Not on this computer, so not ticked: {0}.").format(missing)
        self.window.show_notice(text, "info", timeout_ms=12000)

    def delete(self, project_id: int) -> None:
        """Ask whether to keep its chats (as loose chats), then delete it."""
        project = self.projects.get(project_id)
        if project is None:
            return
        chats = len(self.projects.conversation_ids(project_id))
        box = QMessageBox(QMessageBox.Icon.Question, translate("Projects", "Delete project"),
                          translate("Projects", "Delete the project “{0}”?").format(project.name),
                          QMessageBox.StandardButton.Cancel, self.window)
        box.setInformativeText(translate("Projects", "It has %n chat(s). Kept, they become loose chats and its "
                                                     "memories apply to every chat.", None, chats) + " " +
                               translate("Projects", "Deleted with its chats, the project's memories are deleted "
                                                     "too."))
        keep = box.addButton(translate("Projects", "Keep the chats"), QMessageBox.ButtonRole.AcceptRole)
        drop = box.addButton(translate("Projects", "Delete the chats too"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(keep)
        box.exec()
        if box.clickedButton() in (keep, drop):
            self.projects.delete(project_id, keep_chats=box.clickedButton() is keep)


def connect_projects(window: MainWindow, store: Store, docs: DocumentsController | None) -> ChatProjects:
    """The window's projects: hooked into the chat controller's turns and meter, shown in the sidebar."""
    projects = ChatProjects(window.controller, store, window)
    if docs is not None:
        def tick(cid: int | None, library_id: int, used: bool) -> None:
            if not docs.closed and docs.library(library_id) is not None:  # a library removed since is passed over
                docs.set_used(cid, library_id, used)

        projects.tick = tick

    def load(name: str) -> None:
        """A chat made in a project whose default model is not the one loaded: load it (or say it is gone)."""
        choice = find(window.switcher.choices(), name)
        if choice is not None and choice.available:
            window.switcher.choose(choice)
        else:
            gone = translate("Projects", "This project's model, {0}, is no longer available.")
            window.switcher.notify(gone.format(name), "info")

    projects.model_wanted.connect(load)
    ProjectsUi(window, projects, docs)
    return projects
