"""Generation settings of a conversation, and named presets of them.

Settings are kept per conversation (as a plain dict in the store) and turned into the engine's
`Sampling` for each turn. Presets live in one small JSON file in the data folder; a damaged file
costs the presets, never the app.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from app.engine.protocol import Sampling
from models.atomic import write_text_atomic

log = logging.getLogger("hearth.generation")


@dataclass(frozen=True)
class GenerationSettings:
    temperature: float = 0.7
    top_p: float = 0.9
    top_k: int = 40
    max_new_tokens: int = 512
    # 1.1, measured with the demo model by bench/repetition.py: 4 prompts ("Tell me a joke." among
    # them), 160 new tokens, greedy once and sampled (0.7/0.9/40) under 10 seeds each. Mean distinct-3
    # (unique word trigrams ÷ all) and the share of replies that loop (a 4-word run seen 3+ times):
    #   penalty   greedy d3 / looped   sampled d3 / looped
    #   1.00      0.606 / 50 %         0.564 / 80 %
    #   1.05      0.580 / 75 %         0.921 / 25 %
    #   1.10      0.964 /  0 %         0.988 / 2.5 %
    #   1.15      1.000 /  0 %         1.000 /  0 %
    #   1.20      0.998 /  0 %         1.000 /  0 %
    # 1.1 is the lowest value that stops the loops; above it the penalty also punishes repeats a reply
    # needs (names, code identifiers: ORT GenAI applies it to every earlier token, the prompt's too).
    repetition_penalty: float = 1.1
    seed: int | None = None  # None: a new random seed every turn
    system_prompt: str = ""

    def sampling(self) -> Sampling:
        return Sampling(self.temperature, self.top_p, self.top_k, self.max_new_tokens,
                        self.repetition_penalty, self.seed)

    def problems(self) -> list[str]:
        return self.sampling().problems()

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> GenerationSettings:
        """Build from stored data, keeping defaults for anything missing or of the wrong type."""
        if not isinstance(data, dict):
            return cls()
        values: dict[str, Any] = {}
        for f in fields(cls):
            value = data.get(f.name)
            if f.name == "seed":
                if value is None or (isinstance(value, int) and not isinstance(value, bool)):
                    values["seed"] = value
            elif f.name == "system_prompt":
                if isinstance(value, str):
                    values[f.name] = value
            elif f.name in ("top_k", "max_new_tokens"):
                if isinstance(value, int) and not isinstance(value, bool):
                    values[f.name] = value
            elif isinstance(value, int | float) and not isinstance(value, bool):
                values[f.name] = float(value)
        settings = replace(cls(), **values)
        return settings if not settings.problems() else cls()


BUILTIN_PRESETS: dict[str, GenerationSettings] = {
    "Balanced": GenerationSettings(),
    "Precise": GenerationSettings(temperature=0.0),
    "Creative": GenerationSettings(temperature=1.0, top_p=0.95, top_k=80),
}


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
        self._own[name] = settings
        self._write()

    def delete(self, name: str) -> None:
        if name in BUILTIN_PRESETS:
            raise ValueError(f"'{name}' is a built-in preset and cannot be deleted.")
        if self._own.pop(name, None) is not None:
            self._write()

    def _write(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(self.path, json.dumps({n: s.to_dict() for n, s in self._own.items()}, indent=2))
