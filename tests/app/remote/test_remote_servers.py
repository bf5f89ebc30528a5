"""Remote servers on disk (keys only in the keyring, bad input in words, a damaged file read as far as it
goes) and the engine switch (a load goes to the side its model lives on; the side changes only when
that load succeeded)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, RemoteRef, parse_ref
from app.engine import protocol as p
from app.qt.engine_switch import EngineSwitch
from app.remote.refs import on_this_computer, where_it_runs
from app.remote.servers import RemoteServers, normalize_url
from models.errors import ModelError
from tests.app.fake_engine import FakeEngine
from tests.app.system.test_secrets import MemoryKeyring


def test_urls_are_checked_and_given_v1() -> None:
    assert normalize_url(" http://gpu-box:8000 ") == "http://gpu-box:8000/v1"
    assert normalize_url("https://llm.example/api/v1/") == "https://llm.example/api/v1"
    for bad in ("ftp://x", "gpu-box:8000", "", "http://a b"):
        with pytest.raises(ModelError, match="not a server address"):
            normalize_url(bad)
    assert parse_ref(str(RemoteRef("abc", "meta-llama/Llama-3-70B"))) == RemoteRef("abc", "meta-llama/Llama-3-70B")
    assert parse_ref("/home/me/models/phi") is None


def test_servers_keep_keys_in_the_keyring_and_survive_a_damaged_file(tmp_path: Path) -> None:
    keyring = MemoryKeyring()
    servers = RemoteServers(tmp_path, keyring)
    server, storage = servers.add("http://box:8000", "", "sk-123")
    assert storage == "keyring" and server.name == "box" and not server.consented
    assert servers.key(server.id) == "sk-123" and "sk-123" not in (tmp_path / "remotes.json").read_text()
    with pytest.raises(ModelError, match="already added"):
        servers.add("http://other:1", "BOX")
    servers.set_consented(server.id)
    assert servers.get("box") == servers.get(server.id) and servers.all()[0].consented
    servers.remove("box")
    assert servers.all() == [] and keyring.store == {}
    with pytest.raises(ModelError, match="No server named"):
        servers.remove("box")

    (tmp_path / "remotes.json").write_text("{not json")
    assert servers.all() == []
    good = {"id": "a1", "name": "ok", "base_url": "http://ok:1/v1", "models": [{"id": "m", "context_length": 9}]}
    (tmp_path / "remotes.json").write_text(json.dumps({"servers": [{"name": "no id"}, good]}))
    assert [(s.name, s.models[0].context_length) for s in servers.all()] == [("ok", 9)]


def test_the_switch_changes_side_only_when_the_load_succeeded(qtbot: QtBot) -> None:
    local, remote = FakeEngine(interval_ms=1), FakeEngine(interval_ms=1)
    switch = EngineSwitch(local, lambda: remote)
    ref = str(RemoteRef("s1", "big-model"))
    with qtbot.waitSignal(switch.loaded):
        switch.load("/models/small")
    remote.fail_load = p.Error("load_failed", "the server refused the API key")
    with qtbot.waitSignal(switch.load_failed):
        switch.load(ref)
    assert not switch.is_remote and switch.start_turn([ChatMessage("user", "hi")], Sampling())
    assert len(local.requested("turn")) == 1 and not remote.requested("turn")  # the local model kept answering
    with qtbot.waitSignal(switch.loaded):
        switch.load(ref)
    assert switch.is_remote and local.requested("unload")  # the local host ended: its memory is back
    switch.start_turn([ChatMessage("user", "hi")], Sampling())
    assert len(remote.requested("turn")) == 1
    with qtbot.waitSignal(switch.loaded):
        switch.load("/models/small")
    assert not switch.is_remote and remote.requested("unload")
    switch.shutdown()


def test_a_server_on_this_computer_is_told_apart_from_another_computer() -> None:
    for host in ("127.0.0.1:8080", "localhost:1234", "[::1]:8000", "127.0.1.1:5000"):
        assert on_this_computer(host) and where_it_runs(host) == "another program on this computer", host
    for host in ("gpu-box:8000", "192.168.1.20:11434", "10.0.0.1", "localhost.example.com:80"):
        assert not on_this_computer(host) and where_it_runs(host) == "your messages leave this computer", host
