"""Where Hearth keeps its data, cache and logs.

`platformdirs` gives the per-OS folders; `HEARTH_HOME` puts everything under one folder instead
(tests and portable installs use it).

Conversations, logs and models are private: every folder Hearth keeps them in is made with
`private_dir` (0700) and every file with `private_file` (0600), on POSIX; Windows gives a profile's
folders to its user already. One mechanism, no umask: a process-wide umask would also change the
files of the libraries and dialogs that share the process. Folders and files made by an older
Hearth (0755/0644) are tightened when they are next opened.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "Hearth"
PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600

log = logging.getLogger("hearth.paths")


@dataclass(frozen=True)
class Paths:
    data: Path
    cache: Path
    logs: Path

    @property
    def settings_file(self) -> Path:
        return self.data / "settings.json"

    @property
    def models_dir(self) -> Path:
        return self.data / "models"

    @property
    def presets_file(self) -> Path:
        return self.data / "presets.json"

    @property
    def conversations_db(self) -> Path:
        return self.data / "conversations.sqlite3"

    @property
    def demo_model_root(self) -> Path:
        return self.cache / "demo-model"


def resolve_paths() -> Paths:
    home = os.environ.get("HEARTH_HOME")
    if home:
        root = Path(home).expanduser().resolve()
        return Paths(data=root / "data", cache=root / "cache", logs=root / "logs")
    return Paths(
        data=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        cache=Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)),
        logs=Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
    )


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
    """Create `path` (parents as needed) as a folder only its user can enter, or tighten it; returns it.
    Raises OSError when it cannot be created."""
    path.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    _tighten(path, PRIVATE_DIR)
    return path


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
