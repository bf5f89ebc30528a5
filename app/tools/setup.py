"""The toolbox each front end uses: the built-in tools, plus the MCP servers the person added
(`mcp_servers.json`; started only when a chat needs them)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from app.tools.toolbox import Toolbox


def window_toolbox(data: Path, network: Callable[[], tuple[bool, str]]) -> Toolbox:
    from app.tools.mcp_config import McpServers
    from app.tools.mcp_hub import McpHub

    servers = McpServers(data)
    return Toolbox(McpHub(servers), network, [servers.problem] if servers.problem else [])


def terminal_toolbox() -> Toolbox:
    from app.settings import load_settings
    from app.system.offline import network_allowed
    from app.system.paths import resolve_paths

    paths = resolve_paths()
    return window_toolbox(paths.data, lambda: network_allowed(load_settings(paths.settings_file).settings))
