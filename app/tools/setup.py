"""The toolbox each front end uses: the built-in tools, plus the MCP servers the person added."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from app.tools.toolbox import Toolbox


def window_toolbox(data: Path, network: Callable[[], tuple[bool, str]]) -> Toolbox:
    return Toolbox(None, network)


def terminal_toolbox() -> Toolbox:
    return Toolbox()
