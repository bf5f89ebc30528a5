"""Projects in the window: each turn given its project's instructions, a chat made in a project given its
libraries and default model (`app.qt.chat_projects.ChatProjects`, connected before memory so memories are read
for the chat's project).
Called once by `ui.app.start`.
"""

from __future__ import annotations

from app.conversation.model_choices import find
from app.qt.chat_projects import ChatProjects
from app.qt.docs_controller import DocumentsController
from app.qt.i18n import translate
from app.store import Store
from ui.main_window import MainWindow


def connect_projects(window: MainWindow, store: Store, docs: DocumentsController | None) -> ChatProjects:
    """The window's projects: hooked into the chat controller's turns and meter."""
    projects = ChatProjects(window.controller, store, window)
    if docs is not None:
        projects.tick = lambda cid, library_id, used: None if docs.closed else docs.set_used(cid, library_id, used)

    def load(name: str) -> None:
        """A chat made in a project whose default model is not the one loaded: load it (or say it is gone)."""
        choice = find(window.switcher.choices(), name)
        if choice is not None and choice.available:
            window.switcher.choose(choice)
        else:
            gone = translate("Projects", "This project's model, {0}, is no longer available.")
            window.switcher.notify(gone.format(name), "info")

    projects.model_wanted.connect(load)
    return projects
