"""One engine host process and the pipe to it, with a reader thread that routes events by id.

Why a reader thread: several callers (the window, the terminal chat, the API server) wait on
their own requests at once. The thread reads every event and puts it on the queue of the request
it names, so nobody waits behind another caller's answers and answers may come in any order.
The thread also notices the host's death at once (end-of-file on the pipe), even while nobody is
waiting: every outstanding request gets a `host_died` error and the owner is told.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import queue
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from app.engine import protocol as p
from app.engine.host.main import host_main
from app.system.privacy import disable_telemetry_env

log = logging.getLogger("hearth.engine.link")
# A hang, not a speed: a first start on Windows can take long (Defender scans every DLL the bundle loads), and
# under Wine on a busy 2-core machine a start that then worked passed one minute.
START_TIMEOUT_S = 180.0
_FINAL = (p.Done, p.Error, p.Loaded, p.Measured)

_CRASH_SIGNALS = {signal.SIGSEGV, signal.SIGABRT, signal.SIGILL, signal.SIGFPE, getattr(signal, "SIGBUS", 0)}
_WINDOWS_CRASH = {0xC0000005, 0xC0000409, 0xC000001D, 0xC0000374}  # access violation, overrun, illegal op, heap
_WINDOWS_NO_MEMORY = {0xC0000017, 0xC000012D}


def describe_exit(code: int | None) -> str:
    """What an engine host's exit code means, in words (never a raw errno or number alone)."""
    if code is None:
        return "stopped responding"
    if code < 0:
        if -code == signal.SIGKILL:
            return "was stopped by the system, most often because it ran out of memory"
        if -code in _CRASH_SIGNALS:
            return "crashed in the native library (ONNX Runtime or the device driver)"
        if -code == signal.SIGTERM:
            return "was ended by another program"
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = str(-code)
        return f"was ended by signal {name}"
    if code & 0xFFFFFFFF in _WINDOWS_NO_MEMORY:
        return "ran out of memory"
    if code & 0xFFFFFFFF in _WINDOWS_CRASH:
        return "crashed in the native library (ONNX Runtime or the device driver)"
    return f"exited unexpectedly (exit code {code})"


def death_message(code: int | None) -> str:
    return (f"The engine stopped: it {describe_exit(code)}. Your conversation is safe. "
            "Load the model again, or try another device.")


@contextlib.contextmanager
def _sigint_ignored() -> Iterator[None]:
    """Ignore SIGINT while a child starts: an ignored signal stays ignored across exec, and Python
    keeps it so, so a Ctrl+C meant for the terminal chat never interrupts the host's start-up (the
    host also ignores it once running). Only the main thread may change signal handlers.

    Windows has no signals to inherit: Ctrl+C is a console event sent to every process on the console,
    the host included. There the console's "ignore Ctrl+C" flag is what a child inherits
    (SetConsoleCtrlHandler(NULL, TRUE)), so it is set while the host starts and cleared after."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    _ignore_console_ctrl_c(True)
    try:
        yield
    finally:
        _ignore_console_ctrl_c(False)
        signal.signal(signal.SIGINT, previous)


def _ignore_console_ctrl_c(ignore: bool) -> None:
    if sys.platform == "win32":
        import ctypes

        ctypes.windll.kernel32.SetConsoleCtrlHandler(None, ignore)


class EngineError(Exception):
    """An `error` event raised as an exception; `str()` is the message for people."""

    def __init__(self, event: p.Error) -> None:
        super().__init__(event.message)
        self.code = event.code
        self.event = event


class HostLink:
    def __init__(self, on_death: Callable[[p.Error], None]) -> None:
        self._on_death = on_death
        self._routes: dict[str, queue.Queue[p.Event]] = {}
        self._lock = threading.Lock()
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._reader: threading.Thread | None = None
        self.ready: p.Ready | None = None
        self.dead: p.Error | None = None
        self.closing = False

    @property
    def alive(self) -> bool:
        return self.dead is None and self._conn is not None and not self.closing

    def start(self) -> p.Ready:
        """Start the host process and wait for its `ready`; raises EngineError."""
        disable_telemetry_env()  # the host inherits the environment: set it before it starts
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe(duplex=True)
        process = ctx.Process(target=host_main, args=(child,), name="hearth-engine-host", daemon=True)
        with _sigint_ignored():  # Ctrl+C in a terminal is the client's: the child starts with it ignored
            process.start()
        child.close()  # so the host's death reads as end-of-file here
        self._process, self._conn = process, parent
        try:
            if not parent.poll(START_TIMEOUT_S):
                raise EngineError(p.Error("protocol", "The engine did not start within three minutes."))
            ready = p.decode(parent.recv_bytes())
        except (EOFError, OSError):
            process.join(1.0)
            self._kill()
            raise EngineError(p.Error("host_died", death_message(process.exitcode))) from None
        except (ValueError, EngineError) as exc:
            self._kill()
            raise EngineError(p.Error("protocol", f"The engine did not start: {exc}")) from None
        if not isinstance(ready, p.Ready) or ready.protocol != p.PROTOCOL_VERSION:
            self._kill()
            found = ready.protocol if isinstance(ready, p.Ready) else ready.kind
            raise EngineError(p.Error("protocol", f"The engine speaks protocol {found}, this program "
                                      f"{p.PROTOCOL_VERSION}: reinstall Hearth."))
        self.ready = ready
        self._reader = threading.Thread(target=self._read, name="hearth-engine-reader", daemon=True)
        self._reader.start()
        return ready

    def request(self, message: p.Request) -> queue.Queue[p.Event]:
        """Send a request; its events arrive on the returned queue (a `host_died` error if it cannot)."""
        route: queue.Queue[p.Event] = queue.Queue()
        with self._lock:
            dead = self.dead or (None if self._conn is not None and not self.closing
                                 else p.Error("host_died", "The engine is not running."))
            if dead is None:
                self._routes[message.id] = route
                try:
                    assert self._conn is not None
                    self._conn.send_bytes(p.encode(message))
                except OSError:
                    del self._routes[message.id]
                    dead = p.Error("host_died", "The engine is not running.")
        if dead is not None:
            route.put(p.Error(dead.code, dead.message, message.id))
        return route

    def send(self, message: p.Request) -> None:
        """Send a request nobody waits on (cancel); silently nothing when the host is gone."""
        with self._lock:
            if self._conn is None or self.dead is not None:
                return
            with contextlib.suppress(OSError):
                self._conn.send_bytes(p.encode(message))

    def _read(self) -> None:
        conn = self._conn
        assert conn is not None
        while True:
            try:
                event = p.decode(conn.recv_bytes())
            except (EOFError, OSError):
                break
            except ValueError as exc:
                log.warning("bad frame from the engine: %s", exc)
                continue
            with self._lock:
                route = self._routes.get(event.id)
                if route is not None and isinstance(event, _FINAL):
                    del self._routes[event.id]
            if route is not None:
                route.put(event)  # type: ignore[arg-type]
            elif isinstance(event, p.Error):
                log.warning("engine error for no waiting request: %s", event.code)
        self._ended()

    def _ended(self) -> None:
        process = self._process
        if process is not None:
            process.join(2.0)
        code = process.exitcode if process is not None else None
        dead = p.Error("host_died", death_message(code))
        with self._lock:
            self.dead = dead
            routes, self._routes = self._routes, {}
            if self._conn is not None:
                self._conn.close()
                self._conn = None
        for request_id, route in routes.items():
            route.put(p.Error(dead.code, dead.message, request_id))
        if not self.closing:
            log.warning("engine host ended: exit code %s", code)
            self._on_death(dead)

    def close(self, timeout: float = 5.0) -> None:
        """Ask the host to stop (its turns end as cancelled); kill it if it does not within `timeout`."""
        self.closing = True
        self.send(p.Shutdown())
        process = self._process
        if process is not None:
            process.join(timeout)
            if process.is_alive():
                process.kill()
                process.join(timeout)
        if self._reader is not None and self._reader is not threading.current_thread():
            self._reader.join(timeout)
        elif self._reader is None:
            self._kill()

    def _kill(self) -> None:
        if self._process is not None and self._process.is_alive():
            self._process.kill()
            self._process.join(5.0)
        if self._conn is not None:
            self._conn.close()
            self._conn = None
