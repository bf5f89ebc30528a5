"""Wheels for an accelerator: which ones (pip's resolver, dry run), and their bytes (ranged, resumable, verified).

Why pip for the plan: resolving the CUDA flavour means markers, platform tags and a dozen NVIDIA
packages; pip's resolver does that and has no library API, so it runs as a child process with
`install --dry-run --report` against the environment Hearth runs in (what is already there at a fitting
version is not planned again). Why our own download: pip cannot pause, resume a half-downloaded wheel
after a crash, or report progress to a window; a `.part` file grows with ranged GETs (the same way the
model downloads do, `models.hub.transfer`), and every wheel is checked against the sha256 the index announced
before anything is installed.
"""

from __future__ import annotations

import hashlib
import json
import logging
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

import httpx2

from app.accel import python
from models.hub.download_control import DownloadControl

log = logging.getLogger("hearth.accel")
PYPI = "https://pypi.org/simple"
CHUNK = 256 * 1024
USER_AGENT = "Hearth (accelerator download)"


class WheelError(Exception):
    """A plan or a download failed; `str()` says why, for people."""


@dataclass(frozen=True)
class Wheel:
    name: str
    version: str
    url: str
    sha256: str
    size: int

    @property
    def filename(self) -> str:
        return self.url.rsplit("/", 1)[-1].split("#", 1)[0]


def can_install() -> bool:
    """Whether this Hearth can install wheels: it needs pip, which a source install has and the bundles carry
    as a module (run as `Hearth --python -m pip`, `app.accel.python`)."""
    import importlib.util

    return importlib.util.find_spec("pip") is not None


def _pip(*args: str) -> list[str]:
    if not can_install():
        raise WheelError("This build of Hearth cannot install accelerators by itself (it carries no pip). "
                         "Install Hearth from source (packaging/dev/start.sh) to use this.")
    return python.command("-m", "pip", *args)


def resolve(requirements: Sequence[str], index_url: str = PYPI, timeout: float = 600, *,
            alone: bool = False) -> list[Wheel]:
    """The wheels `requirements` need here that the environment lacks, with their hashes and sizes.
    `alone`: exactly these, whatever is installed and without their dependencies (what a bundle lacks but
    carries the metadata of: ONNX Runtime's Python module, `app.accel.install`)."""
    with tempfile.TemporaryDirectory(prefix="hearth-plan-") as tmp:
        report = Path(tmp) / "report.json"
        command = _pip("install", "--dry-run", "--quiet", "--report", str(report), "--only-binary=:all:",
                       "--no-cache-dir", "--disable-pip-version-check", "--index-url", index_url,
                       *(("--no-deps", "--ignore-installed") if alone else ()), *requirements)
        try:
            subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=True)
        except subprocess.CalledProcessError as exc:
            lines = [line for line in (exc.stderr or "").splitlines() if line.strip()]
            raise WheelError(f"The package index has no build of {', '.join(requirements)} for this computer"
                             f" ({lines[-1].strip() if lines else 'pip failed'}).") from exc
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise WheelError(f"Could not plan the download ({exc}).") from exc
        planned = json.loads(report.read_text(encoding="utf-8")).get("install", [])
    wheels = []
    with httpx2.Client(follow_redirects=True, timeout=30, headers={"User-Agent": USER_AGENT}) as client:
        for item in planned:
            info = item["download_info"]
            digest = info.get("archive_info", {}).get("hashes", {}).get("sha256", "")
            if not digest:
                raise WheelError(f"The index announced no sha256 for {info['url']}: it cannot be verified.")
            size = int(client.head(info["url"]).headers.get("Content-Length", 0))
            wheels.append(Wheel(item["metadata"]["name"], item["metadata"]["version"], info["url"], digest, size))
    return wheels


def save_plan(path: Path, wheels: Sequence[Wheel]) -> None:
    path.write_text(json.dumps([asdict(w) for w in wheels]), encoding="utf-8")


def load_plan(path: Path) -> list[Wheel] | None:
    try:
        return [Wheel(**w) for w in json.loads(path.read_text(encoding="utf-8"))]
    except (OSError, ValueError, TypeError):
        return None


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1024 * 1024), b""):
            digest.update(block)
    return digest.hexdigest()


Progress = Callable[[int], None]  # bytes added (negative when a part is started over)


def fetch(wheel: Wheel, folder: Path, control: DownloadControl, progress: Progress, retries: int = 5) -> Path:
    """`folder/<wheel file>`, downloaded (resuming its `.part`) and verified; raises WheelError, or returns
    early with the part kept when `control` is paused or cancelled."""
    final = folder / wheel.filename
    if final.is_file():
        return final
    part = folder / (wheel.filename + ".part")
    failures = 0
    while control.stop_reason is None:
        have = part.stat().st_size if part.is_file() else 0
        if wheel.size and have >= wheel.size:
            break
        headers = {"User-Agent": USER_AGENT, **({"Range": f"bytes={have}-"} if have else {})}
        try:
            with httpx2.Client(follow_redirects=True, timeout=30) as client, \
                    client.stream("GET", wheel.url, headers=headers) as resp, control.on_stop(resp.close):
                if resp.status_code not in (200, 206):
                    raise WheelError(f"{wheel.filename}: the server answered HTTP {resp.status_code}.")
                if resp.status_code == 200 and have:  # no range support: start over
                    progress(-have)
                    have = 0
                with part.open("ab" if have else "wb") as fh:
                    for chunk in resp.iter_bytes(CHUNK):
                        if control.stop_reason is not None:
                            break
                        fh.write(chunk)
                        progress(len(chunk))
            if not wheel.size:
                break
        except (httpx2.TransportError, httpx2.StreamError) as exc:
            if control.stop_reason is not None:
                break
            failures += 1
            if failures > retries:
                raise WheelError(f"{wheel.filename}: the download keeps failing ({exc}).") from exc
            control.wait(min(2.0**failures, 30.0))
    if control.stop_reason is not None:
        return part
    digest = _sha256(part)
    if digest != wheel.sha256:
        part.unlink()
        progress(-(wheel.size or 0))
        raise WheelError(f"{wheel.filename} does not match the sha256 the index announced (got {digest[:12]}…); "
                         "it was deleted: try again.")
    part.replace(final)
    return final


def install(wheels: Sequence[Path], target: Path, timeout: float = 900) -> None:
    """pip installs the verified wheel files into `target`, offline and without resolving again."""
    command = _pip("install", "--quiet", "--no-index", "--no-deps", "--no-cache-dir", "--disable-pip-version-check",
                   "--target", str(target), *map(str, wheels))
    started = time.perf_counter()
    try:
        subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=True)
    except subprocess.CalledProcessError as exc:
        raise WheelError(f"Installing failed: {(exc.stderr or '').strip().splitlines()[-1:]}") from exc
    log.info("installed %d wheels into %s in %.1f s", len(wheels), target, time.perf_counter() - started)
