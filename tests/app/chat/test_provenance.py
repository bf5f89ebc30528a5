"""Provenance as a typed value: old rows read back, nothing lost on the way back, one line for people.

`data/provenance_before_typed.sqlite3` is a real conversation store written by the code on main before
the type existed (45fda78): each reply's provenance built by that version's `Turn.provenance` and
updated the way its turn runner, documents controller, tool loop and thinking tracker did; the person's
message with an image and an attached file; and rows that lack fields, carry unknown keys or values of the wrong type.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from app.chat.images import images_of
from app.chat.parameters import PARAMETERS
from app.chat.provenance import Provenance, joined
from app.docs.grounding import sources_of
from app.store import Message, Store
from app.tools.spec import calls_of

OLD_STORE = Path(__file__).parent / "data" / "provenance_before_typed.sqlite3"


@pytest.fixture()
def old(tmp_path: Path) -> list[Message]:
    copy = tmp_path / "conversations.sqlite3"
    shutil.copyfile(OLD_STORE, copy)  # the store may migrate the file it opens: never the committed one
    with Store.open(copy, purge_after_s=None) as store:
        (conversation,) = store.list_conversations()
        return sorted(store.messages(conversation.id), key=lambda m: m.id)


def raw_rows() -> list[dict[str, Any] | None]:
    with sqlite3.connect(OLD_STORE) as conn:
        return [json.loads(r[0]) if r[0] is not None else None
                for r in conn.execute("SELECT provenance FROM messages ORDER BY id")]


def test_a_full_local_reply_reads_every_field(old: list[Message]) -> None:
    p = old[1].provenance
    assert p is not None and p.unknown == {}
    assert (p.model, p.device, p.host) == ("SmolLM2-135M-Instruct", "cpu", "")
    assert list(p.parameters) == [q.name for q in PARAMETERS]  # every field of `Sampling`, in its order
    assert p.parameters["temperature"] == 0.7 and p.parameters["seed"] == 42
    assert (p.prompt_tokens, p.cached_tokens, p.generated_tokens) == (1204, 1100, 342)
    assert (p.ttft_s, p.tokens_per_s, p.finish_reason, p.dropped_messages) == (0.2131, 48.27, "stop", 1)
    assert (p.thinking_s, p.sources_left_out) == (12.4, 2)
    assert [s.where() for s in sources_of(p)] == ["guide.pdf, page 3"]
    assert [(c.tool, c.arguments, c.status) for c in calls_of(p)] == [("clock", {"zone": "UTC"}, "ok")]
    assert p.line() == ("SmolLM2-135M-Instruct · CPU · temp 0.7 top-p 0.9 top-k 40 max 512 rep 1.1 seed 42 · "
                        "342 tokens (prompt 1,204, 1,100 cached) · first token 0.21 s · 48.3 tok/s · finished")
    assert p.line(brief=True) == "SmolLM2-135M-Instruct · 342 tokens · finished"  # at a glance, the rest on hover


def test_the_persons_message_keeps_its_images(old: list[Message]) -> None:
    p = old[0].provenance
    assert p is not None and [i["name"] for i in images_of(p)] == ["cat.png"] and p.line() == ""
    assert p.attachments == ({"name": "notes.md", "path": "/home/sam/notes.md"},)


def test_greedy_remote_failed_and_continued_replies(old: list[Message]) -> None:
    greedy, continued, remote, failed, interrupted = (m.provenance for m in old[2:7])
    assert greedy is not None and "· CPU · temp 0 max 512 rep 1.1 · 512 tokens" in greedy.line()
    assert "top-p" not in greedy.line() and greedy.line().endswith("stopped at the length limit")
    assert greedy.parameters["seed"] is None  # random: recorded as such
    assert continued is not None and continued.continued_from == 3 and continued.line().endswith("stopped")
    assert remote is not None and remote.host == "gpu-box:8000" and remote.device == ""
    assert set(remote.parameters) == {q.name for q in PARAMETERS if q.openai}  # only what the server took
    assert remote.line().startswith("qwen3:8b · runs on gpu-box:8000 · temp 0.7 top-p 0.9 max 512 seed 42 ·")
    assert remote.line(brief=True) == "qwen3:8b · runs on gpu-box:8000 · 5 tokens · finished"
    assert failed is not None and failed.error == "The server gpu-box:8000 did not answer."
    assert failed.line().endswith("failed")
    assert interrupted is not None and interrupted.model == "" and interrupted.line().startswith("temp 0.7")


def test_rows_that_lack_fields_or_carry_unknown_keys(old: list[Message]) -> None:
    sparse, empty, none, odd = (m.provenance for m in old[7:11])
    assert sparse == Provenance(model="demo", tokens_per_s=12.5) and sparse.line() == "demo · 12.5 tok/s"
    assert empty == Provenance() and empty.line() == ""
    assert none is None
    assert odd is not None and odd.model == "demo" and odd.line() == "demo"
    assert odd.parameters == {} and odd.generated_tokens is None and odd.sources == () and odd.thinking_s is None
    assert odd.unknown == {"temperature": "hot", "generated_tokens": "many", "finish": "cancelled", "load_s": 1.5,
                           "future": {"nested": [1, 2]}, "sources": "not a list", "thinking_s": True}


def test_every_old_row_is_written_back_as_it_was_read(old: list[Message], tmp_path: Path) -> None:
    rows = raw_rows()
    assert [Provenance.from_json(raw) for raw in rows] == [m.provenance for m in old]  # as the store reads them
    for raw in rows:
        p = Provenance.from_json(raw)
        if raw is None:
            assert p is None
            continue
        assert p is not None
        # only the empty values go ("model": "" of a turn without a model); key order aside, the rest is equal
        kept = {k: v for k, v in raw.items() if v not in ("", None) or k in p.parameters}
        assert p.as_json() == kept
        assert Provenance.from_json(json.loads(json.dumps(p.as_json()))) == p
    with Store.open(tmp_path / "again.sqlite3") as store:  # and through a store again
        c = store.create_conversation()
        for raw in rows[1:]:
            p = Provenance.from_json(raw)
            reply = store.begin_reply(c.id, None)
            assert store.finish_reply(reply.id, "x", "complete", p).provenance == p


def test_what_several_parts_note_of_a_message_is_joined() -> None:
    images = Provenance(images=({"file": "a.png"},))
    files = Provenance(attachments=({"name": "n.md", "path": "/n.md"},))
    assert joined([None, images, files]) == Provenance(images=images.images, attachments=files.attachments)
    assert joined([None, None]) is None and joined([]) is None


def test_speculative_drafts_are_in_the_whole_line_only() -> None:
    p = Provenance.from_json({"generated_tokens": 120, "drafted_tokens": 100, "accepted_tokens": 83})
    assert p is not None and p.line() == "120 tokens · drafts 83% accepted (83 of 100)"
    assert p.line(brief=True) == "120 tokens"


def test_the_terminals_line_words_counts_the_english_way() -> None:
    made = Provenance(model="m", generated_tokens=1, prompt_tokens=2048, cached_tokens=1024, finish_reason="stop")
    assert made.line() == "m · 1 token (prompt 2,048, 1,024 cached) · finished"
    assert Provenance(generated_tokens=1500).line(brief=True) == "1,500 tokens"
