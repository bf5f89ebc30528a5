"""What the hub fault tests share: fast options, a download that cannot hang, and the check that a
failed download left nothing installed or half-installed."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from app.system.paths import resolve_paths
from models.hub.download import Downloader, DownloadRequest, DownloadResult
from models.hub.download_control import DownloadControl
from models.hub.transfer import DownloadOptions
from models.installed import list_installed
from tests.models.fakehub import FakeHub
from tests.models.test_download import VARIANT

# Short limits keep each fault to about a second: a stalled GET ends after 0.3 s, a file without a byte
# for 1 s fails.
OPTIONS = DownloadOptions(stall_timeout=0.3, connect_timeout=2.0, max_retries=3, max_idle=1.0,
                          backoff_base=0.01, backoff_max=0.05, disk_margin=0, progress_interval=0.0)
DEADLINE = 15.0  # a download still running after this long is cancelled and the test fails


def downloader(hub: FakeHub, **options: Any) -> Downloader:
    merged = DownloadOptions(**{**OPTIONS.__dict__, **options})
    return Downloader(resolve_paths().models_dir, endpoint=hub.endpoint, options=merged)


def request(repo_id: str = "org/tiny", **kw: Any) -> DownloadRequest:
    return DownloadRequest(repo_id, VARIANT, **kw)


def download(d: Downloader, req: DownloadRequest, **kw: Any) -> DownloadResult:
    """`d.download`, cancelled after `DEADLINE` so that a download that never ends fails the test
    (as "cancelled") instead of hanging the suite."""
    control = DownloadControl()
    timer = threading.Timer(DEADLINE, control.cancel)
    timer.start()
    try:
        return d.download(req, control=control, **kw)
    finally:
        timer.cancel()
        timer.join()


def models_dir() -> Path:
    return resolve_paths().models_dir


def parts(d: Downloader, req: DownloadRequest) -> dict[str, int]:
    """The partial files the download kept, with their sizes."""
    folder = d.staging_dir(req) / "parts"
    sizes: dict[str, int] = {}
    for part in folder.iterdir() if folder.is_dir() else ():
        try:
            sizes[part.name] = part.stat().st_size
        except FileNotFoundError:  # completed (moved out) between the listing and its size: polled while it runs
            continue
    return sizes


def assert_nothing_installed() -> None:
    """No model counts as installed and no folder other than the staging area is in the models dir."""
    assert list_installed(resolve_paths().models_dir) == []
    root = models_dir()
    assert not root.exists() or [p.name for p in root.iterdir() if p.name != ".staging"] == []
