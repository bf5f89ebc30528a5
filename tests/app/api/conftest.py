"""Fixtures: `main.py serve` as a real process on 127.0.0.1 with the demo model, and the OpenAI SDK
pointed at it. Every process a fixture starts is killed in a `finally`, also when a test fails."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx2 as httpx
import psutil
import pytest
from openai import OpenAI

ROOT = Path(__file__).resolve().parents[3]
START_TIMEOUT_S = 240.0  # a hang, not a speed: under Wine on a busy machine a start took over 60 s


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Served:
    url: str
    process: subprocess.Popen[bytes]
    log: Path
    key: str = ""
    extra: list[str] = field(default_factory=list)
    clients: dict[str, OpenAI] = field(default_factory=dict)

    def client(self, key: str | None = None) -> OpenAI:
        """The OpenAI SDK for this server (one per key, closed with the server)."""
        key = key if key is not None else (self.key or "none")
        if key not in self.clients:
            self.clients[key] = OpenAI(base_url=f"{self.url}/v1", api_key=key, max_retries=0, timeout=60.0)
        return self.clients[key]

    def http(self, **kwargs: object) -> httpx.Client:
        headers = {"Authorization": f"Bearer {self.key}"} if self.key else {}
        return httpx.Client(base_url=self.url, headers=headers, timeout=60.0, **kwargs)  # type: ignore[arg-type]

    def engine_pid(self) -> int:
        """The engine host: the server's child process that runs the model."""
        for child in psutil.Process(self.process.pid).children(recursive=True):
            if "multiprocessing" in " ".join(child.cmdline()) and "resource_tracker" not in " ".join(child.cmdline()):
                return child.pid
        raise AssertionError("no engine host process")

    def wait_healthy(self, timeout: float = START_TIMEOUT_S) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"the server exited ({self.process.returncode}):\n{self.log.read_text()}")
            try:
                if httpx.get(f"{self.url}/health", timeout=2.0).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise AssertionError(f"the server did not become healthy:\n{self.log.read_text()}")

    def stop(self) -> None:
        """Kill the server and every process it started (the engine host), whatever state they are in."""
        for client in self.clients.values():
            client.close()
        self.clients.clear()
        try:
            children = psutil.Process(self.process.pid).children(recursive=True)
        except psutil.Error:
            children = []
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)
        for child in children:
            with contextlib.suppress(psutil.Error):
                child.kill()


def start_server(tmp: Path, demo_model: Path, *args: str, key: str = "", wait: bool = True,
                 port_from_env: bool = False, preexec: Callable[[], None] | None = None) -> Served:
    """`main.py serve ARGS` on a free port (given as --port, or as PORT with `port_from_env`);
    `preexec` runs in the child before it starts (to set resource limits)."""
    port = free_port()
    log = tmp / f"serve-{port}.log"
    environment = {**os.environ, "HEARTH_DEMO_DIR": str(demo_model), "HEARTH_HOME": str(tmp / "home"),
                   "PYTHONUNBUFFERED": "1", "PORT": str(port)}
    environment.pop("HEARTH_API_KEY", None)
    command = [sys.executable, str(ROOT / "main.py"), "serve", *([] if port_from_env else ["--port", str(port)]), *args]
    if key:
        command += ["--api-key", key]
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=out, stderr=subprocess.STDOUT,
                                   preexec_fn=preexec)
    served = Served(f"http://127.0.0.1:{port}", process, log, key, list(args))
    try:
        if wait:
            served.wait_healthy()
    except BaseException:
        served.stop()
        raise
    return served


ServerFactory = Callable[..., Served]


@pytest.fixture()
def make_server(tmp_path: Path, demo_model: Path) -> Iterator[ServerFactory]:
    """Start servers for one test (each with its own arguments); all are killed at the end."""
    started: list[Served] = []

    def make(*args: str, key: str = "", wait: bool = True, port_from_env: bool = False) -> Served:
        served = start_server(tmp_path, demo_model, *args, key=key, wait=wait, port_from_env=port_from_env)
        started.append(served)
        return served

    try:
        yield make
    finally:
        for served in started:
            served.stop()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, demo_model: Path) -> Iterator[Served]:
    """One server shared by a module's tests that leave it as they found it."""
    served = start_server(tmp_path_factory.mktemp("api"), demo_model)
    try:
        yield served
    finally:
        served.stop()


def terminate(served: Served) -> None:
    served.process.send_signal(signal.SIGTERM)
