"""The chat controller with a scripted fake engine: every rule of a turn, in milliseconds."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.chat_controller import ChatController
from app.chat_thread import ModelInfo, ThreadItem, Usage, dropped_text, title_from
from app.engine import protocol as p
from app.generation import GenerationSettings
from app.store import Store
from tests.ui.fake_engine import FakeEngine

MODEL = Path("/models/tiny-model")


@pytest.fixture()
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "chats.sqlite3") as s:
        yield s


@pytest.fixture()
def engine() -> FakeEngine:
    return FakeEngine(interval_ms=1)


@pytest.fixture()
def chat(qtbot: QtBot, engine: FakeEngine, store: Store) -> Iterator[ChatController]:
    controller = ChatController(engine, store)
    with qtbot.waitSignal(controller.model_loaded):
        controller.load_model(MODEL)
    yield controller
    controller.shutdown()


def run(qtbot: QtBot, chat: ChatController, action: object) -> ThreadItem:
    """Do `action` (a callable) and wait for the reply it starts to finish; returns the reply."""
    with qtbot.waitSignal(chat.reply_finished, timeout=5000) as blocker:
        assert callable(action)
        assert action() is not False
    assert blocker.args is not None
    item = blocker.args[1]
    assert isinstance(item, ThreadItem)
    return item


def contents(chat: ChatController) -> list[tuple[str, str]]:
    return [(i.message.role, i.message.content) for i in chat.thread_items()]


def test_title_and_dropped_text() -> None:
    assert title_from("  Hello\n  there ") == "Hello there"
    long = title_from("Explain how the transformer architecture uses attention to weigh every token")
    assert long.endswith("…") and len(long) <= 49 and " " in long
    assert title_from("") == "New chat"
    assert dropped_text(3).startswith("3 earlier messages don't fit")
    assert dropped_text(1).startswith("1 earlier message doesn't fit")


def test_load_reports_device_and_fallback(qtbot: QtBot, engine: FakeEngine, store: Store) -> None:
    engine.fallback_reason = "cuda: no CUDA device"
    controller = ChatController(engine, store, providers=("cuda", "cpu"))
    with qtbot.waitSignal(controller.model_loaded) as blocker:
        controller.load_model(MODEL)
    info = blocker.args[0] if blocker.args else None
    assert info == ModelInfo("tiny-model", str(MODEL), "cpu", "cuda: no CUDA device", 2048, ("cuda",))
    assert engine.requests[0] == ("load", (str(MODEL), ("cuda", "cpu")))
    assert controller.can_send


def test_a_device_that_failed_is_skipped_for_that_model(qtbot: QtBot, engine: FakeEngine, store: Store) -> None:
    engine.fallback_reason = "cuda: out of memory"
    controller = ChatController(engine, store, providers=("cuda", "cpu"), failed_devices={"/other": ["dml"]})
    with qtbot.waitSignal(controller.failed_devices_changed) as remembered:
        controller.load_model(MODEL)
    assert remembered.args == [{"/other": ["dml"], str(MODEL): ["cuda"]}]
    qtbot.waitUntil(lambda: controller.model is not None)
    engine.fallback_reason = ""
    with qtbot.waitSignal(controller.model_loaded) as blocker:
        controller.load_model(MODEL)
    assert engine.requests[-1] == ("load", (str(MODEL), ("cpu",)))
    assert blocker.args is not None and blocker.args[0].skipped_devices == ("cuda",)
    with qtbot.waitSignal(controller.model_loaded):
        controller.load_model(Path("/models/another"))  # not this one: every device is tried
    assert engine.requests[-1] == ("load", ("/models/another", ("cuda", "cpu")))
    with qtbot.waitSignal(controller.failed_devices_changed) as forgotten:
        controller.try_all_devices()
    assert forgotten.args == [{}] and controller.failed_devices == {}
    qtbot.waitUntil(lambda: controller.model is not None)
    assert engine.requests[-1] == ("load", ("/models/another", ("cuda", "cpu")))


def test_load_failure_is_reported(qtbot: QtBot, engine: FakeEngine, store: Store) -> None:
    engine.fail_load = p.Error("model_invalid", "The folder has no genai_config.json.")
    controller = ChatController(engine, store)
    with qtbot.waitSignal(controller.model_failed) as blocker:
        controller.load_model(MODEL)
    assert blocker.args == ["The folder has no genai_config.json."]
    assert not controller.can_send
    with qtbot.waitSignal(controller.error) as err:
        assert controller.send("hello") is False
    assert err.args and "No model is loaded" in err.args[0]


def test_send_commits_first_then_streams_and_saves_provenance(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store) -> None:
    seen_at_plan: list[list[str]] = []
    original_plan = engine.plan

    def plan(*args: object, **kwargs: object) -> None:
        seen_at_plan.append([m.content for m in store.messages(chat.current_conversation or 0)])
        original_plan(*args, **kwargs)  # type: ignore[arg-type]

    engine.plan = plan  # type: ignore[method-assign]
    engine.enqueue("Hello there, friend!")
    pieces: list[str] = []
    chat.reply_text.connect(lambda _c, _m, text: pieces.append(text))
    busy: list[bool] = []
    chat.busy_changed.connect(busy.append)
    reply = run(qtbot, chat, lambda: chat.send("Say hello to me please"))
    assert seen_at_plan[0] == ["Say hello to me please"]  # committed before the engine was asked
    assert "".join(pieces) == "Hello there, friend!"
    assert busy == [True, False]
    message = reply.message
    assert message.status == "complete" and message.content == "Hello there, friend!"
    prov = message.provenance or {}
    assert prov["model"] == "tiny-model" and prov["device"] == "cpu"
    assert prov["temperature"] == 0.7 and prov["top_k"] == 40 and prov["seed"] is None
    assert prov["generated_tokens"] == 3 and prov["finish_reason"] == "stop"
    assert prov["tokens_per_s"] == 50.0 and prov["ttft_s"] == 0.05 and prov["dropped_messages"] == 0
    [conversation] = store.list_conversations()
    assert conversation.title == "Say hello to me please"
    assert conversation.model == "tiny-model"
    assert contents(chat) == [("user", "Say hello to me please"), ("assistant", "Hello there, friend!")]


def test_second_turn_sends_the_whole_history(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    run(qtbot, chat, lambda: chat.send("one"))
    run(qtbot, chat, lambda: chat.send("two"))
    assert [(m.role, m.content) for m in engine.turns[-1].messages] == [
        ("user", "one"), ("assistant", "Echo: one"), ("user", "two")]


def test_partial_reply_is_saved_while_streaming(qtbot: QtBot, chat: ChatController, engine: FakeEngine,
                                                store: Store) -> None:
    engine.interval_ms = 20
    engine.enqueue([f"w{i} " for i in range(100)])
    started: list[ThreadItem] = []
    chat.reply_started.connect(lambda _c, item: started.append(item))
    chat.send("stream a lot")
    qtbot.waitUntil(lambda: bool(started), timeout=2000)
    reply_id = started[0].message.id
    assert store.get_message(reply_id).status == "streaming"
    qtbot.waitUntil(lambda: store.get_message(reply_id).content.startswith("w0 w1"), timeout=1200)
    assert chat.thread_items()[-1].message.status == "streaming"  # live text, not the saved one
    with qtbot.waitSignal(chat.reply_finished, timeout=5000):
        chat.stop()
    assert store.get_message(reply_id).status == "cancelled"


def test_dropped_messages_are_announced_before_the_reply(qtbot: QtBot, chat: ChatController,
                                                         engine: FakeEngine) -> None:
    run(qtbot, chat, lambda: chat.send("one"))
    run(qtbot, chat, lambda: chat.send("two"))
    order: list[object] = []
    chat.context_notice.connect(lambda text, ids: order.append((text, ids)))
    chat.reply_started.connect(lambda *_: order.append("started"))
    engine.dropped = 3
    reply = run(qtbot, chat, lambda: chat.send("a long chat"))
    oldest = [i.message.id for i in chat.thread_items()[:3]]
    assert order == [(dropped_text(3), oldest), "started"]
    assert (reply.message.provenance or {})["dropped_messages"] == 3


def test_usage_reports_context_and_speed(qtbot: QtBot, chat: ChatController) -> None:
    usages: list[Usage] = []
    chat.usage_changed.connect(usages.append)
    run(qtbot, chat, lambda: chat.send("count me"))
    assert usages[-1].context_length == 2048 and usages[-1].tokens_per_s == 50.0
    assert usages[-1].used_tokens and usages[-1].used_tokens > 10


def test_stop_keeps_the_text_written_so_far(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    engine.enqueue([f"w{i} " for i in range(500)])
    chat.reply_text.connect(lambda *_: chat.stop())
    reply = run(qtbot, chat, lambda: chat.send("go on forever"))
    assert reply.message.status == "cancelled"
    assert reply.message.content.startswith("w0")
    assert (reply.message.provenance or {})["finish_reason"] == "cancelled"
    assert not chat.busy


def test_stop_while_planning_records_a_stopped_reply(qtbot: QtBot, chat: ChatController,
                                                     engine: FakeEngine) -> None:
    def send_and_stop() -> None:
        chat.send("never mind")
        chat.stop()

    reply = run(qtbot, chat, send_and_stop)
    assert reply.message.status == "cancelled" and reply.message.content == ""
    assert engine.turns == []


def test_regenerate_adds_a_version_and_keeps_the_old_one(qtbot: QtBot, chat: ChatController,
                                                         engine: FakeEngine, store: Store) -> None:
    engine.enqueue("first answer")
    first = run(qtbot, chat, lambda: chat.send("question"))
    engine.enqueue("second answer")
    changed: list[int] = []
    chat.thread_changed.connect(changed.append)
    second = run(qtbot, chat, chat.regenerate)
    assert changed  # the window shows the new version in place of the old one
    assert [(m.role, m.content) for m in engine.turns[-1].messages] == [("user", "question")]
    assert (second.version_index, second.version_count) == (1, 2)
    assert contents(chat)[-1] == ("assistant", "second answer")
    chat.switch_version(second.message.id, -1)
    items = chat.thread_items()
    assert items[-1].message.id == first.message.id and items[-1].version_index == 0
    assert [m.content for m in store.versions(first.message.id)] == ["first answer", "second answer"]


def test_edit_an_earlier_message_branches_and_reruns(qtbot: QtBot, chat: ChatController,
                                                     engine: FakeEngine) -> None:
    run(qtbot, chat, lambda: chat.send("first question"))
    run(qtbot, chat, lambda: chat.send("second question"))
    first_id = chat.thread_items()[0].message.id
    reply = run(qtbot, chat, lambda: chat.edit_message(first_id, "better question"))
    assert [(m.role, m.content) for m in engine.turns[-1].messages] == [("user", "better question")]
    assert contents(chat) == [("user", "better question"), ("assistant", "Echo: better question")]
    assert chat.thread_items()[0].version_count == 2
    assert reply.message.content == "Echo: better question"
    chat.switch_version(chat.thread_items()[0].message.id, -1)
    assert [c for _r, c in contents(chat)] == ["first question", "Echo: first question", "second question",
                                               "Echo: second question"]


def test_continue_a_reply_cut_at_the_length_limit(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    engine.enqueue("The story begins", finish_reason="length")
    cut = run(qtbot, chat, lambda: chat.send("tell a story"))
    assert cut.can_continue
    engine.enqueue(" and ends.")
    more = run(qtbot, chat, lambda: chat.continue_reply(cut.message.id))
    record = engine.turns[-1]
    assert record.continue_last
    assert record.messages[-1] == p.ChatMessage("assistant", "The story begins")
    assert more.message.content == "The story begins and ends."
    assert (more.version_index, more.version_count) == (1, 2)
    assert (more.message.provenance or {})["continued_from"] == cut.message.id
    assert not more.can_continue


def test_settings_are_kept_per_conversation(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    run(qtbot, chat, lambda: chat.send("first chat"))
    first = chat.current_conversation
    chat.set_settings(GenerationSettings(temperature=0.0, seed=7, system_prompt="Be brief."))
    run(qtbot, chat, lambda: chat.send("again"))
    record = engine.turns[-1]
    assert record.sampling.temperature == 0.0 and record.sampling.seed == 7
    assert record.system_prompt == "Be brief."
    chat.new_conversation()
    chat.set_settings(GenerationSettings(temperature=1.2))
    run(qtbot, chat, lambda: chat.send("second chat"))
    assert engine.turns[-1].sampling.temperature == 1.2
    assert first is not None
    with qtbot.waitSignal(chat.settings_changed) as opened:
        chat.open_conversation(first)
    assert chat.settings().seed == 7 and opened.args is not None and opened.args[0].seed == 7
    with qtbot.waitSignal(chat.settings_changed) as changed:  # set from code: views hear of it too
        chat.set_settings(GenerationSettings(seed=8))
    assert changed.args == [GenerationSettings(seed=8)]
    with qtbot.assertNotEmitted(chat.settings_changed):
        chat.set_settings(GenerationSettings(seed=8))
    with qtbot.waitSignal(chat.error):
        chat.set_settings(GenerationSettings(temperature=9.0))


def test_engine_crash_saves_the_reply_and_offers_a_reload(qtbot: QtBot, chat: ChatController,
                                                          engine: FakeEngine) -> None:
    engine.enqueue([f"w{i} " for i in range(50)], crash_after=5)
    crashes: list[str] = []
    chat.engine_crashed.connect(crashes.append)
    reply = run(qtbot, chat, lambda: chat.send("crash please"))
    assert reply.message.status == "error"
    assert reply.message.content == "w0 w1 w2 w3 w4 "
    assert "stopped unexpectedly" in (reply.message.provenance or {})["error"]
    assert len(crashes) == 1 and not chat.can_send
    with qtbot.waitSignal(chat.model_loaded):
        chat.reload_model()
    reply = run(qtbot, chat, lambda: chat.send("are you back?"))
    assert reply.message.status == "complete"


def test_prompt_too_long_becomes_an_error_reply(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    engine.fail_plan = p.Error("prompt_too_long", "The message is 9,000 tokens long, but ...")
    reply = run(qtbot, chat, lambda: chat.send("huge"))
    assert reply.message.status == "error"
    assert (reply.message.provenance or {})["error"].startswith("The message is 9,000 tokens")
    assert engine.turns == []


def test_busy_refuses_a_second_send(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    engine.enqueue([f"w{i} " for i in range(200)])
    chat.send("first")
    with qtbot.waitSignal(chat.error) as blocker:
        assert chat.send("second") is False
    assert blocker.args and "still being written" in blocker.args[0]
    with qtbot.waitSignal(chat.reply_finished, timeout=5000):
        chat.stop()


def test_shutdown_while_streaming_marks_the_reply_interrupted(qtbot: QtBot, engine: FakeEngine,
                                                              store: Store) -> None:
    controller = ChatController(engine, store)
    with qtbot.waitSignal(controller.model_loaded):
        controller.load_model(MODEL)
    engine.enqueue([f"w{i} " for i in range(500)])
    controller.send("long one")
    qtbot.waitUntil(lambda: engine.streaming and engine._emitted > 3, timeout=2000)
    controller.shutdown()
    reply = store.thread(controller.current_conversation or 0)[-1]
    assert reply.status == "interrupted" and reply.content.startswith("w0 w1 w2")
    assert engine.shut_down


def test_delete_and_undo(qtbot: QtBot, chat: ChatController, store: Store) -> None:
    run(qtbot, chat, lambda: chat.send("keep me"))
    cid = chat.current_conversation
    assert cid is not None
    opened: list[int] = []
    chat.conversation_opened.connect(opened.append)
    chat.delete_conversation(cid)
    assert store.list_conversations() == [] and chat.current_conversation is None and opened == [0]
    chat.restore_conversation(cid)
    assert [c.id for c in store.list_conversations()] == [cid] and chat.current_conversation == cid
