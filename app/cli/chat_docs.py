"""Documents in the terminal chat: `--docs LIBRARY` and `/attach PATH`.

The question a person types stays in the history as typed; only the turn that answers it sends the
question with its numbered sources. After the reply the sources are listed, file and page or line.
"""

from __future__ import annotations

from pathlib import Path

from app.chat.values import ChatMessage
from app.cli import docs as docs_cli
from app.docs.grounding import Grounding
from app.docs.service import DocsError, Documents


class ChatDocuments:
    """The libraries one terminal chat uses (shared ones by name, plus files attached in it)."""

    def __init__(self, names: list[str]) -> None:
        self._docs: Documents | None = None
        self.library_ids: list[int] = []
        if names:
            docs = self._open()
            docs.embedder()
            self.library_ids = [docs.find(name).id for name in names]

    def _open(self) -> Documents:
        if self._docs is None:
            self._docs = Documents()
        return self._docs

    def close(self) -> None:
        if self._docs is not None:
            self._docs.close()

    def attach(self, path_text: str) -> str:
        """Index a file or folder for this chat; what to print."""
        path = Path(path_text.strip().strip("'\"")).expanduser()
        try:
            docs = self._open()
            docs.embedder()
            library_id = docs.add(path)
            lib = docs.db.library(library_id)
            assert lib is not None
            docs_cli.index(docs, library_id, lib.name)
        except DocsError as exc:
            return f"(could not attach: {exc})"
        if library_id not in self.library_ids:
            self.library_ids.append(library_id)
        return f"(attached {lib.name}: questions now use it)"

    def ground(self, history: list[ChatMessage], context_tokens: int, reply_tokens: int) -> \
            tuple[list[ChatMessage], Grounding | None]:
        """The messages to send for the newest question, and its grounding (None without documents)."""
        if not self.library_ids or not history:
            return history, None
        grounding = self._open().ground(self.library_ids, history[-1].content, context_tokens, reply_tokens)
        if grounding is None:
            return history, None
        return [*history[:-1], ChatMessage("user", grounding.prompt)], grounding


def sources_text(grounding: Grounding) -> str:
    lines = [f"  [{s.n}] {s.where()}  ({s.path})" for s in grounding.sources]
    notice = grounding.notice()
    return "Sources:\n" + "\n".join(lines) + (f"\n  ({notice})" if notice else "")
