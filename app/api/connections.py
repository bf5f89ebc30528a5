"""Connections that cannot take the server down: deadlines for a request's headers and for its whole
body, a cap on open connections below the file-descriptor limit that always leaves room for a new
client, and a log that says "out of connections" once.

Uvicorn has neither a header timeout nor a connection cap (its `limit_concurrency` answers 503 only
once headers arrive), so with a desktop's 1,024 descriptors, 1,100 connections that never send a
byte made the server unreachable, and asyncio logged every refused `accept()` with a traceback
(218 MB in 25 s). Here a connection has `HEADER_TIMEOUT_S` for each request's headers (the first, and
each one after a kept-alive answer: a byte now and then between requests held a connection for ever),
and `BODY_TIMEOUT_S` for the whole body once its headers are in (a body sent a byte at a time was held
with no limit); past either it is closed. At the cap, the connection that has waited longest without a
request in progress makes room for the new one (1,000 idle connections locked every other client
out); only when every connection is in a request is a new one closed as soon as it is accepted (its
descriptor comes back at once). The repeated errors are logged once a minute with a count.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
import time

from uvicorn.protocols.http.h11_impl import H11Protocol

log = logging.getLogger("hearth.api")
HEADER_TIMEOUT_S = 10.0
BODY_TIMEOUT_S = 120.0  # a 20 MB body (the image and audio limits) at under 2 Mbit/s still arrives
RESERVED_FDS = 128  # the model's files, the engine's pipes, logs and databases
MAX_CONNECTIONS = 1000  # a local server never needs more
REPEAT_S = 60.0


def connection_limit() -> int:
    """The cap on open connections: below the process's descriptor limit (raised to its hard limit
    first, as servers do), so an `accept()` never fails for want of a descriptor."""
    if sys.platform == "win32":
        return MAX_CONNECTIONS
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else 65536
    if soft != resource.RLIM_INFINITY and soft < wanted:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (min(wanted, 65536), hard))
            soft = min(wanted, 65536)
    if soft == resource.RLIM_INFINITY:
        return MAX_CONNECTIONS
    return max(8, min(MAX_CONNECTIONS, soft - RESERVED_FDS))


class Once:
    """Say a repeated condition once per `REPEAT_S`, with how often it happened meanwhile."""

    def __init__(self, message: str) -> None:
        self.message = message
        self.last = -REPEAT_S
        self.count = 0

    def __call__(self) -> None:
        self.count += 1
        now = time.monotonic()
        if now - self.last >= REPEAT_S:
            log.warning("%s (%d times in the last minute)", self.message, self.count)
            self.last, self.count = now, 0


class RepeatFilter(logging.Filter):
    """Collapse asyncio's "socket.accept() out of system resource" (logged with a traceback on every
    attempt while descriptors are out) into one line a minute."""

    def __init__(self) -> None:
        super().__init__()
        self._once = Once("Out of file descriptors: new connections are refused until some close")

    def filter(self, record: logging.LogRecord) -> bool:
        if str(record.msg).startswith("socket.accept() out of system resource"):
            self._once()
            return False
        return True


def install_repeat_filter() -> None:
    logger = logging.getLogger("asyncio")
    if not any(isinstance(f, RepeatFilter) for f in logger.filters):
        logger.addFilter(RepeatFilter())


def guarded_protocol(limit: int, body_timeout: float = BODY_TIMEOUT_S) -> type[H11Protocol]:
    """`Guarded` with this server's cap and body deadline."""
    return type("GuardedHTTP", (Guarded,), {
        "limit": limit, "body_timeout": body_timeout,
        "too_many": Once(f"More than {limit} connections are open, each in a request: new ones are closed at once"),
        "evicted": Once(f"{limit} connections are open: the longest idle ones are closed to let new clients in")})


class Guarded(H11Protocol):
    """Uvicorn's HTTP/1.1 protocol with the header and body deadlines and the connection cap (the class
    attributes: set by `guarded_protocol`)."""

    limit = MAX_CONNECTIONS
    body_timeout = BODY_TIMEOUT_S
    too_many = Once("")
    evicted = Once("")
    _header_timer: asyncio.TimerHandle | None = None
    _body_timer: asyncio.TimerHandle | None = None
    _idle_since: float | None = None  # waiting for a request's headers since (monotonic); None: in a request

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        if len(self.connections) >= self.limit and not self._make_room():
            self.too_many()
            transport.abort()
            return
        super().connection_made(transport)
        self._await_headers()

    def _make_room(self) -> bool:
        idle = [c for c in self.connections if isinstance(c, Guarded) and c._idle_since is not None
                and c.transport is not None and not c.transport.is_closing()]
        if not idle:
            return False
        self.evicted()
        min(idle, key=lambda c: c._idle_since or 0.0).transport.close()
        return True

    def connection_lost(self, exc: Exception | None) -> None:
        if self.transport is None:  # refused in connection_made: nothing was set up
            return
        self._idle_since = None
        self._cancel_timers()
        super().connection_lost(exc)

    def handle_events(self) -> None:
        cycle = self.cycle
        super().handle_events()
        if self.cycle is not cycle:  # a request's headers arrived: its body has a deadline of its own
            self._idle_since = None
            self._cancel_timers()
            self._body_timer = self.loop.call_later(self.body_timeout, self._body_late)
        if self._body_timer is not None and self.cycle is not None and not self.cycle.more_body:
            self._body_timer.cancel()
            self._body_timer = None

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if self.transport is not None and not self.transport.is_closing():
            self._await_headers()  # the next request's headers have the same deadline as the first's

    def _await_headers(self) -> None:
        self._idle_since = time.monotonic()
        if self._header_timer is not None:
            self._header_timer.cancel()
        self._header_timer = self.loop.call_later(HEADER_TIMEOUT_S, self._headers_late)

    def _headers_late(self) -> None:
        self._header_timer = None
        if self._idle_since is not None and self.transport is not None and not self.transport.is_closing():
            self.transport.close()

    def _body_late(self) -> None:
        self._body_timer = None
        if self.cycle is not None and self.cycle.more_body and self.transport is not None:
            self.transport.close()  # the app's receive() gets http.disconnect: the route ends

    def _cancel_timers(self) -> None:
        for timer in (self._header_timer, self._body_timer):
            if timer is not None:
                timer.cancel()
        self._header_timer = self._body_timer = None
