"""User settings: a small JSON file, validated field by field.

A garbage or half-written file never stops Hearth: unreadable values fall back to their defaults
and the problems are reported, so the window can tell the person what was reset.
Writes go through a temp file and an atomic rename.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from models.atomic import write_text_atomic

log = logging.getLogger("hearth.settings")


@dataclass
class Settings:
    # Execution providers to try, in order; empty means "the best this build supports".
    providers: list[str] = field(default_factory=list)
    # ONNX Runtime intra-op threads; 0 means "one per physical core" (the library default used 1 of 2).
    intra_op_threads: int = 0
    # Upper bound of the context a conversation may use (tokens); 0 means the model's own limit.
    context_limit: int = 0
    last_model: str = ""
    # Hugging Face endpoint (a mirror or proxy); empty means HF_ENDPOINT or huggingface.co.
    hf_endpoint: str = ""
    # One switch that turns off every network feature (search, downloads, token check); see app/offline.py.
    offline: bool = False
    # Where installed models live; empty means the default under the data folder.
    models_dir: str = ""
    # Execution providers that failed to load a model (model folder → providers), skipped when that
    # model loads again; "Try all devices again" empties it (see app/devices.py).
    failed_devices: dict[str, list[str]] = field(default_factory=dict)


def _valid(name: str, value: Any) -> bool:
    if name == "providers":
        return isinstance(value, list) and all(isinstance(v, str) and v for v in value)
    if name in ("intra_op_threads", "context_limit"):
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 1_000_000
    if name in ("last_model", "models_dir"):
        return isinstance(value, str)
    if name == "hf_endpoint":
        return isinstance(value, str) and (value == "" or value.startswith(("https://", "http://")))
    if name == "offline":
        return isinstance(value, bool)
    if name == "failed_devices":
        return isinstance(value, dict) and all(
            isinstance(k, str) and k and isinstance(v, list) and all(isinstance(d, str) and d for d in v)
            for k, v in value.items())
    return False


@dataclass(frozen=True)
class LoadResult:
    settings: Settings
    problems: tuple[str, ...]


def load_settings(path: Path) -> LoadResult:
    """Read settings; never raises for a bad file, returns what was reset instead."""
    defaults = Settings()
    if not path.exists():
        return LoadResult(defaults, ())
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        log.warning("settings file unreadable: %s", exc)
        return LoadResult(defaults, (f"The settings file could not be read ({exc}); defaults are used.",))
    if not isinstance(raw, dict):
        return LoadResult(defaults, ("The settings file is not a JSON object; defaults are used.",))
    values: dict[str, Any] = {}
    problems: list[str] = []
    for f in fields(Settings):
        if f.name not in raw:
            continue
        if _valid(f.name, raw[f.name]):
            values[f.name] = raw[f.name]
        else:
            problems.append(f"Setting '{f.name}' had an invalid value and was reset.")
    return LoadResult(Settings(**values), tuple(problems))


def save_settings(path: Path, settings: Settings) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, json.dumps(asdict(settings), indent=2))
