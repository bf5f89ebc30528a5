"""Connections that cannot take the server down: a deadline for the request headers, a cap on open
connections below the file-descriptor limit, and a log that says "out of connections" once.

Uvicorn has neither a header timeout nor a connection cap (its `limit_concurrency` answers 503 only
once headers arrive), so with a desktop's 1,024 descriptors, 1,100 connections that never send a
byte made the server unreachable, and asyncio logged every refused `accept()` with a traceback
(218 MB in 25 s). Here a connection that has not sent its headers within `HEADER_TIMEOUT_S` is
closed, a connection past the cap is closed as soon as it is accepted (its descriptor comes back at
once), and the repeated errors are logged once a minute with a count.
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


def guarded_protocol(limit: int) -> type[H11Protocol]:
    """Uvicorn's HTTP/1.1 protocol with the header deadline and the connection cap."""
    too_many = Once(f"More than {limit} connections are open: new ones are closed at once")

    class Guarded(H11Protocol):
        _header_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            if len(self.connections) >= limit:
                too_many()
                transport.abort()
                return
            super().connection_made(transport)
            self._header_timer = self.loop.call_later(HEADER_TIMEOUT_S, self._headers_late)

        def connection_lost(self, exc: Exception | None) -> None:
            if self.transport is None:  # refused in connection_made: nothing was set up
                return
            self._cancel_header_timer()
            super().connection_lost(exc)

        def handle_events(self) -> None:
            super().handle_events()
            if self.scope is not None:
                self._cancel_header_timer()

        def _headers_late(self) -> None:
            self._header_timer = None
            if self.scope is None and self.transport is not None and not self.transport.is_closing():
                self.transport.close()

        def _cancel_header_timer(self) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
                self._header_timer = None

    return Guarded
