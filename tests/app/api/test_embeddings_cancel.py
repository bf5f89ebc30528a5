"""`/v1/embeddings` stops when nobody waits for it: a client that leaves mid-batch, and a SIGTERM. Five
abandoned batches of 2,048 texts kept a server busy 15 minutes, and a SIGTERM then took 14 minutes with
17 tracebacks; each batch now checks its client and the shutdown between two of its 16-text pieces."""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
import time
from pathlib import Path

import httpx2 as httpx
import pytest

from tests.app.api.conftest import ServerFactory

pytestmark = pytest.mark.slow

# 2,048 texts of about 1,000 characters: four to a piece, 512 pieces a request; minutes of CPU on the CI machine
BIG = {"model": "all-minilm-l6-v2",
       "input": [f"{n} " + "a sentence about the weather, the sea and the harbour lights " * 16 for n in range(2048)]}


def queue_length(url: str) -> int:
    return int(httpx.get(f"{url}/health", timeout=10).json()["queue_length"])


def wait_for(check: object, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not check():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout:.0f} s")
        time.sleep(0.1)


def test_batches_whose_clients_left_stop_and_the_server_is_free_again(make_server: ServerFactory,
                                                                      embed_model: Path) -> None:
    served = make_server()

    def leave() -> None:
        with contextlib.suppress(httpx.TimeoutException):  # the client gives up and closes its connection
            httpx.post(f"{served.url}/v1/embeddings", json=BIG, timeout=httpx.Timeout(30, read=1.0))

    askers = [threading.Thread(target=leave) for _ in range(3)]
    for asker in askers:
        asker.start()
    for asker in askers:
        asker.join(60)
    # Each stops within a piece and a quarter second of its client leaving; running on, they would hold
    # the server for minutes (several times this bound, measured on the CI machine).
    wait_for(lambda: queue_length(served.url) == 0, 60, "the abandoned batches stopping")
    small = httpx.post(f"{served.url}/v1/embeddings", json={"input": "still here"}, timeout=60)
    assert small.status_code == 200 and len(small.json()["data"][0]["embedding"]) == 384


@pytest.mark.skipif(sys.platform == "win32", reason="Windows has no SIGTERM (send_signal terminates at once)")
def test_sigterm_during_batches_answers_503_and_exits_without_tracebacks(make_server: ServerFactory,
                                                                        embed_model: Path) -> None:
    served = make_server()
    answers: list[int] = []

    def ask() -> None:
        try:
            answers.append(httpx.post(f"{served.url}/v1/embeddings", json=BIG, timeout=120).status_code)
        except httpx.HTTPError:
            answers.append(0)  # the connection closed: acceptable, the answer is what is checked below

    askers = [threading.Thread(target=ask) for _ in range(2)]
    for asker in askers:
        asker.start()
    wait_for(lambda: queue_length(served.url) == 2, 60, "both batches starting")
    served.process.send_signal(signal.SIGTERM)
    code = served.process.wait(60)  # the README promises 5 s on an idle machine (test_server_life's bound)
    for asker in askers:
        asker.join(60)
    log = served.log.read_text()
    assert code == 0 and "Traceback" not in log, log
    assert answers and all(a in (503, 0) for a in answers), answers
    assert 503 in answers  # the drain's end answers the batch: the client learns why
