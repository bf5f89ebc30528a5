"""Math in the PDF export: formulas as vector paths (no picture), their LaTeX findable as text."""

from __future__ import annotations

import re
from pathlib import Path

from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from app.store import Store
from tests.math_corpus import CASES
from ui.conversations.export_pdf import write_pdf

CHOSEN = ("quadratic_brackets", "table", "block_quote", "matrix", "prices", "unknown_command")


def pdf_of(tmp_path: Path, reply: str) -> PdfReader:
    with Store.open(tmp_path / "conversations.sqlite3") as store:
        conv = store.create_conversation("Math")
        q = store.add_message(conv.id, "user", "Explain, with math.", None)
        store.add_message(conv.id, "assistant", reply, q.id)
        path = tmp_path / f"math-{len(reply)}.pdf"
        write_pdf(path, store.get_conversation(conv.id), store.thread(conv.id), "today")
    return PdfReader(path)


def drawing(reader: PdfReader) -> tuple[int, bool]:
    """How many curves the pages draw, and whether any page holds a picture."""
    curves, pictures = 0, False
    for page in reader.pages:
        curves += len(re.findall(rb"\sc\n", page.get_contents().get_data()))  # type: ignore[union-attr]
        objects = page["/Resources"].get("/XObject") or {}
        pictures |= any(objects[name].get_object().get("/Subtype") == "/Image" for name in objects)
    return curves, pictures


def test_formulas_are_vector_paths_with_their_latex_as_text(qtbot: QtBot, tmp_path: Path) -> None:
    cases = [c for c in CASES if c.name in CHOSEN]
    reader = pdf_of(tmp_path, "\n\n".join(c.reply for c in cases))
    curves, pictures = drawing(reader)
    assert curves > 100 and not pictures  # glyph outlines, not images
    text = " ".join(page.extract_text() for page in reader.pages)
    squeezed = "".join(text.split())
    for case in cases:
        for formula in case.formulas:  # the source, drawn transparent over its formula
            assert "".join(formula.split()) in squeezed
        for words in (*case.text, *case.source):
            assert "".join(words.split()) in squeezed
    prices = next(c for c in cases if c.name == "prices")
    plain, _pictures = drawing(pdf_of(tmp_path, prices.reply))  # no formula, no curve
    assert plain == 0
