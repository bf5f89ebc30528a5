"""A reply's thinking as HTML: a folded line above the answer ("Thought for 12 s"), open on click.

Folded by default, as in Ollama, Jan and LM Studio: the answer is what is read; the thinking is there for
whoever wants to check it. While the model thinks the line says "Thinking…"; a reply cut off inside its
thinking says so (its Continue link is offered with the other actions). Opened while the model thinks, it
shows the thinking's last `STREAMING_TAIL_CHARS` (every piece re-renders what is shown: a whole thinking of
thousands of words would cost more and more per piece), and all of it once the reply has ended. The link is
`hearth:thinking/<message id>`; the document keeps which replies are open (`ChatDocument.thinking_open`).

Pure functions of plain values, like `ui.chat.message_html`.
"""

from __future__ import annotations

import html

from app.chat.reasoning import Reasoned
from app.plural import count
from ui.theme import Theme

STREAMING_TAIL_CHARS = 2000
TAIL_TEXT = "Its latest lines as it thinks; all of it once the reply has ended."
CUT_TEXT = "The reply stopped while the model was still thinking: it has no answer yet. Continue lets it go on."


def thinking_label(parts: Reasoned, seconds: float | None, streaming: bool) -> str:
    if streaming and parts.open:
        return "Thinking…"
    if seconds is not None and seconds >= 1:
        return f"Thought for {seconds:.0f} s"
    if seconds is not None:
        return "Thought for less than a second"
    return "Thinking"


def thinking_html(message_id: int, parts: Reasoned, theme: Theme, *, opened: bool, streaming: bool,
                  seconds: float | None) -> str:
    """The thinking line (and the thinking itself when `opened`); "" when the reply has no thinking to show."""
    if not parts.has_thinking or (not parts.thinking and not parts.open):
        return ""  # thinking switched off: the empty block is not worth a line
    arrow = "▾" if opened else "▸"
    words = count(len(parts.thinking.split()), "word")
    title = "Hide the thinking" if opened else "Show what the model thought before answering"
    label = html.escape(thinking_label(parts, seconds, streaming))
    link = (f'<a href="hearth:thinking/{message_id}" title="{title}" style="color:{theme.muted}; '
            f'text-decoration:none">{arrow} {label}</a>')
    out = [f'<p style="margin-top:0px; margin-bottom:4px; font-size:small; color:{theme.muted}">'
           f"{link} · {words}</p>"]
    if opened and parts.thinking:
        shown = parts.thinking
        if streaming and len(shown) > STREAMING_TAIL_CHARS:  # its last lines: each piece re-renders what is shown
            shown = _tail(shown, STREAMING_TAIL_CHARS)
            out.append(f'<p style="margin-top:0px; margin-bottom:2px; margin-left:14px; font-size:small; '
                       f'color:{theme.muted}">{html.escape(TAIL_TEXT)}</p>')
        body = "<br>".join(html.escape(line) for line in shown.splitlines())
        out.append(f'<p style="margin-top:0px; margin-bottom:6px; margin-left:14px; font-size:small; '
                   f'color:{theme.muted}"><i>{body}</i></p>')
    if parts.open and not streaming:
        out.append(f'<p style="margin-top:2px; margin-bottom:4px; font-size:small; color:{theme.error}">'
                   f"{html.escape(CUT_TEXT)}</p>")
    return "".join(out)


def _tail(text: str, chars: int) -> str:
    """About the last `chars` of `text`, from a word's start, after "… "."""
    cut = len(text) - chars
    space = next((i for i, c in enumerate(text[cut:cut + 80]) if c.isspace()), 0)
    return "… " + text[cut + space:].lstrip()
