"""The local server inside the window: the same API, a second client of the window's engine.

The window's model session owns the model (loads, swaps, reloads after a crash); the server only
follows what is loaded. Its turns join the one FIFO of the engine host with the person's own, so
neither side can starve the other, and each side cancels only its own turns: the person's Stop
cancels the person's turn by its id, never an API request.

Its settings live in `local-server.json` in the data folder (off by default): the port, the key, and
whether other computers may connect, which needs a key.
"""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from app.api.server import ApiServer
from app.api.state import ServerConfig, ServerState
from app.engine.client import EngineClient
from models.atomic import write_text_atomic

log = logging.getLogger("hearth.api")
DEFAULT_PORT = 8080


@dataclass(frozen=True)
class ServerSettings:
    enabled: bool = False
    port: int = DEFAULT_PORT
    key: str = ""
    network: bool = False  # listen on every address; only ever with a key

    @property
    def host(self) -> str:
        return "0.0.0.0" if self.network and self.key else "127.0.0.1"

    @property
    def address(self) -> str:
        return f"http://127.0.0.1:{self.port}" if self.host == "127.0.0.1" else f"http://<this computer>:{self.port}"


def new_key() -> str:
    return f"hearth-{secrets.token_urlsafe(24)}"


def load_server_settings(path: Path) -> ServerSettings:
    """The saved settings; defaults (off) for a missing or damaged file, never an exception."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ServerSettings()
    if not isinstance(raw, dict):
        return ServerSettings()
    port = raw.get("port")
    key = raw.get("key")
    return ServerSettings(
        enabled=raw.get("enabled") is True,
        port=port if isinstance(port, int) and not isinstance(port, bool) and 1 <= port <= 65535 else DEFAULT_PORT,
        key=key if isinstance(key, str) else "",
        network=raw.get("network") is True,
    )


def save_server_settings(path: Path, settings: ServerSettings) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, json.dumps(asdict(settings), indent=2))


class LocalServer:
    def __init__(self, engine: EngineClient, models_dir: Path | None = None,
                 on_request: Callable[[int], None] | None = None) -> None:
        self._engine = engine
        self._models_dir = models_dir
        self._on_request = on_request
        self._server: ApiServer | None = None

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def requests_total(self) -> int:
        return self._server.state.requests_total if self._server is not None else 0

    @property
    def url(self) -> str:
        return self._server.url if self._server is not None else ""

    def start(self, settings: ServerSettings) -> None:
        """Listen with these settings (stopping a running server first); raises OSError with a message
        for people when the port is taken."""
        self.stop()
        state = ServerState(self._engine, ServerConfig(api_key=settings.key), self._models_dir, owns_engine=False,
                            on_request=self._on_request)
        server = ApiServer(state, settings.host, settings.port)
        try:
            server.start()
        except OSError:
            raise OSError(f"Port {settings.port} is in use by another program; choose another port.") from None
        self._server = server
        log.info("local server on %s:%d", settings.host, settings.port)

    def stop(self) -> None:
        """Drain (requests in progress get 2 s) and stop; the engine and the model stay."""
        server, self._server = self._server, None
        if server is not None:
            server.stop()
            log.info("local server stopped")
