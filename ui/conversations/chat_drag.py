"""A chat dragged between the sidebar's lists (onto a project to move it in, onto the loose chats to move it out):
its id as the drag's data, in a type of Hearth's own so nothing else dropped there is taken for a chat."""

from __future__ import annotations

from PySide6.QtCore import QMimeData

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
