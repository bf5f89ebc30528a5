"""Index one library: walk it, read and chunk what changed, embed, commit per file.

Change detection: a file whose size and mtime match its row is not read again; one whose size or
mtime changed is hashed, and only a changed hash re-embeds it (a `touch` costs a hash, not an
embedding). Files gone from disk lose their rows. Each file is committed on its own (`DocsDB.save_file`),
so a cancel, a quit or a kill -9 loses at most the file in progress and a restart resumes there.

The walk follows symbolic links within the library's folder (out of it only where the person allowed
it for that library) and remembers each folder it entered by (device, inode): a link back up the tree
is recorded as a "symlink loop" and not entered again. Every file that gives no text gets a row with
its reason (`readers.Skipped`), shown next to the library.

Without the embedding model (not built yet) a library is indexed as text only: its passages are found
by words (BM25) and a small attached file goes in whole; the next run with the model embeds them (a
file without vectors counts as changed).

Between embedding batches the indexer honours `IndexControl`: cancel, pause, and `busy()`, true while
the engine streams a reply (the window passes the turn runner's state), so indexing never competes
with a reply for the CPU.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.docs.chunks import chunk
from app.docs.db import DocsDB, FileRow
from app.docs.embedder import Embedder
from app.docs.read_worker import ReadWorker, Stopped, needs_worker
from app.docs.readers import MAX_FILE_BYTES, Segment, Skipped, read, supported
from app.docs.recordings import NO_SPEECH, Transcripts, is_recording, no_speech, read_recording
from models.hub.checksum import file_sha256

log = logging.getLogger("hearth.docs")
BATCH = 32
POLL_S = 0.1


@dataclass(frozen=True)
class Progress:
    library_id: int
    state: str  # 'scanning', 'indexing', 'paused', 'waiting' (a reply streams), 'done', 'cancelled'
    files_done: int
    files_total: int
    chunks_done: int
    skipped: int
    embedded_files: int  # files read and embedded in this run (unchanged ones are not counted)
    eta_s: float | None
    current: str = ""
    detail: str = ""  # how far the current file got, when it takes long ("transcribing 1:30 of 12:00")


class Cancelled(Exception):
    pass


class IndexControl:
    """Cancel and pause, set from any thread; `busy` says the engine is streaming a reply."""

    def __init__(self, busy: Callable[[], bool] = lambda: False) -> None:
        self.cancelled = threading.Event()
        self.paused = threading.Event()
        self.busy = busy

    def checkpoint(self, report: Callable[[str], object]) -> None:
        """Return when work may go on; raise Cancelled when it must stop."""
        shown = ""
        while True:
            if self.cancelled.is_set():
                raise Cancelled
            state = "paused" if self.paused.is_set() else "waiting" if self.busy() else ""
            if not state:
                if shown:
                    report("indexing")
                return
            if state != shown:
                report(state)
                shown = state
            time.sleep(POLL_S)


BAD_NAME = "the name is not valid UTF-8 (rename the file or folder to index it)"
LINKS_OUT_HINT = "allow links out of this library to follow it"


def is_text_name(path: Path) -> bool:
    """False for a path with bytes that are not UTF-8 (Python holds them as lone surrogates)."""
    try:
        str(path).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def path_text(path: Path) -> str:
    """The path as the database, the screen and the terminal hold it: bytes that are not UTF-8
    written as `\\xNN`, so every name has one stable, printable form."""
    return str(path) if is_text_name(path) else os.fsencode(path).decode("utf-8", "backslashreplace")


def walk(root: Path, links_out: bool = False) -> Iterator[tuple[Path, str | None]]:
    """Every file under `root` (or `root` itself) with None, or a path with the reason it is skipped.

    A library holds what is inside its folder: a symbolic link that leads out of it (a link to /etc
    indexed /etc/shadow and quoted it to the model) is skipped with where it leads, unless the person
    allowed `links_out` for this library; links within the folder are followed, and a link back up the
    tree is a "symlink loop" either way.
    """
    if not root.is_dir():
        yield (root, None if supported(root) else f"not a document type Hearth reads ({root.suffix})")
        return
    home = root.resolve()
    seen: set[tuple[int, int]] = set()
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            info = folder.stat()
            entries = sorted(os.scandir(folder), key=lambda e: e.name, reverse=True)
        except OSError as exc:
            yield folder, f"unreadable folder: {exc.strerror or exc}"
            continue
        if (info.st_dev, info.st_ino) in seen:
            yield folder, "symlink loop: this folder is already indexed under another path"
            continue
        seen.add((info.st_dev, info.st_ino))
        for entry in entries:
            path = Path(entry.path)
            if entry.name.startswith("."):
                continue  # hidden files and folders (.git, .venv, editor state)
            if entry.is_symlink() and not links_out:
                outside = _outside(path, home)
                if outside:
                    yield path, outside
                    continue
            try:
                is_dir = entry.is_dir()
                is_file = entry.is_file()
            except OSError as exc:
                yield path, f"unreadable: {exc.strerror or exc}"
                continue
            if is_dir:
                stack.append(path)
            elif is_file:
                yield path, None if supported(path) else f"not a document type Hearth reads ({path.suffix})"
            elif entry.is_symlink():
                try:
                    path.stat()
                    reason = "not a regular file"
                except OSError as exc:
                    reason = "symlink loop" if exc.errno == 40 else "broken link"
                yield path, reason


def _outside(link: Path, home: Path) -> str | None:
    """Why a symbolic link is not followed (it leads out of the library), or None."""
    try:
        target = link.resolve()
    except (OSError, RuntimeError):
        return None  # a loop or a broken link: said below, as before
    if target == home or home in target.parents:
        return None
    return f"a link to {path_text(target)}, outside the library: not followed ({LINKS_OUT_HINT})"


class Indexer:
    def __init__(self, db: DocsDB, embedder: Embedder | None, control: IndexControl | None = None,
                 on_progress: Callable[[Progress], None] = lambda _p: None,
                 transcripts: Transcripts | None = None) -> None:
        self._db = db
        self._embedder = embedder
        self._transcripts = transcripts
        self._control = control or IndexControl()
        self._on_progress = on_progress
        self._worker = ReadWorker()

    def run(self, library_id: int) -> Progress:
        """Bring the library up to date; returns the final progress ('done' or 'cancelled')."""
        library = self._db.library(library_id)
        if library is None:
            raise LookupError(f"No library {library_id}")
        rows = self._db.files(library_id)
        found = [(path, reason if reason or is_text_name(path) else BAD_NAME)
                 for path, reason in walk(Path(library.root), library.links_out)]
        self._db.forget_files(library_id, set(rows) - {path_text(p) for p, _ in found})
        if self._embedder is not None:  # files indexed as text only are read again, to be embedded
            text_only = self._db.unembedded(library_id)
            rows = {path: row for path, row in rows.items() if path not in text_only}
        if no_speech(self._transcripts) is None:  # recordings skipped for want of the speech model are read now
            rows = {path: row for path, row in rows.items() if not row.reason.startswith(NO_SPEECH)}
        state = _State(library_id, len(found), sum(_size(p) for p, r in found if r is None))
        self._report(state, "indexing")
        try:
            for path, reason in found:
                state.current = path_text(path)
                self._control.checkpoint(lambda s: self._report(state, s))
                self._one(library_id, path, reason, rows.get(path_text(path)), state)
                state.files_done += 1
                self._report(state, "indexing")
        except Cancelled:
            return self._report(state, "cancelled")
        finally:
            self._worker.close()
        state.current = ""
        return self._report(state, "done")

    def _one(self, library_id: int, path: Path, reason: str | None, row: FileRow | None, state: _State) -> None:
        if reason is not None:
            if row is None or row.reason != reason:
                self._db.save_file(library_id, path_text(path), 0, 0, "", "skipped", reason)
            state.skipped += 1
            return
        try:
            info = path.stat()
        except OSError as exc:
            self._db.save_file(library_id, path_text(path), 0, 0, "", "skipped", f"unreadable: {exc.strerror or exc}")
            state.skipped += 1
            return
        state.bytes_done += info.st_size
        if row is not None and row.size == info.st_size and row.mtime_ns == info.st_mtime_ns:
            state.skipped += row.state == "skipped"
            return
        try:
            digest = file_sha256(path) if info.st_size <= MAX_FILE_BYTES else ""
        except OSError as exc:
            self._db.save_file(library_id, path_text(path), info.st_size, info.st_mtime_ns, "", "skipped",
                               f"unreadable: {exc.strerror or exc}")
            state.skipped += 1
            return
        if row is not None and digest and row.sha256 == digest:
            self._db.touch_file(row.id, info.st_size, info.st_mtime_ns)
            return
        try:
            pieces = chunk(self._read(path, state))
        except Skipped as skip:
            self._db.save_file(library_id, path_text(path), info.st_size, info.st_mtime_ns, digest, "skipped",
                               str(skip))
            state.skipped += 1
            return
        embedder = self._embedder
        vectors = np.zeros((len(pieces), embedder.dimension if embedder else 0), dtype=np.float32)
        for start in range(0, len(pieces), BATCH):
            self._control.checkpoint(lambda s: self._report(state, s))
            if embedder is not None:
                vectors[start:start + BATCH] = embedder.embed([c.text for c in pieces[start:start + BATCH]])
            state.chunks_done += min(BATCH, len(pieces) - start)
            self._report(state, "indexing", throttle=True)
        self._db.save_file(library_id, path_text(path), info.st_size, info.st_mtime_ns, digest, "indexed", "",
                           [(c.text, c.page, c.line, c.seconds) for c in pieces], vectors)
        state.embedded_files += 1
        state.embedded_bytes += info.st_size

    def _read(self, path: Path, state: _State) -> list[Segment]:
        """PDF and Word files go to the read worker (bounded, stoppable mid-file), recordings to the speech
        model's process; the rest is read here."""
        if not needs_worker(path) and not is_recording(path):
            return read(path)

        def say(detail: str) -> None:
            state.detail = detail
            self._report(state, "indexing")

        try:
            if is_recording(path):
                return read_recording(path, self._transcripts, self._control.cancelled,
                                      lambda: self._control.checkpoint(lambda s: self._report(state, s)), say)
            return self._worker.read(path, self._control.cancelled.is_set)
        except Stopped:
            raise Cancelled from None

    def _report(self, state: _State, what: str, throttle: bool = False) -> Progress:
        now = time.monotonic()
        if throttle and now - state.reported < 0.2:
            return state.progress(what)
        state.reported = now
        progress = state.progress(what)
        self._on_progress(progress)
        return progress


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


@dataclass
class _State:
    library_id: int
    files_total: int
    bytes_total: int
    files_done: int = 0
    chunks_done: int = 0
    skipped: int = 0
    embedded_files: int = 0
    bytes_done: int = 0
    embedded_bytes: int = 0
    current: str = ""
    detail: str = ""
    reported: float = 0.0
    started: float = 0.0

    def __post_init__(self) -> None:
        self.started = time.monotonic()

    def progress(self, what: str) -> Progress:
        elapsed = time.monotonic() - self.started
        left = max(0, self.bytes_total - self.bytes_done)
        eta = elapsed / self.embedded_bytes * left if self.embedded_bytes and what == "indexing" else None
        return Progress(self.library_id, what, self.files_done, self.files_total, self.chunks_done, self.skipped,
                        self.embedded_files, eta, self.current, self.detail)
