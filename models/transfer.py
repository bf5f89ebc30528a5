"""Moving the bytes of one file: ranged GETs into a `.part` file, hashing, stall detection, retries.

huggingface_hub 2.4 deletes its partial file when a download fails and checks no content hash, so
this layer keeps its own partial files (`models.checksum`: named by content hash, so bytes of two
revisions are never mixed) and verifies every file against the hash the hub announced. It still uses huggingface_hub's
HTTP client, headers and token handling, so proxies and offline mode behave the same everywhere.

`DownloadControl` (`models.download_control`) is checked between chunks and during back-off waits;
stopping also shuts the socket in use, so a pause acts at once even on a stalled server. `Transfer`
is used by `models.download.Downloader`, which plans, checks the disk and installs.
"""

from __future__ import annotations

import logging
import socket
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import httpx2
from huggingface_hub import get_session, hf_hub_url, hf_raise_for_status
from huggingface_hub.errors import OfflineModeIsEnabled
from huggingface_hub.utils._headers import build_hf_headers

from models.checksum import Hasher, part_name
from models.download_control import DownloadControl, Stopped
from models.errors import ModelError
from models.hub import RemoteFile, Variant, hub_errors, hub_token, resolve_endpoint
from models.validate import safe_relative

log = logging.getLogger("hearth.download")

_RETRY_STATUS = frozenset({408, 429, 500, 502, 503, 504})


@dataclass(frozen=True)
class DownloadOptions:
    stall_timeout: float = 30.0  # no byte for this long: drop the connection and retry
    connect_timeout: float = 20.0
    max_retries: int = 8  # consecutive failures without progress
    backoff_base: float = 1.0
    backoff_max: float = 60.0
    disk_margin: int = 256 * 1024**2  # keep this much free beyond the download
    progress_interval: float = 0.1  # seconds between progress callbacks



class ProgressSink(Protocol):
    """What a transfer reports to (`models.download` turns it into `DownloadProgress`)."""

    def begin_file(self, f: RemoteFile, already: int) -> None: ...

    def add(self, n: int) -> None: ...

    def end_file(self) -> None: ...

    def finish(self) -> None: ...


def _interrupter(resp: httpx2.Response) -> Callable[[], None]:
    """A function that shuts the response's socket, waking a read blocked in another thread."""
    stream = resp.extensions.get("network_stream")
    sock = stream.get_extra_info("socket") if stream is not None else None

    def interrupt() -> None:
        if isinstance(sock, socket.socket):
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    return interrupt


class _Retry(Exception):
    """A transient failure: back off and resume from the bytes on disk."""


class Transfer:
    """One run of one download: fetches files with ranged GETs, retries and verification.

    Each verified file is moved to `<staging>/model/<local path>`; its bytes so far live in
    `<staging>/parts/<part_name>` until then.
    """

    def __init__(self, variant: Variant, staging: Path, meter: ProgressSink, control: DownloadControl,
                 *, options: DownloadOptions, endpoint: str | None, token: str | None) -> None:
        self.opt = options
        self.endpoint = resolve_endpoint(endpoint)
        self.variant = variant
        self.staging = staging
        self.meter = meter
        self.control = control
        self.headers = build_hf_headers(token=hub_token(token), library_name="hearth")
        self.headers["Accept-Encoding"] = "identity"  # sizes and ranges are of the real bytes
        self.timeout = httpx2.Timeout(self.opt.stall_timeout, connect=self.opt.connect_timeout)

    def _stop_check(self) -> None:
        reason = self.control.stop_reason
        if reason is not None:
            raise Stopped(reason)

    def fetch(self, f: RemoteFile) -> None:
        part = self.staging / "parts" / part_name(f)
        url = hf_hub_url(self.variant.repo_id, f.path, revision=self.variant.revision, endpoint=self.endpoint)
        hasher = Hasher.of_part(f, part)
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

    def _fetch_verified(self, f: RemoteFile, url: str, part: Path, hasher: Hasher) -> None:
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

    def _get(self, url: str, f: RemoteFile, part: Path, hasher: Hasher) -> None:
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
