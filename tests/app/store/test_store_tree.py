"""Messages as a tree: regenerate, version switching, edit-and-rerun, streaming and recovery."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.chat.provenance import Provenance
from app.store import Message, NotFoundError, Store


def _ids(messages: list[Message]) -> list[int]:
    return [m.id for m in messages]


def _reply(store: Store, conversation_id: int, parent_id: int, text: str) -> Message:
    reply = store.begin_reply(conversation_id, parent_id)
    return store.finish_reply(reply.id, text, "complete", Provenance(model="demo", tokens_per_s=12.5))


def test_thread_follows_parents_from_root_to_current_leaf(store: Store) -> None:
    conv = store.create_conversation()
    system = store.add_message(conv.id, "system", "You are terse.", None)
    user = store.add_message(conv.id, "user", "Hello?", system.id)
    reply = _reply(store, conv.id, user.id, "Hi.")
    assert store.get_conversation(conv.id).current_leaf_id == reply.id
    thread = store.thread(conv.id)
    assert _ids(thread) == [system.id, user.id, reply.id]
    assert [m.role for m in thread] == ["system", "user", "assistant"]
    assert thread[2].provenance == Provenance(model="demo", tokens_per_s=12.5)
    assert thread[0].parent_id is None and thread[1].parent_id == system.id


def test_regenerate_keeps_the_earlier_version_and_select_version_switches(store: Store) -> None:
    conv = store.create_conversation()
    u1 = store.add_message(conv.id, "user", "Tell me a joke", None)
    a1 = _reply(store, conv.id, u1.id, "joke one")
    u2 = store.add_message(conv.id, "user", "Another", a1.id)
    a3 = _reply(store, conv.id, u2.id, "joke three")

    a2 = _reply(store, conv.id, u1.id, "joke two")  # regenerate the first answer
    assert _ids(store.versions(a1.id)) == [a1.id, a2.id]
    assert _ids(store.versions(a2.id)) == [a1.id, a2.id]
    assert _ids(store.thread(conv.id)) == [u1.id, a2.id]

    leaf = store.select_version(a1.id)  # ‹ back to version 1: its continuation comes with it
    assert leaf.id == a3.id
    assert _ids(store.thread(conv.id)) == [u1.id, a1.id, u2.id, a3.id]
    assert store.select_version(a2.id).id == a2.id
    assert _ids(store.thread(conv.id)) == [u1.id, a2.id]
    assert store.get_message(a1.id).content == "joke one"  # nothing was overwritten


def test_select_version_picks_the_newest_leaf_below(store: Store) -> None:
    conv = store.create_conversation()
    u1 = store.add_message(conv.id, "user", "q", None)
    a1 = _reply(store, conv.id, u1.id, "a")
    old = store.add_message(conv.id, "user", "follow-up", a1.id)
    newer = store.add_message(conv.id, "user", "follow-up, edited", a1.id)
    store.add_message(conv.id, "user", "unrelated root", None)
    assert store.select_version(u1.id).id == newer.id
    assert store.select_version(old.id).id == old.id
    assert store.get_conversation(conv.id).current_leaf_id == old.id


def test_edit_and_rerun_starts_a_new_branch_and_keeps_the_old_one(store: Store) -> None:
    conv = store.create_conversation()
    u1 = store.add_message(conv.id, "user", "What is 2+2?", None)
    a1 = _reply(store, conv.id, u1.id, "4")
    u2 = store.add_message(conv.id, "user", "And 3+3?", a1.id)
    a2 = _reply(store, conv.id, u2.id, "6")

    edited = store.add_message(conv.id, "user", "And 3*3?", a1.id)  # the edit is a sibling of u2
    a3 = _reply(store, conv.id, edited.id, "9")
    assert _ids(store.versions(u2.id)) == [u2.id, edited.id]
    assert _ids(store.thread(conv.id)) == [u1.id, a1.id, edited.id, a3.id]

    store.select_version(u2.id)
    assert _ids(store.thread(conv.id)) == [u1.id, a1.id, u2.id, a2.id]
    assert len(store.messages(conv.id)) == 6


def test_first_messages_are_versions_of_each_other_but_not_across_conversations(store: Store) -> None:
    one = store.create_conversation()
    two = store.create_conversation()
    r1 = store.add_message(one.id, "user", "root 1", None)
    store.add_message(two.id, "user", "other conversation root", None)
    r2 = store.add_message(one.id, "user", "root 1, edited", None)
    assert _ids(store.versions(r1.id)) == [r1.id, r2.id]


def test_bad_input_is_refused_and_writes_nothing(store: Store) -> None:
    one = store.create_conversation()
    two = store.create_conversation()
    foreign = store.add_message(two.id, "user", "elsewhere", None)
    with pytest.raises(NotFoundError):
        store.add_message(one.id, "user", "x", foreign.id)
    with pytest.raises(NotFoundError):
        store.add_message(999, "user", "x", None)
    with pytest.raises(ValueError, match="role"):
        store.add_message(one.id, "robot", "x", None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="status"):
        store.add_message(one.id, "user", "x", None, status="done")  # type: ignore[arg-type]
    assert store.messages(one.id) == []
    assert store.get_conversation(one.id).current_leaf_id is None
    with pytest.raises(NotFoundError):
        store.get_message(12345)
    with pytest.raises(NotFoundError):
        store.versions(12345)
    with pytest.raises(NotFoundError):
        store.select_version(12345)


def test_streaming_reply_lifecycle(store: Store) -> None:
    conv = store.create_conversation()
    user = store.add_message(conv.id, "user", "Write a poem", None)
    before = store.get_conversation(conv.id).updated_at
    reply = store.begin_reply(conv.id, user.id)
    assert (reply.role, reply.status, reply.content, reply.parent_id) == (
        "assistant",
        "streaming",
        "",
        user.id,
    )
    assert store.thread(conv.id)[-1].id == reply.id
    store.save_partial(reply.id, "Roses")
    store.save_partial(reply.id, "Roses are red")
    assert store.get_message(reply.id).content == "Roses are red"
    with pytest.raises(ValueError, match="final status"):
        store.finish_reply(reply.id, "x", "streaming", None)
    with pytest.raises(ValueError, match="provenance"):
        store.finish_reply(reply.id, "x", "complete", Provenance(unknown={"bad": object()}))
    assert store.get_message(reply.id).status == "streaming"  # the failed finish changed nothing

    done = store.finish_reply(
        reply.id, "Roses are red,\nviolets are blue", "cancelled", Provenance(finish_reason="cancelled")
    )
    assert (done.status, done.provenance) == ("cancelled", Provenance(finish_reason="cancelled"))
    assert store.get_conversation(conv.id).updated_at > before
    with pytest.raises(NotFoundError):  # a late partial save must not overwrite the final text
        store.save_partial(reply.id, "Roses")
    assert store.get_message(reply.id).content == "Roses are red,\nviolets are blue"


def test_partial_save_survives_reopen_as_interrupted(tmp_path: Path) -> None:
    path = tmp_path / "conv.sqlite3"
    store = Store.open(path)
    conv = store.create_conversation()
    user = store.add_message(conv.id, "user", "Count to three", None)
    reply = store.begin_reply(conv.id, user.id)
    for text in ("one", "one two", "one two thr"):
        store.save_partial(reply.id, text)
    store.close()  # as if the app died: finish_reply never came

    with Store.open(path) as reopened:
        assert reopened.recovered == 1
        thread = reopened.thread(conv.id)
        assert _ids(thread) == [user.id, reply.id]
        assert (thread[1].status, thread[1].content) == ("interrupted", "one two thr")
        assert len(reopened.messages(conv.id)) == 2
        assert reopened.search("thr*")[0].message_id == reply.id
    with Store.open(path) as again:
        assert again.recovered == 0
        assert again.get_message(reply.id).status == "interrupted"


def test_a_continuation_takes_its_replys_place(store: Store) -> None:
    conv = store.create_conversation()
    user = store.add_message(conv.id, "user", "Tell a story", None)
    first = _reply(store, conv.id, user.id, "Once")
    second = _reply(store, conv.id, user.id, "Long ago")
    third = _reply(store, conv.id, user.id, "Once upon a time.")
    store.supersede(first.id, third.id)
    assert _ids(store.versions(second.id)) == [third.id, second.id]  # the first place, where "Once" was
    assert store.thread(conv.id)[-1].id == third.id and "Once" in store.search("upon")[0].snippet_text("", "")
    with pytest.raises(NotFoundError):
        store.get_message(first.id)
    below = store.add_message(conv.id, "user", "More", third.id)
    with pytest.raises(ValueError, match="replies below"):
        store.supersede(third.id, second.id)
    with pytest.raises(ValueError, match="sibling"):
        store.supersede(second.id, below.id)
