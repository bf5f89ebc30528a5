"""The "Get models" view: the catalog with a recommendation for this machine, search against the fake
hub (through the real huggingface_hub session) on a worker thread, a repo's variants with fit badges,
and offline mode greying out every network control with its reason."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.qt.adapters import hub as hub_worker
from app.qt.adapters.downloads import DownloadBridge
from app.settings import Settings
from models.catalog import load_catalog, recommend, variant_speed
from models.installed import list_installed
from tests.models.fakehub import FakeHub
from tests.ui.model_fixtures import CPU, CUDA, MACHINE, WEBGPU, make_settings
from ui.models.model_picker import ModelPicker


@pytest.fixture
def settings(hub: FakeHub) -> Settings:
    return make_settings(hub)


@pytest.fixture
def picker(qtbot: QtBot, settings: Settings, bridge: DownloadBridge) -> Iterator[ModelPicker]:
    widget = ModelPicker(settings, bridge, MACHINE)
    widget.resize(960, 600)
    qtbot.addWidget(widget)
    widget.show()
    yield widget
    widget.shutdown()


def test_catalog_comes_first_with_the_recommendation(picker: ModelPicker) -> None:
    catalog = picker.catalog_view.catalog  # what can run here: all but the WebGPU-only export
    rec = recommend(MACHINE, catalog)
    assert picker.stack.currentIndex() == 0
    tree = picker.catalog_view.tree
    assert tree.topLevelItemCount() == len(catalog) == len(load_catalog()) - 1
    item = tree.currentItem()
    assert item is not None and item.text(0) == rec.entry.name and item.font(0).bold()
    assert not item.icon(0).isNull()  # the star comes from resources/icons, not a glyph
    assert sum(not tree.topLevelItem(i).icon(0).isNull() for i in range(len(catalog))) == 1  # type: ignore[union-attr]
    banner = picker.catalog_view.rec_label.text()
    assert "Recommended for this computer" in banner and rec.entry.name in banner
    assert item.text(5).startswith("Fits · ") and item.text(5).endswith(" %") and "Needs about" in item.toolTip(5)
    shares = {tree.topLevelItem(r).text(5) for r in range(tree.topLevelItemCount())}  # type: ignore[union-attr]
    assert len(shares) > 2  # the column tells models apart: how much of the memory each one takes
    assert "GB" in item.text(1) or "MB" in item.text(1)
    rows = {int(tree.topLevelItem(r).data(0, Qt.ItemDataRole.UserRole)): tree.topLevelItem(r)  # type: ignore[union-attr]
            for r in range(len(catalog))}
    gated = [rows[i] for i in range(len(catalog)) if catalog[i].gated]
    assert all(g is not None and "gated" in g.text(4) for g in gated)
    # a GPU-only build is not offered on a CPU-only machine: the size shown is of a CPU variant
    phi4 = next(i for i, e in enumerate(catalog) if e.id == "phi-4-mini")
    assert rows[phi4].text(1) == "4.9 GB"  # type: ignore[union-attr]
    assert picker.catalog_view.download_button.isEnabled() and picker.catalog_view.rec_button.isEnabled()


def test_the_catalog_lists_the_recommended_then_the_fast_models_and_cuts_no_name(qtbot: QtBot) -> None:
    import dataclasses

    from ui.models.catalog_view import COLUMNS, CatalogView

    hardware = dataclasses.replace(MACHINE, memory_bandwidth_gbs=35.5)  # speeds known
    view = CatalogView(load_catalog(), hardware)
    qtbot.addWidget(view)
    view.resize(900, 500)
    view.show()
    tree = view.tree
    assert view.recommendation is not None
    shown = [view.catalog[int(tree.topLevelItem(r).data(0, Qt.ItemDataRole.UserRole))]  # type: ignore[union-attr]
             for r in range(tree.topLevelItemCount())]
    assert shown[0] == view.recommendation.entry
    rest = [(e, view.best[view.catalog.index(e)]) for e in shown[1:]]
    fitting = [e for e, best in rest if best is not None and best[2].verdict == "fits" and not e.experimental]
    speeds = [variant_speed(*view.best[view.catalog.index(e)][:2], hardware) for e in fitting]  # type: ignore[misc]
    rates = [s.tokens_per_s if s is not None else 0.0 for s in speeds]
    assert len(rates) >= 2 and rates == sorted(rates, reverse=True)  # the fastest first
    assert shown[1:len(fitting) + 1] == fitting  # before those that fit tightly, or not at all
    experimental = [e.experimental for e in shown[1:]]
    assert any(experimental) and experimental == sorted(experimental)  # experimental builds last of all
    metrics = tree.fontMetrics()
    for row in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(row)
        assert item is not None
        need = metrics.horizontalAdvance(item.text(0)) + tree.iconSize().width()
        assert tree.columnWidth(0) >= need, item.text(0)  # the name is never cut
        speed = len(COLUMNS) - 1
        assert tree.columnWidth(speed) >= metrics.horizontalAdvance(item.text(speed)), item.text(speed)


def test_search_results_sorting_and_load_more(qtbot: QtBot, hub: FakeHub, picker: ModelPicker,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hub_worker, "PAGE_SIZE", 3)
    picker.search_edit.setText("")
    qtbot.keyClick(picker.search_edit, Qt.Key.Key_Return)
    tree = picker.results_tree
    qtbot.waitUntil(lambda: tree.topLevelItemCount() == 3)
    assert picker.stack.currentIndex() == 1
    assert [tree.topLevelItem(i).text(0) for i in range(3)] == ["org/tiny", "org/other", "user/chat-4"]  # type: ignore[union-attr]
    assert tree.topLevelItem(0).text(1) == "4.2k" and "ONNX Runtime GenAI" in tree.topLevelItem(0).text(4)  # type: ignore[union-attr]
    assert "gated" in tree.topLevelItem(1).text(4)  # type: ignore[union-attr]
    assert picker.load_more.isEnabled()
    picker.load_more.click()
    qtbot.waitUntil(lambda: tree.topLevelItemCount() == 6)
    picker.load_more.click()
    qtbot.waitUntil(lambda: tree.topLevelItemCount() == 7)
    assert not picker.load_more.isEnabled() and "7 models shown" in picker.results_status.text()
    assert [q.get("cursor") for q in hub.searches()] == [None, ["3"], ["6"]]  # pages were not fetched again

    picker.search_edit.setText("chat")
    picker.sort_combo.setCurrentIndex(1)
    picker.sort_combo.activated.emit(1)
    qtbot.waitUntil(lambda: tree.topLevelItemCount() == 3 and tree.topLevelItem(0).text(0) == "user/chat-4")  # type: ignore[union-attr]
    assert hub.searches()[-1]["sort"] == ["lastModified"] and hub.searches()[-1]["search"] == ["chat"]
    picker.catalog_back.click()
    assert picker.stack.currentIndex() == 0


def test_a_dead_hub_is_explained(qtbot: QtBot, picker: ModelPicker, settings: Settings) -> None:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        settings.hf_endpoint = f"http://127.0.0.1:{sock.getsockname()[1]}"
    word = picker.catalog[0].name.split()[0]
    picker.search_edit.setText(word)
    picker.search()
    qtbot.waitUntil(lambda: "You seem to be offline" in picker.results_status.text(), timeout=10_000)
    assert "cannot be reached" in picker.results_status.text()
    # where the results would be: the curated models that match, and a way to stop trying
    listed = [picker.results_tree.topLevelItem(i).text(0)  # type: ignore[union-attr]
              for i in range(picker.results_tree.topLevelItemCount())]
    assert picker.catalog[0].repo_id in listed and "curated" in picker.results_status.text()
    assert picker.offline_button.isVisibleTo(picker)
    # "Show variants…" on a curated row: that model's page (titled "None" before), with the catalog's words
    picker.results_tree.setCurrentItem(picker.results_tree.topLevelItem(listed.index(picker.catalog[0].repo_id)))
    picker.open_result.click()
    page = picker.variant_page
    assert picker.stack.currentWidget() is page and page.title.text() == picker.catalog[0].repo_id
    assert picker.catalog[0].description in page.info.text()
    qtbot.waitUntil(lambda: picker.catalog[0].repo_id in page.status.text() and "None" not in page.status.text(),
                    timeout=10_000)
    page.back_button.click()
    assert picker.stack.currentIndex() == 1  # back to the search's results
    with qtbot.waitSignal(picker.offline_requested, timeout=1000):
        picker.offline_button.click()


def test_repo_page_lists_runnable_variants_with_badges(qtbot: QtBot, picker: ModelPicker,
                                                       bridge: DownloadBridge) -> None:
    picker.open_repo("org/tiny", back_to=0)
    page = picker.variant_page
    assert picker.stack.currentWidget() is page and "Listing the files" in page.status.text()
    qtbot.waitUntil(lambda: len(page.row_widgets) == 3, timeout=10_000)
    rows = {row.variant.path: (row, widgets, button) for row, widgets, button in page.row_widgets}
    cpu_row, cpu_widgets, cpu_button = rows[CPU]
    assert cpu_row.runnable and cpu_row.device == "cpu" and cpu_row.precision == "int4"
    badge = cpu_widgets[4]
    assert badge.text() == "Fits"  # type: ignore[attr-defined]
    # the numbers are in the tooltip, with the KV cache from the variant's genai_config.json
    assert "Needs about" in badge.toolTip() and "cache for 4,096 tokens" in badge.toolTip()
    assert cpu_widgets[0].isVisible() and cpu_button.isEnabled()
    for hidden in (CUDA, WEBGPU):
        row, widgets, button = rows[hidden]
        assert not row.runnable and not widgets[0].isVisible() and not button.isEnabled()
    assert page.hidden_label.isVisible() and "2 more variants" in page.hidden_label.text()
    page.show_all.setChecked(True)
    assert all(w[0].isVisible() for _, w, _ in page.row_widgets) and not page.hidden_label.isVisible()
    assert rows[WEBGPU][1][1].text() == "WebGPU (plugin)"  # type: ignore[attr-defined]
    assert rows[CUDA][1][4].text() == "Cannot run here"  # type: ignore[attr-defined]
    with qtbot.waitSignal(picker.download_started) as started:
        cpu_button.click()
    qtbot.waitUntil(lambda: any(j.job_id == started.args[0] and j.state == "installed" for j in bridge.jobs()),
                    timeout=10_000)
    picker.open_repo("org/tiny")
    qtbot.waitUntil(lambda: len(page.row_widgets) == 3, timeout=10_000)
    installed_button = next(b for r, _w, b in page.row_widgets if r.variant.path == CPU)
    assert installed_button.text() == "Installed · Use" and installed_button.isEnabled()
    jobs = len(bridge.jobs())
    with qtbot.waitSignal(picker.use_requested) as used:  # chat with it: never a second copy
        installed_button.click()
    installed = [m for m in list_installed(bridge.downloader.models_dir) if m.manifest.variant == CPU]
    assert used.args == [installed[0].path] and len(installed) == 1 and len(bridge.jobs()) == jobs
    page.back_button.click()
    assert picker.stack.currentIndex() == 0


def test_a_missing_repo_says_so_and_offers_retry(qtbot: QtBot, picker: ModelPicker) -> None:
    picker.open_repo("org/nothing-here", back_to=1)
    page = picker.variant_page
    qtbot.waitUntil(lambda: "was not found" in page.status.text(), timeout=10_000)
    assert page.retry_button.isVisible() and not page.row_widgets


def test_offline_greys_out_the_network_with_the_reason(qtbot: QtBot, settings: Settings, bridge: DownloadBridge,
                                                       hub: FakeHub) -> None:
    settings.offline = True
    picker = ModelPicker(settings, bridge, MACHINE)
    qtbot.addWidget(picker)
    picker.show()
    try:
        assert picker.offline_label.isVisible() and "offline mode is on" in picker.offline_label.text()
        view = picker.catalog_view
        for widget in (picker.search_edit, picker.sort_combo, picker.search_button, view.rec_button,
                       view.download_button, view.variants_button, picker.load_more, picker.open_result):
            assert not widget.isEnabled(), widget.accessibleName()
        assert "offline mode is on" in picker.search_button.toolTip()
        assert picker.catalog_view.tree.topLevelItemCount() > 0  # the catalog still works
        picker.search()
        picker.catalog_view._download_rec()
        assert hub.searches() == [] and bridge.jobs() == []
        settings.offline = False
        picker.refresh_network()
        assert picker.search_button.isEnabled() and not picker.offline_label.isVisible()
    finally:
        picker.shutdown()


def test_every_control_has_an_accessible_name(picker: ModelPicker) -> None:
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QTreeWidget

    controls = picker.findChildren(QAbstractButton) + picker.findChildren(QLineEdit) + \
        picker.findChildren(QComboBox) + picker.findChildren(QTreeWidget)
    # (the line edit's own clear button is Qt's, named by Qt's accessibility layer)
    unnamed = [c for c in controls if not c.accessibleName() and not isinstance(c.parent(), QLineEdit)]
    assert unnamed == []


def test_catalog_rows_say_how_fast_each_model_writes_here(qtbot: QtBot) -> None:
    """With the machine's bandwidth known, every row has a speed beside its fit, and the recommended
    model is one predicted at 10 tokens a second or more (the 8B model that fits is called slow)."""
    import dataclasses

    from app.conversation.speed_words import short_speed_words, speed_words
    from ui.models.catalog_view import COLUMNS, CatalogView

    hardware = dataclasses.replace(MACHINE, memory_bandwidth_gbs=35.5)  # this project's CI machine, idle
    catalog = load_catalog()
    view = CatalogView(catalog, hardware)
    qtbot.addWidget(view)
    catalog = view.catalog  # its rows: the models that can run here
    column = COLUMNS.index("Speed here")
    rows = {int(view.tree.topLevelItem(r).data(0, Qt.ItemDataRole.UserRole)): r  # type: ignore[union-attr]
            for r in range(len(catalog))}
    texts = [view.tree.topLevelItem(rows[i]).text(column) for i in range(len(catalog))]  # type: ignore[union-attr]
    assert all(t.split(" · ")[0] in ("fast", "usable", "slow") and t.endswith(" tok/s") for t in texts)
    qwen3 = next(i for i, e in enumerate(catalog) if e.id == "qwen3-8b")
    assert texts[qwen3].startswith("slow · ≈ ")
    rec = view.recommendation
    assert rec is not None and rec.speed is not None and rec.speed.tokens_per_s >= 10
    row = view.tree.topLevelItem(rows[catalog.index(rec.entry)])
    assert row is not None and row.text(column) == short_speed_words(rec.speed)
    assert row.toolTip(column).startswith(speed_words(rec.speed))  # the whole wording, as every other view has it
    assert "tokens a second" in view.rec_label.text()


def test_a_model_made_only_for_a_gpu_is_listed_where_that_gpu_is(qtbot: QtBot) -> None:
    """The catalog's WebGPU-only export (no CPU build) is no row on a machine without WebGPU, and is one, with
    its fit on that device, where the WebGPU accelerator has a device."""
    import dataclasses

    from app.accel.hardware import Hardware
    from ui.models.catalog_view import COLUMNS, CatalogView

    def rows(hardware: Hardware) -> dict[str, str]:
        view = CatalogView(load_catalog(), hardware)
        qtbot.addWidget(view)
        items = [view.tree.topLevelItem(r) for r in range(view.tree.topLevelItemCount())]
        return {view.catalog[int(i.data(0, Qt.ItemDataRole.UserRole))].id: i.toolTip(COLUMNS.index("Fit here"))
                for i in items if i is not None}

    cpu_only = rows(MACHINE)
    assert "qwen3-4b-webgpu" not in cpu_only and len(cpu_only) == len(load_catalog()) - 1
    with_webgpu = rows(dataclasses.replace(MACHINE, providers=("webgpu", "cpu")))
    assert with_webgpu["qwen3-4b-webgpu"].startswith("Best variant here: onnx/model_q4f16.onnx on ")
    assert "WebGPU" in with_webgpu["qwen3-4b-webgpu"].splitlines()[0]


def test_the_catalog_follows_a_switch_to_the_dark_theme(qtbot: QtBot) -> None:
    """Opened in the light theme, then dark: the recommendation's frame stayed white and the fit badges
    light green (their colours were read once)."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    from tests.ui.widget_shots import app_theme
    from ui.models.catalog_view import COLUMNS, CatalogView
    from ui.models.model_format import badge_colours
    from ui.theme import DARK, LIGHT

    with app_theme(LIGHT):
        view = CatalogView(load_catalog(), MACHINE)
        qtbot.addWidget(view)
        view.resize(900, 500)
        view.show()
        chosen = view.tree.topLevelItem(2)
        assert chosen is not None
        view.tree.setCurrentItem(chosen)
        picked = view.selected_index()
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.setPalette(DARK.palette())  # as ThemeManager switches; the widgets hear of it from the event loop
        try:
            fit = COLUMNS.index("Fit here")
            first = view.tree.topLevelItem(0)
            assert first is not None
            qtbot.waitUntil(lambda: view.tree.topLevelItem(0) is not first)  # drawn again
            for row in range(view.tree.topLevelItemCount()):
                item = view.tree.topLevelItem(row)
                assert item is not None
                index = int(item.data(0, Qt.ItemDataRole.UserRole))
                best = view.best[index]
                if best is not None:
                    assert item.background(fit).color().name() == badge_colours(best[2].verdict, True)[0]
            frame = view.rec_frame.grab().toImage()
            assert frame.pixelColor(frame.width() // 2, frame.height() - 4).name() == DARK.base
            assert view.palette().color(QPalette.ColorRole.Base).name() == DARK.base
            assert view.selected_index() == picked  # the row chosen stays chosen
        finally:
            app.setPalette(LIGHT.palette())


def test_the_first_run_cards_follow_a_switch_to_the_dark_theme(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication, QFrame

    from tests.ui.widget_shots import app_theme
    from ui.models.first_run import FirstRunScreen
    from ui.theme import DARK, LIGHT

    with app_theme(LIGHT):
        screen = FirstRunScreen()
        qtbot.addWidget(screen)
        screen.resize(800, 500)
        screen.show()
        card = screen.findChild(QFrame, "choice")
        assert card is not None

        def inside() -> str:
            image = card.grab().toImage()
            return str(image.pixelColor(image.width() - 6, image.height() // 2).name())

        assert inside() == LIGHT.base
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.setPalette(DARK.palette())
        try:
            qtbot.waitUntil(lambda: inside() == DARK.base)  # it stayed white
        finally:
            app.setPalette(LIGHT.palette())
