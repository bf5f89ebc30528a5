"""The HTTP side of the fake hub (`tests.models.fakehub`): routes, the hub's headers, faults."""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
import socket
import struct
from collections.abc import Mapping
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

from tests.models.fakehub_data import CHUNK, FakeFile, FakeRepo, Fault, Served, git_blob_oid

if TYPE_CHECKING:
    from tests.models.fakehub import FakeHub


_RANGE = re.compile(r"bytes=(\d+)-(\d*)$")


class Handler(BaseHTTPRequestHandler):
    """One request to the fake hub or its CDN; `hub` is set on a subclass per server."""

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

    def _error(self, status: int, code: str | None, message: str, commit: str | None = None) -> None:
        headers = {"X-Error-Message": message, "Content-Type": "application/json"}
        if code:
            headers["X-Error-Code"] = code
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
        main = self.hub._repo(repo_id)
        if main is None:
            self._error(401, "RepoNotFound", "Repository not found")
            return None
        if main.gated and self._user() == "":  # like the hub: a token it does not know fails everything
            self._error(401, None, "Invalid credentials in Authorization header")
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

    def _user(self) -> str | None:
        """The user of the request's token; None without a token, "" for a token nobody has."""
        auth = self.headers.get("Authorization")
        if not auth:
            return None
        with self.hub._lock:
            return self.hub._state.tokens.get(auth.removeprefix("Bearer ").strip(), "")

    def _gate(self, repo: FakeRepo, file_path: str) -> bool:
        """Answer like the hub's gate (401 without a token, 403 without access); True if passed."""
        user = self._user()
        if user is not None and user in repo.granted:
            return True
        status, message = (401, f"Access to model {repo.repo_id} is restricted. You must have access to it "
                                "and be authenticated to access it.") if user is None else (
            403, f"Access to model {repo.repo_id} is restricted and you are not in the authorized list.")
        self.hub._record(Served(self.command, file_path, 0, status, 0, self.headers.get("Authorization")))
        self._error(status, "GatedRepo", message, commit=repo.sha)
        return False

    def _resolve(self, repo_id: str, revision: str, file_path: str, *, cdn: bool) -> None:
        repo = self._repo_at(repo_id, revision)
        if repo is None or (repo.gated and not cdn and not self._gate(repo, file_path)):
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
                headers["X-Linked-Size"] = str(f.listed)
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
                self.hub._record(Served(self.command, f.path, int(m.group(1)) if m else -1, 416, 0, auth))
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
        if fault is not None and fault.close_delimited:
            announced = -1
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
            if fault.reset:  # linger 0: close() sends RST, the client reads "connection reset by peer"
                self.wfile.flush()
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.connection.close()
                return sent
            with contextlib.suppress(OSError):
                self.connection.shutdown(socket.SHUT_RDWR)
            return sent
        if fault is not None and fault.extra:
            self.wfile.write(b"\0" * fault.extra)
            sent += fault.extra
        return sent


def _lfs(f: FakeFile) -> dict[str, Any]:
    return {"oid": f.sha256, "size": f.listed, "pointerSize": 134}


def _sibling(f: FakeFile) -> dict[str, Any]:
    out: dict[str, Any] = {"rfilename": f.path, "size": f.listed, "blobId": f.oid}
    if f.lfs:
        out["lfs"] = {"sha256": f.sha256, "size": f.listed, "pointerSize": 134}
    return out


def _tree_entry(f: FakeFile) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "file", "oid": f.oid, "size": f.listed, "path": f.path}
    if f.lfs:
        out["lfs"] = _lfs(f)
    return out
