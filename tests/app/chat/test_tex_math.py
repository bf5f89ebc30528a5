"""Math in Markdown without a screen: what counts as a formula, what parses, the SVG and the MathML."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from markdown_it import MarkdownIt

from app.chat.tex_math import DISPLAY, formulas, mathml, source_text, svg, use_math


def parse(text: str) -> list[tuple[str, str]]:
    md = use_math(MarkdownIt("commonmark").enable(["table"]))
    tokens = md.parse(text)
    return [(t.type, source_text(t)) for t in formulas(tokens)]


def test_the_four_delimiters_are_found_and_display_math_is_a_block() -> None:
    found = parse("Inline $a$ and \\(b\\); then\n\\[c\\]\nand $$d$$ after.\n\n$$\ne\n$$")
    assert found == [("math_inline", "$a$"), ("math_inline", "\\(b\\)"), (DISPLAY, "\\[c\\]"), (DISPLAY, "$$d$$"),
                     (DISPLAY, "$$\ne\n$$")]


def test_display_math_under_a_line_splits_the_paragraph() -> None:
    md = use_math(MarkdownIt("commonmark"))
    tokens = md.parse("The area is:\n\\[ A = \\pi r^2 \\]\nwhere r is the radius.")
    assert [t.type for t in tokens] == ["paragraph_open", "inline", "paragraph_close", DISPLAY,
                                        "paragraph_open", "inline", "paragraph_close"]
    assert tokens[1].children and tokens[1].children[-1].content == "The area is:"  # no dangling line break
    assert tokens[5].content == "where r is the radius."


@pytest.mark.parametrize("text", ["It costs $5 and $10.", "From $20-$30, or $100.", "echo $HOME and $PATH",
                                  "Revenue: $1.2M to $3.4M.", "`$x$` in code", "\\$5 and \\$6", "a $ b $ c",
                                  "Cut off $\\frac{a}{"])
def test_prices_shell_text_code_and_open_formulas_are_not_math(text: str) -> None:
    assert parse(text) == []


def test_a_price_next_to_a_formula_stays_text() -> None:
    assert parse("A widget costs $3 and you buy $n$ of them: $3n$ dollars.") == [
        ("math_inline", "$n$"), ("math_inline", "$3n$")]


def test_svg_is_sized_coloured_and_has_a_baseline() -> None:
    small, big = svg("x^2", False, 16.0, "#123456"), svg("x^2", False, 32.0, "#123456")
    assert small is not None and big is not None
    assert big.width == pytest.approx(2 * small.width, rel=0.15)
    assert big.height == pytest.approx(2 * small.height, rel=0.15)
    assert 0 < small.ascent < small.height and small.descent > 0
    root = ET.fromstring(small.svg)
    fills = {e.get("fill") for e in root.iter() if e.get("fill")}
    assert fills == {"#123456"}
    assert svg("x^2", False, 16.0, "#123456") is small  # cached


def test_display_style_is_taller_than_inline() -> None:
    inline, display = svg("\\sum_{k=1}^n k", False, 16.0, "#000000"), svg("\\sum_{k=1}^n k", True, 16.0, "#000000")
    assert inline is not None and display is not None and display.height > inline.height


@pytest.mark.parametrize("latex", ["\\foo{x}", "\\frac{a}{b", "x^", "\\begin{matrix} a", "}{", "x" * 3000, ""])
def test_what_does_not_parse_gives_none(latex: str) -> None:
    assert svg(latex, False, 16.0, "#000000") is None
    assert mathml(latex, False) is None


def test_equation_numbers_are_left_out() -> None:
    tagged, plain = svg("x = 1 \\tag{3}", True, 16.0, "#000000"), svg("x = 1", True, 16.0, "#000000")
    assert tagged is not None and plain is not None and tagged.width == pytest.approx(plain.width)


def test_mathml_keeps_the_latex_and_only_mathml() -> None:
    out = mathml("\\href{javascript:alert(1)}{x} < \\text{<img src=x onerror=alert(1)>}", True)
    assert out is not None
    root = ET.fromstring(out)
    tags = {e.tag.split("}")[-1] for e in root.iter()}
    assert "img" not in tags and root.get("display") == "block"
    assert not [a for e in root.iter() for a in e.attrib if a in ("href", "onerror", "style")]
    annotation = next(e for e in root.iter() if e.tag.endswith("annotation"))
    assert annotation.get("encoding") == "application/x-tex" and annotation.text is not None
    assert annotation.text.startswith("\\href")
    assert "<img" not in out  # the text is escaped: `&lt;img`
