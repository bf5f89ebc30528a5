"""New chats start from the defaults; the figures are the open conversation's; the model titles a
conversation after its first reply, in the background, and a person's send never waits behind it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.conversation.thread import Usage
from app.qt.chat_controller import ChatController
from app.qt.context_meter import DraftSize
from app.qt.titles import (
    REQUEST,
    better_title,
    clean_title,
    estimated_parameters,
    writes_titles_well,
)
from app.store import Store
from tests.app.fake_engine import FakeEngine, TurnRecord
from tests.app.qt.chat_helpers import MODEL, make, run


def test_the_open_chats_settings_are_held_so_a_send_reads_none_from_the_store(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    chat.set_settings(GenerationSettings(max_new_tokens=77, system_prompt="Terse."))
    run(qtbot, chat, lambda: chat.send("first"))  # the new chat is saved with them
    cid = chat.current_conversation
    assert cid is not None
    chat.new_conversation()
    chat.open_conversation(cid)  # read once, as it opens
    read = GenerationSettings.from_dict
    reads: list[object] = []
    monkeypatch.setattr(GenerationSettings, "from_dict", classmethod(lambda cls, data: (reads.append(data),
                                                                                       read(data))[1]))
    run(qtbot, chat, lambda: chat.send("second"))
    chat.set_settings(GenerationSettings(max_new_tokens=88))  # written through
    run(qtbot, chat, lambda: chat.send("third"))
    assert reads == []  # no send read the settings from the store
    assert [t.sampling.max_new_tokens for t in engine.turns[-2:]] == [77, 88]
    assert engine.turns[-2].system_prompt == "Terse."
    assert read(store.get_conversation(cid).settings).max_new_tokens == 88  # the store has them too


def test_a_new_chat_gets_the_defaults_not_the_last_chats_settings(qtbot: QtBot, chat: ChatController,
                                                                    engine: FakeEngine) -> None:
    defaults = GenerationSettings(temperature=0.2, max_new_tokens=300, system_prompt="Be kind.")
    with qtbot.waitSignal(chat.defaults_changed), qtbot.waitSignal(chat.settings_changed):
        chat.set_new_chat_defaults(defaults)  # the new chat open now was untouched: it takes them
    run(qtbot, chat, lambda: chat.send("first"))
    assert engine.turns[-1].system_prompt == "Be kind." and engine.turns[-1].sampling.max_new_tokens == 300
    chat.set_settings(GenerationSettings(max_new_tokens=60, system_prompt="Pirate voice."))
    with qtbot.waitSignal(chat.settings_changed) as opened:
        chat.new_conversation()
    assert opened.args == [defaults] and chat.settings() == defaults
    run(qtbot, chat, lambda: chat.send("second"))
    assert engine.turns[-1].sampling.max_new_tokens == 300 and engine.turns[-1].system_prompt == "Be kind."
    chat.new_conversation()
    chat.set_settings(GenerationSettings(seed=3))  # changed by the person: new defaults leave it alone
    chat.set_new_chat_defaults(GenerationSettings(temperature=1.0))
    assert chat.settings() == GenerationSettings(seed=3)


def test_figures_belong_to_the_open_conversation(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    run(qtbot, chat, lambda: chat.send("first"))
    first = chat.current_conversation
    assert first is not None
    with qtbot.waitSignal(chat.usage_changed) as cleared:
        chat.new_conversation()
    assert cleared.args == [Usage(None, 2048)]  # a new chat has no figures yet
    engine.interval_ms = 5
    engine.enqueue([f"w{i} " for i in range(40)])
    usages: list[Usage] = []
    chat.usage_changed.connect(usages.append)
    assert chat.send("second")
    second = chat.current_conversation
    chat.open_conversation(first)  # while the other conversation's reply is written
    qtbot.waitUntil(lambda: not chat.busy, timeout=5000)
    qtbot.waitUntil(lambda: bool(usages) and usages[-1].used_tokens is not None, timeout=2000)
    assert all(u.tokens_per_s in (None, 50.0) for u in usages)
    assert usages[-1].used_tokens == engine.prompt_tokens(engine.requested("measure")[-1])  # the first's
    assert second is not None and second != first


def test_a_draft_is_measured_with_the_thread(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    run(qtbot, chat, lambda: chat.send("hello there"))
    with qtbot.waitSignal(chat.meter.draft_measured) as measured:
        chat.meter.measure_draft("one two three four")
    size = measured.args[0] if measured.args else None
    assert isinstance(size, DraftSize) and size.text == "one two three four"
    assert [m.content for m in engine.requested("measure")[-1].messages][-1] == "one two three four"
    assert size.with_draft > size.without and size.draft_tokens == size.with_draft - size.without
    assert size.context_length == 2048 and 0 < size.fraction < 1


def test_a_draft_is_read_ahead_in_a_plain_chat_only_and_again_once_a_reply_ends(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    with qtbot.waitSignal(chat.meter.draft_measured):
        chat.meter.measure_draft("tell me ab")
    assert engine.requested("measure")[-1].read_ahead  # the engine reads it while the person types
    engine.interval_ms = 50  # a reply long enough to type during
    engine.enqueue("The sea is wide and deep, and it is full of fish.")
    chat.send("hello there")
    qtbot.waitUntil(lambda: chat.busy, timeout=2000)
    chat.meter.measure_draft("and the riv")  # typed while the reply is written
    measures = len(engine.requested("measure"))
    qtbot.waitUntil(lambda: not chat.busy, timeout=5000)

    def again() -> list[TurnRecord]:  # measured again once the reply is in the conversation: the engine is idle
        return [m for m in engine.requested("measure")[measures:] if m.messages[-1].content == "and the riv"]

    qtbot.waitUntil(lambda: bool(again()), timeout=2000)
    assert again()[0].read_ahead and again()[0].messages[-2].content.startswith("The sea is wide")
    chat.set_settings(replace(chat.settings(), tools=("calculator",)))
    with qtbot.waitSignal(chat.meter.draft_measured):
        chat.meter.measure_draft("what is 2 + 2")
    assert not engine.requested("measure")[-1].read_ahead  # its tool listing is read ahead instead


def test_a_draft_that_pauses_after_quitting_is_not_measured(qtbot: QtBot, engine: FakeEngine, store: Store) -> None:
    chat = make(engine, store)
    with qtbot.waitSignal(chat.models.loaded):
        chat.load_model(MODEL)
    chat.open_conversation(store.create_conversation("kept").id)
    chat.shutdown()
    store.close()  # as quitting does, while the composer's pause timer may still fire
    measures = len(engine.requested("measure"))
    chat.meter.measure_draft("typed just before quitting")  # read nothing from the closed store
    chat.meter.refresh()
    assert len(engine.requested("measure")) == measures


def test_the_model_titles_a_conversation_after_its_first_reply(qtbot: QtBot, chat: ChatController,
                                                               engine: FakeEngine) -> None:
    chat.titles.enabled = True
    engine.enqueue("Sure, here is how to bake sourdough bread at home.")
    engine.enqueue('Title: "Baking Sourdough at Home".')
    with qtbot.waitSignal(chat.conversations_changed, timeout=3000,
                          check_params_cb=lambda: chat.conversations()[0].title != "hi can you help me"):
        run(qtbot, chat, lambda: chat.send("hi can you help me\nI want to bake bread"))
    assert chat.conversations()[0].title == "Baking Sourdough at Home"
    first, title_turn = engine.turns[0], engine.turns[-1]
    # The conversation as it was sent, then the question, with the chat's sampling: the engine's cache holds it
    assert [m.content for m in title_turn.messages] == [*(m.content for m in first.messages),
                                                        "Sure, here is how to bake sourdough bread at home.", REQUEST]
    assert title_turn.system_prompt == first.system_prompt and title_turn.sampling.max_new_tokens <= 16
    assert title_turn.sampling.temperature == first.sampling.temperature
    run(qtbot, chat, lambda: chat.send("and rye?"))  # not the first exchange: no title turn
    assert engine.turns[-1].messages[-1].content != REQUEST and len(engine.turns) == 3


def test_a_good_first_line_is_kept_and_no_title_is_asked(qtbot: QtBot, chat: ChatController,
                                                          engine: FakeEngine) -> None:
    chat.titles.enabled = True
    run(qtbot, chat, lambda: chat.send("Hello! What is the capital of France?"))
    assert len(engine.turns) == 1 and not chat.titles.running
    assert chat.conversations()[0].title == "Hello! What is the capital of France?"


@pytest.mark.parametrize(("title", "question", "answer", "better"), [
    ("Baking Sourdough at Home", "hi can you help me\nI want to bake bread", "Bake sourdough at home.", True),
    ("Bonjour à la bataille de la France", "hi\nWhat is the capital of France?", "Paris.", False),
    ("Quillininetakeshape", "hello", "Hello! How can I help you today?", False),
    ("Capital of France", "Hello! What is the capital of France?", "Paris is the capital.", False),  # good line
])
def test_a_model_title_replaces_the_first_line_only_when_clearly_better(title: str, question: str, answer: str,
                                                                        better: bool) -> None:
    assert better_title(title, question, answer) is better


def test_a_model_too_small_to_title_well_is_not_asked(demo_model: Path, tmp_path: Path) -> None:
    parameters = estimated_parameters(demo_model)
    assert parameters is not None and parameters < 200_000_000  # SmolLM2 135M
    assert not writes_titles_well(str(demo_model))
    assert writes_titles_well("")  # a model of unknown size (a remote one) is trusted
    big = tmp_path / "big"
    big.mkdir()
    (big / "genai_config.json").write_text('{"model": {"vocab_size": 128256, "decoder": '
                                           '{"num_hidden_layers": 16, "hidden_size": 2048}}}')  # Llama 3.2 1B
    assert writes_titles_well(str(big))


def test_a_send_cancels_the_title_being_written(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    chat.titles.enabled = True
    run(qtbot, chat, lambda: chat.send("a trip"))
    qtbot.waitUntil(lambda: chat.titles.running, timeout=2000)
    title_id = engine.requested("turn")[-1].id
    engine.enqueue("Here is the next answer.")
    reply = run(qtbot, chat, lambda: chat.send("to Rome"))
    assert ("cancel", title_id) in engine.requests
    assert reply.message.content == "Here is the next answer." and not chat.titles.running
    assert chat.conversations()[0].title == "a trip"  # the first line stays


def test_a_renamed_conversation_keeps_its_name(qtbot: QtBot, chat: ChatController, engine: FakeEngine) -> None:
    chat.titles.enabled = True
    engine.hold = True
    engine.enqueue("An answer.")
    engine.enqueue("A Model Title")
    run(qtbot, chat, lambda: chat.send("question"))
    cid = chat.current_conversation
    assert cid is not None and chat.titles.running
    chat.rename_conversation(cid, "Mine")
    with qtbot.waitSignal(engine.done, timeout=3000):
        engine.hold = False
    assert chat.conversation_title(cid) == "Mine"


@pytest.mark.parametrize(("answer", "title"), [
    ("Baking Bread", "Baking Bread"), ("# **Trip to Rome**\n\nMore text", "Trip to Rome"),
    ("“Quantum computing basics.”", "Quantum computing basics"), ("", None), ("\n  \n", None),
    ("This is far too long to be a title because it goes on and on about everything", None)])
def test_clean_title(answer: str, title: str | None) -> None:
    assert clean_title(answer) == title
