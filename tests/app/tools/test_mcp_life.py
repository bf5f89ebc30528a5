"""A tool server ends with Hearth, however Hearth ends (`app.tools.server_guard`): a kill -9 of the terminal
chat in the middle of a call left its MCP server running for ever."""

from __future__ import annotations

import contextlib
import subprocess
import sys
import time
from pathlib import Path

import psutil

from tests.processes import is_running, kill_hard

ROOT = Path(__file__).resolve().parents[3]
FAULTS = Path(__file__).with_name("fault_servers.py")
HEARTH = """
import sys, threading
sys.path.insert(0, sys.argv[2])
from pathlib import Path
from app.tools.builtin import ToolContext
from app.tools.mcp_config import McpServers, make_server
from app.tools.mcp_hub import McpHub
from app.tools.spec import CallRecord
from app.tools.toolbox import Toolbox

class Vault:
    def __init__(self, user): pass
    def get(self): return None

config = McpServers(Path(sys.argv[1]), vault=Vault)
config.put(make_server("ok", command=sys.executable, args=[sys.argv[3], "ok"]))
box = Toolbox(McpHub(config, start_timeout=60))
specs, _ = box.specs(["server:ok"])
print("ready", flush=True)
slow = next(s for s in specs if s.name == "slow")
box.run(slow, CallRecord("slow", {"seconds": 600}, "ok"), ToolContext(), threading.Event(), 700)
"""


def test_a_tool_server_ends_when_hearth_is_killed_mid_call(tmp_path: Path) -> None:
    hearth = subprocess.Popen([sys.executable, "-c", HEARTH, str(tmp_path), str(ROOT), str(FAULTS)],
                              stdout=subprocess.PIPE, text=True)
    servers: list[psutil.Process] = []
    try:
        assert hearth.stdout is not None and hearth.stdout.readline().strip() == "ready"
        deadline = time.monotonic() + 30
        while not servers and time.monotonic() < deadline:
            servers = [p for p in psutil.Process(hearth.pid).children(recursive=True)
                       if str(FAULTS) in " ".join(p.cmdline())]
            time.sleep(0.05)
        assert servers, "the tool server was not started"
        kill_hard(hearth.pid)  # no chance to close anything
        hearth.wait(30)
        _, alive = psutil.wait_procs(servers, timeout=30)
        assert not alive, f"{len(alive)} tool server processes outlived Hearth"
    finally:
        if hearth.poll() is None:
            kill_hard(hearth.pid)
            hearth.wait(30)
        if hearth.stdout is not None:
            hearth.stdout.close()
        for server in servers:
            with contextlib.suppress(psutil.Error):
                if is_running(server.pid):
                    server.kill()
