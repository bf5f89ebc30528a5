"""Markdown from a model → the HTML subset that Qt's rich text (QTextDocument) renders well.

Why a custom renderer and not `QTextDocument.setMarkdown`: Qt's own Markdown import has no syntax
highlighting, no copy button for code, renders block quotes and tables plainly, and cannot be told to
turn images into links. markdown-it-py gives a CommonMark parser (plus GFM tables and strikethrough)
whose render rules we override to emit what Qt draws nicely: code blocks and block quotes become
one-cell tables (Qt's only boxes with padding, background and borders), headings get sizes that suit a
chat, and Pygments colours code with inline styles (Qt's HTML has no style sheets per class).

Model output is untrusted text:
- raw HTML is escaped (`html=False`), so `<script>` or `<img>` in a reply shows as text;
- Markdown images are rendered as plain links, never `<img>`: nothing is fetched, local or remote;
- link targets are checked by markdown-it (no `javascript:`/`vbscript:`/`file:`), and the chat view
  only opens http(s)/mailto targets, and only on a click.

Math (`$…$`, `\\(…\\)`, `\\[…\\]`, `$$…$$`: `app.chat.tex_math`) becomes images drawn for this renderer's
`MathStyle` (`ui.chat.math_images`), in the text's colour (a block quote's inside one, a heading's size
inside one); display math is a centred paragraph. A formula that does not parse shows as its source in
the inline code style; in the window (`wait_for_math=False`) one still being drawn shows as its source,
muted, and the rendered body says it is `pending`.

Colours come from a `ui.theme.Theme`, so a theme change means rendering again with a new renderer.
"""

from __future__ import annotations

import functools
import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound
from PySide6.QtGui import QFontDatabase, QGuiApplication

from app.chat.tex_math import MATH_TOKENS, source_text, use_math
from app.qt.i18n import translate
from ui.chat.math_images import PENDING, MathStyle, image_html
from ui.theme import Theme

COPY_CODE_SCHEME = "hearth"
"""Anchors `hearth:copy-code/<message id>/<n>` ask the chat view to copy code block n of a message."""

_HEADING_SIZES = {"h1": "x-large", "h2": "large", "h3": "medium", "h4": "medium", "h5": "small",
                  "h6": "small"}
_SIZE_FACTORS = {"x-large": 1.5, "large": 1.2, "medium": 1.0, "small": 0.8}  # Qt's CSS sizes, for math


@dataclass(frozen=True)
class RenderedMarkdown:
    """The HTML of one message body and the plain text of its code blocks, in order (for copying);
    `pending`: formulas still being drawn show as their source (render again when they are drawn)."""

    html: str
    code_blocks: tuple[str, ...]
    pending: bool = False


def copy_code_href(message_id: int, index: int) -> str:
    return f"{COPY_CODE_SCHEME}:copy-code/{message_id}/{index}"


@functools.lru_cache(maxsize=128)
def _lexer(language: str) -> Lexer | None:
    """Pygments' lexer for a fence's language, or None for plain text (lookups are slow: cached)."""
    if not language:
        return None
    try:
        return get_lexer_by_name(language, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None


@functools.lru_cache(maxsize=8)
def _formatter(style: str) -> HtmlFormatter[str]:
    return HtmlFormatter(style=style, noclasses=True, nowrap=True)


def highlight_code(code: str, language: str, style: str) -> str:
    """Code as HTML spans with inline colours; unknown languages are escaped as plain text."""
    lexer = _lexer(language.lower())
    if lexer is None:
        return html.escape(code, quote=False)
    out = str(highlight(code, lexer, _formatter(style)))
    return out[:-1] if out.endswith("\n") and not code.endswith("\n") else out


def _fixed_font_family() -> str:
    """The system's monospace family (Consolas, Menlo, DejaVu Sans Mono...), once a GUI app exists."""
    if QGuiApplication.instance() is None:
        return "monospace"
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()


def _as_rule(method: Any) -> Any:
    """markdown-it binds a rule to its renderer as the first argument; a bound method would lose it."""

    def rule(renderer: Any, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
        return str(method(renderer, tokens, idx, options, env))

    return rule


class MarkdownRenderer:
    """Renders Markdown text to Qt-friendly HTML with the colours of one theme.

    One instance keeps one parser (building a parser costs far more than rendering a message).
    """

    def __init__(self, theme: Theme, code_font: str | None = None, *, copy_links: bool = True,
                 math: MathStyle | None = None, wait_for_math: bool = True) -> None:
        self.theme = theme
        self.math = math or MathStyle.of(QGuiApplication.font())
        self._wait_for_math = wait_for_math  # off in the window: formulas are drawn elsewhere (`math_images`)
        self._copy_links = copy_links  # off for print: a PDF has nothing to copy to
        family = code_font or _fixed_font_family()
        self._code_font = f"font-family:'{html.escape(family)}', monospace"
        md = use_math(MarkdownIt("commonmark", {"html": False, "breaks": True, "typographer": False}))
        md.enable(["table", "strikethrough"])
        rules: dict[str, Any] = {
            "paragraph_open": self._paragraph_open,
            "heading_open": self._heading_open,
            "heading_close": self._heading_close,
            "bullet_list_open": self._list_open,
            "ordered_list_open": self._list_open,
            "blockquote_open": self._blockquote_open,
            "blockquote_close": self._blockquote_close,
            "table_open": self._table_open,
            "th_open": self._cell_open,
            "td_open": self._cell_open,
            "fence": self._fence,
            "code_block": self._fence,
            "code_inline": self._code_inline,
            "image": self._image,
            "link_open": self._link_open,
            "hr": self._hr,
            **dict.fromkeys(MATH_TOKENS, self._math),
        }
        for name, rule in rules.items():
            md.add_render_rule(name, _as_rule(rule))
        self._md = md

    def render(self, text: str, message_id: int = 0, first_code_index: int = 0) -> RenderedMarkdown:
        """HTML for `text`; code blocks are numbered from `first_code_index` in their copy links."""
        env: dict[str, Any] = {"message_id": message_id, "code_blocks": [], "first_code": first_code_index,
                               "quotes": 0, "size": 1.0, "pending": False}
        body = self._md.render(text, env)
        return RenderedMarkdown(body, tuple(env["code_blocks"]), env["pending"])

    # ---- render rules (signature fixed by markdown-it: renderer, tokens, idx, options, env) ---------

    def _paragraph_open(self, renderer: Any, tokens: Sequence[Token], idx: int,
                        options: OptionsDict, env: EnvType) -> str:
        if tokens[idx].hidden:  # the paragraph of a tight list item: no block of its own
            return ""
        tokens[idx].attrSet("style", "margin-top:4px; margin-bottom:6px")
        return str(renderer.renderToken(tokens, idx, options, env))

    def _heading_open(self, renderer: Any, tokens: Sequence[Token], idx: int,
                      options: OptionsDict, env: EnvType) -> str:
        size = _HEADING_SIZES.get(tokens[idx].tag, "medium")
        env["size"] = _SIZE_FACTORS[size]
        tokens[idx].attrSet("style", f"margin-top:10px; margin-bottom:6px; font-size:{size}")
        return str(renderer.renderToken(tokens, idx, options, env))

    def _heading_close(self, renderer: Any, tokens: Sequence[Token], idx: int,
                       options: OptionsDict, env: EnvType) -> str:
        env["size"] = 1.0
        return str(renderer.renderToken(tokens, idx, options, env))

    def _list_open(self, renderer: Any, tokens: Sequence[Token], idx: int,
                   options: OptionsDict, env: EnvType) -> str:
        # No margins: Qt would put a list's bottom margin under its last own item, i.e. between an
        # item and its nested list; the paragraph after a list brings its own top margin.
        top = 4 if tokens[idx].level == 0 else 0
        tokens[idx].attrSet("style", f"margin-top:{top}px; margin-bottom:0px")
        return str(renderer.renderToken(tokens, idx, options, env))

    def _blockquote_open(self, renderer: Any, tokens: Sequence[Token], idx: int,
                         options: OptionsDict, env: EnvType) -> str:
        t = self.theme
        env["quotes"] += 1
        return (f'<table cellspacing="0" cellpadding="0" style="margin-top:4px; margin-bottom:8px">'
                f'<tr><td width="3" bgcolor="{t.quote_bar}"></td>'
                f'<td style="padding-left:12px; color:{t.quote_text}">\n')

    def _blockquote_close(self, renderer: Any, tokens: Sequence[Token], idx: int,
                          options: OptionsDict, env: EnvType) -> str:
        env["quotes"] -= 1
        return "</td></tr></table>\n"

    def _table_open(self, renderer: Any, tokens: Sequence[Token], idx: int,
                    options: OptionsDict, env: EnvType) -> str:
        t = self.theme
        return (f'<table border="1" cellspacing="0" cellpadding="6" style="border-collapse:collapse; '
                f'border-style:solid; border-color:{t.table_border}; margin-top:4px; margin-bottom:8px">\n')

    def _cell_open(self, renderer: Any, tokens: Sequence[Token], idx: int,
                   options: OptionsDict, env: EnvType) -> str:
        token = tokens[idx]
        style = str(token.attrGet("style") or "")
        align = style.removeprefix("text-align:") if style.startswith("text-align:") else "left"
        bg = f' bgcolor="{self.theme.table_header_bg}"' if token.tag == "th" else ""
        return f'<{token.tag} align="{align}"{bg}>'

    def _fence(self, renderer: Any, tokens: Sequence[Token], idx: int,
               options: OptionsDict, env: EnvType) -> str:
        token = tokens[idx]
        language = token.info.strip().split(maxsplit=1)[0] if token.info.strip() else ""
        code = token.content.removesuffix("\n")
        blocks: list[str] = env["code_blocks"]
        href = copy_code_href(int(env["message_id"]), int(env["first_code"]) + len(blocks))
        blocks.append(code)
        t = self.theme
        label = html.escape(language) if language else translate("Markdown", "text")
        body = highlight_code(code, language, t.pygments_style)
        tip, copy = html.escape(translate("Markdown", "Copy code")), html.escape(translate("Markdown", "Copy"))
        header = (f'<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr>'
                  f'<td><span style="color:{t.muted}; font-size:small">{label}</span></td>'
                  + (f'<td align="right"><a href="{href}" title="{tip}" style="color:{t.muted}; '
                     f'text-decoration:none; font-size:small">{copy}</a></td>' if self._copy_links else "")
                  + "</tr></table>")
        return (
            f'<table width="100%" cellspacing="0" cellpadding="8" border="1" '
            f'style="border-collapse:collapse; border-style:solid; border-color:{t.code_border}; '
            f'margin-top:4px; margin-bottom:8px"><tr><td bgcolor="{t.code_header_bg}" '
            f'style="padding-top:4px; padding-bottom:4px">{header}</td></tr>'
            # code reads left to right in any reply (a line starting with an Arabic comment too)
            f'<tr><td bgcolor="{t.code_bg}"><pre dir="ltr" style="margin:0px; white-space:pre-wrap; {self._code_font}">'
            f"{body}</pre></td></tr></table>\n"
        )

    def _code_inline(self, renderer: Any, tokens: Sequence[Token], idx: int,
                     options: OptionsDict, env: EnvType) -> str:
        code = html.escape(tokens[idx].content, quote=False)
        return f'<code style="background-color:{self.theme.inline_code_bg}; {self._code_font}">{code}</code>'

    def _math(self, renderer: Any, tokens: Sequence[Token], idx: int,
              options: OptionsDict, env: EnvType) -> str:
        token = tokens[idx]
        display = MATH_TOKENS[token.type]
        colour = self.theme.quote_text if env["quotes"] else self.theme.text
        source = source_text(token)
        image = image_html(token.content, display, colour, self.math, source, env["size"],
                           wait=self._wait_for_math)
        if image == PENDING:  # being drawn: its source, quietly, until it is
            env["pending"] = True
            image = f'<span style="color:{self.theme.muted}">{html.escape(source, quote=False)}</span>'
        elif image is None:  # does not parse: its source, as code
            code = html.escape(source, quote=False)
            image = f'<code style="background-color:{self.theme.inline_code_bg}; {self._code_font}">{code}</code>'
        if not display:
            return image
        return f'<p align="center" style="margin-top:6px; margin-bottom:8px">{image}</p>\n'

    def _image(self, renderer: Any, tokens: Sequence[Token], idx: int,
               options: OptionsDict, env: EnvType) -> str:
        # Never an <img>: a link the person may click, so nothing is loaded behind their back.
        token = tokens[idx]
        src = html.escape(str(token.attrGet("src") or ""))
        alt = html.escape(renderer.renderInlineAsText(token.children or [], options, env), quote=False)
        image = html.escape(translate("Markdown", "Image: {0}"))
        image = image.format(alt or html.escape(translate("Markdown", "(no description)")))
        return f'<a href="{src}" title="{src}">{image}</a>'

    def _link_open(self, renderer: Any, tokens: Sequence[Token], idx: int,
                   options: OptionsDict, env: EnvType) -> str:
        token = tokens[idx]
        if not token.attrGet("title"):
            token.attrSet("title", str(token.attrGet("href") or ""))  # show where a link goes on hover
        return str(renderer.renderToken(tokens, idx, options, env))

    def _hr(self, renderer: Any, tokens: Sequence[Token], idx: int,
            options: OptionsDict, env: EnvType) -> str:
        return "<hr />\n"


class StreamingMarkdown:
    """Renders a growing reply, re-rendering only what follows its last finished top-level block.

    A reply of 4,000 tokens re-rendered whole at every update would cost more and more per token.
    Blocks before the last blank line that starts a new top-level block (outside a code fence, not
    indented) cannot change as text is appended, so their HTML is kept. Rare constructs spanning such
    a break (a list item's unindented lazy continuation, a reference link defined later) may render
    slightly differently until the final full render, which the view does when the reply ends.
    """

    def __init__(self, renderer: MarkdownRenderer, message_id: int) -> None:
        self._renderer = renderer
        self._message_id = message_id
        self._text = ""  # the settled part: ends at a safe break
        self._html: list[str] = []
        self._code: list[str] = []

    def render(self, text: str) -> RenderedMarkdown:
        if not text.startswith(self._text):  # replaced, not appended: start over
            self._text, self._html, self._code = "", [], []
        split = settled_end(text, len(self._text))
        if split > len(self._text):
            done = self._renderer.render(text[len(self._text):split], self._message_id, len(self._code))
            if not done.pending:  # blocks whose formulas are still being drawn stay in the tail until they are
                self._html.append(done.html)
                self._code.extend(done.code_blocks)
                self._text = text[:split]
        tail = self._renderer.render(text[len(self._text):], self._message_id, len(self._code))
        return RenderedMarkdown("".join(self._html) + tail.html, (*self._code, *tail.code_blocks), tail.pending)


def settled_end(text: str, start: int = 0) -> int:
    """Where the last top-level block of `text` begins (`start` must be such a place, or 0).

    That is just after a blank line followed by an unindented line outside any code fence or display
    formula (`\\[` or `$$` opened on a line and not yet closed); the text before it is made of finished blocks.
    """
    settled, fence, math, blank = start, "", "", False
    pos = start
    for line in text[start:].split("\n"):
        stripped = line.lstrip(" ")
        indent = len(line) - len(stripped)
        if fence:
            if indent < 4 and stripped.startswith(fence) and not stripped.strip(fence[0]).strip():
                fence = ""
        elif math:
            math = "" if math in line else math
        elif not line.strip():
            blank = True
        else:
            if blank and indent == 0:
                settled = pos
            blank = False
            if indent < 4 and stripped[:3] in ("```", "~~~"):
                marker = stripped[0]
                fence = marker * (len(stripped) - len(stripped.lstrip(marker)))
            elif stripped[:2] in _DISPLAY_OPENERS and _DISPLAY_OPENERS[stripped[:2]] not in stripped[2:]:
                math = _DISPLAY_OPENERS[stripped[:2]]
        pos += len(line) + 1
    return settled


_DISPLAY_OPENERS = {"$$": "$$", "\\[": "\\]"}
