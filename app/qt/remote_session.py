"""The window's remote servers: adding one (its models probed off the main thread), consent, removal.

Why apart from `app.remote` (which has no Qt and also serves the terminal): the window needs the probe
on a worker thread with its answer as a signal, and one `RemoteEngine` made on first use (the `openai`
import and its event-loop thread cost nothing in sessions that never use a remote). The chat's
`EngineSwitch` gets that engine in an `EngineBridge` through `bridge()`.

Signals:
- `added(object RemoteServer)`: a server answered `GET /models` and was saved with its models.
- `failed(str)`: adding failed; the sentence is for people (nothing was saved).
- `changed()`: the list of servers changed (added, removed, consent given).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from app.conversation.model_choices import ModelChoice, remote_choices
from app.engine.link import EngineError
from app.qt.i18n import translate
from app.qt.workers import Worker
from app.remote.servers import RemoteServer, RemoteServers, normalize_url
from models.errors import ModelError

if TYPE_CHECKING:  # importing app.remote.engine loads the openai package: only when used
    from app.qt.engine_bridge import EngineBridge
    from app.remote.engine import RemoteEngine


class RemoteSession(QObject):
    added = Signal(object)
    failed = Signal(str)
    changed = Signal()

    def __init__(self, servers: RemoteServers, network: Callable[[], tuple[bool, str]],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.servers = servers
        self.network = network
        self._engine: RemoteEngine | None = None
        self._worker = Worker("hearth-remote-probe", self)
        self._worker.succeeded.connect(self._on_probed)
        self._worker.failed.connect(lambda _job, message: self.failed.emit(message))

    def engine(self) -> RemoteEngine:
        if self._engine is None:
            from app.remote.engine import RemoteEngine

            self._engine = RemoteEngine(self.servers, self.network)
        return self._engine

    def bridge(self) -> EngineBridge:
        """The remote side of the chat's engine switch (made when a remote model is first loaded)."""
        from app.qt.engine_bridge import EngineBridge

        return EngineBridge(self.engine(), self)

    def add(self, base_url: str, name: str = "", api_key: str = "") -> None:
        """Probe the server's models on a worker thread; answered by `added` or `failed`."""
        try:
            url = normalize_url(base_url)
        except ModelError as exc:
            self.failed.emit(str(exc))
            return
        if any(s.name.lower() == name.strip().lower() for s in self.servers.all()) and name.strip():
            self.failed.emit(f"A server named {name.strip()} is already added; choose another name.")
            return
        allowed, why = self.network()
        if not allowed:
            self.failed.emit(f"Hearth did not contact the server: {why}.")
            return

        def probe() -> RemoteServer:
            models = self.engine().list_models(RemoteServer("", name or url, url), api_key=api_key.strip())
            server, _storage = self.servers.add(url, name, api_key, models=tuple(models))
            return server

        self._worker.submit(probe, expected=(ModelError, EngineError),
                            unexpected="Adding the server failed unexpectedly ({kind}).")

    def choices(self) -> list[ModelChoice]:
        """The models of every server, as the picker shows them (off while the network is)."""
        return remote_choices(self.servers.all(), self.network(), translate)

    def remove(self, server_id: str) -> None:
        self.servers.remove(server_id)
        self.changed.emit()

    def consent(self, server_id: str) -> None:
        """The person's yes to sending messages to this server (asked once per server)."""
        self.servers.set_consented(server_id)
        self.changed.emit()

    def shutdown(self) -> None:
        self._worker.shutdown()
        if self._engine is not None:
            self._engine.close()

    @Slot(int, object)
    def _on_probed(self, _job: int, server: RemoteServer) -> None:
        self.changed.emit()
        self.added.emit(server)

