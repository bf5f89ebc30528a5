"""Full-text search: finds words, survives any user text, follows edits, hides the trash."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.store import MARK_END, MARK_START, Store
from app.store.search import fts_query


def test_finds_words_in_any_case_and_marks_them(store: Store) -> None:
    conv = store.create_conversation("Cooking")
    user = store.add_message(conv.id, "user", "How long should I boil an egg?", None)
    store.add_message(conv.id, "assistant", "Boil the EGG for about seven minutes.", user.id)
    other = store.create_conversation("Travel")
    store.add_message(other.id, "user", "Best café in Lisbon?", None)

    hits = store.search("egg")
    assert [h.message_id for h in hits] == [user.id + 1, user.id]  # newest first
    assert {h.conversation_title for h in hits} == {"Cooking"}
    assert f"{MARK_START}EGG{MARK_END}" in hits[0].snippet
    assert hits[0].snippet_text() == "Boil the «EGG» for about seven minutes."
    assert store.search("boil egg", order="rank")[0].conversation_id == conv.id
    assert [h.conversation_title for h in store.search("cafe")] == ["Travel"]  # diacritics folded
    assert store.search("egg lisbon") == []  # every word must match
    assert len(store.search("egg", limit=1)) == 1


def test_prefix_search_with_a_trailing_star(store: Store) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "quantization of transformers", None)
    assert store.search("quant") == []
    assert len(store.search("quant*")) == 1


@pytest.mark.parametrize(
    "text",
    [
        '"',
        '"unbalanced',
        "(foo",
        "foo)",
        "AND",
        "OR",
        "NOT",
        "a AND b OR",
        "NEAR(a b)",
        "*",
        "**",
        "-minus",
        "col:umn",
        "^start",
        "'single'",
        "{x y}",
        "",
        "   ",
        "🔥",
        "a + b = c",
        "x\x00y",
    ],
)
def test_arbitrary_user_text_never_raises(store: Store, text: str) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "plain text about foo and bar", None)
    store.search(text)  # must not raise


def test_operator_words_and_punctuation_are_searched_as_text(store: Store) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", 'rock AND roll (live) said "the band" C:drive', None)
    store.add_message(conv.id, "user", "nothing relevant here", None)
    assert len(store.search("AND")) == 1
    assert len(store.search("(live)")) == 1
    assert len(store.search('"the band"')) == 1
    assert len(store.search("C:drive")) == 1
    assert store.search("NOT here") == []  # NOT is a word to find, not an operator
    assert fts_query('say "hi" (now)') == '"say" """hi""" "(now)"'
    assert fts_query("() * !!") is None


def test_html_snippet_is_escaped(store: Store) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "<script>alert('x')</script> danger", None)
    hit = store.search("danger")[0]
    assert "<script>" not in hit.snippet_html()
    assert "&lt;script&gt;" in hit.snippet_html()
    assert "<b>danger</b>" in hit.snippet_html()


def test_index_follows_partial_saves_and_final_text(store: Store) -> None:
    conv = store.create_conversation()
    user = store.add_message(conv.id, "user", "Name an animal", None)
    reply = store.begin_reply(conv.id, user.id)
    store.save_partial(reply.id, "A zebra")
    assert [h.message_id for h in store.search("zebra")] == [reply.id]
    store.finish_reply(reply.id, "A giraffe", "complete", None)
    assert store.search("zebra") == []
    assert [h.message_id for h in store.search("giraffe")] == [reply.id]


def test_trash_is_excluded_restore_brings_it_back_purge_cleans_the_index(tmp_path: Path) -> None:
    path = tmp_path / "conv.sqlite3"
    with Store.open(path) as store:
        conv = store.create_conversation("Secret")
        store.add_message(conv.id, "user", "platypus facts", None)
        store.delete_conversation(conv.id)
        assert store.search("platypus") == []
        store.restore_conversation(conv.id)
        assert len(store.search("platypus")) == 1
        store.delete_conversation(conv.id)
        store.purge_deleted()
        assert store.search("platypus") == []
    conn = sqlite3.connect(path)
    try:
        conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')")
        assert conn.execute("SELECT count(*) FROM messages_fts('platypus')").fetchone() == (0,)
    finally:
        conn.close()


def test_random_junk_never_raises(store: Store) -> None:
    import random

    conv = store.create_conversation()
    store.add_message(conv.id, "user", "hello world", None)
    alphabet = "ab \"'()*^:-+{}[]<>!#%&|\\/.,;~`\x00\x01\t\né中🔥 AND OR NOT NEAR"
    rng = random.Random(7)
    for _ in range(300):
        store.search("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 16))))
