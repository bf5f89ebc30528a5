"""The documents as the window and the terminal use them: libraries, indexing, grounding a question.

One `Documents` per process, on the thread that asks questions; indexing gets its own `DocsDB` (one
connection per thread) through `indexer_for`. The embedding model is loaded on first use, so a person
who never attaches a file never pays for it; until it is built, indexing and search work on words alone.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from app.docs.db import DocsDB, Library
from app.docs.embedder import Embedder, EmbedderError
from app.docs.grounding import Grounding, budget_chars, ground
from app.docs.indexer import BAD_NAME, IndexControl, Indexer, Progress, is_text_name, path_text
from app.docs.recordings import Transcripts
from app.docs.retrieval import Retriever
from app.system.paths import embed_model_dir, resolve_paths


class DocsError(Exception):
    """A documents problem worth showing to a person (the message says what to do)."""


class Documents:
    def __init__(self, db_path: Path | None = None, model_dir: Path | None = None,
                 transcripts: Transcripts | None = None) -> None:
        self.db_path = db_path or resolve_paths().documents_db
        self.transcripts = transcripts  # recordings' words (the speech model), given by the front end
        self.db = DocsDB(self.db_path)
        self._model_dir = model_dir or embed_model_dir()
        self._embedder: Embedder | None = None
        self._retriever: Retriever | None = None
        self._lock = threading.Lock()

    def close(self) -> None:
        self.db.close()

    def embedder(self) -> Embedder:
        """The embedding model, loaded once; DocsError with what to do when it is missing."""
        with self._lock:
            if self._embedder is None:
                try:
                    self._embedder = Embedder(self._model_dir)
                except EmbedderError as exc:
                    raise DocsError(str(exc)) from exc
            return self._embedder

    def available_embedder(self) -> Embedder | None:
        """The embedding model if it is built (loaded once), else None: text-only indexing and search."""
        try:
            return self.embedder()
        except DocsError:
            return None

    @property
    def embedder_ready(self) -> bool:
        return self.available_embedder() is not None

    def retriever(self) -> Retriever:
        embedder = self.available_embedder()
        if self._retriever is None or self._retriever.embedder is not embedder:
            self._retriever = Retriever(self.db, embedder)
        return self._retriever

    def add(self, path: Path, conversation_id: int | None = None) -> int:
        """A library for a folder or a file (an attachment when `conversation_id` is given)."""
        target = path.expanduser()
        if not target.exists():
            raise DocsError(f"{path_text(target)} does not exist.")
        if not (target.is_dir() or target.is_file()):
            raise DocsError(f"{path_text(target)} is neither a folder nor a file.")
        if not is_text_name(target.resolve()):
            raise DocsError(f"{path_text(target.resolve())}: {BAD_NAME}.")
        return self.db.add_library(target.resolve(), conversation_id)

    def find(self, name: str) -> Library:
        found = self.db.find_library(name)
        if found is None:
            names = ", ".join(lib.name for lib in self.db.libraries()) or "none yet"
            raise DocsError(f"No library named {name!r} (libraries: {names}). Add one with:  main.py docs add FOLDER")
        return found

    def indexer_for(self, control: IndexControl, on_progress: Callable[[Progress], None]) -> tuple[Indexer, DocsDB]:
        """An indexer with its own connection (for the thread that runs it; close the DocsDB after)."""
        db = DocsDB(self.db_path)
        return Indexer(db, self.available_embedder(), control, on_progress, self.transcripts), db

    def ground(self, library_ids: list[int], question: str, context_tokens: int, reply_tokens: int) -> Grounding | None:
        """The question with its numbered sources from these libraries, within the context budget."""
        if not library_ids:
            return None
        return ground(self.db, self.retriever(), library_ids, question, budget_chars(context_tokens, reply_tokens))

    def for_conversation(self, conversation_id: int) -> list[int]:
        return self.db.used_libraries(conversation_id)
