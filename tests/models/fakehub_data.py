"""The data of the fake hub (`tests.models.fakehub`): repos, files, faults and the request log."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

CHUNK = 256 * 1024
LFS_SUFFIXES = (".onnx", ".onnx_data", ".data", ".bin", ".safetensors", ".gguf")


def git_blob_oid(data: bytes) -> str:
    """The git blob id the hub reports for a non-LFS file."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


@dataclass
class FakeFile:
    path: str
    source: bytes | Path
    size: int
    sha256: str
    oid: str  # git blob id (of the LFS pointer for LFS files)
    lfs: bool
    listed: int  # the size the file list and headers announce: `size` unless the hub lies

    def read(self, start: int, end: int) -> bytes:
        if isinstance(self.source, bytes):
            return self.source[start:end]
        with self.source.open("rb") as fh:
            fh.seek(start)
            return fh.read(end - start)


@dataclass
class FakeRepo:
    repo_id: str
    files: dict[str, FakeFile]
    sha: str
    gated: bool = False  # files need a token whose user was granted access (`FakeHub.grant`)
    granted: set[str] = field(default_factory=set)


@dataclass
class Fault:
    """What goes wrong on the next `times` GETs of one file."""

    drop_after: int | None = None  # close the connection after this many body bytes ...
    reset: bool = False  # ... with a TCP reset instead of an orderly close
    stall_after: int | None = None  # stop sending after this many bytes ...
    stall_seconds: float = 0.0  # ... for this long, then close the connection
    corrupt: bool = False  # same length, wrong bytes
    extra: int = 0  # serve this many bytes more than announced
    announce_extra: bool = False  # say so in Content-Length (else: no length, close-delimited)
    status: int | None = None  # answer with this error status instead
    ignore_range: bool = False  # answer a Range request with the whole file (200)
    close_delimited: bool = False  # send no Content-Length: the body ends when the connection closes
    times: int = 1


@dataclass(frozen=True)
class Served:
    method: str
    path: str
    start: int
    status: int
    body_bytes: int
    authorization: str | None = None


@dataclass
class Listing:
    """A search result of `/api/models` (search only; serving files needs `add_repo`)."""

    repo_id: str
    downloads: int = 0
    likes: int = 0
    last_modified: str = "2025-01-01T00:00:00.000Z"
    created_at: str = "2024-01-01T00:00:00.000Z"
    gated: bool | str = False  # False, "auto" or "manual", as the hub says
    tags: tuple[str, ...] = ("onnx", "text-generation", "conversational")
    pipeline_tag: str | None = "text-generation"
    trending_score: int = 0


@dataclass
class HubState:
    repos: dict[str, FakeRepo] = field(default_factory=dict)  # "main" of each repo
    listings: dict[str, Listing] = field(default_factory=dict)
    tokens: dict[str, str] = field(default_factory=dict)  # access token -> user name
    searches: list[dict[str, list[str]]] = field(default_factory=list)  # query of each /api/models
    commits: dict[tuple[str, str], FakeRepo] = field(default_factory=dict)  # every commit ever added
    faults: dict[str, list[Fault]] = field(default_factory=dict)
    log: list[Served] = field(default_factory=list)


def make_file(path: str, source: bytes | Path, lfs: bool | None, listed: int | None = None) -> FakeFile:
    """A served file; `listed` is the size to announce when it should differ from the real one."""
    sha = hashlib.sha256()
    blob = hashlib.sha1()
    if isinstance(source, bytes):
        size = len(source)
        blob.update(b"blob %d\0" % size)
        sha.update(source)
        blob.update(source)
    else:
        size = source.stat().st_size
        blob.update(b"blob %d\0" % size)
        with source.open("rb") as fh:
            while chunk := fh.read(1 << 20):
                sha.update(chunk)
                blob.update(chunk)
    is_lfs = lfs if lfs is not None else (size > 10_000 or path.endswith(LFS_SUFFIXES))
    digest = sha.hexdigest()
    if is_lfs:
        pointer = f"version https://git-lfs.github.com/spec/v1\noid sha256:{digest}\nsize {size}\n"
        oid = git_blob_oid(pointer.encode())
    else:
        oid = blob.hexdigest()
    return FakeFile(path=path, source=source, size=size, sha256=digest, oid=oid, lfs=is_lfs,
                    listed=size if listed is None else listed)
