"""Downloads that never lose progress: ranged GETs into `.part` files, verified, installed atomically.

huggingface_hub 2.4 deletes its partial file when a download fails or is interrupted, so a dropped
connection or a restarted app would fetch gigabytes again; it also checks no content hash. This thin
layer keeps its own partial files and hashes, while still using huggingface_hub for what it is good
at: the pinned file list with sizes and sha256 (`models.hub.repo`), `hf_hub_url` and the library's own HTTP
client, headers and token handling (so proxies and offline mode behave the same everywhere). The
byte moving itself (ranged GETs, stalls, retries, per-file limits) is in `models.hub.transfer`, hashing
in `models.hub.checksum`, progress reports in `models.hub.progress`; this module plans, checks the disk and
installs.

Layout of one download, under `<models_dir>/.staging/<key>/` (same volume, so the install is a rename):
`plan.json` (the pinned revision and file list), `parts/<hash>.part` (bytes so far; named by content
hash so bytes of two revisions can never be mixed) and `model/` (verified files, in their final
place). When every file is verified, the model is validated, the manifest written and `model/` renamed
to `<models_dir>/<name>` (`models.installed.install_folder`).

Threading: `Downloader.download` blocks; call it from a worker thread. `DownloadControl`
(`models.hub.download_control`) is the thread-safe pause/cancel flag. `models.hub.download_queue.DownloadQueue` runs
several downloads one at a time on its own thread and reports state changes by callback.
"""

from __future__ import annotations

import errno
import hashlib
import json
import logging
import shutil
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from models.errors import ModelError
from models.hub.checksum import file_sha256, part_name
from models.hub.download_control import DownloadControl, Outcome, Stopped
from models.hub.package_hub import fetch_manifest, is_package_repo, package_variant
from models.hub.progress import DownloadProgress as DownloadProgress  # the window and the CLI import it from here
from models.hub.progress import Meter
from models.hub.repo import MODELS_FOLDER_PLACE, RemoteFile, Variant, check_repo_path, fetch_snapshot, find_variant
from models.hub.transfer import DownloadOptions, Transfer
from models.installed import (
    InstalledModel,
    Manifest,
    ManifestFile,
    folder_size,
    get_installed,
    install_folder,
    model_name,
    now_iso,
)
from models.package import validate_package
from models.private import private_dir
from models.synthesize import prepare_model_folder
from models.validate import safe_relative, validate_model_folder
from models.whisper_tfjs import make_runnable

log = logging.getLogger("hearth.download")

GiB = 1024**3


@dataclass(frozen=True)
class DownloadRequest:
    """What to download. `variant` is a variant path from `models.hub.list_variants`."""

    repo_id: str
    variant: str | None = None
    revision: str | None = None
    name: str | None = None  # folder name under models_dir; derived from repo and variant when None
    token: str | None = field(default=None, repr=False, compare=False)  # never printed or logged

@dataclass(frozen=True)
class UnfinishedDownload:
    """A download an earlier session left behind (paused, or the app quit or crashed), found from its
    staging folder so the window can offer to resume it; `done` bytes of `total` are on disk."""

    request: DownloadRequest
    done: int
    total: int


@dataclass(frozen=True)
class DownloadResult:
    outcome: Outcome
    model: InstalledModel | None = None


def _disk_error(exc: OSError, folder: Path) -> ModelError:
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return ModelError(
            "disk_full",
            f"The disk holding {folder} is full. The download is paused with its progress kept; free "
            "up space, then resume.",
        )
    return ModelError("disk_error", f"Cannot write the download to {folder}: {exc.strerror or exc}.")


class Downloader:
    """Downloads one variant at a time into `models_dir`; see the module docstring for the layout."""

    def __init__(
        self,
        models_dir: Path,
        *,
        endpoint: str | None = None,
        options: DownloadOptions | None = None,
        verify: Callable[[Path], None] | None = None,
        devices: Sequence[str] = ("cpu",),
    ) -> None:
        """`verify` proves that a model whose genai_config.json Hearth synthesized really runs (the app
        passes one that loads it and generates a token), before it counts as installed. GenAI-ready
        variants are not test-loaded: their config is the publisher's and every file is checked
        against the hub's hashes, and a CUDA or DirectML variant cannot be loaded on every machine."""
        self.models_dir = models_dir
        self.endpoint = endpoint
        self.options = options or DownloadOptions()
        self.verify = verify
        self.devices = tuple(devices)  # best first: which variant of a model package to fetch

    # ----- public -------------------------------------------------------------------------------
    def staging_dir(self, request: DownloadRequest) -> Path:
        key_text = f"{request.repo_id}\0{request.variant or ''}\0{request.name or ''}"
        key = hashlib.sha256(key_text.encode()).hexdigest()[:16]
        return self.models_dir / ".staging" / key

    def discard(self, request: DownloadRequest) -> None:
        """Delete the partial data of a download that is not running (a cancel from the list)."""
        shutil.rmtree(self.staging_dir(request), ignore_errors=True)

    def unfinished(self) -> list[UnfinishedDownload]:
        """Downloads left in the staging area, oldest first. Read-only: nothing is deleted, so a
        download the person does not resume keeps its bytes until they cancel it. Only requests
        without a custom `name` are recognised (the folder key hashes repo, variant and name)."""
        root = self.models_dir / ".staging"
        found: list[tuple[float, UnfinishedDownload]] = []
        for folder in root.iterdir() if root.is_dir() else ():
            try:
                raw = json.loads((folder / "plan.json").read_text(encoding="utf-8"))
                repo_id, path, mtime = raw["repo_id"], raw["path"], (folder / "plan.json").stat().st_mtime
            except (OSError, ValueError, KeyError, TypeError):
                continue
            if not isinstance(repo_id, str) or not isinstance(path, str):
                continue
            for request in (DownloadRequest(repo_id, path), DownloadRequest(repo_id)):
                variant = self._load_plan(request) if self.staging_dir(request) == folder else None
                if variant is not None:
                    found.append((mtime, UnfinishedDownload(request, self._bytes_on_disk(folder, variant),
                                                            variant.size)))
                    break
        return [u for _, u in sorted(found, key=lambda item: item[0])]

    def plan(self, request: DownloadRequest) -> Variant:
        """The pinned variant: the saved plan of an interrupted download of the same request, else
        asked from the hub. Keeping the saved plan means a resume continues the same commit."""
        saved = self._load_plan(request)
        if saved is not None and request.revision in (None, "main", saved.revision):
            return saved
        snapshot = fetch_snapshot(
            request.repo_id, request.revision, token=request.token, endpoint=self.endpoint
        )
        if is_package_repo(snapshot):
            manifest = fetch_manifest(snapshot, token=request.token, endpoint=self.endpoint)
            return package_variant(snapshot, manifest, self.devices, request.variant)
        return find_variant(snapshot, request.variant)

    def download(
        self,
        request: DownloadRequest,
        *,
        on_progress: Callable[[DownloadProgress], None] | None = None,
        control: DownloadControl | None = None,
    ) -> DownloadResult:
        """Fetch, verify and install; returns `installed`, `paused` (bytes kept) or `cancelled`.

        Raises ModelError with a message for people on anything else; the bytes already on disk are
        kept unless they failed verification.
        """
        control = control or DownloadControl()
        variant = self.plan(request)
        name = request.name or model_name(request.repo_id, variant.path)
        existing = get_installed(name, self.models_dir)
        if existing is not None and (existing.manifest.repo_id, existing.manifest.revision,
                                     existing.manifest.variant) == (variant.repo_id, variant.revision,
                                                                     variant.path):
            return DownloadResult("installed", existing)
        if (self.models_dir / name).exists():
            raise ModelError(
                "model_exists",
                f"A model named {name} is already installed. Remove it first or choose another name.",
            )
        staging = self.staging_dir(request)
        saved = self._load_plan(request)
        if saved is not None and saved.revision != variant.revision:
            shutil.rmtree(staging / "model", ignore_errors=True)  # verified for another commit
        try:
            self._save_plan(staging, variant)
            todo = self._reconcile(staging, variant)
            self._check_disk(staging, variant, todo)
            meter = Meter(variant, on_progress, self.options.progress_interval)
            meter.start(done=variant.size - sum(f.size for f in todo) + self._parts_bytes(staging, todo),
                        files_done=len(variant.files) - len(todo))
            session = Transfer(variant, staging, meter, control, options=self.options,
                               endpoint=self.endpoint, token=request.token)
            for f in sorted(todo, key=lambda f: (f.is_lfs, f.size, f.path)):  # small files first
                session.fetch(f)
                local = variant.local_path(f)
                if local == ("genai_config.json" if variant.kind != "package" else f"{variant.path}/genai_config.json"):
                    self._early_check((staging / "model" / local).parent)
            meter.finish()
            model = self._install(staging, variant, name)
        except Stopped as stop:
            if stop.reason == "cancelled":
                shutil.rmtree(staging, ignore_errors=True)
            return DownloadResult(stop.reason)
        except OSError as exc:
            raise _disk_error(exc, staging) from exc
        shutil.rmtree(staging, ignore_errors=True)
        return DownloadResult("installed", model)

    # ----- steps --------------------------------------------------------------------------------
    def _load_plan(self, request: DownloadRequest) -> Variant | None:
        try:
            raw = json.loads((self.staging_dir(request) / "plan.json").read_text(encoding="utf-8"))
            files = tuple(RemoteFile(**f) for f in raw["files"])
            variant = Variant(raw["repo_id"], raw["revision"], raw["kind"], raw["path"], files,
                              sum(f.size for f in files))
        except (OSError, ValueError, KeyError, TypeError):
            return None
        if variant.repo_id != request.repo_id or (request.variant not in (None, variant.path)):
            return None
        for f in variant.files:
            check_repo_path(f.path)
        return variant

    def _save_plan(self, staging: Path, variant: Variant) -> None:
        private_dir(staging / "parts")  # .staging and the download's folder too: partial model files are private
        (staging / "model").mkdir(exist_ok=True)
        raw = {"repo_id": variant.repo_id, "revision": variant.revision, "kind": variant.kind,
               "path": variant.path, "files": [asdict(f) for f in variant.files]}
        tmp = staging / "plan.json.tmp"
        tmp.write_text(json.dumps(raw), encoding="utf-8")
        tmp.replace(staging / "plan.json")

    def _reconcile(self, staging: Path, variant: Variant) -> list[RemoteFile]:
        """Files still to fetch. Verified files in `model/` are kept; stray parts are deleted."""
        model_dir = staging / "model"
        todo: list[RemoteFile] = []
        wanted_parts = set()
        for f in variant.files:
            target = safe_relative(model_dir, variant.local_path(f))
            if target.is_file() and target.stat().st_size == f.size:
                continue  # only verified files are ever moved there
            todo.append(f)
            wanted_parts.add(part_name(f))
        for part in (staging / "parts").iterdir():
            if part.name not in wanted_parts:
                part.unlink()
        return todo

    @staticmethod
    def _bytes_on_disk(staging: Path, variant: Variant) -> int:
        done = 0
        for f in variant.files:
            target = safe_relative(staging / "model", variant.local_path(f))
            if target.is_file() and target.stat().st_size == f.size:
                done += f.size
            else:
                part = staging / "parts" / part_name(f)
                done += min(part.stat().st_size, f.size) if part.exists() else 0
        return done

    @staticmethod
    def _parts_bytes(staging: Path, todo: list[RemoteFile]) -> int:
        total = 0
        for f in todo:
            part = staging / "parts" / part_name(f)
            total += min(part.stat().st_size, f.size) if part.exists() else 0
        return total

    def _check_disk(self, staging: Path, variant: Variant, todo: list[RemoteFile]) -> None:
        needed = sum(f.size for f in todo) - self._parts_bytes(staging, todo)
        free = shutil.disk_usage(staging).free
        margin = self.options.disk_margin
        if needed + margin > free:
            kept = f", plus the {margin / GiB:.2f} GB Hearth keeps free so the disk never fills up" if margin else ""
            text = (f"{variant.repo_id} needs {needed / GiB:.2f} GB more{kept}, but only {free / GiB:.2f} GB is "
                    f"free on the disk holding {self.models_dir}. Free up space")
            raise ModelError("disk_full", f"{text} or choose another models folder under {MODELS_FOLDER_PLACE}, then "
                             "try again.", terminal=f"{text}, then try again.")

    @staticmethod
    def _early_check(model_dir: Path) -> None:
        """Refuse a config that loads native code before fetching gigabytes of weights."""
        try:
            validate_model_folder(model_dir)
        except ModelError as exc:
            if exc.code == "model_unsafe":
                raise
            # other problems (files not there yet) are checked once everything is downloaded

    def _prove_it_runs(self, model_dir: Path, variant: Variant) -> None:
        if self.verify is None:
            return
        try:
            self.verify(model_dir)
        except Exception as exc:
            raise ModelError(
                "model_unrunnable",
                f"{variant.repo_id} downloaded completely, but ONNX Runtime GenAI cannot run it with the "
                f"configuration Hearth made for it: {exc} Try another variant of it, or another model.",
            ) from exc

    def _install(self, staging: Path, variant: Variant, name: str) -> InstalledModel:
        model_dir = staging / "model"
        if variant.kind == "genai":
            validate_model_folder(model_dir)
        elif variant.kind == "package":
            validate_package(model_dir)
        elif variant.kind == "whisper":
            make_runnable(model_dir)
        else:  # an ONNX export without genai_config.json (onnx-community / transformers.js layout)
            prepare_model_folder(model_dir, variant.path)
            self._prove_it_runs(model_dir, variant)
        files = []
        for f in variant.files:
            local = variant.local_path(f)
            files.append(ManifestFile(path=local, size=f.size, sha256=_sha256_of(model_dir / local, f),
                                      repo_path=f.path))
        manifest = Manifest(
            name=name, repo_id=variant.repo_id, revision=variant.revision, variant=variant.path,
            variant_kind=variant.kind, files=tuple(files), installed_at=now_iso(),
            size_on_disk=folder_size(model_dir),
        )
        return install_folder(model_dir, manifest, self.models_dir)


def _sha256_of(path: Path, f: RemoteFile) -> str:
    if f.sha256 is not None:
        return f.sha256  # verified against exactly this value when the file was completed
    return file_sha256(path)
