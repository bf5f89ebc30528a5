"""The window's documents: libraries and attachments, one background indexing thread, grounding of turns.

Indexing runs on one plain worker thread, library after library from a queue. It spends its time in
ONNX Runtime and the Rust tokenizer, which release the GIL, and in reading files; it waits between
batches while a reply streams (`IndexControl.busy` is the turn runner's `busy`), so a reply never
shares the CPU with it, and while paused. Progress crosses to the main thread as a queued signal.

The grounding of a turn (`ground_turn`) runs on the main thread when a turn starts: one query
embedding (milliseconds) and a matrix product; the libraries' vectors are loaded once and kept.

Until the embedding model is built, libraries are indexed as text only (found by words); a small file
(`SMALL_FILE_BYTES`) never needs more, anything larger asks for the model (`embedder_needed`), which the
window builds with progress, then calls `embedder_built` so every library gets its vectors.

Signals (plain data): `libraries_changed()`, `progress(object Progress)`, `embedder_needed()`, `shutting_down()`
(stop what runs for the documents). What failed, and passages left out of a reply, are said to the `Notices` given.
"""

from __future__ import annotations

import logging
import queue
import sqlite3
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.chat.values import ChatMessage
from app.conversation.thread import ModelInfo, Turn
from app.docs.db import Library
from app.docs.grounding import Grounding
from app.docs.indexer import IndexControl, Progress
from app.docs.service import DocsError, Documents
from app.qt.i18n import translate
from app.qt.notices import Notices

log = logging.getLogger("hearth.docs")
DEFAULT_CONTEXT = 4096
SMALL_FILE_BYTES = 16 * 1024  # a file this small goes to the model whole: words find it, vectors add nothing
NEW_CHAT = -1  # the owner of an attachment made in a chat not saved yet (adopted when that chat is saved)


class DocumentsController(QObject):
    libraries_changed = Signal()
    progress = Signal(object)
    embedder_needed = Signal()
    shutting_down = Signal()

    def __init__(self, documents: Documents, busy: Callable[[], bool], model: Callable[[], ModelInfo | None],
                 notices: Notices, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.notices = notices
        self.documents = documents
        self._model = model
        self.control = IndexControl(busy)
        self._queue: queue.Queue[int | None] = queue.Queue()
        self._pending_attachments: list[int] = []  # attached to a new chat, before it has an id
        self._pending_used: set[int] = set()  # shared libraries ticked in a new chat, before it has an id
        self.states: dict[int, Progress] = {}
        self._thread: threading.Thread | None = None
        self.closed = False  # after shutdown: progress still queued for the window finds nothing
        # A draft's attachments left when Hearth last closed belong to no chat: nothing may ever adopt them.
        documents.db.remove_drafts(NEW_CHAT)

    # ---- libraries -------------------------------------------------------------------------------

    def libraries(self, conversation_id: int | None) -> list[Library]:
        """Shared libraries and this conversation's attachments; the new chat's only in the new chat (an
        attachment belongs to the chat it was made in: no other chat sees it)."""
        if self.closed:
            return []
        found = self.documents.db.libraries(conversation_id or None)
        if conversation_id:
            return found
        pending = [lib for i in self._pending_attachments if (lib := self.documents.db.library(i)) is not None]
        return found + pending

    def library(self, library_id: int) -> Library | None:
        return None if self.closed else self.documents.db.library(library_id)

    def skipped(self, library_id: int) -> list[tuple[str, str]]:
        """(path, reason) of each file of the library that gave no text."""
        return [] if self.closed else self.documents.db.skipped(library_id)

    def used(self, conversation_id: int | None) -> set[int]:
        if self.closed:
            return set()
        if conversation_id:
            return set(self.documents.for_conversation(conversation_id))
        return set(self._pending_attachments) | self._pending_used

    def set_used(self, conversation_id: int | None, library_id: int, used: bool) -> None:
        """Tick or untick a library for a conversation; for the new chat (None), kept until its first message
        saves it (`adopt_draft`), like an attachment."""
        if conversation_id:
            self.documents.db.use_library(conversation_id, library_id, used)
        elif used:
            self._pending_used.add(library_id)
        else:
            self._pending_used.discard(library_id)
        self.libraries_changed.emit()

    def add_folder(self, path: Path, conversation_id: int | None = None, *, new_chat: bool = False) -> int | None:
        """A shared library for a folder (or file), indexed in the background; the conversation given uses it,
        or with `new_chat` the new chat being written, from its first message."""
        library_id = self._add(path, None)
        if library_id is not None and (conversation_id or new_chat):
            self.set_used(conversation_id, library_id, True)
        return library_id

    def attach(self, conversation_id: int | None, path: Path) -> int | None:
        """A file or folder for one conversation; a new chat gets it when its first message is saved."""
        library_id = self._add(path, conversation_id or NEW_CHAT)
        if library_id is not None and not conversation_id and library_id not in self._pending_attachments:
            self._pending_attachments.append(library_id)
            self.libraries_changed.emit()
        return library_id

    def adopt_draft(self, conversation_id: int) -> None:
        """The new chat was saved as `conversation_id`: its attachments are that conversation's."""
        for library_id in self._pending_attachments:
            self.documents.db.adopt(library_id, conversation_id)
        for library_id in self._pending_used:
            if self.documents.db.library(library_id) is not None:  # not removed meanwhile
                self.documents.db.use_library(conversation_id, library_id, True)
        self._pending_attachments, self._pending_used = [], set()

    def _add(self, path: Path, conversation_id: int | None) -> int | None:
        try:
            library_id = self.documents.add(path, conversation_id)
        except DocsError as exc:
            self.notices.error(str(exc))
            return None
        self.libraries_changed.emit()
        self.reindex(library_id)
        self.need_embedder(library_id)
        return library_id

    def need_embedder(self, library_id: int) -> None:
        """Ask for the embedding model when it is missing and this library is more than a small file."""
        library = self.documents.db.library(library_id)
        if library is not None and not _small_file(Path(library.root)) and not self.documents.embedder_ready:
            self.embedder_needed.emit()

    def embedder_built(self) -> None:
        """The embedding model is there now: embed what was indexed as text only."""
        self.resume()

    def remove(self, library_id: int) -> None:
        if library_id in self.states and self.states[library_id].state not in ("done", "cancelled"):
            self.control.cancelled.set()
        self.documents.db.remove_library(library_id)
        self._pending_attachments = [i for i in self._pending_attachments if i != library_id]
        self._pending_used.discard(library_id)
        self.states.pop(library_id, None)
        self.libraries_changed.emit()

    def set_links_out(self, library_id: int, allowed: bool) -> None:
        """Follow (or stop following) symbolic links out of the library's folder; it is indexed again
        at once, so what the links bring in is added, or removed."""
        if self.closed:
            return
        self.documents.db.set_links_out(library_id, allowed)
        self.libraries_changed.emit()
        self.reindex(library_id)

    # ---- indexing --------------------------------------------------------------------------------

    def reindex(self, library_id: int) -> None:
        self._queue.put(library_id)
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._work, name="hearth-indexer", daemon=True)
            self._thread.start()

    def resume(self) -> None:
        """Bring every library up to date in the background, as Hearth starts: indexing cut short by a
        quit or a crash goes on from the last finished file, and files changed while Hearth was closed
        are read again (only those: the rest is known by size and modification time)."""
        libraries = self.documents.db.every_library()
        for library in libraries:
            self.reindex(library.id)
        if not self.documents.embedder_ready and any(not _small_file(Path(lib.root)) for lib in libraries):
            self.embedder_needed.emit()

    def pause(self, paused: bool) -> None:
        (self.control.paused.set if paused else self.control.paused.clear)()

    def cancel(self) -> None:
        """Stop the library being indexed and drop the queue; what was indexed stays."""
        while not self._queue.empty():
            self._queue.get_nowait()
        self.control.cancelled.set()

    def shutdown(self, timeout: float = 5.0) -> None:
        """Stop indexing (the file in progress is dropped, finished ones stay) and wait for the thread."""
        self.closed = True
        self.shutting_down.emit()
        self.cancel()
        self._queue.put(None)
        if self._thread is not None:
            self._thread.join(timeout)

    def _work(self) -> None:
        while (library_id := self._queue.get()) is not None:
            self.control.cancelled.clear()
            try:
                self._index(library_id)
            except Exception as exc:  # a worker never dies silently: say what happened
                log.exception("indexing failed")
                self.notices.error(translate("DocumentsController", "Indexing stopped: {0}").format(exc))
            if self._queue.empty():
                return

    def _index(self, library_id: int) -> None:
        indexer, db = self.documents.indexer_for(self.control, self._on_progress)
        try:
            indexer.run(library_id)
        except (LookupError, sqlite3.IntegrityError):
            if db.library(library_id) is not None:
                raise
            # removed while it waited or while it was being indexed: nothing to index, nothing lost
        finally:
            db.close()

    def _on_progress(self, progress: Progress) -> None:
        self.states[progress.library_id] = progress
        self.progress.emit(progress)

    # ---- turns -----------------------------------------------------------------------------------

    def ground_turn(self, turn: Turn, history: Sequence[ChatMessage]) -> list[ChatMessage]:
        """The messages a turn sends: the newest question with its sources when the chat uses documents.

        The sources go into the reply's provenance (`turn.noted`), from where the view lists them."""
        messages = list(history)
        library_ids = self.documents.for_conversation(turn.conversation_id)
        if not library_ids or not messages or messages[-1].role != "user":
            return messages
        model = self._model()
        context = model.context_length if model else DEFAULT_CONTEXT
        try:
            grounding = self.documents.ground(library_ids, messages[-1].content, context,
                                              turn.settings.max_new_tokens)
        except DocsError as exc:
            self.notices.error(str(exc))
            return messages
        if grounding is None:
            return messages
        self._record(turn, grounding)
        return [*messages[:-1], ChatMessage("user", grounding.prompt)]

    def _record(self, turn: Turn, grounding: Grounding) -> None:
        turn.noted = replace(turn.noted, sources=tuple(s.as_dict() for s in grounding.sources),
                             sources_left_out=grounding.left_out or None)
        if grounding.left_out:
            self.notices.say(grounding.notice(translate), chat=True)


def _small_file(path: Path) -> bool:
    try:
        return path.is_file() and path.stat().st_size <= SMALL_FILE_BYTES
    except OSError:
        return False
