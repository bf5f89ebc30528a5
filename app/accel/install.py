"""The CUDA flavour and the plugin providers, installed on demand into Hearth's own folder.

`activate()` puts that folder first on `sys.path` (the engine host, `doctor` and `bench/devices.py` call
it before anything imports onnxruntime), so an installed `onnxruntime-genai-cuda` and `onnxruntime-gpu`
shadow the CPU wheels of the environment, and installed plugins can be imported.
"""

from __future__ import annotations

import sys
from pathlib import Path

from app.paths import Paths, resolve_paths


def activate(paths: Paths | None = None) -> Path | None:
    """Put Hearth's accelerator folder first on `sys.path` when something is installed there; returns it."""
    site = (paths or resolve_paths()).accel_site
    try:
        if not site.is_dir() or not any(site.iterdir()):
            return None
    except OSError:
        return None
    if str(site) not in sys.path:
        sys.path.insert(0, str(site))
    return site
