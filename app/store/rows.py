"""Translation between SQLite rows and the store's value types, and the checks done before a write.

Kept apart from `store.py` so the import path and the live store insert messages the same way.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any, Final

from app.chat.provenance import Provenance
from app.store.records import ROLES, STATUSES, Conversation, ConversationDraft, Message

CONVERSATION_COLUMNS: Final = (
    "id, title, created_at, updated_at, pinned, deleted_at, settings, model, current_leaf_id, project_id"
)
MESSAGE_COLUMNS: Final = "id, conversation_id, parent_id, role, content, created_at, status, provenance"


def conversation(row: Sequence[Any]) -> Conversation:
    return Conversation(
        id=row[0],
        title=row[1],
        created_at=row[2],
        updated_at=row[3],
        pinned=bool(row[4]),
        deleted_at=row[5],
        settings=json.loads(row[6]),
        model=row[7],
        current_leaf_id=row[8],
        project_id=row[9],
    )


def message(row: Sequence[Any]) -> Message:
    return Message(
        id=row[0],
        conversation_id=row[1],
        parent_id=row[2],
        role=row[3],
        content=row[4],
        created_at=row[5],
        status=row[6],
        provenance=Provenance.from_json(json.loads(row[7])) if row[7] is not None else None,
    )


def json_object(value: Mapping[str, Any] | None, what: str) -> str | None:
    """`value` as JSON text; a ValueError that names `what` if it is not a JSON-able dict."""
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise ValueError(f"{what} must be a dict, not {type(value).__name__}")
    try:
        return json.dumps(dict(value), ensure_ascii=False)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{what} cannot be stored as JSON: {exc}") from exc


def check_role_status(role: str, status: str) -> None:
    """Reject unknown values with a message that lists the known ones (the CHECK would be cryptic)."""
    if role not in ROLES:
        raise ValueError(f"unknown role {role!r}; expected one of {sorted(ROLES)}")
    if status not in STATUSES:
        raise ValueError(f"unknown status {status!r}; expected one of {sorted(STATUSES)}")


def insert_message(
    conn: sqlite3.Connection,
    conversation_id: int,
    parent_id: int | None,
    role: str,
    content: str,
    created_at: float,
    status: str,
    provenance: Provenance | None,
) -> int:
    """Insert one message (the caller holds the transaction); returns its id."""
    check_role_status(role, status)
    provenance_json = json_object(provenance.as_json() if provenance else None, "provenance")
    cur = conn.execute(
        f"INSERT INTO messages ({MESSAGE_COLUMNS}) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?)",
        (conversation_id, parent_id, role, content, created_at, status, provenance_json),
    )
    assert cur.lastrowid is not None
    return cur.lastrowid


def insert_tree(conn: sqlite3.Connection, draft: ConversationDraft) -> int:
    """Insert a conversation with all its messages (the caller holds the transaction); returns its id."""
    cur = conn.execute(
        "INSERT INTO conversations (title, created_at, updated_at, pinned, settings, model, project_id) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            draft.title,
            draft.created_at,
            draft.updated_at,
            int(draft.pinned),
            json_object(draft.settings, "settings"),
            draft.model,
            draft.project_id,
        ),
    )
    assert cur.lastrowid is not None
    conversation_id = cur.lastrowid
    ids: list[int] = []
    for index, m in enumerate(draft.messages):
        if m.parent is not None and not 0 <= m.parent < index:
            raise ValueError(f"message {index}: its parent must be an earlier message")
        parent_id = ids[m.parent] if m.parent is not None else None
        ids.append(
            insert_message(
                conn, conversation_id, parent_id, m.role, m.content, m.created_at, m.status, m.provenance
            )
        )
    if draft.current_leaf is not None:
        if not 0 <= draft.current_leaf < len(ids):
            raise ValueError(f"current leaf {draft.current_leaf} is not one of the {len(ids)} messages")
        sql = "UPDATE conversations SET current_leaf_id = ? WHERE id = ?"
        conn.execute(sql, (ids[draft.current_leaf], conversation_id))
    return conversation_id
