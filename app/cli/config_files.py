"""Writing a person's own configuration file (`main.py connect --write`) the way a careful editor does.

The file is the person's, often kept in a dotfiles repository and linked into place, sometimes holding
another provider's key. So:
- a symlink is written through, to its target (replacing the link with a plain file cut it from the
  repository);
- the file keeps its mode (a 0600 file became 0644), and a new file holding Hearth's key is 0600;
- a read-only file is refused, left as it is (its owner made it so);
- the file before is copied beside the name the person knows, under a name no earlier copy has (two
  writes in one second replaced the first copy, and with it the person's own values), with its mode;
- the new text is staged beside the target and renamed over it, so a crash leaves one or the other.

Root ignores permission bits, so "read-only" is the file's mode, not `os.access`.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

SECRET_MODE = 0o600


class ConfigFileError(ValueError):
    """The file cannot be read or written as asked; the message says why and what to do."""


def read_json_object(path: Path) -> dict[str, Any]:
    """The JSON object in `path` ({} when there is no file); raises ConfigFileError for anything else."""
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except RecursionError:
        raise ConfigFileError(f"{path} is nested too deeply to read; Hearth left it as it is.") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise ConfigFileError(f"{path} is not valid JSON ({exc}); Hearth left it as it is.") from None
    if not isinstance(data, dict):
        raise ConfigFileError(f"{path} does not hold a JSON object; Hearth left it as it is.")
    return data


def write_config(path: Path, text: str, secret: bool) -> Path | None:
    """Write `text` as the file at `path` (see the module doc); `secret`: the text holds a key. Returns the
    copy of the file before, or None when there was none. Raises ConfigFileError (nothing changed)."""
    target = Path(os.path.realpath(path))  # through every link; a dangling link's target is created
    before = target.stat() if target.exists() else None
    if before is not None and not stat.S_ISREG(before.st_mode):
        raise ConfigFileError(f"{path} is not a regular file; Hearth left it as it is.")
    if before is not None and not stat.S_IMODE(before.st_mode) & stat.S_IWUSR:
        raise ConfigFileError(f"{path} is read-only; Hearth left it as it is. Make it writable (chmod u+w) and "
                              "run this again, or add the settings yourself (run without --write to see them).")
    mode = stat.S_IMODE(before.st_mode) if before is not None else SECRET_MODE if secret else _default_mode()
    copy = _backup(path, target) if before is not None else None
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, staged = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".hearth-new")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fchmod(out.fileno(), mode)
            os.fsync(out.fileno())
        os.replace(staged, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(staged)
        raise
    return copy


def _backup(path: Path, target: Path) -> Path:
    """A copy of `target` beside `path` (the name the person knows) under a name no earlier copy has."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        copy = path.with_name(f"{path.name}.hearth-backup-{stamp}" + (f"-{n}" if n > 1 else ""))
        try:
            os.close(os.open(copy, os.O_WRONLY | os.O_CREAT | os.O_EXCL, SECRET_MODE))  # claimed: never overwritten
        except FileExistsError:
            continue
        shutil.copy2(target, copy)  # the contents and the mode
        return copy
    raise ConfigFileError(f"Too many backups of {path} this second; try again in a moment.")


def _default_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask
