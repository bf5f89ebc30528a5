"""The chat controller with a scripted fake engine: every rule of a turn, in milliseconds."""

from __future__ import annotations

import re
from typing import Any

from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.chat.provenance import Provenance
from app.chat.values import ChatMessage
from app.conversation.thread import ThreadItem, Usage, dropped_text, reading_text, title_from
from app.engine import protocol as p
from app.qt.chat_controller import ChatController
from app.store import Store
from tests.app.fake_engine import FakeEngine
from tests.app.qt.chat_helpers import MODEL, contents, make, run


def test_title_dropped_and_reading_text() -> None:
    assert title_from("  Hello there\n\n  and more below ") == "Hello there"  # the first line
    long = title_from("Explain how the transformer architecture uses attention to weigh every token")
    assert long.endswith("…") and len(long) <= 49 and " " in long
    assert title_from("") == "New chat"
    assert dropped_text(3).startswith("3 earlier messages left out of this reply: the model's context is full.")
    assert dropped_text(1).startswith("1 earlier message left out of this reply: the model's context is full.")


    assert reading_text(0, 100, 0.0) == "Reading your message… 0 %"
    assert reading_text(50, 100, 0.2) == "Reading your message… 50 %"  # too early to say how long
    assert reading_text(25, 100, 3.0) == "Reading your message… 25 % (about 9 s left)"


# ---- turns -------------------------------------------------------------------------------------


def test_send_commits_first_then_streams_and_saves_provenance(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store) -> None:
    seen_at_start: list[list[str]] = []
    original_start = engine.start_turn

    def start_turn(*args: Any, **kwargs: Any) -> str:
        seen_at_start.append([m.content for m in store.messages(chat.current_conversation or 0)])
        return original_start(*args, **kwargs)

    engine.start_turn = start_turn  # type: ignore[method-assign]
    engine.enqueue("Hello there, friend!")
    pieces: list[str] = []
    chat.turns.reply_text.connect(lambda _c, _m, text: pieces.append(text))
    busy: list[bool] = []
    chat.turns.busy_changed.connect(busy.append)
    reply = run(qtbot, chat, lambda: chat.send("Say hello to me please"))
    assert seen_at_start[0] == ["Say hello to me please", ""]  # committed (and its reply begun) first
    assert "".join(pieces) == "Hello there, friend!"
    assert busy == [True, False]
    message = reply.message
    assert message.status == "complete" and message.content == "Hello there, friend!"
    prov = message.provenance or Provenance()
    assert prov.model == "tiny-model" and prov.device == "cpu"
    assert prov.parameters["temperature"] == 0.7 and prov.parameters["top_k"] == 40 and prov.parameters["seed"] is None
    assert prov.generated_tokens == 3 and prov.finish_reason == "stop"
    assert prov.tokens_per_s == 50.0 and prov.ttft_s == 0.05 and prov.dropped_messages == 0
    [conversation] = store.list_conversations()
    assert conversation.title == "Say hello to me please"
    assert conversation.model == "tiny-model"
    assert contents(chat) == [("user", "Say hello to me please"), ("assistant", "Hello there, friend!")]
    assert [r.id for r in engine.turns] == [reply_request(engine)]


def reply_request(engine: FakeEngine) -> str:
    """The id of the last turn the controller asked for."""
    return str(engine.requested("turn")[-1].id)


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
    chat.turns.reply_started.connect(lambda _c, item: started.append(item))
    chat.send("stream a lot")
    qtbot.waitUntil(lambda: bool(started), timeout=2000)
    reply_id = started[0].message.id
    assert store.get_message(reply_id).status == "streaming"
    qtbot.waitUntil(lambda: store.get_message(reply_id).content.startswith("w0 w1"), timeout=1200)
    assert chat.thread_items()[-1].message.status == "streaming"  # live text, not the saved one
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=5000):
        chat.stop()
    assert store.get_message(reply_id).status == "cancelled"


def test_dropped_messages_are_announced_before_the_text(qtbot: QtBot, chat: ChatController,
                                                       engine: FakeEngine) -> None:
    run(qtbot, chat, lambda: chat.send("one"))
    run(qtbot, chat, lambda: chat.send("two"))
    order: list[object] = []
    chat.turns.context_notice.connect(lambda text, ids: order.append((text, ids)))
    chat.turns.reply_started.connect(lambda *_: order.append("started"))
    chat.turns.reply_text.connect(lambda *_: order.append("text"))
    engine.dropped = 3
    reply = run(qtbot, chat, lambda: chat.send("a long chat"))
    oldest = [i.message.id for i in chat.thread_items()[:3]]
    assert order[:3] == ["started", (dropped_text(3), oldest), "text"]  # told by `started`, before any text
    assert order.count((dropped_text(3), oldest)) == 1
    assert (reply.message.provenance or Provenance()).dropped_messages == 3


def test_usage_reports_context_and_speed(qtbot: QtBot, chat: ChatController) -> None:
    usages: list[Usage] = []
    chat.usage_changed.connect(usages.append)
    run(qtbot, chat, lambda: chat.send("count me"))
    assert usages[-1].context_length == 2048 and usages[-1].tokens_per_s == 50.0
    assert usages[-1].used_tokens and usages[-1].used_tokens > 10


def test_the_context_meter_is_measured_by_id(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    run(qtbot, chat, lambda: chat.send("measure me"))
    cid = chat.current_conversation
    assert cid is not None
    chat.new_conversation()
    with qtbot.waitSignal(chat.usage_changed, check_params_cb=lambda u: bool(u.used_tokens)) as blocker:
        chat.open_conversation(cid)
    measure = engine.requested("measure")[-1]
    assert [m.content for m in measure.messages] == ["measure me", "Echo: measure me"] and measure.continue_last
    assert blocker.args == [Usage(engine.prompt_tokens(measure), 2048, 50.0, 0.05)]  # its last reply's speed
    stale = p.Measured("someone-else", 999, 0, 256, 2048)  # another request's answer is not ours
    with qtbot.assertNotEmitted(chat.usage_changed):
        engine.measured.emit(stale)


def test_a_failed_measure_leaves_everything_working(qtbot: QtBot, chat: ChatController,
                                                    engine: FakeEngine) -> None:
    with qtbot.waitSignal(engine.measured):  # the conversation measured as its turn ended
        run(qtbot, chat, lambda: chat.send("first"))
    cid = chat.current_conversation
    assert cid is not None
    engine.fail_measure = p.Error("prompt_too_long", "The conversation is too long to measure.")
    errors: list[str] = []
    chat.notices.posted.connect(lambda notice: errors.append(notice.text))
    with qtbot.waitSignal(engine.failed) as blocker:
        chat.open_conversation(cid)
    assert blocker.args is not None and blocker.args[0].id == engine.requested("measure")[-1].id
    assert errors == [] and not chat.busy  # the meter just keeps its last value
    assert run(qtbot, chat, lambda: chat.send("second")).message.status == "complete"


def test_stop_keeps_the_text_written_so_far(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    engine.enqueue([f"w{i} " for i in range(500)])
    chat.turns.reply_text.connect(chat.stop)
    reply = run(qtbot, chat, lambda: chat.send("go on forever"))
    chat.turns.reply_text.disconnect(chat.stop)
    assert reply.message.status == "cancelled"
    assert reply.message.content.startswith("w0")
    assert (reply.message.provenance or Provenance()).finish_reason == "cancelled"
    assert not chat.busy
    assert set(engine.requested("cancel")) == {reply_request(engine)}
    assert reply.can_continue  # a stopped reply can go on
    engine.enqueue(" and the rest.")
    more = run(qtbot, chat, lambda: chat.continue_reply(reply.message.id))
    assert engine.turns[-1].continue_last and engine.turns[-1].messages[-1].content == reply.message.content
    assert more.message.content == reply.message.content + " and the rest."


def test_stop_right_after_send_records_a_stopped_reply(qtbot: QtBot, chat: ChatController,
                                                       engine: FakeEngine) -> None:
    def send_and_stop() -> None:
        chat.send("never mind")
        chat.stop()

    reply = run(qtbot, chat, send_and_stop)
    assert reply.message.status == "cancelled" and reply.message.content == ""
    assert engine.turns == [] and engine.requested("cancel") == [reply_request(engine)]
    assert not reply.can_continue  # nothing to go on from


def test_stop_while_queued_cancels_that_turn(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    engine.ahead, engine.hold = 2, True  # two requests of other clients wait before ours, and stay
    statuses: list[str] = []
    chat.turns.reply_status.connect(lambda _c, _m, text: statuses.append(text))
    with qtbot.waitSignal(chat.turns.reply_status, timeout=3000):
        assert chat.send("wait your turn")
    assert statuses[0] == "Waiting for the engine (2 requests ahead)…" and chat.busy
    usages: list[Usage] = []
    chat.usage_changed.connect(usages.append)
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=3000) as blocker:
        chat.stop()
    assert blocker.args is not None and blocker.args[1].message.status == "cancelled"
    assert engine.requested("cancel") == [reply_request(engine)] and engine.turns == []
    assert all(u.used_tokens for u in usages)  # a turn that never ran says nothing of the context
    assert not chat.busy
    engine.ahead, engine.hold = 1, False
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=3000):
        chat.send("now")
    assert statuses[-3:] == ["Waiting for the engine (1 request ahead)…", "Reading your message… 0 %", ""]
    assert contents(chat)[-1] == ("assistant", "Echo: now")


def test_stop_while_the_prompt_is_read(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    engine.prefill_steps, engine.hold = 1, True
    with qtbot.waitSignal(chat.turns.reply_status, timeout=3000) as status:
        chat.send("a long prompt")
    assert status.args is not None and re.fullmatch(r"Reading your message… \d+ %", status.args[2])
    assert [r.id for r in engine.turns] == [reply_request(engine)]
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=3000) as blocker:
        chat.stop()
    assert blocker.args is not None and blocker.args[1].message.status == "cancelled"
    assert engine.requested("cancel") == [reply_request(engine)]


def test_events_of_other_requests_are_ignored(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    engine.enqueue([f"w{i} " for i in range(300)])
    with qtbot.waitSignal(chat.turns.reply_text, timeout=3000):
        chat.send("mine")
    with qtbot.assertNotEmitted(chat.turns.reply_finished):
        engine.tokens.emit("other", "NOT MINE")
        engine.done.emit(p.Done("other", "stop", 1, 0, 1, 0.1, 1.0))
        engine.failed.emit(p.Error("generation_failed", "not mine either", "other"))
    assert chat.busy
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=3000) as blocker:
        chat.stop()
    assert blocker.args is not None and "NOT MINE" not in blocker.args[1].message.content


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


def test_continue_a_reply_cut_at_the_length_limit(qtbot: QtBot, chat: ChatController, engine: FakeEngine,
                                                  store: Store) -> None:
    engine.enqueue("The story begins", finish_reason="length")
    cut = run(qtbot, chat, lambda: chat.send("tell a story"))
    assert cut.can_continue
    engine.enqueue(" and ends.")
    more = run(qtbot, chat, lambda: chat.continue_reply(cut.message.id))
    record = engine.turns[-1]
    assert record.continue_last
    assert record.messages[-1] == ChatMessage("assistant", "The story begins")
    assert more.message.content == "The story begins and ends."
    assert (more.version_index, more.version_count) == (0, 1)  # it went on in place: one reply, not two
    made, was = more.message.provenance or Provenance(), cut.message.provenance or Provenance()
    assert made.continued_from == cut.message.id
    before = was.generated_tokens or 0
    assert made.earlier_tokens == before > 0
    assert (made.generated_tokens or 0) > before  # the whole reply's length
    assert not more.can_continue
    assert [m.content for m in store.messages(more.message.conversation_id)] == [
        "tell a story", "The story begins and ends."]


def test_continue_keeps_the_replys_place_among_its_versions(qtbot: QtBot, chat: ChatController,
                                                            engine: FakeEngine) -> None:
    run(qtbot, chat, lambda: chat.send("tell a story"))
    engine.enqueue("Once", finish_reason="length")
    second = run(qtbot, chat, chat.regenerate)
    assert (second.version_index, second.version_count) == (1, 2)
    chat.switch_version(second.message.id, -1)  # the first version is shown; the second one was cut
    chat.switch_version(chat.thread_items()[-1].message.id, +1)
    seen: list[ThreadItem] = []
    chat.thread_changed.connect(lambda _cid: seen.extend(chat.thread_items()[-1:]))
    engine.enqueue(" upon a time.")
    more = run(qtbot, chat, lambda: chat.continue_reply(second.message.id))
    assert seen and all(i.version_count == 2 for i in seen)  # while it streams: still two versions
    assert more.message.content == "Once upon a time."
    assert (more.version_index, more.version_count) == (1, 2)


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
    with qtbot.waitSignal(chat.notices.posted):
        chat.set_settings(GenerationSettings(temperature=9.0))


def test_prompt_too_long_becomes_an_error_reply(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    engine.fail_turn = p.Error("prompt_too_long", "The message is 9,000 tokens long, but ...")
    reply = run(qtbot, chat, lambda: chat.send("huge"))
    assert reply.message.status == "error"
    assert (reply.message.provenance or Provenance()).error.startswith("The message is 9,000 tokens")
    assert engine.turns == [] and not chat.busy
    assert not reply.can_continue  # no text to go on from


def test_busy_refuses_a_second_send(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    engine.enqueue([f"w{i} " for i in range(200)])
    chat.send("first")
    with qtbot.waitSignal(chat.notices.posted) as blocker:
        assert chat.send("second") is False
    assert blocker.args and "still being written" in blocker.args[0].text
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=5000):
        chat.stop()


def test_shutdown_while_streaming_marks_the_reply_interrupted(qtbot: QtBot, engine: FakeEngine,
                                                              store: Store) -> None:
    controller = make(engine, store)
    with qtbot.waitSignal(controller.models.loaded):
        controller.load_model(MODEL)
    engine.enqueue([f"w{i} " for i in range(500)])
    controller.send("long one")
    qtbot.waitUntil(lambda: engine.running is not None and engine.running.emitted > 3, timeout=2000)
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
    assert store.list_conversations() == [] and chat.current_conversation is None and opened == [0]  # none left
    chat.restore_conversation(cid)
    assert [c.id for c in store.list_conversations()] == [cid] and chat.current_conversation == cid
