"""Full-text search over message content (FTS5).

Whatever a person types is turned into a safe FTS5 query: every whitespace-separated word becomes a
quoted phrase, so quotes, parentheses, `AND`/`OR`/`NEAR`, `-` and `:` are searched for as text and
never raise a syntax error (control characters count as spaces). A word ending in `*` is a prefix
search (`hel*` finds "hello"). All words must match. Words with no letters or digits (punctuation,
emoji) are ignored, as the tokenizer would drop them anyway.
"""

from __future__ import annotations

import sqlite3
from typing import Literal

from app.store.records import MARK_END, MARK_START, SearchHit

Order = Literal["newest", "rank"]

_ORDER_BY: dict[str, str] = {
    "newest": "m.created_at DESC, m.id DESC",
    "rank": "bm25(messages_fts), m.created_at DESC",
}


def fts_query(text: str) -> str | None:
    """The FTS5 MATCH expression for user text, or None when nothing searchable is left."""
    terms: list[str] = []
    # The FTS5 parser stops at NUL ("unterminated string"): control characters become spaces.
    cleaned = "".join(ch if ch.isprintable() else " " for ch in text)
    for word in cleaned.split():
        prefix = word.endswith("*")
        core = word.rstrip("*")
        if not any(ch.isalnum() for ch in core):
            continue
        quoted = '"' + core.replace('"', '""') + '"'
        terms.append(quoted + "*" if prefix else quoted)
    return " ".join(terms) if terms else None


def search(conn: sqlite3.Connection, text: str, limit: int = 50, order: Order = "newest",
           project: int | None = None) -> list[SearchHit]:
    """Messages of conversations not in the trash nor incognito that contain every word of `text` (of `project`'s
    chats alone, when given).

    Messages on every branch are found, not only the visible thread: `Store.select_version(hit.message_id)`
    brings a hit into view.
    """
    query = fts_query(text)
    if query is None or limit <= 0:
        return []
    # Pick the hits first, then build snippets for those alone: snippet() is the costly part, and
    # SQLite would otherwise compute it for every match before sorting (100 ms for 300 long replies).
    rows = conn.execute(
        f"""WITH top(id) AS (
                SELECT m.id FROM messages_fts
                JOIN messages AS m ON m.id = messages_fts.rowid
                JOIN conversations AS c ON c.id = m.conversation_id
                WHERE messages_fts MATCH :query AND c.deleted_at IS NULL
                    AND json_extract(c.settings, '$.incognito') IS NOT 1
                    AND (:project IS NULL OR c.project_id = :project)
                ORDER BY {_ORDER_BY[order]}
                LIMIT :limit)
            SELECT c.id, c.title, m.id, m.role,
                   snippet(messages_fts, 0, :start, :end, '…', 12), m.created_at
            FROM messages_fts
            JOIN messages AS m ON m.id = messages_fts.rowid
            JOIN conversations AS c ON c.id = m.conversation_id
            WHERE messages_fts MATCH :query AND messages_fts.rowid IN top
            ORDER BY {_ORDER_BY[order]}""",
        {"query": query, "limit": limit, "start": MARK_START, "end": MARK_END, "project": project},
    ).fetchall()
    return [
        SearchHit(
            conversation_id=row[0],
            conversation_title=row[1],
            message_id=row[2],
            role=row[3],
            snippet=row[4],
            created_at=row[5],
        )
        for row in rows
    ]
