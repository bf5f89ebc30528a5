"""Export and import of conversation files, for the window's menus.

Why a small object of its own: `ui.conversations.export_import` works on the conversation store directly (it reads
whole trees and writes imported ones), and the window must not reach into the store. The application
hands this object the store once; the window only asks it to export or import.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from app.store import Conversation, Store
from ui.conversations import export_import


class ConversationFiles:
    """Export a conversation to a file, or import one, with the dialogs around it."""

    def __init__(self, store: Store) -> None:
        self._store = store

    def export(self, parent: QWidget, conversation_id: int) -> Path | None:
        """Ask where and write it there: the path written, or None (cancelled or failed, already said)."""
        return export_import.export_conversation(parent, self._store, conversation_id)

    def import_one(self, parent: QWidget) -> Conversation | None:
        """Ask for a Hearth JSON export and add it: the new conversation, or None (cancelled or refused)."""
        return export_import.import_conversation(parent, self._store)
