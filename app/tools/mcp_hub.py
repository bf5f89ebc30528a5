"""Running MCP servers with the official `mcp` SDK: started on demand, stopped on quit, restarted once.

All sessions live on one asyncio loop in a thread of its own; callers (the window's tool thread, the
terminal) block on futures with a timeout and a cancel event, so nothing here ever runs on the GUI
thread. A server is started the first time a chat needs its tools (`tools`) and keeps running until
`close` (Hearth quits) or `stop`. Each server's stderr goes to a temporary file whose tail is shown
with its state ("starting", "ready", "failed: reason"). A server that stops by itself (a crash,
noticed when its process ends or a call breaks) is started again once, on the next need; after a
second failure it stays failed, and says why.

A tool whose input schema is not a valid JSON schema is left out (with a line in the state): the
grammar could not be built for it, and the model could never call it correctly.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import tempfile
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import IO, Any, Literal, TextIO, TypeVar, cast

import jsonschema

from app.system.loop_thread import stop_loop
from app.tools.builtin import ToolFailed
from app.tools.mcp_config import McpServer, McpServers
from app.tools.server_guard import guarded
from app.tools.spec import ToolSpec, printable

log = logging.getLogger("hearth.tools")
START_TIMEOUT_S = 30.0
STDERR_TAIL = 2000
_T = TypeVar("_T")
State = Literal["stopped", "starting", "ready", "failed"]


@dataclass(frozen=True)
class ServerStatus:
    name: str
    state: State
    tools: tuple[ToolSpec, ...] = ()
    error: str = ""
    stderr_tail: str = ""
    left_out: tuple[str, ...] = ()  # tools not offered, with the reason

    def line(self) -> str:
        if self.state == "ready":
            return f"ready with {len(self.tools)} tool{'s' if len(self.tools) != 1 else ''}"
        return f"failed: {self.error}" if self.state == "failed" else self.state


@dataclass
class _Conn:
    server: McpServer
    state: State = "stopped"
    specs: list[ToolSpec] = field(default_factory=list)
    left_out: list[str] = field(default_factory=list)
    error: str = ""
    client: Any = None
    ready: threading.Event = field(default_factory=threading.Event)
    stop: asyncio.Event | None = None
    task: asyncio.Task[None] | None = None
    stderr: IO[str] | None = None
    was_ready: bool = False
    restarts: int = 0

    def stderr_tail(self) -> str:
        if self.stderr is None:
            return ""
        try:
            fd = self.stderr.fileno()
            size = os.fstat(fd).st_size
            return printable(os.pread(fd, STDERR_TAIL, max(0, size - STDERR_TAIL)).decode("utf-8", "replace").strip())
        except (OSError, ValueError):
            return ""


class McpHub:
    def __init__(self, servers: McpServers, start_timeout: float = START_TIMEOUT_S) -> None:
        self.config = servers
        self.start_timeout = start_timeout
        self._conns: dict[str, _Conn] = {}
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    # ---- the toolbox's interface (app.tools.toolbox.Servers) ----------------------------------------

    def names(self) -> list[str]:
        return [s.name for s in self.config.all() if s.enabled]

    def uses_network(self, server: str) -> bool:
        found = self.config.get(server)
        return found is not None and found.uses_network

    def tools(self, server: str) -> list[ToolSpec]:
        """The server's tools, starting it if needed; ToolFailed with the reason when it cannot run."""
        return list(self._ensure(server).specs)

    def running(self, server: str) -> bool:
        """Whether the server is up and its tools are known (`tools` would not have to start it)."""
        conn = self._conns.get(server)
        return conn is not None and conn.state == "ready" and conn.task is not None and not conn.task.done()

    def call(self, spec: ToolSpec, arguments: dict[str, Any], cancel: threading.Event, timeout: float) -> str:
        conn = self._ensure(spec.source)
        client = conn.client
        if client is None:
            raise ToolFailed(f"the tool server {spec.source} is not running")
        try:
            result = self._wait(client.call_tool(spec.remote_name or spec.name, arguments), cancel, timeout)
        except (TimeoutError, InterruptedError, ToolFailed):
            raise
        except Exception as exc:
            if (conn.task is not None and conn.task.done()) or _is_broken(exc):
                self._crashed(conn, "it stopped during a call")
                self.stop(spec.source, crashed=True)  # end what is left; the next need starts it once more
                raise ToolFailed(f"the tool server {spec.source} stopped during the call"
                                 f"{self._tail_note(conn)}") from None
            raise
        text = _result_text(result)
        if getattr(result, "is_error", False):
            raise ToolFailed(text[:500] or "the tool reported an error")
        return text

    def close(self) -> None:
        """Stop every server and the loop (on quit)."""
        loop = self._loop
        if loop is None:
            return
        for name in list(self._conns):
            self.stop(name)
        stop_loop(loop, self._thread)  # what is left (a server that would not stop, a call) ends first
        for conn in self._conns.values():
            if conn.stderr is not None:
                conn.stderr.close()
        self._loop = None

    # ---- state -------------------------------------------------------------------------------------

    def status(self, name: str) -> ServerStatus:
        conn = self._conns.get(name)
        if conn is None:
            return ServerStatus(name, "stopped")
        return ServerStatus(name, conn.state, tuple(conn.specs), conn.error, conn.stderr_tail(), tuple(conn.left_out))

    def start(self, name: str) -> ServerStatus:
        """Start a server (if it is not running) and wait until it is ready or failed."""
        with contextlib.suppress(ToolFailed):
            self._ensure(name)
        return self.status(name)

    def stop(self, name: str, crashed: bool = False) -> None:
        """Stop a server (and wait a moment for it to end); `crashed`: it stopped by itself, so the next
        need may start it once more."""
        conn = self._conns.get(name)
        loop = self._loop
        if conn is None or loop is None or conn.task is None:
            return
        if not crashed:
            conn.was_ready = False  # asked to stop: the next need starts it afresh, not as a restart

        def stop_it() -> None:
            if conn.stop is not None:
                conn.stop.set()

        loop.call_soon_threadsafe(stop_it)
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(asyncio.wait_for(asyncio.shield(conn.task), 5), loop).result(6)
        if not conn.task.done():
            loop.call_soon_threadsafe(conn.task.cancel)

    # ---- machinery ---------------------------------------------------------------------------------

    def _ensure(self, name: str) -> _Conn:
        server = self.config.get(name)
        if server is None:
            raise ToolFailed(f"no tool server is named {name}")
        with self._lock:
            conn = self._conns.get(name)
            if conn is not None and conn.state == "ready" and conn.task is not None and conn.task.done():
                self._crashed(conn, "its process ended")
            if conn is not None and conn.state in ("ready", "starting"):
                pass
            elif conn is not None and conn.state == "failed" and (not conn.was_ready or conn.restarts >= 1):
                raise ToolFailed(f"{name} failed: {conn.error}{self._tail_note(conn)}")
            else:
                restarts = conn.restarts + 1 if conn is not None and conn.was_ready else 0
                if conn is not None and conn.stderr is not None:
                    conn.stderr.close()  # the new process gets a file of its own
                conn = _Conn(server, "starting", restarts=restarts)
                self._conns[name] = conn
                self._submit(self._serve(conn))
        if not conn.ready.wait(self.start_timeout):
            conn.state, conn.error = "failed", f"it did not answer within {self.start_timeout:.0f} s of starting"
            if conn.task is not None and self._loop is not None:
                self._loop.call_soon_threadsafe(conn.task.cancel)
        if conn.state != "ready":
            raise ToolFailed(f"{name} failed: {conn.error}{self._tail_note(conn)}")
        return conn

    def _crashed(self, conn: _Conn, why: str) -> None:
        if conn.state == "ready":
            conn.state, conn.error, conn.client = "failed", why, None
            log.info("MCP server %s stopped by itself", conn.server.name)

    @staticmethod
    def _tail_note(conn: _Conn) -> str:
        tail = conn.stderr_tail()
        return f" (its last output: {tail[-300:]})" if tail else ""

    def _loop_now(self) -> asyncio.AbstractEventLoop:
        if self._loop is None:
            loop = asyncio.new_event_loop()
            self._thread = threading.Thread(target=loop.run_forever, name="hearth-mcp", daemon=True)
            self._thread.start()
            self._loop = loop
        return self._loop

    def _submit(self, coro: Coroutine[Any, Any, _T]) -> Future[_T]:
        return asyncio.run_coroutine_threadsafe(coro, self._loop_now())

    def _wait(self, coro: Coroutine[Any, Any, _T], cancel: threading.Event, timeout: float) -> _T:
        future = self._submit(coro)
        waited = 0.0
        while True:
            if cancel.is_set():
                future.cancel()
                raise InterruptedError
            try:
                return future.result(0.1)
            except TimeoutError:
                waited += 0.1
                if waited >= timeout:
                    future.cancel()
                    raise TimeoutError from None

    async def _serve(self, conn: _Conn) -> None:
        from mcp import Client

        conn.task = asyncio.current_task()
        conn.stop = asyncio.Event()
        try:
            async with contextlib.AsyncExitStack() as stack, \
                    Client(await self._target(conn, stack), client_info=_client_info()) as client:
                specs, left_out = await _list_tools(client, conn.server)
                conn.client, conn.specs, conn.left_out = client, specs, left_out
                conn.state, conn.was_ready = "ready", True
                conn.ready.set()
                await conn.stop.wait()
        except BaseException as exc:  # every way a server fails to start or ends, in words
            if conn.state in ("starting", "ready"):  # a start that broke: the process ended before it answered
                why = "it ended before it was ready" if conn.state == "starting" and _is_broken_group(exc) else \
                    _in_words(exc)
                conn.state, conn.error = "failed", why
            if isinstance(exc, asyncio.CancelledError | KeyboardInterrupt | SystemExit):
                raise
        finally:
            conn.client = None
            if conn.stop.is_set() and conn.state == "ready":
                conn.state = "stopped"
            conn.ready.set()

    async def _target(self, conn: _Conn, stack: contextlib.AsyncExitStack) -> Any:
        from mcp import StdioServerParameters
        from mcp.client.stdio import get_default_environment

        server = conn.server
        if server.transport == "http":
            import httpx2

            headers = dict(server.headers)
            key = self.config.key(server.name)
            if key:
                headers["Authorization"] = f"Bearer {key}"
            http = await stack.enter_async_context(httpx2.AsyncClient(headers=headers, timeout=30))
            return _http_transport(server.url, http)
        # kept open while the server runs (its tail is the state's); closed on restart and on close()
        conn.stderr = tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace")  # noqa: SIM115
        env = {**get_default_environment(), **server.env}
        command, args = guarded(server.command, list(server.args), env.get("PATH"), server.cwd)  # ends with Hearth
        params = StdioServerParameters(command=command, args=args, env=env, cwd=server.cwd or None)
        return _stdio_transport(params, conn.stderr)


def _client_info() -> Any:
    from mcp import Implementation

    from app.system.version import APP_NAME, app_version

    return Implementation(name=APP_NAME, version=app_version())


def _stdio_transport(params: Any, errlog: IO[str]) -> Any:
    from mcp.client.stdio import stdio_client

    return stdio_client(params, errlog=cast("TextIO", errlog))


def _http_transport(url: str, http_client: Any) -> Any:
    from mcp.client.streamable_http import streamable_http_client

    return streamable_http_client(url, http_client=http_client)


async def _list_tools(client: Any, server: McpServer) -> tuple[list[ToolSpec], list[str]]:
    specs: list[ToolSpec] = []
    left_out: list[str] = []
    cursor = None
    for _ in range(50):  # a paginator that never ends cannot hang the start
        listed = await client.list_tools(cursor=cursor)
        for tool in listed.tools:
            schema = tool.input_schema if isinstance(tool.input_schema, dict) else {}
            try:
                jsonschema.Draft202012Validator.check_schema(schema)
                if schema.get("type", "object") != "object":
                    raise jsonschema.SchemaError("the arguments are not an object")
            except jsonschema.SchemaError as exc:
                left_out.append(f"{printable(tool.name)}: its input schema is invalid ({printable(exc.message)})")
                continue
            specs.append(ToolSpec(tool.name, printable(tool.description or "")[:1000], schema, server.name,
                                  server.uses_network))
        cursor = listed.next_cursor
        if not cursor:
            break
    return specs, left_out


def _result_text(result: Any) -> str:
    parts: list[str] = []
    for block in getattr(result, "content", None) or []:
        kind = getattr(block, "type", "")
        if kind == "text":
            parts.append(str(getattr(block, "text", "")))
        elif kind == "resource":
            resource = getattr(block, "resource", None)
            parts.append(str(getattr(resource, "text", "") or f"[resource {getattr(resource, 'uri', '')}]"))
        else:
            parts.append(f"[{kind or 'content'} not shown to the model]")
    if not parts and getattr(result, "structured_content", None) is not None:
        import json

        parts.append(json.dumps(result.structured_content, ensure_ascii=False))
    return printable("\n".join(parts))  # what the terminal prints and the window shows: no escape sequences


def _is_broken(exc: BaseException) -> bool:
    """Whether a failed call means the server is gone (its process ended, the connection closed)."""
    import anyio
    from mcp import MCPError
    from mcp_types import CONNECTION_CLOSED

    if isinstance(exc, MCPError):
        return exc.code == CONNECTION_CLOSED
    return isinstance(exc, anyio.ClosedResourceError | anyio.BrokenResourceError | anyio.EndOfStream | EOFError |
                      BrokenPipeError | ConnectionError)


def _is_broken_group(exc: BaseException) -> bool:
    if isinstance(exc, BaseExceptionGroup):
        return any(_is_broken_group(e) for e in exc.exceptions)
    return _is_broken(exc)


_PLAIN = {
    "ConnectError": "nothing answered at its address: is the server running, and is the address right?",
    "ConnectTimeout": "nothing answered at its address in time: is the server running, and is the address right?",
    "ReadTimeout": "it stopped answering",
    "RemoteProtocolError": "it closed the connection in the middle of an answer",
    "HTTPStatusError": "its address answered with an error (is it an MCP server's address?)",
}


def _in_words(exc: BaseException) -> str:
    if isinstance(exc, BaseExceptionGroup):
        inner = exc.exceptions[0] if exc.exceptions else exc
        return _in_words(inner)
    if isinstance(exc, FileNotFoundError):
        return f"its command was not found ({exc.filename or exc})"
    if isinstance(exc, asyncio.CancelledError):
        return "it was stopped"
    plain = _PLAIN.get(type(exc).__name__)  # the MCP SDK's and httpx's errors, said as a person would
    if plain is not None:
        return plain
    if _is_broken(exc):
        return "it closed the connection (its last output, below, may say why)"
    text = printable(str(exc)).strip().splitlines()[0] if printable(str(exc)).strip() else ""
    return f"{type(exc).__name__}: {text}"[:300] if text else type(exc).__name__
