"""A remote server in the window (the scripted engine is the local side, the fault stub the server):
adding it probes its models and keeps the key in the keyring; the picker shows the "runs on … your
messages leave this computer" line; nothing goes there before the person's yes; the badge while it is
current; a streamed reply whose provenance names the host; the offline switch sends nothing; a server
that refuses the key keeps the local model answering."""

from __future__ import annotations

from collections.abc import Iterator

import keyring
import pytest
from pytestqt.qtbot import QtBot

from app.system.paths import demo_model_dir
from tests.app.api.remote_stub import WORDS, Stub, stub_server
from tests.app.fake_engine import FakeEngine
from tests.app.system.test_secrets import MemoryKeyring
from tests.ui.models.test_model_switcher import actions
from tests.ui.window_helpers import Start, send, shot, transcript
from ui.models import model_switcher


@pytest.fixture
def stub() -> Iterator[Stub]:
    with stub_server() as server:
        yield server


def test_remote_server_consent_badge_stream_provenance_and_offline(qtbot: QtBot, launch: Start, engine: FakeEngine,
                                                                   stub: Stub, monkeypatch: pytest.MonkeyPatch) -> None:
    memory = MemoryKeyring()
    monkeypatch.setattr(keyring, "get_keyring", lambda: memory)  # never the OS keyring
    hearth = launch(model=demo_model_dir())
    window, controller, switcher = hearth.window, hearth.controller, hearth.window.switcher
    assert hearth.remotes is not None
    monkeypatch.setattr(model_switcher, "ask_server", lambda parent: (stub.url, "gpu box", "k3y"))
    with qtbot.waitSignal(hearth.remotes.added, timeout=10_000):
        switcher.add_server()
    server = hearth.remotes.servers.all()[0]
    assert memory.store[("Hearth", f"remote-{server.id}")] == "k3y" and stub.auth == ["Bearer k3y"]
    assert "Added gpu box" in window.notice_bar.text_label.text()
    host = stub.url.split("/")[2]
    ref = f"remote:{server.id}/stub-model"
    line = actions(switcher)[ref]
    assert host.startswith("127.0.0.1:")  # the stub is another program on this computer, and is called one
    assert f"stub-model on gpu box — 64 tokens of context · runs on {host} — another program on this computer" \
        == line.text()

    asked: list[str] = []
    monkeypatch.setattr(model_switcher, "ask_consent", lambda parent, choice: asked.append(choice.host) or False)
    line.trigger()
    assert asked == [host] and controller.model is not None and not controller.model.host
    assert len(stub.requests) == 1  # declined: nothing, not even GET /models, went there
    monkeypatch.setattr(model_switcher, "ask_consent", lambda parent, choice: asked.append(choice.host) or True)
    with qtbot.waitSignal(controller.models.loaded, timeout=10_000):
        actions(switcher)[ref].trigger()
    assert controller.model is not None and controller.model.host == host and ("unload", None) in engine.requests
    assert switcher.badge.isVisible() and switcher.badge.text() == f"Runs on {host} — another program on this computer"
    assert hearth.remotes.servers.all()[0].consented

    send(qtbot, window, "hello over there")
    reply = controller.thread_items()[-1].message
    assert reply.content == "".join(WORDS) and stub.chats() == 1
    assert reply.provenance is not None and reply.provenance.host == host
    assert "".join(WORDS) in transcript(window) and f"runs on {host}" in transcript(window)
    shot(window, "remote-model")

    hearth.settings.update(offline=True)
    assert not actions(switcher)[ref].isEnabled()
    with qtbot.waitSignal(controller.turns.reply_finished, timeout=5000):
        controller.send("and this?")
    failed = controller.thread_items()[-1].message.provenance
    assert failed is not None and "offline mode is on" in failed.error and stub.chats() == 1
    hearth.settings.update(offline=False)

    with qtbot.waitSignal(controller.models.loaded, timeout=5000):
        actions(switcher)[str(demo_model_dir())].trigger()
    assert controller.model is not None and not controller.model.host and not switcher.badge.isVisible()
    stub.mode = "401"
    with qtbot.waitSignal(controller.models.failed, timeout=10_000):
        actions(switcher)[ref].trigger()
    assert asked == [host, host]  # declined once, then agreed: never asked again
    assert controller.model is not None and controller.model.path == str(demo_model_dir())
    assert "refused the API key" in window.notice_bar.text_label.text()
