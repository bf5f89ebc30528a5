"""Installed models: the list with sizes and sources, delete after a confirmation that says what it
frees, reveal, use, import on a worker thread (a fake folder with the test-load replaced, and the real
demo model end to end), and changing the models folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.qt.adapters import imports
from app.qt.settings_service import SettingsService
from app.settings import Settings, load_settings
from app.system.paths import Paths, resolve_paths
from models.errors import ModelError
from models.fit import gb
from models.importing import import_model
from models.installed import list_installed
from tests.ui.model_fixtures import model_folder
from ui.models import installed_models
from ui.models.installed_models import InstalledHooks, InstalledModelsPanel


@pytest.fixture
def paths() -> Paths:
    return resolve_paths()


@pytest.fixture
def settings() -> Settings:
    return Settings()


@pytest.fixture
def panel(qtbot: QtBot, settings: Settings, paths: Paths, tmp_path: Path,
          monkeypatch: pytest.MonkeyPatch) -> Iterator[InstalledModelsPanel]:
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo-model"))  # the demo row: test_model_switcher
    widget = InstalledModelsPanel(settings, paths)
    widget.resize(900, 400)
    qtbot.addWidget(widget)
    widget.show()
    yield widget
    widget.shutdown()


def fake_import(tmp_path: Path, name: str) -> None:
    import_model(model_folder(tmp_path / name), resolve_paths().models_dir)


def test_lists_models_with_size_and_source_and_uses_one(qtbot: QtBot, tmp_path: Path, panel: InstalledModelsPanel,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    assert panel.tree.topLevelItemCount() == 0 and panel.empty_label.isVisible()
    assert not panel.use_button.isEnabled() and not panel.delete_button.isEnabled()
    fake_import(tmp_path, "alpha")
    fake_import(tmp_path, "beta")
    panel.refresh()
    assert [panel.tree.topLevelItem(i).text(0) for i in range(2)] == ["alpha", "beta"]  # type: ignore[union-attr]
    first = panel.tree.topLevelItem(0)
    size = list_installed(resolve_paths().models_dir)[0].manifest.size_on_disk
    assert first is not None and first.text(2) == "imported" and first.text(1) == gb(size)
    assert str(resolve_paths().models_dir) in panel.folder_label.text() and not panel.empty_label.isVisible()
    with qtbot.waitSignal(panel.use_requested) as used:
        panel.use_button.click()
    assert used.args == [resolve_paths().models_dir / "alpha"]
    opened: list[Path] = []
    monkeypatch.setattr(installed_models, "open_folder", lambda p: opened.append(p) or True)
    panel.reveal_button.click()
    assert opened == [resolve_paths().models_dir / "alpha"]


def test_delete_asks_first_and_says_what_it_frees(tmp_path: Path, panel: InstalledModelsPanel,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    fake_import(tmp_path, "alpha")
    panel.refresh()
    size = list_installed(resolve_paths().models_dir)[0].manifest.size_on_disk
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr(installed_models, "ask_confirm", lambda parent, title, text: asked.append(text) or answer[0])
    panel.delete_button.click()
    assert asked and "Delete alpha?" in asked[0] and f"frees {gb(size)}" in asked[0]
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["alpha"]  # declined: nothing removed
    answer[0] = True
    panel.delete_button.click()
    assert list_installed(resolve_paths().models_dir) == [] and panel.tree.topLevelItemCount() == 0
    assert f"freed {gb(size)}" in panel.status.text()


def test_import_a_folder_on_the_worker(qtbot: QtBot, tmp_path: Path, panel: InstalledModelsPanel,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    source = model_folder(tmp_path / "my-model")
    verified: list[Path] = []
    monkeypatch.setattr(installed_models, "ask_import_folder", lambda parent: source)
    monkeypatch.setattr(installed_models, "ask_import_mode", lambda parent, folder: "copy")
    monkeypatch.setattr(imports, "verify_folder", verified.append)
    panel.import_button.click()
    assert not panel.import_button.isEnabled() and "test-loading" in panel.status.text()
    qtbot.waitUntil(lambda: "Imported my-model" in panel.status.text(), timeout=10_000)
    assert panel.import_button.isEnabled() and len(verified) == 1 and verified[0] != source  # the copy was tested
    item = panel.tree.currentItem()
    assert item is not None and item.text(0) == "my-model" and (source / "genai_config.json").exists()

    def broken(folder: Path) -> None:
        raise ModelError("model_broken", "The model passed the file checks but does not run: boom. "
                                         "It was not imported.")

    monkeypatch.setattr(imports, "verify_folder", broken)
    monkeypatch.setattr(installed_models, "ask_import_folder", lambda parent: model_folder(tmp_path / "bad"))
    panel.import_button.click()
    qtbot.waitUntil(lambda: "does not run" in panel.status.text(), timeout=10_000)
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["my-model"]  # nothing half-imported


def test_import_of_a_folder_without_a_model_is_refused(qtbot: QtBot, tmp_path: Path, panel: InstalledModelsPanel,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    empty = tmp_path / "holiday-photos"
    empty.mkdir()
    monkeypatch.setattr(installed_models, "ask_import_folder", lambda parent: empty)
    monkeypatch.setattr(installed_models, "ask_import_mode", lambda parent, folder: "link")
    panel.import_button.click()
    qtbot.waitUntil(lambda: "genai_config.json" in panel.status.text(), timeout=10_000)
    assert list_installed(resolve_paths().models_dir) == []


def test_changing_the_models_folder_is_saved(tmp_path: Path, panel: InstalledModelsPanel, settings: Settings,
                                             paths: Paths, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "big-disk" / "models"
    monkeypatch.setattr(installed_models, "ask_models_folder", lambda parent, current: target)
    service = SettingsService(paths.settings_file, settings)
    asked: list[Path] = []

    def change(folder: Path) -> str | None:  # what the application's ModelsAccess does, less the downloads
        asked.append(folder)
        folder.mkdir(parents=True)
        service.update(models_dir=str(folder))
        return None

    panel.hooks = InstalledHooks(change_models_dir=change)
    panel.change_button.click()
    assert asked == [target] and settings.models_dir == str(target) and target.is_dir()
    assert load_settings(paths.settings_file).settings.models_dir == str(target)
    assert str(target) in panel.folder_label.text()

    refused = tmp_path / "read-only"
    monkeypatch.setattr(installed_models, "ask_models_folder", lambda parent, current: refused)
    shown: list[str] = []
    monkeypatch.setattr(installed_models, "show_error", lambda parent, title, text: shown.append(text))
    panel.hooks = InstalledHooks(change_models_dir=lambda folder: f"Hearth cannot write to {folder}.")
    panel.change_button.click()
    assert shown == [f"Hearth cannot write to {refused}."] and settings.models_dir == str(target)


@pytest.mark.slow
def test_import_the_real_demo_model(qtbot: QtBot, panel: InstalledModelsPanel, demo_model: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(installed_models, "ask_import_folder", lambda parent: demo_model)
    monkeypatch.setattr(installed_models, "ask_import_mode", lambda parent, folder: "copy")
    panel.import_button.click()
    qtbot.waitUntil(lambda: "Imported" in panel.status.text() or panel.import_button.isEnabled(), timeout=180_000)
    assert "it loaded and generated a token" in panel.status.text(), panel.status.text()
    (model,) = list_installed(resolve_paths().models_dir)
    assert model.manifest.variant_kind == "import" and (model.path / "genai_config.json").exists()
