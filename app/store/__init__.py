"""The conversation store: SQLite on disk, plain frozen values out (see `store.py` for the why)."""

from __future__ import annotations

from app.store.archive import FORMAT, FORMAT_VERSION, import_json, to_json
from app.store.export import to_html, to_markdown
from app.store.records import (
    MARK_END,
    MARK_START,
    Conversation,
    ConversationDraft,
    Message,
    MessageDraft,
    NewerSchemaError,
    NotFoundError,
    Role,
    SearchHit,
    Status,
    StoreError,
)
from app.store.schema import SCHEMA_VERSION
from app.store.store import Store

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "MARK_END",
    "MARK_START",
    "SCHEMA_VERSION",
    "Conversation",
    "ConversationDraft",
    "Message",
    "MessageDraft",
    "NewerSchemaError",
    "NotFoundError",
    "Role",
    "SearchHit",
    "Status",
    "Store",
    "StoreError",
    "import_json",
    "to_html",
    "to_json",
    "to_markdown",
]
