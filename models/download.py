"""Downloads that never lose progress: ranged GETs into `.part` files, verified, installed atomically.

huggingface_hub 2.4 deletes its partial file when a download fails or is interrupted, so a dropped
connection or a restarted app would fetch gigabytes again; it also checks no content hash. This thin
layer keeps its own partial files and hashes, while still using huggingface_hub for what it is good
at: the pinned file list with sizes and sha256 (`models.hub`), `hf_hub_url` and the library's own HTTP
client, headers and token handling (so proxies and offline mode behave the same everywhere).

Layout of one download, under `<models_dir>/.staging/<key>/` (same volume, so the install is a rename):
`plan.json` (the pinned revision and file list), `parts/<hash>.part` (bytes so far; named by content
hash so bytes of two revisions can never be mixed) and `model/` (verified files, in their final
place). When every file is verified, the model is validated, the manifest written and `model/` renamed
to `<models_dir>/<name>` (`models.installed.install_folder`).

Threading: `Downloader.download` blocks; call it from a worker thread. `DownloadControl` is the
thread-safe pause/cancel flag, checked between chunks and during back-off waits. `DownloadQueue`
runs several downloads one at a time on its own thread and reports state changes by callback.
"""

from __future__ import annotations

import errno
import hashlib
import json
import logging
import queue
import shutil
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Literal

import httpx2
from huggingface_hub import get_session, hf_hub_url, hf_raise_for_status
from huggingface_hub.errors import OfflineModeIsEnabled
from huggingface_hub.utils._headers import build_hf_headers

from models.errors import ModelError
from models.hub import (
    RemoteFile,
    Variant,
    check_repo_path,
    fetch_snapshot,
    find_variant,
    hub_errors,
    hub_token,
    resolve_endpoint,
)
from models.installed import (
    InstalledModel,
    Manifest,
    ManifestFile,
    folder_size,
    get_installed,
    install_folder,
    model_name,
    models_root,
    now_iso,
)
from models.validate import safe_relative, validate_model_folder

log = logging.getLogger("hearth.download")

Outcome = Literal["installed", "paused", "cancelled"]
_RETRY_STATUS = frozenset({408, 429, 500, 502, 503, 504})
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
class DownloadOptions:
    stall_timeout: float = 30.0  # no byte for this long: drop the connection and retry
    connect_timeout: float = 20.0
    max_retries: int = 8  # consecutive failures without progress
    backoff_base: float = 1.0
    backoff_max: float = 60.0
    disk_margin: int = 256 * 1024**2  # keep this much free beyond the download
    progress_interval: float = 0.1  # seconds between progress callbacks


@dataclass(frozen=True)
class DownloadResult:
    outcome: Outcome
    model: InstalledModel | None = None


@dataclass(frozen=True)
class DownloadProgress:
    """A progress report: plain numbers, safe to hand to another thread."""

    repo_id: str
    variant: str
    file: str  # repo path of the file being fetched
    file_done: int
    file_total: int
    done: int  # bytes of the whole download on disk (kept parts included)
    total: int
    files_done: int
    files_total: int
    speed: float  # bytes per second over the last few seconds
    eta: float | None  # seconds left, None while the speed is unknown

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0


class _Meter:
    """Turns byte counts into throttled `DownloadProgress` reports with speed and ETA."""

    def __init__(self, variant: Variant, callback: Callable[[DownloadProgress], None] | None,
                 interval: float, window: float = 5.0) -> None:
        self.variant = variant
        self.callback = callback
        self.interval = interval
        self.window = window
        self.done = self.files_done = self.received = self.file_done = self.file_total = 0
        self.file = ""
        self.samples: deque[tuple[float, int]] = deque()
        self.last_emit = 0.0

    def start(self, done: int, files_done: int) -> None:
        self.done, self.files_done = done, files_done
        self.samples.append((time.monotonic(), 0))

    def begin_file(self, f: RemoteFile, already: int) -> None:
        self.file, self.file_total, self.file_done = f.path, f.size, already
        self._emit(force=True)

    def add(self, n: int) -> None:
        self.done += n
        self.file_done += n
        if n > 0:
            self.received += n
        self._emit()

    def end_file(self) -> None:
        self.files_done += 1
        self._emit(force=True)

    def finish(self) -> None:
        self._emit(force=True)

    def _emit(self, force: bool = False) -> None:
        now = time.monotonic()
        if self.callback is None or (not force and now - self.last_emit < self.interval):
            return
        self.last_emit = now
        self.samples.append((now, self.received))
        while len(self.samples) > 2 and now - self.samples[1][0] >= self.window:
            self.samples.popleft()
        t0, r0 = self.samples[0]
        speed = (self.received - r0) / (now - t0) if now - t0 > 0.2 else 0.0
        left = max(self.variant.size - self.done, 0)
        self.callback(DownloadProgress(
            repo_id=self.variant.repo_id, variant=self.variant.path, file=self.file,
            file_done=self.file_done, file_total=self.file_total, done=self.done,
            total=self.variant.size, files_done=self.files_done, files_total=len(self.variant.files),
            speed=speed, eta=left / speed if speed > 0 else (0.0 if left == 0 else None),
        ))


class DownloadControl:
    """Thread-safe pause/cancel flag. Pausing keeps the bytes on disk; cancelling deletes them.

    Stopping also shuts the socket of the transfer in progress (`on_stop`), so a pause or cancel
    takes effect at once even while the server is stalled, not after the stall timeout.
    """

    def __init__(self) -> None:
        self._event = threading.Event()
        self._reason: Outcome | None = None
        self._lock = threading.Lock()
        self._hooks: list[Callable[[], None]] = []

    def pause(self) -> None:
        self._set("paused")

    def cancel(self) -> None:
        self._set("cancelled")

    def _set(self, reason: Outcome) -> None:
        with self._lock:
            if self._reason != "cancelled":  # cancel wins over pause
                self._reason = reason
            self._event.set()
            for hook in self._hooks:  # under the lock: a hook never runs once its block has ended
                hook()

    @property
    def stop_reason(self) -> Outcome | None:
        with self._lock:
            return self._reason

    def wait(self, seconds: float) -> bool:
        """Sleep up to `seconds`; True as soon as a stop is requested."""
        return self._event.wait(seconds)

    @contextmanager
    def on_stop(self, hook: Callable[[], None]) -> Iterator[None]:
        """Run `hook` on the stopping thread if a stop is requested while inside the block."""
        with self._lock:
            self._hooks.append(hook)
            stopped = self._reason is not None
        try:
            if stopped:
                hook()
            yield
        finally:
            with self._lock:
                self._hooks.remove(hook)


def _interrupter(resp: httpx2.Response) -> Callable[[], None]:
    """A function that shuts the response's socket, waking a read blocked in another thread."""
    stream = resp.extensions.get("network_stream")
    sock = stream.get_extra_info("socket") if stream is not None else None

    def interrupt() -> None:
        if isinstance(sock, socket.socket):
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    return interrupt


class _Stopped(Exception):
    def __init__(self, reason: Outcome) -> None:
        super().__init__(reason)
        self.reason = reason


class _Retry(Exception):
    """A transient failure: back off and resume from the bytes on disk."""


class _Hasher:
    """Checks a file against the hub's hash: sha256 for LFS files, the git blob sha1 for small files.

    Hashing runs on a helper thread (hashlib releases the GIL), so it overlaps with receiving instead
    of slowing the transfer down; `count` is the number of bytes written, known at once.
    """

    BATCH = 1 << 20

    def __init__(self, f: RemoteFile) -> None:
        self.file = f
        self._queue: queue.Queue[list[bytes] | None] = queue.Queue(maxsize=32)
        self._thread: threading.Thread | None = None
        self.count = 0
        self._pending: list[bytes] = []
        self._pending_size = 0
        self._hash = self._new_hash()

    def _new_hash(self) -> hashlib._Hash:
        if self.file.sha256 is not None:
            return hashlib.sha256()
        return hashlib.sha1(b"blob %d\0" % self.file.size, usedforsecurity=False)

    def reset(self) -> None:
        self._drain()
        self.count = 0
        self._hash = self._new_hash()

    def update(self, data: bytes) -> None:
        self.count += len(data)
        self._pending.append(data)
        self._pending_size += len(data)
        if self._pending_size >= self.BATCH:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="hearth-hash", daemon=True)
                self._thread.start()
            self._queue.put(self._pending)
            self._pending, self._pending_size = [], 0

    def _run(self) -> None:
        while (batch := self._queue.get()) is not None:
            for chunk in batch:
                self._hash.update(chunk)
            self._queue.task_done()
        self._queue.task_done()

    def _drain(self) -> None:
        if self._thread is not None:
            self._queue.join()
        for chunk in self._pending:
            self._hash.update(chunk)
        self._pending, self._pending_size = [], 0

    def close(self) -> None:
        self._drain()
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = None

    @classmethod
    def of_part(cls, f: RemoteFile, part: Path) -> _Hasher:
        """Re-hash bytes already on disk (after a restart) so only the rest is fetched."""
        hasher = cls(f)
        if part.exists():
            with part.open("rb") as fh:
                while chunk := fh.read(1 << 20):
                    hasher.update(chunk)
        return hasher

    def matches(self) -> bool:
        self._drain()
        expected = self.file.sha256 or self.file.git_oid
        return self.count == self.file.size and self._hash.hexdigest() == expected


def _part_name(f: RemoteFile) -> str:
    """Named by path and content hash: bytes of another revision of the file are never continued."""
    return hashlib.sha256(f"{f.path}\0{f.sha256 or f.git_oid}".encode()).hexdigest()[:32] + ".part"


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
        models_dir: Path | None = None,
        *,
        endpoint: str | None = None,
        options: DownloadOptions | None = None,
    ) -> None:
        self.models_dir = models_root(models_dir)
        self.endpoint = endpoint
        self.options = options or DownloadOptions()

    # ----- public -------------------------------------------------------------------------------
    def staging_dir(self, request: DownloadRequest) -> Path:
        key_text = f"{request.repo_id}\0{request.variant or ''}\0{request.name or ''}"
        key = hashlib.sha256(key_text.encode()).hexdigest()[:16]
        return self.models_dir / ".staging" / key

    def discard(self, request: DownloadRequest) -> None:
        """Delete the partial data of a download that is not running (a cancel from the list)."""
        shutil.rmtree(self.staging_dir(request), ignore_errors=True)

    def plan(self, request: DownloadRequest) -> Variant:
        """The pinned variant: the saved plan of an interrupted download of the same request, else
        asked from the hub. Keeping the saved plan means a resume continues the same commit."""
        saved = self._load_plan(request)
        if saved is not None and request.revision in (None, "main", saved.revision):
            return saved
        snapshot = fetch_snapshot(
            request.repo_id, request.revision, token=request.token, endpoint=self.endpoint
        )
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
            meter = _Meter(variant, on_progress, self.options.progress_interval)
            meter.start(done=variant.size - sum(f.size for f in todo) + self._parts_bytes(staging, todo),
                        files_done=len(variant.files) - len(todo))
            session = _Session(self, request, variant, staging, meter, control)
            for f in sorted(todo, key=lambda f: (f.is_lfs, f.size, f.path)):  # small files first
                session.fetch(f)
                if variant.local_path(f) == "genai_config.json":
                    self._early_check(staging / "model")
            meter.finish()
            model = self._install(staging, variant, name)
        except _Stopped as stop:
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
        (staging / "parts").mkdir(parents=True, exist_ok=True)
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
            wanted_parts.add(_part_name(f))
        for part in (staging / "parts").iterdir():
            if part.name not in wanted_parts:
                part.unlink()
        return todo

    @staticmethod
    def _parts_bytes(staging: Path, todo: list[RemoteFile]) -> int:
        total = 0
        for f in todo:
            part = staging / "parts" / _part_name(f)
            total += min(part.stat().st_size, f.size) if part.exists() else 0
        return total

    def _check_disk(self, staging: Path, variant: Variant, todo: list[RemoteFile]) -> None:
        needed = sum(f.size for f in todo) - self._parts_bytes(staging, todo)
        free = shutil.disk_usage(staging).free
        if needed + self.options.disk_margin > free:
            raise ModelError(
                "disk_full",
                f"{variant.repo_id} needs {needed / GiB:.2f} GB more, but only {free / GiB:.2f} GB is free "
                f"on the disk holding {self.models_dir}. Free up space or choose another models folder "
                "in Settings, then try again.",
            )

    @staticmethod
    def _early_check(model_dir: Path) -> None:
        """Refuse a config that loads native code before fetching gigabytes of weights."""
        try:
            validate_model_folder(model_dir)
        except ModelError as exc:
            if exc.code == "model_unsafe":
                raise
            # other problems (files not there yet) are checked once everything is downloaded

    def _install(self, staging: Path, variant: Variant, name: str) -> InstalledModel:
        model_dir = staging / "model"
        if variant.kind == "genai":
            validate_model_folder(model_dir)
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
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


class _Session:
    """One run of one download: fetches files with ranged GETs, retries and verification."""

    def __init__(self, owner: Downloader, request: DownloadRequest, variant: Variant, staging: Path,
                 meter: _Meter, control: DownloadControl) -> None:
        self.opt = owner.options
        self.endpoint = resolve_endpoint(owner.endpoint)
        self.variant = variant
        self.staging = staging
        self.meter = meter
        self.control = control
        self.headers = build_hf_headers(token=hub_token(request.token), library_name="hearth")
        self.headers["Accept-Encoding"] = "identity"  # sizes and ranges are of the real bytes
        self.timeout = httpx2.Timeout(self.opt.stall_timeout, connect=self.opt.connect_timeout)

    def _stop_check(self) -> None:
        reason = self.control.stop_reason
        if reason is not None:
            raise _Stopped(reason)

    def fetch(self, f: RemoteFile) -> None:
        part = self.staging / "parts" / _part_name(f)
        url = hf_hub_url(self.variant.repo_id, f.path, revision=self.variant.revision, endpoint=self.endpoint)
        hasher = _Hasher.of_part(f, part)
        try:
            if hasher.count > f.size:
                part.unlink()
                hasher.reset()
            self.meter.begin_file(f, hasher.count)
            self._fetch_verified(f, url, part, hasher)
        finally:
            hasher.close()
        target = safe_relative(self.staging / "model", self.variant.local_path(f))
        target.parent.mkdir(parents=True, exist_ok=True)
        part.touch()  # an empty file never got a part
        part.replace(target)
        self.meter.end_file()

    def _fetch_verified(self, f: RemoteFile, url: str, part: Path, hasher: _Hasher) -> None:
        """Fetch until `part` holds the whole file and its hash matches, retrying with back-off."""
        failures = 0
        pieces = 0 if hasher.count == 0 else 1
        retried_whole = False
        while True:
            self._stop_check()
            if hasher.count < f.size:
                before = hasher.count
                try:
                    pieces += 1
                    self._get(url, f, part, hasher)
                except _Retry as exc:
                    self.meter.finish()  # report the bytes kept before waiting
                    failures = 0 if hasher.count > before else failures + 1
                    if failures > self.opt.max_retries:
                        raise ModelError(
                            "network",
                            f"Downloading {f.path} failed {failures} times in a row ({exc}). Progress is "
                            "kept; check your connection and resume the download.",
                        ) from exc
                    delay = min(self.opt.backoff_max, self.opt.backoff_base * 2 ** max(failures - 1, 0))
                    log.info("retrying %s in %.1fs: %s", f.path, delay, exc)
                    if self.control.wait(delay):
                        self._stop_check()
                    continue
            if hasher.matches():
                break
            part.unlink(missing_ok=True)
            self.meter.add(-hasher.count)
            if pieces > 1 and not retried_whole:  # a resumed file may hold stale bytes: one clean try
                retried_whole, pieces = True, 0
                hasher.reset()
                continue
            expected = f.sha256 or f.git_oid
            raise ModelError(
                "download_corrupt",
                f"{f.path} from {self.variant.repo_id} does not match the checksum the hub announced "
                f"({expected[:12]}…), so it was deleted and nothing was installed. Try again later; if it "
                "keeps failing, the repository or a proxy on the way is serving damaged files.",
            )

    def _oversize(self, f: RemoteFile, part: Path, seen: int) -> ModelError:
        part.unlink(missing_ok=True)
        return ModelError(
            "download_oversize",
            f"The hub sent more data for {f.path} than the {f.size} bytes it announced (at least {seen}). "
            "Hearth stopped to protect your disk and installed nothing; the repository may be tampered with.",
        )

    def _get(self, url: str, f: RemoteFile, part: Path, hasher: _Hasher) -> None:
        """One ranged GET appending to `part` and feeding `hasher` (reset if the server resends all)."""
        headers = dict(self.headers)
        offset = hasher.count
        if offset:
            headers["Range"] = f"bytes={offset}-"
        try:
            with (get_session().stream("GET", url, headers=headers, timeout=self.timeout) as resp,
                  self.control.on_stop(_interrupter(resp))):
                if resp.status_code in _RETRY_STATUS:
                    raise _Retry(f"HTTP {resp.status_code}")
                if resp.status_code == 416:
                    part.unlink(missing_ok=True)
                    self.meter.add(-offset)
                    hasher.reset()
                    raise _Retry("the server refused the resume range")
                with hub_errors(self.variant.repo_id):
                    hf_raise_for_status(resp)
                start = _range_start(resp)
                if start != offset:  # server ignored the range (200) or sent another one: start over
                    self.meter.add(-offset)
                    hasher.reset()
                    offset = 0
                    if start != 0:
                        raise _Retry("the server answered with an unexpected range")
                length = _total_length(resp, start)
                if length is not None and length > f.size:
                    raise self._oversize(f, part, length)
                with part.open("ab" if offset else "wb") as fh:
                    for chunk in resp.iter_bytes():
                        if self.control.stop_reason is not None:
                            break
                        if hasher.count + len(chunk) > f.size:
                            raise self._oversize(f, part, hasher.count + len(chunk))
                        fh.write(chunk)
                        hasher.update(chunk)
                        self.meter.add(len(chunk))
        except OfflineModeIsEnabled as exc:
            raise ModelError("hub_offline", "Hearth is in offline mode (HF_HUB_OFFLINE is set).") from exc
        except httpx2.TransportError as exc:
            raise _Retry(type(exc).__name__) from exc
        self._stop_check()
        if hasher.count < f.size:
            raise _Retry("the connection closed early")


def _range_start(resp: httpx2.Response) -> int:
    if resp.status_code != 206:
        return 0
    content_range = resp.headers.get("Content-Range", "")
    try:
        return int(content_range.split()[1].split("-")[0])
    except (IndexError, ValueError):
        return -1


def _total_length(resp: httpx2.Response, start: int) -> int | None:
    """The full file size the response claims (Content-Range total, else start + Content-Length)."""
    content_range = resp.headers.get("Content-Range")
    if content_range and "/" in content_range and not content_range.endswith("/*"):
        try:
            return int(content_range.rsplit("/", 1)[1])
        except ValueError:
            return None
    length = resp.headers.get("Content-Length")
    return start + int(length) if length and length.isdigit() else None


JobState = Literal["queued", "running", "paused", "cancelled", "installed", "failed"]


@dataclass(frozen=True)
class JobUpdate:
    """A job's state change; `message`/`code` explain a failure in words a person can act on."""

    job_id: int
    request: DownloadRequest
    state: JobState
    message: str = ""
    code: str = ""
    model: InstalledModel | None = None


class DownloadQueue:
    """Runs downloads one at a time on one worker thread (plain threading; the Qt bridge wraps it).

    Callbacks run on the worker thread, or on the caller's thread for changes to jobs that are not
    running (pausing or cancelling a queued job). They must not block.
    """

    def __init__(
        self,
        downloader: Downloader,
        *,
        on_state: Callable[[JobUpdate], None] | None = None,
        on_progress: Callable[[int, DownloadProgress], None] | None = None,
    ) -> None:
        self.downloader = downloader
        self.on_state = on_state
        self.on_progress = on_progress
        self._cond = threading.Condition()
        self._jobs: dict[int, JobUpdate] = {}
        self._pending: deque[int] = deque()
        self._running: tuple[int, DownloadControl] | None = None
        self._next_id = 1
        self._closed = False
        self._thread: threading.Thread | None = None

    def submit(self, request: DownloadRequest) -> int:
        """Queue a download; the same request while it is queued, running or paused is not duplicated
        (both would share one set of partial files): its job id is returned, resumed if paused."""
        with self._cond:
            if self._closed:
                raise RuntimeError("the download queue is shut down")
            existing = next((j for j in self._jobs.values()
                             if j.request == request and j.state in ("queued", "running", "paused")), None)
        if existing is None:
            return self._add(request)
        if existing.state == "paused":
            self.resume(existing.job_id)
        return existing.job_id

    def _add(self, request: DownloadRequest) -> int:
        with self._cond:
            job_id, self._next_id = self._next_id, self._next_id + 1
            self._pending.append(job_id)
            update = self._set(JobUpdate(job_id, request, "queued"))
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name="hearth-downloads", daemon=True)
                self._thread.start()
            self._cond.notify_all()
        self._notify(update)
        return job_id

    def pause(self, job_id: int) -> None:
        self._stop(job_id, "paused")

    def cancel(self, job_id: int) -> None:
        self._stop(job_id, "cancelled")

    def resume(self, job_id: int) -> None:
        """Queue a paused or failed job again; it continues from the bytes on disk."""
        with self._cond:
            job = self._jobs[job_id]
            if job.state not in ("paused", "failed"):
                return
            self._pending.append(job_id)
            update = self._set(JobUpdate(job_id, job.request, "queued"))
            self._cond.notify_all()
        self._notify(update)

    def jobs(self) -> list[JobUpdate]:
        with self._cond:
            return list(self._jobs.values())

    def wait_idle(self, timeout: float | None = None) -> bool:
        """True once nothing is queued or running (for tests and orderly shutdown)."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and self._running is None, timeout)

    def shutdown(self, timeout: float | None = 30.0) -> None:
        """Pause the running download (its bytes are kept for the next start) and stop the worker."""
        with self._cond:
            self._closed = True
            if self._running is not None:
                self._running[1].pause()
            self._cond.notify_all()
            thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def _stop(self, job_id: int, reason: Outcome) -> None:
        with self._cond:
            job = self._jobs[job_id]
            if self._running is not None and self._running[0] == job_id:
                (self._running[1].cancel if reason == "cancelled" else self._running[1].pause)()
                return
            if job.state in ("installed", "cancelled") or (job.state == reason):
                return
            if job_id in self._pending:
                self._pending.remove(job_id)
            update = self._set(JobUpdate(job_id, job.request, reason))
            self._cond.notify_all()
        if reason == "cancelled":
            self.downloader.discard(job.request)
        self._notify(update)

    def _set(self, update: JobUpdate) -> JobUpdate:
        self._jobs[update.job_id] = update
        return update

    def _notify(self, update: JobUpdate) -> None:
        if self.on_state is not None:
            self.on_state(update)

    def _work(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._closed or bool(self._pending))
                if self._closed:
                    return
                job_id = self._pending.popleft()
                control = DownloadControl()
                self._running = (job_id, control)
                request = self._jobs[job_id].request
                update = self._set(JobUpdate(job_id, request, "running"))
            self._notify(update)
            update = self._run(job_id, request, control)
            with self._cond:
                self._running = None
                self._set(update)
                self._cond.notify_all()
            self._notify(update)

    def _run(self, job_id: int, request: DownloadRequest, control: DownloadControl) -> JobUpdate:
        def progress(p: DownloadProgress) -> None:
            if self.on_progress is not None:
                self.on_progress(job_id, p)

        try:
            result = self.downloader.download(request, on_progress=progress, control=control)
        except ModelError as exc:
            return JobUpdate(job_id, request, "failed", message=str(exc), code=exc.code)
        except Exception as exc:  # a worker never dies silently: the person sees what happened
            log.exception("download of %s failed", request.repo_id)
            return JobUpdate(job_id, request, "failed", message=f"The download failed unexpectedly: {exc}",
                             code="internal")
        return JobUpdate(job_id, request, result.outcome, model=result.model)
