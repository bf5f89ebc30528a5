"""A hostile OpenAI-compatible server, written here: a line that never ends, a redirect to another
host, a stream of SSE comments only, a reply that ignores max_tokens, a million models, a port
where nothing answers. Every fault ends in bounded memory and time with a sentence that says what
happened; nothing is sent to a host the person did not add."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, RemoteRef
from app.engine import protocol as p
from app.engine.link import EngineError
from app.remote.engine import RemoteEngine
from app.remote.guard import MAX_LINE_BYTES
from app.remote.servers import MAX_MODELS_KEPT, RemoteServers, key_variable
from tests.app.api.conftest import ROOT
from tests.app.system.test_secrets import MemoryKeyring

SAY = [ChatMessage("user", "Say hello.")]


class Hostile(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.mode = "ok"
        self.models = 1
        self.redirect_to = ""
        self.posts = 0
        self.auth: list[str | None] = []
        self.stop = threading.Event()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"


class _Handler(BaseHTTPRequestHandler):
    server: Hostile
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        self.server.auth.append(self.headers.get("Authorization"))
        models = [{"id": "model" if n == 0 else f"model-{n:07d}", "object": "model", "created": 0, "owned_by": "x"}
                  for n in range(self.server.models)]
        body = json.dumps({"object": "list", "data": models}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.server.posts += 1
        mode = self.server.mode
        if mode == "redirect":
            self.send_response(307)
            self.send_header("Location", self.server.redirect_to + "/chat/completions")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        try:
            while not self.server.stop.is_set():
                if mode == "endless_line":
                    self.wfile.write(b'data: {"choices": [{"index": 0, "delta": {"content": "' + b"x" * 65536)
                elif mode == "comments":
                    self.wfile.write(b": still thinking\n\n")
                    time.sleep(0.05)
                elif mode == "no_end":
                    chunk = {"id": "c", "object": "chat.completion.chunk", "created": 0, "model": "model",
                             "choices": [{"index": 0, "delta": {"content": "la "}, "finish_reason": None}]}
                    self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
                self.wfile.flush()
        except OSError:
            pass


@contextmanager
def hostile_server() -> Iterator[Hostile]:
    server = Hostile()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.stop.set()
        server.shutdown()
        server.server_close()
        thread.join(5)


def _engine(tmp_path: Path, url: str, read_timeout: float = 30.0) -> tuple[RemoteEngine, RemoteServers]:
    servers = RemoteServers(tmp_path / "data", MemoryKeyring())
    server, _ = servers.add(url, "box")
    servers.set_consented(server.id)
    return RemoteEngine(servers, read_timeout=read_timeout), servers


def _turn(engine: RemoteEngine, max_new_tokens: int = 40) -> tuple[str, p.Done | p.Error]:
    handle = engine.turn(SAY, Sampling(max_new_tokens=max_new_tokens))
    text = []
    while True:
        event = handle.next_event(60)
        assert event is not None, "the turn went silent"
        if isinstance(event, p.Token):
            text.append(event.text)
        elif isinstance(event, p.Done | p.Error):
            return "".join(text), event


@pytest.fixture
def hostile() -> Iterator[Hostile]:
    with hostile_server() as server:
        yield server


def test_a_line_that_never_ends_is_cut_at_the_bound(tmp_path: Path, hostile: Hostile) -> None:
    engine, servers = _engine(tmp_path, hostile.url)
    try:
        engine.load(str(RemoteRef(servers.all()[0].id, "model")))
        hostile.mode = "endless_line"
        _, end = _turn(engine)
        assert isinstance(end, p.Error), end
        assert f"line of more than {MAX_LINE_BYTES >> 20} MB" in end.message
    finally:
        engine.close()


def test_a_redirect_to_another_host_sends_nothing_there(tmp_path: Path, hostile: Hostile) -> None:
    with hostile_server() as elsewhere:
        engine, servers = _engine(tmp_path, hostile.url)
        try:
            engine.load(str(RemoteRef(servers.all()[0].id, "model")))
            hostile.mode, hostile.redirect_to = "redirect", elsewhere.url.replace("127.0.0.1", "localhost")
            _, end = _turn(engine)
            assert isinstance(end, p.Error), end
            assert "redirected Hearth to http://localhost:" in end.message and "add" in end.message
            assert elsewhere.posts == 0  # the conversation never reached the other host
        finally:
            engine.close()


def test_comments_only_and_a_reply_without_end_are_bounded(tmp_path: Path, hostile: Hostile) -> None:
    engine, servers = _engine(tmp_path, hostile.url, read_timeout=1.0)
    try:
        engine.load(str(RemoteRef(servers.all()[0].id, "model")))
        hostile.mode = "comments"
        _, end = _turn(engine)
        assert isinstance(end, p.Error) and "did not answer in time" in end.message, end
        hostile.mode = "no_end"
        text, end = _turn(engine, max_new_tokens=20)
        assert isinstance(end, p.Done) and end.finish_reason == "length", end
        assert 20 <= text.count("la") <= 20 + 2 + 16
    finally:
        engine.close()


def test_could_not_reach_and_did_not_answer_are_told_apart(tmp_path: Path) -> None:
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    engine, servers = _engine(tmp_path, f"http://127.0.0.1:{port}/v1")
    try:
        with pytest.raises(EngineError, match="could not reach"):
            engine.list_models(servers.all()[0])
    finally:
        engine.close()


def test_a_server_listing_many_models_keeps_a_bounded_list(tmp_path: Path, hostile: Hostile) -> None:
    hostile.models = 20_000
    engine, servers = _engine(tmp_path, hostile.url)
    try:
        engine.load(str(RemoteRef(servers.all()[0].id, "model-0019999")))  # found beyond the list kept
        assert len(servers.all()[0].models) == MAX_MODELS_KEPT
        assert (tmp_path / "data" / "remotes.json").stat().st_size < 200_000
    finally:
        engine.close()


def test_without_a_keyring_the_key_comes_from_the_environment_and_none_is_never_sent(
        tmp_path: Path, hostile: Hostile, monkeypatch: pytest.MonkeyPatch) -> None:
    engine, servers = _engine(tmp_path, hostile.url)
    try:
        engine.list_models(servers.all()[0])
        monkeypatch.setenv(key_variable("box"), "k-123")
        engine.list_models(servers.all()[0])
    finally:
        engine.close()
    assert hostile.auth == [None, "Bearer k-123"]  # never "Bearer none"


def test_ask_key_without_terminal_input_says_what_to_do(hostile: Hostile) -> None:
    added = subprocess.run([sys.executable, str(ROOT / "main.py"), "remotes", "add", hostile.url, "--name", "gpu-box",
                            "--ask-key"], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    assert added.returncode == 1 and "Traceback" not in added.stderr, added.stderr
    assert "HEARTH_REMOTE_KEY_GPU_BOX" in added.stderr


def test_remotes_add_on_a_home_that_cannot_be_written_says_so(hostile: Hostile, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "data").write_text("a file where the data folder should be")
    monkeypatch.setenv("HEARTH_HOME", str(home))
    added = subprocess.run([sys.executable, str(ROOT / "main.py"), "remotes", "add", hostile.url, "--name", "box"],
                           stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    assert added.returncode == 1 and "Traceback" not in added.stderr, added.stderr
    assert "could not be saved" in added.stderr


@contextmanager
def silent_server() -> Iterator[tuple[str, threading.Event]]:
    """A port that accepts connections and never answers; the event is set once one arrived."""
    arrived = threading.Event()
    held: list[socket.socket] = []
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        listener.settimeout(0.2)
        stop = threading.Event()

        def accept() -> None:
            while not stop.is_set():
                try:
                    held.append(listener.accept()[0])
                    arrived.set()
                except TimeoutError:
                    continue

        thread = threading.Thread(target=accept, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{listener.getsockname()[1]}/v1", arrived
        finally:
            stop.set()
            thread.join(5)
            for conn in held:
                conn.close()


class _Destroyed(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


def test_closing_the_engine_ends_a_model_list_waiting_on_a_silent_server(tmp_path: Path) -> None:
    """The window quits (or a probe is abandoned) while `GET /models` waits: close() left that task
    pending in a stopped loop, so the probe's thread waited forever and asyncio said "Task was
    destroyed but it is pending!" once the task was collected."""
    heard = _Destroyed()
    logging.getLogger("asyncio").addHandler(heard)
    outcome: list[BaseException] = []
    try:
        with silent_server() as (url, arrived):
            engine, servers = _engine(tmp_path, url)
            loop = engine._loop

            def probe() -> None:
                try:
                    engine.list_models(servers.all()[0])
                except BaseException as exc:
                    outcome.append(exc)

            thread = threading.Thread(target=probe, daemon=True)
            thread.start()
            assert arrived.wait(60)
            engine.close()
            thread.join(30)  # a bound that catches a hang, not a timing
            assert not thread.is_alive(), "the probe still waits on a closed engine"
            assert loop.is_closed() and not asyncio.all_tasks(loop)
            del loop
        gc.collect()
    finally:
        logging.getLogger("asyncio").removeHandler(heard)
    assert len(outcome) == 1 and isinstance(outcome[0], EngineError) and "Stopped before" in str(outcome[0])
    assert not [line for line in heard.lines if "destroyed" in line], heard.lines


def test_ctrl_c_in_remotes_add_while_the_server_is_silent(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTH_HOME", str(tmp_path / "home"))
    with silent_server() as (url, arrived):
        adding = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "remotes", "add", url, "--name", "box"],
                                  stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  text=True, start_new_session=True)
        try:
            assert arrived.wait(120)
            os.killpg(adding.pid, signal.SIGINT)  # a terminal's Ctrl+C reaches the whole group
            _, err = adding.communicate(timeout=60)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(adding.pid, signal.SIGKILL)
    assert adding.returncode == 130 and "Traceback" not in err and "destroyed" not in err, err
    assert "nothing was added" in err
    assert not (tmp_path / "home" / "data" / "remotes.json").exists()
