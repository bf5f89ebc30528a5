"""A reply's thinking as HTML: a folded line above the answer ("Thought for 12 s"), open on click.

Folded by default, as in Ollama, Jan and LM Studio: the answer is what is read; the thinking is there for
whoever wants to check it. While the model thinks the line says "Thinking…"; a reply cut off inside its
thinking says so (its Continue link is offered with the other actions). Opened while the model thinks, it
shows the thinking's last `STREAMING_TAIL_CHARS` (every piece re-renders what is shown: a whole thinking of
thousands of words would cost more and more per piece), and all of it once the reply has ended. The link is
`hearth:thinking/<message id>`; the document keeps which replies are open (`ChatDocument.thinking_open`).
While the reply streams, the line is in the conversation's document and what goes under it in the live
reply's object (`ui.chat.live_thinking` says why), hence the parts: `thinking_line` and `thinking_body`.

Pure functions of plain values, like `ui.chat.message_html`.
"""

from __future__ import annotations

import html

from app.chat.reasoning import Reasoned
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from ui.theme import Theme

STREAMING_TAIL_CHARS = 2000
TAIL_TEXT = QT_TRANSLATE_NOOP("ThinkingHtml", "Its latest lines as it thinks; all of it once the reply has ended.")
WORDS_AFTER = " · "
CUT_TEXT = QT_TRANSLATE_NOOP("ThinkingHtml", "The reply stopped while the model was still thinking: it has no answer "
                             "yet. Continue lets it go on.")


def thinking_label(parts: Reasoned, seconds: float | None, streaming: bool) -> str:
    if streaming and parts.open:
        return translate("ThinkingHtml", "Thinking…")
    if seconds is not None and seconds >= 1:
        whole = round(seconds)
        return translate("ThinkingHtml", "Thought for %Ln s", None, whole)
    if seconds is not None:
        return translate("ThinkingHtml", "Thought for less than a second")
    return translate("ThinkingHtml", "Thinking")


def shows_thinking(parts: Reasoned) -> bool:
    """Whether the reply has a thinking line (a block switched off, left empty, is not worth one)."""
    return parts.has_thinking and bool(parts.thinking or parts.open)


def thinking_link(message_id: int, parts: Reasoned, theme: Theme, *, opened: bool, streaming: bool,
                  seconds: float | None) -> str:
    """The line's link ("▸ Thinking…"), which opens and folds the thinking."""
    arrow = "▾" if opened else "▸"
    title = (translate("ThinkingHtml", "Hide the thinking") if opened else
             translate("ThinkingHtml", "Show what the model thought before answering"))
    label = html.escape(thinking_label(parts, seconds, streaming))
    return (f'<a href="hearth:thinking/{message_id}" title="{title}" style="color:{theme.muted}; '
            f'text-decoration:none">{arrow} {label}</a>')


def thinking_words(parts: Reasoned) -> str:
    words = len(parts.thinking.split())
    return translate("ThinkingHtml", "%Ln word(s)", None, words)


def thinking_line(link: str, words: str, theme: Theme) -> str:
    """The folded line: the link, then " · " and how many words (the part that changes as the model thinks)."""
    return (f'<p style="margin-top:0px; margin-bottom:4px; font-size:small; color:{theme.muted}">'
            f"{link}{WORDS_AFTER}{words}</p>")


def thinking_body(parts: Reasoned, theme: Theme, *, opened: bool, streaming: bool) -> str:
    """What goes under the line: the thinking itself when `opened`, and what a reply cut off inside it means."""
    out = []
    if opened and parts.thinking:
        shown = parts.thinking
        if streaming and len(shown) > STREAMING_TAIL_CHARS:  # its last lines: each piece re-renders what is shown
            shown = _tail(shown, STREAMING_TAIL_CHARS)
            out.append(f'<p style="margin-top:0px; margin-bottom:2px; margin-left:14px; font-size:small; '
                       f'color:{theme.muted}">{html.escape(translate("ThinkingHtml", TAIL_TEXT))}</p>')
        body = "<br>".join(html.escape(line) for line in shown.splitlines())
        out.append(f'<p style="margin-top:0px; margin-bottom:6px; margin-left:14px; font-size:small; '
                   f'color:{theme.muted}"><i>{body}</i></p>')
    if parts.open and not streaming:
        out.append(f'<p style="margin-top:2px; margin-bottom:4px; font-size:small; color:{theme.error}">'
                   f"{html.escape(translate('ThinkingHtml', CUT_TEXT))}</p>")
    return "".join(out)


def thinking_html(message_id: int, parts: Reasoned, theme: Theme, *, opened: bool, streaming: bool,
                  seconds: float | None) -> str:
    """The thinking line and what goes under it; "" when the reply has no thinking to show."""
    if not shows_thinking(parts):
        return ""
    link = thinking_link(message_id, parts, theme, opened=opened, streaming=streaming, seconds=seconds)
    return (thinking_line(link, thinking_words(parts), theme)
            + thinking_body(parts, theme, opened=opened, streaming=streaming))


def _tail(text: str, chars: int) -> str:
    """About the last `chars` of `text`, from a word's start, after "… "."""
    cut = len(text) - chars
    space = next((i for i, c in enumerate(text[cut:cut + 80]) if c.isspace()), 0)
    return "… " + text[cut + space:].lstrip()
