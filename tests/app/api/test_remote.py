"""Remote engines without a window: Hearth's `RemoteEngine` against Hearth's own `main.py serve` (streaming,
Stop, the key in the keyring, the context the server states) and against a fault-injecting stub (slow
first byte, a dropped connection, 401, 500, garbage), the consent gate and the offline switch (nothing
is sent), and `main.py chat --remote` / `main.py remotes` in a real terminal process."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import time
import types
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, RemoteRef
from app.engine import protocol as p
from app.engine.link import EngineError
from app.remote.engine import RemoteEngine
from app.remote.servers import RemoteServers
from tests.app.api.conftest import ROOT, Served, ServerFactory
from tests.app.api.remote_stub import WORDS, Stub, stub_server
from tests.app.system.test_secrets import MemoryKeyring

SAY = [ChatMessage("user", "Say hello.")]


def run(engine: RemoteEngine, messages: list[ChatMessage] = SAY, cancel_after: int = 0,
        sampling: Sampling | None = None) -> tuple[str, p.Done | p.Error, p.Started | None]:
    handle = engine.turn(messages, sampling or Sampling(max_new_tokens=40))
    text, started, tokens = [], None, 0
    while True:
        event = handle.next_event(30)
        assert event is not None, "the turn went silent"
        if isinstance(event, p.Started):
            started = event
        elif isinstance(event, p.Token):
            text.append(event.text)
            tokens += 1
            if tokens == cancel_after:
                handle.cancel()
        elif isinstance(event, p.Done | p.Error):
            return "".join(text), event, started


@pytest.fixture
def stub() -> Iterator[Stub]:
    with stub_server() as server:
        yield server


@pytest.fixture
def keyring() -> MemoryKeyring:
    return MemoryKeyring()


def connect(tmp_path: Path, url: str, keyring: MemoryKeyring, *, key: str = "", consent: bool = True,
            read_timeout: float = 30.0, allowed: tuple[bool, str] = (True, "")) -> tuple[RemoteEngine, RemoteServers]:
    servers = RemoteServers(tmp_path / "data", keyring)
    server, _ = servers.add(url, "box", key)
    if consent:
        servers.set_consented(server.id)
    engine = RemoteEngine(servers, lambda: allowed, read_timeout=read_timeout)
    return engine, servers


@pytest.mark.slow
def test_streams_from_hearth_serve_with_the_key_in_the_keyring_and_stop(tmp_path: Path, make_server: ServerFactory,
                                                                       keyring: MemoryKeyring) -> None:
    served: Served = make_server(key="s3cret-key")
    engine, servers = connect(tmp_path, served.url, keyring, key="s3cret-key")
    try:
        server = servers.all()[0]
        assert keyring.store[("Hearth", f"remote-{server.id}")] == "s3cret-key"
        assert "s3cret" not in (tmp_path / "data" / "remotes.json").read_text()  # the key is only in the keyring
        models = engine.list_models(server)
        demo = next(m for m in models if m.id == "smollm2-135m-instruct-int4")
        assert demo.context_length > 0  # Hearth's serve says how long the loaded model's context is
        loaded = engine.load(str(RemoteRef(server.id, demo.id)))
        assert loaded.context_length == demo.context_length and loaded.host == server.host
        text, end, started = run(engine)
        assert isinstance(end, p.Done) and end.finish_reason in ("stop", "length") and text.strip()
        assert started is not None and end.generated_tokens > 0
        text, end, _ = run(engine, [ChatMessage("user", "Count from one to fifty in words.")], cancel_after=3,
                           sampling=Sampling(max_new_tokens=200))
        assert isinstance(end, p.Done) and end.finish_reason == "cancelled" and 3 <= end.generated_tokens < 200
        servers.set_key(server.id, "wrong-key")
        _text, end, _ = run(engine)
        assert isinstance(end, p.Error) and "refused the API key" in end.message
    finally:
        engine.close()


def test_faults_come_back_in_words_and_keep_what_arrived(tmp_path: Path, stub: Stub, keyring: MemoryKeyring) -> None:
    engine, servers = connect(tmp_path, stub.url, keyring, read_timeout=0.5)
    try:
        server = servers.all()[0]
        loaded = engine.load(str(RemoteRef(server.id, "stub-model")))
        assert loaded.context_length == 64  # from the server's `max_model_len`
        text, end, _ = run(engine)
        assert text == "".join(WORDS) and isinstance(end, p.Done) and end.finish_reason == "stop"
        stub.mode = "disconnect"
        text, end, _ = run(engine)
        assert text == "".join(WORDS[:3]) and isinstance(end, p.Error)
        assert "broke in the middle" in end.message and "kept" in end.message
        stub.mode, stub.delay_s = "slow", 2.0
        _text, end, _ = run(engine)
        assert isinstance(end, p.Error) and "did not answer in time" in end.message
        stub.mode = "500"
        _text, end, _ = run(engine)
        assert isinstance(end, p.Error) and "HTTP 500" in end.message and "CUDA out of memory" in end.message
        stub.mode = "garbage"
        _text, end, _ = run(engine)
        assert isinstance(end, p.Error) and "not an OpenAI-compatible reply" in end.message
        stub.mode = "401"
        _text, end, _ = run(engine)
        assert isinstance(end, p.Error) and "refused the API key (HTTP 401)" in end.message
        with pytest.raises(EngineError, match="refused the API key"):
            engine.list_models(server)
        assert all("Traceback" not in m for m in (end.message,))
    finally:
        engine.close()


def test_stop_during_a_slow_first_byte_is_at_once(tmp_path: Path, stub: Stub, keyring: MemoryKeyring) -> None:
    engine, servers = connect(tmp_path, stub.url, keyring)
    try:
        engine.load(str(RemoteRef(servers.all()[0].id, "stub-model")))
        stub.mode, stub.delay_s = "slow", 5.0
        handle = engine.turn(SAY, Sampling(max_new_tokens=20))
        assert isinstance(handle.next_event(5), p.Started)
        deadline = time.monotonic() + 10
        while stub.chats() < 1:  # the request is at the server, which holds its first byte back
            assert time.monotonic() < deadline
            time.sleep(0.01)
        asked = time.monotonic()
        handle.cancel()
        end = handle.next_event(5)
        assert isinstance(end, p.Done) and end.finish_reason == "cancelled"
        assert time.monotonic() - asked < 2.0  # a freeze would be the 5 s the server takes
    finally:
        engine.close()


def test_context_overflow_drops_the_oldest_and_says_so_first(tmp_path: Path, stub: Stub,
                                                              keyring: MemoryKeyring) -> None:
    stub.context_length = 120
    engine, servers = connect(tmp_path, stub.url, keyring)
    try:
        engine.load(str(RemoteRef(servers.all()[0].id, "stub-model")))
        long = "word " * 40
        history = [ChatMessage("user", long), ChatMessage("assistant", long), ChatMessage("user", "And now?")]
        _text, end, started = run(engine, history, sampling=Sampling(max_new_tokens=20))
        assert started is not None and started.dropped_messages == 2 and isinstance(end, p.Done)
        assert stub.bodies[-1]["messages"] == [{"role": "user", "content": "And now?"}]  # only what fits was sent
    finally:
        engine.close()


def test_nothing_is_sent_without_consent_or_while_offline(tmp_path: Path, stub: Stub, keyring: MemoryKeyring) -> None:
    engine, servers = connect(tmp_path, stub.url, keyring, consent=False)
    try:
        server = servers.all()[0]
        engine.load(str(RemoteRef(server.id, "stub-model")))
        _text, end, _ = run(engine)
        assert isinstance(end, p.Error) and "not agreed" in end.message and stub.chats() == 0
    finally:
        engine.close()
    before = len(stub.requests)
    offline = RemoteEngine(servers, lambda: (False, "offline mode is on"))
    try:
        with pytest.raises(EngineError, match="offline mode is on"):
            offline.load(str(RemoteRef(server.id, "stub-model")))
        assert len(stub.requests) == before  # not even GET /models
    finally:
        offline.close()


def hearth(args: list[str], home: Path, **kwargs: object) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HEARTH_HOME": str(home), "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=env, text=True,
                          capture_output=True, timeout=120, **kwargs)  # type: ignore[call-overload, no-any-return]


def test_terminal_remote_chat_and_remotes_commands(tmp_path: Path, stub: Stub) -> None:
    home = tmp_path / "home"
    once = hearth(["chat", "--remote", stub.url, "--prompt", "hi", "--json"], home)
    assert once.returncode == 0, once.stderr
    answer = json.loads(once.stdout)
    assert answer["text"] == "".join(WORDS) and answer["host"] == stub.url.split("/")[2]
    added = hearth(["remotes", "add", stub.url, "--name", "stubby"], home)
    assert added.returncode == 0 and "stub-model" in added.stdout
    assert "go to another program on this computer" in added.stdout  # the stub listens on 127.0.0.1
    listed = hearth(["remotes", "list"], home)
    assert "stubby" in listed.stdout and "stub-model" in listed.stdout
    by_name = hearth(["chat", "--remote", "stubby", "--model", "stub-model", "--prompt", "hi"], home)
    assert by_name.returncode == 0 and "".join(WORDS) in by_name.stdout
    stub.mode = "401"
    refused = hearth(["chat", "--remote", "stubby", "--prompt", "hi"], home)
    assert refused.returncode == 1 and "refused the API key" in refused.stderr and "Traceback" not in refused.stderr
    assert hearth(["remotes", "rm", "stubby"], home).returncode == 0
    assert "No remote servers" in hearth(["remotes", "list"], home).stdout
    bad = hearth(["remotes", "add", "ftp://nowhere"], home)
    assert bad.returncode == 1 and "not a server address" in bad.stderr


class _Touchy:
    """An object that warns when its class is read, as torch's lazy module attributes do (a FutureWarning)."""

    @property  # type: ignore[misc]
    def __class__(self) -> type:
        warnings.warn("read my class", FutureWarning, stacklevel=2)
        return _Touchy


def test_a_finished_reply_leaves_no_stream_for_the_garbage_collector(tmp_path: Path, stub: Stub,
                                                                     keyring: MemoryKeyring) -> None:
    """The SDK's and httpx's stream generators are closed on the engine's loop, one after another, once the reply
    has ended. Left in a reference cycle (the SDK's stream generator, suspended before `[DONE]`), 11 of them per
    reply waited for the garbage collector, which finalized them all at once and their closes raced ("async
    generator already executing", once in CI)."""
    engine, servers = connect(tmp_path, stub.url, keyring)
    gc.disable()  # only reference counting frees anything meanwhile: nothing in a cycle is closed

    def suspended() -> list[str]:
        # type(o), not isinstance/inspect: those read `__class__`, which some modules' lazy objects answer with a
        # warning (torch's FutureWarning, when another test imported it): walking the heap must touch nothing
        return [o.__qualname__ for o in gc.get_objects()
                if type(o) is types.AsyncGeneratorType and o.ag_frame is not None]

    touchy = _Touchy()  # such an object on the heap, whatever else the process imported


    try:
        engine.load(str(RemoteRef(servers.all()[0].id, "stub-model")))
        _text, end, _ = run(engine)
        assert isinstance(end, p.Done)
        deadline = time.monotonic() + 30  # a bound on a hang: the loop closes them within milliseconds
        while suspended() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert suspended() == [] and touchy is not None
    finally:
        gc.enable()
        engine.close()
