"""The Qt bridge: runs an `EngineClient` on a worker thread and turns its events into signals.

The worker only waits on a pipe (the model runs in the host process), so the GUI's main thread
never shares the GIL with ORT GenAI. Token text is coalesced: at most one `tokens` signal per
`FLUSH_S` (about a frame), so the view repaints at most ~60 times a second whatever the speed.

Signals of `EngineBridge` (all carry plain data):
- `loaded(Loaded)`: a model is ready; `device` and `fallback_reason` say where it runs and why.
- `tokens(str turn_id, str text)`: new text of the running turn (coalesced).
- `done(Done)`: the turn ended (stop, length, cancelled) with its usage and timings.
- `planned(Planned)`: the answer to `plan()`: tokens needed, messages that would be left out.
- `failed(Error)`: a load or a turn failed, or the host died; `message` is for people.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QObject, QThread, Signal, Slot

from app.engine import protocol as p
from app.engine.client import EngineClient, EngineError

FLUSH_S = 1 / 60


class _Worker(QObject):
    loaded = Signal(object)
    tokens = Signal(str, str)
    done = Signal(object)
    planned = Signal(object)
    failed = Signal(object)

    def __init__(self, client: EngineClient) -> None:
        super().__init__()
        self.client = client

    @Slot(object)
    def load(self, request: p.Load) -> None:
        try:
            self.loaded.emit(self.client.load(request.model_dir, request.providers,
                                              request.intra_op_threads, request.context_limit))
        except EngineError as exc:
            self.failed.emit(exc.event)
        except Exception as exc:  # a failure to even start the host process
            self.failed.emit(p.Error("load_failed", f"The engine could not start: {exc}"))

    @Slot(object)
    def plan(self, request: p.Plan) -> None:
        try:
            self.planned.emit(self.client.plan(request.messages, request.sampling, request.system_prompt,
                                               request.continue_last))
        except EngineError as exc:
            self.failed.emit(exc.event)

    @Slot(object)
    def run_turn(self, request: p.Turn) -> None:
        buffered: list[str] = []
        last_flush = time.monotonic()
        turn_id = ""

        def flush() -> None:
            nonlocal last_flush
            if buffered:
                self.tokens.emit(turn_id, "".join(buffered))
                buffered.clear()
            last_flush = time.monotonic()

        for event in self.client.turn(request.messages, request.sampling, request.system_prompt,
                                      idle_timeout=FLUSH_S, continue_last=request.continue_last):
            turn_id = self.client.current_turn_id
            if isinstance(event, p.Token):
                buffered.append(event.text)
            if time.monotonic() - last_flush >= FLUSH_S:
                flush()
            if isinstance(event, p.Done):
                flush()
                self.done.emit(event)
            elif isinstance(event, p.Error):
                flush()
                self.failed.emit(event)

    @Slot()
    def close(self) -> None:
        self.client.close()
        QThread.currentThread().quit()  # after the close: a quit() from outside could skip it


class EngineBridge(QObject):
    loaded = Signal(object)
    tokens = Signal(str, str)
    done = Signal(object)
    planned = Signal(object)
    failed = Signal(object)
    # Requests travel to the worker as queued signals (never a lambda across threads).
    _load_requested = Signal(object)
    _turn_requested = Signal(object)
    _plan_requested = Signal(object)
    _close_requested = Signal()

    def __init__(self, client: EngineClient | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client or EngineClient()
        self._thread = QThread()
        self._thread.setObjectName("hearth-engine-client")
        self._worker = _Worker(self.client)
        self._worker.moveToThread(self._thread)
        self._load_requested.connect(self._worker.load)
        self._turn_requested.connect(self._worker.run_turn)
        self._plan_requested.connect(self._worker.plan)
        self._close_requested.connect(self._worker.close)
        self._worker.loaded.connect(self.loaded)
        self._worker.tokens.connect(self.tokens)
        self._worker.done.connect(self.done)
        self._worker.planned.connect(self.planned)
        self._worker.failed.connect(self.failed)
        self._thread.start()

    def load(self, model_dir: str, providers: Sequence[str], intra_op_threads: int = 0,
             context_limit: int = 0) -> None:
        self._load_requested.emit(p.Load(model_dir, tuple(providers), intra_op_threads, context_limit))

    def run_turn(self, messages: Sequence[p.ChatMessage], sampling: p.Sampling, system_prompt: str = "",
                 continue_last: bool = False) -> None:
        self._turn_requested.emit(p.Turn("", tuple(messages), sampling, system_prompt, continue_last))

    def plan(self, messages: Sequence[p.ChatMessage], sampling: p.Sampling, system_prompt: str = "",
             continue_last: bool = False) -> None:
        """Measure a turn (answered by `planned` or `failed`); call only while no turn runs."""
        self._plan_requested.emit(p.Plan("", tuple(messages), sampling, system_prompt, continue_last))

    def cancel(self) -> None:
        """Stop the running turn within a token; called from the GUI thread directly (a pipe write)."""
        self.client.cancel()

    def shutdown(self) -> None:
        """Stop any turn, end the host and the worker thread; blocks briefly (call on quit)."""
        self.client.cancel()
        self._close_requested.emit()
        self._thread.wait(10_000)
