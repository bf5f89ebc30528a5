"""Memory in the terminal chat with the real demo model: /remember, /memories and /forget, a later turn given
the memory (the prompt the engine counted changes by it, and the reply names it), none with --no-memory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
BEES = "I keep three beehives in Lyon"
QUESTION = "How should I feed my beehives in winter?"


def chat(demo_model: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "chat", "--model", str(demo_model),
                           "--max-new-tokens", "2", *args], input=stdin, capture_output=True, text=True, timeout=180,
                          env=os.environ.copy(), check=False)


@pytest.mark.slow
def test_remember_list_and_use_from_the_terminal(demo_model: Path) -> None:
    session = chat(demo_model, stdin=f"/memories\n/remember {BEES}\n/memories\n{QUESTION}\n/quit\n")
    out = session.stdout
    assert session.returncode == 0, session.stderr
    assert "(no memories yet" in out and f"(remembered: {BEES})" in out and f"1. {BEES}" in out
    assert f"Used 1 memory: {BEES}" in out
    counted = {}
    for flag in ("", "--no-memory"):
        once = chat(demo_model, "--prompt", QUESTION, "--json", *([flag] if flag else []))
        assert once.returncode == 0, once.stderr
        counted[flag] = json.loads(once.stdout)
    assert [m["text"] for m in counted[""]["memories"]] == [BEES] and counted["--no-memory"]["memories"] == []
    # The memory was read: the prompt differs by it (not 'grows by it': without a system prompt the demo's template
    # writes a default one of its own, which the memory block, given as the system prompt, takes the place of).
    assert counted[""]["prompt_tokens"] != counted["--no-memory"]["prompt_tokens"]


def test_forget_takes_the_number_memories_shows(tmp_path: Path) -> None:
    from app.cli.chat_memory import USAGE, ChatMemory

    memory = ChatMemory(tmp_path / "conversations.sqlite3", enabled=False)
    memory.command("/remember I keep bees")
    memory.command("/remember I live in Oslo")
    assert memory.command("/memories") == ("Memories — memory is off for this chat:\n  1. I live in Oslo\n"
                                           "  2. I keep bees")
    assert memory.command("/forget 3") == USAGE and memory.command("/remember  ") == USAGE
    assert memory.command("/forget 2") == "(forgotten: I keep bees)"
    assert memory.system("Be brief.", "Where do I live? Oslo?") == ("Be brief.", [])  # off: nothing given
    assert memory.command("/attach x") is None
    memory.close()


@pytest.mark.slow
def test_an_incognito_terminal_chat_neither_reads_nor_writes_memory(demo_model: Path) -> None:
    assert chat(demo_model, stdin=f"/remember {BEES}\n/quit\n").returncode == 0
    session = chat(demo_model, "--incognito", "--tools", "remember",
                   stdin=f"/remember I live in Oslo\n{QUESTION}\n/memories\n/quit\n")
    assert session.returncode == 0, session.stderr
    assert "(not remembered: this chat is incognito)" in session.stdout and "Used 1 memory" not in session.stdout
    listed = session.stdout.split("Memories")[-1]  # what /memories printed: the memory kept before, nothing new
    assert f"1. {BEES}" in listed and "Oslo" not in listed
    assert "remember is left out of an incognito chat" in session.stderr
    once = chat(demo_model, "--prompt", QUESTION, "--json", "--incognito")
    assert once.returncode == 0, once.stderr
    assert json.loads(once.stdout)["memories"] == []


def test_incognito_folds_into_memory_off_and_no_remember_tool(tmp_path: Path) -> None:
    import argparse

    from app.cli.chat_memory import ChatMemory
    from app.cli.chat_project import apply_incognito

    args = argparse.Namespace(incognito=True, no_memory=False, tools=["remember", "calculator"])
    apply_incognito(args)
    assert args.no_memory is True and args.tools == ["calculator"]
    memory = ChatMemory(tmp_path / "conversations.sqlite3", enabled=True, incognito=True)
    assert memory.command("/remember I keep bees") == "(not remembered: this chat is incognito)"
    assert memory.command("/memories") == "(no memories yet: /remember TEXT adds one)"
    assert memory.system("Be brief.", "Do I keep bees?") == ("Be brief.", [])
    memory.close()
