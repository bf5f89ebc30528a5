"""The server's life: uvicorn on the main thread (`main.py serve`) or on a thread of its own (the window).

Shutdown, in order: SIGTERM/SIGINT (or `stop()`) marks the state as draining, so new requests get
503; requests in progress may finish for `drain_s` seconds, then their turns are cancelled and their
answers end; uvicorn closes the connections; the owner closes the engine. The whole takes about
`drain_s` plus a token, well within the 10 s a container platform waits before SIGKILL.
"""

from __future__ import annotations

import ipaddress
import logging
import signal
import socket
import threading
import time
from collections.abc import Callable
from types import FrameType

import uvicorn

from app.api.app import create_app
from app.api.connections import connection_limit, guarded_protocol, install_repeat_filter
from app.api.state import ServerState

log = logging.getLogger("hearth.api")
GRACE_S = 2.0  # beyond the drain: how long uvicorn waits for answers to end before cancelling them


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def base_url(host: str, port: int) -> str:
    bare = host.strip("[]")  # `--host [::1]` is written with its brackets already
    shown = f"[{bare}]" if ":" in bare else bare
    return f"http://{shown}:{port}"


class _Server(uvicorn.Server):
    def __init__(self, config: uvicorn.Config, state: ServerState) -> None:
        super().__init__(config)
        self.hearth = state

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        self.hearth.begin_drain()
        super().handle_exit(sig, frame)


class ApiServer:
    def __init__(self, state: ServerState, host: str = "127.0.0.1", port: int = 8080) -> None:
        host = host.strip("[]")  # "[::1]" as a URL writes it
        if not is_loopback(host) and not state.config.api_key:
            raise ValueError(f"Serving on {host} makes the model reachable from other computers: set an API key.")
        self.state = state
        self.host = host
        install_repeat_filter()
        config = uvicorn.Config(create_app(state), host=host, port=port, log_config=None, access_log=False,
                                lifespan="off", ws="none", server_header=False,
                                http=guarded_protocol(connection_limit()),
                                timeout_graceful_shutdown=int(state.config.drain_s + GRACE_S))
        self._server = _Server(config, state)
        self._thread: threading.Thread | None = None
        self._socket: socket.socket | None = None

    def bind(self) -> None:
        """Take the port now (so "in use" is an OSError here, not an exit inside uvicorn); idempotent."""
        if self._socket is not None:
            return
        config = self._server.config
        sock = socket.socket(socket.AF_INET6 if ":" in self.host else socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self.host, config.port))
        except OSError:
            sock.close()
            raise
        self._socket = sock

    @property
    def port(self) -> int:
        """The port it listens on (the real one when bound to port 0)."""
        if self._socket is not None:
            return int(self._socket.getsockname()[1])
        return int(self._server.config.port)

    @property
    def url(self) -> str:
        return base_url(self.host, self.port)

    @property
    def started(self) -> bool:
        return bool(self._server.started)

    def run(self, ready: Callable[[], None] = lambda: None) -> None:
        """Serve on this (main) thread until SIGTERM or SIGINT; returns once drained and closed.

        `ready` runs once a signal is sure to stop the server (the place to say it listens).
        """
        self.bind()
        # uvicorn handles both signals while it serves, then re-raises the one it caught once it has
        # drained. Before its handlers are in place and after they are gone, `_exit_soon` handles them: a
        # re-raised signal ends nothing more (a re-raised SIGINT met asyncio's runner, which cancels its main
        # task and raises KeyboardInterrupt: Ctrl+C on `serve` ended in a traceback instead of "stopped", and
        # the engine host was never closed in order), and one that comes while uvicorn starts still stops it
        # (ignored, a SIGTERM sent right after "listening on" left the server running until SIGKILL).
        previous = {sig: signal.signal(sig, self._exit_soon) for sig in (signal.SIGTERM, signal.SIGINT)}
        try:
            ready()
            self._server.run(sockets=[self._socket] if self._socket else None)
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)

    def _exit_soon(self, _signum: int, _frame: FrameType | None) -> None:
        self.state.begin_drain()
        self._server.should_exit = True  # uvicorn checks it after starting up, then every tenth of a second

    def start(self, timeout: float = 10.0) -> None:
        """Serve from a background thread; returns once listening (raises OSError when it cannot)."""
        self.bind()
        thread = threading.Thread(target=self._server.run, args=([self._socket],), name="hearth-api-server",
                                  daemon=True)
        self._thread = thread
        thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started and thread.is_alive() and time.monotonic() < deadline:
            time.sleep(0.02)
        if not self._server.started:
            self.stop()
            raise OSError(f"The local server could not listen on {self.url}.")

    def stop(self, timeout: float = 10.0) -> None:
        """Drain and stop a server started with `start()` (from any thread)."""
        self.state.begin_drain()
        self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout)
        if self._socket is not None:
            self._socket.close()
