"""The chat controller's model on the scripted fake engine: loading, the device chosen and why, a failed
load (the model before it kept, or another offered), and the engine dying while idle or mid-reply."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.chat.provenance import Provenance
from app.conversation.thread import ModelInfo
from app.engine import protocol as p
from app.qt.chat_controller import ChatController
from app.qt.model_session import ModelSession
from app.store import Store
from tests.app.fake_engine import DEATH, FakeEngine
from tests.app.qt.chat_helpers import MODEL, make, run


def test_load_reports_device_and_fallback(qtbot: QtBot, engine: FakeEngine, store: Store) -> None:
    engine.failures = (p.DeviceFailure("cuda", "no CUDA device"),)
    controller = make(engine, store, providers=("cuda", "cpu"))
    with qtbot.waitSignal(controller.models.loading) as loading:
        controller.load_model(MODEL)
    assert loading.args == ["tiny-model"] and controller.models.is_loading and not controller.can_send
    with qtbot.waitSignal(controller.models.loaded) as blocker:
        pass
    info = blocker.args[0] if blocker.args else None
    assert info == ModelInfo("tiny-model", str(MODEL), "cpu", engine.failures, 2048, ("cuda",))
    assert engine.requests[0] == ("load", (str(MODEL), ("cuda", "cpu"), ()))
    assert controller.can_send and controller.model == info


def test_a_device_that_failed_is_skipped_for_that_model(qtbot: QtBot, engine: FakeEngine, store: Store) -> None:
    engine.failures = (p.DeviceFailure("cuda", "out of memory"),)
    models = ModelSession(engine, providers=("cuda", "cpu"), failed_devices={"/other": ["dml"]})
    controller = ChatController(engine, store, models)
    with qtbot.waitSignal(models.failed_devices_changed) as remembered:
        controller.load_model(MODEL)
    assert remembered.args == [{"/other": ["dml"], str(MODEL): ["cuda"]}]
    qtbot.waitUntil(lambda: controller.model is not None)
    engine.failures = ()
    with qtbot.waitSignal(models.loaded) as blocker:
        controller.load_model(MODEL)
    assert engine.requests[-1] == ("load", (str(MODEL), ("cuda", "cpu"), ("cuda",)))
    assert blocker.args is not None and blocker.args[0].skipped_devices == ("cuda",)
    with qtbot.waitSignal(models.loaded):
        controller.load_model(Path("/models/another"))  # not this one: every device is tried
    assert engine.requests[-1] == ("load", ("/models/another", ("cuda", "cpu"), ()))
    with qtbot.waitSignal(models.failed_devices_changed) as forgotten:
        models.try_all_devices()
    assert forgotten.args == [{}] and models.failed_devices == {}
    qtbot.waitUntil(lambda: not models.is_loading)
    assert engine.requests[-1] == ("load", ("/models/another", ("cuda", "cpu"), ()))
    assert controller.model is not None and controller.model.name == "another"


def test_load_failure_is_reported(qtbot: QtBot, engine: FakeEngine, store: Store) -> None:
    engine.fail_load = p.Error("model_invalid", "The folder has no genai_config.json.")
    controller = make(engine, store)
    with qtbot.waitSignal(controller.models.failed) as blocker:
        controller.load_model(MODEL)
    assert blocker.args == ["The folder has no genai_config.json.", False]
    assert not controller.can_send and not controller.models.is_loading
    with qtbot.waitSignal(controller.notices.posted) as err:
        assert controller.send("hello") is False
    assert err.args and "No model is loaded" in err.args[0].text


def test_a_failed_load_keeps_the_model_that_was_loaded(qtbot: QtBot, chat: ChatController,
                                                       engine: FakeEngine) -> None:
    before = chat.model
    engine.fail_load = p.Error("load_failed", "Out of memory while loading the weights.")
    with qtbot.waitSignal(chat.models.failed) as blocker:
        chat.load_model(Path("/models/too-big"))
        assert chat.models.is_loading and chat.model == before  # the old one answers meanwhile
    assert blocker.args == ["Out of memory while loading the weights.", True]
    assert chat.model == before and chat.can_send and not chat.models.is_loading
    reply = run(qtbot, chat, lambda: chat.send("still there?"))
    assert reply.message.content == "Echo: still there?"
    assert (reply.message.provenance or Provenance()).model == "tiny-model"
    with qtbot.waitSignal(chat.models.crashed):
        engine.crash_now()
    with qtbot.waitSignal(chat.models.loaded):  # "Load the model again": the one that stopped
        chat.models.reload()
    assert engine.requested("load")[-1][0] == str(MODEL) and chat.model == before


def test_a_failed_load_with_no_model_is_retried(qtbot: QtBot, engine: FakeEngine, store: Store) -> None:
    controller = make(engine, store)
    engine.fail_load = p.Error("load_failed", "The device is busy.")
    with qtbot.waitSignal(controller.models.failed):
        controller.load_model(MODEL)
    with qtbot.waitSignal(controller.models.loaded):
        controller.models.reload()
    assert engine.requested("load") == [(str(MODEL), (), ())] * 2 and controller.can_send


def test_nothing_is_sent_while_another_model_loads(qtbot: QtBot, chat: ChatController) -> None:
    run(qtbot, chat, lambda: chat.send("first"))
    chat.load_model(Path("/models/next"))
    assert chat.models.is_loading and chat.model is not None and not chat.can_send
    with qtbot.waitSignal(chat.notices.posted) as error:
        assert chat.regenerate() is False  # the swap would cut the reply off
    assert error.args and "loading" in error.args[0].text and not chat.busy
    qtbot.waitUntil(lambda: not chat.models.is_loading)
    assert run(qtbot, chat, chat.regenerate).message.status == "complete"


def test_loading_another_model_stops_the_reply_first(qtbot: QtBot, chat: ChatController,
                                                     engine: FakeEngine) -> None:
    engine.enqueue([f"w{i} " for i in range(500)])
    with qtbot.waitSignal(chat.turns.reply_text, timeout=3000):
        chat.send("long one")
    with qtbot.waitSignal(chat.models.loaded, timeout=3000):
        chat.load_model(Path("/models/next"))
        assert engine.requested("load")[-1][0] != "/models/next"  # not before the turn ended
    assert not chat.busy and chat.thread_items()[-1].message.status == "cancelled"
    assert engine.requested("load")[-1][0] == "/models/next" and chat.model is not None


def test_the_engine_dying_while_idle_is_reported_at_once(qtbot: QtBot, chat: ChatController,
                                                         engine: FakeEngine) -> None:
    with qtbot.waitSignal(chat.models.crashed) as blocker:
        engine.crash_now()
    assert blocker.args == [DEATH]
    assert chat.model is None and not chat.can_send
    with qtbot.waitSignal(chat.notices.posted) as err:
        assert chat.send("hello?") is False
    assert err.args and "No model is loaded" in err.args[0].text
    with qtbot.waitSignal(chat.models.loaded):
        chat.models.reload()
    assert engine.requested("load")[-1][0] == str(MODEL)
    assert run(qtbot, chat, lambda: chat.send("back?")).message.status == "complete"


@pytest.mark.parametrize("host_died_first", [False, True], ids=["turn-fails-first", "death-told-first"])
def test_engine_crash_saves_the_reply_and_offers_a_reload(qtbot: QtBot, chat: ChatController,
                                                          engine: FakeEngine, host_died_first: bool) -> None:
    engine.host_died_first = host_died_first
    engine.enqueue([f"w{i} " for i in range(50)], crash_after=5)
    crashes: list[str] = []
    chat.models.crashed.connect(crashes.append)
    reply = run(qtbot, chat, lambda: chat.send("crash please"))
    qtbot.waitUntil(lambda: bool(crashes))
    assert reply.message.status == "error"
    assert reply.message.content == "w0 w1 w2 w3 w4 "
    prov = reply.message.provenance or Provenance()
    assert prov.error == DEATH and prov.model == "tiny-model" and prov.device == "cpu"
    assert crashes == [DEATH] and not chat.can_send and not chat.busy
    assert reply.can_continue  # a failed reply with text can go on once the model is back
    with qtbot.waitSignal(chat.models.loaded):
        chat.models.reload()
    reply = run(qtbot, chat, lambda: chat.send("are you back?"))
    assert reply.message.status == "complete"
