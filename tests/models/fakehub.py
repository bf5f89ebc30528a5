"""A fake Hugging Face Hub on 127.0.0.1 for download tests and the download benchmark.

It implements exactly what huggingface_hub 2.4 calls for Hearth's downloads (model info, the tree
listing, HEAD/GET `/{repo}/resolve/{revision}/{path}` with Range → 206 and the hub's ETag /
`X-Repo-Commit` / `X-Linked-Etag` / `X-Linked-Size` headers) so the tests go through the real client.
LFS files are redirected to a second port, like the real hub sends them to its CDN, so the same
cross-origin redirect path is exercised. Faults can be switched on per file: drop or reset the
connection after N bytes, stall, serve wrong bytes or more bytes than announced, answer with an error
status; a repo can announce sizes other than what it serves, or be gated. Bytes served are counted
per request so resume tests can prove what was fetched twice. The data lives in `fakehub_data`, the
HTTP handler in `fakehub_http`.

Run `python -m tests.models.fakehub FOLDER --repo ns/name` to serve a folder in another process
(the benchmark does, so the server does not share the client's GIL); it prints its endpoint.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import socket
import sys
import threading
from collections.abc import Callable, Mapping
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

from tests.models.fakehub_data import FakeRepo, Fault, HubState, Listing, Served, make_file
from tests.models.fakehub_http import Handler


class FakeHub:
    """Two loopback HTTP servers (hub + "CDN") sharing one in-memory set of repos and faults."""

    def __init__(self, *, redirect_lfs: bool = True) -> None:
        self.redirect_lfs = redirect_lfs
        self._lock = threading.Lock()
        self._logged = threading.Condition(self._lock)
        self._state = HubState()
        self._stop = threading.Event()
        self._conns: set[socket.socket] = set()
        self._servers = [self._make_server(), self._make_server()]
        self._threads: list[threading.Thread] = []

    # ----- set-up -------------------------------------------------------------------------------
    def add_repo(
        self, repo_id: str, files: Mapping[str, bytes | Path], *, lfs: Mapping[str, bool] | None = None,
        announce: Mapping[str, int] | None = None, gated: bool = False,
    ) -> FakeRepo:
        """Serve `files`. `announce` gives a file a size in the listing and headers other than its real
        one (a hub that lies); a `gated` repo serves files only to tokens of users it was `grant`ed to."""
        made = {p: make_file(p, src, (lfs or {}).get(p), (announce or {}).get(p)) for p, src in files.items()}
        commit = hashlib.sha1(repo_id.encode())
        for p in sorted(made):
            commit.update(f"{p}:{made[p].sha256}".encode())
        repo = FakeRepo(repo_id=repo_id, files=made, sha=commit.hexdigest(), gated=gated)
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

    def grant(self, repo_id: str, user: str) -> None:
        """Let `user` (see `add_token`) download the files of the gated repo `repo_id`."""
        with self._lock:
            self._state.repos[repo_id].granted.add(user)

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

    def wait_served(self, path: str, count: int, timeout: float = 5.0,
                    where: Callable[[Served], bool] = lambda s: True) -> list[Served]:
        """The GETs of `path` (those `where` accepts) once `count` are logged, or those logged by the
        deadline. A response is logged when the server has finished writing it, which can be after the
        client gave up on it."""
        def logged() -> list[Served]:
            return [s for s in self._state.log if s.path == path and s.method == "GET" and where(s)]

        with self._logged:
            self._logged.wait_for(lambda: len(logged()) >= count, timeout)
            return logged()

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
        # started twice, each server had two serve_forever loops; close stopped one and waited 5 s for the other
        assert not self._threads, "the fake hub is already started"
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

        class Bound(Handler):
            pass

        Bound.hub = hub
        server = ThreadingHTTPServer(("127.0.0.1", 0), Bound)
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
        with self._logged:
            self._state.log.append(served)
            self._logged.notify_all()

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
