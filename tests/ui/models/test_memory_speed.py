"""The memory speed every forecast stands on, in the window: a figure measured while the computer was busy is
said to be one in the Models window, "Measure again" measures it there, and a reply whose decode speed is far
from the forecast has it measured again by itself (scripted engine; the triad itself: tests/app/accel)."""

from __future__ import annotations

import dataclasses
import threading

import pytest
from pytestqt.qtbot import QtBot

from app.accel import bandwidth
from app.accel.bandwidth import Measurement
from app.system.paths import demo_model_dir, resolve_paths
from tests.app.fake_engine import FakeEngine
from tests.ui import conftest
from tests.ui.model_fixtures import MACHINE
from tests.ui.window_helpers import Start, send

BUSY = dataclasses.replace(MACHINE, memory_bandwidth_gbs=1.0, memory_bandwidth_busy=True)


@pytest.fixture(autouse=True)
def quick_triad(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The measurement is a quiet machine's 58 GB/s (counted), and the window starts with a busy figure."""
    taken: list[int] = []
    monkeypatch.setattr(bandwidth, "measure", lambda: taken.append(1) or Measurement(58.0))
    monkeypatch.setattr(conftest, "MACHINE", BUSY)
    return taken


def test_a_busy_figure_is_said_and_measure_again_replaces_it(qtbot: QtBot, launch: Start,
                                                             quick_triad: list[int]) -> None:
    hearth = launch()
    catalog = hearth.models.open("get", hearth.window).picker.catalog_view
    assert "measured while the computer was busy" in catalog.speed_label.text()
    assert "1 GB/s" in catalog.speed_label.text() and catalog.measure_button.isEnabled()
    with qtbot.waitSignal(hearth.models.hardware_known, timeout=10_000):
        catalog.measure_button.click()
    assert quick_triad == [1]
    assert catalog.speed_label.text().startswith("Memory speed 58 GB/s (measured)")
    assert catalog.hardware.memory_bandwidth_gbs == 58.0  # type: ignore[attr-defined]
    assert bandwidth.stored(resolve_paths().cache, BUSY.identity) == Measurement(58.0)
    assert catalog.measure_button.isEnabled()


@pytest.mark.parametrize("busy", [True, False])
def test_a_reply_far_faster_than_its_forecast_or_a_busy_figure_has_the_memory_speed_measured_again(
        qtbot: QtBot, launch: Start, engine: FakeEngine, quick_triad: list[int], monkeypatch: pytest.MonkeyPatch,
        busy: bool) -> None:
    if not busy:  # a quiet figure that forecasts a few tokens a second on the demo model; the reply writes 50
        monkeypatch.setattr(conftest, "MACHINE", dataclasses.replace(BUSY, memory_bandwidth_busy=False))
    else:  # a figure that agrees with the reply's speed, but was measured while the computer was busy
        monkeypatch.setattr(conftest, "MACHINE", dataclasses.replace(BUSY, memory_bandwidth_gbs=10.0))
    hearth = launch(model=demo_model_dir())
    engine.enqueue("Hello there, nice to meet you.")
    with qtbot.waitSignal(hearth.models.hardware_known, timeout=10_000) as measured:
        send(qtbot, hearth.window, "hi")
    assert quick_triad == [1] and measured.args is not None
    assert measured.args[0].memory_bandwidth_gbs == 58.0 and not measured.args[0].memory_bandwidth_busy
    engine.enqueue("Again.")
    send(qtbot, hearth.window, "and again")  # once per model and run
    assert quick_triad == [1]
    (demo,) = [choice for choice in hearth.models.choices() if choice.kind == "demo"]
    assert "measured" in demo.hint and "about" not in demo.hint  # the picker says the speed the reply was written at


def test_shutting_down_waits_for_a_measurement_that_writes_into_the_cache(launch: Start,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Once the window stopped, nothing of it writes into the data folder (a bench's temporary home was removed
    under a measurement still running: "Directory not empty")."""
    release = threading.Event()
    monkeypatch.setattr(bandwidth, "measure", lambda: release.wait(30) and Measurement(58.0))
    hearth = launch()
    hearth.models.measure_again()
    threading.Timer(0.3, release.set).start()
    hearth.models.shutdown()
    assert release.is_set()
    assert bandwidth.stored(resolve_paths().cache, BUSY.identity) == Measurement(58.0)
