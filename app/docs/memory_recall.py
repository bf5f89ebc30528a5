"""Which memories a turn is given: the enabled ones relevant to the message, found as passages are.

Hybrid retrieval like the documents' (`app.docs.retrieval`): the embedding model's cosine similarity and
BM25 over the memories' own FTS5 index, fused by reciprocal rank; a memory goes in only when it is
relevant to the message (similar enough, or, without the embedding model, sharing a word with it), the
best first, within a small budget (`BUDGET_CHARS`), so "Hi there" gets none and a long list costs a
few lines of prompt at most. Memory vectors are computed once per text and kept (a few milliseconds
each); there are hundreds of memories, not the hundred thousands of passages a library holds.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from typing import Final

import numpy as np

from app.docs.embedder import Embedder
from app.docs.retrieval import RRF_K, bm25_query
from app.store.memories import Memories, Memory

TOP_K: Final = 4
BUDGET_CHARS: Final = 800  # about 230 tokens of the prompt (3.5 characters a token)
CANDIDATES: Final = 50
# A memory is relevant when the message's embedding is at least this similar to it, and within `CLOSE_TO_BEST` of
# the most similar one. Measured with all-MiniLM-L6-v2 on bench/data/memory_set.json (200 memories of one person):
# greetings ("Hello there", "How are you?") reach 0.29 with some memory, where the documents' 0.25 would give
# them three; at 0.30 and 0.10, 82% of questions are given their memory, with 1.9 memories a question.
RELEVANT: Final = 0.30
CLOSE_TO_BEST: Final = 0.10
# Words every memory and question about the person shares ("my dog", "what do I like"): they pick nothing.
_PERSONAL: Final = frozenset({"my", "me", "mine", "myself", "am", "im", "i'm", "like", "know", "remember"})
_WORD: Final = re.compile(r"[\w']+", re.UNICODE)
# Short: every token of it is read before the first token of a reply (bench/memory.py measures the cost).
HEADER: Final = "About the person (from earlier chats; use only where it helps):"


class MemoryRecall:
    """Finds memories for a question. `embedder` gives the embedding model once it is built (else None:
    words only). Thread-safe: the window's thread and the API's never share a connection, only vectors."""

    def __init__(self, embedder: Callable[[], Embedder | None] = lambda: None, words: bool = True) -> None:
        """`words`: BM25 takes part in the ranking (bench/memory.py measures each ranker alone too)."""
        self._embedder = embedder
        self._words = words
        self._vectors: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()
        self._last: tuple[tuple[object, ...], list[Memory]] | None = None

    def ranked(self, memories: Memories, question: str, limit: int = CANDIDATES) -> list[tuple[Memory, bool]]:
        """The enabled memories best first, each with whether it is relevant to `question`."""
        enabled = memories.all(enabled_only=True)
        if not enabled or not question.strip():
            return []
        query = bm25_query(" ".join(w for w in _WORD.findall(question) if w.lower() not in _PERSONAL))
        by_words = memories.bm25(query, limit) if query and self._words else []
        similar: dict[int, float] = {}
        embedder = self._embedder()
        rankings = [by_words]
        if embedder is not None:
            similar = self._similarity(embedder, enabled, question)
            # words count only for memories close enough in meaning: every memory and question about the person
            # shares words ("I", "my", "work"), and BM25 alone put the right one in the top 3 for 40% of the
            # bench's questions; fused unfiltered it pulled the hybrid to 76%, filtered 88% (vectors alone 90%)
            rankings = [[i for i in by_words if similar.get(i, 0.0) >= RELEVANT],
                        sorted(similar, key=lambda i: -similar[i])[:limit]]
        fused: dict[int, float] = {}
        for ranking in rankings:
            for rank, memory_id in enumerate(ranking):
                fused[memory_id] = fused.get(memory_id, 0.0) + 1.0 / (RRF_K + rank + 1)
        by_id = {m.id: m for m in enabled}
        words = set(by_words)
        order = sorted(fused, key=lambda i: -fused[i])
        floor = max(RELEVANT, max(similar.values(), default=0.0) - CLOSE_TO_BEST)
        return [(by_id[i], similar[i] >= floor if embedder is not None else i in words)
                for i in order if i in by_id]

    def recall(self, memories: Memories, question: str, k: int = TOP_K,
               budget: int = BUDGET_CHARS) -> list[Memory]:
        """The relevant memories for `question`, best first, at most `k` and `budget` characters. The last
        answer is kept: a message sent as it was read ahead (`draft_system_prompt`) is not searched again."""
        key = (question, k, budget, tuple(memories.all(enabled_only=True)))
        if self._last is not None and self._last[0] == key:
            return list(self._last[1])
        found = self._recall(memories, question, k, budget)
        self._last = (key, found)
        return list(found)

    def _recall(self, memories: Memories, question: str, k: int, budget: int) -> list[Memory]:
        chosen: list[Memory] = []
        used = 0
        for memory, relevant in self.ranked(memories, question):
            if len(chosen) == k:
                break
            if relevant and used + len(memory.text) <= budget:
                chosen.append(memory)
                used += len(memory.text)
        return chosen

    def _similarity(self, embedder: Embedder, enabled: list[Memory], question: str) -> dict[int, float]:
        with self._lock:
            missing = list(dict.fromkeys(m.text for m in enabled if m.text not in self._vectors))
            if missing:
                for text, vector in zip(missing, embedder.embed(missing), strict=True):
                    self._vectors[text] = vector
            matrix = np.stack([self._vectors[m.text] for m in enabled])
            self._vectors = {m.text: self._vectors[m.text] for m in enabled}  # edited and deleted ones go
        scores = matrix @ embedder.embed_one(question)
        return {m.id: float(s) for m, s in zip(enabled, scores, strict=True)}


def memory_prompt(system_prompt: str, memories: list[Memory]) -> str:
    """The chat's system prompt with the memories after it (the system side: the person never sees them in
    the thread, and a chat's own instructions come first)."""
    if not memories:
        return system_prompt
    block = HEADER + "\n" + "\n".join(f"- {m.text}" for m in memories)
    return f"{system_prompt.rstrip()}\n\n{block}" if system_prompt.strip() else block


def same_block(found: list[Memory], given_before: list[Memory]) -> list[Memory]:
    """The memories a chat's next turn is given: those of its previous turn again when they hold every memory
    found now (still enabled, as they read now), so the system prompt stays the same and the engine reuses
    what it read of the conversation; else those found now. A changed prompt start reads it all again."""
    before = {m.id for m in given_before}
    return given_before if given_before and all(m.id in before for m in found) else found
