"""The Models window ties the tabs together: a download started in Get models shows in Downloads, an
install refreshes Installed, Use is relayed, the offline switch greys out the picker and pauses
downloads; and every tab is pictured in the light and the dark theme."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.qt.adapters.downloads import DownloadBridge
from app.qt.settings_service import SettingsService
from app.settings import Settings
from app.system.paths import resolve_paths
from models.catalog import CatalogEntry
from models.fit import HardwareLike
from models.importing import import_model
from tests.models.fakehub import FakeHub, Fault
from tests.ui.model_fixtures import (
    CPU,
    DATA,
    MACHINE,
    make_settings,
    model_folder,
)
from tests.ui.widget_shots import SHOTS_DIR, app_theme, distinct_colours
from ui.models.models_access import ModelsAccess
from ui.models.models_window import DEFAULT_SIZE, ModelsWindow
from ui.theme import DARK, LIGHT


@pytest.fixture(autouse=True)
def no_demo_row(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Installed tab lists the demo model when it is built; these tests count downloaded models."""
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo-model"))


@pytest.fixture
def settings(hub: FakeHub) -> Settings:
    return make_settings(hub)


def open_window(qtbot: QtBot, settings: Settings, bridge: DownloadBridge,
                hardware: HardwareLike = MACHINE) -> ModelsWindow:
    """As the application opens it: through `ModelsAccess`, which makes the downloads follow the settings."""
    access = ModelsAccess(SettingsService(resolve_paths().settings_file, settings), resolve_paths(), bridge,
                          hardware=hardware)
    window = access.open("get", None)  # no main window in these tests
    window.setProperty("access", access)  # kept alive with the window
    qtbot.addWidget(window)
    window.show()
    return window


def wait_state(qtbot: QtBot, bridge: DownloadBridge, job_id: int, wanted: str) -> None:
    qtbot.waitUntil(lambda: any(j.job_id == job_id and j.state == wanted for j in bridge.jobs()), timeout=10_000)


def test_tabs_work_together(qtbot: QtBot, hub: FakeHub, settings: Settings, bridge: DownloadBridge) -> None:
    window = open_window(qtbot, settings, bridge)
    try:
        assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == ["&Get models", "&Downloads",
                                                                                "&Installed"]
        with qtbot.waitSignal(window.privacy_requested):  # the settings live in Preferences: a link there
            window.privacy_link.click()
        assert window.tabs.currentWidget() is window.picker
        window.picker.open_repo("org/tiny")
        page = window.picker.variant_page
        qtbot.waitUntil(lambda: bool(page.row_widgets), timeout=10_000)
        hub.add_fault(DATA, Fault(stall_after=200_000, stall_seconds=0.5))
        next(b for r, _w, b in page.row_widgets if r.variant.path == CPU).click()
        assert window.tabs.currentWidget() is window.downloads
        qtbot.waitUntil(lambda: window.tabs.tabText(1) == "&Downloads (1)")
        job = bridge.jobs()[0].job_id
        wait_state(qtbot, bridge, job, "installed")
        qtbot.waitUntil(lambda: window.installed.tree.topLevelItemCount() == 1)
        assert window.tabs.tabText(1) == "&Downloads"
        window.show_tab("installed")
        with qtbot.waitSignal(window.use_requested) as used:
            window.installed.use_button.click()
        assert used.args == [resolve_paths().models_dir / "tiny--cpu-int4"]

        hub.add_fault(f"{CPU}/model.onnx.data", Fault(stall_after=100_000, stall_seconds=30))
        other = bridge.submit("org/other", CPU)
        qtbot.waitUntil(lambda: (p := bridge.last_progress(other)) is not None and p.file_done > 0, timeout=10_000)
        changed: list[frozenset[str]] = []
        window.property("access").service.changed.connect(lambda _settings, names: changed.append(names))
        window.picker.offline_requested.emit()  # "Work offline": pause what runs, grey out the picker
        wait_state(qtbot, bridge, other, "paused")
        assert changed == [frozenset({"offline"})] and not window.picker.search_button.isEnabled()
        assert window.picker.offline_label.isVisibleTo(window.picker)
    finally:
        window.shutdown()


def _prepare(qtbot: QtBot, hub: FakeHub, bridge: DownloadBridge, tmp_path: Path) -> None:
    """Something in every tab: an installed import, an installed download, a paused and a failed one."""
    import_model(model_folder(tmp_path / "my-imported-model"), resolve_paths().models_dir)
    done = bridge.submit("org/tiny", CPU)
    wait_state(qtbot, bridge, done, "installed")
    hub.add_fault(DATA, Fault(corrupt=True, times=2))  # the clean retry is corrupted too
    failed = bridge.submit("org/other", CPU)
    wait_state(qtbot, bridge, failed, "failed")
    hub.add_fault(DATA, Fault(stall_after=700_000, stall_seconds=30))
    paused = bridge.submit("org/other", "cuda/cuda-fp16")
    hub.add_fault("cuda/cuda-fp16/model.onnx.data", Fault(stall_after=150_000, stall_seconds=30))
    qtbot.waitUntil(lambda: (p := bridge.last_progress(paused)) is not None and p.file_done > 0, timeout=10_000)
    bridge.pause(paused)
    wait_state(qtbot, bridge, paused, "paused")


def _shoot(widget: QWidget, name: str) -> None:
    for _ in range(3):  # let layouts of a tab shown for the first time settle
        QApplication.processEvents()
    image = widget.grab().toImage()
    assert distinct_colours(image) > 8, name  # not a blank picture
    image.save(str(SHOTS_DIR / f"{name}.png"))


def test_screenshots_of_every_tab(qtbot: QtBot, hub: FakeHub, settings: Settings, bridge: DownloadBridge,
                                  tmp_path: Path) -> None:
    _prepare(qtbot, hub, bridge, tmp_path)
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    for theme in (LIGHT, DARK):
        with app_theme(theme):
            window = open_window(qtbot, settings, bridge)
            try:
                qtbot.waitUntil(lambda w=window: len(w.downloads.rows) == 3)  # type: ignore[misc]
                _shoot(window, f"models_get_{theme.name}")
                window.picker.search()
                qtbot.waitUntil(lambda w=window: w.picker.results_tree.topLevelItemCount() > 0)  # type: ignore[misc]
                _shoot(window, f"models_search_{theme.name}")
                window.picker.open_repo("org/tiny", back_to=1)
                page = window.picker.variant_page
                qtbot.waitUntil(lambda p=page: bool(p.row_widgets), timeout=10_000)  # type: ignore[misc]
                page.show_all.setChecked(True)
                _shoot(window, f"models_variants_{theme.name}")
                for tab in ("downloads", "installed"):
                    window.show_tab(tab)
                    _shoot(window, f"models_{tab}_{theme.name}")
                settings.offline = True
                window.picker.refresh_network()
                window.show_tab("get")
                window.picker.show_catalog()
                _shoot(window, f"models_offline_{theme.name}")
                settings.offline = False
            finally:
                window.shutdown()
                window.close()
    assert {f"models_{n}_dark.png" for n in ("get", "search", "variants", "downloads", "installed", "offline")} <= {
        p.name for p in SHOTS_DIR.glob("models_*_dark.png")}
    assert os.path.getsize(SHOTS_DIR / "models_downloads_light.png") > 10_000


def test_the_catalog_fits_the_window_at_its_first_size_and_cuts_no_name(qtbot: QtBot, settings: Settings,
                                                                         bridge: DownloadBridge) -> None:
    """At the size the window opens with, the catalog's seven columns fit without a sideways scroll bar, and
    no model's name or speed is cut (the speeds need the machine's bandwidth: the longest texts)."""
    import dataclasses

    window = open_window(qtbot, settings, bridge, dataclasses.replace(MACHINE, memory_bandwidth_gbs=35.5))
    try:
        assert (window.width(), window.height()) == DEFAULT_SIZE
        tree = window.picker.catalog_view.tree
        qtbot.waitUntil(lambda: tree.viewport().width() > 0)
        widths = [tree.columnWidth(c) for c in range(tree.columnCount())]
        assert sum(widths) <= tree.viewport().width(), widths
        assert tree.horizontalScrollBar().maximum() == 0
        metrics = tree.fontMetrics()
        for row in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(row)
            assert item is not None
            entry: CatalogEntry = window.picker.catalog_view.catalog[int(item.data(0, Qt.ItemDataRole.UserRole))]
            assert entry.name in item.text(0)
            assert widths[0] >= metrics.horizontalAdvance(item.text(0)) + tree.iconSize().width(), item.text(0)
            assert widths[-1] >= metrics.horizontalAdvance(item.text(6)), item.text(6)
            assert item.text(6) != "–" and "tok/s" in item.text(6) and "tokens a second" in item.toolTip(6)
    finally:
        window.shutdown()


def test_the_search_box_matches_the_list_after_reopening(qtbot: QtBot, hub: FakeHub, settings: Settings,
                                                         bridge: DownloadBridge) -> None:
    window = open_window(qtbot, settings, bridge)
    try:
        picker = window.picker
        qtbot.keyClicks(picker.search_edit, "phi")  # typed, never searched
        window.close()
        window.show_tab("get")
        window.show()
        assert picker.stack.currentIndex() == 0 and picker.search_edit.text() == ""  # the catalog, unfiltered
        picker.search_edit.setText("tiny")
        picker.search()
        qtbot.waitUntil(lambda: picker.results_tree.topLevelItemCount() > 0, timeout=10_000)
        picker.search_edit.setText("tin")  # changed, not searched again
        window.close()
        window.show_tab("get")
        window.show()
        assert picker.stack.currentIndex() == 1 and picker.search_edit.text() == "tiny"  # the results' query
        picker.catalog_back.click()
        assert picker.search_edit.text() == ""
    finally:
        window.shutdown()


def test_downloads_from_the_window_take_a_model_packages_variant_for_this_machines_devices(
        qtbot: QtBot, settings: Settings, bridge: DownloadBridge) -> None:
    """Once the hardware is known, the downloader fetches the variant of a model package for the best device
    here (models/hub/package_hub.py), not the CPU's it starts with."""
    assert bridge.downloader.devices == ("cpu",)
    webgpu_machine = dataclasses.replace(MACHINE, providers=("webgpu", "cpu"))
    window = open_window(qtbot, settings, bridge, hardware=webgpu_machine)
    try:
        window.property("access").probe_hardware()
        assert bridge.downloader.devices == ("webgpu", "cpu")
    finally:
        window.shutdown()  # its worker threads: one still running when Qt destroys it aborts the process


def test_the_downloads_tab_follows_a_theme_changed_while_it_is_open(qtbot: QtBot, hub: FakeHub, settings: Settings,
                                                                   bridge: DownloadBridge, tmp_path: Path) -> None:
    """The Downloads list and "Clear finished" stayed light when the theme turned dark with the window open."""
    _prepare(qtbot, hub, bridge, tmp_path)
    with app_theme(LIGHT):
        window = open_window(qtbot, settings, bridge)
        try:
            qtbot.waitUntil(lambda: len(window.downloads.rows) == 3)
            window.show_tab("downloads")
            with app_theme(DARK):
                QApplication.processEvents()
                panel = window.downloads
                shot = panel.grab().toImage()
                SHOTS_DIR.mkdir(parents=True, exist_ok=True)
                shot.save(str(SHOTS_DIR / "models_downloads_turned_dark.png"))
                button = panel.clear_button.grab().toImage()
                face = [button.pixelColor(x, y).lightness() for x in range(0, button.width(), 3)
                        for y in range(0, button.height(), 3)]
                assert sum(face) / len(face) < 128, face  # the button's face (its words are light), not a light one
                row = next(iter(panel.rows.values()))
                inside = row.grab().toImage().pixelColor(4, row.height() // 2)
                assert inside.lightness() < 128, inside.name()
                gap = panel.list_widget.grab().toImage()
                below = gap.pixelColor(gap.width() // 2, gap.height() - 3)
                assert below.lightness() < 128, below.name()  # the list under the rows
        finally:
            window.shutdown()
            window.close()
