"""Value types and errors of the conversation store.

Everything the store hands out is a frozen dataclass of plain data, so it can cross a Qt signal or a
thread without anyone holding on to a cursor or a connection.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any, Final, Literal, get_args

from app.chat.provenance import Provenance

Role = Literal["system", "user", "assistant"]
Status = Literal["complete", "streaming", "interrupted", "cancelled", "error"]
ROLES: Final[frozenset[str]] = frozenset(get_args(Role))
STATUSES: Final[frozenset[str]] = frozenset(get_args(Status))

# Search snippets mark each match with these two control characters (STX, ETX). They never occur in
# typed text, unlike «» or <b>, so a view can escape the text first and then turn them into markup.
MARK_START: Final = "\x02"
MARK_END: Final = "\x03"


class StoreError(Exception):
    """A conversation-store problem worth showing to a person (the message says what to do)."""


class NewerSchemaError(StoreError):
    """The database was written by a newer Hearth; opening it here could lose data, so we refuse."""


class NotFoundError(StoreError, LookupError):
    """No conversation or message with that id."""


@dataclass(frozen=True)
class Conversation:
    """One chat. Timestamps are Unix seconds (UTC); `updated_at` is the last message activity.

    `settings` is the per-conversation generation settings, opaque to the store (a fresh copy per
    read). `current_leaf_id` is the message whose root path is the visible thread.
    """

    id: int
    title: str
    created_at: float
    updated_at: float
    pinned: bool
    deleted_at: float | None
    settings: dict[str, Any]
    model: str
    current_leaf_id: int | None
    project_id: int | None = None  # the project it belongs to (`app.store.projects`), None: a loose chat


@dataclass(frozen=True)
class Message:
    """A node of the conversation tree; siblings (same parent) are versions of each other."""

    id: int
    conversation_id: int
    parent_id: int | None
    role: Role
    content: str
    created_at: float
    status: Status
    provenance: Provenance | None  # how it was made (stored as a JSON object)


@dataclass(frozen=True)
class MessageDraft:
    """A message to import: `parent` is the index of an earlier draft in the same list, or None."""

    parent: int | None
    role: Role
    content: str
    created_at: float
    status: Status
    provenance: Provenance | None


@dataclass(frozen=True)
class ConversationDraft:
    """A conversation to import whole; `current_leaf` is an index into `messages`, or None."""

    title: str
    created_at: float
    updated_at: float
    pinned: bool
    settings: dict[str, Any]
    model: str
    messages: tuple[MessageDraft, ...]
    current_leaf: int | None
    project_id: int | None = None  # the project it is imported into (`app.store.project_archive`)


@dataclass(frozen=True)
class SearchHit:
    """A message matching a search; `snippet` marks matches with MARK_START/MARK_END."""

    conversation_id: int
    conversation_title: str
    message_id: int
    role: Role
    snippet: str
    created_at: float

    def snippet_text(self, start: str = "«", end: str = "»") -> str:
        """The snippet with visible markers, for a plain-text label or a terminal."""
        return self.snippet.replace(MARK_START, start).replace(MARK_END, end)

    def snippet_html(self) -> str:
        """The snippet escaped for rich text, with matches in <b>…</b>."""
        escaped = html.escape(self.snippet, quote=False)
        return escaped.replace(MARK_START, "<b>").replace(MARK_END, "</b>")
