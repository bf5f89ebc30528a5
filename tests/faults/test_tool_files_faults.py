"""The tool files of the person's own (`mcp_servers.json`, `tool_approvals.json`) in every broken shape:
each is read bounded and without blocking, set aside beside itself with a sentence the window and the
terminal show, and the next start meets nothing (`app.system.json_file`). A file nested 100,000 deep kept
the window from starting; a named pipe in its place hung it, deaf to SIGTERM, with the single-instance lock
held against every later launch."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from app.system.paths import resolve_paths
from app.tools.approvals import Approvals
from app.tools.mcp_config import McpServers
from tests.app.tools.test_mcp import MemoryVault
from tests.faults.test_settings_faults import GARBAGE, ROOT

pytestmark = pytest.mark.faults

READERS: dict[str, Callable[[Path], str]] = {
    "mcp_servers.json": lambda data: McpServers(data, vault=MemoryVault).problem,  # type: ignore[arg-type]
    "tool_approvals.json": lambda data: Approvals(data / "tool_approvals.json").problem,
}


def aside(data: Path, name: str) -> list[Path]:
    return sorted(data.glob(f"{name}.unreadable-*"))


@pytest.mark.parametrize("name", list(READERS))
@pytest.mark.parametrize("shape", list(GARBAGE))
def test_a_damaged_tool_file_is_set_aside_with_a_sentence(tmp_path: Path, name: str, shape: str) -> None:
    (tmp_path / name).write_bytes(GARBAGE[shape])
    problem = READERS[name](tmp_path)
    if shape in ("a list", "a string", "null"):  # JSON, only not of the file's shape: nothing in it is used
        assert problem == "" and (tmp_path / name).exists()
        return
    assert "could not be read" in problem and "set aside as" in problem and name in problem
    assert not (tmp_path / name).exists() and aside(tmp_path, name)[0].read_bytes() == GARBAGE[shape]
    assert READERS[name](tmp_path) == ""  # the next start meets nothing


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("name", list(READERS))
def test_a_named_pipe_in_place_of_a_tool_file_is_not_waited_on(tmp_path: Path, name: str) -> None:
    os.mkfifo(tmp_path / name)
    said: list[str] = []
    reader = threading.Thread(target=lambda: said.append(READERS[name](tmp_path)), daemon=True)
    reader.start()
    reader.join(timeout=10)
    if reader.is_alive():  # it blocked on the pipe: unblock it so the run goes on, then fail
        with (tmp_path / name).open("w") as writer:
            writer.write("{}")
        reader.join(timeout=10)
        pytest.fail(f"reading {name} blocked on a named pipe")
    assert "not a regular file" in said[0] and not (tmp_path / name).exists() and aside(tmp_path, name)


def test_the_terminal_says_so_once_and_goes_on() -> None:
    data = resolve_paths().data
    data.mkdir(parents=True)
    (data / "mcp_servers.json").write_bytes(GARBAGE["nested 100000 deep"])
    for run in range(2):
        done = subprocess.run([sys.executable, str(ROOT / "main.py"), "mcp", "list"], env=os.environ.copy(),
                              capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
        assert ("it nests too deeply" in done.stderr) == (run == 0), done.stderr
