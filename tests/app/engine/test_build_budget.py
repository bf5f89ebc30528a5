"""The grammar build's CPU budget (`app.engine.host.build_budget`): it ends a process whose build runs past
it, and costs nothing outside a build, however much CPU the process used before (a host's CPU total is
never compared with a limit: see the module doc)."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = f"""
import sys, time
sys.path.insert(0, {str(ROOT)!r})
from app.engine.host import build_budget as bb
bb.GRAMMAR_BUDGET_S = 0.2

def burn(seconds):
    start = time.process_time()
    while time.process_time() - start < seconds:
        pass

burn(0.1)
with bb.build_budget(1 << 20):
    pass
burn(0.4)  # past the budget, but outside a build
print("outside a build: alive", flush=True)
with bb.build_budget(1 << 20):
    burn(2)
print("a build past its budget went on", flush=True)
"""


@pytest.mark.skipif(sys.platform != "linux", reason="the budget is Linux only")
def test_a_build_past_its_cpu_budget_ends_the_process_and_nothing_else_does() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=600, check=False)
    assert "outside a build: alive" in done.stdout, done.stderr
    assert "went on" not in done.stdout and done.returncode == -signal.SIGPROF
