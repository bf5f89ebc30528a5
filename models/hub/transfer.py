"""Moving the bytes of one file: ranged GETs into a `.part` file, hashing, stall detection, retries.

huggingface_hub 2.4 deletes its partial file when a download fails and checks no content hash, so
this layer keeps its own partial files (`models.hub.checksum`: named by content hash, so bytes of two
revisions are never mixed) and verifies every file against the hash the hub announced. It still uses
huggingface_hub's HTTP client, headers and token handling, so proxies and offline mode behave the
same everywhere.

Every file runs under limits taken from its announced size (`_Limits`): bytes received, attempts and
time without a byte. Without them a hub whose file list disagrees with what it serves could keep a
download going forever (measured before they existed: 10.97 GB fetched in 300 s for an 84 MB model,
progress frozen at 4.1 %). A size that disagrees with the announced one stops the file at once.

`DownloadControl` (`models.hub.download_control`) is checked between chunks and during back-off waits;
stopping also shuts the socket in use, so a pause acts at once even on a stalled server. `Transfer`
is used by `models.hub.download.Downloader`, which plans, checks the disk and installs.
"""

from __future__ import annotations

import logging
import socket
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import httpx2
from huggingface_hub import get_session, hf_hub_url, hf_raise_for_status
from huggingface_hub.errors import OfflineModeIsEnabled
from huggingface_hub.utils._headers import build_hf_headers

from models.errors import ModelError
from models.fit import gb
from models.hub.checksum import Hasher, part_name
from models.hub.download_control import DownloadControl, Stopped
from models.hub.repo import RemoteFile, Variant, hub_errors, hub_token, resolve_endpoint
from models.validate import safe_relative

log = logging.getLogger("hearth.download")

_RETRY_STATUS = frozenset({408, 429, 500, 502, 503, 504})
MiB = 1024**2
_PROGRESS_FLOOR = 64 * 1024  # a failed GET that brought less than this did not make progress


@dataclass(frozen=True)
class DownloadOptions:
    stall_timeout: float = 20.0  # no byte for this long: drop the connection and retry
    connect_timeout: float = 20.0
    max_retries: int = 8  # consecutive failures without progress
    max_idle: float = 90.0  # a file that gets no byte for this long (waits included) fails
    max_fetch_factor: float = 3.0  # bytes received for a file stop at this many times its size + 1 MiB
    backoff_base: float = 1.0
    backoff_max: float = 60.0
    disk_margin: int = 256 * 1024**2  # keep this much free beyond the download
    progress_interval: float = 0.1  # seconds between progress callbacks


class ProgressSink(Protocol):
    """What a transfer reports to (`models.hub.download` turns it into `DownloadProgress`)."""

    def begin_file(self, f: RemoteFile, already: int) -> None: ...

    def add(self, n: int) -> None: ...

    def retrying(self, attempt: int, attempts: int, problem: str) -> None: ...

    def end_file(self) -> None: ...


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
    """A transient failure: back off and resume from the bytes on disk. `status` is the HTTP status
    when the server answered with an error."""

    def __init__(self, problem: str, status: int | None = None) -> None:
        super().__init__(problem)
        self.status = status


class _Discard(Exception):
    """The file's bytes are unusable: delete its part (once closed) and raise `error`."""

    def __init__(self, error: ModelError) -> None:
        super().__init__(str(error))
        self.error = error


class _Limits:
    """How much one file may take in one run, from its announced size, so that no server can keep a
    download going forever (a size that disagrees with the bytes, a resend loop, a trickle, a stall).

    - bytes received: `max_fetch_factor` × size + 1 MiB (a resumed file with stale bytes needs up to
      2 × size legitimately: the rest, then one clean retry from byte 0);
    - attempts (GETs): `max_retries` + 1 + one per MiB of the file, since a GET that brings at least
      `_PROGRESS_FLOOR` bytes resets the failure count;
    - time without a byte, back-off waits included: `max_idle`. The GET under way when it runs out
      may add one stall (or connect) timeout: with the defaults a server that sends nothing fails
      after about 110 s, reporting each retry (before these limits: 7.6 silent minutes).
    """

    def __init__(self, f: RemoteFile, opt: DownloadOptions) -> None:
        self.max_bytes = int(f.size * opt.max_fetch_factor) + MiB
        self.max_attempts = opt.max_retries + 1 + f.size // MiB
        self.fetched = 0
        self.attempts = 0
        self.last_byte = time.monotonic()

    def received(self, n: int) -> bool:
        """Count `n` bytes; False once the file has taken more than its share."""
        self.fetched += n
        self.last_byte = time.monotonic()
        return self.fetched <= self.max_bytes

    def idle(self) -> float:
        return time.monotonic() - self.last_byte


def _describe(exc: httpx2.TransportError, stall_timeout: float) -> str:
    """A transport failure in words (shown while retrying and in the final message)."""
    if isinstance(exc, httpx2.ReadTimeout):
        return f"no data for {stall_timeout:g} s"
    if isinstance(exc, httpx2.ConnectTimeout | httpx2.ConnectError):
        return "cannot connect to the server"
    if isinstance(exc, httpx2.RemoteProtocolError):
        return "the server closed the connection mid-file"
    return f"the connection broke ({type(exc).__name__})"


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
        except _Discard as bad:  # the part is closed by now (Windows cannot delete an open file)
            part.unlink(missing_ok=True)
            self.meter.add(-hasher.count)
            raise bad.error from bad.__cause__
        finally:
            hasher.close()
        target = safe_relative(self.staging / "model", self.variant.local_path(f))
        target.parent.mkdir(parents=True, exist_ok=True)
        part.touch()  # an empty file never got a part
        part.replace(target)
        self.meter.end_file()

    def _fetch_verified(self, f: RemoteFile, url: str, part: Path, hasher: Hasher) -> None:
        """Fetch until `part` holds the whole file and its hash matches, retrying with back-off
        within the file's `_Limits`."""
        limits = _Limits(f, self.opt)
        failures = 0
        pieces = 0 if hasher.count == 0 else 1
        retried_whole = False
        while True:
            self._stop_check()
            if hasher.count < f.size:
                before = hasher.count
                try:
                    pieces += 1
                    limits.attempts += 1
                    self._get(url, f, part, hasher, limits)
                except _Retry as exc:
                    progressed = hasher.count - before >= min(_PROGRESS_FLOOR, f.size - before)
                    failures = 0 if progressed else failures + 1
                    self._back_off(f, hasher, limits, failures, exc)
                    continue
            if hasher.matches():
                break
            part.unlink(missing_ok=True)
            self.meter.add(-hasher.count)
            if not retried_whole:  # stale bytes of a resumed file, or a bad arrival: one clean try
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

    def _back_off(self, f: RemoteFile, hasher: Hasher, limits: _Limits, failures: int, exc: _Retry) -> None:
        """Report the retry and wait before it; raise ModelError instead once a limit is reached."""
        idle = limits.idle()
        if failures > self.opt.max_retries or idle >= self.opt.max_idle or limits.attempts >= limits.max_attempts:
            raise self._gave_up(f, hasher, limits, failures, exc) from exc
        delay = min(self.opt.backoff_max, self.opt.backoff_base * 2 ** max(failures - 1, 0), self.opt.max_idle - idle)
        self.meter.retrying(failures + 1, self.opt.max_retries + 1, str(exc))
        log.info("retrying %s in %.1fs: %s", f.path, delay, exc)
        if self.control.wait(delay):
            self._stop_check()

    def _gave_up(self, f: RemoteFile, hasher: Hasher, limits: _Limits, failures: int, exc: _Retry) -> ModelError:
        kept = "Progress is kept"
        if exc.status is not None:
            return ModelError(
                "hub_error",
                f"The hub answered HTTP {exc.status} to {failures} requests in a row for {f.path}; it may be "
                f"overloaded or down. {kept}; try again later.",
            )
        if failures > self.opt.max_retries:
            why = f"failed {failures} times in a row ({exc})"
        elif limits.attempts >= limits.max_attempts:
            why = (f"was cut short {limits.attempts} times ({gb(hasher.count)} of {gb(f.size)} so far; last: "
                   f"{exc})")
        else:
            why = f"got no data for {limits.idle():.0f} s over {limits.attempts} tries ({exc})"
        return ModelError("network", f"Downloading {f.path} {why}. {kept}; check your connection and resume "
                                     "the download.")

    def _oversize(self, f: RemoteFile, seen: int) -> _Discard:
        return _Discard(ModelError(
            "download_oversize",
            f"The hub sent more data for {f.path} than the {f.size} bytes it announced (at least {seen}). "
            "Hearth stopped to protect your disk and installed nothing; the repository may be tampered with.",
        ))

    def _size_mismatch(self, f: RemoteFile, served: int | None, offset: int) -> _Discard:
        has = f"{served:,} bytes" if served is not None else f"no more than the {offset:,} bytes received"
        return _Discard(ModelError(
            "download_size_mismatch",
            f"The hub's file list says {f.path} of {self.variant.repo_id} has {f.size:,} bytes, but its "
            f"server has {has}, so the file cannot be verified. Hearth stopped and installed nothing; the "
            "repository is inconsistent. Choose another model, or try again later.",
        ))

    def _runaway(self, f: RemoteFile, limits: _Limits) -> _Discard:
        return _Discard(ModelError(
            "download_runaway",
            f"Hearth received {gb(limits.fetched)} for {f.path}, more than {self.opt.max_fetch_factor:g} times "
            f"its announced size of {gb(f.size)}, without one complete copy, so it stopped. Nothing was "
            "installed; the hub or a proxy on the way keeps sending this file inconsistently. Try again later.",
        ))

    def _get(self, url: str, f: RemoteFile, part: Path, hasher: Hasher, limits: _Limits) -> None:
        """One ranged GET appending to `part` and feeding `hasher` (reset if the server resends all)."""
        headers = dict(self.headers)
        offset = hasher.count
        if offset:
            headers["Range"] = f"bytes={offset}-"
        try:
            with (get_session().stream("GET", url, headers=headers, timeout=self.timeout) as resp,
                  self.control.on_stop(_interrupter(resp))):
                if resp.status_code in _RETRY_STATUS:
                    raise _Retry(f"HTTP {resp.status_code}", resp.status_code)
                if resp.status_code == 416 and offset:  # a part never passes the announced size: the
                    raise self._size_mismatch(f, _range_total(resp), offset)  # server's file is shorter
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
                    raise self._oversize(f, length)
                if length is not None and length < f.size:
                    raise self._size_mismatch(f, length, offset)
                with part.open("ab" if offset else "wb") as fh:
                    for chunk in resp.iter_bytes():
                        if self.control.stop_reason is not None:
                            break
                        if hasher.count + len(chunk) > f.size:
                            raise self._oversize(f, hasher.count + len(chunk))
                        if not limits.received(len(chunk)):
                            raise self._runaway(f, limits)
                        fh.write(chunk)
                        hasher.update(chunk)
                        self.meter.add(len(chunk))
        except OfflineModeIsEnabled as exc:
            raise ModelError("hub_offline", "Hearth is in offline mode (HF_HUB_OFFLINE is set).") from exc
        except httpx2.TransportError as exc:
            raise _Retry(_describe(exc, self.opt.stall_timeout)) from exc
        self._stop_check()
        if hasher.count < f.size:  # the body ended, complete by its own framing, yet short
            raise _Retry("the connection closed early")


def _range_start(resp: httpx2.Response) -> int:
    if resp.status_code != 206:
        return 0
    content_range = resp.headers.get("Content-Range", "")
    try:
        return int(content_range.split()[1].split("-")[0])
    except (IndexError, ValueError):
        return -1


def _range_total(resp: httpx2.Response) -> int | None:
    """The full size a Content-Range header states (`bytes a-b/N` or `bytes */N`), if any."""
    total = resp.headers.get("Content-Range", "").rpartition("/")[2].strip()
    return int(total) if total.isdigit() else None


def _total_length(resp: httpx2.Response, start: int) -> int | None:
    """The full file size the response claims (Content-Range total, else start + Content-Length);
    None when it does not say, or gives the length of encoded bytes."""
    if resp.headers.get("Content-Encoding", "identity").lower() not in ("identity", ""):
        return None
    total = _range_total(resp)
    if total is not None:
        return total
    length = resp.headers.get("Content-Length")
    return start + int(length) if length and length.isdigit() else None
