"""Logging to a rotating file in the log folder, one file per process kind.

One named logger per area (`hearth.engine.host`, `hearth.store`, ...). Never a prompt, a reply or
a token at INFO level: conversations are private, logs get attached to bug reports. Still, the log
folder is 0700 and every log file, rotated ones included, 0600 (`models.private.private_dir`).
"""

from __future__ import annotations

import io
import logging
import logging.handlers
import os
import sys

from app.system.paths import resolve_paths
from models.private import PRIVATE_FILE, private_dir, private_file

FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"


def _private_opener(path: str, flags: int) -> int:
    return os.open(path, flags, PRIVATE_FILE)


class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A RotatingFileHandler whose files are created 0600: rotation renames the old file (keeping
    its mode) and opens a new one, which the stock handler would create 0644."""

    def handleError(self, record: logging.LogRecord) -> None:
        """A full or failing disk: say so once on stderr, not a "--- Logging error ---" block per line."""
        if not self._failed:
            self._failed = True
            sys.stderr.write(f"Hearth cannot write its log {self.baseFilename} (disk full or read-only?); "
                             "log lines are dropped until it can.\n")

    _failed = False  # every line is still tried: a disk with space again gets the log lines again

    def _open(self) -> io.TextIOWrapper:
        stream = open(self.baseFilename, self.mode, encoding=self.encoding, errors=self.errors,  # noqa: SIM115
                      opener=_private_opener)
        assert isinstance(stream, io.TextIOWrapper)  # a text mode ("a") always gives one
        return stream


def setup_logging(process: str, level: int = logging.INFO) -> logging.Handler:
    """Send the `hearth` loggers of this process to `<logs>/<process>.log` (1 MB × 3, rotating); when
    the log folder cannot be written, to stderr (see `logs_to_file`)."""
    folder = resolve_paths().logs
    try:
        private_dir(folder)
        path = private_file(folder / f"{process}.log")  # a file an older Hearth made 0644 is tightened
        handler: logging.Handler = PrivateRotatingFileHandler(path, maxBytes=1_000_000, backupCount=3,
                                                              encoding="utf-8")
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


def logs_to_file(handler: logging.Handler) -> bool:
    """Whether `setup_logging` got a file (else it already writes to stderr: no second stderr handler)."""
    return isinstance(handler, logging.FileHandler)
