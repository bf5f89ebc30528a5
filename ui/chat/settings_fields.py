"""The fields of a chat's generation settings: what each is, how it is shown, how typing is read.

Why apart from the panel: reading what a person typed ("0,7", "1e-1", "", "abc") and saying why it
can't be used is plain logic, tested without widgets; the panel only lays the fields out.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from app.chat.generation import GenerationSettings
from app.chat.parameters import PARAMETERS
from app.qt.i18n import translate


@dataclass(frozen=True)
class Field:
    name: str
    label: str
    kind: str  # "float", "int" or "seed"
    example: str
    tooltip: str

    @property
    def text(self) -> str:
        """The label in the window's language (the parameters mark theirs: app/chat/parameters.py)."""
        return translate("Parameters", self.label)

    @property
    def tip(self) -> str:
        return translate("Parameters", self.tooltip)


FIELDS = tuple(Field(p.name, p.label, p.kind, p.example, p.help) for p in PARAMETERS)


# -- parsing -------------------------------------------------------------------------------------

def format_value(value: Any) -> str:
    """Floats keep a decimal point ("1.0", not "1") so a person sees the field takes fractions."""
    if value is None:
        return ""
    if isinstance(value, float):
        text = f"{value:g}"
        return text if any(c in text for c in ".en") else text + ".0"
    return str(value)


def parse_field(field: Field, text: str) -> tuple[Any, str | None]:
    """The value typed into `field`, or None and the reason it cannot be used."""
    text = text.strip()
    if field.kind == "seed" and not text:
        return None, None
    value: Any
    try:
        if field.kind == "float":
            value = float(text.replace(",", "."))
            if not math.isfinite(value):
                raise ValueError(text)
        else:
            value = int(text)
    except ValueError:
        if field.kind == "float":
            return None, translate("SettingsFields", "Enter a number, for example {0}.").format(field.example)
        if field.kind == "int":
            return None, translate("SettingsFields", "Enter a whole number, for example {0}.").format(field.example)
        return None, translate("SettingsFields", "Enter a whole number, or leave it blank for a random seed.")
    # Defaults are valid, so the problems of "defaults with this one value" are this field's alone.
    problems = replace(GenerationSettings(), **{field.name: value}).problems()
    return (None, problems[0]) if problems else (value, None)


def differences(settings: GenerationSettings, defaults: GenerationSettings) -> list[str]:
    """The labels of the values where `settings` differ from `defaults` (the system prompt included)."""
    labels = [f.text for f in FIELDS if getattr(settings, f.name) != getattr(defaults, f.name)]
    if settings.system_prompt != defaults.system_prompt:
        labels.append(translate("SettingsPanel", "System prompt"))
    return labels
