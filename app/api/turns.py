"""One engine turn followed from asyncio.

`TurnHandle.next_event` blocks, so a small thread per turn reads its events and posts them to the
event loop (a thread of its own rather than the loop's executor: with 8 clients at once, a 6-thread
default pool would make some of them wait for a thread). Threads end with the turn, which always
ends: `done`, or an `error`, also when the host dies (`host_died`).

`ApiTurn` adds what every route needs around that:
- `begin()` waits until the engine starts the turn, so a queued or refused turn is answered with a
  proper status before any byte of a stream is sent; an API turn keeps every message (`keep_all`),
  its reply getting the room the context has left, and a prompt the context cannot hold is a 400 in
  the words of the client's API (`ContextOverflow`);
- the client going away (checked every `POLL_S` while waiting) cancels the turn, queued or running;
- a server that is draining lets the turn run `DRAIN_S` more, then cancels it; if the engine does not
  confirm within `CANCEL_WAIT_S` (a slow token step cannot be interrupted), the turn ends here as
  cancelled anyway, so every answer ends with its error event well inside the shutdown's 5 s.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass

from app.api.errors import ApiError, ContextOverflow, engine_error
from app.chat.values import FinishReason
from app.engine import protocol as p
from app.engine.client import TurnHandle

POLL_S = 0.25
CANCEL_WAIT_S = 0.5


class Disconnected(Exception):
    """The client went away; the turn has been cancelled."""


@dataclass(frozen=True)
class Outcome:
    finish_reason: FinishReason
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int
    drained: bool  # cancelled because the server is shutting down
    stop_sequence: str | None = None  # the stop string that ended the reply


class _Pump:
    def __init__(self, handle: TurnHandle, loop: asyncio.AbstractEventLoop) -> None:
        self.queue: asyncio.Queue[p.TurnEvent] = asyncio.Queue()
        self._handle = handle
        self._loop = loop
        threading.Thread(target=self._run, name="hearth-api-turn", daemon=True).start()

    def _run(self) -> None:
        for event in self._handle.events():
            if event is None:
                continue
            try:
                self._loop.call_soon_threadsafe(self.queue.put_nowait, event)
            except RuntimeError:  # the loop is closed: nobody is listening any more
                self._handle.cancel()
                return


class ApiTurn:
    def __init__(self, handle: TurnHandle, is_disconnected: Callable[[], Awaitable[bool]],
                 drain_deadline: Callable[[], float | None]) -> None:
        self.handle = handle
        self._pump = _Pump(handle, asyncio.get_running_loop())
        self._is_disconnected = is_disconnected
        self._drain_deadline = drain_deadline
        self._drained = False
        self._drained_at = 0.0
        self.started: p.Started | None = None
        self.outcome: Outcome | None = None
        self.failed = False  # refused or ended by an error (not cancelled)
        self.position = 0  # place in the engine's queue while waiting (0: running)
        self._checked = time.monotonic()

    async def _next(self, watch_client: bool) -> p.TurnEvent:
        """The next event; cancels the turn on a disconnect (raising Disconnected) or after the drain.

        The client and the drain are checked every POLL_S, also while events keep coming."""
        while True:
            if time.monotonic() >= self._checked + POLL_S:
                self._checked = time.monotonic()
                if watch_client and await self._is_disconnected():
                    self.handle.cancel()
                    raise Disconnected
                deadline = self._drain_deadline()
                if deadline is not None and self._checked >= deadline and not self._drained:
                    self._drained, self._drained_at = True, self._checked
                    self.handle.cancel()
                elif self._drained and self._checked >= self._drained_at + CANCEL_WAIT_S:
                    return p.Done(self.handle.id, "cancelled", 0, 0, 0, 0.0, 0.0)
            try:
                return await asyncio.wait_for(self._pump.queue.get(), POLL_S)
            except TimeoutError:
                pass

    async def begin(self, watch_client: bool = True) -> None:
        """Wait for the engine to start the turn; raises ApiError or Disconnected."""
        while self.started is None:
            event = await self._next(watch_client)
            if isinstance(event, p.Queued):
                self.position = event.position
            elif isinstance(event, p.Started):
                self.started, self.position = event, 0
                if event.dropped_messages:  # never with keep_all: a client's message is never left out
                    self.handle.cancel()
                    self.failed = True
                    raise ContextOverflow(event.prompt_tokens, event.context_length)
            elif isinstance(event, p.Error):
                self.failed = True
                raise engine_error(event)
            elif isinstance(event, p.Done):
                self._finish(event)
                raise ApiError(503, "The server is shutting down; send the request again in a moment.",
                               "shutting_down", headers={"Retry-After": "5"})

    async def pieces(self, watch_client: bool = False) -> AsyncIterator[str]:
        """The reply's text as it arrives; `outcome` is set once it ends. Raises ApiError on an engine
        error. A stream's disconnect is noticed by the SSE response, which cancels the consumer."""
        while self.outcome is None:
            event = await self._next(watch_client)
            if isinstance(event, p.Token):
                yield event.text
            elif isinstance(event, p.Done):
                self._finish(event)
            elif isinstance(event, p.Error):
                self.failed = True
                raise engine_error(event)

    def _finish(self, done: p.Done) -> None:
        self.outcome = Outcome(done.finish_reason, done.prompt_tokens, done.cached_tokens,
                               done.generated_tokens, self._drained, done.stop_sequence)

    async def settle(self, timeout: float) -> None:
        """Once the answer has ended: wait (at most `timeout`) for the engine's last word on a turn that was
        cancelled, so the log can say how many tokens it generated."""
        deadline = time.monotonic() + timeout
        while self.outcome is None and (left := deadline - time.monotonic()) > 0:
            try:
                event = await asyncio.wait_for(self._pump.queue.get(), left)
            except TimeoutError:
                return
            if isinstance(event, p.Done):
                self._finish(event)
            elif isinstance(event, p.Error):
                self.failed = True
                return

    def budget(self) -> dict[str, int]:
        """The reply's budget the engine gave it (the client's `max_tokens`, clamped to the room the context
        left), as usage reports it."""
        return {"effective_max_tokens": self.started.max_new_tokens} if self.started is not None else {}

    def cancel(self) -> None:
        """Stop the turn if it is still going (a client that left, an error on our side)."""
        with contextlib.suppress(Exception):
            self.handle.cancel()


async def collect(turn: ApiTurn) -> str:
    """The whole reply (non-streaming routes), watching the client while it is generated."""
    return "".join([piece async for piece in turn.pieces(watch_client=True)])
