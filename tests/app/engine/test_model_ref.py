"""`ModelRef`: a model is a local folder or a server's model, never a remote model squeezed into a `Path`.

The bug it prevents was Windows-only: `Path("remote:srv/m")` prints as `remote:srv\\m` there, which no
longer reads as a remote model, so the model went to the local engine as a folder. These tests run the
round trips (settings, the store, the picker, the model session and the engine switch) under POSIX and
Windows path rules, on any OS: `app.chat.values` makes local folders with the path class patched in.
"""

from __future__ import annotations

from pathlib import Path, PurePath, PurePosixPath, PureWindowsPath

import pytest
from pytestqt.qtbot import QtBot

from app.chat import values
from app.chat.values import RemoteRef, model_name, model_ref, parse_ref
from app.conversation.model_choices import find, remote_choices
from app.qt.engine_switch import EngineSwitch
from app.qt.model_session import ModelSession
from app.remote.refs import RemoteModel
from app.remote.servers import RemoteServer
from app.settings import Settings, load_settings, save_settings
from app.store import Store
from tests.app.fake_engine import FakeEngine

REMOTE = RemoteRef("s1", "meta-llama/Llama-3-70B")
FOLDERS = {PurePosixPath: "/home/zoë ødegård/My Models/phi-4", PureWindowsPath: r"C:\Users\Zoë Ødegård\My Models\phi-4"}


@pytest.fixture(params=[PurePosixPath, PureWindowsPath], ids=["posix", "windows"])
def rules(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> type[PurePath]:
    """Local folders are made with this OS's path rules (`model_ref` builds them)."""
    monkeypatch.setattr(values, "Path", request.param)
    return request.param  # type: ignore[no-any-return]


def test_a_ref_reads_back_as_what_it_was(rules: type[PurePath]) -> None:
    assert str(REMOTE) == "remote:s1/meta-llama/Llama-3-70B"
    assert model_ref(str(REMOTE)) == REMOTE and model_name(REMOTE) == "meta-llama/Llama-3-70B"
    folder = model_ref(FOLDERS[rules])
    assert isinstance(folder, rules) and str(folder) == FOLDERS[rules] and model_name(folder) == "phi-4"
    assert parse_ref(FOLDERS[rules]) is None and parse_ref("remote:/m") is None and parse_ref("remote:s1") is None
    # What used to happen to a remote model carried in a Windows path:
    assert parse_ref(str(PureWindowsPath(str(REMOTE)))) is None


def test_settings_and_the_store_keep_the_model(rules: type[PurePath], tmp_path: Path) -> None:
    for ref in (REMOTE, model_ref(FOLDERS[rules])):
        save_settings(tmp_path / "settings.json", Settings(last_model=str(ref)))
        assert model_ref(load_settings(tmp_path / "settings.json").settings.last_model) == ref

    server = RemoteServer("s1", "gpu box", "http://gpu-box:8000/v1", True, models=(RemoteModel(REMOTE.model_id, 0),))
    choices = remote_choices([server], (True, ""))
    assert [c.ref for c in choices] == [REMOTE]
    store = Store.open(tmp_path / "conversations.sqlite3")
    try:
        conversation = store.create_conversation(model=choices[0].name)
        kept = store.get_conversation(conversation.id).model
    finally:
        store.close()
    chosen = find(choices, kept)  # reopening the conversation offers its model again
    assert chosen is not None and chosen.ref == REMOTE and find(choices, str(REMOTE)) is chosen


def test_the_session_and_the_switch_send_each_model_to_its_engine(rules: type[PurePath], qtbot: QtBot) -> None:
    local, remote = FakeEngine(interval_ms=1), FakeEngine(interval_ms=1)
    switch = EngineSwitch(local, lambda: remote)
    session = ModelSession(switch)
    folder = model_ref(FOLDERS[rules])
    try:
        for ref, engine in ((REMOTE, remote), (folder, local), (REMOTE, remote)):
            with qtbot.waitSignal(session.loaded) as loaded:
                session.load(ref)  # type: ignore[arg-type]  # a Windows path stands in for Path here
            assert engine.requested("load")[-1][0] == str(ref) and loaded.args[0].path == str(ref)
            assert switch.is_remote == (engine is remote)
        with qtbot.waitSignal(session.loaded):
            session.reload()  # back from ModelInfo.path's text to the ref: still the remote model
        assert [r[0] for r in remote.requested("load")] == [str(REMOTE)] * 3
        assert [r[0] for r in local.requested("load")] == [str(folder)]
    finally:
        switch.shutdown()
