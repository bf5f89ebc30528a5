"""Adding a model folder from disk: checked, then copied into the models folder or linked in place.

An imported folder is untrusted input like a download: it is validated (`models.validate`) and can
be test-loaded before it is registered, and it is registered the same way as a download, with a
manifest listing every file with its size and sha256, so the registry treats both alike.

- Copy (the default): the folder is copied to a staging folder under the models folder (same
  volume), checked again there, and renamed into place with its manifest; a failure at any point
  leaves nothing behind.
- Link: for a model too big to copy, the models folder gets a symbolic link to the folder and the
  manifest is written into the folder itself (`variant_kind` "link"). Removing a linked model only
  removes the link and that manifest; the person's files are never deleted. The demo model's folder
  cannot be linked: Hearth rebuilds it when its recipe changes, which would drop the manifest and
  leave the link pointing at nothing. A link whose target no longer holds a model (moved, deleted,
  rebuilt) is "stale": `stale_links` finds them, `remove_stale_link` removes one, and an import
  under the same name replaces it.

Validation walks the source without following links and refuses one that leaves the folder, loops
or names a folder before anything is copied (`copytree` follows links: `loop -> ..` would copy until
the disk is full). A folder Hearth cannot write (a read-only home, a full disk) is a ModelError that
says which folder and why, never a raw OSError.
"""

from __future__ import annotations

import os
import re
import shutil
import uuid
from collections.abc import Callable
from pathlib import Path

from models.demo import MANIFEST as DEMO_STAMP
from models.errors import ModelError
from models.fit import gb
from models.hub.checksum import file_sha256
from models.installed import (
    MANIFEST_NAME,
    InstalledModel,
    Manifest,
    ManifestFile,
    folder_size,
    get_installed,
    install_folder,
    model_name,
    now_iso,
    remove_installed,
    write_manifest,
)
from models.package import is_package, validate_package
from models.private import private_dir
from models.validate import validate_model_folder

DISK_MARGIN = 256 * 1024**2
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,119}")


def check_model_name(name: str) -> str:
    """A name the person typed, accepted only as one plain folder name (never a path)."""
    if not _NAME.fullmatch(name) or name.endswith("."):
        raise ModelError("bad_name", f"{name!r} cannot be a model name: use letters, digits, '.', '-' and '_' "
                                     "(up to 120), starting with a letter or digit.")
    return name


def manifest_for(folder: Path, name: str, source: Path, kind: str) -> Manifest:
    """A manifest of every file under `folder` (sizes and sha256), recording `source` as its origin."""
    files = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name != MANIFEST_NAME):
        rel = path.relative_to(folder).as_posix()
        files.append(ManifestFile(path=rel, size=path.stat().st_size, sha256=file_sha256(path), repo_path=rel))
    return Manifest(name=name, repo_id="", revision="", variant=str(source), variant_kind=kind, files=tuple(files),
                    installed_at=now_iso(), size_on_disk=sum(f.size for f in files))


def _validate(folder: Path) -> None:
    """A model folder, or an ONNX Runtime model package (a variant per device: models.package)."""
    if is_package(folder):
        validate_package(folder)
    else:
        validate_model_folder(folder)


def import_model(source: Path, models_dir: Path, *, name: str | None = None, link: bool = False,
                 verify: Callable[[Path], None] | None = None) -> InstalledModel:
    """Check `source` and copy it into `models_dir` (or register it in place with `link`)."""
    source = source.expanduser().resolve()
    _validate(source)
    if link and (source / DEMO_STAMP).is_file():
        raise ModelError("demo_model", f"{source} is Hearth's demo model. It is always available without importing "
                                       "(`models list` shows it, `chat` uses it when no --model is given), and "
                                       "Hearth rebuilds its folder when needed, so it cannot be linked. To keep a "
                                       "copy of your own, import it without --link.")
    name = check_model_name(name) if name else model_name(source.name, "")
    root = models_dir
    remove_stale_link(root, name)  # a leftover registration of a folder that is gone: replaced
    if get_installed(name, root) is not None or (root / name).exists() or (root / name).is_symlink():
        raise ModelError("model_exists", f"A model named {name} is already installed. Choose another --name.")
    try:
        private_dir(root)
    except OSError as exc:
        raise ModelError("models_dir_unwritable", f"Hearth cannot create or use the models folder {root} "
                                                  f"({exc.strerror or exc}). Choose a models folder you can write "
                                                  "to (Settings, or HEARTH_HOME), then import again.") from exc
    if link:
        if verify is not None:
            verify(source)
        try:
            write_manifest(source, manifest_for(source, name, source, "link"))
        except OSError as exc:
            raise ModelError("link_failed", f"Cannot write Hearth's manifest into {source} "
                                            f"({exc.strerror or exc}). Import it without --link to copy it.") from exc
        try:
            os.symlink(source, root / name, target_is_directory=True)
        except OSError as exc:
            (source / MANIFEST_NAME).unlink(missing_ok=True)
            raise ModelError("link_failed", f"Cannot link {source} into the models folder ({exc.strerror or exc}). "
                                            "Import it without --link to copy it instead.") from exc
        installed = get_installed(name, root)
        if installed is None:
            raise ModelError("link_failed", f"The link to {source} does not work here. Import it without --link.")
        return installed
    needed = folder_size(source)
    free = shutil.disk_usage(root).free
    if needed + DISK_MARGIN > free:
        raise ModelError("disk_full", f"Importing needs {gb(needed)} but only {gb(free)} is free on the disk holding "
                                      f"{root}. Free up space, or import with --link to use the folder in place.")
    staging = root / ".staging" / f"import-{uuid.uuid4().hex[:12]}"
    try:
        shutil.copytree(source, staging / "model", ignore=shutil.ignore_patterns(MANIFEST_NAME))
        _validate(staging / "model")
        if verify is not None:
            verify(staging / "model")
        manifest = manifest_for(staging / "model", name, source, "import")
        return install_folder(staging / "model", manifest, root)
    except OSError as exc:
        raise _copy_failed(exc, source, root) from exc
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _copy_failed(exc: OSError, source: Path, root: Path) -> ModelError:
    """`copytree` gathers per-file failures into one shutil.Error whose args are (src, dst, why) rows."""
    rows = exc.args[0] if isinstance(exc, shutil.Error) and exc.args and isinstance(exc.args[0], list) else []
    why = str(rows[0][2]) if rows else (exc.strerror or str(exc))
    return ModelError("import_failed", f"Copying {source} into {root} failed ({why}); nothing was imported. "
                                       "Check that the models folder is writable and has room, then import again.")


def stale_links(models_dir: Path) -> list[tuple[str, Path]]:
    """Links in the models folder whose target holds no installed model: (name, where it points)."""
    if not models_dir.is_dir():
        return []
    return sorted((entry.name, Path(os.readlink(entry))) for entry in models_dir.iterdir()
                  if entry.is_symlink() and not entry.name.startswith(".") and get_installed(entry.name, models_dir)
                  is None)


def remove_stale_link(models_dir: Path, name: str) -> Path | None:
    """Remove the stale link `name` (see `stale_links`); where it pointed, or None if there was none."""
    entry = models_dir / name
    if name.startswith(".") or not entry.is_symlink() or get_installed(name, models_dir) is not None:
        return None
    target = Path(os.readlink(entry))
    entry.unlink()
    return target


def remove_model(model: InstalledModel, models_dir: Path) -> int:
    """Remove an installed model; returns the bytes freed. A linked model loses only its
    registration: the link and the manifest Hearth wrote; the person's files stay."""
    if model.manifest.variant_kind == "link":
        target = Path(model.manifest.variant)
        try:
            os.unlink(model.path)
        except OSError:
            os.rmdir(model.path)  # a Windows junction
        (target / MANIFEST_NAME).unlink(missing_ok=True)
        return 0
    remove_installed(model.name, models_dir)
    return model.manifest.size_on_disk
