"""The local API server under hostile clients: connections that never send their headers, more of
them than there are file descriptors, and web pages that reach it through a rebinding host name."""

from __future__ import annotations

import contextlib
import json
import os
import resource
import signal
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx
import pytest

from app.api.app import host_name, is_loopback_name
from tests.app.api.conftest import Served, start_server
from tests.processes import is_running

FDS = 256  # the server's descriptor limit in these tests (a desktop's is 1,024)


def _few_descriptors() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (FDS, FDS))


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory, demo_model: Path) -> Iterator[Served]:
    server = start_server(tmp_path_factory.mktemp("hostile"), demo_model, preexec=_few_descriptors)
    try:
        yield server
    finally:
        server.stop()


def test_half_open_connections_beyond_the_descriptors_never_lock_the_server_out(served: Served) -> None:
    port = int(served.url.rsplit(":", 1)[1])
    idle: list[socket.socket] = []
    try:
        for _ in range(FDS + 100):  # more than the server has descriptors, none sends a byte
            with contextlib.suppress(OSError):
                idle.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        answered = False
        deadline = time.monotonic() + 90
        while not answered and time.monotonic() < deadline:
            with contextlib.suppress(httpx.HTTPError):
                answered = httpx.get(f"{served.url}/health", timeout=5).status_code == 200
            if not answered:
                time.sleep(0.5)
        assert answered, "the server stayed unreachable"
        closed = 0
        for sock in idle[:20]:  # the first ones were let in, then closed for not sending headers
            sock.settimeout(30)
            with contextlib.suppress(OSError):
                closed += sock.recv(1) == b""
        assert closed == 20
    finally:
        for sock in idle:
            sock.close()
    log = served.log.read_text(errors="replace")
    assert len(log) < 200_000, f"{len(log)} bytes of log"
    assert log.count("out of system resource") == 0 and log.count("connections are open") <= 2


def test_a_rebinding_host_name_is_refused_without_a_key(served: Served) -> None:
    with served.http() as http:
        refused = http.get("/v1/models", headers={"Host": "attacker.example:8080"})
        assert refused.status_code == 403 and refused.json()["error"]["code"] == "host_not_allowed"
        for host in ("localhost", f"127.0.0.1:{served.url.rsplit(':', 1)[1]}", "[::1]:80"):
            assert http.get("/v1/models", headers={"Host": host}).status_code == 200, host


def test_host_names() -> None:
    assert host_name("[::1]:8080") == "::1" and host_name("LocalHost:80") == "localhost"
    assert is_loopback_name("127.0.0.2") and is_loopback_name("::1") and not is_loopback_name("127.0.0.1.nip.io")


def test_a_configured_host_and_a_keyed_server_take_other_names(tmp_path: Path, demo_model: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTH_ALLOWED_HOSTS", "hearth.lan")
    server = start_server(tmp_path, demo_model, key="sekrit-key")
    try:
        with server.http() as http:
            assert http.get("/v1/models", headers={"Host": "anything.example"}).status_code == 200
    finally:
        server.stop()
    monkeypatch.setenv("HEARTH_ALLOWED_HOSTS", "hearth.lan")
    server = start_server(tmp_path, demo_model)
    try:
        with server.http() as http:
            assert http.get("/v1/models", headers={"Host": "hearth.lan:8080"}).status_code == 200
            assert http.get("/v1/models", headers={"Host": "other.lan"}).status_code == 403
    finally:
        server.stop()


LONG = {"model": "smollm2-135m-instruct-int4", "messages": [{"role": "user", "content": "Tell me a long story."}],
        "max_tokens": 2000, "temperature": 0.8, "stream": True}


def test_sigterm_while_a_token_step_hangs_ends_the_stream_with_an_error_and_exits(tmp_path: Path,
                                                                                   demo_model: Path) -> None:
    """The engine host is stopped (SIGSTOP) mid-reply: a token step that never ends. The stream must
    still end with its error event, the log hold no traceback, and the server exit by itself."""
    served = start_server(tmp_path, demo_model)
    host = served.engine_pid()
    events: list[str] = []
    try:
        with httpx.Client(base_url=served.url, timeout=30) as http, \
                http.stream("POST", "/v1/chat/completions", json=LONG) as stream:
            lines = stream.iter_lines()
            for line in lines:
                if line.startswith("data: "):
                    events.append(line[6:])
                if len(events) >= 3:
                    break
            os.kill(host, signal.SIGSTOP)
            served.process.send_signal(signal.SIGTERM)
            signalled = time.monotonic()
            events += [line[6:] for line in lines if line.startswith("data: ")]
            ended = time.monotonic() - signalled
        code = served.process.wait(30)
        exited = time.monotonic() - signalled
    finally:
        with contextlib.suppress(OSError):
            os.kill(host, signal.SIGKILL)
        served.stop()
    log = served.log.read_text()
    assert code == 0, log
    assert events[-1] == "[DONE]" and json.loads(events[-2])["error"]["code"] == "shutting_down", events[-3:]
    assert "Traceback" not in log and "Exception in ASGI application" not in log, log
    print(f"stream ended {ended:.1f} s and the server exited {exited:.1f} s after SIGTERM")


def test_ctrl_c_on_serve_mid_stream_stops_it_in_order(tmp_path: Path, demo_model: Path) -> None:
    """Ctrl+C in a terminal: SIGINT to the whole foreground group (serve and its engine host). uvicorn
    re-raised the SIGINT it had caught after draining, asyncio's runner turned it into a
    KeyboardInterrupt: a traceback, exit -2, and no "stopped"."""
    served = start_server(tmp_path, demo_model, preexec=os.setpgrp)
    host = served.engine_pid()
    events: list[str] = []
    try:
        with httpx.Client(base_url=served.url, timeout=30) as http, \
                http.stream("POST", "/v1/chat/completions", json=LONG) as stream:
            lines = stream.iter_lines()
            for line in lines:
                if line.startswith("data: "):
                    events.append(line[6:])
                if len(events) >= 3:
                    break
            os.killpg(served.process.pid, signal.SIGINT)
            events += [line[6:] for line in lines if line.startswith("data: ")]
        code = served.process.wait(30)
    finally:
        with contextlib.suppress(OSError):
            os.kill(host, signal.SIGKILL)
        served.stop()
    log = served.log.read_text()
    assert code == 0, log
    assert "Traceback" not in log and "KeyboardInterrupt" not in log, log
    assert log.rstrip().endswith("INFO hearth.api: stopped"), log[-2000:]
    assert events[-1] == "[DONE]", events[-3:]
    # the engine host was closed with the server, not left behind
    assert not is_running(host)
