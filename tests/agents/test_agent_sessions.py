"""Claude Code, Codex and opencode, the real programs from npm, for a whole session against the server.

Each is configured by `main.py connect TOOL --write` in a temporary home, with its default prompt and
tools, and runs three turns (`tests.agents.sessions`): a prompt, a follow-up that continues the
conversation, and a turn where the model calls one of the client's own tools and gets its result. The
server is the real one on a 32k copy of the demo model (`bench/long_context_model`: Claude Code's prompt
alone is ~19.7k tokens), its replies scripted (`tests.agents.scripted_serve`): the protocol is under
test here, not the model. What each turn sent is recorded by the server and checked: the conversation
grew, the tool's result came back.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.agents.clients import ensure_clients
from tests.agents.sessions import TOOLS, AgentServer, scripted_server, session
from tests.app.api.conftest import free_port

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def clients() -> Path:
    found = ensure_clients()
    if isinstance(found, str):
        pytest.skip(found)
    return found


@pytest.fixture(scope="module")
def agent_server(tmp_path_factory: pytest.TempPathFactory, demo_model: Path) -> Iterator[AgentServer]:
    from bench.long_context_model import ensure_long_context_model

    with scripted_server(ensure_long_context_model(), tmp_path_factory.mktemp("agents"), free_port()) as (_, server,
                                                                                                          _log):
        yield server


@pytest.mark.parametrize("tool", TOOLS)
def test_a_coding_agent_for_three_turns(tool: str, clients: Path, agent_server: AgentServer, tmp_path: Path) -> None:
    problems, _ = session(tool, agent_server, clients, tmp_path)
    assert not problems, "\n".join(problems)
