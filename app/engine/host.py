"""The engine host: a process of its own that owns ONNX Runtime GenAI.

Why a process: ORT GenAI holds the GIL for the whole of load, prefill and each decode step, native
crashes and out-of-memory kills happen on bad models and drivers, and ending a process is the only
sure way to give a model's memory back. The host serves requests from one pipe, one at a time;
while a turn runs it polls the pipe between tokens, so a cancel stops it within one token.
"""

from __future__ import annotations

import logging
import os
import signal
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING

from app.engine import protocol as p
from app.privacy import disable_telemetry_env

if TYPE_CHECKING:
    from app.engine.session import ChatSession

log = logging.getLogger("hearth.engine.host")
BATCH_S = 1 / 60


class Host:
    def __init__(self, conn: Connection) -> None:
        self.conn = conn
        self.session: ChatSession | None = None
        self.stopping = False

    def send(self, event: p.Event) -> None:
        """Send an event; if the client is gone (the GUI died), stop quietly after this request."""
        if self.stopping:
            return
        try:
            self.conn.send_bytes(p.encode(event))
        except OSError:
            log.info("client gone; engine host stopping")
            self.stopping = True

    def serve(self) -> None:
        self.send(p.Ready(protocol=p.PROTOCOL_VERSION, pid=os.getpid()))
        while not self.stopping:
            try:
                frame = self.conn.recv_bytes()
            except (EOFError, OSError):
                break  # the client is gone: nothing left to serve
            self.handle(frame)
        if self.session is not None:
            self.session.close()

    def handle(self, frame: bytes) -> None:
        try:
            request = p.decode(frame)
        except ValueError as exc:
            self.send(p.Error("protocol", str(exc)))
            return
        if isinstance(request, p.Load):
            self.load(request)
        elif isinstance(request, p.Turn):
            self.turn(request)
        elif isinstance(request, p.Plan):
            self.plan(request)
        elif isinstance(request, p.Unload):
            if self.session is not None:
                self.session.close()
            self.session = None
        elif isinstance(request, p.Shutdown):
            self.stopping = True
        elif isinstance(request, p.Cancel):
            pass  # a cancel that arrives after its turn ended has nothing left to stop
        else:
            self.send(p.Error("protocol", f"unexpected message {request.kind!r}"))

    def load(self, request: p.Load) -> None:
        from app.engine.session import ChatSession, LoadError
        from models.errors import ModelError

        if self.session is not None:
            self.session.close()
            self.session = None
        try:
            session = ChatSession(
                Path(request.model_dir), request.providers, request.intra_op_threads, request.context_limit
            )
        except ModelError as exc:
            self.send(p.Error(exc.code, str(exc)))  # type: ignore[arg-type]
            return
        except LoadError as exc:
            self.send(p.Error("load_failed", str(exc)))
            return
        self.session = session
        info = session.info
        log.info("loaded %s on %s in %.1f s%s", request.model_dir, info.device, info.load_s,
                 f" (fell back: {info.fallback_reason})" if info.fallback_reason else "")
        self.send(
            p.Loaded(
                model_dir=request.model_dir,
                model_type=info.model_type,
                device=info.device,
                context_length=info.context_length,
                load_s=info.load_s,
                fallback_reason=info.fallback_reason,
            )
        )

    def _checked_messages(self, request: p.Turn | p.Plan) -> list[p.ChatMessage] | None:
        """The turn's messages with its system prompt, or None after sending why it cannot run."""
        if self.session is None:
            self.send(p.Error("not_loaded", "No model is loaded.", request.turn_id))
            return None
        problems = request.sampling.problems()
        if problems:
            self.send(p.Error("bad_request", " ".join(problems), request.turn_id))
            return None
        messages = list(request.messages)
        if request.system_prompt.strip():
            messages.insert(0, p.ChatMessage("system", request.system_prompt))
        return messages

    def plan(self, request: p.Plan) -> None:
        from app.engine.context import PromptTooLong

        messages = self._checked_messages(request)
        if messages is None or self.session is None:
            return
        try:
            fitted = self.session.plan(messages, request.sampling, request.continue_last)
        except PromptTooLong as exc:
            self.send(p.Error("prompt_too_long", str(exc), request.turn_id))
            return
        self.send(p.Planned(request.turn_id, len(fitted.tokens), fitted.dropped_messages,
                            fitted.max_new_tokens, self.session.context))

    def turn(self, request: p.Turn) -> None:
        from app.engine.context import PromptTooLong

        messages = self._checked_messages(request)
        if messages is None or self.session is None:
            return

        batch = _TokenBatch(lambda text: self.send(p.Token(request.turn_id, text)))
        try:
            done = self.session.run_turn(
                request.turn_id, messages, request.sampling, batch.add, lambda: self._cancelled(request.turn_id),
                request.continue_last,
            )
            batch.flush()
        except PromptTooLong as exc:
            self.send(p.Error("prompt_too_long", str(exc), request.turn_id))
            return
        except Exception as exc:
            log.exception("turn failed")
            self.send(p.Error("generation_failed", f"Generation failed: {exc}", request.turn_id))
            return
        self.send(done)

    def _cancelled(self, turn_id: str) -> bool:
        """Drain requests that arrived during the turn; True if one asks this turn to stop."""
        if self.stopping:
            return True
        stop = False
        while self.conn.poll():
            try:
                request = p.decode(self.conn.recv_bytes())
            except (EOFError, OSError):
                self.stopping = True
                return True
            except ValueError as exc:
                self.send(p.Error("protocol", str(exc)))
                continue
            if isinstance(request, p.Cancel) and request.turn_id == turn_id:
                stop = True
            elif isinstance(request, p.Shutdown):
                self.stopping = stop = True
            elif not isinstance(request, p.Cancel):
                self.send(p.Error("bad_request", f"The engine is busy with a reply; {request.kind} refused."))
        return stop


class _TokenBatch:
    """Coalesce decoded text into at most one `token` event per `BATCH_S` (the first goes at once).

    Every event wakes the client process, and on a small machine that wake-up is taken from the
    cores ONNX Runtime's threads are decoding on (measured: one event per token cost ~10% of decode
    speed on 2 cores). The window repaints at most once a frame anyway.
    """

    def __init__(self, send: Callable[[str], None]) -> None:
        self._send = send
        self._pieces: list[str] = []
        self._last = 0.0

    def add(self, text: str) -> None:
        self._pieces.append(text)
        now = time.monotonic()
        if now - self._last >= BATCH_S:
            self.flush(now)

    def flush(self, now: float | None = None) -> None:
        if self._pieces:
            self._send("".join(self._pieces))
            self._pieces.clear()
        self._last = time.monotonic() if now is None else now


def host_main(conn: Connection) -> None:
    """Entry point of the host process (started with the multiprocessing 'spawn' method)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the client's to handle
    disable_telemetry_env()
    from app.logs import setup_logging
    from app.privacy import disable_library_telemetry

    setup_logging("engine-host")
    disable_library_telemetry()
    log.info("engine host %d started", os.getpid())
    try:
        Host(conn).serve()
    finally:
        conn.close()
