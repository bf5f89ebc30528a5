"""Math in a reply: where it is (four delimiter styles), whether it parses, and the formula drawn as SVG
or written as MathML. No Qt: the window draws the SVG (`ui.chat.math_images`), the HTML export writes the
MathML (`app.store.html_page`).

Where: markdown-it's plugins from `mdit-py-plugins` find `$…$` and `$$…$$` (`dollarmath`) and `\\(…\\)`,
`\\[…\\]` (`texmath`, its "brackets" rules). `use_math` sets them up with pandoc's rules for `$`, so
prices and shell text stay text: no space just inside an inline `$…$` and no digit right after its closing
`$` ("$5 and $10", "echo $HOME"). Models often write display math straight under a line of text, without
a blank line (`The area is:\\n\\[ … \\]`); markdown-it then reads it as part of the paragraph, so the
display forms are also found inline and `_lift_display` moves them out of the paragraph, into a block of
their own: every renderer sees display math as a block.

The renderer: ziamath (LaTeX → MathML by latex2mathml → SVG whose glyphs are paths from its own STIX Two
Math font), chosen over matplotlib's mathtext, tried side by side on 54 formulas of the kinds models write:
ziamath drew 52 (the two it refused are broken; matrices, `cases`, `aligned`, `\\boxed`, `\\underbrace`,
`\\tag` included), mathtext 37 (none of those); 4 ms a formula against 18 ms (median), its first formula
0.3 s after the import against 0.9 s; wheels of 1.4 MB, pure Python (MIT, the font OFL 1.1), against
matplotlib's 10 MB and the pillow, fonttools and kiwisolver it pulls in (about 80 MB installed) for every
PyInstaller bundle to carry. Its SVG needs no font installed, so a formula looks the same on every
computer and in the PDF.

What does not parse is shown as its source in a code style (`svg`/`mathml` return None): latex2mathml's
errors, an unknown command (it passes `\\foo` through as text), unbalanced braces (it forgives
`\\frac{a}{b`), and sources past `MAX_SOURCE` characters.
"""

from __future__ import annotations

import functools
import re
import threading
import warnings
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.dollarmath.index import math_inline_dollar
from mdit_py_plugins.texmath import texmath_plugin
from mdit_py_plugins.texmath.index import make_inline_func

MAX_SOURCE: Final = 2000
INLINE: Final = "math_inline"
DISPLAY: Final = "math_block"
MATH_TOKENS: Final = {INLINE: False, "math_inline_double": True, DISPLAY: True, "math_block_eqno": True}
"""Token types the plugins make, and whether each is display math."""
CLOSING: Final = {"$": "$", "$$": "$$", "\\(": "\\)", "\\[": "\\]"}
"""The closing delimiter of each opening one (a token's `markup`), to show a formula's source as written."""

_DISPLAY_INLINE: Final = {"name": "math_inline_double", "rex": re.compile(r"^\\\[([\s\S]+?)\\\]"), "tmpl": "",
                          "tag": "\\["}
_LABELS: Final = re.compile(r"\\(?:tag\*?|label)\s*\{[^{}]*\}|\\(?:nonumber|notag)\b")
_TEXT_ARGUMENT: Final = re.compile(r"(\\(?:text|textrm|textit|textbf|mathrm|mbox|operatorname)\s*\{)([^{}]*)\}")


def use_math(md: MarkdownIt) -> MarkdownIt:
    """Teach a parser the four delimiter styles; tokens: `MATH_TOKENS` (content: the LaTeX; markup: the
    opening delimiter)."""
    md.use(dollarmath_plugin, allow_space=False, allow_digits=False, allow_blank_lines=False, allow_labels=False,
           double_inline=True)
    md.inline.ruler.at("math_inline", _not_after_a_dollar(math_inline_dollar(False, False, True)))
    md.use(texmath_plugin, delimiters="brackets")
    md.inline.ruler.before("escape", "math_display_inline", make_inline_func(_DISPLAY_INLINE))  # type: ignore[arg-type]
    md.core.ruler.after("inline", "math_lift_display", _lift_display)
    return md


def _not_after_a_dollar(rule: Callable[[StateInline, bool], bool]) -> Callable[[StateInline, bool], bool]:
    """The inline `$` rule, except at the second `$` of `$$`: a reply streaming `$$x$$` has been `$$x$` for
    a moment, which the plain rule reads as the inline formula `$x$` after a `$`."""

    def guarded(state: StateInline, silent: bool) -> bool:
        return not (state.pos > 0 and state.src[state.pos - 1] == "$") and rule(state, silent)

    return guarded


def _lift_display(state: StateCore) -> None:
    """Split each paragraph around the display math it holds: text, formula block, text."""
    out: list[Token] = []
    tokens = state.tokens
    i = 0
    while i < len(tokens):
        opened = tokens[i]
        if (opened.type != "paragraph_open" or i + 2 >= len(tokens)
                or not any(MATH_TOKENS.get(c.type) for c in tokens[i + 1].children or ())):
            out.append(opened)
            i += 1
            continue
        inline, closed = tokens[i + 1], tokens[i + 2]
        run: list[Token] = []
        for child in [*(inline.children or ()), None]:
            if child is not None and not MATH_TOKENS.get(child.type):
                run.append(child)
                continue
            out.extend(_paragraph(opened, inline, closed, run))
            run = []
            if child is not None:
                block = Token(DISPLAY, "math", 0, content=child.content, markup=child.markup, block=True,
                              level=opened.level, map=opened.map)
                out.append(block)
        i += 3
    state.tokens = out


def _paragraph(opened: Token, inline: Token, closed: Token, children: list[Token]) -> list[Token]:
    """A paragraph of these inline tokens, without the line breaks at its ends; none when it is blank."""
    while children and children[0].type in ("softbreak", "hardbreak"):
        children = children[1:]
    while children and children[-1].type in ("softbreak", "hardbreak"):
        children = children[:-1]
    if all(c.type == "text" and not c.content.strip() for c in children):
        return []
    body = inline.copy(children=children, content="".join(c.content for c in children))
    return [opened.copy(), body, closed.copy()]


def source_text(token: Token) -> str:
    """A formula as it was written, delimiters included (what is shown when it does not parse)."""
    return f"{token.markup}{token.content}{CLOSING.get(token.markup, token.markup)}"


def _balanced(latex: str) -> bool:
    depth = 0
    for match in re.finditer(r"\\.|[{}]", latex):
        piece = match.group()
        depth += 1 if piece == "{" else -1 if piece == "}" else 0
        if depth < 0:
            return False
    return depth == 0


def _prepared(latex: str) -> str | None:
    """The source as latex2mathml may take it, or None when it cannot be right (too long, braces unbalanced).

    latex2mathml copies the text of `\\text{…}` into its XML unescaped: `<`, `>` and `&` there become
    entities first."""
    latex = _LABELS.sub("", latex).strip()  # equation numbers and labels: a reply has nothing to refer to them
    if not latex or len(latex) > MAX_SOURCE or not _balanced(latex):
        return None
    return _TEXT_ARGUMENT.sub(lambda m: m.group(1) + m.group(2).replace("&", "&amp;").replace("<", "&lt;")
                              .replace(">", "&gt;") + "}", latex)


@dataclass(frozen=True)
class MathSvg:
    """One formula drawn: the SVG, its size in pixels, and where its baseline is (`ascent` from the top)."""

    svg: str
    width: float
    height: float
    ascent: float

    @property
    def descent(self) -> float:
        return self.height - self.ascent


_ZIAMATH_LOCK = threading.Lock()  # its configuration is global; the window and the exports may both draw


@functools.lru_cache(maxsize=1)
def _ziamath() -> Any:
    """ziamath, imported on first use (0.3 s: it reads its font), set for Qt's SVG renderer: SVG 1.1, each
    glyph a path (QtSvg does not draw SVG 2's `<symbol>`)."""
    with warnings.catch_warnings():  # it finds its font with importlib.resources.path, deprecated in 3.11
        warnings.simplefilter("ignore", DeprecationWarning)
        import ziamath
        import ziamath.tex

    ziamath.config.svg2 = False  # type: ignore[attr-defined]
    return ziamath


@functools.lru_cache(maxsize=512)
def svg(latex: str, display: bool, size: float, colour: str) -> MathSvg | None:
    """The formula drawn at `size` pixels a em in `colour` ('#rrggbb'), or None when it does not parse."""
    prepared = _prepared(latex)
    if prepared is None:
        return None
    try:
        zm = _ziamath()
        with _ZIAMATH_LOCK:
            element = ET.fromstring(zm.tex.tex2mml(prepared, inline=not display))
            if any((e.text or "").startswith("\\") for e in element.iter()):
                return None  # a command latex2mathml does not know, passed through as text
            element.attrib["mathcolor"] = colour
            math = zm.Math(element, size=size, margin=1.0)
            root = math.svgxml()
            box = math.node.bbox
    except Exception:  # any failure of a third-party parser on untrusted text: shown as its source
        return None
    # QtSvg strokes every shape with a 1-unit pen of no colour, which Qt's PDF writer draws anyway (glyphs
    # come out bold): no stroke unless a shape asks for one (a box, a cancel line).
    group = ET.Element("g", {"stroke-width": "0"})
    group.extend(list(root))
    root[:] = [group]
    text = ET.tostring(root, encoding="unicode")
    margin = math.margin
    return MathSvg(text, box.xmax - box.xmin + 2 * margin, box.ymax - box.ymin + 2 * margin, box.ymax + margin)


# MathML Core's elements and the attributes that only style them: everything else (href, event handlers,
# style sheets that could load a URL) is dropped from what latex2mathml writes before it goes in a page.
_ELEMENTS: Final = frozenset((
    "math", "semantics", "annotation", "mrow", "mi", "mn", "mo", "ms", "mtext", "mspace", "msub", "msup", "msubsup",
    "munder", "mover", "munderover", "mfrac", "msqrt", "mroot", "mstyle", "mpadded", "mphantom", "menclose",
    "mtable", "mtr", "mtd", "mlabeledtr", "merror", "mfenced", "mmultiscripts", "mprescripts", "none"
))
_ATTRIBUTES: Final = frozenset((
    "display", "mathvariant", "mathcolor", "mathbackground", "mathsize", "stretchy", "fence", "form", "separator",
    "lspace", "rspace", "largeop", "movablelimits", "accent", "accentunder", "width", "height", "depth",
    "linethickness", "columnalign", "rowalign", "columnspacing", "rowspacing", "columnlines", "rowlines", "frame",
    "displaystyle", "scriptlevel", "notation", "open", "close", "separators", "minsize", "maxsize", "symmetric",
    "columnspan", "rowspan", "voffset", "encoding"
))


@functools.lru_cache(maxsize=512)
def mathml(latex: str, display: bool) -> str | None:
    """The formula as MathML for a web page, its LaTeX kept as an annotation (copied with it), or None."""
    prepared = _prepared(latex)
    if prepared is None:
        return None
    try:  # through ziamath's front end to latex2mathml, so the page shows what the window draws (`aligned`...)
        root = ET.fromstring(_ziamath().tex.tex2mml(prepared, inline=not display))
    except Exception:  # see svg
        return None
    ns = "{http://www.w3.org/1998/Math/MathML}"
    for element in root.iter():
        element.tag = element.tag.removeprefix(ns)
        if element.tag not in _ELEMENTS or (element.text or "").startswith("\\"):
            return None
        for name in [n for n in element.attrib if n not in _ATTRIBUTES]:
            del element.attrib[name]
    body = ET.Element("mrow")
    body.extend(list(root))
    semantics = ET.Element("semantics")
    annotation = ET.Element("annotation", encoding="application/x-tex")
    annotation.text = latex.strip()
    semantics.extend([body, annotation])
    out = ET.Element("math", xmlns="http://www.w3.org/1998/Math/MathML", display="block" if display else "inline")
    out.append(semantics)
    return ET.tostring(out, encoding="unicode")


def formulas(tokens: Sequence[Token]) -> list[Token]:
    """The math tokens of a parsed text, in order (blocks and inline children)."""
    found: list[Token] = []
    for token in tokens:
        if token.type in MATH_TOKENS:
            found.append(token)
        found.extend(c for c in token.children or () if c.type in MATH_TOKENS)
    return found
