"""The generation parameters, each defined once, and `Sampling`, the value they make.

A parameter is one field of `Sampling` with its row beside it (name, label, kind, range, default,
help, how ORT GenAI and an OpenAI-compatible server take it). Everything else derives from these
fields: a conversation's `GenerationSettings` (a `Sampling` with the chat's prompt and tools), the
settings file, the chat settings panel, the terminal chat's flags, the engine's search options and the
generator it reuses, a remote server's request, the provenance line, and the local API's request fields,
their bounds and what a request that leaves one out gets (`app.api.sampling`).
Adding a parameter means one field here; `tests/app/chat/test_parameters.py` follows every field to
each of those places. The label and the help are marked for the window's translation (app/i18n.py);
the terminal and the API keep them in English.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal

from app.i18n import QT_TRANSLATE_NOOP

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
    option: str = ""  # ORT GenAI's search option ("": applied otherwise, as the longest reply is)
    sampled_only: bool = False  # means nothing to a greedy reply (temperature 0), so not sent then
    openai: str = ""  # the name an OpenAI-compatible server takes it by ("": such a server has none)
    api: str = ""  # the request field Hearth's own API takes it by ("": none, the API sends `api_default`)
    api_default: float | int | None = None  # what a request that leaves it out gets (None: the table's default)

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


def parameter(label: str, short: str, kind: Kind, default: float | None, low: float, high: float, help: str,
              example: str, **more: Any) -> Any:
    """One `Sampling` field and its row (typed `Any`: a dataclass field stands where its default would)."""
    row = Parameter("", label, short, kind, default, low, high, help, example, **more)
    return field(default=default, metadata={"parameter": row})


@dataclass(frozen=True)
class Sampling:
    """Generation settings of one turn. temperature 0 means greedy; seed None means random."""

    temperature: float = parameter(
        QT_TRANSLATE_NOOP("Parameters", "Temperature"), "temp", "float", 0.7, 0.0, 5.0,
        QT_TRANSLATE_NOOP("Parameters", "How adventurous the wording is: 0 always picks the most likely next word "
                          "(greedy), 1 and above is more varied."),
        "0.7", option="temperature", sampled_only=True, openai="temperature", api="temperature",
        api_default=1.0)  # OpenAI's and Anthropic's default
    top_p: float = parameter(
        QT_TRANSLATE_NOOP("Parameters", "Top-p"), "top-p", "float", 0.9, 0.0, 1.0,
        QT_TRANSLATE_NOOP("Parameters", "Only consider the most likely words that together make up this share of the "
                          "probability (0–1]."),
        "0.9", low_open=True, option="top_p", sampled_only=True, openai="top_p", api="top_p", api_default=1.0)
    top_k: int = parameter(
        QT_TRANSLATE_NOOP("Parameters", "Top-k"), "top-k", "int", 40, 0, 1000,
        QT_TRANSLATE_NOOP("Parameters", "Only consider this many of the most likely words; 0 turns the limit off."),
        "40", option="top_k", sampled_only=True, api="top_k")  # not OpenAI's: llama.cpp's and vLLM's servers take it
    max_new_tokens: int = parameter(
        QT_TRANSLATE_NOOP("Parameters", "Max new tokens"), "max", "int", 512, 1, 131072,
        QT_TRANSLATE_NOOP("Parameters", "The longest reply, in tokens (a token is about three quarters of a word)."),
        "512", openai="max_tokens")
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
    repetition_penalty: float = parameter(
        QT_TRANSLATE_NOOP("Parameters", "Repetition penalty"), "rep", "float", 1.1, 0.5, 2.0,
        QT_TRANSLATE_NOOP("Parameters", "Above 1 discourages repeating the same words; 1 is off."),
        "1.1", option="repetition_penalty",
        api_default=1.0)  # off: OpenAI's API has none (its frequency and presence penalties are off by default)
    seed: int | None = parameter(
        QT_TRANSLATE_NOOP("Parameters", "Seed"), "seed", "seed", None, 0, 2**31 - 1,
        QT_TRANSLATE_NOOP("Parameters", "Leave blank for a new random seed every reply; a number makes replies "
                          "repeatable."),
        "42", option="random_seed", sampled_only=True, openai="seed", api="seed")

    def problems(self) -> list[str]:
        """Human-readable reasons why these values cannot be used (empty when fine)."""
        return problems(self.values())

    def values(self) -> dict[str, Any]:
        """The parameters' values by name (a subclass's other fields left out)."""
        return {p.name: getattr(self, p.name) for p in PARAMETERS}


PARAMETERS: tuple[Parameter, ...] = tuple(replace(f.metadata["parameter"], name=f.name) for f in fields(Sampling))
BY_NAME: dict[str, Parameter] = {p.name: p for p in PARAMETERS}


def search_options(sampling: Sampling) -> dict[str, Any]:
    """ORT GenAI's search options for these values (`max_length` is the engine's: prompt + reply)."""
    greedy = sampling.temperature == 0
    options: dict[str, Any] = {"do_sample": not greedy}
    for p in PARAMETERS:
        value = getattr(sampling, p.name)
        if p.option and value is not None and not (greedy and p.sampled_only):
            options[p.option] = value
    return options


def openai_values(sampling: Sampling) -> dict[str, Any]:
    """What an OpenAI-compatible server takes of these values, by its names (unset ones left out)."""
    return {p.openai: getattr(sampling, p.name) for p in PARAMETERS
            if p.openai and getattr(sampling, p.name) is not None}


def shaping(values: Mapping[str, Any]) -> list[tuple[Parameter, Any]]:
    """The parameters a reply made with `values` was shaped by, in table order: those it recorded, less
    the sampled ones when it was greedy (`search_options` does not send them then) but temperature 0."""
    greedy = values.get("temperature") == 0
    return [(p, values[p.name]) for p in PARAMETERS if p.name in values and values[p.name] is not None
            and not (greedy and p.sampled_only and p.name != "temperature")]


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def problems(values: Mapping[str, Any]) -> list[str]:
    """Human-readable reasons why these values cannot be used (empty when fine), in table order."""
    return [problem for p in PARAMETERS if p.name in values and (problem := p.problem(values[p.name]))]
