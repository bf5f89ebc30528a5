"""Memory bandwidth: measured by a real (small) triad, cached per hardware identity, re-measured on change."""

from __future__ import annotations

import json
from pathlib import Path

from app.accel.bandwidth import CACHE_FILE, cached_bandwidth, triad_gbs


def test_the_triad_measures_a_plausible_figure() -> None:
    gbs = triad_gbs(array_bytes=8 * 2**20, threads=2, passes=2)
    assert 0.1 < gbs < 10_000


def test_measured_once_then_cached_and_measured_again_when_the_hardware_changes(tmp_path: Path) -> None:
    calls: list[int] = []

    def measure() -> float:
        calls.append(1)
        return 12.5 + len(calls)

    assert cached_bandwidth(tmp_path, "cpu A|8 cores", measure) == 13.5
    assert cached_bandwidth(tmp_path, "cpu A|8 cores", measure) == 13.5
    assert len(calls) == 1
    assert cached_bandwidth(tmp_path, "cpu B|16 cores", measure) == 14.5
    assert len(calls) == 2
    assert json.loads((tmp_path / CACHE_FILE).read_text())["identity"] == "cpu B|16 cores"


def test_a_damaged_cache_file_is_measured_again(tmp_path: Path) -> None:
    (tmp_path / CACHE_FILE).write_text("{not json")
    assert cached_bandwidth(tmp_path, "x", lambda: 9.0) == 9.0
    (tmp_path / CACHE_FILE).write_text(json.dumps({"identity": "x", "gbs": -1}))
    assert cached_bandwidth(tmp_path, "x", lambda: 8.0) == 8.0


def test_a_failed_measurement_gives_none_and_an_unwritable_cache_still_answers(tmp_path: Path) -> None:
    def fail() -> float:
        raise MemoryError

    assert cached_bandwidth(tmp_path, "x", fail) is None
    blocked = tmp_path / "file"
    blocked.write_text("")
    assert cached_bandwidth(blocked / "sub", "x", lambda: 7.0) == 7.0
