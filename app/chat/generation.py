"""Generation settings of a conversation, and named presets of them.

Settings are kept per conversation (as a plain dict in the store) and turned into the engine's
`Sampling` for each turn. Presets live in one small JSON file in the data folder; a damaged file
costs the presets, never the app.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from app.chat.parameters import PARAMETERS, Sampling
from models.atomic import write_text_atomic

log = logging.getLogger("hearth.generation")


@dataclass(frozen=True)
class GenerationSettings(Sampling):
    """A conversation's settings: the generation parameters (`Sampling`'s fields) and its prompt and tools."""

    system_prompt: str = ""
    tools: tuple[str, ...] = ()  # what the chat may call (`app.tools.toolbox` names); none by default
    tool_choice: str = "auto"  # "required": the first step of a reply must call a tool
    memory: bool = True  # the person's memories may go into this chat's prompt (`app.conversation.memory`)
    incognito: bool = False  # no memory read or written, deleted for good when left (`ui.wiring.incognito`)

    def sampling(self) -> Sampling:
        """The engine's value: the parameters alone (the prompt and tools travel apart)."""
        return Sampling(**self.values())

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> GenerationSettings:
        """Build from stored data, keeping defaults for anything missing or of the wrong type (all of them when a
        value is out of range)."""
        settings = replace(cls(), **cls.typed_values(data))
        return settings if not settings.problems() else cls()

    @staticmethod
    def typed_values(data: object) -> dict[str, Any]:
        """The fields of `data` (a stored dict) that have the right type, as the fields take them; a value may
        still be out of range (`problems`)."""
        values: dict[str, Any] = {}
        if not isinstance(data, dict):
            return values
        if isinstance(data.get("system_prompt"), str):
            values["system_prompt"] = data["system_prompt"]
        tools = data.get("tools")
        if isinstance(tools, list | tuple) and all(isinstance(t, str) for t in tools):
            values["tools"] = tuple(tools)
        if data.get("tool_choice") in ("auto", "required"):
            values["tool_choice"] = data["tool_choice"]
        for flag in ("memory", "incognito"):
            if isinstance(data.get(flag), bool):
                values[flag] = data[flag]
        for p in PARAMETERS:
            value = data.get(p.name)
            whole = isinstance(value, int) and not isinstance(value, bool)
            if (p.kind == "seed" and (value is None or whole)) or (p.kind == "int" and whole):
                values[p.name] = value
            elif p.kind == "float" and isinstance(value, int | float) and not isinstance(value, bool):
                values[p.name] = float(value)
        return values


BUILTIN_PRESETS: dict[str, GenerationSettings] = {
    "Balanced": GenerationSettings(),
    "Precise": GenerationSettings(temperature=0.0),
    "Creative": GenerationSettings(temperature=1.0, top_p=0.95, top_k=80),
}


def new_chat_defaults(preset: GenerationSettings | None, system_prompt: str, max_new_tokens: int) -> GenerationSettings:
    """What a new chat starts with (the preferences): a preset's values with this system prompt and
    this longest reply; the built-in defaults where the preset is gone or the values can't be used."""
    settings = replace(preset or GenerationSettings(), system_prompt=system_prompt, max_new_tokens=max_new_tokens)
    return settings if not settings.problems() else replace(GenerationSettings(), system_prompt=system_prompt)


class PresetStore:
    """Named presets: the built-in ones plus the person's own, saved in `path`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._own: dict[str, GenerationSettings] = self._read()

    def _read(self) -> dict[str, GenerationSettings]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            log.warning("presets file unreadable, ignoring it: %s", exc)
            return {}
        if not isinstance(raw, dict):
            return {}
        return {str(name): GenerationSettings.from_dict(value) for name, value in raw.items()}

    def names(self) -> list[str]:
        return [*BUILTIN_PRESETS, *sorted(n for n in self._own if n not in BUILTIN_PRESETS)]

    def get(self, name: str) -> GenerationSettings | None:
        return BUILTIN_PRESETS.get(name) or self._own.get(name)

    def is_builtin(self, name: str) -> bool:
        return name in BUILTIN_PRESETS

    def save(self, name: str, settings: GenerationSettings) -> None:
        name = name.strip()
        if not name:
            raise ValueError("A preset needs a name.")
        if name in BUILTIN_PRESETS:
            raise ValueError(f"'{name}' is a built-in preset; choose another name.")
        self._own[name] = replace(settings, incognito=False)  # a preset never makes its chats incognito
        self._write()

    def delete(self, name: str) -> None:
        if name in BUILTIN_PRESETS:
            raise ValueError(f"'{name}' is a built-in preset and cannot be deleted.")
        if self._own.pop(name, None) is not None:
            self._write()

    def _write(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(self.path, json.dumps({n: s.to_dict() for n, s in self._own.items()}, indent=2))
