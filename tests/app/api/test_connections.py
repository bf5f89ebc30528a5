"""The connection guard (`app.api.connections`) on real uvicorn and real sockets, with a small cap and short
deadlines: a kept-alive connection that trickles bytes between requests is closed like one that never sent
its headers, a body sent a byte at a time has a deadline for the whole of it, and at the cap the longest
idle connection makes room for a new client (1,000 idle connections locked every other client out)."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import uvicorn

from app.api import connections
from app.api.connections import guarded_protocol

LIMIT = 8
disconnected: list[str] = []


async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """Reads the whole body, then answers "ok"; notes a client that went away mid-body."""
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            disconnected.append(scope["path"])
            return
        if not message.get("more_body"):
            break
    await send({"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]})
    await send({"type": "http.response.body", "body": b"ok"})


@pytest.fixture()
def served(monkeypatch: pytest.MonkeyPatch) -> Iterator[uvicorn.Server]:
    monkeypatch.setattr(connections, "HEADER_TIMEOUT_S", 1.0)
    disconnected.clear()
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(app, log_config=None, lifespan="off", http=guarded_protocol(LIMIT, body_timeout=1.0),
                            timeout_keep_alive=30)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    server.hearth_port = int(sock.getsockname()[1])  # type: ignore[attr-defined]
    try:
        yield server
    finally:
        server.should_exit = True
        thread.join(30)
        sock.close()


@pytest.fixture()
def port(served: uvicorn.Server) -> int:
    return int(served.hearth_port)  # type: ignore[attr-defined]


def ask(port: int, path: str = "/") -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as client:
        client.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        return client.recv(1024)


def closed_by_server(client: socket.socket, keep_sending: bytes = b"") -> bool:
    """Whether the server closes `client` within 10 s (while it sends a byte of `keep_sending` a second)."""
    client.settimeout(1.0)
    for n in range(10):
        if keep_sending:
            with contextlib.suppress(OSError):
                client.sendall(keep_sending[n % len(keep_sending):][:1])
        try:
            while data := client.recv(1024):
                if data.startswith(b"HTTP/1.1 200"):
                    continue
            return True
        except TimeoutError:
            continue
        except OSError:
            return True
    return False


def test_a_kept_alive_connection_trickling_bytes_is_closed_at_the_header_deadline(port: int) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as client:
        client.sendall(b"GET /first HTTP/1.1\r\nHost: x\r\n\r\n")
        assert client.recv(1024).startswith(b"HTTP/1.1 200")
        assert closed_by_server(client, keep_sending=b"GET /second HTTP/1.1\r\n")


def test_a_body_sent_a_byte_at_a_time_is_cut_at_the_body_deadline(port: int) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as client:
        client.sendall(b"POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n" + b"x" * 10)
        assert closed_by_server(client, keep_sending=b"x")
    deadline = time.monotonic() + 10
    while "/slow" not in disconnected and time.monotonic() < deadline:
        time.sleep(0.05)
    assert disconnected == ["/slow"]  # the route heard the client go: it ends too


def test_at_the_cap_the_longest_idle_connection_makes_room_for_a_new_client(served: uvicorn.Server,
                                                                            port: int) -> None:
    idle: list[socket.socket] = []
    try:
        for _ in range(LIMIT):  # one at a time, each accepted before the next: the first is the longest idle
            idle.append(socket.create_connection(("127.0.0.1", port), timeout=10))
            deadline = time.monotonic() + 10
            while len(served.server_state.connections) < len(idle) and time.monotonic() < deadline:
                time.sleep(0.01)
        assert ask(port).startswith(b"HTTP/1.1 200")  # was: closed at once, for as long as they stayed
        assert closed_by_server(idle[0])
    finally:
        for sock in idle:
            sock.close()
