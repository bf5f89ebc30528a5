"""The CUDA flavour and the plugin providers, installed on demand into Hearth's own folder.

`activate()` puts that folder first on `sys.path` (the engine host, `doctor` and `bench/devices.py` call
it before anything imports onnxruntime), so an installed `onnxruntime-genai-cuda` and `onnxruntime-gpu`
shadow the CPU wheels of the environment, and installed plugins can be imported.
"""

from __future__ import annotations

import sys
from pathlib import Path

from app.paths import Paths, resolve_paths


def accel_site(paths: Paths | None = None) -> Path | None:
    """Hearth's accelerator folder when something is installed there, else None."""
    site = (paths or resolve_paths()).accel_site
    try:
        return site if site.is_dir() and any(site.iterdir()) else None
    except OSError:
        return None


def activate(paths: Paths | None = None) -> Path | None:
    """Put Hearth's accelerator folder first on `sys.path` when something is installed there; returns it."""
    site = accel_site(paths)
    if site is None:
        return None
    if str(site) not in sys.path:
        sys.path.insert(0, str(site))
    return site
