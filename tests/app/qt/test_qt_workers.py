"""The worker helper: answers reach the thread that owns the Worker, failures become messages, and
shutdown waits for the job in flight."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QThread
from pytestqt.qtbot import QtBot

from app.qt.workers import Worker
from models.errors import ModelError


@pytest.fixture
def worker(qtbot: QtBot) -> Iterator[Worker]:
    w = Worker("hearth-test")
    yield w
    w.shutdown()


def test_result_arrives_on_the_owning_thread(qtbot: QtBot, worker: Worker) -> None:
    ran_on: list[object] = []
    arrived_on: list[object] = []

    def job() -> tuple[int, str]:
        ran_on.append(QThread.currentThread())
        return (42, "plain")

    worker.succeeded.connect(lambda job_id, result: arrived_on.append((QThread.currentThread(), job_id, result)))
    with qtbot.waitSignal(worker.succeeded, timeout=5000) as blocker:
        job_id = worker.submit(job)
    assert blocker.args == [job_id, (42, "plain")]
    main = QThread.currentThread()
    assert ran_on and ran_on[0] is not main
    assert arrived_on == [(main, job_id, (42, "plain"))]


def test_failures_become_messages(qtbot: QtBot, worker: Worker) -> None:
    def expected() -> None:
        raise ModelError("gated", "The repo is gated: accept its licence first.")

    def unexpected() -> None:
        raise KeyError("hf_secret")

    with qtbot.waitSignal(worker.failed, timeout=5000) as first:
        a = worker.submit(expected)
    assert first.args == [a, "The repo is gated: accept its licence first."]
    with qtbot.waitSignal(worker.failed, timeout=5000) as second:
        b = worker.submit(unexpected, unexpected="Checking failed ({kind}).")
    assert second.args == [b, "Checking failed (KeyError)."]  # the secret in the exception stays out
    with qtbot.waitSignal(worker.succeeded, timeout=5000) as third:
        worker.submit(lambda: "still alive")
    assert third.args[1] == "still alive"


def test_jobs_run_in_order(qtbot: QtBot, worker: Worker) -> None:
    seen: list[object] = []
    worker.succeeded.connect(lambda _job, result: seen.append(result))
    for n in range(5):
        worker.submit(lambda n=n: n)
    qtbot.waitUntil(lambda: len(seen) == 5, timeout=5000)
    assert seen == [0, 1, 2, 3, 4]


def test_shutdown_waits_for_the_job_in_flight(worker: Worker) -> None:
    started, release = threading.Event(), threading.Event()
    finished: list[bool] = []

    def job() -> None:
        started.set()
        release.wait(10)
        finished.append(release.is_set())

    worker.submit(job)
    assert started.wait(5)
    threading.Thread(target=release.set).start()
    worker.shutdown()
    assert finished == [True] and not worker.is_running()
    worker.shutdown()  # idempotent
    with pytest.raises(RuntimeError, match="shut down"):
        worker.submit(lambda: None)
