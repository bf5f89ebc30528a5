"""Readable exports of the visible thread: Markdown and a self-contained HTML page.

Both take the messages to show (normally `Store.thread()`); the lossless format with every version
is JSON, in `archive.py`. The HTML page has its CSS inline, no scripts and no external resources, so it
opens offline in any browser; it follows the reader's light/dark preference. Message text is escaped
and shown as written (white space kept): Hearth does not ship a Markdown renderer, and showing raw
model output can never inject markup into the page.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Final

from app.store.archive import FORMAT, FORMAT_VERSION, import_json, to_json
from app.store.records import Conversation, Message

__all__ = ["FORMAT", "FORMAT_VERSION", "import_json", "to_html", "to_json", "to_markdown"]

_ROLE_TITLES: Final = {"system": "System", "user": "User", "assistant": "Assistant"}
_STATUS_NOTES: Final = {
    "streaming": "still being written when exported",
    "interrupted": "interrupted: Hearth stopped before the reply was finished",
    "cancelled": "stopped by the user",
    "error": "the reply failed",
}


def _when(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp).astimezone().strftime("%Y-%m-%d %H:%M")


def _provenance_line(provenance: Mapping[str, Any] | None) -> str:
    """The scalar facts of a reply's provenance (model, speed, …), in the order they were recorded."""
    if not provenance:
        return ""
    parts = [f"{key}: {value}" for key, value in provenance.items() if isinstance(value, str | int | float)]
    return " · ".join(parts)


def to_markdown(conversation: Conversation, messages: Sequence[Message]) -> str:
    """The thread as Markdown: a heading per message; the message text is already Markdown."""
    title = conversation.title.replace("\n", " ").strip() or "Untitled"
    lines = [f"# {title}", ""]
    facts = [f"Created {_when(conversation.created_at)}"]
    if conversation.model:
        facts.append(f"model: {conversation.model}")
    lines += ["*" + " · ".join(facts) + "*", ""]
    for message in messages:
        lines += [f"## {_ROLE_TITLES[message.role]}", "", message.content.rstrip(), ""]
        note = _STATUS_NOTES.get(message.status)
        if note:
            lines += [f"*({note})*", ""]
        facts_line = _provenance_line(message.provenance)
        if facts_line:
            lines += [f"<sub>{html.escape(facts_line)}</sub>", ""]
    return "\n".join(lines).rstrip() + "\n"


_CSS: Final = """
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --border: #d1d9e0;
  --user: #eef4ff; --assistant: #f6f8fa; --system: #fff8e5; --warn: #9a6700; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --border: #3d444d;
    --user: #172236; --assistant: #151b23; --system: #2b2111; --warn: #d29922; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 50rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; overflow-wrap: anywhere; }
.facts, .meta { color: var(--muted); font-size: .85rem; }
.message { border: 1px solid var(--border); border-radius: 12px; padding: .75rem 1rem; margin: 1rem 0; }
.message.user { background: var(--user); }
.message.assistant { background: var(--assistant); }
.message.system { background: var(--system); }
.role { font-weight: 600; font-size: .8rem; letter-spacing: .04em; text-transform: uppercase;
  color: var(--muted); margin-bottom: .35rem; }
.content { white-space: pre-wrap; overflow-wrap: anywhere; }
.status { color: var(--warn); font-size: .85rem; margin-top: .5rem; }
.meta { margin-top: .5rem; }
"""


def to_html(conversation: Conversation, messages: Sequence[Message]) -> str:
    """The thread as one self-contained HTML page (inline CSS, escaped text, light and dark)."""
    esc = html.escape
    title = conversation.title.strip() or "Untitled"
    facts = [f"Created {_when(conversation.created_at)}"]
    if conversation.model:
        facts.append(f"model: {conversation.model}")
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="generator" content="Hearth">',
        f"<title>{esc(title)}</title>",
        f"<style>{_CSS}</style>",
        "</head>",
        "<body>",
        "<main>",
        f"<h1>{esc(title)}</h1>",
        f'<p class="facts">{esc(" · ".join(facts))}</p>',
    ]
    for message in messages:
        parts.append(f'<section class="message {message.role}">')
        parts.append(f'<div class="role">{_ROLE_TITLES[message.role]}</div>')
        parts.append(f'<div class="content">{esc(message.content)}</div>')
        note = _STATUS_NOTES.get(message.status)
        if note:
            parts.append(f'<div class="status">{esc(note)}</div>')
        facts_line = _provenance_line(message.provenance)
        if facts_line:
            parts.append(f'<div class="meta">{esc(facts_line)}</div>')
        parts.append("</section>")
    parts += ["</main>", "</body>", "</html>", ""]
    return "\n".join(parts)
