"""`main.py serve` as a process: keys, the bounded queue, SIGTERM during a stream, an engine host that
dies mid-request, and the refusals at start. Each test starts its own server (killed at the end)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx2 as httpx
import openai
import psutil
import pytest

from tests.app.api.conftest import ROOT, ServerFactory
from tests.processes import kill_hard

pytestmark = pytest.mark.slow

MODEL = "smollm2-135m-instruct-int4"
LONG = {"model": MODEL, "messages": [{"role": "user", "content": "Write a long story about the sea."}],
        "max_tokens": 4000, "temperature": 0, "stream": True}


def test_a_key_is_needed_everywhere_but_health(make_server: ServerFactory) -> None:
    served = make_server(key="s3cret")
    with pytest.raises(openai.AuthenticationError):
        served.client(key="wrong").models.list()
    with httpx.Client(base_url=served.url) as http:
        answer = http.post("/v1/chat/completions", json={"messages": [{"role": "user", "content": "hi"}]})
        assert answer.status_code == 401 and answer.json()["error"]["code"] == "invalid_api_key"
        assert http.post("/generate", json={"prompt": "hi"}).status_code == 401
        assert http.get("/health").status_code == 200
        assert http.get("/v1/models", headers={"x-api-key": "s3cret"}).status_code == 200
    reply = served.client(key="s3cret").chat.completions.create(
        model=MODEL, messages=[{"role": "user", "content": "hi"}], max_tokens=3)
    assert reply.choices[0].message.content is not None


def test_a_full_queue_answers_429_with_retry_after(make_server: ServerFactory) -> None:
    served = make_server("--queue", "1")  # one request answered, one waiting, no more
    waited: dict[str, int] = {}

    def wait_in_line() -> None:
        with httpx.Client(base_url=served.url, timeout=60) as http:
            waited["status"] = http.post("/v1/chat/completions", json={**LONG, "stream": False,
                                                                       "max_tokens": 4}).status_code

    with httpx.Client(base_url=served.url, timeout=30) as http, \
            http.stream("POST", "/v1/chat/completions", json=LONG) as running:
        assert running.status_code == 200
        lines = running.iter_lines()  # kept: a dropped line iterator closes the response
        next(lines)
        queued = threading.Thread(target=wait_in_line)
        queued.start()
        deadline = time.monotonic() + 10
        while httpx.get(f"{served.url}/health").json()["queue_length"] < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert httpx.get(f"{served.url}/health").json()["queue_length"] == 2
        with pytest.raises(openai.RateLimitError) as refused:
            served.client().chat.completions.create(model=MODEL, messages=[{"role": "user", "content": "hi"}],
                                                    max_tokens=4)
        assert int(refused.value.response.headers["Retry-After"]) >= 1
        assert refused.value.response.json()["error"]["type"] == "rate_limit_error"
    queued.join(30)  # the running stream was left by its client: the waiting request runs and is answered
    assert waited["status"] == 200
    assert httpx.get(f"{served.url}/health").json()["queue_length"] == 0


@pytest.mark.skipif(sys.platform == "win32", reason="Windows has no SIGTERM (send_signal terminates at once); a "
                    "console server stops on Ctrl+C, which Wine cannot deliver (tests/windows/test_platform.py)")
def test_sigterm_during_a_stream_ends_it_and_exits_within_5_s(make_server: ServerFactory) -> None:
    served = make_server()
    events: list[str] = []
    with httpx.Client(base_url=served.url, timeout=30) as http, \
            http.stream("POST", "/v1/chat/completions", json=LONG) as stream:
        lines = stream.iter_lines()
        for line in lines:
            if line.startswith("data: "):
                events.append(line[6:])
            if len(events) >= 5:
                break
        served.process.send_signal(signal.SIGTERM)
        signalled = time.monotonic()
        events += [line[6:] for line in lines if line.startswith("data: ")]
    code = served.process.wait(10)
    assert time.monotonic() - signalled < 5.0
    assert code == 0, served.log.read_text()
    assert events[-1] == "[DONE]"
    assert json.loads(events[-2])["error"]["code"] == "shutting_down"  # the client learns it was cut short
    assert "stopped" in served.log.read_text()


def test_an_engine_death_mid_request_is_a_503_then_the_model_comes_back(make_server: ServerFactory) -> None:
    served = make_server()
    host = served.engine_pid()
    answer: dict[str, httpx.Response] = {}

    def ask() -> None:
        with httpx.Client(base_url=served.url, timeout=60) as http:
            answer["r"] = http.post("/v1/chat/completions", json={**LONG, "stream": False})

    asking = threading.Thread(target=ask)
    asking.start()
    deadline = time.monotonic() + 10
    while httpx.get(f"{served.url}/health").json().get("queue_length") != 1 and time.monotonic() < deadline:
        time.sleep(0.05)
    worked = psutil.Process(host).cpu_times().user
    while psutil.Process(host).cpu_times().user - worked < 0.2:  # the host reads the prompt, then writes: mid-turn
        assert time.monotonic() < deadline + 30, "the host never started the turn"
        time.sleep(0.02)
    kill_hard(host)
    asking.join(30)
    assert answer["r"].status_code == 503, answer["r"].text
    assert answer["r"].json()["error"]["code"] == "engine_stopped" and answer["r"].headers["Retry-After"]
    served.wait_healthy(60)
    assert served.engine_pid() != host
    reply = served.client().chat.completions.create(model=MODEL, messages=[{"role": "user", "content": "hi"}],
                                                    max_tokens=3)
    assert reply.choices[0].message.content is not None


def _serve(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, **(env or {})}
    environment.pop("HEARTH_API_KEY", None)
    # The timeout bounds a hang, not speed: under Wine on a loaded machine one start took over a minute.
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "serve", *args], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=240, check=False)


def test_refuses_a_reachable_address_without_a_key_and_a_bad_port() -> None:
    refused = _serve("--host", "0.0.0.0")
    assert refused.returncode == 2 and "API key" in refused.stderr
    assert _serve(env={"PORT": "http"}).returncode == 2
    missing = _serve("--model", "no-such-model")
    assert missing.returncode == 2 and "No model" in missing.stderr


def test_port_comes_from_the_environment(make_server: ServerFactory) -> None:
    served = make_server(port_from_env=True)
    assert httpx.get(f"{served.url}/health").json()["status"] == "ok"


_SIGNAL_AT_START = """
import os, signal, sys
from pathlib import Path
from app.api.server import ApiServer
from app.api.state import ServerConfig, ServerState
from app.engine.client import EngineClient

state = ServerState(EngineClient(), ServerConfig(), Path(sys.argv[1]))
server = ApiServer(state, "127.0.0.1", 0)
server.run(ready=lambda: signal.raise_signal(getattr(signal, sys.argv[2])))
print("returned", state.draining_since is not None)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="Windows has no SIGTERM to raise and catch")
@pytest.mark.parametrize("name", ["SIGTERM", "SIGINT"])
def test_a_signal_as_the_server_starts_still_stops_it(tmp_path: Path, name: str) -> None:
    # A container platform may stop an instance the moment it says it listens: that signal came before
    # uvicorn's handlers were in place, was ignored, and the server ran on until SIGKILL.
    done = subprocess.run([sys.executable, "-c", _SIGNAL_AT_START, str(tmp_path), name], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert (done.returncode, done.stdout.strip()) == (0, "returned True"), done.stderr
