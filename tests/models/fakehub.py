"""A fake Hugging Face Hub on 127.0.0.1 for download tests and the download benchmark.

It implements exactly what huggingface_hub 2.4 calls for Hearth's downloads (model info, the tree
listing, HEAD/GET `/{repo}/resolve/{revision}/{path}` with Range → 206 and the hub's ETag /
`X-Repo-Commit` / `X-Linked-Etag` / `X-Linked-Size` headers) so the tests go through the real client.
LFS files are redirected to a second port, like the real hub sends them to its CDN, so the same
cross-origin redirect path is exercised. Faults can be switched on per file: drop the connection
after N bytes, stall, serve wrong bytes or more bytes than announced; bytes served are counted per
request so resume tests can prove what was fetched twice.

Run `python -m tests.models.fakehub FOLDER --repo ns/name` to serve a folder in another process
(the benchmark does, so the server does not share the client's GIL); it prints its endpoint.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import re
import socket
import sys
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

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


@dataclass
class Fault:
    """What goes wrong on the next `times` GETs of one file."""

    drop_after: int | None = None  # close the connection after this many body bytes
    stall_after: int | None = None  # stop sending after this many bytes ...
    stall_seconds: float = 0.0  # ... for this long, then close the connection
    corrupt: bool = False  # same length, wrong bytes
    extra: int = 0  # serve this many bytes more than announced
    announce_extra: bool = False  # say so in Content-Length (else: no length, close-delimited)
    status: int | None = None  # answer with this error status instead
    ignore_range: bool = False  # answer a Range request with the whole file (200)
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
class _State:
    repos: dict[str, FakeRepo] = field(default_factory=dict)  # "main" of each repo
    listings: dict[str, Listing] = field(default_factory=dict)
    tokens: dict[str, str] = field(default_factory=dict)  # access token -> user name
    searches: list[dict[str, list[str]]] = field(default_factory=list)  # query of each /api/models
    commits: dict[tuple[str, str], FakeRepo] = field(default_factory=dict)  # every commit ever added
    faults: dict[str, list[Fault]] = field(default_factory=dict)
    log: list[Served] = field(default_factory=list)


def _make_file(path: str, source: bytes | Path, lfs: bool | None) -> FakeFile:
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
    return FakeFile(path=path, source=source, size=size, sha256=digest, oid=oid, lfs=is_lfs)


class FakeHub:
    """Two loopback HTTP servers (hub + "CDN") sharing one in-memory set of repos and faults."""

    def __init__(self, *, redirect_lfs: bool = True) -> None:
        self.redirect_lfs = redirect_lfs
        self._lock = threading.Lock()
        self._state = _State()
        self._stop = threading.Event()
        self._conns: set[socket.socket] = set()
        self._servers = [self._make_server(), self._make_server()]
        self._threads: list[threading.Thread] = []

    # ----- set-up -------------------------------------------------------------------------------
    def add_repo(
        self, repo_id: str, files: Mapping[str, bytes | Path], *, lfs: Mapping[str, bool] | None = None
    ) -> FakeRepo:
        made = {p: _make_file(p, src, (lfs or {}).get(p)) for p, src in files.items()}
        commit = hashlib.sha1(repo_id.encode())
        for p in sorted(made):
            commit.update(f"{p}:{made[p].sha256}".encode())
        repo = FakeRepo(repo_id=repo_id, files=made, sha=commit.hexdigest())
        with self._lock:
            self._state.repos[repo_id] = repo
            self._state.commits[(repo_id, repo.sha)] = repo
        return repo

    def add_listing(self, listing: Listing) -> None:
        """Make a repo findable through `/api/models` (the hub's search)."""
        with self._lock:
            self._state.listings[listing.repo_id] = listing

    def add_token(self, token: str, user: str) -> None:
        """Accept `token` on `/api/whoami-v2` as the user `user`."""
        with self._lock:
            self._state.tokens[token] = user

    def searches(self) -> list[dict[str, list[str]]]:
        """The query parameters of every search so far, as parsed from the URL."""
        with self._lock:
            return list(self._state.searches)

    def add_fault(self, path: str, fault: Fault) -> None:
        with self._lock:
            self._state.faults.setdefault(path, []).append(fault)

    def clear_faults(self) -> None:
        with self._lock:
            self._state.faults.clear()

    # ----- counters -----------------------------------------------------------------------------
    def served(self, path: str | None = None, method: str = "GET") -> list[Served]:
        with self._lock:
            return [s for s in self._state.log if (path is None or s.path == path) and s.method == method]

    def bytes_served(self, path: str | None = None) -> int:
        return sum(s.body_bytes for s in self.served(path))

    def reset_counters(self) -> None:
        with self._lock:
            self._state.log.clear()

    # ----- lifecycle ----------------------------------------------------------------------------
    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self._servers[0].server_address[1]}"

    @property
    def cdn_endpoint(self) -> str:
        return f"http://127.0.0.1:{self._servers[1].server_address[1]}"

    def start(self) -> FakeHub:
        for server in self._servers:
            thread = threading.Thread(
                target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
            )
            thread.start()
            self._threads.append(thread)
        return self

    def close(self) -> None:
        self._stop.set()
        for server in self._servers:
            server.shutdown()
        with self._lock:
            conns = list(self._conns)
        for conn in conns:  # wake handler threads blocked on idle keep-alive connections
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
        for server in self._servers:
            server.server_close()
        for thread in self._threads:
            thread.join(timeout=5)

    def __enter__(self) -> FakeHub:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----- internals used by the handler --------------------------------------------------------
    def _make_server(self) -> ThreadingHTTPServer:
        hub = self

        class Handler(_Handler):
            pass

        Handler.hub = hub
        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        return server

    def _take_fault(self, path: str) -> Fault | None:
        with self._lock:
            queue = self._state.faults.get(path)
            if not queue:
                return None
            fault = queue[0]
            fault.times -= 1
            if fault.times <= 0:
                queue.pop(0)
            return fault

    def _record(self, served: Served) -> None:
        with self._lock:
            self._state.log.append(served)

    def _repo(self, repo_id: str, revision: str = "main") -> FakeRepo | None:
        with self._lock:
            if revision == "main":
                return self._state.repos.get(repo_id)
            return self._state.commits.get((repo_id, revision))

    def _stats(self) -> dict[str, Any]:
        with self._lock:
            log = list(self._state.log)
        per: dict[str, int] = {}
        for s in log:
            per[s.path] = per.get(s.path, 0) + s.body_bytes
        return {"total": sum(per.values()), "per_file": per, "requests": len(log)}


_RANGE = re.compile(r"bytes=(\d+)-(\d*)$")


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    hub: FakeHub
    timeout = 30

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def setup(self) -> None:
        super().setup()
        # like real web servers: without it, header and body writes meet the client's delayed ACK (40 ms)
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        with self.hub._lock:
            self.hub._conns.add(self.connection)

    def handle(self) -> None:
        with contextlib.suppress(OSError):  # clients drop connections on purpose (cancel, stall)
            super().handle()

    def finish(self) -> None:
        with self.hub._lock:
            self.hub._conns.discard(self.connection)
        with contextlib.suppress(OSError):
            super().finish()

    # ----- small senders ------------------------------------------------------------------------
    def _send(self, status: int, body: bytes = b"", headers: Mapping[str, str] | None = None) -> None:
        self.send_response(status)
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, obj: Any, headers: Mapping[str, str] | None = None) -> None:
        self._send(200, json.dumps(obj).encode(), {"Content-Type": "application/json", **(headers or {})})

    def _error(self, status: int, code: str, message: str, commit: str | None = None) -> None:
        headers = {"X-Error-Code": code, "X-Error-Message": message, "Content-Type": "application/json"}
        if commit:
            headers["X-Repo-Commit"] = commit
        self._send(status, json.dumps({"error": message}).encode(), headers)

    # ----- routing ------------------------------------------------------------------------------
    def do_HEAD(self) -> None:
        self._route()

    def do_GET(self) -> None:
        self._route()

    def _route(self) -> None:
        parts = urlsplit(self.path)
        path = unquote(parts.path)
        query = parse_qs(parts.query)
        try:
            if path == "/_fakehub/stats":
                self._json(self.hub._stats())
            elif path == "/_fakehub/reset":
                self.hub.reset_counters()
                self._json({"ok": True})
            elif path == "/api/models":
                self._search(query)
            elif path == "/api/whoami-v2":
                self._whoami()
            elif m := re.fullmatch(r"/api/models/([^/]+/[^/]+)(?:/revision/(.+))?", path):
                self._model_info(m.group(1), m.group(2) or "main")
            elif m := re.fullmatch(r"/api/models/([^/]+/[^/]+)/tree/([^/]+)(?:/(.*))?", path):
                recursive = query.get("recursive", ["false"])[0].lower() == "true"
                self._tree(m.group(1), m.group(2), m.group(3) or "", recursive)
            elif m := re.fullmatch(r"/([^/]+/[^/]+)/resolve/([^/]+)/(.+)", path):
                self._resolve(m.group(1), m.group(2), m.group(3), cdn=False)
            elif m := re.fullmatch(r"/cdn/([^/]+/[^/]+)/([0-9a-f]{40})/(.+)", path):
                self._resolve(m.group(1), m.group(2), m.group(3), cdn=True)
            else:
                self._error(404, "NotFound", f"no route for {path}")
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError):
            self.close_connection = True

    def _search(self, query: dict[str, list[str]]) -> None:
        """`/api/models` like the hub: all filters must match, sorted descending, cursor paging by Link."""
        with self.hub._lock:
            self.hub._state.searches.append(query)
            listings = list(self.hub._state.listings.values())
        text = query.get("search", [""])[0].lower()
        wanted = [t.lower() for t in query.get("filter", [])]
        author = query.get("author", [""])[0]
        pipeline = query.get("pipeline_tag", [""])[0]
        gated = query.get("gated", [""])[0].lower()
        found = [
            x for x in listings
            if text in x.repo_id.lower()
            and all(t in (tag.lower() for tag in x.tags) for t in wanted)
            and (not author or x.repo_id.split("/")[0] == author)
            and (not pipeline or x.pipeline_tag == pipeline)
            and (not gated or (x.gated is not False) == (gated == "true"))
        ]
        attr = {"downloads": "downloads", "likes": "likes", "lastModified": "last_modified",
                "createdAt": "created_at", "trendingScore": "trending_score"}.get(query.get("sort", [""])[0])
        found.sort(key=lambda x: x.repo_id)
        if attr is not None:
            found.sort(key=lambda x: getattr(x, attr), reverse=True)
        limit = int(query.get("limit", ["1000"])[0])
        start = int(query.get("cursor", ["0"])[0] or 0)
        page = found[start:start + limit]
        headers = {}
        if start + limit < len(found):
            rest = "&".join(f"{k}={quote(v)}" for k, vs in query.items() if k != "cursor" for v in vs)
            headers["Link"] = f'<{self.hub.endpoint}/api/models?{rest}&cursor={start + limit}>; rel="next"'
        self._json([{"_id": hashlib.sha1(x.repo_id.encode()).hexdigest()[:24], "id": x.repo_id,
                     "downloads": x.downloads, "likes": x.likes, "lastModified": x.last_modified,
                     "createdAt": x.created_at, "gated": x.gated, "private": False, "tags": list(x.tags),
                     "pipeline_tag": x.pipeline_tag, "trendingScore": x.trending_score} for x in page],
                   headers)

    def _whoami(self) -> None:
        auth = self.headers.get("Authorization", "")
        with self.hub._lock:
            user = self.hub._state.tokens.get(auth.removeprefix("Bearer ").strip()) if auth else None
        self.hub._record(Served("API", "/api/whoami-v2", 0, 401 if user is None else 200, 0, auth or None))
        if user is None:
            self._error(401, "Unauthorized", "Invalid credentials in Authorization header")
            return
        self._json({"type": "user", "id": hashlib.sha1(user.encode()).hexdigest()[:24], "name": user,
                    "fullname": user.title(), "auth": {"type": "access_token",
                                                       "accessToken": {"displayName": "hearth", "role": "read"}}})

    def _repo_at(self, repo_id: str, revision: str) -> FakeRepo | None:
        if self.hub._repo(repo_id) is None:
            self._error(401, "RepoNotFound", "Repository not found")
            return None
        repo = self.hub._repo(repo_id, revision)
        if repo is None:
            self._error(404, "RevisionNotFound", "Invalid rev id: " + revision)
        return repo

    def _model_info(self, repo_id: str, revision: str) -> None:
        repo = self._repo_at(repo_id, revision)
        if repo is None:
            return
        siblings = [_sibling(f) for f in repo.files.values()]
        self._json({"_id": repo.sha[:24], "id": repo_id, "modelId": repo_id, "sha": repo.sha,
                    "private": False, "gated": False, "disabled": False, "tags": ["onnx"],
                    "siblings": siblings})

    def _tree(self, repo_id: str, revision: str, prefix: str, recursive: bool) -> None:
        repo = self._repo_at(repo_id, revision)
        if repo is None:
            return
        base = prefix.strip("/") + "/" if prefix.strip("/") else ""
        entries: dict[str, dict[str, Any]] = {}
        for f in repo.files.values():
            if not f.path.startswith(base):
                continue
            rest = f.path[len(base):].split("/")
            for depth in range(1, len(rest)):
                folder = base + "/".join(rest[:depth])
                if recursive or depth == 1:
                    entries.setdefault(folder, {"type": "directory", "oid": git_blob_oid(folder.encode()),
                                                "size": 0, "path": folder})
                if not recursive:
                    break
            if recursive or len(rest) == 1:
                entries[f.path] = _tree_entry(f)
        if base and not entries:
            self._error(404, "EntryNotFound", f"{prefix} does not exist", commit=repo.sha)
            return
        self._json(sorted(entries.values(), key=lambda e: e["path"]))

    def _resolve(self, repo_id: str, revision: str, file_path: str, *, cdn: bool) -> None:
        repo = self._repo_at(repo_id, revision)
        if repo is None:
            return
        f = repo.files.get(file_path)
        if f is None:
            self._error(404, "EntryNotFound", f"{file_path} does not exist", commit=repo.sha)
            return
        headers = {"X-Repo-Commit": repo.sha, "Accept-Ranges": "bytes", "ETag": f'"{f.oid}"'}
        if f.lfs:
            headers["ETag"] = f'"{f.sha256}"' if cdn else f'"{f.oid}"'
            if not cdn:
                headers["X-Linked-Etag"] = f'"{f.sha256}"'
                headers["X-Linked-Size"] = str(f.size)
            if self.hub.redirect_lfs and not cdn:
                location = f"{self.hub.cdn_endpoint}/cdn/{repo_id}/{repo.sha}/{quote(f.path)}"
                if self.command == "GET":
                    auth = self.headers.get("Authorization")
                    self.hub._record(Served("REDIRECT", f.path, 0, 302, 0, auth))
                self._send(302, b"", {**headers, "Location": location})
                return
        self._body(f, headers)

    def _body(self, f: FakeFile, headers: dict[str, str]) -> None:
        start, end = 0, f.size
        status = 200
        header = self.headers.get("Range")
        fault = self.hub._take_fault(f.path) if self.command == "GET" else None
        auth = self.headers.get("Authorization")
        if fault is not None and fault.status is not None:
            self.hub._record(Served(self.command, f.path, 0, fault.status, 0, auth))
            self._error(fault.status, "Fault", "injected failure")
            return
        if header and not (fault is not None and fault.ignore_range):
            m = _RANGE.match(header.strip())
            if m is None or int(m.group(1)) >= max(f.size, 1):
                self._send(416, b"", {**headers, "Content-Range": f"bytes */{f.size}"})
                return
            start = int(m.group(1))
            end = min(f.size, int(m.group(2)) + 1) if m.group(2) else f.size
            status = 206
            headers["Content-Range"] = f"bytes {start}-{end - 1}/{f.size}"
        length = end - start
        announced = length
        if fault is not None and fault.extra:
            announced = length + fault.extra if fault.announce_extra else -1
        self.send_response(status)
        for key, value in headers.items():
            self.send_header(key, value)
        if announced >= 0:
            self.send_header("Content-Length", str(announced))
        else:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if self.command == "HEAD":
            return
        sent = 0
        try:
            if fault is None and isinstance(f.source, Path):
                self.wfile.flush()
                with f.source.open("rb") as fh:  # sendfile in slices so a dropped client is counted
                    while sent < length:
                        n = self.connection.sendfile(fh, start + sent, min(CHUNK, length - sent))
                        if n == 0:
                            break
                        sent += n
                return
            sent = self._write_faulty(f, start, end, fault)
        finally:
            self.hub._record(Served(self.command, f.path, start, status, sent, auth))

    def _write_faulty(self, f: FakeFile, start: int, end: int, fault: Fault | None) -> int:
        sent = 0
        pos = start
        limit = None
        if fault is not None:
            limit = fault.drop_after if fault.drop_after is not None else fault.stall_after
        while pos < end:
            n = min(CHUNK, end - pos)
            if limit is not None:
                n = min(n, max(limit - sent, 0))
            if n == 0:
                break
            data = f.read(pos, pos + n)
            if fault is not None and fault.corrupt:
                data = bytes(b ^ 0x5A for b in data)
            self.wfile.write(data)
            sent += n
            pos += n
        if fault is not None and limit is not None and sent >= limit:
            if fault.stall_after is not None:
                self.hub._stop.wait(fault.stall_seconds)
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(socket.SHUT_RDWR)
            return sent
        if fault is not None and fault.extra:
            self.wfile.write(b"\0" * fault.extra)
            sent += fault.extra
        return sent


def _lfs(f: FakeFile) -> dict[str, Any]:
    return {"oid": f.sha256, "size": f.size, "pointerSize": 134}


def _sibling(f: FakeFile) -> dict[str, Any]:
    out: dict[str, Any] = {"rfilename": f.path, "size": f.size, "blobId": f.oid}
    if f.lfs:
        out["lfs"] = {"sha256": f.sha256, "size": f.size, "pointerSize": 134}
    return out


def _tree_entry(f: FakeFile) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "file", "oid": f.oid, "size": f.size, "path": f.path}
    if f.lfs:
        out["lfs"] = _lfs(f)
    return out


def files_from_folder(folder: Path) -> dict[str, bytes | Path]:
    """Every file under `folder`, keyed by its repo path (served from disk with sendfile)."""
    return {p.relative_to(folder).as_posix(): p for p in sorted(folder.rglob("*")) if p.is_file()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--repo", default="bench/model")
    args = parser.parse_args(argv)
    hub = FakeHub().start()
    repo = hub.add_repo(args.repo, files_from_folder(args.folder))
    print(json.dumps({"endpoint": hub.endpoint, "sha": repo.sha}), flush=True)
    try:
        sys.stdin.read()  # serve until the parent closes our stdin
    finally:
        hub.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
