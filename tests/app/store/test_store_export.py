"""Markdown, HTML and JSON exports; the JSON one round-trips the whole tree."""

from __future__ import annotations

import copy
import json
from html.parser import HTMLParser
from typing import Any

import pytest

from app.chat.provenance import Provenance
from app.store import FORMAT, FORMAT_VERSION, Conversation, Store, import_json, to_html, to_json, to_markdown


@pytest.fixture
def conv(store: Store) -> Conversation:
    """A tree: a system prompt, an edited question, a regenerated answer, an interrupted reply."""
    c = store.create_conversation('Rust <vs> Go & "friends"', settings={"temperature": 0.2, "top_p": 0.9})
    store.set_conversation_model(c.id, "smollm2-135m-int4")
    store.set_pinned(c.id, True)
    system = store.add_message(c.id, "system", "Answer in one line.", None)
    q1 = store.add_message(c.id, "user", "Which is faster, <b>Rust</b> or Go?", system.id)
    a1 = store.begin_reply(c.id, q1.id)
    store.finish_reply(
        a1.id, "It depends.\n\n```rust\nfn main() {}\n```", "complete",
        Provenance.from_json({"model": "smollm2", "device": "cpu", "tokens_per_s": 41.7, "ttft_s": 0.12,
                              "usage": {"prompt": 20}}),
    )  # fmt: skip
    a2 = store.begin_reply(c.id, q1.id)
    store.finish_reply(a2.id, "Rust, usually.", "cancelled", Provenance(finish_reason="cancelled"))
    q2 = store.add_message(c.id, "user", "Why? <script>alert(1)</script>", a2.id)
    a3 = store.begin_reply(c.id, q2.id)
    store.save_partial(a3.id, "Because of zero-cost abstra")
    store.add_message(c.id, "user", "Which is simpler?", system.id)  # edit of q1: a second branch
    store.select_version(a3.id)
    return store.get_conversation(c.id)


def test_markdown_has_the_visible_thread(store: Store, conv: Conversation) -> None:
    md = to_markdown(conv, store.thread(conv.id))
    assert md.startswith('# Rust <vs> Go & "friends"\n')
    assert "model: smollm2-135m-int4" in md
    assert md.count("## User") == 2 and md.count("## Assistant") == 2 and md.count("## System") == 1
    assert "```rust\nfn main() {}\n```" not in md  # a2 is the visible version, not a1
    assert "Rust, usually." in md and "*(stopped by the user)*" in md
    assert "Because of zero-cost abstra" in md and "*(still being written when exported)*" in md
    assert "Which is simpler?" not in md  # the other branch is not part of this thread
    assert md.index("Which is faster") < md.index("Rust, usually.") < md.index("Why?")


def test_the_exports_print_the_line_the_window_shows_and_the_error(store: Store) -> None:
    c = store.create_conversation("Failed")
    q = store.add_message(c.id, "user", "Go", None)
    made = Provenance(model="qwen3", device="cuda", parameters={"temperature": 0.2, "seed": 7}, generated_tokens=3,
                      finish_reason="error", error="the GPU ran out of memory")
    store.finish_reply(store.begin_reply(c.id, q.id).id, "Par", "error", made)
    md = to_markdown(c, store.thread(c.id))
    assert made.line() == "qwen3 · CUDA · temp 0.2 seed 7 · 3 tokens · failed"
    assert f"<sub>{made.line()}</sub>" in md and "*(the reply failed: the GPU ran out of memory)*" in md
    page = to_html(c, store.thread(c.id))
    assert f'<div class="meta">{made.line()}</div>' in page
    assert '<div class="status">the reply failed: the GPU ran out of memory</div>' in page


PAGE_TAGS = {"html", "head", "meta", "title", "style", "body", "main", "h1", "p", "section", "div"}
RENDERED_TAGS = {"h2", "h3", "strong", "em", "del", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th",
                 "td", "blockquote", "pre", "code", "span", "a", "br", "hr"}


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.tags: list[str] = []
        self.elements: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.elements.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def test_html_is_self_contained_escaped_and_themed(store: Store, conv: Conversation) -> None:
    page = to_html(conv, store.thread(conv.id))
    assert page.startswith("<!DOCTYPE html>")
    assert "<script" not in page and "<b>Rust</b>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<title>Rust &lt;vs&gt; Go &amp; &quot;friends&quot;</title>" in page
    assert "prefers-color-scheme: dark" in page and "<style>" in page
    assert "http://" not in page and "https://" not in page and "src=" not in page and "href=" not in page
    parser = _Text()
    parser.feed(page)
    text = "".join(parser.text)
    assert "Which is faster, <b>Rust</b> or Go?" in text  # shown to the reader as typed
    assert "Why? <script>alert(1)</script>" in text
    assert '<div class="meta">stopped</div>' in page  # the line the window shows under the reply
    assert set(parser.tags) <= PAGE_TAGS | RENDERED_TAGS  # no script, link, img, iframe
    assert parser.tags.count("section") == 5


RICH = """## Plan

Use **bold** and *care*:

- one
- two

| os | ok |
| --- | --- |
| linux | yes |

> quoted

```python
def add(a, b):
    return a + b
```

See [the docs](https://example.org/docs), ![a chart](https://example.org/chart.png) and
[a trap](javascript:alert(1)) with `inline()` code."""


def test_html_renders_markdown_code_and_provenance(store: Store) -> None:
    c = store.create_conversation("Rendered")
    q = store.add_message(c.id, "user", "Plan it", None)
    a = store.begin_reply(c.id, q.id)
    store.finish_reply(a.id, RICH, "complete", Provenance(model="smollm2", device="cpu", generated_tokens=58,
                                                          tokens_per_s=41.66, finish_reason="stop"))
    page = to_html(c, store.thread(c.id))
    parser = _Text()
    parser.feed(page)
    tags = set(parser.tags)
    assert {"h2", "strong", "em", "ul", "li", "table", "th", "td", "blockquote", "pre", "code"} <= tags
    assert "img" not in tags and "script" not in tags  # an image is a link: nothing loads
    classes = [attrs.get("class") or "" for tag, attrs in parser.elements]
    assert any("highlight" in c for c in classes)  # the code block went through Pygments...
    keyword = [data for data in parser.text if data == "def"]
    assert keyword and any(c == "k" for c in classes)  # ...and `def` is coloured as a keyword
    hrefs = [attrs.get("href") for tag, attrs in parser.elements if tag == "a"]
    assert "https://example.org/docs" in hrefs and "https://example.org/chart.png" in hrefs
    assert not any(h and h.startswith("javascript:") for h in hrefs)
    text = "".join(parser.text)
    assert "Image: a chart" in text and "**" not in text and "```" not in text
    assert "smollm2 · CPU · 58 tokens · 41.7 tok/s · finished" in text
    assert "@media print" in page and "prefers-color-scheme: dark" in page


def _strip(data: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(data)
    del out["exported_at"]
    return out


def test_json_round_trip_is_lossless(store: Store, conv: Conversation) -> None:
    exported = to_json(conv, store.messages(conv.id))
    assert (exported["format"], exported["version"]) == (FORMAT, FORMAT_VERSION)
    assert len(exported["messages"]) == 7
    assert {m["status"] for m in exported["messages"]} == {"complete", "cancelled", "streaming"}
    assert exported["conversation"]["current_leaf"] == 5  # the streaming reply, not the newest message
    wire = json.loads(json.dumps(exported))

    imported = import_json(store, wire)
    assert imported.id != conv.id
    again = to_json(imported, store.messages(imported.id))
    streaming = [i for i, m in enumerate(exported["messages"]) if m["status"] == "streaming"]
    expected = _strip(exported)
    for i in streaming:  # the one documented change: nobody is writing that reply any more
        expected["messages"][i]["status"] = "interrupted"
    assert _strip(again) == expected

    assert [m.content for m in store.thread(imported.id)] == [m.content for m in store.thread(conv.id)]
    third = import_json(store, json.loads(json.dumps(again)))
    assert _strip(to_json(third, store.messages(third.id))) == _strip(again)
    assert imported.pinned and imported.settings == {"temperature": 0.2, "top_p": 0.9}
    assert imported.created_at == conv.created_at and imported.updated_at == conv.updated_at


def _bad(mutate: Any) -> Any:
    def build(good: dict[str, Any]) -> Any:
        data = copy.deepcopy(good)
        mutate(data)
        return data

    return build


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda good: [good], "expected a JSON object"),
        (_bad(lambda d: d.update(format="chatgpt")), "not a Hearth conversation export"),
        (_bad(lambda d: d.update(version=99)), "newer Hearth"),
        (_bad(lambda d: d.update(version="1")), "invalid version"),
        (_bad(lambda d: d.pop("conversation")), "conversation must be an object"),
        (_bad(lambda d: d["conversation"].pop("title")), r"conversation\.title is missing"),
        (_bad(lambda d: d["conversation"].update(pinned="yes")), r"conversation\.pinned"),
        (_bad(lambda d: d["conversation"].update(created_at=float("nan"))), "timestamp"),
        (_bad(lambda d: d["conversation"].update(settings=[1])), "settings must be an object"),
        (_bad(lambda d: d["conversation"].update(current_leaf=42)), "current_leaf 42"),
        (_bad(lambda d: d.update(messages={})), "messages must be a list"),
        (_bad(lambda d: d["messages"].append("hi")), r"messages\[7\] must be an object"),
        (_bad(lambda d: d["messages"][2].update(role="bot")), r"messages\[2\]\.role 'bot'"),
        (_bad(lambda d: d["messages"][2].update(status="done")), r"messages\[2\]\.status"),
        (_bad(lambda d: d["messages"][2].update(content=None)), r"messages\[2\]\.content"),
        (_bad(lambda d: d["messages"][2].update(parent=6)), r"messages\[2\]\.parent 6"),
        (_bad(lambda d: d["messages"][3].update(id=2)), "used twice"),
        (_bad(lambda d: d["messages"][1].update(provenance="fast")), "provenance must be an object"),
    ],
)
def test_import_rejects_malformed_input_and_writes_nothing(
    store: Store, conv: Conversation, build: Any, message: str
) -> None:
    good = json.loads(json.dumps(to_json(conv, store.messages(conv.id))))
    assert import_json(store, copy.deepcopy(good)).title == conv.title  # the untouched file is fine
    before = len(store.list_conversations())
    with pytest.raises(ValueError, match=message):
        import_json(store, build(good))
    assert len(store.list_conversations()) == before


def test_export_of_an_empty_conversation(store: Store) -> None:
    empty = store.create_conversation("Empty")
    data = to_json(empty, [])
    assert data["messages"] == [] and data["conversation"]["current_leaf"] is None
    back = import_json(store, data)
    assert store.thread(back.id) == [] and back.title == "Empty"
    assert to_markdown(empty, []).startswith("# Empty\n")
    assert "<h1>Empty</h1>" in to_html(empty, [])


def test_exports_include_the_sources_a_reply_cited(store: Store) -> None:
    c = store.create_conversation("Kettle")
    q = store.add_message(c.id, "user", "How long is the warranty?", None)
    a = store.begin_reply(c.id, q.id)
    sources = [{"n": 1, "path": "/home/sam/manual.pdf", "page": 2, "line": None,
                "text": "The warranty on the <Model Z> kettle lasts seven years."},
               {"n": 2, "path": "/home/sam/notes.md", "page": None, "line": 14, "text": "x " * 400}]
    store.finish_reply(a.id, "Seven years [1].", "complete", Provenance(model="m", sources=tuple(sources)))
    conv = store.get_conversation(c.id)
    md = to_markdown(conv, store.thread(c.id))
    assert "- **[1] manual.pdf, page 2** (`/home/sam/manual.pdf`)" in md
    assert "> The warranty on the <Model Z> kettle lasts seven years." in md
    assert "**[2] notes.md, line 14**" in md and "x x …" in md  # a long passage is cut
    page = to_html(conv, store.thread(c.id))
    assert "<b>[1] manual.pdf, page 2</b>" in page and "&lt;Model Z&gt;" in page and "<Model Z>" not in page


def test_a_chat_exported_while_incognito_is_imported_as_a_chat_to_keep(store: Store) -> None:
    secret = store.create_conversation("A secret", {"incognito": True, "temperature": 0.2})
    store.add_message(secret.id, "user", "Between us", None)
    exported = to_json(store.get_conversation(secret.id), store.messages(secret.id))
    imported = import_json(store, json.loads(json.dumps(exported)))
    assert store.get_conversation(imported.id).settings == {"temperature": 0.2}
    assert store.delete_incognito() == 1  # the incognito one alone
    assert [m.content for m in store.thread(imported.id)] == ["Between us"]
