"""Fault campaign: the window killed with SIGKILL at random moments of a streaming reply, the disk
filling up while a reply streams, and the third campaign's hostile inputs (bench/_fault_families.py:
schema bombs, hostile documents, a hostile remote server, a home on a read-only mount, a hostile API
client with SIGTERM and Ctrl+C mid-stream); prints a table
(tried / clean / lost per family), the engine host's idle size and its peak while building the
largest grammar the bounds accept (goal: under 1.5x idle), and one JSON line.

- gui_kill: a real window (offscreen) sends a message, streams a long reply, and is killed with
  SIGKILL after a random 0.5–3 s of streaming. The store is then opened as the next start would:
  the user message and the reply must both be there (reply marked interrupted), the database must
  pass `PRAGMA integrity_check`, and the reply must hold all but the last moments of what was shown
  ("lost_s": seconds of streamed text that did not reach the disk, from the child's own timings).
- full_disk: the store's writes raise "database or disk is full" from a random moment of a streaming
  reply until 1 s after it ended; the turn must end, Stop/send must work, and once writes succeed
  again the whole reply must be in the store.

    .venv/bin/python bench/faults.py [--kills 20] [--disk 10]
    .venv/bin/python bench/faults.py --quick   # one window kill, one full disk, the cheap families once
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHILD = """
import sys, time
from pathlib import Path
sys.path.insert(0, {root!r})
from PySide6.QtWidgets import QApplication
from app.chat.generation import GenerationSettings
from ui import app as ui_app
qapp = QApplication([])
hearth = ui_app.start(Path({model!r}))
chat = hearth.controller
shown = []

def loaded(_info):
    chat.set_settings(GenerationSettings(temperature=0.8, seed={seed}, max_new_tokens=2000))
    chat.send("Write a very long story about a lighthouse keeper and a storm.")

def streamed(_c, message_id, text):
    shown.append(text)
    print("SHOWN", message_id, time.monotonic(), len("".join(shown)), flush=True)

chat.models.loaded.connect(loaded)
chat.turns.reply_text.connect(streamed)
qapp.exec()
"""


def gui_kill(model: Path, rng: random.Random, seed: int) -> dict[str, float | bool]:
    with tempfile.TemporaryDirectory(prefix="hearth-fault-") as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HEARTH_HOME": home}
        code = CHILD.format(root=str(ROOT), model=str(model), seed=seed)
        child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env)
        shown: list[tuple[float, int]] = []
        message_id = 0
        kill_after = rng.uniform(0.5, 3.0)
        try:
            assert child.stdout is not None
            first = 0.0
            for line in child.stdout:
                _, mid, at, length = line.split()
                message_id, first = int(mid), first or float(at)
                shown.append((float(at), int(length)))
                if float(at) - first >= kill_after:
                    break
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(10)
        db = Path(home) / "data" / "conversations.sqlite3"
        conn = sqlite3.connect(db)
        try:
            integrity = conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            rows = conn.execute("SELECT role, length(content) FROM messages ORDER BY id").fetchall()
        finally:
            conn.close()
        saved = rows[1][1] if len(rows) > 1 else 0
        # How long before the kill the saved text had been shown: the text lost is what came after it.
        killed_at = shown[-1][0]
        saved_at = next((at for at, length in shown if length >= saved), killed_at)
        lost_messages = 2 - len(rows)
        return {"clean": integrity and lost_messages == 0 and message_id > 0, "lost_messages": lost_messages,
                "lost_s": max(0.0, killed_at - saved_at)}


def full_disk(model: Path, rng: random.Random) -> dict[str, float | bool]:
    """In-process: the real controller and engine, the store's writes failing for a while."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from app.chat.generation import GenerationSettings
    from app.qt.chat_controller import ChatController
    from app.qt.engine_bridge import EngineBridge
    from app.qt.model_session import ModelSession
    from app.store import Store

    app = QCoreApplication.instance() or QCoreApplication([])
    with tempfile.TemporaryDirectory(prefix="hearth-disk-") as home:
        store = Store.open(Path(home) / "chats.sqlite3")
        engine = EngineBridge()
        models = ModelSession(engine)
        chat = ChatController(engine, store, models)
        loop = QEventLoop()

        def wait(condition: object, timeout_s: float) -> bool:
            deadline = time.monotonic() + timeout_s
            while not condition() and time.monotonic() < deadline:  # type: ignore[operator]
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            return bool(condition())  # type: ignore[operator]

        models.load(model)
        wait(lambda: chat.model is not None, 60)
        chat.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=200))
        real_save, real_finish = store.save_partial, store.finish_reply
        full = {"on": False}

        def failing(real):  # type: ignore[no-untyped-def]
            def write(*args, **kwargs):  # type: ignore[no-untyped-def]
                if full["on"]:
                    raise sqlite3.OperationalError("database or disk is full")
                return real(*args, **kwargs)
            return write

        store.save_partial, store.finish_reply = failing(real_save), failing(real_finish)  # type: ignore[method-assign]
        shown: list[str] = []
        chat.turns.reply_text.connect(lambda _c, _m, text: shown.append(text))
        QTimer.singleShot(int(rng.uniform(0.05, 1.0) * 1000), lambda: full.update(on=True))
        chat.send("Tell me about lighthouses.")
        ended = wait(lambda: not chat.busy, 60)
        time.sleep(0.5)
        full["on"] = False
        saved = wait(lambda: chat.writes.waiting == 0, 10)
        cid = chat.current_conversation or 0
        stored = store.thread(cid)[-1].content if cid else ""
        whole = "".join(shown)
        sent_again = chat.send("And another thing.")  # the chat is not wedged
        wait(lambda: not chat.busy, 60)
        clean = ended and saved and stored == whole and sent_again
        if not clean:
            print(f"  full disk: ended {ended}, saved {saved}, stored {len(stored)} of {len(whole)} chars, "
                  f"sent again {sent_again}", file=sys.stderr)
        chat.shutdown()
        store.close()
        loop.quit()
        return {"clean": clean, "lost_messages": 0 if stored == whole else 1, "lost_s": 0.0}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--disk", type=int, default=10)
    parser.add_argument("--quick", action="store_true",
                        help="one fault of each kind, the cheap families once, no serve: checks the bench runs")
    args = parser.parse_args()
    if args.quick:
        args.kills, args.disk = 1, 1
    from app.system.paths import demo_model_dir
    from bench import _fault_families as families
    from models.demo import ensure_demo_model

    model = ensure_demo_model(demo_model_dir(), print)
    rng = random.Random(11)
    results: dict[str, list[dict[str, Any]]] = {}
    results["gui_kill_mid_stream"] = [gui_kill(model, rng, seed) for seed in range(args.kills)]
    results["full_disk_mid_stream"] = [full_disk(model, rng) for _ in range(args.disk)]
    bombs, memory = families.schema_bombs(model, 2 if args.quick else len(families.BOMBS))
    results["schema_bombs"] = bombs
    results["hostile_documents"] = families.docs_hostile(args.quick)
    results["hostile_remote_server"] = families.remote_hostile()
    results["read_only_home"] = families.read_only_home(args.quick)
    if not args.quick:
        results["hostile_api_client"] = families.api_hostile(model)
    summary: dict[str, Any] = {}
    print(f"{'fault':<24}{'tried':>6}{'clean':>6}{'lost':>6}{'max lost s':>11}")
    for name, runs in results.items():
        row = {"tried": len(runs), "clean": sum(bool(r["clean"]) for r in runs),
               "lost": sum(int(r.get("lost_messages", r.get("lost", 0))) for r in runs),
               "max_lost_s": round(max((float(r.get("lost_s", 0.0)) for r in runs), default=0.0), 2)}
        extra = {k: v for r in runs for k, v in r.items() if k.endswith("_s") and k != "lost_s"}
        summary[name] = {**row, **extra}
        print(f"{name:<24}{row['tried']:>6}{row['clean']:>6}{row['lost']:>6}{row['max_lost_s']:>11}")
    summary["engine_host_memory"] = memory
    print(f"engine host: idle {memory['host_idle_mb']} MB, peak on the worst accepted schema "
          f"{memory['host_peak_worst_schema_mb']} MB ({memory['host_peak_ratio']}x; goal < 1.5x)")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
