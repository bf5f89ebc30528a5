"""A message as HTML: the role label, the rendered body, the status marker, the provenance line and
the action links under it.

A very long message of the person's (a pasted log, a document) is folded: its first lines, then
"Show all" (`is_long`, `excerpt`; the view keeps which are unfolded). The version arrows are drawn
large, with space around them, so they are easy to hit.

Why apart from `ui.chat.chat_document`: these are pure functions of plain values (`MessageView`, a `Theme`)
with no document or widget, so what a message says is read and tested without the frame machinery
that keeps the document fast.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from app.chat.provenance import Provenance
from app.conversation.memory import memories_of
from app.docs.grounding import sources_of
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from app.store.html_page import tool_calls
from ui.theme import Theme


@dataclass(frozen=True)
class MessageView:
    """One message as the view shows it: plain data, built by the window from the store.

    status: "complete", "streaming", "interrupted", "cancelled" or "error".
    provenance: how the message was made (`app.chat.provenance`: a reply's model, device, sampling and
    figures; the person's images), as the store keeps it; None when it records nothing.
    version_index: 0-based index of the version shown, out of version_count (regenerated replies,
    edited prompts). can_continue: offer "Continue" (the last reply, cut, stopped, failed or interrupted).
    """

    id: int
    role: str
    content: str
    status: str = "complete"
    provenance: Provenance | None = None
    version_index: int = 0
    version_count: int = 1
    can_continue: bool = False


_STATUS_TEXT = {
    "interrupted": QT_TRANSLATE_NOOP("MessageHtml", "Interrupted: the app closed before this reply was finished."),
    "cancelled": QT_TRANSLATE_NOOP("MessageHtml", "Stopped before the end."),
    "error": QT_TRANSLATE_NOOP("MessageHtml", "This reply failed."),
}
_ROLE_LABEL = {"user": QT_TRANSLATE_NOOP("MessageHtml", "You"),
               "assistant": QT_TRANSLATE_NOOP("MessageHtml", "Assistant"),
               "system": QT_TRANSLATE_NOOP("MessageHtml", "System prompt")}
FOLD_LINES = 24  # a message of the person's this long (lines, or characters) is folded
FOLD_CHARS = 2400
EXCERPT_LINES = 10
EXCERPT_CHARS = 900
CALL_RESULT_CHARS = 160


def attachments_html(provenance: Provenance | None, theme: Theme) -> str:
    """The files a message of the person's brought into the chat (`ui.features.attachment_chips`), one quiet line."""
    files = provenance.attachments if provenance else ()
    if not files:
        return ""
    names = ", ".join(f'<span title="{html.escape(str(a.get("path", "")), quote=True)}">'
                      f'{html.escape(str(a.get("name", "")))}</span>' for a in files)
    # words, not a paperclip emoji: a system without an emoji font draws a box
    attached = translate("MessageHtml", "Attached: {0}").format(names)
    return f'<p style="margin-top:4px; margin-bottom:2px; font-size:small; color:{theme.muted}">{attached}</p>'


def sources_html(view: MessageView, theme: Theme) -> str:
    """The citations under a reply made with documents: "[1] guide.pdf, page 3", each a link that shows
    the passage (and opens the file) — `hearth:source/<message id>/<n>`. Empty without sources."""
    sources = sources_of(view.provenance)
    if not sources:
        return ""
    links = [_link(f"hearth:source/{view.id}/{s.n}", html.escape(f"[{s.n}] {s.where()}"),
                   html.escape(s.path, quote=True), theme.link) for s in sources]
    left_out = view.provenance.sources_left_out if view.provenance else None
    more = translate("MessageHtml", " · %Ln passage(s) left out to fit the context", None, left_out) if left_out else ""
    sources_line = translate("MessageHtml", "Sources: {0}").format(" &nbsp; ".join(links) + more)
    return f'<p style="margin-top:4px; margin-bottom:2px; font-size:small; color:{theme.muted}">{sources_line}</p>'


def memories_html(view: MessageView, theme: Theme, details: bool) -> str:
    """"Used 2 memories" under a reply given the person's memories (`app.conversation.memory`): a link that
    opens the reply's details, where each memory it was given is listed. Empty without memories."""
    texts = memories_of(view.provenance)
    if not texts:
        return ""
    used = len(texts)
    said = translate("Memory", "Used %n memory(s)", None, used)
    hint = translate("Memory", "Hide the memories this reply was given") if details else translate(
        "Memory", "Show the memories this reply was given (Memory → Memories… edits them)")
    out = f"{_link(f'hearth:details/{view.id}', html.escape(said), html.escape(hint, quote=True), theme.link)}"
    if details:
        out += "".join(f"<br>&nbsp;&nbsp;• {html.escape(text)}" for text in texts)
    return f'<p style="margin-top:4px; margin-bottom:2px; font-size:small; color:{theme.muted}">{out}</p>'


def calls_html(view: MessageView, theme: Theme) -> str:
    """The tool calls a reply made before its text, one line each, the result folded to its start
    (the whole result is in the exports). Empty without calls."""
    rows = []
    for tool, args, source, result in tool_calls(view.provenance):
        folded = result if len(result) <= CALL_RESULT_CHARS else result[:CALL_RESULT_CHARS].rstrip() + " …"
        call = translate("MessageHtml", "Tool call <b>{0}</b> <code>{1}</code> · {2}<br>&nbsp;&nbsp;&nbsp;→ {3}")
        line = call.format(html.escape(tool), html.escape(args), html.escape(source), html.escape(folded))
        rows.append(f'<p style="margin-top:2px; margin-bottom:2px; font-size:small; color:{theme.muted}">{line}</p>')
    return "".join(rows)


def _link(href: str, text: str, title: str, colour: str) -> str:
    return f'<a href="{href}" title="{title}" style="color:{colour}; text-decoration:none">{text}</a>'


def is_long(view: MessageView) -> bool:
    """Whether the view folds this message (only the person's own: replies are read whole)."""
    text = view.content
    return view.role == "user" and (text.count("\n") >= FOLD_LINES or len(text) > FOLD_CHARS)


def excerpt(text: str) -> str:
    """The start of a folded message: its first lines, at most `EXCERPT_CHARS` characters."""
    start = "\n".join(text.splitlines()[:EXCERPT_LINES])[:EXCERPT_CHARS]
    return start.rstrip() + " …"


def _fold_html(view: MessageView, theme: Theme, folded: bool) -> str:
    lines = view.content.count("\n") + 1
    characters = len(view.content)
    size = translate("MessageHtml", "%Ln line(s)", None, lines) + ", " + \
        translate("MessageHtml", "%Ln character(s)", None, characters)
    link = (_link(f"hearth:expand/{view.id}", translate("MessageHtml", "Show all"),
                  translate("MessageHtml", "Show the whole message"), theme.link) if folded
            else _link(f"hearth:collapse/{view.id}", translate("MessageHtml", "Show less"),
                       translate("MessageHtml", "Fold the message again"), theme.link))
    if folded:
        size = translate("MessageHtml", "Folded: {0}").format(size)
    return f'<p style="margin-top:2px; margin-bottom:4px; font-size:small; color:{theme.muted}">{size} · {link}</p>'


def _arrow(href: str, glyph: str, title: str, theme: Theme) -> str:
    """A version arrow: large, padded with spaces (the link is what can be clicked), muted at the end."""
    text = f'<span style="font-size:x-large">&nbsp;{glyph}&nbsp;</span>'
    if not href:
        return f'<span style="color:{theme.border}">{text}</span>'
    return _link(href, text, title, theme.link)


def _actions_html(view: MessageView, theme: Theme, can_regenerate: bool, details: bool | None) -> str:
    """The row of quiet action links under a finished message."""
    c, i = theme.muted, view.id
    links = [_link(f"hearth:copy/{i}",
                   translate("MessageHtml", "Copy"), translate("MessageHtml", "Copy this message"), c)]
    if view.role == "user":
        links.append(_link(f"hearth:edit/{i}", translate("MessageHtml", "Edit"),
                           translate("MessageHtml", "Edit this message and send it again"), c))
    if view.role == "assistant" and view.content.strip():
        links.append(_link(f"hearth:read/{i}", translate("Voice", "Read aloud"),
                           translate("Voice", "Read this reply aloud with the system's voice (Esc stops it)"), c))
    if view.role == "assistant" and can_regenerate:
        links.append(_link(f"hearth:regenerate/{i}", translate("MessageHtml", "Regenerate"),
                           translate("MessageHtml", "Write this reply again"), c))
    if view.role == "assistant" and view.can_continue:
        links.append(_link(f"hearth:continue/{i}", translate("MessageHtml", "Continue"),
                           translate("MessageHtml", "Go on from where the reply stopped"), c))
    if view.version_count > 1:
        prev = _arrow(f"hearth:version/{i}/-1" if view.version_index > 0 else "", "‹",
                      translate("MessageHtml", "Previous version"), theme)
        nxt = _arrow(f"hearth:version/{i}/1" if view.version_index < view.version_count - 1 else "", "›",
                     translate("MessageHtml", "Next version"), theme)
        links.append(f"{prev}{view.version_index + 1}/{view.version_count}{nxt}")
    if details is not None:
        links.append(_link(f"hearth:details/{i}",
                           translate("MessageHtml", "Hide details") if details else translate("MessageHtml", "Details"),
                           translate("MessageHtml", "How this reply was made: device, sampling, prompt and speed"), c))
    return " &nbsp;·&nbsp; ".join(links)


def message_html(view: MessageView, body_html: str, theme: Theme, *, can_regenerate: bool,
                 folded: bool | None = None, details: bool = False) -> str:
    """A message's HTML: role label, rendered body, then status marker, provenance and actions.
    `folded`: True when `body_html` is the excerpt of a long message, False when it is unfolded.
    `details`: the reply's whole provenance line is shown (else its short form, the rest on hover)."""
    small = f"font-size:small; color:{theme.muted}"
    role = html.escape(translate("MessageHtml", _ROLE_LABEL[view.role]) if view.role in _ROLE_LABEL else
                       view.role.title())
    out = [f'<p style="margin-top:0px; margin-bottom:4px; {small}"><b>{role}</b></p>', calls_html(view, theme),
           body_html]
    if folded is not None:
        out.append(_fold_html(view, theme, folded))
    if view.status == "streaming":  # the body is drawn by the view's live reply object; the calls so far above it
        writing = translate("MessageHtml", "writing…")
        return (f'<p style="margin-top:0px; margin-bottom:4px; {small}"><b>{role}</b> · {writing}</p>'
                + calls_html(view, theme))
    if view.status in _STATUS_TEXT:
        colour = theme.error if view.status == "error" else theme.muted
        text = translate("MessageHtml", _STATUS_TEXT[view.status])
        if view.status == "error" and view.provenance and view.provenance.error:
            text = translate("MessageHtml", "This reply failed: {0}").format(view.provenance.error)
        out.append(f'<p style="margin-top:2px; margin-bottom:4px; font-size:small; color:{colour}">'
                   f"{html.escape(text)}</p>")
    toggle: bool | None = None
    if view.role == "assistant" and view.provenance:
        out.append(sources_html(view, theme) + memories_html(view, theme, details))
        full, short = view.provenance.line(translate=translate), view.provenance.line(True, translate)
        toggle = details if full != short else None
        line = full if details or toggle is None else short
        out.append(f'<p style="margin-top:2px; margin-bottom:2px; {small}">'
                   f'<span title="{html.escape(full, quote=True)}">{html.escape(line)}</span></p>')
    out.append(f'<p style="margin-top:2px; margin-bottom:0px; {small}">'
               f"{_actions_html(view, theme, can_regenerate, toggle)}</p>")
    return "".join(out)


def regenerate_target(views: list[MessageView]) -> int | None:
    """Only the last reply, once finished, may be regenerated."""
    if views and views[-1].role == "assistant" and views[-1].status != "streaming":
        return views[-1].id
    return None
