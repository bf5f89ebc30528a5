"""Hybrid retrieval: vector similarity and BM25, fused by reciprocal rank.

Vectors: numpy brute force over a float32 matrix kept in memory per set of libraries (reloaded when
the libraries' chunks change). Measured against sqlite-vec in bench/docs.py (see docs/ARCHITECTURE.md):
a matrix product over 100k x 384 takes a few milliseconds, so an extension buys nothing here.
BM25: SQLite FTS5 over the same chunks, queried with any of the question's words (not all of them,
as the conversation search does: a question shares only some words with its answer).
Fusion: reciprocal rank fusion (Cormack et al. 2009, k = 60), which needs no score calibration between
two rankers whose scores mean different things.
"""

from __future__ import annotations

import re
import threading
from collections import Counter
from dataclasses import dataclass
from typing import Final

import numpy as np

from app.docs.db import ChunkRow, DocsDB
from app.docs.embedder import Embedder

RRF_K: Final = 60
CANDIDATES: Final = 50
PER_FILE: Final = 2
# A passage is relevant when the question's embedding is at least this similar to it (cosine). Measured
# with all-MiniLM-L6-v2 on the test corpus: questions the documents answer score 0.27 ("Summarise the
# report") to 0.85; small talk ("Hi there", "Thanks!", "How are you?", "Tell me a joke") at most 0.20.
RELEVANT: Final = 0.25
# Words too common to help BM25 pick a passage (a question is mostly these).
_STOP: Final = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "can",
        "do",
        "does",
        "did",
        "for",
        "from",
        "has",
        "have",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "our",
        "should",
        "so",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "to",
        "use",
        "used",
        "using",
        "was",
        "we",
        "what",
        "when",
        "where",
        "which",
        "who",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "about",
        "after",
        "all",
        "also",
        "any",
        "because",
        "been",
        "before",
        "between",
        "both",
        "but",
        "each",
        "more",
        "most",
        "no",
        "not",
        "only",
        "other",
        "over",
        "same",
        "some",
        "such",
        "than",
        "through",
        "under",
        "up",
        "very",
    ]
)
_WORD = re.compile(r"\w+", re.UNICODE)


@dataclass(frozen=True)
class Hit:
    chunk: ChunkRow
    score: float


def bm25_query(text: str) -> str | None:
    """An FTS5 query matching any of the question's content words, each quoted (never a syntax error)."""
    words = [w.lower() for w in _WORD.findall(text)]
    terms = list(dict.fromkeys(w for w in words if w not in _STOP and len(w) > 1))
    return " OR ".join(f'"{t}"' for t in terms) or None


class Retriever:
    """Searches libraries of one `DocsDB`. Thread-safe (one lock around the cache and the connection)."""

    def __init__(self, db: DocsDB, embedder: Embedder | None) -> None:
        """Without an `embedder` (the model is not built yet) passages are found by words only."""
        self._db = db
        self.embedder = embedder
        self._lock = threading.Lock()
        self._cache: dict[tuple[int, ...], tuple[tuple[int, int], np.ndarray, np.ndarray]] = {}

    def vector_ranking(self, library_ids: list[int], question: str, limit: int = CANDIDATES) -> list[int]:
        ids, matrix = self._matrix(library_ids)
        if not len(ids) or self.embedder is None:
            return []
        scores = matrix @ self.embedder.embed_one(question)
        top = np.argpartition(-scores, min(limit, len(ids) - 1))[:limit] if len(ids) > limit else np.arange(len(ids))
        return [int(ids[i]) for i in top[np.argsort(-scores[top])]]

    def bm25_ranking(self, library_ids: list[int], question: str, limit: int = CANDIDATES) -> list[int]:
        query = bm25_query(question)
        if query is None:
            return []
        with self._lock:
            return self._db.bm25(library_ids, query, limit)

    def relevant(self, library_ids: list[int], question: str, chunk_ids: list[int]) -> set[int]:
        """Those of `chunk_ids` (of `library_ids`) that can answer `question`: at least `RELEVANT` similar
        to it, or without the embedding model, sharing a word with it."""
        if self.embedder is None:
            return set(self.bm25_ranking(library_ids, question, 1000)) & set(chunk_ids)
        close = self.similarity(library_ids, question, chunk_ids)
        return {c for c, score in close.items() if score >= RELEVANT}

    def similarity(self, library_ids: list[int], question: str, chunk_ids: list[int]) -> dict[int, float]:
        """Cosine similarity of `question` to each of these chunks (of `library_ids`)."""
        ids, matrix = self._matrix(library_ids)
        if not len(ids) or not chunk_ids or self.embedder is None:
            return {}
        wanted = np.asarray(chunk_ids, dtype=np.int64)
        at = np.clip(np.searchsorted(ids, wanted), 0, len(ids) - 1)  # `ids` are in order (DocsDB.vectors)
        found = ids[at] == wanted
        scores = matrix[at[found]] @ self.embedder.embed_one(question)
        return {int(c): float(s) for c, s in zip(wanted[found], scores, strict=True)}

    def search(self, library_ids: list[int], question: str, k: int = 5, mode: str = "hybrid",
               relevant_only: bool = False) -> list[Hit]:
        """The `k` best passages for `question` ('hybrid', 'vector' or 'bm25'); with `relevant_only`, only
        passages that can answer it (`relevant`: none for a greeting)."""
        if not library_ids or not question.strip():
            return []
        rankings = []
        if mode in ("hybrid", "vector"):
            rankings.append(self.vector_ranking(library_ids, question))
        if mode in ("hybrid", "bm25"):
            rankings.append(self.bm25_ranking(library_ids, question))
        fused: dict[int, float] = {}
        for ranking in rankings:
            for rank, chunk_id in enumerate(ranking):
                fused[chunk_id] = fused.get(chunk_id, 0.0) + 1.0 / (RRF_K + rank + 1)
        ranked = sorted(fused, key=lambda c: -fused[c])[: k * 4]
        if relevant_only and ranked:
            keep = self.relevant(library_ids, question, ranked)
            ranked = [c for c in ranked if c in keep]
        with self._lock:
            rows = self._db.chunks(ranked) if ranked else {}
        hits: list[Hit] = []
        per_file: Counter[str] = Counter()
        for chunk_id in ranked:  # at most PER_FILE passages of one file, so the top k span several files
            row = rows.get(chunk_id)
            if row is not None and per_file[row.path] < PER_FILE:
                per_file[row.path] += 1
                hits.append(Hit(row, fused[chunk_id]))
        return hits[:k]

    def _matrix(self, library_ids: list[int]) -> tuple[np.ndarray, np.ndarray]:
        key = tuple(sorted(library_ids))
        with self._lock:
            generation = self._db.generation(list(key))
            cached = self._cache.get(key)
            if cached is None or cached[0] != generation:
                ids, matrix = self._db.vectors(list(key))
                cached = (generation, ids, matrix)
                self._cache = {key: cached}  # one set at a time: the open conversation's
            return cached[1], cached[2]
