"""The demo model's build options: recorded in its manifest, an older build is rebuilt, the graph agrees."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from models import demo
from models.cache_build import describe
from models.demo import BUILD_OPTIONS, MANIFEST, RECIPE, ensure_demo_model, is_complete


def _fake_build(folder: Path, recipe: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "model.onnx").write_bytes(b"graph")
    (folder / MANIFEST).write_text(json.dumps({"recipe": recipe, "files": describe(folder, MANIFEST)}))


def test_the_chosen_options_are_in_the_recipe() -> None:
    assert BUILD_OPTIONS == ("block_size=32", "accuracy_level=4")
    assert all(option in RECIPE for option in BUILD_OPTIONS)


def test_a_build_with_older_options_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "demo"
    _fake_build(target, RECIPE.replace(" ".join(BUILD_OPTIONS), "block_size=128 accuracy_level=1"))
    assert not is_complete(target)
    built: list[tuple[str, ...]] = []

    def build(folder: Path, _progress: object, options: tuple[str, ...] = BUILD_OPTIONS) -> None:
        built.append(options)
        _fake_build(folder, RECIPE)

    monkeypatch.setattr(demo, "build_demo_model", build)
    messages: list[str] = []
    assert ensure_demo_model(target, messages.append) == target
    assert built == [BUILD_OPTIONS] and "rebuilding" in messages[0]
    assert is_complete(target)
    assert ensure_demo_model(target, pytest.fail) == target  # current: left alone


@pytest.mark.slow
def test_the_built_graph_has_the_recorded_options(demo_model: Path) -> None:
    import onnx

    graph = onnx.load(str(demo_model / "model.onnx"), load_external_data=False).graph
    levels, blocks = set(), set()
    for node in graph.node:
        if node.op_type == "MatMulNBits":
            attributes = {a.name: a.i for a in node.attribute}
            levels.add(attributes["accuracy_level"])
            blocks.add(attributes["block_size"])
    assert (levels, blocks) == ({4}, {32})
    past = [i for i in graph.input if i.name.startswith("past_key_values.")]  # the builder's float32 cache
    assert past and {i.type.tensor_type.elem_type for i in past} == {onnx.TensorProto.FLOAT}
    assert json.loads((demo_model / MANIFEST).read_text())["recipe"] == RECIPE


@pytest.mark.slow
def test_a_tokenizer_ort_genai_reads_back_wrong_is_refused(demo_model: Path, tmp_path: Path) -> None:
    """transformers 5.17's conversion of the GGUF's tokenizer (its decoders, as written on the GPU machine)."""
    from models.demo import check_tokenizer
    from models.errors import ModelError

    check_tokenizer(demo_model)  # the demo as built here reads back what it wrote
    copy = tmp_path / "demo"
    copy.mkdir()
    for item in demo_model.iterdir():
        (copy / item.name).symlink_to(item)
    tokenizer = json.loads((demo_model / "tokenizer.json").read_text(encoding="utf-8"))
    tokenizer["decoder"] = {"type": "Sequence", "decoders": [
        {"type": "ByteFallback"}, {"type": "Fuse"},
        {"type": "Replace", "pattern": {"String": "\u2581"}, "content": " "},
        {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True}]}
    (copy / "tokenizer.json").unlink()
    (copy / "tokenizer.json").write_text(json.dumps(tokenizer), encoding="utf-8")
    with pytest.raises(ModelError) as raised:
        check_tokenizer(copy)
    assert raised.value.code == "demo_tokenizer_broken" and "transformers 5.24 or newer" in str(raised.value)
