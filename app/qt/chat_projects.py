"""Projects in the chat: which project a chat is in, a new chat made in one, chats moved in and out.

Why apart from the chat controller: a project is a layer over the chat rules, not one of them. It hooks into the
controller from outside: a new chat made in a project is saved by the controller with its first message
(`draft_saved`), and is put in the project right then, before its turn starts; the turn's grounding hook gives it
the project's instructions (`app.conversation.project.with_project`) and the context meter counts them in a draft.

What a project gives a chat:
- instructions: at each turn, before the chat's own system prompt (moved in or out, its next turn has or lacks them);
- generation settings: over the chat's when it is made in the project or moved in (`settings_in`);
- document libraries: ticked for the chat when made in it or moved in, unticked when moved out, and for all its
  chats when the project's libraries change or its chats are imported (`tick`, the documents controller's
  `set_used`, None without documents);
- a default model: `model_wanted(name)` when a chat is made in the project and another model is loaded.

Signals: `changed()`: projects or their chats changed (the sidebar reads them again); `model_wanted(str)`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.chat.values import ChatMessage
from app.conversation.project import project_prompt, settings_in, with_project
from app.conversation.thread import Turn
from app.qt.chat_controller import ChatController
from app.qt.i18n import translate
from app.qt.store_writes import WRITE_ERRORS, describe
from app.qt.turn_filters import OpenThread, TurnFilter
from app.store import NotFoundError, Store
from app.store.projects import MAX_INSTRUCTIONS, MAX_NAME, Project

Tick = Callable[[int | None, int, bool], None]


class ChatProjects(QObject):
    changed = Signal()
    model_wanted = Signal(str)

    def __init__(self, controller: ChatController, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.store = store
        self.tick: Tick | None = None
        self.pending: int | None = None  # the project of the new chat not yet saved
        controller.draft_saved.connect(self._on_draft_saved)
        controller.conversation_opened.connect(self._on_opened)
        controller.filters.add("project", TurnFilter(turn=self._instruct, draft=self._instruct_draft))

    def _instruct(self, turn: Turn, history: list[ChatMessage]) -> list[ChatMessage]:
        with_project(turn, self.store.projects)  # its instructions before the chat's own system prompt
        return history

    def _instruct_draft(self, opened: OpenThread, _draft: str, system: str) -> str:
        project = self.project_of(opened.conversation_id)
        return project_prompt(project.instructions, system) if project is not None else system

    @property
    def current(self) -> Project | None:
        """The project of the chat open now (the new chat's too)."""
        return self.project_of(self._controller.current_conversation)

    def project_of(self, conversation_id: int | None) -> Project | None:
        """A conversation's project; None: the new chat's (`pending`)."""
        if conversation_id is None:
            return self.get(self.pending) if self.pending is not None else None
        return self.store.projects.of(conversation_id)

    def get(self, project_id: int) -> Project | None:
        try:
            return self.store.projects.get(project_id)
        except NotFoundError:
            return None

    def projects(self) -> list[Project]:
        return self.store.projects.all()

    def conversation_ids(self, project_id: int) -> list[int]:
        return self.store.projects.conversation_ids(project_id)

    def fold(self, project_id: int, collapsed: bool) -> None:
        """Keep a project folded or not in the sidebar (nothing else changes: no `changed`)."""
        self._write(lambda: self.store.projects.update(project_id, collapsed=collapsed))

    def new_chat(self, project_id: int) -> None:
        """A new chat in the project: its settings and libraries now, in the project from its first message."""
        project = self.get(project_id)
        if project is None:
            return
        self._controller.new_conversation()  # a plain new chat: forgets any project pending
        self.pending = project.id
        self._controller.set_settings(settings_in(project, self._controller.settings()))
        self._tick(None, project.libraries, True)
        model = self._controller.model
        if project.model and (model is None or model.name != project.model):
            self.model_wanted.emit(project.model)
        self._controller.meter.refresh()

    def move(self, conversation_id: int, project_id: int | None) -> bool:
        """Put a chat in a project (None: out of it): its libraries and settings follow; False if not saved."""
        before = self.store.projects.of(conversation_id)
        after = self.get(project_id) if project_id is not None else None
        if (before.id if before else None) == (after.id if after else None):
            return True
        if not self._write(lambda: self.store.projects.move(conversation_id, project_id)):
            return False
        if before is not None:
            self._tick(conversation_id, before.libraries, False)
        if after is not None:
            self._tick(conversation_id, after.libraries, True)
            if after.settings:
                self._settle(conversation_id, after)
        self.changed.emit()
        self._controller.refresh()
        if conversation_id == self._controller.current_conversation:
            self._controller.meter.refresh()
        return True

    def _settle(self, conversation_id: int, project: Project) -> None:
        """The moved chat takes the project's generation settings (the open one through the controller)."""
        if conversation_id == self._controller.current_conversation:
            self._controller.set_settings(settings_in(project, self._controller.settings()))
        else:
            settings = settings_in(project, self._controller.chat_settings.of(conversation_id))
            self._write(lambda: self.store.set_conversation_settings(conversation_id, settings.to_dict()))

    def problem(self, fields: dict[str, Any], project_id: int | None = None) -> str:
        """Why these fields cannot make a (new: None) project or change one, in words; "" when they can."""
        if len(str(fields.get("instructions", "")).strip()) > MAX_INSTRUCTIONS:
            return translate("Projects", "A project's instructions hold at most {0} characters.").format(
                f"{MAX_INSTRUCTIONS:,}")
        return self.name_problem(str(fields["name"]), project_id) if "name" in fields else ""

    def name_problem(self, name: str, project_id: int | None = None) -> str:
        """Why `name` cannot name a (new: None) project, in words; "" when it can."""
        clean = " ".join(name.split())
        if not clean:
            return translate("Projects", "A project needs a name.")
        if len(clean) > MAX_NAME:
            return translate("Projects", "A project's name holds at most {0} characters.").format(MAX_NAME)
        other = self.store.projects.find(clean)
        if other is not None and other.id != project_id:
            return translate("Projects", "There is already a project called {0}.").format(other.name)
        return ""

    def create(self, name: str, **fields: Any) -> Project | None:
        """A new project (`Projects.create`'s fields); None, said in the controller's `notices`, if it can't be."""
        problem = self.problem({**fields, "name": name})
        if problem:
            self._controller.notices.error(problem)
            return None
        return self._saved(lambda: self.store.projects.create(name, **fields))

    def update(self, project_id: int, **fields: Any) -> Project | None:
        """Change a project (name, emoji, instructions, model, settings, libraries, collapsed)."""
        problem = self.problem(fields, project_id)
        if problem:
            self._controller.notices.error(problem)
            return None
        before = self.get(project_id)
        project = self._saved(lambda: self.store.projects.update(project_id, **fields))
        if project is None:
            return None
        if before is not None:  # its chats follow its libraries: the ones added ticked, the ones removed not
            self.tick_chats(project.id, set(before.libraries) - set(project.libraries), False)
            self.tick_chats(project.id, set(project.libraries) - set(before.libraries), True)
        if self.current is not None and self.current.id == project_id:
            self._controller.meter.refresh()
        return project

    def delete(self, project_id: int, keep_chats: bool) -> None:
        """Delete a project; kept, its chats become loose chats, else they go to the trash."""
        chats = self.store.projects.conversation_ids(project_id)
        if not self._write(lambda: self.store.projects.delete(project_id, keep_chats)):
            return
        if self.pending == project_id:
            self.pending = None
        self.changed.emit()
        self._controller.refresh()
        current = self._controller.current_conversation
        if not keep_chats and current in chats:
            self._controller.new_conversation()

    def tick_chats(self, project_id: int, libraries: Iterable[int], used: bool) -> None:
        """Tick (or untick) libraries for every chat of the project, its new chat not yet saved too: a project's
        libraries changed, or chats imported into it."""
        chats: list[int | None] = [*self.store.projects.conversation_ids(project_id)]
        if self.pending == project_id:
            chats.append(None)
        for conversation_id in chats:
            self._tick(conversation_id, tuple(libraries), used)

    def _tick(self, conversation_id: int | None, libraries: tuple[int, ...], used: bool) -> None:
        if self.tick is not None:
            for library_id in libraries:
                self.tick(conversation_id, library_id, used)

    def _saved(self, action: Callable[[], Project]) -> Project | None:
        try:
            project = action()
        except NotFoundError:
            self._controller.notices.error(translate("Projects", "That project no longer exists."))
            return None
        except ValueError as exc:  # `problem` checked the fields first: a name taken since, by another window
            self._controller.notices.error(translate("Projects", "Couldn't save the project: {0}").format(exc))
            return None
        except WRITE_ERRORS as exc:
            self._controller.notices.error(translate("Projects", "Couldn't save the project: {0}.")
                                           .format(describe(exc)))
            return None
        self.changed.emit()
        return project

    def _write(self, action: Callable[[], object]) -> bool:
        try:
            action()
        except NotFoundError:
            self._controller.notices.error(translate("Projects", "That chat or project no longer exists."))
            return False
        except WRITE_ERRORS as exc:
            self._controller.notices.error(translate("Projects", "Couldn't save the change: {0}.")
                                           .format(describe(exc)))
            return False
        return True

    def _on_draft_saved(self, conversation_id: int) -> None:
        if self.pending is not None and self.get(self.pending) is not None:
            self._write(lambda: self.store.projects.move(conversation_id, self.pending))
            self.changed.emit()
        self.pending = None

    def _on_opened(self, conversation_id: int) -> None:
        if conversation_id:
            return
        left = self.get(self.pending) if self.pending is not None else None
        if left is not None:  # the unsaved chat left behind: its project's libraries are not the new one's
            self._tick(None, left.libraries, False)
        self.pending = None  # a new chat: loose unless `new_chat` makes it a project's (just after this)
