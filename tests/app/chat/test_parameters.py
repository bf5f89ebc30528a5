"""Each generation parameter is defined once; everything that shows or checks one derives from it."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from dataclasses import asdict, fields, replace
from pathlib import Path

import pytest
from pydantic import ValidationError
from pytestqt.qtbot import QtBot

from app.api.schemas import ChatCompletionRequest
from app.chat.generation import GenerationSettings, PresetStore
from app.chat.parameters import BY_NAME, PARAMETERS, Parameter, Sampling, openai_values, search_options
from app.cli import chat
from ui.chat.settings_fields import FIELDS
from ui.chat.settings_panel import SettingsPanel

DEFAULTS = {q.name: q.default for q in PARAMETERS}


def test_the_engine_the_settings_the_panel_and_the_cli_share_one_table() -> None:
    names = [param.name for param in PARAMETERS]
    assert [f.name for f in fields(Sampling)] == names
    assert asdict(Sampling()) == DEFAULTS
    not_sampling = ("system_prompt", "tools", "tool_choice", "memory", "incognito")  # a chat's other settings
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
    assert Sampling(seed=-5).problems() == [seed_problem]


def _other(param: Parameter) -> float | int:
    """A value for `param` that is allowed and is not its default."""
    value = param.high if param.default != param.high else param.low + (1 if param.kind != "float" else 0.5)
    return int(value) if param.kind != "float" else float(value)


@pytest.mark.parametrize("param", PARAMETERS, ids=lambda q: q.name)
def test_each_parameter_reaches_the_settings_file_the_panel_the_engine_and_the_api(
        param: Parameter, tmp_path: Path, qtbot: QtBot) -> None:
    """Every field of `Sampling` (the one list) arrives wherever parameters go; a new field that one of
    these places forgot fails here."""
    value = _other(param)
    changed = replace(GenerationSettings(), **{param.name: value})

    # the settings file: a preset written and read back by a new store
    PresetStore(tmp_path / "presets.json").save("mine", changed)
    assert getattr(PresetStore(tmp_path / "presets.json").get("mine"), param.name) == value
    assert getattr(changed.sampling(), param.name) == value

    # the panel: a field, and what is typed in it becomes the chat's settings
    panel = SettingsPanel(PresetStore(tmp_path / "other.json"))
    qtbot.addWidget(panel)
    panel.set_values(changed)
    assert panel.values() == changed
    assert param.name in panel.edits

    # the engine: the search options change with it (or, for the longest reply, the generator's length)
    sampled = replace(Sampling(), **{param.name: value})
    if param.option:
        assert search_options(sampled)[param.option] == value
    else:
        assert param.name == "max_new_tokens"  # the only parameter applied as the generator's length

    # the terminal chat: a flag
    parser = argparse.ArgumentParser()
    chat.add_arguments(parser)
    assert getattr(parser.parse_args([param.flag, str(value)]), param.name) == value

    # the API: a field of the chat request, bounded by the row; what a remote server is sent
    if param.openai:
        assert openai_values(sampled)[param.openai] == value
        assert param.openai in ChatCompletionRequest.model_fields
        request = {"messages": [{"role": "user", "content": "hi"}], param.openai: param.high + 1}
        if param.kind == "seed":  # any integer, as OpenAI takes it (folded into the engine's range)
            ChatCompletionRequest.model_validate(request)
        else:
            with pytest.raises(ValidationError):
                ChatCompletionRequest.model_validate(request)


_NEW_PARAMETER = '''
    min_p: float = parameter(
        "Min-p", "min-p", "float", 0.0, 0.0, 1.0, "Leave out words less likely than this share of the likeliest.",
        "0.05", option="min_p", sampled_only=True, api="min_p", api_default=0.0)
'''

_WITH_A_NEW_PARAMETER = r'''
import argparse, json, sys, tempfile, types
from dataclasses import replace
from pathlib import Path

root, extra = Path(sys.argv[1]), sys.argv[2]
path = root / "app" / "chat" / "parameters.py"
source = path.read_text(encoding="utf-8")
anchor = "\n    def problems(self) -> list[str]:"
assert anchor in source
module = types.ModuleType("app.chat.parameters")
module.__file__ = str(path)
sys.modules["app.chat.parameters"] = module  # the table, one field longer, before anything imports it
exec(compile(source.replace(anchor, extra + anchor, 1), str(path), "exec"), module.__dict__)
import app.chat
app.chat.parameters = module

from PySide6.QtWidgets import QApplication
from pydantic import ValidationError
from app.api.sampling import sampling_for
from app.api.schemas import ChatCompletionRequest
from app.chat.generation import GenerationSettings, PresetStore
from app.chat.parameters import PARAMETERS, Sampling, search_options
from app.chat.provenance import Provenance
from app.conversation.thread import Turn
from app.cli import chat
from ui.chat.settings_panel import SettingsPanel

reached = {}
settings = replace(GenerationSettings(), min_p=0.05)
with tempfile.TemporaryDirectory() as folder:
    PresetStore(Path(folder) / "presets.json").save("mine", settings)
    reached["settings file"] = PresetStore(Path(folder) / "presets.json").get("mine").min_p == 0.05
app = QApplication([])
panel = SettingsPanel(PresetStore(Path(tempfile.mkdtemp()) / "presets.json"))
panel.set_values(settings)
reached["panel"] = "min_p" in panel.edits and panel.values() == settings
parser = argparse.ArgumentParser()
chat.add_arguments(parser)
reached["terminal"] = parser.parse_args(["--min-p", "0.05"]).min_p == 0.05
reached["engine"] = search_options(settings.sampling())["min_p"] == 0.05
reached["provenance"] = Turn(1, None, [], settings).provenance(None).parameters.get("min_p") == 0.05

class Loaded:
    context_length = 2048
class Config:
    default_max_tokens = 64
class State:
    config = Config()
class Served:
    loaded = Loaded()
asked = {"messages": [{"role": "user", "content": "hi"}]}
taken = sampling_for(ChatCompletionRequest.model_validate({**asked, "min_p": 0.05}), None, State(), Served())
left_out = sampling_for(ChatCompletionRequest.model_validate(asked), None, State(), Served())
try:
    ChatCompletionRequest.model_validate({**asked, "min_p": 2})
    bounded = False
except ValidationError:
    bounded = True
reached["API"] = taken.min_p == 0.05 and left_out.min_p == 0.0 and bounded
print(json.dumps(reached))
'''


def test_a_parameter_added_to_the_table_reaches_every_place(tmp_path: Path) -> None:
    """One field more in `Sampling` (Min-p, as a person would add it), in a child process that reads the
    table with it before anything imports it: the settings file, the panel, the terminal, the engine's
    options, the provenance and the API's requests get it with nothing else changed."""
    root = Path(__file__).resolve().parents[3]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root), "HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", _WITH_A_NEW_PARAMETER, str(root), _NEW_PARAMETER],
                            capture_output=True, text=True, timeout=120, env=env, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    reached = json.loads(result.stdout.strip().splitlines()[-1])
    assert reached == dict.fromkeys(("settings file", "panel", "terminal", "engine", "provenance", "API"), True)
