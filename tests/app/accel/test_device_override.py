"""The device a person chooses for a model: sent with every load of that model, persisted, given back."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.conversation.thread import ModelInfo
from app.engine import protocol as p
from app.qt.model_session import ModelSession
from app.qt.settings_service import SettingsService
from app.settings import load_settings
from tests.app.fake_engine import FakeEngine

MODEL = Path("/models/tiny-model")
OTHER = Path("/models/other")


def test_an_override_persists_per_model_and_reaches_the_engine(qtbot: QtBot, tmp_path: Path) -> None:
    service = SettingsService(tmp_path / "settings.json")
    engine = FakeEngine(interval_ms=1)
    session = ModelSession(engine, device_overrides=service.settings.device_overrides)
    session.device_overrides_changed.connect(lambda chosen: service.update(device_overrides=chosen))
    with qtbot.waitSignal(session.loaded):
        session.load(MODEL)
    assert engine.prefer == ""  # Hearth chooses
    with qtbot.waitSignal(session.loaded):  # the model answering now is loaded again on the chosen device
        session.set_device(MODEL, "webgpu")
    assert engine.prefer == "webgpu"
    assert load_settings(tmp_path / "settings.json").settings.device_overrides == {str(MODEL): "webgpu"}

    again = ModelSession(engine, device_overrides=load_settings(tmp_path / "settings.json").settings.device_overrides)
    with qtbot.waitSignal(again.loaded):
        again.load(OTHER)
    assert engine.prefer == ""  # another model: Hearth's choice
    with qtbot.waitSignal(again.loaded):
        again.load(MODEL)
    assert engine.prefer == "webgpu"  # remembered across a restart

    again.device_overrides_changed.connect(lambda chosen: service.update(device_overrides=chosen))
    with qtbot.waitSignal(again.loaded):
        again.set_device(MODEL, "auto")
    assert engine.prefer == "" and load_settings(tmp_path / "settings.json").settings.device_overrides == {}


def test_the_device_story_names_the_device_and_why_the_others_are_not_used() -> None:
    info = ModelInfo("tiny", str(MODEL), "cpu", (p.DeviceFailure("cuda", "out of memory"),), 2048,
                     not_used=(p.DeviceFailure("webgpu", "no GPU that WebGPU can use"),),
                     why="no other device can run this model here")
    assert info.device_story().splitlines() == [
        "Runs on CPU: no other device can run this model here.",
        "CUDA failed: out of memory",
        "WebGPU not used: no GPU that WebGPU can use",
    ]


def test_a_garbage_override_setting_is_reset(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"device_overrides": {"/m": 3}}')
    result = load_settings(tmp_path / "settings.json")
    assert result.settings.device_overrides == {} and any("device_overrides" in p for p in result.problems)
