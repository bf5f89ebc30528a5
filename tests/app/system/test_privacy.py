"""No network traffic the user did not ask for: a whole chat makes no connection, even without CI vars.

ONNX Runtime and ORT GenAI switch their telemetry off by themselves when a CI variable is set, so
the test removes those first. Two observables: `strace` records every connect/send of the process
tree, and live telemetry creates its device id and offline event store under
`$XDG_CACHE_HOME/Microsoft/DeveloperTools` (the uploader may wait before it sends). A bare ORT
GenAI script without Hearth's switches is the control that shows the check can see telemetry.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
CI_VARS = ("CI", "GITHUB_ACTIONS", "TF_BUILD", "BUILD_BUILDID", "JENKINS_URL", "GITLAB_CI", "TRAVIS",
           "CIRCLECI", "BUILDKITE", "APPVEYOR", "TEAMCITY_VERSION", "ORT_RUNNING_UNIT_TESTS",
           "ORT_DISABLE_TELEMETRY", "HF_HUB_DISABLE_TELEMETRY", "DO_NOT_TRACK")
INET = re.compile(r"(connect|sendto|sendmsg)\(\d+, \{sa_family=AF_INET6?")

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(shutil.which("strace") is None, reason="needs strace (.ci/run installs it)")]


def traced(tmp_path: Path, args: list[str]) -> tuple[list[str], list[str]]:
    """Run `args` with no CI variables; return its network calls and the telemetry files it left."""
    cache = tmp_path / "xdg-cache"
    env = {k: v for k, v in os.environ.items() if k not in CI_VARS}
    env.update(XDG_CACHE_HOME=str(cache), HOME=str(tmp_path))
    log = tmp_path / "strace.log"
    subprocess.run(["strace", "-f", "-qq", "-e", "trace=connect,sendto,sendmsg,sendmmsg", "-o", str(log),
                    *args], env=env, capture_output=True, text=True, timeout=180, check=True)
    calls = [line for line in log.read_text().splitlines() if INET.search(line)]
    telemetry = sorted(str(p.relative_to(cache)) for p in cache.rglob("*")) if cache.exists() else []
    return calls, [t for t in telemetry if "Microsoft" in t]


def test_a_chat_makes_no_network_connection_and_no_telemetry(tmp_path: Path, demo_model: Path) -> None:
    calls, telemetry = traced(tmp_path, [sys.executable, str(ROOT / "main.py"), "chat", "--model",
                                         str(demo_model), "--prompt", "Hi", "--max-new-tokens", "4", "--json"])
    assert calls == []
    assert telemetry == []


def test_control_bare_ort_genai_starts_telemetry(tmp_path: Path, demo_model: Path) -> None:
    script = f"import onnxruntime_genai as og; og.Model({str(demo_model)!r})"
    _, telemetry = traced(tmp_path, [sys.executable, "-c", script])
    assert any(t.endswith("onnxruntime-genai.db") for t in telemetry), telemetry
