"""The generation parameters, each defined once: name, label, kind, range, default, help.

Everything else derives from this table: the engine's `Sampling` (defaults and `problems()`), a
conversation's `GenerationSettings`, the chat settings panel's fields, the terminal chat's flags,
the provenance line and the local API's request schema. Adding a parameter means one row here
(and its use in the engine session).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

Kind = Literal["float", "int", "seed"]


@dataclass(frozen=True)
class Parameter:
    name: str
    label: str
    short: str  # in the provenance line under a reply
    kind: Kind
    default: float | int | None
    low: float
    high: float
    help: str
    example: str
    low_open: bool = False  # the low end itself is not allowed (top-p 0)

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    def range_text(self) -> str:
        if self.low_open:
            return f"greater than {_number(self.low)} and at most {_number(self.high)}"
        return f"between {_number(self.low)} and {_number(self.high)}"

    def problem(self, value: Any) -> str | None:
        """Why `value` cannot be used for this parameter, in words; None when it can."""
        if self.kind == "seed" and value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            return f"{self.label} must be a number."
        if self.kind in ("int", "seed") and not float(value).is_integer():
            return f"{self.label} must be a whole number."
        too_low = value <= self.low if self.low_open else value < self.low
        if too_low or value > self.high:
            if self.kind == "seed":
                return f"{self.label} must be a whole number {self.range_text()}, or blank for random."
            return f"{self.label} must be {self.range_text()}."
        return None


PARAMETERS: tuple[Parameter, ...] = (
    Parameter("temperature", "Temperature", "temp", "float", 0.7, 0.0, 5.0,
              "How adventurous the wording is: 0 always picks the most likely next word (greedy), 1 and above "
              "is more varied.", "0.7"),
    Parameter("top_p", "Top-p", "top-p", "float", 0.9, 0.0, 1.0,
              "Only consider the most likely words that together make up this share of the probability (0–1].",
              "0.9", low_open=True),
    Parameter("top_k", "Top-k", "top-k", "int", 40, 0, 1000,
              "Only consider this many of the most likely words; 0 turns the limit off.", "40"),
    Parameter("max_new_tokens", "Max new tokens", "max", "int", 512, 1, 131072,
              "The longest reply, in tokens (a token is about three quarters of a word).", "512"),
    # Default 1.1, measured with the demo model by bench/repetition.py: 4 prompts ("Tell me a joke."
    # among them), 160 new tokens, greedy once and sampled (0.7/0.9/40) under 10 seeds each. Mean
    # distinct-3 (unique word trigrams ÷ all) and the share of replies that loop (a 4-word run 3+ times):
    #   penalty   greedy d3 / looped   sampled d3 / looped
    #   1.00      0.606 / 50 %         0.564 / 80 %
    #   1.05      0.580 / 75 %         0.921 / 25 %
    #   1.10      0.964 /  0 %         0.988 / 2.5 %
    #   1.15      1.000 /  0 %         1.000 /  0 %
    #   1.20      0.998 /  0 %         1.000 /  0 %
    # 1.1 is the lowest value that stops the loops; above it the penalty also punishes repeats a reply
    # needs (names, code identifiers: ORT GenAI applies it to every earlier token, the prompt's too).
    Parameter("repetition_penalty", "Repetition penalty", "rep", "float", 1.1, 0.5, 2.0,
              "Above 1 discourages repeating the same words; 1 is off.", "1.1"),
    Parameter("seed", "Seed", "seed", "seed", None, 0, 2**31 - 1,
              "Leave blank for a new random seed every reply; a number makes replies repeatable.", "42"),
)
BY_NAME: dict[str, Parameter] = {p.name: p for p in PARAMETERS}
DEFAULTS: dict[str, Any] = {p.name: p.default for p in PARAMETERS}


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def problems(values: Mapping[str, Any]) -> list[str]:
    """Human-readable reasons why these values cannot be used (empty when fine), in table order."""
    return [problem for p in PARAMETERS if p.name in values and (problem := p.problem(values[p.name]))]
