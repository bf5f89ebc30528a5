from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from app.chat.provenance import Provenance
from app.store import FORMAT, Store
from ui.conversations import export_import
from ui.conversations.export_import import (
    HTML_FILTER,
    JSON_FILTER,
    MARKDOWN_FILTER,
    PDF_FILTER,
    export_conversation,
    export_format,
    import_conversation,
    safe_file_stem,
)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "conversations.sqlite3") as s:
        yield s


@pytest.fixture
def conversation_id(store: Store) -> int:
    conv = store.create_conversation("Plans: <Lisbon> / Porto?", model="demo-model")
    q = store.add_message(conv.id, "user", "Where should I eat?", None)
    store.add_message(conv.id, "assistant", "First answer (an older version)", q.id)
    store.add_message(conv.id, "assistant", "Try **Time Out Market** & <script>x</script>", q.id)
    return conv.id


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(export_import, "show_error", lambda parent, title, text: shown.append(f"{title}: {text}"))
    return shown


def answer_save(monkeypatch: pytest.MonkeyPatch, path: Path | str, selected: str) -> list[Path]:
    suggested: list[Path] = []

    def fake(parent: object, suggestion: Path, filters: list[str], chosen: str) -> tuple[str, str]:
        suggested.append(suggestion)
        assert filters == [MARKDOWN_FILTER, HTML_FILTER, PDF_FILTER, JSON_FILTER]
        return str(path), selected

    monkeypatch.setattr(export_import, "ask_save_path", fake)
    return suggested


def test_markdown_export_by_filter(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, store: Store, conversation_id: int, errors: list[str]
) -> None:
    suggested = answer_save(monkeypatch, tmp_path / "plans", MARKDOWN_FILTER)  # no extension typed
    written = export_conversation(None, store, conversation_id)
    assert written == tmp_path / "plans.md"
    assert suggested[0].name == "Plans Lisbon Porto.md"
    text = written.read_text(encoding="utf-8")
    assert text.startswith("# Plans: <Lisbon> / Porto?\n")
    assert "Try **Time Out Market**" in text
    assert "older version" not in text  # the visible thread only
    assert errors == []
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temp file left


def test_html_export_escapes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, store: Store, conversation_id: int
) -> None:
    answer_save(monkeypatch, tmp_path / "plans.html", MARKDOWN_FILTER)  # the typed extension wins
    written = export_conversation(None, store, conversation_id)
    assert written == tmp_path / "plans.html"
    page = written.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>")
    assert "&lt;script&gt;x&lt;/script&gt;" in page and "<script>" not in page
    parser = _Elements()
    parser.feed(page)
    assert ("strong", "Time Out Market") in parser.texts  # rendered Markdown, not raw asterisks
    assert "**" not in "".join(text for _tag, text in parser.texts)


class _Elements(HTMLParser):
    """(innermost open tag, text) for every piece of text of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.texts: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ("br", "hr", "meta"):
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in self.open:
            del self.open[len(self.open) - 1 - self.open[::-1].index(tag):]

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.texts.append((self.open[-1] if self.open else "", data))


def test_pdf_export_has_the_text(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, store: Store, errors: list[str]
) -> None:
    conv = store.create_conversation("Sorting in Python", model="demo-model")
    q = store.add_message(conv.id, "user", "How do I sort a list?", None)
    a = store.begin_reply(conv.id, q.id)
    store.finish_reply(a.id, "Use **sorted**:\n\n```python\nprint(sorted([3, 1, 2]))\n```\n\n- stable\n- fast",
                       "complete", Provenance(model="demo-model", device="cpu", tokens_per_s=31.5))
    answer_save(monkeypatch, tmp_path / "sorting", PDF_FILTER)
    written = export_conversation(None, store, conv.id)
    assert written == tmp_path / "sorting.pdf" and errors == []
    assert written.read_bytes().startswith(b"%PDF-")
    reader = PdfReader(written)
    text = " ".join(page.extract_text() for page in reader.pages)
    words = " ".join(text.split())
    squeezed = "".join(text.split())  # pypdf puts spaces between differently coloured pieces of code
    assert "Sorting in Python" in words and "How do I sort a list?" in words
    assert "print(sorted([3,1,2]))" in squeezed and "Usesorted" in squeezed
    assert "**" not in words and "```" not in words
    assert "Copy" not in words  # the chat view's copy links are not printed
    assert "demo-model · CPU · 31.5 tok/s" in words  # the line the window shows
    assert reader.metadata is not None and reader.metadata.title == "Sorting in Python"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_pdf_export_lists_the_sources(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, store: Store, errors: list[str]
) -> None:
    conv = store.create_conversation("The spare key")
    q = store.add_message(conv.id, "user", "Where is the spare key?", None)
    a = store.begin_reply(conv.id, q.id)
    sources = [{"n": 1, "path": "/home/sam/letter.txt", "line": 3, "page": None,
                "text": "The spare key is under the third flowerpot."},
               {"n": 2, "path": "/home/sam/guide.pdf", "page": 4, "line": None, "text": "Flowerpots by the door."}]
    store.finish_reply(a.id, "Under the third flowerpot [1].", "complete",
                       Provenance(model="m", sources=tuple(sources)))
    answer_save(monkeypatch, tmp_path / "key.pdf", PDF_FILTER)
    written = export_conversation(None, store, conv.id)
    assert written is not None and errors == []
    text = " ".join(page.extract_text() for page in PdfReader(written).pages)
    words = " ".join(unicodedata.normalize("NFKC", text).split())  # the font's "fl" ligature read back as "fl"
    assert "Sources" in words
    assert "[1] letter.txt, line 3" in words and "/home/sam/letter.txt" in words
    assert "under the third flowerpot." in words
    assert "[2] guide.pdf, page 4" in words


def test_pdf_export_to_an_unwritable_folder_says_so(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, store: Store, conversation_id: int,
    errors: list[str]
) -> None:
    answer_save(monkeypatch, tmp_path / "missing" / "plans.pdf", MARKDOWN_FILTER)
    assert export_conversation(None, store, conversation_id) is None
    assert len(errors) == 1 and "could not write" in errors[0]


def test_json_export_then_import_round_trips(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, store: Store, conversation_id: int, errors: list[str]
) -> None:
    target = tmp_path / "out" / "plans"
    target.parent.mkdir()
    target.with_suffix(".json").write_text("old content", encoding="utf-8")
    answer_save(monkeypatch, target, JSON_FILTER)
    written = export_conversation(None, store, conversation_id)
    assert written == target.with_suffix(".json")
    data = json.loads(written.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT
    assert len(data["messages"]) == 3  # the whole tree, both versions

    monkeypatch.setattr(export_import, "ask_open_path", lambda parent, start: str(written))
    imported = import_conversation(None, store)
    assert imported is not None and imported.id != conversation_id
    assert imported.title == "Plans: <Lisbon> / Porto?"
    assert imported.model == "demo-model"
    original = [(m.role, m.content) for m in store.thread(conversation_id)]
    assert [(m.role, m.content) for m in store.thread(imported.id)] == original
    assert len(store.messages(imported.id)) == 3
    assert errors == []


def test_cancel_does_nothing(
    monkeypatch: pytest.MonkeyPatch, store: Store, conversation_id: int, errors: list[str]
) -> None:
    answer_save(monkeypatch, "", MARKDOWN_FILTER)
    assert export_conversation(None, store, conversation_id) is None
    monkeypatch.setattr(export_import, "ask_open_path", lambda parent, start: "")
    before = len(store.list_conversations())
    assert import_conversation(None, store) is None
    assert len(store.list_conversations()) == before
    assert errors == []


def test_unwritable_target_shows_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, store: Store, conversation_id: int, errors: list[str]
) -> None:
    answer_save(monkeypatch, tmp_path / "missing-folder" / "x.md", MARKDOWN_FILTER)
    assert export_conversation(None, store, conversation_id) is None
    assert len(errors) == 1 and "could not write" in errors[0] and "missing-folder" in errors[0]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("{not json", "is not valid JSON (line 1"),
        (json.dumps({"format": "something else"}), "not a Hearth conversation export"),
        (json.dumps({"format": FORMAT, "version": 99}), "newer Hearth"),
        ("[" * 100_000, "nested too deeply"),
    ],
)
def test_malformed_import_shows_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, store: Store, errors: list[str], content: str, expected: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    monkeypatch.setattr(export_import, "ask_open_path", lambda parent, start: str(bad))
    assert import_conversation(None, store) is None
    assert len(errors) == 1 and errors[0].startswith("Import failed:")
    assert expected in errors[0]
    assert store.list_conversations() == []


def test_binary_file_import_shows_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, store: Store, errors: list[str]
) -> None:
    bad = tmp_path / "image.json"
    bad.write_bytes(b"\x89PNG\xff\xfe\x00")
    monkeypatch.setattr(export_import, "ask_open_path", lambda parent, start: str(bad))
    assert import_conversation(None, store) is None
    assert "not a text file" in errors[0]


def test_names_and_formats() -> None:
    assert safe_file_stem('a/b\\c:d*e?f"g<h>i|j') == "a b c d e f g h i j"
    assert safe_file_stem("  ...  ") == "Conversation"
    assert export_format(Path("x.MD"), JSON_FILTER) == (Path("x.MD"), "md")
    assert export_format(Path("notes.v2"), HTML_FILTER) == (Path("notes.v2.html"), "html")
