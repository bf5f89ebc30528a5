"""The installed-model registry: folders under `models_dir`, each with a manifest.

A model counts as installed only when its folder holds a complete manifest and every file the
manifest lists is there with its size. The manifest is written last, inside the staged folder, and
the folder is then renamed into place in one `os.replace`, so a crash at any moment leaves either no
model or a whole one; never a half-copied folder that the app would try to load. Folders whose names
start with a dot (staging, trash) are never models. The models folder is private (0700,
`models.private.private_dir`), like the conversations and the logs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from models.atomic import write_text_atomic
from models.errors import ModelError
from models.hub.checksum import file_sha256
from models.private import private_dir, private_tree
from models.validate import safe_relative

MANIFEST_NAME = "hearth-manifest.json"
MANIFEST_VERSION = 1


@dataclass(frozen=True)
class ManifestFile:
    path: str  # relative to the model folder, with "/" separators
    size: int
    sha256: str
    repo_path: str  # where it came from in the repo (differs when a variant folder was flattened)


@dataclass(frozen=True)
class Manifest:
    """Where a model came from and what it consists of; its provenance for the UI and for updates."""

    name: str
    repo_id: str
    revision: str  # commit sha
    variant: str  # variant folder ("" = repo root) or onnx file
    variant_kind: str  # "genai" | "onnx" | "import"
    files: tuple[ManifestFile, ...]
    installed_at: str  # ISO 8601, UTC
    size_on_disk: int
    version: int = MANIFEST_VERSION

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, raw: Any) -> Manifest:
        if not isinstance(raw, dict) or raw.get("version") != MANIFEST_VERSION:
            raise ValueError("not a version-1 manifest")
        files = tuple(
            ManifestFile(path=str(f["path"]), size=int(f["size"]), sha256=str(f["sha256"]),
                         repo_path=str(f.get("repo_path", f["path"])))
            for f in raw["files"]
        )
        return cls(
            name=str(raw["name"]), repo_id=str(raw["repo_id"]), revision=str(raw["revision"]),
            variant=str(raw["variant"]), variant_kind=str(raw["variant_kind"]), files=files,
            installed_at=str(raw["installed_at"]), size_on_disk=int(raw["size_on_disk"]),
        )


@dataclass(frozen=True)
class InstalledModel:
    name: str
    path: Path
    manifest: Manifest


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def model_name(repo_id: str, variant: str) -> str:
    """A readable, filesystem-safe folder name: repo name plus the variant's last part."""
    repo = repo_id.rsplit("/", 1)[-1]
    tail = variant.rstrip("/").rsplit("/", 1)[-1].removesuffix(".onnx") if variant else ""
    raw = f"{repo}--{tail}" if tail else repo
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", raw).strip(".-")[:120]
    return name or "model"


def write_manifest(folder: Path, manifest: Manifest) -> None:
    """Write the manifest through a temp file, fsync and rename: it is never seen half-written."""
    write_text_atomic(folder / MANIFEST_NAME, json.dumps(manifest.to_json(), indent=2))


def read_manifest(folder: Path) -> Manifest:
    path = folder / MANIFEST_NAME
    try:
        manifest = Manifest.from_json(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError as exc:
        raise ModelError(
            "not_installed", f"{folder.name} has no manifest, so it is not an installed model."
        ) from exc
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
        raise ModelError(
            "manifest_invalid",
            f"The manifest of {folder.name} cannot be read ({exc}). Remove the model and download it again.",
        ) from exc
    for f in manifest.files:
        safe_relative(folder, f.path)
    return manifest


def check_installed(folder: Path, *, deep: bool = False) -> Manifest:
    """The manifest, if every listed file is present with its size (and its sha256 when `deep`)."""
    manifest = read_manifest(folder)
    for f in manifest.files:
        target = safe_relative(folder, f.path)
        try:
            size = target.stat().st_size
        except OSError:
            size = -1
        if size != f.size:
            raise ModelError(
                "model_incomplete",
                f"{f.path} of {folder.name} is missing or changed. Remove the model and download it again.",
            )
        if deep and file_sha256(target) != f.sha256:
            raise ModelError(
                "model_corrupt",
                f"{f.path} of {folder.name} no longer matches its checksum. Remove the model and "
                "download it again.",
            )
    return manifest


def list_installed(models_dir: Path) -> list[InstalledModel]:
    """Every complete installed model, sorted by name; incomplete or foreign folders are skipped."""
    root = models_dir
    if not root.is_dir():
        return []
    out: list[InstalledModel] = []
    for folder in sorted(root.iterdir()):
        if folder.name.startswith(".") or not folder.is_dir():
            continue
        try:
            manifest = check_installed(folder)
        except ModelError:
            continue
        out.append(InstalledModel(name=folder.name, path=folder, manifest=manifest))
    return out


def get_installed(name: str, models_dir: Path) -> InstalledModel | None:
    folder = models_dir / name
    if name.startswith(".") or not folder.is_dir():
        return None
    try:
        return InstalledModel(name=name, path=folder, manifest=check_installed(folder))
    except ModelError:
        return None


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def install_folder(staged: Path, manifest: Manifest, models_dir: Path) -> InstalledModel:
    """Write the manifest into `staged` and rename it to `<models_dir>/<manifest.name>` atomically.

    `staged` must be on the same volume as `models_dir` (downloads stage under `models_dir`).
    """
    root = private_dir(models_dir)
    target = root / manifest.name
    if target.exists():
        raise ModelError(
            "model_exists",
            f"A model named {manifest.name} is already installed. Remove it first or choose another name.",
        )
    write_manifest(staged, manifest)
    private_tree(staged)
    os.replace(staged, target)
    _fsync_dir(root)
    return InstalledModel(name=manifest.name, path=target, manifest=manifest)


def remove_installed(name: str, models_dir: Path) -> None:
    """Take the model out of the registry at once (one rename), then delete its files."""
    root = models_dir
    folder = root / name
    if name.startswith(".") or not folder.is_dir():
        raise ModelError("not_installed", f"No model named {name} is installed.")
    trash = root / f".trash-{name}-{time.time_ns()}"
    os.replace(folder, trash)
    shutil.rmtree(trash, ignore_errors=True)


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
