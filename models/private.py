"""Folders and files only their user can open: what conversations, logs and models are kept in.

Every folder Hearth keeps private data in is made with `private_dir` (0700) and every file with
`private_file` (0600), on POSIX; Windows gives a profile's folders to its user already. One
mechanism, no umask: a process-wide umask would also change the files of the libraries and dialogs
that share the process. Folders and files made by an older Hearth (0755/0644) are tightened when
they are next opened. Here in `models/` (the lowest layer) because model folders use it too.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600

log = logging.getLogger("hearth.private")


def _tighten(path: Path, mode: int) -> None:
    """Take away every permission bit outside `mode`, adding none (a folder the person made
    read-only stays read-only). A folder Hearth does not own or a read-only disk is logged, not
    raised: privacy is best effort there, and must not stop Hearth."""
    if os.name != "posix":
        return
    try:
        current = path.stat().st_mode & 0o777
        if current & ~mode:
            os.chmod(path, current & mode)
    except OSError as exc:
        log.warning("could not make %s private: %s", path, exc)


def private_dir(path: Path) -> Path:
    """Create `path` as a folder only its user can enter, or tighten it; returns it. Every missing
    parent it creates is private too (`mkdir(parents=True)` would make them 0755). Raises OSError when
    it cannot be created."""
    missing = []
    folder = path
    while not folder.exists() and folder.parent != folder:
        missing.append(folder)
        folder = folder.parent
    for created in reversed(missing):
        created.mkdir(mode=PRIVATE_DIR, exist_ok=True)
        _tighten(created, PRIVATE_DIR)
    _tighten(path, PRIVATE_DIR)
    return path


def private_tree(root: Path) -> None:
    """Make a whole folder private (folders 0700, files 0600): an installed model, whose files the
    downloader and the importers wrote with the default mode."""
    if os.name != "posix":
        return
    _tighten(root, PRIVATE_DIR)
    for folder, folders, files in os.walk(root):
        for name in folders:
            _tighten(Path(folder, name), PRIVATE_DIR)
        for name in files:
            _tighten(Path(folder, name), PRIVATE_FILE)


def private_file(path: Path) -> Path:
    """Make sure `path` exists and only its user can read it: a missing file is created empty with
    0600 from its first moment (so no one can open it in between), an existing one is tightened.
    Raises OSError when it cannot be created."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE))
    except FileExistsError:
        if path.is_file():
            _tighten(path, PRIVATE_FILE)
    return path
