"""The visible thread as one rendered, self-contained HTML page: what a person sends to a colleague.

Message text is Markdown (models write it), so the page renders it — paragraphs, lists, tables,
block quotes, and code blocks coloured by Pygments — instead of showing raw Markdown. The page has
its CSS inline, no scripts and no external resources, so it opens offline in any browser and fetches
nothing; it follows the reader's light/dark preference on screen and prints in light colours with
page breaks kept out of code blocks and messages.

Math (`app.chat.tex_math`: `$…$`, `\\(…\\)`, `\\[…\\]`, `$$…$$`) is written as MathML, which browsers
draw themselves (no script, no font to fetch), the LaTeX kept beside it as an annotation; a formula that
does not parse shows as its source, as code.

Model output is untrusted text: raw HTML in it is escaped (markdown-it with `html=False`), images
become plain links (nothing is loaded), and markdown-it refuses `javascript:`, `vbscript:`, `file:`
and `data:` link targets; the MathML keeps only MathML's own elements and styling attributes.
"""

from __future__ import annotations

import functools
import html
import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

from markdown_it import MarkdownIt
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound

from app.chat.provenance import Provenance
from app.chat.tex_math import MATH_TOKENS, mathml, source_text, use_math
from app.plural import clock
from app.store.records import Conversation, Message
from app.store.thinking_export import images_for_export, parts_for_export

ROLE_TITLES: Final = {"system": "System", "user": "User", "assistant": "Assistant"}
STATUS_NOTES: Final = {
    "streaming": "still being written when exported",
    "interrupted": "interrupted: Hearth stopped before the reply was finished",
    "cancelled": "stopped by the user",
    "error": "the reply failed",
}
_LIGHT_CODE: Final = "friendly"
_DARK_CODE: Final = "monokai"


SOURCE_EXCERPT: Final = 300


def status_note(message: Message) -> str:
    """What the exports say of a reply that did not end well ("" for one that did), with its error."""
    note = STATUS_NOTES.get(message.status, "")
    if message.status == "error" and message.provenance is not None and message.provenance.error:
        note += f": {message.provenance.error}"
    return note


def cited_sources(provenance: Provenance | None) -> list[tuple[int, str, str, str]]:
    """The passages a reply was given from the person's documents (app.docs: `Provenance.sources`),
    as (number, "guide.pdf, page 3", path, the start of the passage)."""
    out: list[tuple[int, str, str, str]] = []
    for item in provenance.sources if provenance else ():
        if not isinstance(item, Mapping) or not isinstance(item.get("path"), str):
            continue
        path = item["path"]
        name = path.replace("\\", "/").rsplit("/", 1)[-1]
        seconds = item.get("seconds")
        place = (f", page {item['page']}" if item.get("page") else f", line {item['line']}" if item.get("line")
                 else f", {clock(seconds)}" if isinstance(seconds, int | float) else "")
        text = " ".join(str(item.get("text", "")).split())
        excerpt = text if len(text) <= SOURCE_EXCERPT else text[:SOURCE_EXCERPT].rstrip() + " …"
        out.append((int(item.get("n", len(out) + 1)), name + place, path, excerpt))
    return out


def tool_calls(provenance: Provenance | None) -> list[tuple[str, str, str, str]]:
    """The tool calls a reply made before its text (app.tools: `Provenance.tool_calls`), as
    (tool, arguments as JSON, source, "status: the start of the result")."""
    out: list[tuple[str, str, str, str]] = []
    for item in provenance.tool_calls if provenance else ():
        if not isinstance(item, Mapping) or not isinstance(item.get("tool"), str):
            continue
        result = " ".join(str(item.get("result", "")).split())
        excerpt = result if len(result) <= SOURCE_EXCERPT else result[:SOURCE_EXCERPT].rstrip() + " …"
        out.append((item["tool"], json.dumps(item.get("arguments", {}), ensure_ascii=False),
                    str(item.get("source", "")), f"{item.get('status', '')}: {excerpt}"))
    return out


@functools.lru_cache(maxsize=1)
def _markdown() -> MarkdownIt:
    md = use_math(MarkdownIt("commonmark", {"html": False, "breaks": True, "typographer": False}))
    md.enable(["table", "strikethrough"])
    for name in MATH_TOKENS:
        md.add_render_rule(name, _math)
    md.add_render_rule("fence", _fence)
    md.add_render_rule("code_block", _fence)
    md.add_render_rule("image", _image)
    return md


def _fence(renderer: Any, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    token = tokens[idx]
    language = token.info.strip().split(maxsplit=1)[0] if token.info.strip() else ""
    code = token.content
    try:
        lexer = get_lexer_by_name(language) if language else None
    except ClassNotFound:
        lexer = None
    label = f'<div class="lang">{html.escape(language)}</div>' if language else ""
    if lexer is None:
        body = f'<pre class="code"><code>{html.escape(code)}</code></pre>'
    else:
        body = highlight(code, lexer, HtmlFormatter(cssclass="code highlight", wrapcode=True))
    return f'<div class="codeblock">{label}{body}</div>\n'


def _math(renderer: Any, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    token = tokens[idx]
    display = MATH_TOKENS[token.type]
    markup = mathml(token.content, display) or f'<code class="math-source">{html.escape(source_text(token))}</code>'
    return f'<div class="math">{markup}</div>\n' if display else markup


def _image(renderer: Any, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    # Never an <img>: the page must load nothing when it is opened.
    token = tokens[idx]
    src = html.escape(str(token.attrGet("src") or ""))
    alt = html.escape(renderer.renderInlineAsText(token.children or [], options, env), quote=False)
    return f'<a href="{src}">Image: {alt or "(no description)"}</a>'


def render_markdown(text: str) -> str:
    """A message body as HTML (untrusted text: raw HTML escaped, no images)."""
    return str(_markdown().render(text))


_CSS: Final = """
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --border: #d1d9e0;
  --user: #eef4ff; --assistant: #f6f8fa; --system: #fff8e5; --warn: #9a6700; --code: #f0f0f0;
  --link: #0969da; }
@media screen and (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --border: #3d444d;
    --user: #172236; --assistant: #151b23; --system: #2b2111; --warn: #d29922; --code: #272822;
    --link: #4493f8; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 50rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; overflow-wrap: anywhere; }
a { color: var(--link); }
.facts, .meta { color: var(--muted); font-size: .85rem; }
.message { border: 1px solid var(--border); border-radius: 12px; padding: .75rem 1rem; margin: 1rem 0; }
.message.user { background: var(--user); }
.message.assistant { background: var(--assistant); }
.message.system { background: var(--system); }
.role { font-weight: 600; font-size: .8rem; letter-spacing: .04em; text-transform: uppercase;
  color: var(--muted); margin-bottom: .35rem; }
.content { overflow-wrap: anywhere; }
.thinking { color: var(--muted, #666); font-size: .9em; margin-bottom: .6rem; }
.attached { max-width: 320px; max-height: 320px; margin: .4rem .4rem 0 0; border-radius: 4px; }
.content > :first-child { margin-top: 0; }
.content > :last-child { margin-bottom: 0; }
.content h1, .content h2, .content h3 { font-size: 1.15rem; margin: 1rem 0 .5rem; }
.content table { border-collapse: collapse; margin: .5rem 0; }
.content th, .content td { border: 1px solid var(--border); padding: .3rem .6rem; }
.content blockquote { margin: .5rem 0; padding-left: .8rem; border-left: 3px solid var(--border);
  color: var(--muted); }
.content :not(pre) > code { font-size: .9em; padding: .1em .3em; border-radius: 4px;
  background: var(--code); border: 1px solid var(--border); }
.codeblock { margin: .6rem 0; border: 1px solid var(--border); border-radius: 8px; overflow: hidden;
  background: var(--code); }
.codeblock .lang { font-size: .75rem; color: var(--muted); padding: .25rem .75rem 0; }
.codeblock pre { margin: 0; padding: .4rem .75rem .6rem; overflow-x: auto; font-size: .9rem; line-height: 1.45;
  white-space: pre-wrap; }
pre, code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
.math { margin: .6rem 0; overflow-x: auto; overflow-y: hidden; }
math { font-size: 1.1em; }
.status { color: var(--warn); font-size: .85rem; margin-top: .5rem; }
.meta { margin-top: .5rem; }
.sources { margin-top: .5rem; font-size: .85rem; }
.sources ul { margin: .25rem 0; padding-left: 1.2rem; }
.sources .path { color: var(--muted); }
.sources blockquote { margin: .15rem 0 .4rem; color: var(--muted); }
@media print {
  body { font-size: 11pt; }
  main { max-width: none; padding: 0; }
  .message { break-inside: avoid-page; border-radius: 0; }
  .codeblock { break-inside: avoid; }
  .codeblock pre { overflow: visible; }
  a { color: inherit; }
}
"""


@functools.lru_cache(maxsize=1)
def _page_css() -> str:
    light = HtmlFormatter(style=_LIGHT_CODE).get_style_defs(".highlight")
    dark = HtmlFormatter(style=_DARK_CODE).get_style_defs(".highlight")
    # The block's background comes from the page's colours (Pygments' own would leave a band).
    blocks = ".codeblock .highlight { background: transparent; }"
    return f"{_CSS}{light}\n@media screen and (prefers-color-scheme: dark) {{\n{dark}\n}}\n{blocks}\n"


def to_html(conversation: Conversation, messages: Sequence[Message], *, when: str, thinking: bool = True) -> str:
    """The thread as one self-contained HTML page; `when` is the conversation's creation time in words."""
    esc = html.escape
    title = conversation.title.strip() or "Untitled"
    facts = [f"Created {when}"]
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
        f"<style>{_page_css()}</style>",
        "</head>",
        "<body>",
        "<main>",
        f"<h1>{esc(title)}</h1>",
        f'<p class="facts">{esc(" · ".join(facts))}</p>',
    ]
    for message in messages:
        parts.append(f'<section class="message {message.role}">')
        parts.append(f'<div class="role">{ROLE_TITLES[message.role]}</div>')
        calls = tool_calls(message.provenance)
        if calls:
            items = "".join(f"<li><b>{esc(tool)}</b> <code>{esc(args)}</code> <span class=\"path\">{esc(source)}"
                            f"</span><blockquote>{esc(result)}</blockquote></li>"
                            for tool, args, source, result in calls)
            parts.append(f'<div class="sources">Tool calls<ul>{items}</ul></div>')
        fold, text = parts_for_export(message.content, message.provenance, thinking, render_markdown)
        images = images_for_export(message.provenance, html_page=True) if message.role == "user" else ""
        parts.append(f'<div class="content">{fold}{render_markdown(text)}{images}</div>')
        note = status_note(message)
        if note:
            parts.append(f'<div class="status">{esc(note)}</div>')
        sources = cited_sources(message.provenance)
        if sources:
            items = "".join(f"<li><b>[{n}] {esc(where)}</b> <span class=\"path\">{esc(path)}</span>"
                            f"<blockquote>{esc(excerpt)}</blockquote></li>" for n, where, path, excerpt in sources)
            parts.append(f'<div class="sources">Sources<ul>{items}</ul></div>')
        line = message.provenance.line() if message.provenance else ""
        if line:
            parts.append(f'<div class="meta">{esc(line)}</div>')
        parts.append("</section>")
    parts += ["</main>", "</body>", "</html>", ""]
    return "\n".join(parts)
