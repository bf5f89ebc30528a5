"""Tools in the terminal chat with the REAL demo model: the call printed, asked `y/n/a`, run, and
`/tools`; `--prompt --json` lists the calls."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[3]
TOOL_ARGS = ("--tools", "current_time", "calculator", "--tool-choice", "required", "--temperature", "0",
             "--max-new-tokens", "24")


def chat(*args: str, typed: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "chat", *args], input=typed, capture_output=True,
                          text=True, timeout=300, env=os.environ.copy(), check=False)


def test_the_terminal_asks_before_a_call_and_lists_the_tools(demo_model: Path) -> None:
    done = chat(*TOOL_ARGS, typed="What time is it?\na\nAnd now?\n/tools\n/quit\n")
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert out.count("[tool call] ") == 2 and "Run it? [y]es / [n]o / [a]lways" in out
    assert "(always allowed in this chat)" in out  # the second call ran unasked after "a"
    assert "→ ok:" in out or "→ error:" in out  # ran (the demo model may pick the calculator with odd words)
    assert "current_time (built-in): The current date and time" in out  # /tools


def test_no_denies_and_json_lists_the_calls(demo_model: Path) -> None:
    done = chat(*TOOL_ARGS, "--prompt", "What time is it?", "--json", typed="n\n")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    assert [c["status"] for c in answer["tool_calls"]] == ["denied"]
    assert answer["tool_calls"][0]["tool"] in ("current_time", "calculator")


def test_the_terminal_reads_the_tool_listing_ahead_and_a_message_sent_meanwhile_joins_it(demo_model: Path) -> None:
    """`TerminalTools.read_ahead` (before the first message): the first step, sent at once, queues behind the
    read-ahead in the engine and reuses the whole listing it read (the listing is not read twice); the
    read-ahead stops itself at its first token."""
    from app.chat.parameters import Sampling
    from app.chat.values import ChatMessage
    from app.cli.chat_tools import TerminalTools
    from app.engine import protocol as p
    from app.engine.client import EngineClient
    from app.tools.plan import step_sampling
    from app.tools.toolbox import Toolbox
    from app.tools.traits import read_traits

    client = EngineClient()
    try:
        client.load(str(demo_model))
        tools = TerminalTools(Toolbox(), ["current_time", "calculator"], read_traits(demo_model))
        sampling = Sampling(temperature=0.0, max_new_tokens=8)
        ahead = tools.read_ahead(client, "Be brief.", sampling)
        assert ahead is not None
        plan = tools.steps([ChatMessage("user", "What is 17*23?")], "Be brief.", []).plan()
        handle = client.turn(list(plan.messages), step_sampling(sampling, plan), "", guidance=plan.guidance,
                             tools=plan.tools_json)
        done = next(e for e in handle.events(120) if isinstance(e, p.Done | p.Error) or e is None)
        assert isinstance(done, p.Done), done
        listing = client.measure(list(plan.messages[:1])).prompt_tokens  # system prompt + tools + a header
        assert done.cached_tokens >= listing - 6 and done.generated_tokens > 0
        ahead.join(60)
        assert not ahead.is_alive()
    finally:
        client.close()
