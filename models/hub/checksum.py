"""Checking a downloaded file against the hash the hub announced, while it is being received.

huggingface_hub 2.4 checks no content hash, so every file is verified here: sha256 for LFS files,
the git blob sha1 for small files. `part_name` names a partial file by path and content hash, so
bytes of two revisions of a file are never mixed.
"""

from __future__ import annotations

import hashlib
import queue
import threading
from pathlib import Path

from models.hub.repo import RemoteFile


def file_sha256(path: Path) -> str:
    """The sha256 of a whole file on disk, read in blocks."""
    with path.open("rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


def part_name(f: RemoteFile) -> str:
    """Named by path and content hash: bytes of another revision of the file are never continued."""
    return hashlib.sha256(f"{f.path}\0{f.sha256 or f.git_oid}".encode()).hexdigest()[:32] + ".part"


class Hasher:
    """Checks a file against the hub's hash: sha256 for LFS files, the git blob sha1 for small files.

    Hashing runs on a helper thread (hashlib releases the GIL), so it overlaps with receiving instead
    of slowing the transfer down; `count` is the number of bytes written, known at once.
    """

    BATCH = 1 << 20

    def __init__(self, f: RemoteFile) -> None:
        self.file = f
        self._queue: queue.Queue[list[bytes] | None] = queue.Queue(maxsize=32)
        self._thread: threading.Thread | None = None
        self.count = 0
        self._pending: list[bytes] = []
        self._pending_size = 0
        self._hash = self._new_hash()

    def _new_hash(self) -> hashlib._Hash:
        if self.file.sha256 is not None:
            return hashlib.sha256()
        return hashlib.sha1(b"blob %d\0" % self.file.size, usedforsecurity=False)

    def reset(self) -> None:
        self._drain()
        self.count = 0
        self._hash = self._new_hash()

    def update(self, data: bytes) -> None:
        self.count += len(data)
        self._pending.append(data)
        self._pending_size += len(data)
        if self._pending_size >= self.BATCH:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="hearth-hash", daemon=True)
                self._thread.start()
            self._queue.put(self._pending)
            self._pending, self._pending_size = [], 0

    def _run(self) -> None:
        while (batch := self._queue.get()) is not None:
            for chunk in batch:
                self._hash.update(chunk)
            self._queue.task_done()
        self._queue.task_done()

    def _drain(self) -> None:
        if self._thread is not None:
            self._queue.join()
        for chunk in self._pending:
            self._hash.update(chunk)
        self._pending, self._pending_size = [], 0

    def close(self) -> None:
        self._drain()
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = None

    @classmethod
    def of_part(cls, f: RemoteFile, part: Path) -> Hasher:
        """Re-hash bytes already on disk (after a restart) so only the rest is fetched."""
        hasher = cls(f)
        if part.exists():
            with part.open("rb") as fh:
                while chunk := fh.read(1 << 20):
                    hasher.update(chunk)
        return hasher

    def matches(self) -> bool:
        self._drain()
        expected = self.file.sha256 or self.file.git_oid
        return self.count == self.file.size and self._hash.hexdigest() == expected
