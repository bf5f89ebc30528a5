"""A chat dragged between the sidebar's lists (onto a project to move it in, onto the loose chats to move it out):
its id as the drag's data, in a type of Hearth's own so nothing else dropped there is taken for a chat."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt
from PySide6.QtGui import QDropEvent

CHAT_MIME = "application/x-hearth-chat"


def chat_mime(conversation_id: int) -> QMimeData:
    data = QMimeData()
    data.setData(CHAT_MIME, str(conversation_id).encode())
    return data


def dragged_chat(data: QMimeData | None) -> int | None:
    """The id of the chat a drag carries, or None."""
    if data is None or not data.hasFormat(CHAT_MIME):
        return None
    text = bytes(data.data(CHAT_MIME).data()).decode(errors="replace")
    return int(text) if text.isdigit() else None


def take_as_copy(event: QDropEvent) -> None:
    """Accept a chat's drop as a copy: the store moves the chat once the drop is over and the lists are rebuilt
    from it; a Move would have Qt's drag source remove the dragged row itself, and a chat whose move changes
    nothing (its own project) or fails would vanish from the sidebar."""
    event.setDropAction(Qt.DropAction.CopyAction)
    event.accept()
