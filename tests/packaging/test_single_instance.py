"""The single-instance lock: one Hearth per user and scope; a second launch hands over and exits."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from multiprocessing import AuthenticationError
from multiprocessing.connection import Client
from pathlib import Path

import pytest

from app.system import single_instance
from app.system.single_instance import acquire

ROOT = Path(__file__).resolve().parents[2]


class Recorder:
    """A focus callback that remembers what it got and lets a test wait for it."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []
        self.event = threading.Event()

    def __call__(self, argv: list[str]) -> None:
        self.calls.append(argv)
        self.event.set()


def _launch(folder: Path, *args: str, script: str | None = None) -> subprocess.Popen[str]:
    code = script or (
        "import sys; from pathlib import Path; from app.system.single_instance import acquire; "
        f"r = acquire('Hearth', folder=Path({str(folder)!r}), argv=sys.argv[1:], timeout=5); "
        "print('second' if r is None else 'first', flush=True)"
    )
    return subprocess.Popen([sys.executable, "-c", code, *args], cwd=ROOT, stdout=subprocess.PIPE, text=True)


def test_a_second_process_hands_over_its_arguments_and_gets_none(tmp_path: Path) -> None:
    recorder = Recorder()
    with acquire("Hearth", folder=tmp_path, on_focus=recorder) as first:
        assert first is not None and first.listening
        second = _launch(tmp_path, "--model", "/models/x")
        out, _ = second.communicate(timeout=30)
        assert out.strip() == "second"
        assert second.returncode == 0
        assert recorder.event.wait(5)
        assert recorder.calls == [["--model", "/models/x"]]


def test_in_process_second_acquire_is_refused_and_queued_without_callback(tmp_path: Path) -> None:
    first = acquire("Hearth", folder=tmp_path)
    assert first is not None
    try:
        assert acquire("Hearth", folder=tmp_path, argv=["a"], timeout=5) is None
        deadline = time.monotonic() + 5
        requests: list[list[str]] = []
        while not requests and time.monotonic() < deadline:
            requests = first.focus_requests()
            time.sleep(0.02)
        assert requests == [["a"]]
        assert first.focus_requests() == []
        recorder = Recorder()
        assert acquire("Hearth", folder=tmp_path, argv=["b"], timeout=5) is None  # answered once it is queued
        first.set_callback(recorder)  # a request queued before the callback is handed to it
        assert recorder.event.wait(5)
        assert recorder.calls == [["b"]]
    finally:
        first.close()


def test_close_releases_the_lock(tmp_path: Path) -> None:
    first = acquire("Hearth", folder=tmp_path)
    assert first is not None
    first.close()
    first.close()  # twice is harmless
    again = acquire("Hearth", folder=tmp_path)
    assert again is not None
    again.close()


def test_scopes_and_names_are_independent(tmp_path: Path) -> None:
    a = acquire("Hearth", scope="/home/a/data", folder=tmp_path)
    b = acquire("Hearth", scope="/portable/data", folder=tmp_path)
    c = acquire("Other", scope="/home/a/data", folder=tmp_path)
    try:
        assert a is not None and b is not None and c is not None
    finally:
        for instance in (a, b, c):
            if instance is not None:
                instance.close()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_killed_first_instance_leaves_nothing_stale(tmp_path: Path) -> None:
    holder = _launch(tmp_path, script=(
        "import time; from pathlib import Path; from app.system.single_instance import acquire; "
        f"r = acquire('Hearth', folder=Path({str(tmp_path)!r})); print('first', flush=True); time.sleep(60)"
    ))
    assert holder.stdout is not None
    assert holder.stdout.readline().strip() == "first"
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait(10)
    holder.stdout.close()
    assert list(tmp_path.glob("*.sock")), "the crash should leave its socket file behind"
    instance = acquire("Hearth", folder=tmp_path, timeout=1)
    assert instance is not None and instance.listening
    instance.close()


def test_a_client_without_the_key_is_refused_and_the_first_keeps_serving(tmp_path: Path) -> None:
    recorder = Recorder()
    first = acquire("Hearth", folder=tmp_path, on_focus=recorder)
    assert first is not None
    try:
        address, family = single_instance._address(tmp_path, single_instance._key_name("Hearth", ""))
        with pytest.raises((AuthenticationError, EOFError, OSError)):
            Client(address, family, authkey=b"not the key").close()
        assert acquire("Hearth", folder=tmp_path, argv=["ok"], timeout=5) is None
        assert recorder.event.wait(5)
        assert recorder.calls == [["ok"]]
    finally:
        first.close()


def test_garbage_and_unknown_requests_are_ignored(tmp_path: Path) -> None:
    recorder = Recorder()
    first = acquire("Hearth", folder=tmp_path, on_focus=recorder)
    assert first is not None
    try:
        key = single_instance._key_name("Hearth", "")
        address, family = single_instance._address(tmp_path, key)
        authkey = (tmp_path / f"{key}.key").read_bytes()
        for payload in (b"\x80not json", json.dumps({"action": "quit"}).encode()):
            with Client(address, family, authkey=authkey) as conn:
                conn.send_bytes(payload)
                conn.poll(2)
        assert acquire("Hearth", folder=tmp_path, argv=["x"], timeout=5) is None
        assert recorder.event.wait(5)
        assert recorder.calls == [["x"]]
    finally:
        first.close()


def test_a_failing_callback_does_not_stop_the_listener(tmp_path: Path) -> None:
    calls: list[list[str]] = []
    done = threading.Event()

    def flaky(argv: list[str]) -> None:
        calls.append(argv)
        if len(calls) == 1:
            raise RuntimeError("boom")
        done.set()

    first = acquire("Hearth", folder=tmp_path, on_focus=flaky)
    assert first is not None
    try:
        assert acquire("Hearth", folder=tmp_path, argv=["1"], timeout=5) is None
        assert acquire("Hearth", folder=tmp_path, argv=["2"], timeout=5) is None
        assert done.wait(5)
        assert calls == [["1"], ["2"]]
    finally:
        first.close()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_the_folder_and_key_are_private(tmp_path: Path) -> None:
    folder = tmp_path / "run"
    folder.mkdir(mode=0o777)
    folder.chmod(0o777)
    first = acquire("Hearth", folder=folder)
    assert first is not None
    try:
        assert folder.stat().st_mode & 0o777 == 0o700
        key_file = next(folder.glob("*.key"))
        assert key_file.stat().st_mode & 0o777 == 0o600
        assert len(key_file.read_bytes()) == 32
    finally:
        first.close()
    assert not list(folder.glob("*.key")), "close() removes the key"


def test_the_socket_path_fits_the_unix_limit() -> None:
    address, family = single_instance._address(single_instance.runtime_dir(), "0" * 16)
    if family == "AF_UNIX":
        assert len(address.encode()) < 104  # macOS sun_path limit (Linux: 108)
