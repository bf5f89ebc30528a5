"""Coding agents for bench/api.py: each real client's three-turn session, and what a second turn costs.

- agent_session_passed: per client (Claude Code, Codex, opencode), whether its three turns passed
  (`tests.agents.sessions`: configured by `main.py connect --write`, a prompt, a follow-up, a call of its
  own tool whose result comes back), against the server on the 32k copy of the demo model
  (`bench/long_context_model`); the model writes every reply but the call (`--quick`: scripted replies,
  Codex alone: the tests run all three); None with `agent_session_skipped` saying why where the clients
  cannot be had (no node or npm), or for a client `--quick` leaves out.
- agent_second_turn_ttft_ratio: the time to the first token of a follow-up ÷ the first turn's, the
  follow-up repeating the first turn's whole prompt (Claude Code's captured request: 24 tools, ~15k
  tokens; `--quick`: opencode's title request), streamed from `/v1/messages` (goal ≤ 0.2: the engine
  keeps the conversation's cache, so the follow-up reads only what is new).
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import httpx2 as httpx

from bench.long_context_model import ensure_long_context_model
from tests.agents.bodies import CLAUDE_CODE, OPENCODE_TITLE
from tests.agents.clients import ensure_clients
from tests.agents.sessions import TOOLS, scripted_server, session

QUICK = None  # a library for bench/api.py
ROOT = Path(__file__).resolve().parents[1]
Running = Callable[[list[str], str, int], AbstractContextManager[str]]


def agent_figures(quick: bool, free_port: Callable[[], int], running: Running,
                  say: Callable[[str], None]) -> dict[str, object]:
    """The figures (module doc); `free_port`, `running` (a server process while a block runs) and `say` are
    bench/api.py's own."""
    model = ensure_long_context_model()
    result: dict[str, object] = {}
    found = ensure_clients()
    with tempfile.TemporaryDirectory() as tmp:
        if isinstance(found, str):
            result["agent_session_passed"] = dict.fromkeys(TOOLS)
            result["agent_session_skipped"] = found
        else:
            passed: dict[str, bool | None] = dict.fromkeys(TOOLS)
            seconds: dict[str, float] = {}
            with scripted_server(model, Path(tmp), free_port(), model_writes_text=not quick) as (_, server, _log):
                for tool in ("codex",) if quick else TOOLS:
                    problems, took = session(tool, server, found, Path(tmp) / tool, scripted=quick)
                    passed[tool], seconds[tool] = not problems, round(took, 1)
                    verdict = "passed" if not problems else "failed: " + "; ".join(problems)[:800]
                    say(f"{tool}: {verdict} ({took:.0f} s)")
            result["agent_session_passed"] = passed
            result["agent_session_s"] = seconds
        port = free_port()
        with running([sys.executable, str(ROOT / "main.py"), "serve", "--port", str(port), "--model", str(model)],
                     "/health", port) as url:
            result["agent_second_turn_ttft_ratio"] = second_turn_ratio(url, model.name, quick, say)
    return result


def second_turn_ratio(url: str, model: str, quick: bool, say: Callable[[str], None]) -> float:
    body = {**(OPENCODE_TITLE if quick else CLAUDE_CODE).body(), "model": model, "stream": True, "max_tokens": 16,
            "temperature": 0}
    if quick:  # opencode's title request is OpenAI-shaped: as Anthropic's, its system first
        messages = body["messages"]
        body = {"model": model, "stream": True, "max_tokens": 16, "temperature": 0,
                "system": "\n\n".join(m["content"] for m in messages if m["role"] == "system"),
                "messages": [m for m in messages if m["role"] != "system"]}
    first, reply = _ttft(url, body)
    follow = {**body, "messages": [*body["messages"], {"role": "assistant", "content": reply or "Hello."},
                                   {"role": "user", "content": "And what next?"}]}
    second, _ = _ttft(url, follow)
    say(f"agent turns: first token after {first:.2f} s, the follow-up's after {second:.2f} s")
    return round(second / first, 3)


def _ttft(url: str, body: dict[str, Any]) -> tuple[float, str]:
    """(seconds to the first content delta, the reply's text) of a streamed `/v1/messages` request."""
    started, first, text = time.perf_counter(), 0.0, []
    with httpx.Client(timeout=3600) as http, http.stream("POST", f"{url}/v1/messages", json=body) as answer:
        answer.raise_for_status()
        for line in answer.iter_lines():
            if not line.startswith("data: "):
                continue
            event = json.loads(line[6:])
            if event.get("type") == "content_block_delta":
                first = first or time.perf_counter() - started
                delta = event["delta"]
                text.append(delta.get("text") or delta.get("partial_json") or "")
    return first or time.perf_counter() - started, "".join(text)

