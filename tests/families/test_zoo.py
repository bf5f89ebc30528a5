"""The families people download, as they download them: each zoo model (bench/zoo: the family's real
tokenizer, full template and architecture, random weights, in its hub repo's layout) goes through Hearth's
own import, validation and load, and Hearth reads from its files what the family's files say."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance
from app.engine.client import EngineClient
from app.tools.traits import read_traits
from bench.zoo import FAMILIES, zoo_repo
from models.importing import import_model
from models.reasoning_format import thinking_support
from models.validate import validate_model_folder
from tests.app.engine_turns import collect

pytestmark = pytest.mark.slow

# What ORT GenAI calls each architecture (genai_config's model type), and how each family thinks.
MODEL_TYPE = {"qwen3": "qwen3", "llama3.2": "llama", "gemma3": "gemma3_text", "deepseek-r1": "qwen2",
              "gpt-oss": "gptoss"}
THINKING = {"qwen3": ("think-tags", True, False), "llama3.2": ("", False, False), "gemma3": ("", False, False),
            "deepseek-r1": ("think-tags", False, True), "gpt-oss": ("harmony", False, False)}


def ids(value: int | list[int]) -> set[int]:
    return set(value) if isinstance(value, list) else {value}


@pytest.mark.parametrize("name", list(FAMILIES))
def test_the_repo_layout_is_the_hubs(name: str, zoo: Callable[[str], Path]) -> None:
    family = FAMILIES[name]
    folder = zoo(name)
    assert folder == zoo_repo(name) / family.variant  # the build sits in the variant folder the catalog names
    names = {p.name for p in folder.iterdir()}
    assert {"genai_config.json", "model.onnx", "model.onnx.data", "tokenizer.json", "tokenizer_config.json"} <= names
    # the template where the hub repo keeps it: gpt-oss ships chat_template.jinja, the others tokenizer_config's
    assert ("chat_template.jinja" in names) == family.template_file
    config = json.loads((folder / "genai_config.json").read_text(encoding="utf-8"))["model"]
    # stop ids: the generation config's, through the builder
    assert ids(config["eos_token_id"]) == ids(family.generation["eos_token_id"])
    assert config["context_length"] == family.published["max_position_embeddings"]


@pytest.mark.parametrize("name", list(FAMILIES))
def test_imported_and_loaded_as_a_person_would(name: str, zoo: Callable[[str], Path], tmp_path: Path) -> None:
    family = FAMILIES[name]
    installed = import_model(zoo(name), tmp_path / "models")
    summary = validate_model_folder(installed.path)
    assert (summary.model_type, summary.context_length) == (MODEL_TYPE[name],
                                                             family.published["max_position_embeddings"])
    support = thinking_support(installed.path)
    assert (support.style, support.switchable, support.opens) == THINKING[name]
    client = EngineClient()
    try:
        loaded = client.load(str(installed.path))
        assert (loaded.model_type, loaded.device) == (MODEL_TYPE[name], "cpu")
        assert loaded.context_length == family.published["max_position_embeddings"]
        # a streamed turn ends on the family's end of turn: random weights never pick it, so a grammar that is
        # complete after "Paris" makes llguidance force it, and the decode loop stops there
        ask = [ChatMessage("user", "The capital of France?")]
        text, _, done = collect(client.turn(ask, Sampling(temperature=0, max_new_tokens=20),
                                            guidance=Guidance("regex", "Paris")))
        opened = "<think>\n" if support.opens else ""  # DeepSeek-R1's prompt opened the thinking: the reply says so
        assert (text, done.finish_reason) == (f"{opened}Paris", "stop") and 1 < done.generated_tokens <= 4, done
    finally:
        client.close()


def test_tool_traits_come_from_each_familys_own_tokens(zoo: Callable[[str], Path]) -> None:
    qwen = read_traits(zoo("qwen3"))
    assert qwen.renders_tools and (qwen.open_text, qwen.open_token, qwen.close_token) == ("<tool_call>", 151657, 151658)
    llama = read_traits(zoo("llama3.2"))
    assert llama.renders_tools and (llama.open_text, llama.arguments_key) == ("", "parameters")
    assert not read_traits(zoo("gemma3")).renders_tools  # Gemma 3's template has no tools
