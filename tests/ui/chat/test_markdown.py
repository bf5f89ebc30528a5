"""Markdown → Qt rich-text HTML: structure, highlighting, and what untrusted model output must not do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument, QTextTable
from pytestqt.qtbot import QtBot

from ui.chat.markdown import MarkdownRenderer, StreamingMarkdown, copy_code_href, settled_end
from ui.theme import DARK, LIGHT


@pytest.fixture
def md(qtbot: QtBot) -> MarkdownRenderer:
    return MarkdownRenderer(LIGHT)


class _RecordingDocument(QTextDocument):
    """A document that records every resource Qt asks it to load (images, style sheets)."""

    def __init__(self) -> None:
        super().__init__()
        self.requested: list[str] = []

    def loadResource(self, kind: int, name: QUrl) -> object:
        self.requested.append(name.toString())
        return None


def _tables(doc: QTextDocument) -> list[QTextTable]:
    found: list[QTextTable] = []
    pending = [doc.rootFrame()]
    while pending:
        frame = pending.pop()
        found += [f for f in frame.childFrames() if isinstance(f, QTextTable)]
        pending += frame.childFrames()
    return found


def test_gfm_table_becomes_a_bordered_qt_table_with_alignment(md: MarkdownRenderer) -> None:
    html = md.render("| Name | Size |\n|:-----|-----:|\n| alpha | 12 |\n| beta | 3400 |\n").html
    assert '<th align="left"' in html and '<td align="right">12</td>' in html
    assert f'border-color:{LIGHT.table_border}' in html and f'bgcolor="{LIGHT.table_header_bg}"' in html
    doc = QTextDocument()
    doc.setHtml(html)
    (table,) = _tables(doc)
    assert (table.rows(), table.columns()) == (3, 2)
    assert table.cellAt(2, 1).firstCursorPosition().block().text() == "3400"


def test_headings_lists_quotes_links_and_inline_code(md: MarkdownRenderer) -> None:
    html = md.render("# Title\n\n- one\n- two\n\n> quoted\n\nSee [docs](https://example.com/a?b=1) and `x = 1`.").html
    assert "<h1" in html and "font-size:x-large" in html
    assert html.count("<li>") == 2
    assert f'bgcolor="{LIGHT.quote_bar}"' in html and "quoted" in html  # the quote's side bar
    assert '<a href="https://example.com/a?b=1" title="https://example.com/a?b=1">docs</a>' in html
    assert f'<code style="background-color:{LIGHT.inline_code_bg}' in html and ">x = 1</code>" in html


def test_python_code_block_is_highlighted_and_kept_for_copying(md: MarkdownRenderer) -> None:
    source = "def add(a, b):\n    return a + b  # sum"
    rendered = md.render(f"Intro\n\n```python\n{source}\n```\n\n```\nplain <b>\n```", message_id=7)
    assert rendered.code_blocks == (source, "plain <b>")
    assert '<span style="color: #008000; font-weight: bold">def</span>' in rendered.html  # keyword colour
    assert 'font-style: italic">#' in rendered.html  # the comment
    assert f'href="{copy_code_href(7, 0)}"' in rendered.html and f'href="{copy_code_href(7, 1)}"' in rendered.html
    assert "plain &lt;b&gt;" in rendered.html  # an unknown language is escaped text
    assert f'bgcolor="{LIGHT.code_bg}"' in rendered.html


def test_dark_theme_uses_its_own_code_colours(md: MarkdownRenderer) -> None:
    dark = MarkdownRenderer(DARK).render("```python\nimport os\n```").html
    assert f'bgcolor="{DARK.code_bg}"' in dark and LIGHT.code_bg not in dark
    assert dark != md.render("```python\nimport os\n```").html


def test_raw_html_and_scripts_are_escaped(md: MarkdownRenderer) -> None:
    html = md.render('<script>alert("x")</script>\n\n<b onclick="evil()">bold?</b> <iframe src="http://x">').html
    assert "<script" not in html and "<b " not in html and "<iframe" not in html
    assert "&lt;script&gt;" in html and "&lt;iframe" in html


def test_dangerous_link_schemes_are_not_links(md: MarkdownRenderer) -> None:
    html = md.render("[a](javascript:alert(1)) [b](vbscript:x) [c](file:///etc/passwd)").html
    assert "href" not in html


def test_images_are_links_and_never_loaded(qtbot: QtBot, md: MarkdownRenderer) -> None:
    html = md.render('![a cat](http://example.com/cat.png "Cat") ![](file:///tmp/x.png) '
                     '<img src="http://example.com/raw.png">').html
    assert "<img" not in html
    assert '<a href="http://example.com/cat.png" title="http://example.com/cat.png">Image: a cat</a>' in html
    doc = _RecordingDocument()
    doc.setHtml(html)
    doc.setTextWidth(400)
    doc.documentLayout().documentSize()
    assert doc.requested == []
    assert "Image: a cat" in doc.toPlainText() and "&lt;img" not in doc.toPlainText()


def test_settled_end_never_splits_inside_a_code_fence() -> None:
    text = "para\n\n```py\nx = 1\n\ny = 2\n```\n\n- a\n\n  more of a\n\nlast"
    end = settled_end(text)
    assert text[end:] == "last"
    open_fence = "para\n\n```py\nx = 1\n\nstill code"
    assert open_fence[settled_end(open_fence):].startswith("```py")


def test_streaming_render_matches_the_full_render_and_numbers_code_blocks(md: MarkdownRenderer) -> None:
    text = ("# Plan\n\nFirst paragraph.\n\n```python\nprint(1)\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"
            "```sh\nls -la\n```\n\nDone.")
    stream = StreamingMarkdown(md, message_id=3)
    for end in range(1, len(text) + 1, 3):
        partial = stream.render(text[:end])
    partial = stream.render(text)
    full = md.render(text, message_id=3)
    assert partial == full
    assert partial.code_blocks == ("print(1)", "ls -la")
    assert f'href="{copy_code_href(3, 1)}"' in partial.html
    assert stream.render("Replaced text").html == md.render("Replaced text", 3).html  # not an append
