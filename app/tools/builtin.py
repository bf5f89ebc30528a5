"""The tools that come with Hearth; none of them uses the network.

- `current_time`: the date and time, here or in an IANA time zone;
- `calculator`: arithmetic (`app.tools.calculator`, never `eval`);
- `search_conversations`: this person's conversations (the store's full-text index, read-only);
- `search_documents`: the chat's document libraries (the Documents retrieval, as a tool);
- `remember`: a fact about the person kept in their memories (`app.store.memories`), once they allowed the call
  (asked at every call: `app.tools.approvals.ASK_EACH_TIME`).

Each runs on the thread that runs tool calls, so the searches open their own read-only connections.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from app.i18n import QT_TRANSLATE_NOOP
from app.plural import clock
from app.tools.calculator import evaluate, format_number
from app.tools.spec import ToolSpec

SEARCH_HITS = 8


class ToolFailed(Exception):
    """A call that could not be done; the message goes back to the model (keep it short)."""


@dataclass(frozen=True)
class ToolContext:
    """Where the built-in tools look: the conversation asking, the store and the documents database."""

    conversation_id: int | None = None
    conversations_db: Path | None = None
    documents_db: Path | None = None
    project_id: int | None = None  # without a conversation (the terminal's): the project its memories go to


def _current_time(args: dict[str, Any], _ctx: ToolContext) -> str:
    zone = str(args.get("timezone") or "").strip()
    try:
        now = datetime.now(ZoneInfo(zone)) if zone else datetime.now().astimezone()
    except (ZoneInfoNotFoundError, ValueError):  # small models invent zones: answer with the local time
        local = datetime.now().astimezone().strftime("%A %d %B %Y, %H:%M:%S %Z (UTC%z)")
        return f"{local} (local time: {zone!r} is not a time zone name such as Europe/Paris)"
    return now.strftime("%A %d %B %Y, %H:%M:%S %Z (UTC%z)")


def _calculator(args: dict[str, Any], _ctx: ToolContext) -> str:
    try:
        return format_number(evaluate(str(args.get("expression", ""))))
    except ValueError as exc:
        raise ToolFailed(str(exc)) from None


def _search_conversations(args: dict[str, Any], ctx: ToolContext) -> str:
    from app.store.search import search

    if ctx.conversations_db is None or not ctx.conversations_db.is_file():
        return "No conversations are saved yet."
    conn = sqlite3.connect(f"file:{ctx.conversations_db}?mode=ro", uri=True)
    try:
        hits = search(conn, str(args.get("query", "")), SEARCH_HITS)
    finally:
        conn.close()
    hits = [h for h in hits if h.conversation_id != ctx.conversation_id]
    if not hits:
        return "No conversation matches."
    return "\n".join(f"- {h.conversation_title} ({h.role}): {h.snippet_text()}" for h in hits)


def _search_documents(args: dict[str, Any], ctx: ToolContext) -> str:
    from app.docs.grounding import TOP_K
    from app.docs.service import DocsError, Documents

    if ctx.conversation_id is None or ctx.documents_db is None or not ctx.documents_db.is_file():
        return "This chat has no documents attached."
    documents = Documents(ctx.documents_db)
    try:
        libraries = documents.for_conversation(ctx.conversation_id)
        if not libraries:
            return "This chat has no documents attached."
        try:
            hits = documents.retriever().search(libraries, str(args.get("query", "")), TOP_K)
        except DocsError as exc:
            raise ToolFailed(str(exc)) from None
    finally:
        documents.close()
    if not hits:
        return "Nothing in the documents matches."
    parts = []
    for n, hit in enumerate(hits[:SEARCH_HITS], 1):
        chunk = hit.chunk
        place = (f", page {chunk.page}" if chunk.page else f", line {chunk.line}" if chunk.line
                 else f", {clock(chunk.seconds)}" if chunk.seconds is not None else "")
        where = f"{chunk.path}{place}"
        where = f"{chunk.path}{place}"
        parts.append(f"[{n}] {where}:\n{chunk.text}")
    return "\n\n".join(parts)


def _remember(args: dict[str, Any], ctx: ToolContext) -> str:
    from app.store.memories import Memories, open_memories
    from app.store.projects import project_id_of

    if ctx.conversations_db is None:
        raise ToolFailed("memories are not kept here")
    conn = open_memories(ctx.conversations_db)
    try:  # a chat in a project remembers for that project (`Memories.for_project`)
        project = project_id_of(conn, ctx.conversation_id) if ctx.conversation_id is not None else ctx.project_id
        memory = Memories(conn).for_project(project).add(str(args.get("fact", "")), "model")
    except ValueError as exc:
        raise ToolFailed(str(exc)) from None
    finally:
        conn.close()
    return f"Remembered: {memory.text}"


def _object(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


class Builtin(NamedTuple):
    """A built-in tool: what the model sees, what runs it, and what the window's Tools menu calls it."""

    spec: ToolSpec
    run: Callable[[dict[str, Any], ToolContext], str]
    label: str


_QUERY = {"query": {"type": "string", "minLength": 1, "maxLength": 200, "description": "words to look for"}}
# The descriptions go to the model in English; they and the labels are marked for the window, which shows
# them translated (app/i18n.py).
BUILTINS: dict[str, Builtin] = {  # the terminal's --tools help and the window's Tools menu list these
    "current_time": Builtin(ToolSpec(
        "current_time", QT_TRANSLATE_NOOP("Tools", "The current date and time, here or in a time zone."), _object(
            {"timezone": {"type": "string", "maxLength": 40,
                          "description": "IANA time zone such as Europe/Paris; empty for local time"}}, [])),
        _current_time, QT_TRANSLATE_NOOP("Tools", "Date and time")),
    "calculator": Builtin(ToolSpec(
        "calculator", QT_TRANSLATE_NOOP("Tools", "Compute an arithmetic expression exactly, e.g. 17*23 or sqrt(2)."),
        _object({"expression": {"type": "string", "minLength": 1, "maxLength": 200}}, ["expression"])),
        _calculator, QT_TRANSLATE_NOOP("Tools", "Calculator")),
    "search_conversations": Builtin(ToolSpec(
        "search_conversations", QT_TRANSLATE_NOOP("Tools", "Search this person's earlier conversations."),
        _object(_QUERY, ["query"])), _search_conversations, QT_TRANSLATE_NOOP("Tools", "Search my conversations")),
    "search_documents": Builtin(ToolSpec(
        "search_documents", QT_TRANSLATE_NOOP("Tools", "Search the documents attached to this chat."),
        _object(_QUERY, ["query"])), _search_documents, QT_TRANSLATE_NOOP("Tools", "Search this chat's documents")),
    "remember": Builtin(ToolSpec(
        "remember", QT_TRANSLATE_NOOP("Tools", "Keep a lasting fact about the person (their name, work, preferences) "
                                      "for later chats. The person is asked first."), _object(
            {"fact": {"type": "string", "minLength": 1, "maxLength": 300,
                      "description": "the fact, in one short sentence"}}, ["fact"])),
        _remember, QT_TRANSLATE_NOOP("Tools", "Remember (asks first)")),
}
