"""Where Hearth keeps its data, cache and logs.

`platformdirs` gives the per-OS folders; `HEARTH_HOME` puts everything under one folder instead
(tests and portable installs use it).

Conversations, logs and models are private: see `models.private` (`private_dir`, `private_file`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "Hearth"

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
    def documents_db(self) -> Path:
        """Documents (libraries, files, chunks, vectors, FTS5) beside the conversations: app.docs.db."""
        return self.data / "documents.sqlite3"

    @property
    def accel_dir(self) -> Path:
        """Where the CUDA flavour and the plugin providers are installed on demand, a folder each
        (app.accel.install)."""
        return self.data / "accel"

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


def make_private_roots(paths: Paths | None = None) -> None:
    """Create the data, cache and logs folders (and `HEARTH_HOME`) owner-only before any command
    writes into them: a first `docs add` or `remotes add` made `data/` with a plain mkdir (0755). A
    folder that cannot be made (a read-only home) is left for the command to report."""
    import contextlib

    from models.private import private_dir

    paths = paths or resolve_paths()
    for folder in (paths.data, paths.cache, paths.logs):
        with contextlib.suppress(OSError):
            private_dir(folder)


def demo_model_dir() -> Path:
    """The demo model's folder (`HEARTH_DEMO_DIR`, the frozen build's copy, or the user cache)."""
    from models.demo import demo_model_dir as locate

    return locate(resolve_paths().demo_model_root)


def speech_model_dir() -> Path:
    """The speech model's folder (`HEARTH_SPEECH_DIR`, the frozen build's copy, or the user cache)."""
    from models.speech_model import speech_model_dir as locate

    return locate(resolve_paths().cache / "speech-model")


def embed_model_dir() -> Path:
    """The documents' embedding model folder (`HEARTH_EMBED_DIR`, or the user cache)."""
    from models.embed_model import embed_model_dir as locate

    return locate(resolve_paths().cache / "embed-model")
