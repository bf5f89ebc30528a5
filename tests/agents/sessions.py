"""A coding agent's three-turn session against a server, for tests/agents and bench/api.py.

Each client is configured by `main.py connect TOOL --write` in a fresh home (a project holding
notes.txt) and runs three turns with its default prompt and tools: a prompt, a follow-up continuing
the conversation (`-c`, `resume --last`), and a turn asking for a call of its own tool (Claude Code's
Read, Codex's exec_command, opencode's read) through `HEARTH-TEST-CALL`, which the scripted server
(`tests.agents.scripted_serve`) answers with that call; the client runs the tool and sends its result.
`problems` says what went wrong, from the clients' output and what the server recorded of each turn.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx2 as httpx
import psutil

from tests.agents.clients import Ran, run_client
from tests.agents.scripted_serve import GREETING

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("claude-code", "codex", "opencode")
SECRET = "kumquat-4217"  # the file's contents the tool reads
FOLLOW_UP = "And what next?"
TURN_S = 180.0  # a hang, not a speed, with scripted replies
MODEL_TURN_S = 3600.0  # the model writing the replies: Claude Code's first prompt read for 15 minutes at load 15


@dataclass(frozen=True)
class AgentServer:
    url: str
    turns: Path  # what the server recorded of each turn (HEARTH_TEST_TURNS)
    model: str

    def recorded(self) -> list[list[dict[str, Any]]]:
        if not self.turns.exists():
            return []
        return [json.loads(line) for line in self.turns.read_text(encoding="utf-8").splitlines()]


@contextmanager
def scripted_server(model: Path, tmp: Path, port: int, model_writes_text: bool = False) -> Iterator[
        tuple[subprocess.Popen[bytes], AgentServer, Path]]:
    """The scripted server on `model` (its process, the server, its log); killed however the block ends."""
    log, turns = tmp / "serve.log", tmp / "turns.jsonl"
    env = {**os.environ, "HEARTH_HOME": str(tmp / "hearth-home"), "PYTHONUNBUFFERED": "1",
           "HEARTH_TEST_TURNS": str(turns), "HEARTH_TEST_REPLIES": "model" if model_writes_text else "scripted"}
    env.pop("HEARTH_API_KEY", None)
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "tests.agents.scripted_serve", "--port", str(port),
                                    "--model", str(model)], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    server = AgentServer(f"http://127.0.0.1:{port}", turns, model.name)
    try:
        _wait_healthy(server.url, process, log)
        yield process, server, log
    finally:
        try:
            children = psutil.Process(process.pid).children(recursive=True)  # the engine host
        except psutil.Error:
            children = []
        process.kill()
        process.wait()
        for child in children:
            with contextlib.suppress(psutil.Error):
                child.kill()


def _wait_healthy(url: str, process: subprocess.Popen[bytes], log: Path, timeout: float = 240.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited ({process.returncode}):\n{log.read_text()}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{url}/health", timeout=2.0).status_code == 200:
                return
        time.sleep(0.1)
    raise RuntimeError(f"the server did not become healthy:\n{log.read_text()}")


def connected(tool: str, url: str, tmp: Path) -> tuple[Path, str]:
    """A fresh home with `tool` configured by `main.py connect TOOL --write`, a project holding notes.txt;
    and what connect said."""
    home = tmp / f"home-{tool}"
    (home / "project").mkdir(parents=True)
    (home / "project" / "notes.txt").write_text(f"{SECRET}\n")
    env = {k: v for k, v in os.environ.items() if k != "HEARTH_API_KEY"} | {"HOME": str(home)}
    wrote = subprocess.run([sys.executable, str(ROOT / "main.py"), "connect", tool, "--url", url, "--write"],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    if wrote.returncode != 0:
        raise RuntimeError(f"connect {tool} --write failed: {wrote.stderr}")
    return home, wrote.stdout


def call(name: str, arguments: dict[str, Any]) -> str:
    return "HEARTH-TEST-CALL " + json.dumps({"name": name, "arguments": arguments})


def three_turns(tool: str, clients: Path, home: Path, model: str, turn_s: float = TURN_S) -> list[Ran]:
    project, bin_dir = home / "project", clients / "node_modules" / ".bin"
    notes = str(project / "notes.txt")
    if tool == "claude-code":
        start = [str(bin_dir / "claude")]
        commands = [[*start, "-p", "Say hi"], [*start, "-c", "-p", FOLLOW_UP],
                    [*start, "-c", "-p", call("Read", {"file_path": notes})]]
    elif tool == "codex":
        start = [str(bin_dir / "codex"), "exec", "--profile", "hearth", "--skip-git-repo-check"]
        # the third without a sandbox: a container has no user namespaces for bubblewrap; the home is a temporary one
        commands = [[*start, "Say hi"], [*start, "resume", "--last", FOLLOW_UP],
                    [*start, "--dangerously-bypass-approvals-and-sandbox", "resume", "--last",
                     call("exec_command", {"cmd": "cat notes.txt"})]]
    else:
        start = [str(bin_dir / "opencode"), "run", "-m", f"hearth/{model}"]
        commands = [[*start, "Say hi"], [*start, "-c", FOLLOW_UP], [*start, "-c", call("read", {"filePath": notes})]]
    return [run_client(command, home, project, turn_s) for command in commands]


def problems(server: AgentServer, before: int, ran: list[Ran], scripted: bool = True) -> list[str]:
    """What is wrong with a session: a turn that failed, a follow-up that lost the first turn, a tool result
    that never came back. `before`: the turns the server had recorded before the session."""
    found = [f"turn {n} exited {turn.code}: {turn.output[-1500:]}" for n, turn in enumerate(ran, 1) if turn.code]
    if scripted and not (GREETING in ran[0].output and GREETING in ran[1].output):
        found.append(f"the replies were not shown: {ran[0].output[-500:]} / {ran[1].output[-500:]}")
    turns = server.recorded()[before:]
    follow_up = [t for t in turns if any(FOLLOW_UP in m["content"] for m in t)]
    if not follow_up or not any(m["role"] == "assistant" for m in follow_up[0]):
        found.append("the follow-up did not carry the first turn")
    if not any(SECRET in t[-1]["content"] and t[-1]["role"] in ("user", "tool") for t in turns):
        found.append("the tool's result never came back to the server")
    return found


def session(tool: str, server: AgentServer, clients: Path, tmp: Path, scripted: bool = True) -> tuple[list[str], float]:
    """Run `tool`'s three turns against `server`: (problems, seconds)."""
    started = time.monotonic()
    home, said = connected(tool, server.url, tmp)
    before = len(server.recorded())
    ran = three_turns(tool, clients, home, server.model, TURN_S if scripted else MODEL_TURN_S)
    found = problems(server, before, ran, scripted)
    return [f"connect warned: {said}", *found] if "Warning" in said else found, time.monotonic() - started
