"""Math in the Markdown and HTML exports: the source as written in Markdown, MathML in the page."""

from __future__ import annotations

from html.parser import HTMLParser

from app.store import Conversation, Store, to_html, to_markdown
from tests.math_corpus import CASES


class MathPage(HTMLParser):
    """The page's formulas: each `<math>`'s display and its LaTeX annotation; code shown for a source."""

    def __init__(self) -> None:
        super().__init__()
        self.formulas: list[tuple[str, str]] = []
        self.sources: list[str] = []
        self.tags: set[str] = set()
        self.attributes: set[tuple[str, str]] = set()
        self._in: str = ""
        self._display = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        self.attributes |= {(name, value or "") for name, value in attrs}
        values = dict(attrs)
        if tag == "math":
            self._display = values.get("display") or ""
        elif tag == "annotation" and values.get("encoding") == "application/x-tex":
            self._in, self.formulas = "annotation", [*self.formulas, (self._display, "")]
        elif tag == "code" and values.get("class") == "math-source":
            self._in, self.sources = "code", [*self.sources, ""]

    def handle_endtag(self, tag: str) -> None:
        if tag in ("annotation", "code"):
            self._in = ""

    def handle_data(self, data: str) -> None:
        if self._in == "annotation":
            display, text = self.formulas[-1]
            self.formulas[-1] = (display, text + data)
        elif self._in == "code":
            self.sources[-1] += data


def conversation(store: Store, reply: str) -> Conversation:
    c = store.create_conversation("Math")
    q = store.add_message(c.id, "user", "Explain, with math.", None)
    store.add_message(c.id, "assistant", reply, q.id)
    return store.get_conversation(c.id)


def test_the_html_page_has_each_formula_as_mathml_with_its_latex(store: Store) -> None:
    reply = "\n\n".join(case.reply for case in CASES)
    conv = conversation(store, reply)
    page = MathPage()
    page.feed(to_html(conv, store.thread(conv.id)))
    expected = [f for case in CASES for f in case.formulas]
    assert len(page.formulas) == len(expected)
    for (display, latex), written in zip(page.formulas, expected, strict=True):
        assert written.startswith(("$$", "\\[")) == (display == "block")
        assert latex.strip() and latex.strip() in written
    assert page.sources == [s for case in CASES for s in case.source]


def test_markdown_keeps_the_source_and_html_keeps_prices_as_text(store: Store) -> None:
    case = next(c for c in CASES if c.name == "money_and_math")
    conv = conversation(store, case.reply)
    assert case.reply in to_markdown(conv, store.thread(conv.id))
    page = to_html(conv, store.thread(conv.id))
    assert "costs $3 and you buy" in page and page.count("<math ") == 2


def test_a_formula_cannot_bring_links_scripts_or_markup_into_the_page(store: Store) -> None:
    conv = conversation(store, "$\\href{javascript:alert(1)}{x}$ and $\\text{<img src=x onerror=alert(1)>}$")
    page = MathPage()
    page.feed(to_html(conv, store.thread(conv.id)))
    assert len(page.formulas) == 2  # drawn, as text: the markup is escaped
    assert "img" not in page.tags
    assert not [(n, v) for n, v in page.attributes if n in ("href", "onerror", "style") or "javascript" in v]
