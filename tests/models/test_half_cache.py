"""The float16 KV cache: the graph spliced without the `onnx` package exactly as the `onnx` package rewrites it,
chosen by the computer's RAM, made at load, counted by the fit check and the host's KV budget, and the demo
model chatting with it through the real engine host's session."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import onnx
import pytest
from onnx import TensorProto, helper

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine.host import loading
from app.engine.host.decode import TurnHooks
from app.engine.host.session import ChatSession, TurnSpec
from models import half_cache
from models.fit import KvShape, estimate_memory
from models.kv_cache import half_attention_graph, kv_cache_bits

MiB = 1024**2


def rewritten_by_onnx(model: onnx.ModelProto) -> onnx.ModelProto:
    """The same change made with the `onnx` package (the way it was first built and measured, bench/kv_cache.py)."""
    graph = model.graph
    half: dict[str, str] = {}
    added: list[onnx.NodeProto] = []

    def cast(name: str) -> str:
        if name not in half:
            half[name] = f"{name}/half"
            added.append(helper.make_node("Cast", [name], [half[name]], to=TensorProto.FLOAT16,
                                          name=f"{name}/CastHalf"))
        return half[name]

    nodes: list[onnx.NodeProto] = []
    for node in graph.node:
        if node.op_type == "GroupQueryAttention":
            for index in (0, 1, 2, 7, 8, 10, 11):  # the bench's variants cast the first five: no model there has more
                if index < len(node.input) and node.input[index]:
                    node.input[index] = cast(node.input[index])
            output = node.output[0]
            node.output[0] = f"{output}/half"
            nodes += [*added, node, helper.make_node("Cast", [node.output[0]], [output], to=TensorProto.FLOAT,
                                                     name=f"{output}/CastFloat")]
            added.clear()
        else:
            nodes.append(node)
    del graph.node[:]
    graph.node.extend(nodes)
    for value in [*graph.input, *graph.output]:
        if value.name.startswith(("past_key_values.", "present.")):
            value.type.tensor_type.elem_type = TensorProto.FLOAT16
    return model


@pytest.mark.slow
def test_the_splice_gives_what_the_onnx_package_gives_on_the_demo_graph(demo_model: Path) -> None:
    original = (demo_model / "model.onnx").read_bytes()
    spliced = onnx.load_from_string(half_attention_graph(original))
    assert spliced == rewritten_by_onnx(onnx.load_from_string(original))
    assert sum(n.op_type == "GroupQueryAttention" for n in spliced.graph.node) == 30


def builder_like(folder: Path, context: int, layers: int = 2, kv_heads: int = 2, head: int = 8) -> Path:
    """A model folder shaped as the builder writes one (a preallocated float32 cache, GroupQueryAttention)."""
    folder.mkdir(parents=True, exist_ok=True)
    inputs = [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "sequence"])]
    outputs = [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", "sequence", 16])]
    nodes = []
    for i in range(layers):
        past = [f"past_key_values.{i}.key", f"past_key_values.{i}.value"]
        inputs += [helper.make_tensor_value_info(n, TensorProto.FLOAT, ["batch", kv_heads, "past", head]) for n in past]
        outputs += [helper.make_tensor_value_info(f"present.{i}.{k}", TensorProto.FLOAT, ["batch", kv_heads, "t", head])
                    for k in ("key", "value")]
        nodes.append(helper.make_node("GroupQueryAttention", [f"q{i}", f"k{i}", f"v{i}", *past, "seqlens", "total",
                                                              "cos", "sin"],
                                      [f"attn{i}", f"present.{i}.key", f"present.{i}.value"], domain="com.microsoft"))
    onnx.save(helper.make_model(helper.make_graph(nodes, "g", inputs, outputs)), str(folder / "model.onnx"))
    (folder / "model.onnx.data").write_bytes(b"\0" * 4 * MiB)
    decoder = {"filename": "model.onnx", "num_hidden_layers": layers, "num_key_value_heads": kv_heads,
               "head_size": head}
    config = {"model": {"decoder": decoder, "context_length": context}, "search": {"past_present_share_buffer": True}}
    (folder / "genai_config.json").write_text(json.dumps(config), encoding="utf-8")
    return folder


def test_a_float16_cache_where_the_whole_context_takes_half_the_memory(tmp_path: Path) -> None:
    folder = builder_like(tmp_path / "m", context=65_536)  # 2 x 2 x 8 x 2 x 4 = 256 B a token: 16 MiB at float32
    needed = (folder / "model.onnx").stat().st_size + 4 * MiB + 16 * MiB
    assert half_cache.wanted(folder, 2 * needed - 1) and not half_cache.wanted(folder, 2 * needed + 1)
    assert not half_cache.wanted(folder, None)
    assert half_cache.bits_as_run(folder, MiB) == 16 and half_cache.bits_as_run(folder, 16 * 1024 * MiB) == 32
    overlay = json.loads(half_cache.overlay(folder, MiB))
    copy = folder / overlay["model"]["decoder"]["filename"]
    assert copy.name == "hearth-half-model.onnx" and kv_cache_bits(folder) == 32  # the installed graph as it was
    graph = onnx.load(str(copy)).graph
    assert {v.type.tensor_type.elem_type for v in [*graph.input, *graph.output] if "key" in v.name} == {
        TensorProto.FLOAT16}
    assert half_cache.wanted(folder, MiB)  # its own copy is not counted as weights, nor chosen again
    assert half_cache.overlay(folder, 16 * 1024 * MiB) == ""


def test_a_cache_that_is_not_the_builders_float32_one_is_left_alone(tmp_path: Path) -> None:
    unshared = builder_like(tmp_path / "unshared", context=65_536)
    config = json.loads((unshared / "genai_config.json").read_text(encoding="utf-8"))
    config["search"]["past_present_share_buffer"] = False  # a transformers.js export: attention of its own
    (unshared / "genai_config.json").write_text(json.dumps(config), encoding="utf-8")
    assert not half_cache.wanted(unshared, MiB) and half_cache.overlay(unshared, MiB) == ""
    half = builder_like(tmp_path / "half", context=65_536)
    (half / "model.onnx").write_bytes(half_attention_graph((half / "model.onnx").read_bytes()))
    assert kv_cache_bits(half) == 16 and not half_cache.wanted(half, MiB)


def test_the_fit_check_counts_a_float16_cache_at_half_and_says_why() -> None:
    from models.fit import FitReport

    float16 = estimate_memory(MiB, KvShape(2, 2, 8, bits=16), 4096, "cpu")
    assert float16.kv_cache == 4096 * 2 * 2 * 8 * 2 * 2
    tip = FitReport("fits", float16, 16 * 1024 * MiB, "free RAM").tooltip
    assert "(float16)" in tip and "Its cache is kept in float16" in tip


def _reply(session: ChatSession, prompt: str) -> tuple[str, int]:
    pieces: list[str] = []
    hooks = TurnHooks(lambda *_: None, lambda *_: None, pieces.append, lambda: False)
    sampling = Sampling(temperature=0, max_new_tokens=16, repetition_penalty=1.0)
    done = session.run_turn("t", TurnSpec([ChatMessage("user", prompt)], sampling), hooks)
    return "".join(pieces), done.generated_tokens


@pytest.mark.slow
def test_the_demo_chats_with_a_float16_cache_where_memory_is_short(
        demo_model: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "demo"
    shutil.copytree(demo_model, folder)
    monkeypatch.setattr(loading, "ram_total_bytes", lambda: 256 * MiB)  # a computer short of memory
    session = ChatSession(folder, ["cpu"], 2, 0)
    assert session._kv_token_bytes == 30 * 3 * 64 * 2 * 2  # float16: two bytes a value
    assert (folder / "hearth-half-model.onnx").is_file()
    text, generated = _reply(session, "What is the capital of France?")
    assert generated > 0 and "Paris" in text


@pytest.mark.slow
def test_gpt_oss_and_its_attention_sinks_run_with_a_float16_cache(
        zoo: Callable[[str], Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """gpt-oss's attention takes its sinks (GroupQueryAttention's `head_sink`), which must be float16 too."""
    folder = tmp_path / "gpt-oss"
    shutil.copytree(zoo("gpt-oss"), folder)
    monkeypatch.setattr(loading, "ram_total_bytes", lambda: MiB)
    session = ChatSession(folder, ["cpu"], 2, 0)
    assert session._kv_token_bytes == half_cache_bytes(folder)  # loaded with the float16 cache, not as it was
    assert _reply(session, "Hi")[1] > 0


def half_cache_bytes(folder: Path) -> int:
    decoder = json.loads((folder / "genai_config.json").read_text(encoding="utf-8"))["model"]["decoder"]
    return int(decoder["num_hidden_layers"]) * int(decoder["num_key_value_heads"]) * int(decoder["head_size"]) * 2 * 2
