"""The Qt bridge: turns `EngineClient` calls and events into Qt signals with plain data.

Every blocking wait (a model load, a measure, the events of a turn) happens on a short-lived
Python thread, never on the GUI's main thread; the signals are emitted from those threads and Qt
queues them to the receivers in the main thread. The main thread never shares the GIL with ORT
GenAI (the model runs in the host process). Token text is coalesced: at most one `tokens` signal
per `FLUSH_S` (about a frame), so the view repaints at most ~60 times a second whatever the speed.

The client is an `EngineClient` (the local host) or an `app.remote.engine.RemoteEngine` (a server):
both have the same interface.

Signals of `EngineSignals`, which `EngineBridge` and the test and bench engines share (all carry
plain data; ids are the request ids `start_turn` and `measure` return):
- `loaded(Loaded)`, `load_failed(Error)`: the answer to `load`. A failed load leaves the model
  that was loaded before in place (`EngineClient.load` swaps only on success).
- `queued(str id, int position)`, `started(Started)`, `progress(str id, int done, int total)`,
  `tokens(str id, str text)`, `done(Done)`, `failed(Error)`: the life of a turn.
- `measured(Measured)`: the answer to `measure` (a failed measure comes as `failed`).
- `host_died(str)`: the engine stopped unasked, also while idle; the text is for people.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance
from app.engine import protocol as p
from app.engine.client import EngineClient, EngineError, TurnHandle, new_id

if TYPE_CHECKING:
    from app.remote.engine import RemoteEngine  # a remote model has the client's interface

FLUSH_S = 1 / 60


class EngineSignals(QObject):
    """The signals every engine the window talks to emits (see the module docstring)."""

    loaded = Signal(object)
    load_failed = Signal(object)
    queued = Signal(str, int)
    started = Signal(object)
    progress = Signal(str, int, int)
    tokens = Signal(str, str)
    done = Signal(object)
    failed = Signal(object)
    measured = Signal(object)
    host_died = Signal(str)



class EngineBridge(EngineSignals):
    def __init__(self, client: EngineClient | RemoteEngine | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client or EngineClient()
        self._closing = False
        self.client.on_death(self._on_death)
        self._threads: set[threading.Thread] = set()
        self._handles: dict[str, TurnHandle] = {}
        self._lock = threading.Lock()

    def _on_death(self, error: p.Error) -> None:
        if not self._closing:  # a host ended by quitting is no news, and the signals may be gone
            self.host_died.emit(error.message)

    def _spawn(self, name: str, work: Callable[[], None]) -> None:
        def run() -> None:
            try:
                work()
            finally:
                with self._lock:
                    self._threads.discard(threading.current_thread())

        thread = threading.Thread(target=run, name=f"hearth-{name}", daemon=True)
        with self._lock:
            self._threads.add(thread)
        thread.start()

    # ---- requests (call from the GUI thread; they return at once) ---------------------------------

    def load(self, model_dir: str, providers: Sequence[str] = (), intra_op_threads: int = 0,
             context_limit: int = 0, avoid: Sequence[str] = (), prefer: str = "") -> None:
        def work() -> None:
            try:
                self.loaded.emit(self.client.load(model_dir, providers, intra_op_threads, context_limit, avoid,
                                                 prefer))
            except EngineError as exc:
                self.load_failed.emit(exc.event)
            except Exception as exc:  # a failure to even start the host process
                self.load_failed.emit(p.Error("load_failed", f"The engine could not start: {exc}"))

        self._spawn("load", work)

    def unload(self) -> None:
        """End the engine host and free the model's memory (turns in flight end as cancelled)."""
        self._spawn("unload", self.client.unload)

    def start_turn(self, messages: Sequence[ChatMessage], sampling: Sampling, system_prompt: str = "",
                   continue_last: bool = False, guidance: Guidance | None = None, tools: str = "") -> str:
        """Queue a turn; returns its id, which every signal about it carries. `guidance` and `tools`
        (a step of a turn with tools, `app.tools`) are only sent when set."""
        if guidance is not None or tools:
            handle = self.client.turn(messages, sampling, system_prompt, continue_last, guidance=guidance, tools=tools)
        else:
            handle = self.client.turn(messages, sampling, system_prompt, continue_last)
        with self._lock:
            self._handles[handle.id] = handle
        self._spawn("turn", lambda: self._follow(handle))
        return handle.id

    def measure(self, messages: Sequence[ChatMessage], sampling: Sampling, system_prompt: str = "",
                continue_last: bool = False, read_ahead: bool = False, tools: str = "") -> str:
        """Measure a conversation (answered by `measured` or `failed`), also while a turn runs; `read_ahead`:
        its last message is being typed (the engine reads the conversation ahead, `p.Measure`); `tools`: the
        tool listing its turns carry (counted too)."""
        request_id = new_id()

        def work() -> None:
            try:
                self.measured.emit(self.client.measure(messages, sampling, system_prompt, continue_last,
                                                       request_id=request_id, read_ahead=read_ahead, tools=tools))
            except EngineError as exc:
                self.failed.emit(exc.event)

        self._spawn("measure", work)
        return request_id

    def cancel(self, turn_id: str) -> None:
        """Stop a turn (running or queued) within a fraction of a second; a pipe write, safe anywhere."""
        self.client.cancel(turn_id)

    def shutdown(self) -> None:
        """Stop every turn, end the host and wait for the bridge's threads (call on quit)."""
        self._closing = True
        with self._lock:
            handles = list(self._handles.values())
        for handle in handles:
            handle.cancel()
        self.client.close()
        deadline = time.monotonic() + 10
        while True:
            with self._lock:
                threads = list(self._threads)
            if not threads or time.monotonic() > deadline:
                break
            threads[0].join(max(0.0, deadline - time.monotonic()))

    # ---- a turn's events --------------------------------------------------------------------------

    def _follow(self, handle: TurnHandle) -> None:
        buffered: list[str] = []
        last_flush = time.monotonic()

        def flush() -> None:
            nonlocal last_flush
            if buffered:
                self.tokens.emit(handle.id, "".join(buffered))
                buffered.clear()
            last_flush = time.monotonic()

        try:
            for event in handle.events(idle_timeout=FLUSH_S):
                if isinstance(event, p.Token):
                    buffered.append(event.text)
                if time.monotonic() - last_flush >= FLUSH_S or isinstance(event, p.Done | p.Error):
                    flush()
                if isinstance(event, p.Queued):
                    self.queued.emit(event.id, event.position)
                elif isinstance(event, p.Started):
                    self.started.emit(event)
                elif isinstance(event, p.PrefillProgress):
                    self.progress.emit(event.id, event.done, event.total)
                elif isinstance(event, p.Done):
                    self.done.emit(event)
                elif isinstance(event, p.Error):
                    self.failed.emit(event)
        finally:
            with self._lock:
                self._handles.pop(handle.id, None)
