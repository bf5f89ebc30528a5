"""The engine client: one Python API over the engine host process.

The window (through `app.engine.bridge`), the terminal chat and a later local API server all use
this class, so all of them exercise one engine path. It is not a QObject and never blocks on
anything but its own pipe.

Host death (native crash, kill -9, out-of-memory) shows up as end-of-file on the pipe, which
`next_event` turns into an `Error(code="host_died")` at once; `start()` then gives a fresh host.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import threading
import uuid
from collections.abc import Iterator, Sequence
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import TypeGuard

from app.engine import protocol as p
from app.engine.host import host_main
from app.privacy import disable_telemetry_env

START_TIMEOUT_S = 60.0


class EngineError(Exception):
    """An `error` event raised as an exception; `str()` is the message for people."""

    def __init__(self, event: p.Error) -> None:
        super().__init__(event.message)
        self.code = event.code
        self.event = event


class EngineClient:
    def __init__(self) -> None:
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._send_lock = threading.Lock()
        self._turn_id = ""
        self.pid = 0

    # ---- lifecycle ----------------------------------------------------------------------------

    @property
    def current_turn_id(self) -> str:
        return self._turn_id

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.is_alive() and self._conn is not None

    def start(self) -> None:
        """Start a host process (ending any previous one) and wait for its `ready`."""
        self.close()
        disable_telemetry_env()  # the host inherits the environment: set it before it starts
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe(duplex=True)
        process = ctx.Process(target=host_main, args=(child,), name="hearth-engine-host", daemon=True)
        process.start()
        child.close()  # so the host's death reads as end-of-file here
        self._process, self._conn = process, parent
        event = self.next_event(timeout=START_TIMEOUT_S)
        if not isinstance(event, p.Ready) or event.protocol != p.PROTOCOL_VERSION:
            self.close()
            message = event.message if isinstance(event, p.Error) else f"unexpected first event {event!r}"
            raise EngineError(p.Error("protocol", f"The engine host did not start: {message}"))
        self.pid = event.pid

    def close(self, timeout: float = 5.0) -> None:
        """Ask the host to stop; kill it if it does not within `timeout`."""
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if conn is not None:
            try:
                with self._send_lock:
                    conn.send_bytes(p.encode(p.Shutdown()))
            except OSError:
                pass
        if process is not None:
            process.join(timeout)
            if process.is_alive():
                process.kill()
                process.join(timeout)
        if conn is not None:
            conn.close()

    # ---- messages ---------------------------------------------------------------------------

    def send(self, request: p.Request) -> None:
        conn = self._conn
        if conn is None:
            raise EngineError(p.Error("host_died", "The engine is not running."))
        try:
            with self._send_lock:
                conn.send_bytes(p.encode(request))
        except OSError as exc:
            raise EngineError(p.Error("host_died", f"The engine stopped unexpectedly ({exc}).")) from exc

    def next_event(self, timeout: float | None = None) -> p.Event | None:
        """The next event, None after `timeout` seconds without one, or a `host_died` error."""
        conn = self._conn
        if conn is None:
            return p.Error("host_died", "The engine is not running.")
        try:
            if not conn.poll(timeout):
                return None
            message = p.decode(conn.recv_bytes())
        except (EOFError, OSError):
            return self._died()
        except ValueError as exc:
            return p.Error("protocol", str(exc))
        if isinstance(message, p.Ready | p.Loaded | p.Token | p.Done | p.Planned | p.Error):
            return message
        return p.Error("protocol", f"the host sent a request: {message.kind}")

    def _died(self) -> p.Error:
        process = self._process
        code = None
        if process is not None:
            process.join(1.0)
            code = process.exitcode
        self._process = None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        detail = f"exit code {code}" if code is not None else "no exit code"
        return p.Error(
            "host_died",
            f"The engine stopped unexpectedly ({detail}). This usually means the model ran out of "
            "memory or the device driver crashed. Your conversation is safe; load the model again "
            "or try another device.",
            self._turn_id,
        )

    # ---- requests with their answers ---------------------------------------------------------

    def load(
        self,
        model_dir: str,
        providers: Sequence[str] = ("cpu",),
        intra_op_threads: int = 0,
        context_limit: int = 0,
    ) -> p.Loaded:
        """Load a model (starting the host if needed); raises EngineError with a clear message."""
        if not self.running:
            self.start()
        self.send(p.Load(model_dir, tuple(providers), intra_op_threads, context_limit))
        while True:
            event = self.next_event()
            if isinstance(event, p.Loaded):
                return event
            if isinstance(event, p.Error):
                raise EngineError(event)

    def turn(
        self,
        messages: Sequence[p.ChatMessage],
        sampling: p.Sampling | None = None,
        system_prompt: str = "",
        idle_timeout: float | None = None,
        continue_last: bool = False,
    ) -> Iterator[p.Token | p.Done | p.Error | None]:
        """Run one turn: yields tokens, then one `Done` or `Error`.

        With `idle_timeout`, yields None whenever nothing arrived for that long (so a caller can
        flush coalesced text on time).
        """
        self._turn_id = uuid.uuid4().hex
        request = p.Turn(self._turn_id, tuple(messages), sampling or p.Sampling(), system_prompt, continue_last)
        try:
            self.send(request)
        except EngineError as exc:
            yield exc.event
            return
        while True:
            event = self.next_event(idle_timeout)
            if event is None or isinstance(event, p.Token):
                yield event
            elif isinstance(event, p.Done) or self._ends_turn(event):
                yield event
                return
            # anything else (an error about an earlier request) is not this turn's business

    def _ends_turn(self, event: p.Event) -> TypeGuard[p.Error]:
        return isinstance(event, p.Error) and (event.turn_id in ("", self._turn_id) or event.code == "host_died")

    def plan(
        self,
        messages: Sequence[p.ChatMessage],
        sampling: p.Sampling | None = None,
        system_prompt: str = "",
        continue_last: bool = False,
    ) -> p.Planned:
        """Measure a turn without running it; raises EngineError (e.g. prompt_too_long)."""
        plan_id = uuid.uuid4().hex
        self.send(p.Plan(plan_id, tuple(messages), sampling or p.Sampling(), system_prompt, continue_last))
        while True:
            event = self.next_event()
            if isinstance(event, p.Planned) and event.turn_id == plan_id:
                return event
            if isinstance(event, p.Error) and (event.turn_id in ("", plan_id) or event.code == "host_died"):
                raise EngineError(event)

    def cancel(self) -> None:
        """Ask the running turn to stop; safe from any thread, harmless when nothing runs."""
        if self._turn_id and self._conn is not None:
            with contextlib.suppress(EngineError):
                self.send(p.Cancel(self._turn_id))

    def kill(self) -> None:
        """End the host at once (tests and 'force stop'); the next request reports host_died."""
        if self._process is not None:
            self._process.kill()
