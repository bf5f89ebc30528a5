"""The copy of a Gemma 3 embedding graph whose `image_features` input takes any rank (`models.embedding_rank`):
only that input's shape goes, the graph still parses and runs with the 2-D empty features ORT GenAI feeds a
message without an image and with the 3-D features of the image turns; other models are left alone."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper

from models.embedding_rank import PREFIX, text_turn_overlay, without_input_shape

HIDDEN = 8


def embedding_graph(rank: int) -> onnx.ModelProto:
    """input_ids → a table lookup, plus the features flattened to [tokens, hidden] (what the real one scatters)."""
    dims = ["num_images", "image_length", HIDDEN] if rank == 3 else ["num_image_tokens", HIDDEN]
    table = helper.make_tensor("table", TensorProto.FLOAT, [16, HIDDEN], np.arange(16 * HIDDEN, dtype=np.float32))
    flat = helper.make_tensor("flat", TensorProto.INT64, [2], [-1, HIDDEN])
    graph = helper.make_graph(
        [helper.make_node("Gather", ["table", "input_ids"], ["inputs_embeds"]),
         helper.make_node("Reshape", ["image_features", "flat"], ["features_seen"])],
        "embedding",
        [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch_size", "sequence_length"]),
         helper.make_tensor_value_info("image_features", TensorProto.FLOAT, dims)],
        [helper.make_tensor_value_info("inputs_embeds", TensorProto.FLOAT, ["batch_size", "sequence_length", HIDDEN]),
         helper.make_tensor_value_info("features_seen", TensorProto.FLOAT, ["tokens", HIDDEN])],
        initializer=[table, flat])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def model_folder(tmp_path: Path, rank: int = 3, model_type: str = "gemma3") -> Path:
    onnx.save(embedding_graph(rank), str(tmp_path / "gemma-3-embedding.onnx"))
    model = {"type": model_type, "decoder": {"filename": "gemma-3-text.onnx"},
             "embedding": {"filename": "gemma-3-embedding.onnx",
                           "inputs": {"input_ids": "input_ids", "image_features": "image_features"}},
             "vision": {"filename": "gemma-3-vision.onnx"}}
    (tmp_path / "genai_config.json").write_text(json.dumps({"model": model}), encoding="utf-8")
    return tmp_path


def test_only_the_inputs_shape_goes_and_the_graph_runs_with_either_rank() -> None:
    original = embedding_graph(3)
    edited = onnx.load_from_string(without_input_shape(original.SerializeToString(), "image_features"))
    features = next(i for i in edited.graph.input if i.name == "image_features")
    assert not features.type.tensor_type.HasField("shape") and features.type.tensor_type.elem_type == TensorProto.FLOAT
    ids = next(i for i in edited.graph.input if i.name == "input_ids")
    assert [d.dim_param for d in ids.type.tensor_type.shape.dim] == ["batch_size", "sequence_length"]  # untouched
    assert edited.graph.initializer == original.graph.initializer and edited.graph.node == original.graph.node
    session = ort.InferenceSession(edited.SerializeToString(), providers=["CPUExecutionProvider"])
    token_ids = np.array([[1, 2]], dtype=np.int64)
    for shape in ((0, HIDDEN), (2, 3, HIDDEN)):  # a message without an image; two images' features
        _, seen = session.run(None, {"input_ids": token_ids, "image_features": np.ones(shape, np.float32)})
        assert seen.shape == (int(np.prod(shape[:-1])), HIDDEN)


def test_a_gemma3_model_that_sees_gets_the_copy_once(tmp_path: Path) -> None:
    folder = model_folder(tmp_path)
    overlay = json.loads(text_turn_overlay(folder))
    fixed = folder / (PREFIX + "gemma-3-embedding.onnx")
    assert overlay == {"model": {"embedding": {"filename": fixed.name}}}
    written = fixed.stat().st_mtime_ns
    assert json.loads(text_turn_overlay(folder)) == overlay and fixed.stat().st_mtime_ns == written  # not rewritten
    graph = onnx.load(str(fixed))
    assert not next(i for i in graph.graph.input if i.name == "image_features").type.tensor_type.HasField("shape")


@pytest.mark.parametrize(("rank", "model_type"), [(2, "gemma3"), (3, "qwen2_5_vl")])
def test_other_models_are_left_alone(tmp_path: Path, rank: int, model_type: str) -> None:
    folder = model_folder(tmp_path, rank, model_type)
    assert text_turn_overlay(folder) == ""
    assert not (folder / (PREFIX + "gemma-3-embedding.onnx")).exists()


def test_a_folder_without_a_config_is_left_alone(tmp_path: Path) -> None:
    assert text_turn_overlay(tmp_path) == ""
