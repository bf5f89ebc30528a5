"""A writer killed with SIGKILL at random moments loses nothing it committed and duplicates nothing.

The child prints a line only after each store call has returned (that is, committed), so every printed
line is a fact the reopened database must agree with. It may also have committed one more step that it
had no time to print; the assertions allow exactly that.
"""

from __future__ import annotations

import contextlib
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

from app.store import Store

REPO = Path(__file__).resolve().parents[3]

CHILD = r"""
import sys
from app.chat.provenance import Provenance
from app.store import Store

store = Store.open(sys.argv[1])
conv = store.create_conversation("crash " + sys.argv[2])
print("C", conv.id, flush=True)
parent = None
turn = 0
while True:
    user = store.add_message(conv.id, "user", f"question {turn}", parent)
    print("U", user.id, turn, flush=True)
    reply = store.begin_reply(conv.id, user.id)
    print("R", reply.id, flush=True)
    for k in range(1, 8):
        store.save_partial(reply.id, "word " * k)
        print("P", reply.id, k, flush=True)
    store.finish_reply(reply.id, "word " * 8, "complete", Provenance(unknown={"turn": turn}))
    print("F", reply.id, flush=True)
    parent = reply.id
    turn += 1
"""


def _run_and_kill(db: Path, run: int, lines_before_kill: int) -> list[list[str]]:
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, str(db), str(run)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    ) as proc:
        assert proc.stdout is not None
        events = [proc.stdout.readline().split() for _ in range(lines_before_kill)]
        proc.kill()  # SIGKILL on POSIX: no atexit, no finally, no flush
        proc.wait(timeout=10)
        rest = proc.stdout.read()
        # A line the kill cut short (PYTHONUNBUFFERED writes print's pieces one by one) was not printed in
        # full: its step counts as committed but unprinted, which the assertions allow.
        events += [line.split() for line in rest.splitlines(keepends=True) if line.endswith("\n")]
    assert events and events[0][0] == "C", f"the writer failed to start: {events}"
    return [e for e in events if e]


def test_sigkill_during_streaming_loses_and_duplicates_nothing(tmp_path: Path) -> None:
    db = tmp_path / "crash.sqlite3"
    seed = random.randrange(1 << 30)
    rng = random.Random(seed)
    for run in range(4):
        events = _run_and_kill(db, run, rng.randint(2, 45))
        why = f"seed {seed}, run {run}, events {events}"
        conversation_id = int(events[0][1])
        users = {int(e[1]): f"question {e[2]}" for e in events if e[0] == "U"}
        replies = [int(e[1]) for e in events if e[0] == "R"]
        finished = {int(e[1]) for e in events if e[0] == "F"}
        partials = {int(e[1]): int(e[2]) for e in events if e[0] == "P"}  # last printed k per reply

        with Store.open(db) as store:
            messages = store.messages(conversation_id)
            assert not any(m.status == "streaming" for m in messages), why
            by_id = {m.id: m for m in messages}
            for user_id, content in users.items():
                assert by_id[user_id].role == "user" and by_id[user_id].content == content, why
            stored_users = [m for m in messages if m.role == "user"]
            assert len({m.content for m in stored_users}) == len(stored_users), why
            assert len(users) <= len(stored_users) <= len(users) + 1, why
            stored_replies = [m for m in messages if m.role == "assistant"]
            assert len(replies) <= len(stored_replies) <= len(replies) + 1, why
            for reply_id in replies:
                reply = by_id[reply_id]
                if reply_id in finished:
                    assert (reply.status, reply.content) == ("complete", "word " * 8), why
                else:
                    k = partials.get(reply_id, 0)
                    # Either the last printed save, or the next step committed but not yet printed.
                    unprinted = ("interrupted", "word " * (k + 1)) if k < 7 else ("complete", "word " * 8)
                    assert (reply.status, reply.content) in (("interrupted", "word " * k), unprinted), why
            interrupted = [m for m in messages if m.status == "interrupted"]
            assert store.recovered == len(interrupted) <= 1, why
            # The visible thread still holds every turn, once, in order.
            thread = store.thread(conversation_id)
            assert len(thread) == len(messages), why

        with contextlib.closing(sqlite3.connect(db)) as conn:
            assert conn.execute("PRAGMA quick_check").fetchall() == [("ok",)], why
            conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')")
            total_streaming = conn.execute(
                "SELECT count(*) FROM messages WHERE status = 'streaming'"
            ).fetchone()
            assert total_streaming == (0,), why


def test_a_partial_save_does_not_wait_for_the_disk_and_every_other_write_does(tmp_path: Path) -> None:
    """Partial saves commit with synchronous=NORMAL (WAL keeps them across a kill: the test above), every
    other write with FULL, so a reply's final text survives a power cut."""
    store = Store.open(tmp_path / "c.sqlite3")
    conversation = store.create_conversation("sync")
    user = store.add_message(conversation.id, "user", "question", None)
    reply = store.begin_reply(conversation.id, user.id)
    statements: list[str] = []
    store._conn.set_trace_callback(statements.append)
    store.save_partial(reply.id, "half an ans")
    store._conn.set_trace_callback(None)
    statements = [s for s in statements if not s.startswith("--")]  # SQLite's own, traced as comments
    updates = [i for i, s in enumerate(statements) if s.startswith("UPDATE messages")]
    assert updates and statements.index("PRAGMA synchronous = NORMAL") < updates[0], statements
    assert updates[-1] < statements.index("PRAGMA synchronous = FULL"), statements
    assert store._conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL again for the next write
    store.finish_reply(reply.id, "half an answer", "complete", None)
    store.close()
    with contextlib.closing(sqlite3.connect(tmp_path / "c.sqlite3")) as db:
        assert db.execute("SELECT content FROM messages WHERE id = ?", (reply.id,)).fetchone() == ("half an answer",)
