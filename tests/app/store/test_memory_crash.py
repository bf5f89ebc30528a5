"""kill -9 while memories are saved loses none that was confirmed: a child process writes to the real SQLite
file and prints each memory once `add` returned; the reopened store holds every printed one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from app.store import Store

REPO = Path(__file__).resolve().parents[3]
CHILD = r"""
import sys
from app.store import Store

store = Store.open(sys.argv[1])
n = 0
while True:
    memory = store.memories.add(f"fact {sys.argv[2]}-{n}")
    print(memory.id, memory.text, flush=True)
    n += 1
"""


def test_sigkill_while_saving_memories_loses_nothing_confirmed(tmp_path: Path) -> None:
    db = tmp_path / "memories.sqlite3"
    confirmed: dict[int, str] = {}
    for run, lines in enumerate((5, 40)):
        with subprocess.Popen([sys.executable, "-c", CHILD, str(db), str(run)], cwd=REPO, stdout=subprocess.PIPE,
                              text=True) as proc:
            assert proc.stdout is not None
            try:
                printed = [proc.stdout.readline() for _ in range(lines)]
            finally:
                proc.kill()  # SIGKILL: no atexit, no finally
                proc.wait(timeout=10)
            assert all(line.endswith("\n") for line in printed), printed
            # what it printed while the kill was on its way counts too; a line cut short was not confirmed
            printed += [line for line in proc.stdout.read().splitlines(keepends=True) if line.endswith("\n")]
        confirmed.update({int(line.split(" ", 1)[0]): line.split(" ", 1)[1].strip() for line in printed})
        with Store.open(db) as store:
            kept = {m.id: m.text for m in store.memories.all()}
        assert confirmed.items() <= kept.items()
        assert len(kept) <= len(confirmed) + run + 1  # at most one unprinted add per run
