"""A small JSON file of the person's own (`mcp_servers.json`, `tool_approvals.json`) read so that nothing in
it can stop Hearth: bounded in size, never blocking, and set aside when it cannot be used.

A FIFO in such a file's place made `open()` wait for a writer forever (the window hung at start, deaf to
SIGTERM, and every later launch met the single-instance lock); a file nested a hundred thousand deep raised
`RecursionError` out of `json.loads` and the window never opened. Here the file is opened without blocking
and read only when it is a regular file of at most `MAX_BYTES`; what cannot be used is renamed beside
itself (`<name>.unreadable-<time>`: kept for the person, out of the next start's way) and the caller gets a
sentence saying so, to show once.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger("hearth.files")
MAX_BYTES = 1024**2  # these files hold a few servers or names: a megabyte is far beyond any real one


@dataclass(frozen=True)
class JsonRead:
    value: Any = None  # None when the file is missing or could not be used
    problem: str = ""  # what the person is told ("" when all is well)


def read_json(path: Path, what: str, max_bytes: int = MAX_BYTES) -> JsonRead:
    """The file's JSON value; a missing file is `JsonRead()`, one that cannot be used is set aside with a
    `problem` that names `what` it held ("The list of tool servers")."""
    try:
        return JsonRead(json.loads(_read(path, max_bytes)))
    except FileNotFoundError:
        return JsonRead()
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        reason = "it nests too deeply" if isinstance(exc, RecursionError) else \
            (exc.strerror or str(exc)) if isinstance(exc, OSError) else str(exc)
    aside = set_aside(path)
    where = f"it was set aside as {aside.name}" if aside is not None else f"the file is {path}"
    problem = f"{what} could not be read ({reason[:200]}); Hearth goes on without it ({where})."
    log.warning("%s", problem)
    return JsonRead(None, problem)


def _read(path: Path, max_bytes: int) -> str:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)  # a FIFO opens at once without a writer, and is refused below
    with os.fdopen(fd, "rb") as file:
        info = os.fstat(file.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise ValueError("it is not a regular file")
        if info.st_size > max_bytes:
            raise ValueError(f"it is larger than {max_bytes // 1024} kB")
        data = file.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise ValueError(f"it is larger than {max_bytes // 1024} kB")
    return data.decode("utf-8")


def set_aside(path: Path) -> Path | None:
    """Rename `path` beside itself so the next start does not meet it again; None when it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        target = path.with_name(f"{path.name}.unreadable-{stamp}{f'-{n}' if n else ''}")
        if target.exists() or target.is_symlink():
            continue
        try:
            os.replace(path, target)
        except OSError as exc:
            log.warning("%s could not be set aside: %s", path, exc)
            return None
        return target
    return None
