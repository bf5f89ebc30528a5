"""The MCP servers a person added: `mcp_servers.json` in the data folder, keys in the OS keyring.

A server is a command to start (stdio: command, arguments, environment, working folder) or a URL
(Streamable HTTP, with headers). An HTTP server's key (sent as `Authorization: Bearer …`) lives in
the keyring under user `mcp-<name>`, never in the file. `import_servers` reads the `mcpServers`
JSON that Claude Desktop, Cursor and LM Studio use (`mcp.json`).

A server "uses the network" when it is reached over HTTP on another computer, or when the person
says so (`--network`; an import guesses from names such as fetch, search or browser). Offline mode
turns such servers off.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

from app.system.json_file import read_json
from app.system.secrets import TokenStorage, TokenVault
from app.tools.spec import BUILTIN
from models.atomic import write_text_atomic
from models.private import private_dir

log = logging.getLogger("hearth.tools")
FILE = "mcp_servers.json"
NAME_RULE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")
NETWORK_HINTS = ("fetch", "search", "browser", "web", "http", "github", "slack", "puppeteer", "playwright", "brave")


class McpConfigError(ValueError):
    """A server definition that cannot be used; the message says what to change."""


@dataclass(frozen=True)
class McpServer:
    name: str
    transport: Literal["stdio", "http"] = "stdio"
    command: str = ""
    args: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    cwd: str = ""
    url: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    enabled: bool = True
    uses_network: bool = False

    def describe(self) -> str:
        where = self.url if self.transport == "http" else " ".join([self.command, *self.args])
        return f"{where}{' (uses the network)' if self.uses_network else ''}{'' if self.enabled else ' (off)'}"


def _is_loopback_url(url: str) -> bool:
    host = (urlsplit(url).hostname or "").lower()
    return host in ("localhost", "::1") or host.startswith("127.")


def make_server(name: str, *, command: str = "", args: list[str] | tuple[str, ...] = (),
                env: dict[str, str] | None = None, cwd: str = "", url: str = "", headers: dict[str, str] | None = None,
                uses_network: bool | None = None, enabled: bool = True) -> McpServer:
    """A checked server definition; McpConfigError with the reason when it cannot be used."""
    if not NAME_RULE.match(name):
        raise McpConfigError(f"{name!r} cannot name a server: use letters, digits, - _ . (at most 40).")
    if name.lower() == BUILTIN:  # its tools would pass for Hearth's own, and share their "Always allow"
        raise McpConfigError(f"{name!r} is the name of Hearth's own tools: choose another name for the server.")
    if bool(command) == bool(url):
        raise McpConfigError(f"Server {name}: give either a command to start or a URL, not both.")
    if url:
        if urlsplit(url).scheme not in ("http", "https") or not urlsplit(url).hostname:
            raise McpConfigError(f"Server {name}: {url!r} is not an http(s) URL.")
        network = not _is_loopback_url(url) if uses_network is None else uses_network
        return McpServer(name, "http", url=url, headers=dict(headers or {}), enabled=enabled, uses_network=network)
    words = " ".join([name, command, *args]).lower()
    network = any(h in words for h in NETWORK_HINTS) if uses_network is None else uses_network
    return McpServer(name, "stdio", command, tuple(args), dict(env or {}), cwd, enabled=enabled,
                     uses_network=network)


def _from_dict(raw: Any) -> McpServer | None:
    if not isinstance(raw, dict):
        return None
    try:
        return make_server(str(raw.get("name", "")), command=str(raw.get("command") or ""),
                           args=[str(a) for a in raw.get("args") or []],
                           env={str(k): str(v) for k, v in (raw.get("env") or {}).items()},
                           cwd=str(raw.get("cwd") or ""), url=str(raw.get("url") or ""),
                           headers={str(k): str(v) for k, v in (raw.get("headers") or {}).items()},
                           uses_network=bool(raw.get("uses_network", False)), enabled=bool(raw.get("enabled", True)))
    except (McpConfigError, AttributeError, TypeError) as exc:
        log.warning("MCP server entry skipped: %s", exc)
        return None


class McpServers:
    """The saved servers (one file, written atomically) and their keys (the keyring)."""

    def __init__(self, data: Path, vault: type[TokenVault] = TokenVault) -> None:
        self.path = data / FILE
        self._vault = vault
        self._servers: dict[str, McpServer] = {}
        read = read_json(self.path, "The list of tool servers (mcp_servers.json)")
        self.problem = read.problem  # a damaged file, set aside: the person is told once
        entries = read.value.get("servers") if isinstance(read.value, dict) else None
        for entry in entries if isinstance(entries, list) else []:
            server = _from_dict(entry)
            if server is not None:
                self._servers[server.name] = server

    def all(self) -> list[McpServer]:
        return list(self._servers.values())

    def get(self, name: str) -> McpServer | None:
        return self._servers.get(name)

    def put(self, server: McpServer) -> None:
        """Add a server, or replace the one with its name. A bearer key in its headers (an imported
        mcp.json has them) moves to the keyring."""
        auth = next((k for k in server.headers if k.lower() == "authorization"), None)
        if auth is not None and server.headers[auth].lower().startswith("bearer "):
            self.set_key(server.name, server.headers[auth][7:].strip())
            server = replace(server, headers={k: v for k, v in server.headers.items() if k != auth})
        self._servers[server.name] = server
        self._save()

    def set_enabled(self, name: str, enabled: bool) -> None:
        server = self._servers.get(name)
        if server is not None:
            self.put(replace(server, enabled=enabled))

    def remove(self, name: str) -> bool:
        if self._servers.pop(name, None) is None:
            return False
        self._key_vault(name).clear()
        self._save()
        return True

    def set_key(self, name: str, key: str) -> TokenStorage:
        return self._key_vault(name).set(key)

    def key(self, name: str) -> str | None:
        return self._key_vault(name).get()

    def _key_vault(self, name: str) -> TokenVault:
        return self._vault(user=f"mcp-{name}")

    def _save(self) -> None:
        entries = []
        for server in self._servers.values():
            entry = asdict(server)
            entry["args"] = list(server.args)
            entries.append(entry)
        private_dir(self.path.parent)
        write_text_atomic(self.path, json.dumps({"servers": entries}, indent=1))


def import_servers(text: str) -> tuple[list[McpServer], list[str]]:
    """The servers of an `mcpServers` JSON (Claude Desktop, Cursor, LM Studio), and a line per entry
    that could not be used. McpConfigError when the text is not such a file at all."""
    try:
        raw = json.loads(text)
    except ValueError as exc:
        raise McpConfigError(f"This is not JSON: {exc}") from None
    entries = raw.get("mcpServers") if isinstance(raw, dict) else None
    if not isinstance(entries, dict):
        raise McpConfigError('No "mcpServers" object found: this is not an mcp.json file.')
    servers: list[McpServer] = []
    problems: list[str] = []
    for name, entry in entries.items():
        if not isinstance(entry, dict):
            problems.append(f"{name}: not an object")
            continue
        try:
            servers.append(make_server(
                re.sub(r"[^A-Za-z0-9_.-]", "-", str(name))[:40], command=str(entry.get("command") or ""),
                args=[str(a) for a in entry.get("args") or []],
                env={str(k): str(v) for k, v in (entry.get("env") or {}).items()}, cwd=str(entry.get("cwd") or ""),
                url=str(entry.get("url") or entry.get("serverUrl") or ""),
                headers={str(k): str(v) for k, v in (entry.get("headers") or {}).items()},
                enabled=not entry.get("disabled", False)))
        except (McpConfigError, AttributeError) as exc:
            problems.append(f"{name}: {exc}")
    return servers, problems
