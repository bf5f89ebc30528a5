"""Documents: indexing a generated corpus (every format and the bad files), progress, cancel, change
detection, hybrid retrieval and grounding, with the real embedding model and real SQLite."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from app.docs.db import DocsDB
from app.docs.embedder import Embedder
from app.docs.grounding import budget_chars, ground
from app.docs.indexer import IndexControl, Indexer, Progress
from app.docs.retrieval import Retriever, bm25_query
from app.system.paths import resolve_paths
from tests.app.docs_corpus import BAD, GOOD, QUESTIONS, make_corpus, make_many


@pytest.fixture(scope="module")
def embedder(embed_model: Path) -> Embedder:
    return Embedder(embed_model)


@pytest.fixture
def db() -> DocsDB:
    return DocsDB(resolve_paths().documents_db)


def index(db: DocsDB, embedder: Embedder, root: Path,
          control: IndexControl | None = None) -> tuple[int, list[Progress]]:
    seen: list[Progress] = []
    library_id = db.add_library(root)
    final = Indexer(db, embedder, control, seen.append).run(library_id)
    seen.append(final)
    return library_id, seen


def test_embeddings_match_sentence_transformers_semantics(embedder: Embedder) -> None:
    vectors = embedder.embed(["A man is eating food.", "A man is eating a piece of bread.",
                              "The girl is carrying a baby."])
    assert vectors.shape == (3, 384)
    assert abs(float((vectors ** 2).sum(axis=1).max()) - 1.0) < 1e-4  # L2-normalised
    similar, unrelated = float(vectors[0] @ vectors[1]), float(vectors[0] @ vectors[2])
    assert similar == pytest.approx(0.7553, abs=0.03)  # sentence-transformers' value (float), int8 weights here
    assert unrelated < 0.1


def test_corpus_is_indexed_per_format_and_bad_files_are_skipped_with_reasons(
        db: DocsDB, embedder: Embedder, tmp_path: Path) -> None:
    root = make_corpus(tmp_path / "corpus")
    library_id, seen = index(db, embedder, root)
    final = seen[-1]
    assert final.state == "done"
    assert final.files_done == final.files_total == len(GOOD) + len(BAD)
    assert final.embedded_files == len(GOOD)
    assert any(p.state == "indexing" and p.files_done < p.files_total for p in seen)  # progress on the way
    files = db.files(library_id)
    indexed = {Path(p).name for p, row in files.items() if row.state == "indexed"}
    assert indexed == GOOD
    skipped = {Path(p).name: reason for p, reason in db.skipped(library_id)}
    assert set(skipped) == set(BAD)
    for name, word in BAD.items():
        assert word in skipped[name], (name, skipped[name])
    lib = db.library(library_id)
    assert lib is not None and lib.files == len(GOOD) and lib.skipped == len(BAD) and lib.chunks >= len(GOOD)
    # The PDF keeps its pages; the script in the HTML page is not text.
    pages = {row.page for row in db.chunks(list(range(1, 200))).values() if row.path.endswith("manual.pdf")}
    assert pages == {1, 2, 3}
    assert not any("midnight" in row.text for row in db.chunks(list(range(1, 200))).values())


def test_retrieval_finds_the_passage_that_answers(db: DocsDB, embedder: Embedder, tmp_path: Path) -> None:
    library_id, _ = index(db, embedder, make_corpus(tmp_path / "corpus"))
    make_many(tmp_path / "noise", 5)
    noise_id, _ = index(db, embedder, tmp_path / "noise")
    retriever = Retriever(db, embedder)
    for question, (name, phrase) in QUESTIONS.items():
        hits = retriever.search([library_id, noise_id], question, k=3)
        assert Path(hits[0].chunk.path).name == name, (question, [h.chunk.path for h in hits])
        assert phrase in hits[0].chunk.text
    pdf = retriever.search([library_id], "warranty of the kettle", k=1)[0].chunk
    assert pdf.page == 2
    assert retriever.search([library_id], 'what "is" (NEAR* -x: AND', k=2)  # FTS5 syntax is only text


def test_bm25_query_is_safe_for_any_text() -> None:
    assert bm25_query('what "is" (the) NEAR* -zebra: AND') == '"near" OR "zebra"'
    assert bm25_query("the of a") is None


def test_grounding_numbers_sources_and_says_what_was_left_out(db: DocsDB, embedder: Embedder, tmp_path: Path) -> None:
    library_id, _ = index(db, embedder, make_corpus(tmp_path / "corpus"))
    retriever = Retriever(db, embedder)
    grounding = ground(db, retriever, [library_id], "How do I reset the router?", budget_chars(4096, 512))
    assert grounding is not None and grounding.left_out == 0
    assert grounding.prompt.endswith("Question: How do I reset the router?")
    first = grounding.sources[0]
    assert first.n == 1 and first.path.endswith("guide.md") and first.line is not None
    assert f"[1] {first.where()}:" in grounding.prompt and "red button" in grounding.prompt
    many, _ = index(db, embedder, make_many(tmp_path / "many", 8, paragraphs=2))
    small = ground(db, retriever, [many], "What is the code word in file 3?", 1200)
    assert small is not None and small.left_out > 0
    assert sum(len(s.text) for s in small.sources) <= 1200
    assert "left out" in small.notice()


def test_a_small_attached_file_goes_in_whole(db: DocsDB, embedder: Embedder, tmp_path: Path) -> None:
    note = tmp_path / "letter.txt"
    note.write_text("Dear Sam,\n\nThe spare key is under the third flowerpot.\n\nBest, Alex\n", encoding="utf-8")
    library_id = db.add_library(note, conversation_id=7)
    Indexer(db, embedder).run(library_id)
    assert db.used_libraries(7) == [library_id]
    grounding = ground(db, Retriever(db, embedder), [library_id], "Who signed it?", 8000)
    assert grounding is not None and len(grounding.sources) == 1
    assert grounding.sources[0].text.startswith("Dear Sam") and "Best, Alex" in grounding.sources[0].text


def test_small_talk_sends_and_cites_nothing(db: DocsDB, embedder: Embedder, tmp_path: Path) -> None:
    """A relevance cut-off: a greeting in a chat with a library (or an attachment) gets no passages,
    while every question the documents answer still finds its file."""
    library_id, _ = index(db, embedder, make_corpus(tmp_path / "corpus"))
    note = tmp_path / "letter.txt"
    note.write_text("Dear Sam,\n\nThe spare key is under the third flowerpot.\n\nBest, Alex\n", encoding="utf-8")
    attached = db.add_library(note, conversation_id=7)
    Indexer(db, embedder).run(attached)
    retriever = Retriever(db, embedder)
    both = [library_id, attached]
    for greeting in ("Hi there", "Hello!", "Thanks!", "How are you?", "Good morning", "Tell me a joke"):
        assert ground(db, retriever, both, greeting, budget_chars(4096, 512)) is None, greeting
    for question, (name, phrase) in QUESTIONS.items():
        grounding = ground(db, retriever, both, question, budget_chars(4096, 512))
        assert grounding is not None and any(Path(s.path).name == name and phrase in s.text.lower()
                                             for s in grounding.sources), question
    pointed = ground(db, retriever, [attached], "Summarise this for me", budget_chars(4096, 512))
    assert pointed is not None and "flowerpot" in pointed.sources[0].text  # a message about the file itself


def test_change_detection_reads_only_what_changed(db: DocsDB, embedder: Embedder, tmp_path: Path) -> None:
    root = make_many(tmp_path / "lib", 4, paragraphs=2)
    library_id, seen = index(db, embedder, root)
    assert seen[-1].embedded_files == 4
    assert Indexer(db, embedder).run(library_id).embedded_files == 0  # nothing changed
    touched = root / "doc000.txt"
    os.utime(touched, ns=(time.time_ns(), time.time_ns() + 5_000_000_000))  # new mtime, same bytes
    assert Indexer(db, embedder).run(library_id).embedded_files == 0
    (root / "doc001.txt").write_text("Now about penguins in Antarctica.", encoding="utf-8")
    (root / "doc002.txt").unlink()
    assert Indexer(db, embedder).run(library_id).embedded_files == 1
    names = {Path(p).name for p in db.files(library_id)}
    assert names == {"doc000.txt", "doc001.txt", "doc003.txt"}
    hit = Retriever(db, embedder).search([library_id], "penguins", k=1)[0]
    assert hit.chunk.path.endswith("doc001.txt")


def test_cancel_keeps_finished_files_and_the_next_run_goes_on(db: DocsDB, embedder: Embedder, tmp_path: Path) -> None:
    root = make_many(tmp_path / "lib", 6, paragraphs=2)
    control = IndexControl()

    def stop_after_two(progress: Progress) -> None:
        if progress.embedded_files >= 2:
            control.cancelled.set()

    library_id = db.add_library(root)
    result = Indexer(db, embedder, control, stop_after_two).run(library_id)
    assert result.state == "cancelled"
    done = {p: row for p, row in db.files(library_id).items() if row.state == "indexed"}
    assert 2 <= len(done) < 6
    resumed = Indexer(db, embedder).run(library_id)
    assert resumed.state == "done" and resumed.embedded_files == 6 - len(done)


def test_indexing_waits_while_a_reply_streams(db: DocsDB, embedder: Embedder, tmp_path: Path) -> None:
    root = make_many(tmp_path / "lib", 2, paragraphs=1)
    busy_until = time.monotonic() + 0.5
    seen: list[Progress] = []
    library_id = db.add_library(root)
    control = IndexControl(busy=lambda: time.monotonic() < busy_until)
    result = Indexer(db, embedder, control, seen.append).run(library_id)
    assert result.state == "done"
    waiting = [p for p in seen if p.state == "waiting"]
    assert waiting and waiting[0].embedded_files == 0  # nothing was embedded while the reply ran


def test_nothing_is_written_outside_the_data_dir(db: DocsDB, embedder: Embedder, tmp_path: Path,
                                                  hearth_home: Path) -> None:
    root = make_corpus(tmp_path / "corpus")
    before = {p: (p.lstat().st_mtime_ns, p.lstat().st_size) for p in root.rglob("*") if not p.is_symlink()}
    index(db, embedder, root)
    after = {p: (p.lstat().st_mtime_ns, p.lstat().st_size) for p in root.rglob("*") if not p.is_symlink()}
    assert after == before
    written = {p.relative_to(hearth_home) for p in hearth_home.rglob("*") if p.is_file()}
    assert written and all(p.parts[0] == "data" and p.name.startswith("documents.sqlite3") for p in written)
