"""A model on another computer gets OpenAI `tools` and answers with `tool_calls`: the call is asked,
run and its result sent back, through the same loop as a local model's (the terminal's here), against
an OpenAI-compatible stub server on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, RemoteRef
from app.cli.chat import _turn
from app.cli.chat_tools import TerminalTools
from app.engine import protocol as p
from app.remote.engine import RemoteEngine
from app.remote.servers import RemoteServers
from app.tools.toolbox import Toolbox
from app.tools.traits import ModelTraits
from tests.app.api.remote_stub import WORDS, stub_server
from tests.app.system.test_secrets import MemoryKeyring


def test_a_remote_model_calls_a_tool_through_tool_calls(tmp_path: Path) -> None:
    with stub_server() as stub:
        stub.mode, stub.context_length = "tools", 8192
        servers = RemoteServers(tmp_path / "data", MemoryKeyring())
        server, _ = servers.add(stub.url, "box", "")
        servers.set_consented(server.id)
        engine = RemoteEngine(servers, lambda: (True, ""))
        try:
            engine.load(str(RemoteRef(server.id, "stub-model")))
            asked: list[str] = []
            tools = TerminalTools(Toolbox(), ["calculator"], ModelTraits(), ask=lambda q: asked.append(q) or "y",
                                  remote=True)
            out: list[str] = []
            result, interrupted, calls = _turn(engine, [ChatMessage("user", "6*7?")], Sampling(), "", out, tools)
        finally:
            engine.close()
    assert isinstance(result, p.Done) and not interrupted and asked
    assert [(c.tool, c.arguments, c.status, c.result) for c in calls] == [("calculator", {"expression": "6*7"},
                                                                           "ok", "42")]
    assert "".join(out) == "".join(WORDS)  # the answer after the result, in words
    first, second = stub.bodies
    assert [t["function"]["name"] for t in first["tools"]] == ["calculator"]  # OpenAI's tools, no grammar
    assert second["messages"][-1] == {"role": "user", "content": "<tool_response>\n42\n</tool_response>"}
