"""The MCP client against real servers started by the tests: `mcp-server-time` (PyPI), the reference
filesystem server (npm, installed once into the user cache, run with node), and fault servers written
with the `mcp` SDK (tests/app/tools/fault_servers.py): slow, crashing mid-call, an invalid schema, a 10 MB
result, one that never answers `initialize`. Also the `mcpServers` import and the keyring."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import platformdirs
import pytest

from app.chat.values import ChatMessage
from app.tools.builtin import ToolContext
from app.tools.mcp_config import McpConfigError, McpServers, import_servers, make_server
from app.tools.mcp_hub import McpHub
from app.tools.spec import MAX_RESULT_CHARS, CallRecord, ToolSpec
from app.tools.toolbox import Toolbox

FAULTS = Path(__file__).with_name("fault_servers.py")
FS_PACKAGE = "@modelcontextprotocol/server-filesystem"


class MemoryVault:
    """A keyring stand-in (the real keyring is tested in tests/app/system/test_secrets.py)."""

    keys: ClassVar[dict[str, str]] = {}

    def __init__(self, user: str) -> None:
        self.user = user

    def set(self, token: str) -> str:
        MemoryVault.keys[self.user] = token
        return "keyring"

    def get(self) -> str | None:
        return MemoryVault.keys.get(self.user)

    def clear(self) -> None:
        MemoryVault.keys.pop(self.user, None)


@pytest.fixture()
def servers(tmp_path: Path) -> McpServers:
    config = McpServers(tmp_path, vault=MemoryVault)  # type: ignore[arg-type]
    config.put(make_server("time", command=sys.executable, args=["-m", "mcp_server_time", "--local-timezone", "UTC"]))
    for kind in ("ok", "badschema", "mute", "names", "many"):
        config.put(make_server(kind, command=sys.executable, args=[str(FAULTS), kind]))
    return config


@pytest.fixture()
def hub(servers: McpServers) -> Iterator[McpHub]:
    running = McpHub(servers, start_timeout=20)
    yield running
    running.close()


def call(box: Toolbox, server: str, tool: str, arguments: dict[str, object], timeout: float = 60,
         cancel: threading.Event | None = None) -> CallRecord:
    specs, problems = box.specs([f"server:{server}"])
    assert tool in {s.name for s in specs}, problems  # (another tool of the server may be left out, with why)
    spec = next(s for s in specs if s.name == tool)
    return box.run(spec, CallRecord(tool, arguments, server), ToolContext(), cancel or threading.Event(), timeout)


def test_the_time_server_answers_a_call(hub: McpHub) -> None:
    assert not hub.running("time") and not Toolbox(hub).at_hand(["current_time", "server:time"])
    status = hub.start("time")
    assert status.state == "ready" and {t.name for t in status.tools} >= {"get_current_time", "convert_time"}
    assert hub.running("time") and Toolbox(hub).at_hand(["current_time", "server:time"])  # read ahead now
    record = call(Toolbox(hub), "time", "get_current_time", {"timezone": "Asia/Tokyo"})
    assert record.status == "ok" and json.loads(record.result)["timezone"] == "Asia/Tokyo"


def test_faults_become_short_errors_and_a_crash_is_restarted_once(hub: McpHub) -> None:
    box = Toolbox(hub)
    assert call(box, "ok", "echo", {"text": "hi"}).result == "echo: hi"
    huge = call(box, "ok", "huge", {})
    assert huge.status == "ok" and len(huge.result) < MAX_RESULT_CHARS + 100 and "left out" in huge.result
    slow = call(box, "ok", "slow", {"seconds": 60}, timeout=1)
    assert slow.status == "error" and "did not answer within 1 s" in slow.result
    stop = threading.Event()
    threading.Timer(0.5, stop.set).start()
    assert call(box, "ok", "slow", {"seconds": 60}, cancel=stop).status == "cancelled"
    crashed = call(box, "ok", "crash", {})
    assert crashed.status == "error" and "stopped during the call" in crashed.result
    assert "about to crash" in crashed.result  # the stderr tail says what the server said last
    assert call(box, "ok", "echo", {"text": "again"}).result == "echo: again"  # restarted once
    call(box, "ok", "crash", {})
    specs, problems = box.specs(["server:ok"])  # a second crash is reported, not restarted
    assert specs == [] and "stopped during a call" in problems[0] and "about to crash" in problems[0]
    assert hub.status("ok").state == "failed" and not hub.running("ok")


def test_an_invalid_schema_leaves_only_that_tool_out(hub: McpHub) -> None:
    status = hub.start("badschema")
    assert status.state == "ready" and "echo" not in {t.name for t in status.tools} and status.tools
    assert any(line.startswith("echo: its input schema is invalid") for line in status.left_out)


def test_names_a_call_cannot_carry_are_mapped_and_back_and_clashes_get_their_own(hub: McpHub) -> None:
    """`repo/read_file` and a 70-character name crashed `chat --tools` (the call grammar's request refused the
    name: a traceback). Each is offered under a safe name, said once, and the server is called by its own."""
    from app.tools.plan import plan_turn
    from app.tools.traits import ModelTraits

    box = Toolbox(hub)
    specs, problems = box.specs(["current_time", "server:names"])
    names = [s.name for s in specs]
    assert len(set(names)) == len(names) == 7 and all(re.fullmatch(r"[A-Za-z0-9_.:-]{1,64}", n) for n in names)
    assert names[:3] == ["current_time", "repo_read_file", "t" * 55 + "_" + names[2][56:]]
    assert names[3] != names[2] and names[3].startswith("t" * 55)  # two long names stay apart
    assert names[4:6] == ["names_current_time", "names_current_time_2"]  # a clash whose new name is taken too
    assert any("repo/read_file (names) is offered to the model as repo_read_file" in p for p in problems)
    plan = plan_turn([ChatMessage("user", "hi")], specs, ModelTraits())
    assert set(plan.names) == set(names)
    for spec in specs[1:6]:
        record = box.run(spec, CallRecord(spec.name, {}, "names"), ToolContext(), threading.Event())
        assert record.status == "ok" and record.result == f"ran {spec.remote_name or spec.name}"


def test_a_servers_text_reaches_no_one_with_its_escape_sequences(hub: McpHub) -> None:
    """An escape sequence in a result could rewrite the terminal's transcript (a fake "denied" over a call
    that ran); a carriage return, a bidi override in a description could disguise it too."""
    box = Toolbox(hub)
    specs, _ = box.specs(["server:names"])
    paint = next(s for s in specs if s.name == "paint")
    assert paint.description == "Red evil"
    record = box.run(paint, CallRecord("paint", {}, "names"), ToolContext(), threading.Event())
    assert record.result == "  → denied really ran"


def test_more_tools_than_one_grammar_holds_offer_what_fits_and_say_the_rest_are_left_out(hub: McpHub) -> None:
    """2,000 tools ended the chat ("The grammar is larger than 512 KB"); so do 400 of 16 arguments (the server
    here, quicker to list): as many as fit are offered."""
    from app.engine.grammar_limits import check_guidance
    from app.tools.plan import plan_turn
    from app.tools.traits import ModelTraits

    specs, problems = Toolbox(hub).specs(["server:many"])
    assert 50 < len(specs) < 400 and [s.name for s in specs[:2]] == ["weather_0", "weather_1"]
    assert problems == [f"{400 - len(specs)} of 400 tools are left out: one reply can offer the model at most "
                        f"{len(specs)} of these (their call grammar would be larger than the engine takes)"]
    plan = plan_turn([ChatMessage("user", "Weather?")], specs, ModelTraits())
    assert plan.guidance is not None
    check_guidance(plan.guidance)  # what the host checks again: it passes


def test_a_server_cannot_call_itself_built_in(servers: McpServers) -> None:
    with pytest.raises(McpConfigError, match="Hearth's own tools"):
        make_server("built-in", command="x")
    servers.path.write_text(json.dumps({"servers": [{"name": "built-in", "command": "x"}, {"name": "y",
                                                                                          "command": "y"}]}))
    assert [s.name for s in McpServers(servers.path.parent, vault=MemoryVault).all()] == ["y"]  # type: ignore[arg-type]


def test_a_server_that_exits_at_start_says_so_with_its_last_words(servers: McpServers, hub: McpHub) -> None:
    """Was "failed: MCPError: Connection closed", which reads like a network fault."""
    servers.put(make_server("quits", command=sys.executable,
                            args=["-c", "import sys; print('boom: no config', file=sys.stderr); sys.exit(3)"]))
    status = hub.start("quits")
    assert status.state == "failed" and status.error == "it ended before it was ready"
    assert "boom: no config" in status.stderr_tail


def test_a_server_that_never_answers_initialize_fails_in_words(servers: McpServers) -> None:
    quick = McpHub(servers, start_timeout=2)
    try:
        status = quick.start("mute")
        assert status.state == "failed" and "did not answer within 2 s" in status.error
    finally:
        quick.close()


def test_a_missing_command_fails_in_words(hub: McpHub, servers: McpServers) -> None:
    servers.put(make_server("nothing", command="/no/such/command"))
    status = hub.start("nothing")
    assert status.state == "failed" and "command was not found" in status.error


def test_an_address_where_nothing_answers_fails_in_words(hub: McpHub, servers: McpServers) -> None:
    """Was "ConnectError: All connection attempts failed"."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    servers.put(make_server("away", url=f"http://127.0.0.1:{port}/mcp"))
    status = hub.start("away")
    assert status.state == "failed" and status.error.startswith("nothing answered at its address"), status.error


@pytest.fixture(scope="session")
def filesystem_server() -> Path:
    """The reference filesystem server from npm, installed once into the user cache."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("node and npm are needed for the filesystem server")
    root = Path(platformdirs.user_cache_dir("Hearth")) / "mcp-test-servers"
    entry = root / "node_modules" / "@modelcontextprotocol" / "server-filesystem" / "dist" / "index.js"
    if not entry.is_file():
        root.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix", str(root), FS_PACKAGE],
                       check=True, timeout=600, capture_output=True)
    return entry


def test_the_filesystem_server_reads_a_file(filesystem_server: Path, servers: McpServers, hub: McpHub,
                                            tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "note.txt").write_text("The spare key is under the blue pot.", encoding="utf-8")
    servers.put(make_server("files", command="node", args=[str(filesystem_server), str(shared)]))
    box = Toolbox(hub)
    record = call(box, "files", "read_text_file", {"path": str(shared / "note.txt")})
    assert record.status == "ok" and "blue pot" in record.result
    outside = call(box, "files", "read_text_file", {"path": str(tmp_path / "elsewhere.txt")})
    assert outside.status == "error" and "blue pot" not in outside.result


def test_mcp_json_import_and_keys_in_the_keyring(tmp_path: Path) -> None:
    text = json.dumps({"mcpServers": {
        "time": {"command": "uvx", "args": ["mcp-server-time"]},
        "fetch": {"command": "uvx", "args": ["mcp-server-fetch"], "disabled": True},
        "remote docs": {"url": "https://docs.example.com/mcp", "headers": {"Authorization": "Bearer s3cret"}},
        "broken": {"command": "x", "url": "https://both.example"}}})
    imported, problems = import_servers(text)
    by_name = {s.name: s for s in imported}
    assert set(by_name) == {"time", "fetch", "remote-docs"} and problems[0].startswith("broken:")
    assert not by_name["time"].uses_network and by_name["fetch"].uses_network and not by_name["fetch"].enabled
    assert by_name["remote-docs"].transport == "http" and by_name["remote-docs"].uses_network
    config = McpServers(tmp_path, vault=MemoryVault)  # type: ignore[arg-type]
    for server in imported:
        config.put(server)
    saved = (tmp_path / "mcp_servers.json").read_text(encoding="utf-8")
    assert "s3cret" not in saved and config.key("remote-docs") == "s3cret"
    again = McpServers(tmp_path, vault=MemoryVault)  # type: ignore[arg-type]
    docs = again.get("remote-docs")
    assert [s.name for s in again.all()] == ["time", "fetch", "remote-docs"] and docs is not None and not docs.headers
    assert again.remove("remote-docs") and again.key("remote-docs") is None
    with pytest.raises(McpConfigError):
        import_servers('{"servers": {}}')


def test_offline_mode_keeps_network_servers_off(servers: McpServers) -> None:
    servers.put(make_server("web", command=sys.executable, args=[str(FAULTS), "ok"], uses_network=True))
    hub = McpHub(servers)
    try:
        box = Toolbox(hub, lambda: (False, "offline mode is on"))
        specs, problems = box.specs(["server:web", "server:ok"])
        assert problems == ["web uses the network and offline mode is on"] and hub.status("web").state == "stopped"
        assert {s.source for s in specs} == {"ok"}
        spec = ToolSpec("echo", "", {"type": "object"}, "web", True)
        refused = box.run(spec, CallRecord("echo", {"text": "x"}, "web"), ToolContext(), threading.Event())
        assert refused.status == "error" and "offline mode is on" in refused.result
    finally:
        hub.close()


def test_a_streamable_http_server(servers: McpServers, hub: McpHub) -> None:
    import socket
    import time

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, str(FAULTS), "http", str(port)], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:  # wait until it listens (an event would need the server's cooperation)
            with socket.socket() as client:
                if client.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert time.monotonic() < deadline and process.poll() is None, "the HTTP server did not start"
            time.sleep(0.2)
        servers.put(make_server("web", url=f"http://127.0.0.1:{port}/mcp"))
        assert servers.get("web") is not None and not servers.get("web").uses_network  # type: ignore[union-attr]
        assert call(Toolbox(hub), "web", "echo", {"text": "over http"}).result == "echo: over http"
    finally:
        process.kill()
        process.wait(10)
