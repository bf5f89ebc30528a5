"""What a question sends to the model from the documents: numbered passages within a budget.

An attached file small enough to fit goes in whole; libraries (and larger attachments) give their
best passages by hybrid retrieval. Only for a message the documents can answer: a passage must be
similar enough to it (`RELEVANT`), and a whole file goes in when one of its passages is or when the
message points at it ("summarise this", "what does the file say"), so "Hi there" sends and cites
nothing. Passages are numbered [1], [2] in the order the model sees them; the same numbers name the
sources under the reply and in its provenance. What does not fit the
budget is left out and counted, so the person is told (the context overflow rule).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from app.chat.provenance import Provenance
from app.docs.db import ChunkRow, DocsDB
from app.docs.retrieval import Retriever
from app.i18n import Translate, untranslated
from app.plural import clock

CHARS_PER_TOKEN: Final = 3.5  # conservative for English prose and code under BPE tokenizers
TOP_K: Final = 6
# Words with which a message points at what was attached, whatever its topic ("summarise this").
_POINTING: Final = frozenset({"this", "it", "attached", "attachment", "file", "files", "document",
                              "documents", "doc", "above", "these"})
INSTRUCTION: Final = ("Answer the question using the numbered sources below, and cite the sources you use as "
                      "[1], [2]. If the sources do not contain the answer, say so.")


@dataclass(frozen=True)
class Source:
    n: int
    path: str
    page: int | None
    line: int | None
    text: str
    seconds: float | None = None  # a recording's passage: where it starts

    def where(self) -> str:
        """"guide.pdf, page 3", "notes.md, line 12", "talk.mp3, 12:34"."""
        place = (f"page {self.page}" if self.page else f"line {self.line}" if self.line
                 else clock(self.seconds) if self.seconds is not None else "")
        return f"{Path(self.path).name}, {place}" if place else Path(self.path).name

    def as_dict(self) -> dict[str, Any]:
        out = {"n": self.n, "path": self.path, "page": self.page, "line": self.line, "text": self.text}
        return out if self.seconds is None else {**out, "seconds": self.seconds}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Source:
        seconds = data.get("seconds")
        return cls(int(data["n"]), str(data["path"]), data.get("page"), data.get("line"), str(data.get("text", "")),
                   float(seconds) if isinstance(seconds, int | float) else None)


@dataclass(frozen=True)
class Grounding:
    prompt: str  # the user message as the model gets it (sources, then the question)
    sources: tuple[Source, ...]
    left_out: int  # passages that did not fit the budget

    def notice(self, translate: Translate = untranslated) -> str:
        if not (left_out := self.left_out):
            return ""
        return translate("Grounding", "%n passage(s) from your documents left out to fit the context.", None, left_out)


def budget_chars(context_tokens: int, reply_tokens: int) -> int:
    """Room for passages: at most half the context (8k tokens at most), and never the reply's share."""
    tokens = max(0, min(context_tokens // 2, context_tokens - reply_tokens - 512, 8192))
    return int(tokens * CHARS_PER_TOKEN)


def ground(db: DocsDB, retriever: Retriever, library_ids: list[int], question: str, budget: int) -> Grounding | None:
    """The question with its sources, or None when the libraries give nothing to say."""
    if not library_ids or budget <= 0:
        return None
    attachments = [lib.id for lib in map(db.library, library_ids) if lib is not None and lib.kind == "file"]
    chosen: list[ChunkRow] = []
    used = 0
    whole = db.whole_files(attachments, budget // 2) if attachments else []
    if whole and not _points_at_files(question):
        close = retriever.relevant(library_ids, question, [c.id for chunks in whole for c in chunks])
        whole = [chunks for chunks in whole if any(c.id in close for c in chunks)]
    for file_chunks in whole:
        size = sum(len(c.text) for c in file_chunks)
        if used + size <= budget // 2:
            chosen.append(_joined(file_chunks))
            used += size
    whole_paths = {c.path for c in chosen}
    left_out = 0
    for hit in retriever.search(library_ids, question, TOP_K, relevant_only=True):
        if hit.chunk.path in whole_paths:
            continue
        if used + len(hit.chunk.text) > budget:
            left_out += 1
            continue
        chosen.append(hit.chunk)
        used += len(hit.chunk.text)
    if not chosen:
        return None
    sources = tuple(Source(n, c.path, c.page, c.line, c.text, c.seconds) for n, c in enumerate(chosen, 1))
    blocks = "\n\n".join(f"[{s.n}] {s.where()}:\n{s.text}" for s in sources)
    return Grounding(f"{INSTRUCTION}\n\n{blocks}\n\nQuestion: {question}", sources, left_out)


def _points_at_files(question: str) -> bool:
    return any(word in _POINTING for word in re.findall(r"\w+", question.lower()))


def _joined(chunks: list[ChunkRow]) -> ChunkRow:
    """A whole small file as one passage, cited from its first page, line or second."""
    first = chunks[0]
    return ChunkRow(first.id, first.path, first.page, first.line, "\n".join(c.text for c in chunks), first.file_chars,
                    first.seconds)


def sources_of(provenance: Provenance | None) -> list[Source]:
    """The sources a reply recorded in its provenance (none for a reply without documents)."""
    out = []
    for item in provenance.sources if provenance else ():
        try:
            out.append(Source.from_dict(item))
        except (KeyError, TypeError, ValueError):
            continue
    return out
