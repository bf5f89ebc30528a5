"""The About dialog: true versions, the licence notices the shipped parts require, copy for bug reports."""

from __future__ import annotations

import importlib.metadata
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.system.version import app_version
from ui import about_dialog
from ui.about_dialog import AboutDialog, ModelNotice, bundled_notices, resources_dir, shipped_distributions

ROOT = Path(__file__).resolve().parents[2]


def _dialog(qtbot: QtBot, **kwargs: object) -> AboutDialog:
    dialog = AboutDialog(**kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    return dialog


def _titles(dialog: AboutDialog) -> list[str]:
    return [n.title for n in dialog.notices]


def _show(dialog: AboutDialog, prefix: str) -> str:
    row = next(i for i, n in enumerate(dialog.notices) if n.title.startswith(prefix))
    dialog.notice_list.setCurrentRow(row)
    return dialog.notice_text.toPlainText()


def test_versions_are_the_installed_ones(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    rows = dict(dialog.rows)
    assert rows["Hearth"] == app_version() == importlib.metadata.version("hearth")
    assert rows["ONNX Runtime GenAI"].startswith(importlib.metadata.version("onnxruntime-genai"))
    assert rows["ONNX Runtime"] == importlib.metadata.version("onnxruntime")
    assert rows["Qt"] == qVersion()
    assert dialog.versions.rowCount() == len(dialog.rows)
    assert dialog.versions.item(0, 1).text() == app_version()


def test_copy_puts_the_versions_on_the_clipboard(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.copy_versions()
    text = QApplication.clipboard().text()
    assert f"Hearth: {app_version()}" in text
    assert f"Qt: {qVersion()}" in text


def test_the_required_notices_are_listed_and_readable(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    titles = _titles(dialog)
    assert titles[0] == "Hearth"
    for prefix in ("Qt 6 and Qt for Python", "GNU Lesser General Public License", "GNU General Public License",
                   "ONNX Runtime and ONNX Runtime GenAI", "ONNX Runtime GenAI: third-party notices", "Python",
                   "SmolLM2-135M-Instruct"):
        assert any(t.startswith(prefix) for t in titles), prefix
    assert "Lesser General Public License" in _show(dialog, "Qt 6")
    assert "download.qt.io" in _show(dialog, "Qt 6")
    assert "Permission is hereby granted" in _show(dialog, "ONNX Runtime and")
    assert "Apache License" in _show(dialog, "SmolLM2")
    assert "onnxruntime" in _show(dialog, "ONNX Runtime GenAI: third-party").lower()


def test_each_shipped_package_has_a_notice(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    titles = _titles(dialog)
    for name in ("huggingface_hub", "keyring", "platformdirs"):
        version = importlib.metadata.version(name)
        assert any(t.lower().replace("-", "_") == f"{name} {version}".lower() for t in titles), name
    numpy = _show(dialog, "numpy ")
    assert "Licence:" in numpy and "--- LICENSE" in numpy  # the licence file from its metadata


def test_dependencies_are_walked_but_extras_are_not() -> None:
    names = {d.metadata["Name"].lower().replace("_", "-") for d in shipped_distributions()}
    assert {"onnxruntime-genai", "onnxruntime", "numpy", "huggingface-hub", "pyside6-essentials", "shiboken6"} <= names
    assert "torch" not in names and "pytest" not in names and "hearth" not in names


def test_model_notices_from_the_caller_are_shown(qtbot: QtBot) -> None:
    models = [ModelNotice("Phi-4-mini-instruct", "MIT", "MIT License\n\nCopyright (c) Microsoft",
                          "microsoft/Phi-4-mini-instruct-onnx")]
    dialog = _dialog(qtbot, models=models)
    text = _show(dialog, "Model: Phi-4-mini-instruct")
    assert "Licence: MIT" in text and "microsoft/Phi-4-mini-instruct-onnx" in text and "Copyright" in text


def test_notice_files_are_parsed_and_damaged_ones_skipped(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("Some Library\nBSD-3-Clause\n\nthe text\nmore\n", encoding="utf-8")
    (tmp_path / "broken.txt").write_text("only a title", encoding="utf-8")
    (tmp_path / "Qt.txt").write_text("Qt thing\nLGPL\n\nq\n", encoding="utf-8")
    notices = bundled_notices(tmp_path)
    assert [(n.title, n.licence) for n in notices] == [("Qt thing", "LGPL"), ("Some Library", "BSD-3-Clause")]
    assert notices[1].load() == "the text\nmore"


def test_every_resource_notice_follows_the_format() -> None:
    for path in (ROOT / "resources" / "licenses").glob("*.txt"):
        title, licence, blank, *body = path.read_text(encoding="utf-8").splitlines()
        assert title and licence and not blank and body, path.name


def test_resources_are_found_in_a_checkout_and_in_a_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert resources_dir() == ROOT / "resources"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources_dir() == tmp_path / "resources"


def test_a_missing_package_folder_is_not_an_error() -> None:
    assert about_dialog._package_folder("no_such_package_hearth") is None


def _install(root: Path, name: str, repo_id: str, files: dict[str, bytes]) -> None:
    import hashlib

    from models.installed import Manifest, ManifestFile, install_folder, now_iso

    stage = root / "stage" / name
    stage.mkdir(parents=True)
    entries = []
    for rel, data in files.items():
        (stage / rel).write_bytes(data)
        entries.append(ManifestFile(rel, len(data), hashlib.sha256(data).hexdigest(), rel))
    manifest = Manifest(name=name, repo_id=repo_id, revision="a" * 40, variant="", variant_kind="genai",
                        files=tuple(entries), installed_at=now_iso(), size_on_disk=sum(map(len, files.values())))
    install_folder(stage, manifest, root / "models")


def test_installed_models_get_their_catalog_licence_and_licence_file(tmp_path: Path) -> None:
    from models.catalog import load_catalog

    entry = load_catalog()[0]
    _install(tmp_path, "catalogued", entry.repo_id, {"model.onnx": b"x", "LICENSE": b"The licence text"})
    _install(tmp_path, "imported", "", {"model.onnx": b"y"})
    notices = {n.name: n for n in about_dialog.installed_model_notices(tmp_path / "models")}
    assert notices["catalogued"].licence == entry.license
    assert notices["catalogued"].text == "The licence text"
    assert notices["catalogued"].source == f"https://huggingface.co/{entry.repo_id}"
    assert notices["imported"].licence == "see the model's page" and notices["imported"].text == ""
