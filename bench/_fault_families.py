"""The third fault campaign's families for bench/faults.py (a library module: no --quick of its own).

Each family tries hostile inputs against the real parts and returns one row per try:
{"clean": the fault ended the way it should (a 4xx, a skip with its reason, an error event), "lost":
messages or indexed files lost}. `schema_bombs` also measures the engine host's memory: its idle
size, and its peak while it builds the largest grammar the bounds accept (VmHWM, reset first).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance

ROOT = Path(__file__).resolve().parents[1]
Row = dict[str, Any]

BOMBS = [
    {"type": "array", "minItems": 1_000_000_000},
    {"type": "array", "minItems": 10_000_000},
    {"type": "array", "maxItems": 100_000},
    {"type": "string", "pattern": "^(a{1000}){1000}$"},
    {"type": "object", "properties": {f"p{i}": {"type": "array", "minItems": 9_000} for i in range(40)}},
    {"type": "wizard"},
    {"type": "integer", "minimum": -1e300, "maximum": 1e300},
    {"type": "string", "pattern": "(("},
]
# The largest grammar the bounds let through: 99,000 of the 100,000 items a request may unroll.
WORST_ACCEPTED = {"type": "object", "properties": {f"p{i}": {"type": "array", "items": {"type": "integer"},
                                                             "minItems": 9_000} for i in range(11)}}


def _status(pid: int, key: str) -> int:
    """A /proc/<pid>/status field in kB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0


def schema_bombs(model: Path, tries: int) -> tuple[list[Row], dict[str, float]]:
    from app.engine import protocol as p
    from app.engine.client import EngineClient

    engine = EngineClient()
    rows: list[Row] = []
    memory: dict[str, float] = {}
    try:
        engine.load(str(model))
        host = engine.pid
        hi = [ChatMessage("user", "Hi")]
        short = Sampling(temperature=0, max_new_tokens=4)
        list(engine.turn(hi, short).events())  # warm: the first turn's buffers are idle size too
        idle_kb = _status(host, "VmRSS")
        for schema in BOMBS[:tries]:
            started = time.monotonic()
            events = list(engine.turn(hi, short, guidance=Guidance("json_schema", json.dumps(schema))).events())
            error = next((e for e in events if isinstance(e, p.Error)), None)
            rows.append({"clean": error is not None and error.code == "bad_request" and engine.pid == host,
                         "lost": 0, "s": round(time.monotonic() - started, 2)})
        Path(f"/proc/{host}/clear_refs").write_text("5")  # VmHWM := VmRSS, so the peak below is this turn's
        list(engine.turn(hi, short, guidance=Guidance("json_schema", json.dumps(WORST_ACCEPTED))).events())
        peak_kb = _status(host, "VmHWM")
        memory = {"host_idle_mb": round(idle_kb / 1024, 1), "host_peak_worst_schema_mb": round(peak_kb / 1024, 1),
                  "host_peak_ratio": round(peak_kb / idle_kb, 3)}
    finally:
        engine.close()
    return rows, memory


def docs_hostile(quick: bool) -> list[Row]:
    """Hostile files read by the real readers: bombs in the read worker (bounded time, memory, cancel)
    and the walk's verdict on names that are not UTF-8 and links out of the library."""
    from app.docs.indexer import walk
    from app.docs.read_worker import ReadWorker, Stopped
    from app.docs.readers import Skipped, read
    from tests.faults.bombs import docx_bomb, pdf_bomb

    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="hearth-bench-docs-") as tmp:
        work = Path(tmp)
        try:
            read(docx_bomb(work / "bomb.docx", xml_mb=40 if quick else 256))
            rows.append({"clean": False, "lost": 0})
        except Skipped as skip:
            rows.append({"clean": "expands" in str(skip), "lost": 0})
        bomb = pdf_bomb(work / "bomb.pdf", stream_mb=20 if quick else 60)
        worker = ReadWorker(read_s=3.0)
        try:
            worker.read(bomb, lambda: False)
            rows.append({"clean": False, "lost": 0})
        except Skipped as skip:
            rows.append({"clean": "took longer" in str(skip), "lost": 0})
        finally:
            worker.close()
        cancel_at = time.monotonic() + 0.5
        worker = ReadWorker(read_s=600)
        try:
            worker.read(bomb, lambda: time.monotonic() >= cancel_at)
            rows.append({"clean": False, "lost": 0})
        except Stopped:
            rows.append({"clean": True, "lost": 0, "cancel_s": round(time.monotonic() - cancel_at, 2)})
        finally:
            worker.close()
        library = work / "library"
        library.mkdir()
        (library / "good.txt").write_text("kept")
        (library / os.fsdecode(b"bad\xff.txt")).write_text("bad name")
        outside = work / "outside.txt"
        outside.write_text("secret")
        (library / "link.txt").symlink_to(outside)
        verdicts = {path.name: reason for path, reason in walk(library)}
        rows.append({"clean": "outside the library" in (verdicts.get("link.txt") or ""), "lost": 0})
        rows.append({"clean": verdicts.get("good.txt") is None, "lost": 0 if "good.txt" in verdicts else 1})
        allowed = {path.name: reason for path, reason in walk(library, links_out=True)}  # the person said yes
        rows.append({"clean": allowed.get("link.txt", "missing") is None, "lost": 0})
    return rows


def remote_hostile() -> list[Row]:
    from app.chat.values import RemoteRef
    from app.engine import protocol as p
    from tests.faults.test_remote_faults import _engine, _turn, hostile_server

    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="hearth-bench-remote-") as tmp, hostile_server() as server, \
            hostile_server() as elsewhere:
        engine, servers = _engine(Path(tmp), server.url, read_timeout=1.0)
        try:
            engine.load(str(RemoteRef(servers.all()[0].id, "model")))
            expected = {"endless_line": "without an end", "comments": "did not answer in time",
                        "redirect": "redirected Hearth"}
            server.redirect_to = elsewhere.url.replace("127.0.0.1", "localhost")
            for mode, words in expected.items():
                server.mode = mode
                _, end = _turn(engine)
                rows.append({"clean": isinstance(end, p.Error) and words in end.message and elsewhere.posts == 0,
                             "lost": 0})
            server.mode = "no_end"
            _, end = _turn(engine, max_new_tokens=20)
            rows.append({"clean": isinstance(end, p.Done) and end.finish_reason == "length", "lost": 0})
        finally:
            engine.close()
        rows.append(_closed_while_listing(Path(tmp)))
    return rows


def _closed_while_listing(tmp: Path) -> Row:
    """The engine closed while `GET /models` waits on a server that never answers: the waiting caller
    gets its error at once and no task is left pending on the loop."""
    import asyncio
    import threading

    from app.engine.link import EngineError
    from tests.faults.test_remote_faults import _engine, silent_server

    ended: list[BaseException] = []
    with silent_server() as (url, arrived):
        engine, servers = _engine(tmp / "silent", url)
        loop = engine._loop

        def probe() -> None:
            try:
                engine.list_models(servers.all()[0])
            except BaseException as exc:
                ended.append(exc)

        thread = threading.Thread(target=probe, daemon=True)
        thread.start()
        arrived.wait(60)
        closed = time.monotonic()
        engine.close()
        thread.join(30)
        close_s = time.monotonic() - closed
    clean = bool(ended) and isinstance(ended[0], EngineError) and loop.is_closed() and not asyncio.all_tasks(loop)
    return {"clean": clean, "lost": 0, "close_s": round(close_s, 2)}


def read_only_home(quick: bool) -> list[Row]:
    """Commands on a home bind-mounted read-only (a private mount namespace): each write says so in a
    sentence, and not a byte of the home changes. No rows where the kernel allows no such mount."""
    from tests.faults.test_read_only_home import _fingerprint, _mounts_read_only, hearth
    from tests.faults.test_remote_faults import hostile_server

    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="hearth-bench-ro-") as tmp, hostile_server() as server:
        home = Path(tmp) / "home"
        home.mkdir()
        if not _mounts_read_only(home):
            return rows
        hearth(home, "remotes", "add", server.url, "--name", "box")
        before = _fingerprint(home)
        commands = [("docs", "reindex"), ("mcp", "add", "x", "--", "true")]
        if not quick:
            commands += [("docs", "add", tmp), ("remotes", "add", server.url, "--name", "other"),
                         ("models", "import", tmp)]
        for args in commands:
            done = hearth(home, *args, read_only=True)
            clean = done.returncode != 0 and done.stderr.startswith("Error:") and "Traceback" not in done.stderr
            rows.append({"clean": clean, "lost": int(_fingerprint(home) != before)})
    return rows


def api_hostile(model: Path) -> list[Row]:
    """A real `serve`: a million-character stop string, 6,000 messages, a rebinding Host, 300 connections
    that never send headers with 256 descriptors, and SIGTERM while the engine host is stopped mid-reply."""
    import resource

    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="hearth-bench-api-") as tmp:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        env = {**os.environ, "HEARTH_HOME": tmp, "HEARTH_DEMO_DIR": str(model)}
        env.pop("HEARTH_API_KEY", None)
        log = Path(tmp) / "serve.log"
        with log.open("wb") as out:
            serve = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "serve", "--port", str(port)], env=env,
                                     stdout=out, stderr=subprocess.STDOUT,
                                     preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256)))
        url = f"http://127.0.0.1:{port}"
        try:
            _wait_healthy(url, serve)
            hi = [{"role": "user", "content": "hi"}]
            for body in ({"stop": ["x" * 1_000_000] * 4}, {"messages": hi * 6000}):
                answer = httpx.post(f"{url}/v1/chat/completions", timeout=60,
                                    json={"model": "m", "messages": hi, "max_tokens": 4, **body})
                rows.append({"clean": answer.status_code == 400, "lost": 0})
            rebound = httpx.get(f"{url}/v1/models", headers={"Host": "attacker.example"}, timeout=30)
            rows.append({"clean": rebound.status_code == 403, "lost": 0})
            idle = []
            for _ in range(300):
                with contextlib.suppress(OSError):
                    idle.append(socket.create_connection(("127.0.0.1", port), timeout=5))
            started, back = time.monotonic(), False
            while not back and time.monotonic() - started < 60:
                with contextlib.suppress(httpx.HTTPError):
                    back = httpx.get(f"{url}/health", timeout=5).status_code == 200
            for sock in idle:
                sock.close()
            rows.append({"clean": back, "lost": 0, "reachable_after_s": round(time.monotonic() - started, 1)})
            rows.append(_sigterm_mid_step(url, serve, model.name))
        finally:
            serve.kill()
            serve.wait(10)
        rows[-1]["clean"] = rows[-1]["clean"] and "Traceback" not in log.read_text(errors="replace")
        rows.append(_ctrl_c_mid_stream(model, Path(tmp), env))
    return rows


def _ctrl_c_mid_stream(model: Path, tmp: Path, env: dict[str, str]) -> Row:
    """Ctrl+C in the terminal (SIGINT to serve's whole group) while a reply streams: "stopped", exit 0."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = tmp / "serve-ctrl-c.log"
    with log.open("wb") as out:
        serve = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "serve", "--port", str(port)], env=env,
                                 stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    events: list[str] = []
    body = {"model": model.name, "messages": [{"role": "user", "content": "Tell a long story."}],
            "max_tokens": 2000, "stream": True}
    try:
        _wait_healthy(url, serve)
        with httpx.Client(timeout=30) as http, http.stream("POST", f"{url}/v1/chat/completions", json=body) as stream:
            lines = stream.iter_lines()
            for line in lines:
                if line.startswith("data: "):
                    events.append(line[6:])
                if len(events) >= 3:
                    break
            os.killpg(serve.pid, signal.SIGINT)
            signalled = time.monotonic()
            events += [line[6:] for line in lines if line.startswith("data: ")]
        code = serve.wait(30)
        exit_s = time.monotonic() - signalled
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(serve.pid, signal.SIGKILL)
        serve.wait(10)
    text = log.read_text(errors="replace")
    clean = code == 0 and events[-1:] == ["[DONE]"] and "Traceback" not in text and text.rstrip().endswith("stopped")
    return {"clean": clean, "lost": 0, "ctrl_c_exit_s": round(exit_s, 2)}


def _wait_healthy(url: str, serve: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and serve.poll() is None:
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                return
        time.sleep(0.2)
    raise RuntimeError("serve did not start")


def _sigterm_mid_step(url: str, serve: subprocess.Popen[bytes], model_id: str) -> Row:
    import psutil

    host = next(c.pid for c in psutil.Process(serve.pid).children(recursive=True)
                if "multiprocessing" in " ".join(c.cmdline()) and "resource_tracker" not in " ".join(c.cmdline()))
    events: list[str] = []
    body = {"model": model_id, "messages": [{"role": "user", "content": "Tell a long story."}], "max_tokens": 2000,
            "temperature": 0.8, "stream": True}
    with httpx.Client(timeout=30) as http, http.stream("POST", f"{url}/v1/chat/completions", json=body) as stream:
        lines = stream.iter_lines()
        for line in lines:
            if line.startswith("data: "):
                events.append(line[6:])
            if len(events) >= 3:
                break
        os.kill(host, signal.SIGSTOP)  # a token step that never ends
        serve.send_signal(signal.SIGTERM)
        signalled = time.monotonic()
        events += [line[6:] for line in lines if line.startswith("data: ")]
    code = serve.wait(30)
    exit_s = time.monotonic() - signalled
    with contextlib.suppress(OSError):
        os.kill(host, signal.SIGKILL)
    error_event = len(events) >= 2 and events[-1] == "[DONE]" and "shutting_down" in events[-2]
    return {"clean": code == 0 and error_event and exit_s <= 5.0, "lost": 0, "exit_s": round(exit_s, 2),
            "exit_code": code, "error_event": error_event}
