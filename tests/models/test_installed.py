"""The installed-model registry: only folders with a complete manifest count."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from app.system.paths import resolve_paths
from models.errors import ModelError
from models.installed import (
    MANIFEST_NAME,
    Manifest,
    ManifestFile,
    check_installed,
    get_installed,
    install_folder,
    list_installed,
    model_name,
    now_iso,
    read_manifest,
    remove_installed,
)


def staged(tmp_path: Path, files: dict[str, bytes], name: str = "tiny") -> tuple[Path, Manifest]:
    folder = tmp_path / "stage" / name
    entries = []
    for rel, data in files.items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_bytes(data)
        entries.append(ManifestFile(rel, len(data), hashlib.sha256(data).hexdigest(), "v/" + rel))
    manifest = Manifest(name=name, repo_id="org/tiny", revision="a" * 40, variant="v", variant_kind="genai",
                        files=tuple(entries), installed_at=now_iso(), size_on_disk=sum(map(len, files.values())))
    return folder, manifest


def test_install_is_one_rename_and_lists(tmp_path: Path) -> None:
    folder, manifest = staged(tmp_path, {"genai_config.json": b"{}", "sub/model.onnx": b"x" * 100})
    model = install_folder(folder, manifest, resolve_paths().models_dir)
    assert model.path == resolve_paths().models_dir / "tiny"  # HEARTH_HOME points at the test's folder
    assert not folder.exists()
    assert read_manifest(model.path) == manifest
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["tiny"]
    assert get_installed("tiny", resolve_paths().models_dir) == model
    raw = json.loads((model.path / MANIFEST_NAME).read_text())
    assert raw["revision"] == "a" * 40 and raw["files"][1]["sha256"] == hashlib.sha256(b"x" * 100).hexdigest()


def test_existing_name_is_refused(tmp_path: Path) -> None:
    install_folder(*staged(tmp_path, {"a.json": b"1"}), resolve_paths().models_dir)
    folder, manifest = staged(tmp_path, {"a.json": b"2"})
    with pytest.raises(ModelError) as err:
        install_folder(folder, manifest, resolve_paths().models_dir)
    assert err.value.code == "model_exists" and "Remove it first" in str(err.value)


def test_incomplete_or_foreign_folders_do_not_count(tmp_path: Path) -> None:
    models = resolve_paths().models_dir
    install_folder(*staged(tmp_path, {"a.json": b"1"}, "good"), resolve_paths().models_dir)
    (models / "no-manifest").mkdir()
    (models / "no-manifest" / "model.onnx").write_bytes(b"x")
    garbage = models / "garbage"
    garbage.mkdir()
    (garbage / MANIFEST_NAME).write_text("{not json")
    root = resolve_paths().models_dir
    missing = install_folder(*staged(tmp_path, {"a.json": b"1", "b.bin": b"22"}, "missing"), root).path
    (missing / "b.bin").unlink()
    (models / ".staging" / "x").mkdir(parents=True)
    assert [m.name for m in list_installed(resolve_paths().models_dir)] == ["good"]
    with pytest.raises(ModelError) as err:
        read_manifest(garbage)
    assert err.value.code == "manifest_invalid"
    with pytest.raises(ModelError, match="download it again"):
        check_installed(missing)


def test_deep_check_finds_changed_bytes(tmp_path: Path) -> None:
    model = install_folder(*staged(tmp_path, {"w.bin": b"abc"}), resolve_paths().models_dir)
    (model.path / "w.bin").write_bytes(b"abd")
    check_installed(model.path)  # sizes still match
    with pytest.raises(ModelError) as err:
        check_installed(model.path, deep=True)
    assert err.value.code == "model_corrupt"


def test_manifest_naming_a_path_outside_is_refused(tmp_path: Path) -> None:
    model = install_folder(*staged(tmp_path, {"a.json": b"1"}), resolve_paths().models_dir)
    raw = json.loads((model.path / MANIFEST_NAME).read_text())
    raw["files"][0]["path"] = "../../escape.json"
    (model.path / MANIFEST_NAME).write_text(json.dumps(raw))
    with pytest.raises(ModelError) as err:
        read_manifest(model.path)
    assert err.value.code == "model_unsafe"
    assert list_installed(resolve_paths().models_dir) == []


def test_remove(tmp_path: Path) -> None:
    install_folder(*staged(tmp_path, {"a.json": b"1"}), resolve_paths().models_dir)
    remove_installed("tiny", resolve_paths().models_dir)
    assert list_installed(resolve_paths().models_dir) == []
    assert list(resolve_paths().models_dir.iterdir()) == []
    with pytest.raises(ModelError):
        remove_installed("tiny", resolve_paths().models_dir)


@pytest.mark.parametrize(("repo", "variant", "expected"), [
    ("microsoft/Phi-3-mini-4k-instruct-onnx", "cpu_and_mobile/cpu-int4-rtn-block-32-acc-level-4",
     "Phi-3-mini-4k-instruct-onnx--cpu-int4-rtn-block-32-acc-level-4"),
    ("onnx-community/Qwen2.5-0.5B-Instruct", "onnx/model_q4.onnx", "Qwen2.5-0.5B-Instruct--model_q4"),
    ("amd/Qwen2.5-0.5B", "", "Qwen2.5-0.5B"),
    ("x/..", "a b/c:d", "c-d"),
])
def test_model_name(repo: str, variant: str, expected: str) -> None:
    assert model_name(repo, variant) == expected
