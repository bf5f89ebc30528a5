"""Remote servers the person added: name, base URL, consent; their API keys live in the OS keyring.

Why a file of its own (`remotes.json` in the data folder) rather than the settings: a server is a
record with an id, added and removed one at a time by the window and by `main.py remotes`, and its
key must never sit next to it. The key is kept under service "Hearth", user "remote-<id>" through
`app.system.secrets.TokenVault` (a keyring that cannot keep secrets safely keeps it for this session only).

`consented` is the person's explicit yes to sending messages to that server: asked once per server,
before the first message goes there, and forgotten when the server is removed.
"""

from __future__ import annotations

import json
import logging
import os
import re
import secrets as random
import threading
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from keyring.backend import KeyringBackend

from app.remote.refs import RemoteModel
from app.system.secrets import TokenStorage, TokenVault
from models.atomic import write_text_atomic
from models.errors import ModelError

log = logging.getLogger("hearth.remote")
FILE_NAME = "remotes.json"
DEFAULT_CONTEXT = 8192  # a remote model's context when its server does not say
MAX_MODELS_KEPT = 500  # a server listing a million models made remotes.json 126 MB, read before every turn


@dataclass(frozen=True)
class RemoteServer:
    """An OpenAI-compatible server. `context_length` (0: `DEFAULT_CONTEXT`) is used for models whose
    server does not say how long their context is. Its models are listed when it is added and when
    one of them is loaded, never behind the person's back."""

    id: str
    name: str
    base_url: str
    consented: bool = False
    context_length: int = 0
    models: tuple[RemoteModel, ...] = ()  # as `GET /models` last listed them (the picker shows these)

    @property
    def host(self) -> str:
        """"gpu-box:8000": what the badge and the provenance line name."""
        return urlsplit(self.base_url).netloc or self.base_url


def normalize_url(url: str) -> str:
    """`url` as a base URL for the OpenAI client ("…/v1" added when no path is given); ModelError if it
    is not an http(s) URL."""
    url = url.strip().rstrip("/")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc or any(c.isspace() for c in url):
        raise ModelError("remote_url", f"{url or 'That'} is not a server address: give one like "
                                       "http://gpu-box:8000/v1 (http or https).")
    return url if parts.path not in ("", "/") else f"{url}/v1"


class RemoteServers:
    """The list of servers on disk, and their keys in the keyring (`backend` is for tests)."""

    def __init__(self, data_dir: Path, backend: KeyringBackend | None = None) -> None:
        self._file = data_dir / FILE_NAME
        self._backend = backend
        self._vaults: dict[str, TokenVault] = {}
        self._lock = threading.Lock()

    def all(self) -> list[RemoteServer]:
        """The servers, in the order they were added; a missing or unreadable file is an empty list."""
        try:
            raw = json.loads(self._file.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return []
        except (OSError, ValueError) as exc:
            log.warning("remotes file unreadable: %s", type(exc).__name__)
            return []
        servers: list[RemoteServer] = []
        for entry in raw.get("servers", []) if isinstance(raw, dict) else []:
            try:
                servers.append(_server(entry))
            except (KeyError, TypeError, ValueError):
                log.warning("a remote server entry is malformed; skipped")
        return servers

    def get(self, key: str) -> RemoteServer | None:
        """The server with this id or name (case-insensitive), or None."""
        return next((s for s in self.all() if s.id == key or s.name.lower() == key.lower()), None)

    def add(self, base_url: str, name: str = "", api_key: str = "", context_length: int = 0,
            models: tuple[RemoteModel, ...] = ()) -> tuple[RemoteServer, TokenStorage | None]:
        """Add a server (not yet consented); returns it and where its key went (None without a key)."""
        url = normalize_url(base_url)
        name = name.strip() or urlsplit(url).hostname or url
        with self._lock:
            servers = self.all()
            if any(s.name.lower() == name.lower() for s in servers):
                raise ModelError("remote_exists", f"A server named {name} is already added; choose another name.")
            server = RemoteServer(random.token_hex(6), name, url, False, max(0, context_length),
                                  models[:MAX_MODELS_KEPT])
            self._save([*servers, server])
        storage = self.set_key(server.id, api_key) if api_key.strip() else None
        return server, storage

    def remove(self, key: str) -> RemoteServer:
        """Remove a server (by id or name) and forget its key and the consent given to it."""
        with self._lock:
            server = self.get(key)
            if server is None:
                raise ModelError("remote_unknown", f"No server named {key}. `main.py remotes list` shows them.")
            self._save([s for s in self.all() if s.id != server.id])
        self._vault(server.id).clear()
        return server

    def set_consented(self, server_id: str, consented: bool = True) -> None:
        with self._lock:
            self._save([replace(s, consented=consented) if s.id == server_id else s for s in self.all()])

    def set_models(self, server_id: str, models: list[RemoteModel]) -> None:
        with self._lock:
            kept = tuple(models[:MAX_MODELS_KEPT])
            self._save([replace(s, models=kept) if s.id == server_id else s for s in self.all()])

    def set_key(self, server_id: str, api_key: str) -> TokenStorage:
        key = api_key.strip()
        if any(c.isspace() for c in key):
            raise ModelError("remote_key", "That is not an API key: paste it without spaces.")
        return self._vault(server_id).set(key)

    def key(self, server_id: str) -> str | None:
        """The server's key: from the keyring, else from its environment variable (`key_variable`),
        for machines without a usable keyring; None when neither has one."""
        stored = self._vault(server_id).get()
        if stored:
            return stored
        server = next((s for s in self.all() if s.id == server_id), None)
        return (os.environ.get(key_variable(server.name)) or "").strip() or None if server is not None else None

    def _vault(self, server_id: str) -> TokenVault:
        with self._lock:
            return self._vaults.setdefault(server_id, TokenVault(self._backend, user=f"remote-{server_id}"))

    def _save(self, servers: list[RemoteServer]) -> None:
        self._file.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(self._file, json.dumps({"servers": [asdict(s) for s in servers]}, indent=2))


def key_variable(name: str) -> str:
    """The environment variable a server's key may come from: HEARTH_REMOTE_KEY_ and its name in capitals,
    other characters as "_" ("gpu-box" -> HEARTH_REMOTE_KEY_GPU_BOX)."""
    return "HEARTH_REMOTE_KEY_" + re.sub(r"[^A-Z0-9]", "_", name.upper())


def _server(entry: Any) -> RemoteServer:
    models = tuple(RemoteModel(str(m["id"]), int(m.get("context_length", 0))) for m in entry.get("models", ()))
    return RemoteServer(str(entry["id"]), str(entry["name"]), normalize_url(str(entry["base_url"])),
                        bool(entry.get("consented", False)), int(entry.get("context_length", 0)), models)
