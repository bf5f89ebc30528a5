"""`main.py mcp add|list|rm|test|import|enable|disable`: the MCP servers whose tools chats may call.

`add NAME -- COMMAND ARGS…` adds a server started as a process (stdio); `add NAME --url URL` one
reached over Streamable HTTP, its key asked for without echo (`--ask-key`) and kept in the OS
keyring. `import FILE` reads the `mcpServers` JSON of Claude Desktop, Cursor or LM Studio (`mcp.json`).
`test NAME` starts the server, lists its tools (or says why it failed, with the end of its error
output) and stops it. The window and `main.py chat --tools server:NAME` use the same list; the local
API (`serve`) does not offer MCP tools.
"""

from __future__ import annotations

import argparse
import getpass
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported where used: `main.py serve` builds this parser, and the container has no mcp
    from app.tools.mcp_config import McpServers


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="mcp_command", required=True)
    add = sub.add_parser("add", help="add a server: NAME -- COMMAND [ARGS…], or NAME --url URL")
    add.add_argument("name", help="a name for it (letters, digits, - _ .)")
    add.add_argument("server_command", nargs="*", metavar="COMMAND",
                     help="after --: the command that starts it, and its arguments")
    add.add_argument("--url", default="", help="a Streamable HTTP server's URL instead of a command")
    add.add_argument("--env", action="append", default=[], metavar="NAME=VALUE", help="environment for the command")
    add.add_argument("--cwd", default="", help="the folder the command runs in")
    add.add_argument("--header", action="append", default=[], metavar="NAME:VALUE", help="an HTTP header")
    add.add_argument("--ask-key", action="store_true", help="ask for the HTTP server's key (kept in the keyring)")
    add.add_argument("--network", action=argparse.BooleanOptionalAction, default=None,
                     help="whether it uses the network (offline mode turns such servers off; default: guessed)")
    sub.add_parser("list", help="list the servers")
    for name, text in (("rm", "remove a server and forget its key"), ("test", "start a server and list its tools"),
                       ("enable", "let chats use a server"), ("disable", "keep a server but offer none of its tools")):
        one = sub.add_parser(name, help=text)
        one.add_argument("name")
    imp = sub.add_parser("import", help="add the servers of an mcp.json (Claude Desktop, Cursor, LM Studio)")
    imp.add_argument("file", type=Path)


def main(args: argparse.Namespace) -> int:
    from app.system.paths import resolve_paths
    from app.tools.mcp_config import McpConfigError, McpServers

    servers = McpServers(resolve_paths().data)
    if servers.problem:
        print(servers.problem, file=sys.stderr)
    try:
        return _run(servers, args)
    except McpConfigError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:  # a read-only or full home: the list of tool servers cannot be saved
        print(f"Error: the list of tool servers could not be saved in {resolve_paths().data}: "
              f"{exc.strerror or exc}.", file=sys.stderr)
        return 1


def _run(servers: McpServers, args: argparse.Namespace) -> int:
    from app.tools.mcp_config import import_servers

    command = args.mcp_command
    if command == "add":
        return _add(servers, args)
    if command == "import":
        try:
            text = args.file.expanduser().read_text(encoding="utf-8")
        except OSError as exc:
            print(f"Error: cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
            return 2
        imported, problems = import_servers(text)
        for server in imported:
            servers.put(server)
            print(f"added {server.name}: {server.describe()}")
        for line in problems:
            print(f"skipped {line}", file=sys.stderr)
        return 0 if imported or not problems else 1
    if command == "list":
        listed = servers.all()
        if not listed:
            print("No MCP servers. Add one with:  python main.py mcp add NAME -- COMMAND ARGS…")
        for server in listed:
            print(f"{server.name}  {server.describe()}")
        return 0
    if servers.get(args.name) is None:
        names = ", ".join(s.name for s in servers.all()) or "none yet"
        print(f"Error: no server named {args.name!r} (servers: {names}).", file=sys.stderr)
        return 2
    if command == "rm":
        servers.remove(args.name)
        print(f"Removed {args.name}; its key was forgotten.")
        return 0
    if command in ("enable", "disable"):
        servers.set_enabled(args.name, command == "enable")
        print(f"{args.name} is {'on' if command == 'enable' else 'off'}.")
        return 0
    return _test(servers, args.name)


def _add(servers: McpServers, args: argparse.Namespace) -> int:
    from app.tools.mcp_config import McpConfigError, make_server

    words = [w for w in args.server_command if w != "--"] if args.server_command else []
    env = dict(_pair(item, "=") for item in args.env)
    headers = dict(_pair(item, ":") for item in args.header)
    server = make_server(args.name, command=words[0] if words else "", args=words[1:], env=env, cwd=args.cwd,
                         url=args.url, headers=headers, uses_network=args.network)
    if args.ask_key:
        if server.transport != "http":
            raise McpConfigError("--ask-key is for servers reached by URL.")
        key = getpass.getpass(f"Key for {server.name} (not shown): ").strip()
        if key:
            servers.set_key(server.name, key)
    servers.put(server)
    print(f"Added {server.name}: {server.describe()}. Check it with:  python main.py mcp test {server.name}")
    return 0


def _pair(item: str, sep: str) -> tuple[str, str]:
    from app.tools.mcp_config import McpConfigError

    name, found, value = item.partition(sep)
    if not found or not name.strip():
        raise McpConfigError(f"{item!r} is not NAME{sep}VALUE.")
    return name.strip(), value.strip()


def _test(servers: McpServers, name: str) -> int:
    from app.settings import load_settings
    from app.system.offline import network_allowed
    from app.system.paths import resolve_paths
    from app.tools.mcp_hub import McpHub
    from app.tools.spec import printable

    server = servers.get(name)
    assert server is not None
    allowed, why = network_allowed(load_settings(resolve_paths().settings_file).settings)
    if server.uses_network and not allowed:
        print(f"{name} uses the network and {why}.", file=sys.stderr)
        return 1
    hub = McpHub(servers)
    try:
        print(f"Starting {name}…", flush=True)
        status = hub.start(name)
    finally:
        hub.close()
    print(f"{name}: {status.line()}")
    for tool in status.tools:
        print(f"  {printable(tool.name)}: {tool.description.splitlines()[0] if tool.description else ''}")
    for line in status.left_out:
        print(f"  (left out) {line}")
    if status.state != "ready" and status.stderr_tail:
        print("Its last output:\n" + status.stderr_tail, file=sys.stderr)
    return 0 if status.state == "ready" else 1
