"""One engine for the chat that is either the local host or a remote server, swapped safely.

Why: the chat controller, the turn runner, the context meter and the titles talk to one engine with
the `EngineBridge` signals. This object has that shape and forwards to the local engine (the ORT
GenAI host) or the remote one (`app.remote.engine.RemoteEngine` in its own `EngineBridge`), whichever
holds the current model. A load goes to the engine its model lives in; the switch changes side only
when that load succeeded, so the model before keeps answering until then and a failed load keeps it
(as `EngineClient.load` does for two local models). A remote model that loaded ends the local host,
which gives its memory back; nothing is sent to a server unless its model is the current one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Slot

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance, parse_ref
from app.engine import protocol as p
from app.qt.engine_bridge import EngineSignals
from app.qt.turn_runner import Engine


class EngineSwitch(EngineSignals):
    """The `EngineBridge` signals and calls over a local and a remote engine (see the module doc); each
    side is what the chat needs of an engine (`app.qt.turn_runner.Engine`: the bridge, or a test's fake)."""

    def __init__(self, local: Engine, remote: Callable[[], Engine], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.local = local
        self._make_remote = remote
        self._remote: Engine | None = None  # made on first use: most sessions never need it
        self._active = local
        self._wanted = ""  # the model asked for last
        self._forward(local)
        local.loaded.connect(self._on_local_loaded)
        local.host_died.connect(self._on_local_died)

    @property
    def remote(self) -> Engine:
        if self._remote is None:
            self._remote = self._make_remote()
            self._forward(self._remote)
            self._remote.loaded.connect(self._on_remote_loaded)
        return self._remote

    @property
    def is_remote(self) -> bool:
        """Whether the current model runs on a remote server."""
        return self._active is not self.local

    def _forward(self, side: Engine) -> None:
        for name in ("load_failed", "queued", "started", "progress", "tokens", "done", "failed", "measured"):
            getattr(side, name).connect(getattr(self, name))

    def load(self, model_dir: str, providers: Sequence[str] = (), intra_op_threads: int = 0,
             context_limit: int = 0, avoid: Sequence[str] = (), prefer: str = "") -> None:
        self._wanted = model_dir
        side = self.remote if parse_ref(model_dir) is not None else self.local
        side.load(model_dir, providers, intra_op_threads, context_limit, avoid, prefer)

    def unload(self) -> None:
        self._active.unload()

    def start_turn(self, messages: Sequence[ChatMessage], sampling: Sampling, system_prompt: str = "",
                   continue_last: bool = False, guidance: Guidance | None = None, tools: str = "") -> str:
        return self._active.start_turn(messages, sampling, system_prompt, continue_last, guidance, tools)

    def measure(self, messages: Sequence[ChatMessage], sampling: Sampling, system_prompt: str = "",
                continue_last: bool = False, read_ahead: bool = False, tools: str = "") -> str:
        return self._active.measure(messages, sampling, system_prompt, continue_last, read_ahead=read_ahead,
                                    tools=tools)

    def cancel(self, turn_id: str) -> None:
        """Ids are unique across both sides: the side that does not know the id ignores it."""
        self.local.cancel(turn_id)
        if self._remote is not None:
            self._remote.cancel(turn_id)

    def shutdown(self) -> None:
        if self._remote is not None:
            self._remote.shutdown()
        self.local.shutdown()

    @Slot(object)
    def _on_local_loaded(self, loaded: p.Loaded) -> None:
        if loaded.model_dir == self._wanted and self._active is not self.local:
            self._active.unload()
            self._active = self.local
        self.loaded.emit(loaded)

    @Slot(object)
    def _on_remote_loaded(self, loaded: p.Loaded) -> None:
        if loaded.model_dir == self._wanted and self._active is not self.remote:
            self._active = self.remote
            self.local.unload()  # the local model's memory goes back to the OS
        self.loaded.emit(loaded)

    @Slot(str)
    def _on_local_died(self, message: str) -> None:
        if self._active is self.local:
            self.host_died.emit(message)
