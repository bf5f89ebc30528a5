"""Each generation parameter is defined once; everything that shows or checks one derives from it."""

from __future__ import annotations

import argparse
from dataclasses import asdict, fields

from app.chat.generation import GenerationSettings
from app.cli import chat
from app.engine import protocol as p
from app.engine.parameters import BY_NAME, DEFAULTS, PARAMETERS
from ui.chat.settings_fields import FIELDS


def test_the_engine_the_settings_the_panel_and_the_cli_share_one_table() -> None:
    names = [param.name for param in PARAMETERS]
    assert [f.name for f in fields(p.Sampling)] == names
    assert asdict(p.Sampling()) == DEFAULTS
    not_sampling = ("system_prompt", "tools", "tool_choice")  # a chat's other settings
    assert {k: v for k, v in asdict(GenerationSettings()).items() if k not in not_sampling} == DEFAULTS
    assert [(f.name, f.label, f.tooltip) for f in FIELDS] == [(q.name, q.label, q.help) for q in PARAMETERS]
    parser = argparse.ArgumentParser()
    chat.add_arguments(parser)
    parsed = vars(parser.parse_args([]))
    assert {name: parsed[name] for name in names} == DEFAULTS


def test_each_range_is_checked_at_both_ends_with_the_label() -> None:
    for param in PARAMETERS:
        assert param.problem(param.default) is None
        assert param.problem(param.high) is None
        over = param.high + 1
        problem = param.problem(over)
        assert problem is not None and problem.startswith(param.label)
        under = param.low if param.low_open else param.low - 1
        assert param.problem(under) is not None
    assert BY_NAME["top_k"].problem(2.5) == "Top-k must be a whole number."
    assert BY_NAME["temperature"].problem(float("nan")) == "Temperature must be a number."
    seed_problem = "Seed must be a whole number between 0 and 2147483647, or blank for random."
    assert p.Sampling(seed=-5).problems() == [seed_problem]
