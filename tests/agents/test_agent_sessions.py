"""Claude Code, Codex and opencode, the real programs from npm, for a whole session against the server.

Each is configured by `main.py connect TOOL --write` in a temporary home, with its default prompt and
tools, and runs three turns: a prompt, a follow-up that continues the conversation (`-c`, `resume
--last`), and a turn where the model calls one of the client's own tools (Claude Code's Read, Codex's
exec_command, opencode's read) and gets its result. The server is the real one on a 32k copy of the demo
model (`bench/long_context_model`: Claude Code's prompt alone is ~19.7k tokens), its replies scripted
(`tests.agents.scripted_serve`): the protocol is under test here, not the model. What each turn sent
is recorded by the server and checked: the conversation grew, the tool's result came back.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.agents.clients import Ran, ensure_clients, run_client
from tests.agents.scripted_serve import GREETING
from tests.app.api.conftest import ROOT, Served, free_port

pytestmark = pytest.mark.slow

SECRET = "kumquat-4217"  # the file's contents the tool reads
TURN_S = 180.0  # a hang, not a speed


@dataclass(frozen=True)
class AgentServer:
    served: Served
    turns: Path
    model: str

    def recorded(self) -> list[list[dict[str, Any]]]:
        if not self.turns.exists():
            return []
        return [json.loads(line) for line in self.turns.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def clients() -> Path:
    found = ensure_clients()
    if isinstance(found, str):
        pytest.skip(found)
    return found


@pytest.fixture(scope="module")
def agent_server(tmp_path_factory: pytest.TempPathFactory, demo_model: Path) -> Iterator[AgentServer]:
    from bench.long_context_model import NAME, ensure_long_context_model

    model = ensure_long_context_model()
    tmp = tmp_path_factory.mktemp("agents")
    port, log, turns = free_port(), tmp / "serve.log", tmp / "turns.jsonl"
    env = {**os.environ, "HEARTH_HOME": str(tmp / "home"), "PYTHONUNBUFFERED": "1", "HEARTH_TEST_TURNS": str(turns)}
    env.pop("HEARTH_API_KEY", None)
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "tests.agents.scripted_serve", "--port", str(port),
                                    "--model", str(model)], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    served = Served(f"http://127.0.0.1:{port}", process, log)
    try:
        served.wait_healthy()
        yield AgentServer(served, turns, NAME)
    finally:
        served.stop()


def connected(tool: str, server: AgentServer, tmp: Path) -> Path:
    """A fresh home with `tool` configured by `main.py connect TOOL --write`, and a project holding notes.txt."""
    home = tmp / "home"
    (home / "project").mkdir(parents=True)
    (home / "project" / "notes.txt").write_text(f"{SECRET}\n")
    env = {k: v for k, v in os.environ.items() if k != "HEARTH_API_KEY"} | {"HOME": str(home)}
    wrote = subprocess.run([sys.executable, str(ROOT / "main.py"), "connect", tool, "--url", server.served.url,
                            "--write"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert wrote.returncode == 0, wrote.stderr
    assert "Warning" not in wrote.stdout  # the 32k model holds each tool's prompt
    return home


def call(name: str, arguments: dict[str, Any]) -> str:
    return "HEARTH-TEST-CALL " + json.dumps({"name": name, "arguments": arguments})


def check_session(server: AgentServer, before: int, ran: list[Ran]) -> None:
    """Three turns answered, the second continuing the first, the third's tool result read back."""
    for n, turn in enumerate(ran, 1):
        assert turn.code == 0, f"turn {n}: {turn.output[-2000:]}"
    assert GREETING in ran[0].output and GREETING in ran[1].output
    assert "Read: " in ran[2].output and SECRET in ran[2].output
    turns = server.recorded()[before:]
    texts = [" ".join(m["content"] for m in t) for t in turns]
    follow_up = next(t for t, text in zip(turns, texts, strict=True) if "And what next?" in text)
    assert any(m["role"] == "assistant" and GREETING in m["content"] for m in follow_up)  # the first turn's reply
    assert any(SECRET in t[-1]["content"] and t[-1]["role"] in ("user", "tool") for t in turns)  # the tool's result


def test_claude_code_for_three_turns(clients: Path, agent_server: AgentServer, tmp_path: Path) -> None:
    home = connected("claude-code", agent_server, tmp_path)
    claude, project, before = str(clients / "node_modules" / ".bin" / "claude"), home / "project", \
        len(agent_server.recorded())
    ran = [run_client([claude, "-p", "Say hi"], home, project, TURN_S),
           run_client([claude, "-c", "-p", "And what next?"], home, project, TURN_S),
           run_client([claude, "-c", "-p", call("Read", {"file_path": str(project / "notes.txt")})], home, project,
                      TURN_S)]
    check_session(agent_server, before, ran)


def test_codex_for_three_turns(clients: Path, agent_server: AgentServer, tmp_path: Path) -> None:
    home = connected("codex", agent_server, tmp_path)
    codex, project, before = str(clients / "node_modules" / ".bin" / "codex"), home / "project", \
        len(agent_server.recorded())
    start = [codex, "exec", "--profile", "hearth", "--skip-git-repo-check"]
    ran = [run_client([*start, "Say hi"], home, project, TURN_S),
           run_client([*start, "resume", "--last", "And what next?"], home, project, TURN_S),
           # no sandbox: a container has no user namespaces for bubblewrap, and the home is a temporary one
           run_client([*start, "--dangerously-bypass-approvals-and-sandbox", "resume", "--last",
                       call("exec_command", {"cmd": "cat notes.txt"})], home, project, TURN_S)]
    check_session(agent_server, before, ran)


def test_opencode_for_three_turns(clients: Path, agent_server: AgentServer, tmp_path: Path) -> None:
    home = connected("opencode", agent_server, tmp_path)
    opencode, project, before = str(clients / "node_modules" / ".bin" / "opencode"), home / "project", \
        len(agent_server.recorded())
    start = [opencode, "run", "-m", f"hearth/{agent_server.model}"]
    ran = [run_client([*start, "Say hi"], home, project, TURN_S),
           run_client([*start, "-c", "And what next?"], home, project, TURN_S),
           run_client([*start, "-c", call("read", {"filePath": str(project / "notes.txt")})], home, project, TURN_S)]
    check_session(agent_server, before, ran)
