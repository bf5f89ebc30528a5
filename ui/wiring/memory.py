"""Memory in the window: the relevant memories given to each turn, the Memory menu, the Memories panel.

The turn runner's grounding hook is wrapped: memories join the turn's system prompt first
(`app.conversation.memory`), then the documents ground its question. The context meter counts a draft with
the memories it would be given, and so reads them into the engine's cache while the person types.
The Memory menu: "Remember…" (Ctrl+Shift+M) and "Memories…" (Ctrl+Alt+M) open the panel; "Use memory in
this chat" is the chat's switch (its settings' `memory`), "Use memory in every chat" the preference
(`Settings.memory`). An incognito chat (its settings' `incognito`) is given no memories and not the `remember` tool.
Called once by `ui.app.start`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from app.chat.values import ChatMessage
from app.conversation.memory import draft_system_prompt, with_memories
from app.conversation.thread import Turn
from app.docs.embedder import Embedder
from app.docs.memory_recall import MemoryRecall
from app.qt.chat_projects import ChatProjects
from app.qt.docs_controller import DocumentsController
from app.qt.i18n import translate
from app.qt.settings_service import SettingsService
from app.qt.turn_filters import OpenThread, TurnFilter
from app.store import Store
from app.store.memories import Memories
from ui.features.memory_panel import MemoryPanel
from ui.main_window import MainWindow

REMEMBER = frozenset({"remember", "built-in/remember"})  # the built-in tool's names in a chat's settings


class MemoryMenu:
    """The Memory menu and its panel (made when first opened)."""

    def __init__(self, window: MainWindow, store: Store, service: SettingsService) -> None:
        self._window, self._store, self._service = window, store, service
        self.panel: MemoryPanel | None = None
        self.menu = QMenu(translate("Memory", "Me&mory"), window)
        help_action = window.menuBar().actions()[-1]  # before Help, the last menu
        window.menuBar().insertMenu(help_action, self.menu)
        self.remember = self._action(translate("Memory", "&Remember…"), "Ctrl+Shift+M", self.open_new)
        self.remember.setToolTip(translate("Memory", "Write down something every chat should know about you"))
        self.manage = self._action(translate("Memory", "&Memories…"), "Ctrl+Alt+M", self.open_panel)
        self.menu.addSeparator()
        self.this_chat = self._action(translate("Memory", "Use memory in &this chat"), "", None)
        self.this_chat.setCheckable(True)
        self.this_chat.toggled.connect(self.set_chat_memory)
        self.everywhere = self._action(translate("Memory", "Use memory in &every chat"), "", None)
        self.everywhere.setCheckable(True)
        self.everywhere.toggled.connect(lambda on: service.update(memory=on))
        self.menu.aboutToShow.connect(self.refresh)
        self.refresh()

    def _action(self, text: str, key: str, slot: Callable[[], object] | None) -> QAction:
        action = QAction(text, self._window)
        if key:
            action.setShortcut(QKeySequence(key))
            self._window.addAction(action)  # the key works wherever the focus is in the window
        if slot is not None:
            action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    def refresh(self) -> None:
        chat = self._window.controller.settings()
        for action, on in ((self.this_chat, chat.memory and not chat.incognito),
                           (self.everywhere, self._service.settings.memory)):
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)
        self.this_chat.setEnabled(self._service.settings.memory and not chat.incognito)

    def set_chat_memory(self, on: bool) -> None:
        controller = self._window.controller
        controller.set_settings(replace(controller.settings(), memory=on))

    def open_panel(self) -> MemoryPanel:
        if self.panel is None:
            self.panel = MemoryPanel(self._store, self._window)
        self.panel.refresh()
        self.panel.show()
        self.panel.raise_()
        return self.panel

    def open_new(self) -> MemoryPanel:
        panel = self.open_panel()
        panel.start_new()
        return panel


def connect_memory(window: MainWindow, store: Store, service: SettingsService,
                   docs: DocumentsController | None, projects: ChatProjects | None = None) -> MemoryMenu:
    """Give each turn its memories (before the documents' grounding) and add the Memory menu. Memories are
    found with the documents' embedding model once it is built (by words until then, or without documents);
    a chat reads the global ones and its project's (`projects`), never another project's."""

    def embedder() -> Embedder | None:
        return docs.documents.available_embedder() if docs is not None and not docs.closed else None

    recall = MemoryRecall(embedder)

    def seen(conversation_id: int | None) -> Memories:
        project = projects.project_of(conversation_id) if projects is not None else None
        return store.memories.for_project(project.id if project is not None else None)

    def remind(turn: Turn, history: list[ChatMessage]) -> list[ChatMessage]:
        if turn.settings.incognito:  # neither read nor written: no memories, and the `remember` tool is not offered
            turn.settings = replace(turn.settings, tools=tuple(t for t in turn.settings.tools if t not in REMEMBER))
            return history
        with_memories(turn, seen(turn.conversation_id), recall, service.settings.memory)
        return history

    def remind_draft(opened: OpenThread, draft: str, system: str) -> str:
        if opened.settings.incognito:
            return system
        return draft_system_prompt(replace(opened.settings, system_prompt=system), opened.thread, draft,
                                   seen(opened.conversation_id), recall, service.settings.memory)

    window.controller.filters.add("memory", TurnFilter(turn=remind, draft=remind_draft))
    return MemoryMenu(window, store, service)
