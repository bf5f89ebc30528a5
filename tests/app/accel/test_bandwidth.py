"""Memory bandwidth: measured by a real (small) triad, the best of a few rounds, cached per hardware identity,
re-measured on change; a figure measured while the computer was busy is said to be one and measured again
(keeping the best), and "Measure again" replaces it."""

from __future__ import annotations

import json
import multiprocessing
import os
import time
from pathlib import Path
from typing import Any

from app.accel.bandwidth import CACHE_FILE, Measurement, cached_bandwidth, measure, measure_again, stored, triad_gbs


def test_the_triad_measures_a_plausible_figure() -> None:
    gbs = triad_gbs(array_bytes=8 * 2**20, threads=2, passes=2)
    assert 0.1 < gbs < 10_000


def test_measured_once_then_cached_and_measured_again_when_the_hardware_changes(tmp_path: Path) -> None:
    calls: list[int] = []

    def take() -> Measurement:
        calls.append(1)
        return Measurement(12.5 + len(calls))

    assert cached_bandwidth(tmp_path, "cpu A|8 cores", take) == Measurement(13.5)
    assert cached_bandwidth(tmp_path, "cpu A|8 cores", take) == Measurement(13.5)
    assert len(calls) == 1
    assert cached_bandwidth(tmp_path, "cpu B|16 cores", take) == Measurement(14.5)
    assert len(calls) == 2
    assert json.loads((tmp_path / CACHE_FILE).read_text())["identity"] == "cpu B|16 cores"


def test_the_best_round_counts_and_other_programs_on_the_cpu_mark_the_figure_busy() -> None:
    rounds = iter([20.0, 55.0, 40.0])
    assert measure(3, lambda: next(rounds)).gbs == 55.0
    # other programs keeping every core busy (processes: threads of this one would count as its own)
    context = multiprocessing.get_context("spawn")
    ready = [context.Event() for _ in range(_cores())]
    hogs = [context.Process(target=_spin_for, args=(30.0, event), daemon=True) for event in ready]
    for hog in hogs:
        hog.start()
    try:
        assert all(event.wait(60) for event in ready)
        busy = measure(3, lambda: 10.0)
    finally:
        for hog in hogs:
            hog.terminate()
            hog.join()
    assert busy == Measurement(10.0, busy=True)


def _cores() -> int:
    return os.cpu_count() or 1


def _spin_for(seconds: float, ready: Any) -> None:
    ready.set()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def test_a_busy_figure_is_kept_said_and_a_busier_one_does_not_lower_it(tmp_path: Path) -> None:
    assert cached_bandwidth(tmp_path, "x", lambda: Measurement(6.0, busy=True)) == Measurement(6.0, busy=True)
    assert cached_bandwidth(tmp_path, "x", lambda: Measurement(1.0)) == Measurement(6.0, busy=True)  # not at start
    assert measure_again(tmp_path, "x", take=lambda: Measurement(4.0, busy=True)) == Measurement(6.0, busy=True)
    assert measure_again(tmp_path, "x", take=lambda: Measurement(58.0)) == Measurement(58.0)  # a quiet moment
    assert stored(tmp_path, "x") == Measurement(58.0)


def test_measure_again_keeps_a_better_figure_over_a_busy_one_unless_asked(tmp_path: Path) -> None:
    measure_again(tmp_path, "x", take=lambda: Measurement(60.0))
    assert measure_again(tmp_path, "x", take=lambda: Measurement(30.0, busy=True)) == Measurement(60.0)
    assert measure_again(tmp_path, "x", take=lambda: Measurement(50.0)) == Measurement(50.0)  # quiet: it stands
    assert measure_again(tmp_path, "x", keep_best=False, take=lambda: Measurement(9.0, busy=True)) == \
        Measurement(9.0, busy=True)  # asked for: what it measured, said to be a busy figure
    assert stored(tmp_path, "x") == Measurement(9.0, busy=True)


def test_a_damaged_cache_file_is_measured_again(tmp_path: Path) -> None:
    (tmp_path / CACHE_FILE).write_text("{not json")
    assert cached_bandwidth(tmp_path, "x", lambda: Measurement(9.0)) == Measurement(9.0)
    (tmp_path / CACHE_FILE).write_text(json.dumps({"identity": "x", "gbs": -1}))
    assert cached_bandwidth(tmp_path, "x", lambda: Measurement(8.0)) == Measurement(8.0)


def test_a_failed_measurement_gives_none_and_an_unwritable_cache_still_answers(tmp_path: Path) -> None:
    def fail() -> Measurement:
        raise MemoryError

    assert cached_bandwidth(tmp_path, "x", fail) is None
    blocked = tmp_path / "file"
    blocked.write_text("")
    assert cached_bandwidth(blocked / "sub", "x", lambda: Measurement(7.0)) == Measurement(7.0)
