"""One Hearth window per user: a second launch brings the first one forward and quits.

People double-click the app icon again when the window is hidden behind others; a second copy
would open the same conversation store and load a second model into memory. So the first launch
takes a lock and listens; a later launch finds the lock taken, asks the first to come forward,
and gets None back, which tells it to exit.

How (stdlib only: QtNetwork is not in the bundle):
- The lock is an OS file lock (`flock` / `msvcrt.locking`) on a file in a private per-user folder.
  The OS drops it when the process ends, however it ends, so a crash never leaves a stale lock.
- The channel is `multiprocessing.connection`: a Unix socket in that folder, or a named pipe on
  Windows, with a random key that only this user can read (the folder is 0700 on Unix; on
  Windows it lives in the user's own temp folder). Messages are JSON read with `recv_bytes`, never
  unpickled, so even a process that got the key could not run code in Hearth.
- On Windows the second process allows the first to take the foreground
  (`AllowSetForegroundWindow`), which Windows otherwise refuses to a background process.

`scope` keeps separate data folders apart (`HEARTH_HOME`, tests): one instance per user *and*
scope. Requests reach the first instance on a background thread: give `acquire` a callback that
only hands over to the GUI thread (a Qt signal does), or drain `focus_requests()` from a timer.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import secrets
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from multiprocessing import AuthenticationError
from multiprocessing.connection import Client, Listener
from pathlib import Path
from typing import IO

log = logging.getLogger("hearth.single_instance")

FocusCallback = Callable[[list[str]], None]
MAX_MESSAGE = 64 * 1024
ANSWER_TIMEOUT = 2.0


def runtime_dir() -> Path:
    """A private per-user folder for the lock, key and socket (short, for the socket path limit)."""
    if sys.platform == "win32":
        return Path(tempfile.gettempdir()) / "Hearth"  # %LOCALAPPDATA%\Temp: already per user
    xdg = os.environ.get("XDG_RUNTIME_DIR")
    if xdg and Path(xdg).is_dir():
        return Path(xdg) / "hearth"
    return Path(tempfile.gettempdir()) / f"hearth-{os.getuid()}"


def _private_dir(folder: Path) -> Path:
    """Create `folder` for this user only; refuse one that someone else owns (a planted folder)."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    if sys.platform != "win32":
        info = folder.stat()
        if info.st_uid != os.getuid():
            raise PermissionError(f"{folder} belongs to another user; Hearth will not use it")
        if info.st_mode & 0o077:
            folder.chmod(0o700)
    return folder


def _key_name(name: str, scope: str) -> str:
    return hashlib.sha256(f"{name}\0{scope}".encode()).hexdigest()[:16]


def _address(folder: Path, key: str) -> tuple[str, str]:
    """(address, family) of the channel for this user and key."""
    if sys.platform == "win32":
        user = hashlib.sha256(os.environ.get("USERNAME", "").encode()).hexdigest()[:8]
        return rf"\\.\pipe\hearth-{user}-{key}", "AF_PIPE"
    return str(folder / f"{key}.sock"), "AF_UNIX"


def _try_lock(handle: IO[bytes]) -> bool:
    """Take an exclusive lock on an open file without waiting; False if another process holds it."""
    try:
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _write_private(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)


def _allow_foreground() -> None:
    """Let the first instance raise its window (Windows keeps background processes from it)."""
    if sys.platform == "win32":
        import ctypes

        asfw_any = -1
        ctypes.windll.user32.AllowSetForegroundWindow(asfw_any)


class SingleInstance:
    """The first instance's side: holds the lock and answers later launches until `close()`.

    Each request carries the later launch's command-line arguments. They go to the callback (on
    the listening thread) or, without one, wait in `focus_requests()`.
    """

    def __init__(self, lock: IO[bytes], folder: Path, key: str, authkey: bytes,
                 on_focus: FocusCallback | None) -> None:
        self._lock = lock
        self._key_file = folder / f"{key}.key"
        self._address, self._family = _address(folder, key)
        self._authkey = authkey
        self._on_focus = on_focus
        self._pending: list[list[str]] = []
        self._mutex = threading.Lock()
        self._closed = False
        self._listener: Listener | None = None
        self._thread: threading.Thread | None = None

    def _listen(self) -> None:
        if self._family == "AF_UNIX":
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self._address)  # left by a crashed instance; we hold the lock, so it is stale
        try:
            self._listener = Listener(self._address, self._family, authkey=self._authkey)
        except OSError as exc:  # e.g. the pipe name taken by someone else: still the only instance
            log.warning("single instance: cannot listen on %s (%s); a second launch will not focus this one",
                        self._address, exc)
            return
        self._thread = threading.Thread(target=self._serve, name="hearth-single-instance", daemon=True)
        self._thread.start()

    @property
    def listening(self) -> bool:
        return self._listener is not None

    def set_callback(self, on_focus: FocusCallback | None) -> None:
        """Route requests to `on_focus` from now on, first handing it any that are waiting."""
        with self._mutex:
            self._on_focus = on_focus
            waiting, self._pending = (self._pending, []) if on_focus else ([], self._pending)
        for argv in waiting:
            self._call(argv)

    def focus_requests(self) -> list[list[str]]:
        """Requests that arrived with no callback set (argument lists, oldest first), then forgets them."""
        with self._mutex:
            waiting, self._pending = self._pending, []
        return waiting

    def _call(self, argv: list[str]) -> None:
        callback = self._on_focus
        if callback is None:
            return
        try:
            callback(argv)
        except Exception:  # a bug in the callback must not end the listening thread
            log.exception("single instance: focus callback failed")

    def _deliver(self, argv: list[str]) -> None:
        with self._mutex:
            if self._on_focus is None:
                self._pending.append(argv)
                return
        self._call(argv)

    def _serve(self) -> None:
        listener = self._listener
        assert listener is not None
        while True:  # back to accept() even when closing: close() wakes it with a connection of its own
            try:
                conn = listener.accept()
            except (OSError, EOFError, AuthenticationError) as exc:
                if self._closed:
                    return
                log.info("single instance: refused a connection (%s)", exc)
                continue
            with conn:
                if self._closed:
                    return
                try:
                    if not conn.poll(ANSWER_TIMEOUT):
                        continue
                    message = json.loads(conn.recv_bytes(MAX_MESSAGE))
                except (OSError, EOFError, ValueError) as exc:
                    log.info("single instance: ignored a bad request (%s)", exc)
                    continue
                if isinstance(message, dict) and message.get("action") == "focus":
                    argv = message.get("argv")
                    self._deliver([str(a) for a in argv] if isinstance(argv, list) else [])
                with contextlib.suppress(OSError, EOFError):  # "ok" once delivered: the launch asking may end now
                    conn.send_bytes(b"ok")

    def close(self) -> None:
        """Stop answering and release the lock (the next launch becomes the first instance)."""
        if self._closed:
            return
        self._closed = True
        if self._listener is not None:
            with contextlib.suppress(OSError, EOFError, AuthenticationError):
                Client(self._address, self._family, authkey=self._authkey).close()  # wakes accept()
            if self._thread is not None:
                self._thread.join(timeout=5)
            self._listener.close()
        with contextlib.suppress(OSError):
            self._key_file.unlink()
        self._lock.close()  # releases the OS lock

    def __enter__(self) -> SingleInstance:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _ask_first(folder: Path, key: str, argv: Sequence[str], timeout: float) -> bool:
    """Ask the running instance to come forward; True once it answered."""
    address, family = _address(folder, key)
    message = json.dumps({"action": "focus", "argv": list(argv), "pid": os.getpid()}).encode()
    deadline = time.monotonic() + timeout
    while True:
        try:
            authkey = (folder / f"{key}.key").read_bytes()
            if authkey:
                _allow_foreground()
                with Client(address, family, authkey=authkey) as conn:
                    conn.send_bytes(message)
                    if conn.poll(ANSWER_TIMEOUT) and conn.recv_bytes(16) == b"ok":
                        return True
        except (OSError, EOFError, AuthenticationError):
            pass  # the first instance is still starting (no key or socket yet), or just quitting
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.05)


def acquire(name: str = "Hearth", *, scope: str = "", argv: Sequence[str] = (), folder: Path | None = None,
            on_focus: FocusCallback | None = None, timeout: float = 5.0) -> SingleInstance | None:
    """Become the one running instance of `name` for this user and `scope`, or hand over to it.

    Returns a `SingleInstance` to keep (and `close()` on quit) in the first process. In a later
    one, asks the first to come forward, passing `argv`, and returns None: the caller should exit.
    None also comes back if the first instance holds the lock but did not answer within `timeout`
    (still starting or hung): starting a second one would be worse.
    """
    folder = _private_dir(folder or runtime_dir())
    key = _key_name(name, scope)
    lock = (folder / f"{key}.lock").open("a+b")
    if not _try_lock(lock):
        lock.close()
        if not _ask_first(folder, key, argv, timeout):
            log.warning("single instance: %s is running but did not answer", name)
        return None
    try:
        authkey = secrets.token_bytes(32)
        _write_private(folder / f"{key}.key", authkey)
        instance = SingleInstance(lock, folder, key, authkey, on_focus)
        instance._listen()
    except BaseException:
        lock.close()
        raise
    return instance
