"""`main.py remotes add|list|rm`: the remote servers the window's model picker offers.

`add` probes the server (`GET /models`) before saving it, so a wrong address or key is caught now;
the key is asked for without echo (`--ask-key`), never taken from the command line (it would stay in
the shell's history), and kept in the OS keyring. Consent to send messages is still asked in the window
before the first message; `main.py chat --remote` is consent by itself.
"""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from app.engine.link import EngineError
from app.settings import load_settings
from app.system.offline import network_allowed
from app.system.paths import resolve_paths
from models.errors import ModelError

INTERRUPTED = 130

if TYPE_CHECKING:  # imported where used: `main.py serve` builds this parser, and the container has no keyring
    from app.remote.servers import RemoteServers


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="remotes_command", required=True)
    add = sub.add_parser("add", help="add an OpenAI-compatible server (vLLM, llama.cpp, Ollama, LM Studio, Hearth)")
    add.add_argument("url", help="its base URL, e.g. http://gpu-box:8000/v1")
    add.add_argument("--name", default="", help="a name for it (default: its host name)")
    add.add_argument("--ask-key", action="store_true", help="ask for its API key (kept in the OS keyring)")
    add.add_argument("--context", type=int, default=0,
                     help="context length for models whose server does not say (default 8192)")
    sub.add_parser("list", help="list the servers and their models")
    rm = sub.add_parser("rm", help="remove a server and forget its key")
    rm.add_argument("name", help="the server's name")


def main(args: argparse.Namespace) -> int:
    from app.remote.servers import RemoteServers

    servers = RemoteServers(resolve_paths().data)
    try:
        if args.remotes_command == "add":
            return _add(servers, args)
        if args.remotes_command == "rm":
            removed = servers.remove(args.name)
            print(f"Removed {removed.name} ({removed.host}); its key was forgotten.")
            return 0
    except (ModelError, EngineError) as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl+C at the key prompt, or while the server is silent
        print("\nStopped; nothing was added.", file=sys.stderr)
        return INTERRUPTED
    except OSError as exc:  # a read-only or full home: the list of servers cannot be saved
        print(f"Error: the list of remote servers could not be saved in {resolve_paths().data}: "
              f"{exc.strerror or exc}.", file=sys.stderr)
        return 1
    listed = servers.all()
    if not listed:
        print("No remote servers. Add one with:  python main.py remotes add http://HOST:PORT/v1")
    from app.remote.servers import key_variable

    for server in listed:
        variable = key_variable(server.name)
        key = ("key from " + variable if os.environ.get(variable) else "key in keyring") if servers.key(server.id) \
            else f"no key (set {variable} if it needs one)"
        models = ", ".join(m.id for m in server.models) or "no models listed"
        agreed = "messages allowed" if server.consented else "not used yet"
        print(f"{server.name}  {server.base_url}  ({key}; {agreed})\n  models: {models}")
    return 0


def _add(servers: RemoteServers, args: argparse.Namespace) -> int:
    from app.remote.engine import RemoteEngine
    from app.remote.refs import on_this_computer
    from app.remote.servers import RemoteServer, key_variable, normalize_url
    from app.system.secrets import describe_storage

    url = normalize_url(args.url)
    allowed, why = network_allowed(load_settings(resolve_paths().settings_file).settings)
    if not allowed:
        print(f"Hearth did not contact {url}: {why}.", file=sys.stderr)
        return 1
    key = _ask_key(args.name or urlsplit(url).hostname or url) if args.ask_key else ""
    engine = RemoteEngine(servers)
    try:
        models = engine.list_models(RemoteServer("", args.name or url, url), api_key=key.strip())
    finally:
        engine.close()
    server, storage = servers.add(url, args.name, key, args.context, tuple(models))
    print(f"Added {server.name} ({server.host}) with {len(models)} model(s): "
          f"{', '.join(m.id for m in models) or 'none'}.")
    if storage == "session":
        print(f"No system keyring is available, so the key is not kept after this command. To use the server, "
              f"set {key_variable(server.name)} to the key in the environment Hearth starts from.")
    elif storage is not None:
        print(describe_storage(storage))
    print(f"Messages sent to these models go to another program on this computer ({server.host})."
          if on_this_computer(server.host) else f"Messages sent to these models leave this computer for {server.host}.")
    return 0


def _ask_key(name: str) -> str:
    """The key, typed without echo; with no terminal to type it in, a ModelError that says what to do."""
    from app.remote.servers import key_variable

    try:
        return getpass.getpass("API key (input hidden): ")
    except EOFError:
        raise ModelError("remote_key", f"No key was typed (no terminal input). Run the command in a terminal, or "
                                       f"leave out --ask-key and set {key_variable(name)} to the key.") from None
