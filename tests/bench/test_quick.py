"""Every benchmark keeps working: each script in `bench/` runs in its quick mode (seconds, tiny sizes,
no peer needed) and prints its JSON line, so a benchmark that breaks fails the build.

Scripts are found, not listed: a new `bench/*.py` is covered the day it lands. A module there that is
not a bench (a library for other bench scripts, a worker another script drives) is named with a
leading underscore or says `QUICK = None` at module level (bench/README.md).
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench"
HANG_S = 900  # catches a hang, never a slow machine: quick modes take seconds on a quiet one


def not_a_bench(path: Path) -> bool:
    """True for a module that says `QUICK = None` at its top level."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and node.value.value is None
                and any(isinstance(t, ast.Name) and t.id == "QUICK" for t in node.targets)):
            return True
    return False


def bench_scripts() -> list[Path]:
    return sorted(p for p in BENCH.glob("*.py") if not p.name.startswith("_") and not not_a_bench(p))


def test_every_bench_script_offers_a_quick_mode() -> None:
    scripts = bench_scripts()
    assert len(scripts) >= 10  # the discovery itself works
    missing = [p.name for p in scripts if "--quick" not in p.read_text(encoding="utf-8")]
    assert not missing, f"no --quick mode (or mark a non-bench module `QUICK = None`): {missing}"


def test_a_module_marked_not_a_bench_is_skipped(tmp_path: Path) -> None:
    marked, plain = tmp_path / "helper.py", tmp_path / "bench.py"
    marked.write_text('"""A helper."""\n\nimport os\n\nQUICK = None\n', encoding="utf-8")
    plain.write_text('"""A bench."""\n\nQUICK_ROUNDS = None\n', encoding="utf-8")
    assert not_a_bench(marked) and not not_a_bench(plain)


@pytest.mark.slow
@pytest.mark.parametrize("script", bench_scripts(), ids=lambda p: p.stem)
def test_the_quick_mode_runs_and_prints_its_json_line(script: Path, demo_model: Path, embed_model: Path,
                                                      tmp_path: Path) -> None:
    # As a developer runs it: the real user cache (where benches keep what is expensive to build), not
    # the test's temporary home.
    env = {k: v for k, v in os.environ.items() if k != "HEARTH_HOME"}
    env.update(QT_QPA_PLATFORM="offscreen", HEARTH_DEMO_DIR=str(demo_model), HEARTH_EMBED_DIR=str(embed_model))
    result = subprocess.run([sys.executable, str(script), "--quick"], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=HANG_S, check=False)
    assert result.returncode == 0, f"{script.name} --quick failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    assert lines, f"{script.name} --quick printed nothing"
    figures = json.loads(lines[-1])
    assert isinstance(figures, dict | list) and figures
