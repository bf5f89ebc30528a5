"""Compare (`app.qt.compare`) on the scripted fake engine and the real store: both sides stream with the same
seed, Stop stops both, keeping one stores the other as a sibling version, a side whose model does not load
says why while the other finishes."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.chat.values import ModelRef
from app.engine import protocol as p
from app.qt.chat_controller import ChatController
from app.qt.compare import WAITING, CompareController, Side
from app.qt.turn_runner import Engine, TurnRunner
from app.store import Store
from tests.app.fake_engine import FakeEngine

OTHER = Path("/models/other-model")


def compare_of(chat: ChatController, engine: FakeEngine, store: Store, *others: FakeEngine) -> CompareController:
    """A comparison over the chat's engine; another model's side gets the next of `others`."""
    made = list(others)

    def engines(_ref: ModelRef) -> Engine:
        return made.pop(0)

    return CompareController(chat, engine, store, engines, chat)


def ended(qtbot: QtBot, compare: CompareController) -> None:
    qtbot.waitUntil(lambda: not compare.busy, timeout=5000)


def test_one_model_two_settings_streams_both_with_one_seed_and_keeps_the_other_as_a_branch(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store) -> None:
    compare = compare_of(chat, engine, store)
    engine.enqueue("The first reply streams.")
    engine.enqueue("The second one too.")
    pieces: dict[int, list[str]] = {0: [], 1: []}
    statuses: list[tuple[int, str]] = []
    compare.side_text.connect(lambda side, text: pieces[side].append(text))
    compare.side_status.connect(lambda side, text: statuses.append((side, text)))
    greedy, warm = GenerationSettings(temperature=0.0), GenerationSettings(temperature=1.0)

    assert compare.start("Tell me something.", Side(greedy), Side(warm))
    ended(qtbot, compare)

    assert "".join(pieces[0]) == "The first reply streams." and len(pieces[0]) > 1
    assert "".join(pieces[1]) == "The second one too." and len(pieces[1]) > 1
    turns = engine.requested("turn")
    assert [t.sampling.temperature for t in turns] == [0.0, 1.0]
    assert turns[0].sampling.seed == turns[1].sampling.seed == compare.seed  # one seed, drawn: the chat has none
    assert (1, translate_waiting()) in statuses  # one host writes one reply at a time: B says it waits
    left, right = compare.reply_id(0), compare.reply_id(1)
    assert left is not None and right is not None

    assert compare.keep(1)
    assert not compare.active
    versions = store.versions(right)
    assert [m.id for m in versions] == [left, right]  # siblings under the one user message
    assert {m.content for m in versions} == {"The first reply streams.", "The second one too."}
    cid = store.get_message(right).conversation_id
    assert store.get_conversation(cid).current_leaf_id == right  # the kept one is the answer
    assert [m.role for m in store.thread(cid)] == ["user", "assistant"]
    kept = store.get_message(right).provenance
    assert kept is not None and kept.parameters["seed"] == compare.seed and kept.parameters["temperature"] == 1.0


def translate_waiting() -> str:
    return WAITING  # the tests run untranslated (English)


def test_two_models_stream_at_once_and_keeping_the_first_leaves_the_second_a_version(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store) -> None:
    other = FakeEngine(interval_ms=1)
    other.device = "dml"
    compare = compare_of(chat, engine, store, other)
    engine.enqueue(["Here ", "is ", "A."])
    other.enqueue(["Here ", "is ", "B."])
    ready: list[tuple[int, str, str]] = []
    compare.side_ready.connect(lambda side, facts: ready.append((side, facts.model, facts.device)))
    seeded = GenerationSettings(seed=7)

    assert compare.start("Compare us.", Side(seeded), Side(seeded, OTHER))
    ended(qtbot, compare)

    assert other.requested("load")[0][0] == str(OTHER)  # its own engine loaded the other model
    assert [t.sampling.seed for t in engine.requested("turn") + other.requested("turn")] == [7, 7]
    assert sorted(ready) == [(0, "tiny-model", "cpu"), (1, "other-model", "dml")]
    a, b = compare.reply_id(0), compare.reply_id(1)
    assert a is not None and b is not None
    assert store.get_message(b).provenance is not None
    assert store.get_message(b).provenance.model == "other-model"  # type: ignore[union-attr]
    assert compare.keep(0)
    assert other.requested("unload")  # the second model's memory goes back when the comparison closes
    cid = store.get_message(a).conversation_id
    assert store.get_conversation(cid).model == "tiny-model"  # A's, kept: the chat suggests it when reopened
    assert store.get_conversation(cid).current_leaf_id == a
    assert {m.id for m in store.versions(a)} == {a, b}


def test_stop_stops_both_and_keeps_what_they_wrote(qtbot: QtBot, chat: ChatController, engine: FakeEngine,
                                                    store: Store) -> None:
    other = FakeEngine(interval_ms=1)
    compare = compare_of(chat, engine, store, other)
    long = [f"word{i} " for i in range(5000)]
    engine.enqueue(long)
    other.enqueue(long)
    seen = {0: 0, 1: 0}
    compare.side_text.connect(lambda side, _text: seen.__setitem__(side, seen[side] + 1))
    finished: dict[int, str] = {}
    compare.side_finished.connect(lambda side, item: finished.__setitem__(side, item.message.status))

    assert compare.start("Write a lot.", Side(GenerationSettings()), Side(GenerationSettings(), OTHER))
    qtbot.waitUntil(lambda: seen[0] > 2 and seen[1] > 2, timeout=5000)
    compare.stop()
    ended(qtbot, compare)

    assert finished == {0: "cancelled", 1: "cancelled"}
    assert engine.requested("cancel") and other.requested("cancel")
    for side in (0, 1):
        reply = compare.reply_id(side)
        assert reply is not None
        text = store.get_message(reply).content
        assert text.startswith("word0 ") and len(text.split()) < 5000  # what it wrote, not more


def test_a_side_whose_model_does_not_load_says_why_and_the_other_finishes(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store) -> None:
    other = FakeEngine(interval_ms=1)
    other.fail_load = p.Error("load_failed", "The engine stopped: it ran out of memory.")
    compare = compare_of(chat, engine, store, other)
    engine.enqueue("A still answers.")
    failed: list[tuple[int, str]] = []
    compare.side_failed.connect(lambda side, text: failed.append((side, text)))

    assert compare.start("Hello?", Side(GenerationSettings()), Side(GenerationSettings(), OTHER))
    ended(qtbot, compare)

    assert failed == [(1, "other-model could not be loaded beside tiny-model: The engine stopped: it ran out of "
                          "memory.")]
    a = compare.reply_id(0)
    assert a is not None and store.get_message(a).content == "A still answers."
    assert compare.reply_id(1) is None and not compare.keep(1)  # nothing to keep there
    assert compare.keep(0)
    assert len(store.versions(a)) == 1  # no empty reply was left behind for B


def test_a_comparison_waits_for_a_reply_being_written(qtbot: QtBot, chat: ChatController, engine: FakeEngine,
                                                      store: Store) -> None:
    compare = compare_of(chat, engine, store)
    engine.hold = True
    errors: list[str] = []
    chat.notices.posted.connect(lambda notice: errors.append(notice.text))
    assert chat.send("First.")
    assert not compare.start("Second.", Side(GenerationSettings()), Side(replace(GenerationSettings(), top_k=5)))
    assert errors and not compare.active
    engine.hold = False
    chat.stop()
    qtbot.waitUntil(lambda: not chat.busy, timeout=5000)


def test_a_second_local_model_too_big_for_the_free_memory_is_refused_before_it_loads(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store, tmp_path: Path) -> None:
    big = tmp_path / "big-model"
    big.mkdir()
    with (big / "model.onnx.data").open("wb") as weights:
        weights.truncate(600 * 1024**2)  # 600 MB of weights (sparse: no disk used)
    other = FakeEngine(interval_ms=1)
    compare = compare_of(chat, engine, store, other)
    compare.free_ram_mb = lambda: 512
    failed: list[tuple[int, str]] = []
    compare.side_failed.connect(lambda side, text: failed.append((side, text)))

    assert compare.start("Hello?", Side(GenerationSettings()), Side(GenerationSettings(), big))
    ended(qtbot, compare)

    assert failed == [(1, "big-model could not be loaded beside tiny-model: it needs about 1.0 GB of memory and "
                          "537 MB is free; choose a smaller model, or compare one model with two settings")]
    assert not other.requests  # no second host was started for it
    assert compare.reply_id(0) is not None and compare.keep(0)
    compare.free_ram_mb = lambda: 4096  # with room, the same model loads beside the chat's
    assert compare.start("Again?", Side(GenerationSettings()), Side(GenerationSettings(), big))
    ended(qtbot, compare)
    assert other.requested("load") == [(str(big), (), ())] and compare.reply_id(1) is not None


def test_closing_mid_stream_keeps_both_replies_interrupted_with_a_the_answer(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store) -> None:
    other = FakeEngine(interval_ms=1)
    compare = compare_of(chat, engine, store, other)
    long = [f"word{i} " for i in range(5000)]
    engine.enqueue(long)
    other.enqueue(long)
    seen = {0: 0, 1: 0}
    compare.side_text.connect(lambda side, _text: seen.__setitem__(side, seen[side] + 1))
    closed: list[int] = []
    compare.closed.connect(closed.append)
    assert compare.start("Write a lot.", Side(GenerationSettings()), Side(GenerationSettings(), OTHER))
    qtbot.waitUntil(lambda: seen[0] > 2 and seen[1] > 2, timeout=5000)
    a, b = compare.reply_id(0), compare.reply_id(1)

    compare.close()  # another chat opened, or Hearth quits

    assert a is not None and b is not None and not compare.active and not compare.busy
    assert engine.requested("cancel") and other.requested("cancel") and other.requested("unload")
    cid = store.get_message(a).conversation_id
    assert closed == [cid] and store.get_conversation(cid).current_leaf_id == a
    assert store.get_conversation(cid).model == "tiny-model"  # A's, the answer: not B's, which started last
    for reply in (a, b):
        kept = store.get_message(reply)
        assert kept.status == "interrupted" and kept.content.startswith("word0 ")


def test_two_settings_of_one_other_model_share_one_host_of_its_own(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store) -> None:
    other = FakeEngine(interval_ms=1)
    compare = compare_of(chat, engine, store, other)  # a second engine would not be there: engines() fails
    other.enqueue("A on the other model.")
    other.enqueue("B on the other model.")
    statuses: list[tuple[int, str]] = []
    compare.side_status.connect(lambda side, text: statuses.append((side, text)))
    failed: list[tuple[int, str]] = []
    compare.side_failed.connect(lambda side, text: failed.append((side, text)))

    assert compare.start("Two settings?", Side(GenerationSettings(temperature=0.2), OTHER),
                         Side(GenerationSettings(temperature=1.2), OTHER))
    ended(qtbot, compare)

    assert failed == [] and len(other.requested("load")) == 1 and not engine.requested("turn")
    assert [t.sampling.temperature for t in other.requested("turn")] == [0.2, 1.2]
    assert (1, WAITING) in statuses  # its one host writes B after A, and B says so
    a, b = compare.reply_id(0), compare.reply_id(1)
    assert a is not None and b is not None
    assert store.get_message(b).content == "B on the other model." and compare.keep(1)
    assert store.get_conversation(store.get_message(b).conversation_id).model == "other-model"
    assert other.requested("unload")  # the one host's model goes when the comparison closes


def test_two_other_models_are_counted_together_against_the_free_memory(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store, tmp_path: Path) -> None:
    folders = []
    for name in ("first-model", "second-model"):
        folder = tmp_path / name
        folder.mkdir()
        with (folder / "model.onnx").open("wb") as weights:
            weights.truncate(200 * 1024**2)  # 200 MB: about 520 MB with the runtime
        folders.append(folder)
    first = FakeEngine(interval_ms=1)
    compare = compare_of(chat, engine, store, first)
    compare.free_ram_mb = lambda: 800  # room for one of them, not for both
    failed: list[tuple[int, str]] = []
    compare.side_failed.connect(lambda side, text: failed.append((side, text)))

    assert compare.start("Hi", Side(GenerationSettings(), folders[0]), Side(GenerationSettings(), folders[1]))
    ended(qtbot, compare)

    assert [side for side, _text in failed] == [1] and "second-model could not be loaded" in failed[0][1]
    assert first.requested("load") == [(str(folders[0]), (), ())] and compare.reply_id(0) is not None


def test_a_comparison_closed_while_a_side_loads_ends_that_host_when_the_load_lands(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store) -> None:
    other = FakeEngine(interval_ms=1)
    compare = compare_of(chat, engine, store, other)
    engine.enqueue(["A ", "answers."])
    other.enqueue("B on the other model.")
    assert compare.start("Hello?", Side(GenerationSettings()), Side(GenerationSettings(), OTHER))
    assert other.requested("load") and other.down is not None  # B's model is still loading

    with qtbot.waitSignal(other.loaded, timeout=5000):
        compare.close()  # Esc, or another chat opened, while B says "Loading…"

    assert other.down is not None  # the host the late load installed was ended, not left in memory
    assert [kind for kind, _ in other.requests] == ["load", "unload", "unload"]
    assert compare.start("Again?", Side(GenerationSettings()), Side(GenerationSettings(), OTHER))
    ended(qtbot, compare)  # the engine is spare again: the next comparison loads B's model on it
    assert compare.reply_id(1) is not None and store.get_message(compare.reply_id(1)).content == "B on the other model."


def test_a_side_event_arriving_after_the_comparison_closed_is_ignored(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, store: Store) -> None:
    compare = compare_of(chat, engine, store)
    assert compare.start("Hello?", Side(GenerationSettings()), Side(GenerationSettings(temperature=1.0)))
    ended(qtbot, compare)
    runners = compare.findChildren(TurnRunner)
    reply = compare.reply_id(1)
    assert len(runners) == 2 and reply is not None
    cid = store.get_message(reply).conversation_id
    item = chat.thread_items()[-1]
    heard: list[object] = []
    for signal in (compare.side_status, compare.side_text, compare.side_finished):
        signal.connect(lambda *args: heard.append(args))
    assert compare.keep(1)

    for runner in runners:  # queued before the close, delivered after it (the runners go at the next turn)
        runner.reply_started.emit(cid, item)
        runner.reply_status.emit(cid, reply, "Reading…")
        runner.reply_text.emit(cid, reply, "late")
        runner.reply_finished.emit(cid, item)

    assert heard == [] and not compare.active and compare.reply_id(1) is None
