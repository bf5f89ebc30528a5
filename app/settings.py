"""User settings: a small JSON file, validated field by field.

A garbage or half-written file never stops Hearth, whatever its shape (nested thousands deep, huge,
a folder, numbers too long to convert): unreadable values fall back to their defaults, a warning
is logged, and the problems are reported so the window can tell the person what was reset.
`intra_op_threads` is bounded to this computer's cores: ONNX Runtime starts every thread it is
asked for (5000 stalled the machine; a million never loaded).
Writes go through a temp file and an atomic rename, into a private folder (0700, file 0600); a
failed write is a SettingsError that says where and why.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from app.chat.parameters import BY_NAME, Sampling
from app.i18n import LANGUAGES
from models.atomic import write_text_atomic
from models.private import private_dir

log = logging.getLogger("hearth.settings")
# Problems reach the person through the caller (a window notice, the CLI's "Warning:"); the warning is
# for the log file. Without a handler of its own, a process that logs nowhere (the CLI) would print it
# a second time through logging's last-resort handler.
log.addHandler(logging.NullHandler())
MAX_BYTES = 1024**2  # a settings file is a few hundred bytes


class SettingsError(OSError):
    """The settings could not be saved; `str()` says where and why, for the person. An OSError, so
    callers that guard the write with `except OSError` keep working."""


def thread_limit() -> int:
    """The most intra-op threads Hearth asks for: one per logical core of this computer."""
    return os.cpu_count() or 1


# A new chat's system prompt: small models often answer a question in German or Japanese in English. In English
# (models follow an instruction in English best, whatever language the question is in); Preferences → New
# chats changes it, and an empty one sends none.
DEFAULT_SYSTEM_PROMPT = "Answer in the language of the question."


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
    # One switch that turns off every network feature (search, downloads, token check); see app/system/offline.py.
    offline: bool = False
    # Where installed models live; empty means the default under the data folder.
    models_dir: str = ""
    # Execution providers that failed to load a model (model folder → providers), skipped when that
    # model loads again; "Try all devices again" empties it (see app/accel/devices.py).
    failed_devices: dict[str, list[str]] = field(default_factory=dict)
    # The device the person chose per model folder (an override of Hearth's choice, app.accel.choice).
    device_overrides: dict[str, str] = field(default_factory=dict)
    # Appearance: "system" follows the OS (Qt's colour scheme), else "light" or "dark".
    theme: str = "system"
    # Text size of the conversation and the message box, in points; 0 means the system's size.
    text_size: int = 0
    # A new chat starts from this preset, with this system prompt and this longest reply.
    default_preset: str = "Balanced"
    default_system_prompt: str = DEFAULT_SYSTEM_PROMPT
    default_max_tokens: int = Sampling.max_new_tokens  # the parameter's default (512)
    # Open the conversation that was open when Hearth last closed (`last_conversation`, 0: none).
    reopen_last: bool = True
    last_conversation: int = 0
    # Let the loaded model name a new conversation after its first reply (in the background, when idle).
    auto_titles: bool = True
    # Speculative decoding of greedy replies from the conversation's text: auto, on, off (app.engine.host.speculative).
    speculative: str = "auto"
    # Voice (ui/wiring/voice.py): read each new reply aloud while it streams; send what was dictated at once.
    read_aloud: bool = False
    dictation_sends: bool = False
    voice_input: str = ""  # the microphone's description; "" is the system's default input
    voice_output: str = ""  # the voice that reads aloud, by name; "" is the engine's default
    voice_rate: int = 0  # tenths from -10 (slowest) to 10 (fastest), QTextToSpeech's -1.0 to 1.0
    voice_volume: int = 100  # percent
    # The person's memories go into the prompts of every chat that has memory on (`app.conversation.memory`).
    memory: bool = True
    # The window's language (app.i18n.LANGUAGES, e.g. "de", "pt_BR"); empty follows the system's. Read at start.
    language: str = ""


THEMES = ("system", "light", "dark")
TEXT_SIZES = range(8, 33)  # points; 0 is the system's size
MAX_PROMPT_CHARS = 100_000
_MAX_NEW = BY_NAME["max_new_tokens"]
# Why a value is refused, for the person (`problem`); the names are the fields of `Settings`.
_REASONS = {
    "providers": "Devices must be a list of execution provider names.",
    "intra_op_threads": "Threads must be a whole number, 0 for one per core.",
    "context_limit": "The context limit must be a whole number of tokens between 0 (the model's own) and 1,000,000.",
    "last_model": "The last model must be a folder path.",
    "models_dir": "The models folder must be a folder path.",
    "hf_endpoint": "The mirror address must start with https:// (or http://).",
    "offline": "Offline mode is on or off.",
    "failed_devices": "Failed devices must map model folders to device names.",
    "device_overrides": "Device choices must map model folders to a device name.",
    "theme": "The theme is one of: follow the system, light, dark.",
    "text_size": f"The text size is between {TEXT_SIZES[0]} and {TEXT_SIZES[-1]} points (or the system's size).",
    "default_preset": "The preset for new chats must be named.",
    "default_system_prompt": f"The system prompt for new chats is at most {MAX_PROMPT_CHARS:,} characters.",
    "default_max_tokens": f"{_MAX_NEW.label} for new chats must be a whole number {_MAX_NEW.range_text()}.",
    "reopen_last": "Opening the last conversation is on or off.",
    "last_conversation": "The last conversation is a conversation number.",
    "auto_titles": "Titles written by the model are on or off.",
    "speculative": "Speculative decoding is auto, on or off.",
    "read_aloud": "Reading replies aloud is on or off.",
    "dictation_sends": "Sending dictated messages by themselves is on or off.",
    "voice_input": "The microphone is named by its description, or left empty for the system's default.",
    "voice_output": "The voice is named, or left empty for the system's default.",
    "voice_rate": "The speaking rate is a whole number from -10 (slowest) to 10 (fastest).",
    "voice_volume": "The volume is a whole number of percent, from 0 to 100.",
    "memory": "Memory is on or off.",
    "language": f"The language is one of {', '.join(LANGUAGES)}, or empty to follow the system.",
}


_WHOLE_RANGES = {"context_limit": range(1_000_001), "voice_rate": range(-10, 11), "voice_volume": range(101)}
# Settings that are one of a few words ("" for the language: the system's).
_CHOICES: dict[str, tuple[str, ...]] = {"theme": THEMES, "speculative": ("auto", "on", "off"),
                                        "language": ("", *LANGUAGES)}


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def problem(name: str, value: Any) -> str | None:
    """Why `value` cannot be the setting `name` (a sentence for people), or None when it can."""
    if name not in _REASONS:
        return f"There is no setting called '{name}'."
    return None if _valid(name, value) else _REASONS[name]


def _valid(name: str, value: Any) -> bool:
    if name == "providers":
        return isinstance(value, list) and all(isinstance(v, str) and v for v in value)
    if name == "intra_op_threads":
        return _whole(value) and value >= 0  # then capped to the cores
    if name in _WHOLE_RANGES:
        return _whole(value) and value in _WHOLE_RANGES[name]
    if name in ("last_model", "models_dir"):
        return isinstance(value, str)
    if name in ("voice_input", "voice_output"):
        return isinstance(value, str) and len(value) <= 500
    if name in _CHOICES:
        return value in _CHOICES[name]
    if name == "text_size":
        return _whole(value) and (value == 0 or value in TEXT_SIZES)
    if name == "default_preset":
        return isinstance(value, str) and bool(value.strip()) and len(value) <= 200
    if name == "default_system_prompt":
        return isinstance(value, str) and len(value) <= MAX_PROMPT_CHARS
    if name == "default_max_tokens":
        return _whole(value) and _MAX_NEW.problem(value) is None
    if name in ("reopen_last", "auto_titles", "read_aloud", "dictation_sends", "memory"):
        return isinstance(value, bool)
    if name == "last_conversation":
        return _whole(value) and value >= 0
    if name == "hf_endpoint":
        return isinstance(value, str) and (value == "" or value.startswith(("https://", "http://")))
    if name == "offline":
        return isinstance(value, bool)
    if name == "failed_devices":
        return isinstance(value, dict) and all(
            isinstance(k, str) and k and isinstance(v, list) and all(isinstance(d, str) and d for d in v)
            for k, v in value.items())
    if name == "device_overrides":
        return isinstance(value, dict) and all(isinstance(k, str) and k and isinstance(v, str) and v
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
        if not path.is_file():
            raise ValueError("it is not a file")
        if path.stat().st_size > MAX_BYTES:
            raise ValueError(f"it is larger than {MAX_BYTES // 1024} kB")
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        reason = "it nests too deeply" if isinstance(exc, RecursionError) else str(exc)
        return _reset(defaults, f"The settings file could not be read ({reason}); defaults are used. "
                                f"The file is {path}.")
    if not isinstance(raw, dict):
        return _reset(defaults, f"The settings file is not a JSON object; defaults are used. The file is {path}.")
    values: dict[str, Any] = {}
    problems: list[str] = []
    for f in fields(Settings):
        if f.name not in raw:
            continue
        if _valid(f.name, raw[f.name]):
            values[f.name] = raw[f.name]
        else:
            problems.append(f"Setting '{f.name}' had an invalid value and was reset.")
    threads = values.get("intra_op_threads", 0)
    if threads > thread_limit():
        values["intra_op_threads"] = thread_limit()
        problems.append(f"Setting 'intra_op_threads' was {threads}, more than this computer's {thread_limit()} "
                        f"cores; {thread_limit()} is used.")
    for problem in problems:
        log.warning("%s", problem)
    return LoadResult(Settings(**values), tuple(problems))


def _reset(defaults: Settings, problem: str) -> LoadResult:
    log.warning("%s", problem)
    return LoadResult(defaults, (problem,))


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically; SettingsError if the folder or the disk refuses."""
    try:
        private_dir(path.parent)
        write_text_atomic(path, json.dumps(asdict(settings), indent=2))
    except OSError as exc:
        raise SettingsError(f"Hearth could not save its settings to {path} ({exc.strerror or exc}). "
                            "Check that the folder is writable and the disk is not full; until then the change "
                            "lasts only until Hearth closes.") from exc
