"""`main.py mcp …` in a real process, and `main.py chat --tools server:NAME` with the demo model and
the real `mcp-server-time` (slow)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
FAULTS = Path(__file__).with_name("fault_servers.py")


def hearth(*args: str, typed: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], input=typed, capture_output=True,
                          text=True, timeout=300, env=os.environ.copy(), check=False)


def test_add_list_test_disable_import_and_remove(tmp_path: Path) -> None:
    added = hearth("mcp", "add", "faulty", "--", sys.executable, str(FAULTS), "ok")
    assert added.returncode == 0 and "Added faulty" in added.stdout
    tested = hearth("mcp", "test", "faulty")
    assert tested.returncode == 0 and "faulty: ready with 4 tools" in tested.stdout and "  echo: Say the text back." \
        in tested.stdout
    assert "faulty" in hearth("mcp", "list").stdout
    hearth("mcp", "disable", "faulty")
    assert "(off)" in hearth("mcp", "list").stdout
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps({"mcpServers": {"mute": {"command": sys.executable, "args": [str(FAULTS), "mute"]},
                                                 "fetch": {"command": "uvx", "args": ["mcp-server-fetch"]}}}))
    imported = hearth("mcp", "import", str(config))
    assert imported.returncode == 0 and "added mute" in imported.stdout
    assert "added fetch: uvx mcp-server-fetch (uses the network)" in imported.stdout
    missing = hearth("mcp", "add", "nothing", "--", "/no/such/command")
    assert missing.returncode == 0
    failed = hearth("mcp", "test", "nothing")
    assert failed.returncode == 1 and "failed: its command was not found" in failed.stdout
    assert hearth("mcp", "rm", "faulty").returncode == 0 and "faulty" not in hearth("mcp", "list").stdout
    bad = hearth("mcp", "add", "two", "--url", "ftp://x")
    assert bad.returncode == 2 and "not an http(s) URL" in bad.stderr


@pytest.mark.slow
def test_the_terminal_chat_calls_an_mcp_server(demo_model: Path) -> None:
    assert hearth("mcp", "add", "time", "--", sys.executable, "-m", "mcp_server_time").returncode == 0
    done = hearth("chat", "--tools", "server:time", "--tool-choice", "required", "--temperature", "0",
                  "--max-new-tokens", "24", "--prompt", "What time is it in Tokyo?", "--json", typed="y\n")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    call = answer["tool_calls"][0]
    assert call["source"] == "time" and call["tool"] in ("get_current_time", "convert_time")
    assert call["status"] in ("ok", "error") and call["result"]  # ran: a result, or the server's own complaint


@pytest.mark.slow
def test_a_fastmcp_tool_with_a_nested_argument_is_called_and_an_unusable_one_is_left_out(demo_model: Path) -> None:
    """FastMCP writes a pydantic argument as a `$ref` into the schema's `$defs`: the call grammar refused it
    and the terminal's reply ended with no answer. Now it is called; a tool whose schema points at another
    document is left out with a word, and the reply goes on."""
    assert hearth("mcp", "add", "shop", "--", sys.executable, str(FAULTS), "nested").returncode == 0
    done = hearth("chat", "--tools", "server:shop", "--tool-choice", "required", "--temperature", "0",
                  "--max-new-tokens", "24", "--prompt", "Order two apples.", "--json", typed="y\n")
    assert done.returncode == 0, done.stderr
    assert "(tools: far is left out: it refers to 'https://example.com/a.json'" in done.stderr
    answer = json.loads(done.stdout)  # stdout is the JSON alone: the call, its question and result are on stderr
    assert "[tool call] place_order(" in done.stderr and "Run it?" in done.stderr and "  → ok: ordered" in done.stderr
    call = answer["tool_calls"][0]
    assert call["tool"] == "place_order" and call["status"] == "ok", call
    assert call["result"].startswith("ordered ") and isinstance(call["arguments"]["items"], list)
