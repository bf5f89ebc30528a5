"""Logging to a rotating file in the log folder, one file per process kind.

One named logger per area (`hearth.engine.host`, `hearth.store`, ...). Never a prompt, a reply or
a token at INFO level: conversations are private, logs get attached to bug reports.
"""

from __future__ import annotations

import logging
import logging.handlers

from app.paths import resolve_paths

FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"


def setup_logging(process: str, level: int = logging.INFO) -> logging.Handler:
    """Send the `hearth` loggers of this process to `<logs>/<process>.log` (1 MB × 3, rotating)."""
    folder = resolve_paths().logs
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            folder / f"{process}.log", maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError:
        handler = logging.StreamHandler()  # an unwritable log folder must not stop Hearth
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger("hearth")
    for old in root.handlers:
        old.close()
    root.handlers[:] = [handler]
    root.setLevel(level)
    root.propagate = False
    return handler
