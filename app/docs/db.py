"""The documents store: libraries, their files (with per-file state), chunks, vectors and an FTS5 index.

Its own SQLite file beside the conversations (`Paths.documents_db`), with the same connection settings
and migration scheme as the conversation store (`app.store.schema`). A separate file because the
indexer is a second, long-running writer: it commits once per file, and in its own database it never
makes the conversation store's single writer wait (busy timeouts), while backups and exports of the
conversations stay free of hundreds of megabytes of vectors. One `DocsDB` per thread.

Resume after a crash comes from the commit unit: a file's chunks, vectors and its `files` row are written
in one transaction, so a file is either indexed whole or not at all, and a restarted indexer skips
exactly the files whose row matches their size and mtime.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np

from app.store.schema import Migration, configure, migrate, refuse_newer, schema_version
from models.private import private_file

_V1: Final[Migration] = (
    """CREATE TABLE libraries (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        root TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('folder', 'file')),
        conversation_id INTEGER,
        created_at REAL NOT NULL,
        UNIQUE (root, conversation_id)
    )""",
    """CREATE TABLE files (
        id INTEGER PRIMARY KEY,
        library_id INTEGER NOT NULL REFERENCES libraries(id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        size INTEGER NOT NULL,
        mtime_ns INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('indexed', 'skipped')),
        reason TEXT NOT NULL DEFAULT '',
        chars INTEGER NOT NULL DEFAULT 0,
        indexed_at REAL NOT NULL,
        UNIQUE (library_id, path)
    )""",
    """CREATE TABLE chunks (
        id INTEGER PRIMARY KEY,
        file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
        ord INTEGER NOT NULL,
        text TEXT NOT NULL,
        page INTEGER,
        line INTEGER,
        vector BLOB NOT NULL
    )""",
    "CREATE INDEX chunks_file ON chunks(file_id, ord)",
    """CREATE TABLE conversation_libraries (
        conversation_id INTEGER NOT NULL,
        library_id INTEGER NOT NULL REFERENCES libraries(id) ON DELETE CASCADE,
        PRIMARY KEY (conversation_id, library_id)
    )""",
    """CREATE VIRTUAL TABLE chunks_fts USING fts5(
        text, content='chunks', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
    )""",
    """CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN
        INSERT INTO chunks_fts(rowid, text) VALUES (new.id, new.text);
    END""",
    """CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN
        INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', old.id, old.text);
    END""",
)
# A library may follow symbolic links that lead out of its folder only when the person says so
# (`app.docs.indexer.walk`): off for every library until then.
_V2: Final[Migration] = ("ALTER TABLE libraries ADD COLUMN links_out INTEGER NOT NULL DEFAULT 0",)
# A recording's passages carry the second they start at (`app.docs.recordings`): cited as "talk.mp3, 12:34".
_V3: Final[Migration] = ("ALTER TABLE chunks ADD COLUMN seconds REAL",)
MIGRATIONS: Final = (_V1, _V2, _V3)


@dataclass(frozen=True)
class Library:
    id: int
    name: str
    root: str
    kind: str  # 'folder' or 'file'
    conversation_id: int | None  # an attachment belongs to one conversation; None: a shared library
    files: int
    skipped: int
    chunks: int
    chars: int
    links_out: bool = False  # symbolic links out of its folder are followed (the person allowed it)


@dataclass(frozen=True)
class FileRow:
    id: int
    path: str
    size: int
    mtime_ns: int
    sha256: str
    state: str
    reason: str
    chars: int


@dataclass(frozen=True)
class ChunkRow:
    id: int
    path: str
    page: int | None
    line: int | None
    text: str
    file_chars: int
    seconds: float | None = None  # where a recording's passage starts


class DocsDB:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        private_file(path)
        self.conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        configure(self.conn)
        self.conn.execute("PRAGMA synchronous = NORMAL")  # WAL + NORMAL: a crash loses at most the last file
        migrate(self.conn, MIGRATIONS, "documents database")

    @classmethod
    def read_only(cls, path: Path) -> DocsDB:
        """The database as it is, only read, where nothing can be written (a home on a read-only mount:
        SQLite cannot set up its WAL files there). No migration: a file of the schema before
        `links_out` or `seconds` reads without them."""
        db = cls.__new__(cls)
        db.conn = sqlite3.connect(f"{path.as_uri()}?mode=ro&immutable=1", uri=True, check_same_thread=False)
        refuse_newer(db.conn, len(MIGRATIONS))
        return db

    def close(self) -> None:
        self.conn.close()

    # ---- libraries -------------------------------------------------------------------------------

    def add_library(self, root: Path, conversation_id: int | None = None) -> int:
        """The library for `root` (a folder or one file), created if new; its id."""
        kind = "file" if root.is_file() else "folder"
        found = self.conn.execute("SELECT id FROM libraries WHERE root = ? AND conversation_id IS ?",
                                  (str(root), conversation_id)).fetchone()
        if found:
            return int(found[0])
        cursor = self.conn.execute(
            "INSERT INTO libraries (name, root, kind, conversation_id, created_at) VALUES (?, ?, ?, ?, ?)",
            (root.name or str(root), str(root), kind, conversation_id, time.time()))
        library_id = int(cursor.lastrowid or 0)
        if conversation_id is not None:
            self.use_library(conversation_id, library_id, True)
        return library_id

    def adopt(self, library_id: int, conversation_id: int) -> None:
        """Give an attachment made in a new chat to the conversation that chat became."""
        try:
            self.conn.execute("UPDATE libraries SET conversation_id = ? WHERE id = ?", (conversation_id, library_id))
        except sqlite3.IntegrityError:  # the same file was attached to it before: keep that one
            root = self.conn.execute("SELECT root FROM libraries WHERE id = ?", (library_id,)).fetchone()
            self.remove_library(library_id)
            if root is None:
                return
            library_id = int(self.conn.execute("SELECT id FROM libraries WHERE root = ? AND conversation_id = ?",
                                               (root[0], conversation_id)).fetchone()[0])
        self.use_library(conversation_id, library_id, True)

    def remove_drafts(self, draft_id: int) -> None:
        """Remove the attachments of a chat never saved (and their links): they belong to no conversation."""
        self.conn.execute("DELETE FROM libraries WHERE conversation_id = ?", (draft_id,))
        self.conn.execute("DELETE FROM conversation_libraries WHERE conversation_id = ?", (draft_id,))

    def remove_library(self, library_id: int) -> None:
        self.conn.execute("DELETE FROM libraries WHERE id = ?", (library_id,))

    def libraries(self, conversation_id: int | None = None, shared_only: bool = False) -> list[Library]:
        """Shared libraries, plus (with `conversation_id`) that conversation's attachments."""
        if shared_only or conversation_id is None:
            return self._libraries("l.conversation_id IS NULL", ())
        return self._libraries("(l.conversation_id IS NULL OR l.conversation_id = ?)", (conversation_id,))

    def every_library(self) -> list[Library]:
        """Shared libraries and every conversation's attachments."""
        return self._libraries("1 = 1", ())

    def library(self, library_id: int) -> Library | None:
        found = self._libraries("l.id = ?", (library_id,))
        return found[0] if found else None

    def _libraries(self, where: str, args: tuple[int, ...]) -> list[Library]:
        rows = self.conn.execute(f"""
            SELECT l.id, l.name, l.root, l.kind, l.conversation_id,
                   COUNT(f.id) FILTER (WHERE f.state = 'indexed'), COUNT(f.id) FILTER (WHERE f.state = 'skipped'),
                   (SELECT COUNT(*) FROM chunks c JOIN files g ON g.id = c.file_id WHERE g.library_id = l.id),
                   COALESCE(SUM(f.chars), 0), {"l.links_out" if schema_version(self.conn) >= 2 else "0"}
            FROM libraries l LEFT JOIN files f ON f.library_id = l.id
            WHERE {where} GROUP BY l.id ORDER BY l.conversation_id IS NOT NULL, l.name""", args).fetchall()
        return [Library(id_, name, root, kind, conversation, files, skipped, chunks, chars, bool(links_out))
                for id_, name, root, kind, conversation, files, skipped, chunks, chars, links_out in rows]

    def set_links_out(self, library_id: int, allowed: bool) -> None:
        """Whether the library follows symbolic links that lead out of its folder (read at its next index)."""
        self.conn.execute("UPDATE libraries SET links_out = ? WHERE id = ?", (int(allowed), library_id))

    def find_library(self, name_or_root: str) -> Library | None:
        """A shared library by id, name or root folder."""
        for lib in self.libraries(None, shared_only=True):
            if name_or_root in (str(lib.id), lib.name, lib.root, str(Path(name_or_root).expanduser().resolve())):
                return lib
        return None

    def use_library(self, conversation_id: int, library_id: int, used: bool) -> None:
        if used:
            self.conn.execute("INSERT OR IGNORE INTO conversation_libraries VALUES (?, ?)",
                              (conversation_id, library_id))
        else:
            self.conn.execute("DELETE FROM conversation_libraries WHERE conversation_id = ? AND library_id = ?",
                              (conversation_id, library_id))

    def used_libraries(self, conversation_id: int) -> list[int]:
        return [int(r[0]) for r in self.conn.execute(
            "SELECT library_id FROM conversation_libraries WHERE conversation_id = ? ORDER BY library_id",
            (conversation_id,))]

    # ---- files -----------------------------------------------------------------------------------

    def files(self, library_id: int) -> dict[str, FileRow]:
        rows = self.conn.execute("SELECT id, path, size, mtime_ns, sha256, state, reason, chars FROM files "
                                 "WHERE library_id = ?", (library_id,))
        return {r[1]: FileRow(*r) for r in rows}

    def save_file(self, library_id: int, path: str, size: int, mtime_ns: int, sha256: str, state: str,
                  reason: str, chunks: Iterable[tuple[str, int | None, int | None, float | None]] = (),
                  vectors: np.ndarray | None = None) -> None:
        """Replace the file's row and chunks in one transaction: a file is indexed whole or not at all."""
        texts = list(chunks)
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            self.conn.execute("DELETE FROM files WHERE library_id = ? AND path = ?", (library_id, path))
            cursor = self.conn.execute(
                "INSERT INTO files (library_id, path, size, mtime_ns, sha256, state, reason, chars, indexed_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (library_id, path, size, mtime_ns, sha256, state, reason, sum(len(t[0]) for t in texts), time.time()))
            file_id = cursor.lastrowid
            if texts and vectors is not None:
                blobs = (np.ascontiguousarray(v, dtype=np.float32).tobytes() for v in vectors)
                self.conn.executemany(
                    "INSERT INTO chunks (file_id, ord, text, page, line, seconds, vector) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(file_id, n, t, page, line, seconds, blob)
                     for n, ((t, page, line, seconds), blob) in enumerate(zip(texts, blobs, strict=True))])
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def unembedded(self, library_id: int) -> set[str]:
        """Paths of the library's files indexed as text only (no embedding model then): their passages
        have no vectors yet."""
        rows = self.conn.execute("SELECT DISTINCT f.path FROM files f JOIN chunks c ON c.file_id = f.id "
                                 "WHERE f.library_id = ? AND length(c.vector) = 0", (library_id,))
        return {str(r[0]) for r in rows}

    def touch_file(self, file_id: int, size: int, mtime_ns: int) -> None:
        """Same content, new mtime (a hash check said so): remember it, keep the chunks."""
        self.conn.execute("UPDATE files SET size = ?, mtime_ns = ? WHERE id = ?", (size, mtime_ns, file_id))

    def forget_files(self, library_id: int, paths: Iterable[str]) -> None:
        self.conn.executemany("DELETE FROM files WHERE library_id = ? AND path = ?",
                              [(library_id, p) for p in paths])

    def skipped(self, library_id: int) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in self.conn.execute(
            "SELECT path, reason FROM files WHERE library_id = ? AND state = 'skipped' ORDER BY path", (library_id,))]

    # ---- chunks ----------------------------------------------------------------------------------

    def vectors(self, library_ids: list[int]) -> tuple[np.ndarray, np.ndarray]:
        """(chunk ids, vectors as an n x d float32 matrix) of these libraries."""
        marks = ",".join("?" * len(library_ids))
        rows = self.conn.execute(f"SELECT c.id, c.vector FROM chunks c JOIN files f ON f.id = c.file_id "
                                 f"WHERE f.library_id IN ({marks}) AND length(c.vector) > 0 ORDER BY c.id",
                                 library_ids).fetchall()
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
        ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), -1)
        return ids, matrix

    def generation(self, library_ids: list[int]) -> tuple[int, int]:
        """Changes when chunks are added or removed: a cache of `vectors` is still good while it is equal."""
        marks = ",".join("?" * len(library_ids))
        row = self.conn.execute(f"SELECT COUNT(*), COALESCE(MAX(c.id), 0) FROM chunks c JOIN files f "
                                f"ON f.id = c.file_id WHERE f.library_id IN ({marks})", library_ids).fetchone()
        return int(row[0]), int(row[1])

    def bm25(self, library_ids: list[int], query: str, limit: int) -> list[int]:
        marks = ",".join("?" * len(library_ids))
        rows = self.conn.execute(
            f"SELECT c.id FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid JOIN files f ON f.id = c.file_id "
            f"WHERE chunks_fts MATCH ? AND f.library_id IN ({marks}) ORDER BY bm25(chunks_fts) LIMIT ?",
            [query, *library_ids, limit])
        return [int(r[0]) for r in rows]

    def chunks(self, chunk_ids: list[int]) -> dict[int, ChunkRow]:
        marks = ",".join("?" * len(chunk_ids))
        rows = self.conn.execute(f"SELECT c.id, f.path, c.page, c.line, c.text, f.chars, {self._seconds()} "
                                 f"FROM chunks c JOIN files f ON f.id = c.file_id WHERE c.id IN ({marks})", chunk_ids)
        return {int(r[0]): ChunkRow(*r) for r in rows}

    def whole_files(self, library_ids: list[int], max_chars: int) -> list[list[ChunkRow]]:
        """Each indexed file of these libraries whose text is at most `max_chars`, as its chunks in order."""
        marks = ",".join("?" * len(library_ids))
        rows = self.conn.execute(
            f"SELECT c.id, f.path, c.page, c.line, c.text, f.chars, {self._seconds()}, f.id FROM chunks c JOIN "
            f"files f ON f.id = c.file_id WHERE f.library_id IN ({marks}) AND f.chars <= ? ORDER BY f.path, c.ord",
            [*library_ids, max_chars]).fetchall()
        grouped: dict[int, list[ChunkRow]] = {}
        for r in rows:
            grouped.setdefault(int(r[7]), []).append(ChunkRow(*r[:7]))
        return list(grouped.values())

    def _seconds(self) -> str:
        """The chunks' `seconds` column, or NULL in a read-only database of the schema before it."""
        return "c.seconds" if schema_version(self.conn) >= 3 else "NULL"
