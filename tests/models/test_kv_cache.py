"""What a model's KV cache holds, read from its graph, and what the fit check and the KV budget count for it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from onnx import TensorProto, helper, save

from app.engine.host.kv_budget import kv_token_bytes
from models.fit import KvShape, estimate_memory, gb
from models.kv_cache import kv_cache_bits, kv_value_bits
from models.onnx_graph import read_graph_io

GiB = 1024**3


def write_model(folder: Path, cache_type: int, layers: int = 2, kv_heads: int = 3, head: int = 64) -> Path:
    """A model folder whose graph's cache inputs have `cache_type` (nothing in it runs)."""
    folder.mkdir(parents=True, exist_ok=True)
    inputs = [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch_size", "sequence_length"])]
    outputs = [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch_size", "sequence_length", 16])]
    for i in range(layers):
        for kind in ("key", "value"):
            inputs.append(helper.make_tensor_value_info(f"past_key_values.{i}.{kind}", cache_type,
                                                        ["batch_size", kv_heads, "past", "kv_cache_dim"]))
    save(helper.make_model(helper.make_graph([], "g", inputs, outputs)), str(folder / "model.onnx"))
    decoder = {"filename": "model.onnx", "num_hidden_layers": layers, "num_key_value_heads": kv_heads,
               "head_size": head, "num_attention_heads": 9, "hidden_size": 576,
               "inputs": {"past_key_names": "past_key_values.%d.key"}}
    (folder / "genai_config.json").write_text(json.dumps({"model": {"decoder": decoder}}), encoding="utf-8")
    return folder


@pytest.mark.parametrize(("cache_type", "bits"), [(TensorProto.FLOAT, 32), (TensorProto.FLOAT16, 16),
                                                  (TensorProto.INT8, 8), (TensorProto.UINT8, 4)])
def test_the_cache_type_comes_from_the_graph(tmp_path: Path, cache_type: int, bits: int) -> None:
    folder = write_model(tmp_path / "m", cache_type)
    assert read_graph_io(folder / "model.onnx").input_types["past_key_values.0.key"] == cache_type
    assert kv_cache_bits(folder) == kv_value_bits(folder) == bits
    # the host's budget: layers x KV heads x head size x (keys, values) x the cache's own bytes
    assert kv_token_bytes(folder) == 2 * 3 * 64 * 2 * bits // 8


def test_a_model_that_does_not_say_counts_as_float32(tmp_path: Path) -> None:
    folder = write_model(tmp_path / "m", TensorProto.INT8)
    (folder / "model.onnx").write_bytes(b"not onnx")
    assert kv_cache_bits(folder) is None and kv_value_bits(folder) == 32
    assert kv_token_bytes(folder) == 2 * 3 * 64 * 2 * 4
    assert kv_cache_bits(tmp_path / "missing") is None


def test_the_fit_check_counts_an_int8_cache_at_a_quarter_and_says_so() -> None:
    shape = KvShape(32, 32, 96)
    float32 = estimate_memory(2 * GiB, shape, 4096, "cpu")
    int8 = estimate_memory(2 * GiB, KvShape(32, 32, 96, bits=8), 4096, "cpu")
    assert float32.kv_cache == 3 * GiB and int8.kv_cache == float32.kv_cache // 4
    assert estimate_memory(2 * GiB, KvShape(32, 32, 96, bits=4), 4096, "cpu").kv_cache == float32.kv_cache // 8
    from models.fit import FitReport

    assert f"cache for 4,096 tokens (int8) {gb(int8.kv_cache)}" in FitReport("fits", int8, 16 * GiB, "free RAM").tooltip
    assert "(int8)" not in FitReport("fits", float32, 16 * GiB, "free RAM").tooltip


@pytest.mark.slow
def test_a_float16_cache_from_the_graph_change_is_counted_at_half(demo_model: Path, tmp_path: Path) -> None:
    import onnx

    from models.kv_cache import demo_kv_variant

    assert kv_cache_bits(demo_model) == 32 and kv_token_bytes(demo_model) == 30 * 3 * 64 * 2 * 4
    half = demo_kv_variant(demo_model, "fp16", tmp_path)  # a graph change only: the weights are linked
    assert kv_cache_bits(half) == 16 and kv_token_bytes(half) == 30 * 3 * 64 * 2 * 2
    assert (half / "model.onnx.data").stat().st_ino == (demo_model / "model.onnx.data").stat().st_ino
    graph = onnx.load(str(half / "model.onnx"), load_external_data=False).graph
    attention = [n for n in graph.node if n.op_type == "GroupQueryAttention"]
    assert len(attention) == 30 and all(n.output[0].endswith("/half") for n in attention)
