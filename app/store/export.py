"""Readable exports of the visible thread: Markdown and a rendered, self-contained HTML page.

Both take the messages to show (normally `Store.thread()`); the lossless format with every version
is JSON, in `archive.py`. The HTML page (`html_page.py`) renders the Markdown the messages are
written in; the window prints that page to PDF.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from datetime import datetime

from app.store import html_page
from app.store.archive import FORMAT, FORMAT_VERSION, import_json, to_json
from app.store.html_page import ROLE_TITLES, cited_sources, status_note, tool_calls
from app.store.records import Conversation, Message
from app.store.thinking_export import images_for_export, parts_for_export

__all__ = ["FORMAT", "FORMAT_VERSION", "import_json", "to_html", "to_json", "to_markdown", "when_text"]


def when_text(timestamp: float) -> str:
    """A time as the exports write it: local, to the minute."""
    return datetime.fromtimestamp(timestamp).astimezone().strftime("%Y-%m-%d %H:%M")


def to_markdown(conversation: Conversation, messages: Sequence[Message], *, thinking: bool = True) -> str:
    """The thread as Markdown: a heading per message; the message text is already Markdown. A reply's
    thinking is folded above it, or left out (`thinking`)."""
    title = conversation.title.replace("\n", " ").strip() or "Untitled"
    lines = [f"# {title}", ""]
    facts = [f"Created {when_text(conversation.created_at)}"]
    if conversation.model:
        facts.append(f"model: {conversation.model}")
    lines += ["*" + " · ".join(facts) + "*", ""]
    for message in messages:
        fold, text = parts_for_export(message.content, message.provenance, thinking)
        images = images_for_export(message.provenance, html_page=False) if message.role == "user" else ""
        lines += [f"## {ROLE_TITLES[message.role]}", ""]
        calls = tool_calls(message.provenance)
        for tool, args, source, result in calls:
            lines += [f"- Tool call **{tool}** `{args}` ({source})", f"  > {result}"]
        lines += [*([""] if calls else []), *([fold] if fold else []), text.rstrip(), "",
                  *([images.rstrip(), ""] if images else [])]
        note = status_note(message)
        if note:
            lines += [f"*({note})*", ""]
        sources = cited_sources(message.provenance)
        if sources:
            lines += ["Sources:", ""]
            for n, where, path, excerpt in sources:
                lines += [f"- **[{n}] {where}** (`{path}`)", f"  > {excerpt}"]
            lines.append("")
        facts_line = message.provenance.line() if message.provenance else ""
        if facts_line:
            lines += [f"<sub>{html.escape(facts_line)}</sub>", ""]
    return "\n".join(lines).rstrip() + "\n"


def to_html(conversation: Conversation, messages: Sequence[Message], *, thinking: bool = True) -> str:
    """The thread as one rendered, self-contained HTML page (see `html_page`)."""
    return html_page.to_html(conversation, messages, when=when_text(conversation.created_at), thinking=thinking)
