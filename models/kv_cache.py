"""The KV cache's element type, and models rebuilt with a smaller cache.

Two ways for a CPU build from ORT GenAI 0.18's builder, whose cache is float32 (4 bytes a value; llama.cpp
keeps 2):
- float16 (`half_attention`, a graph change of Hearth's own): each GroupQueryAttention runs in float16 with
  a float16 cache, its inputs cast down and its output cast back up; ONNX Runtime's CPU kernel has a
  float16 variant (`T` float16 with `T_CACHE` float16). Measured on the demo (`bench/kv_cache.py`): the
  perplexity moves by 0.03 %, no calibration; but the 1B model decodes 0.78x (1k tokens) / 0.91x (4k)
  on a quiet 16-core Xeon, so the demo keeps float32 (bench/README.md).
- int8 or int4: the builder quantizes the cache with `kv_cache_quant_scheme=int8_per_channel` (or
  `int4_per_channel`) and a `kv_cache_scale_file` of calibrated per-layer scales: the graph's past/present
  inputs become int8 (uint8 holding two int4 values), GroupQueryAttention gets `k_scale`/`v_scale` and
  `kv_cache_bit_width`, and ONNX Runtime's CPU kernel quantizes new keys and values as it writes them and
  dequantizes as it reads (its `T_CACHE` takes int8/uint8 beside a float32 query, but not float16). The
  scales are static (per-token scales are CUDA PagedAttention only), from the float32 build run over a few
  prompts, each channel's largest magnitude (`calibrate`): the demo's perplexity rises 5.6 % (int8) and
  14 % (int4).

`kv_cache_bits` reads what a model's cache holds from its graph, so the fit check and the KV budget count
two bytes a value for a float16 cache, one for int8, whoever built it.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from models.cache_build import install, is_built, run_model_builder
from models.onnx_graph import read_graph_io
from models.onnx_splice import (
    ATTRIBUTE_INT,
    ATTRIBUTE_NAME,
    ATTRIBUTE_TYPE,
    ATTRIBUTE_TYPE_INT,
    FLOAT,
    FLOAT16,
    GRAPH_INPUT,
    GRAPH_NODE,
    GRAPH_OUTPUT,
    MODEL_GRAPH,
    NODE_ATTRIBUTE,
    NODE_INPUT,
    NODE_NAME,
    NODE_OP_TYPE,
    NODE_OUTPUT,
    TENSOR_ELEM_TYPE,
    TYPE_TENSOR,
    VALUE_NAME,
    VALUE_TYPE,
    edit,
    edit_all,
    field,
    int_field,
    set_int,
    split,
    strings,
    write_atomically,
)

# TensorProto.DataType of the cache -> bits per value: float, float16, bfloat16, int8, float8e4m3fn, and uint8
# (the builder packs two int4 values a byte).
_CACHE_BITS = {1: 32, 10: 16, 16: 16, 3: 8, 17: 8, 2: 4}
SCHEMES = {"fp16": "fp16-attention", "int8": "int8_per_channel", "int4": "int4_per_channel"}
CALIBRATION_QMAX = 127  # the scales are magnitude / 127; the builder rescales them for int4 (qmax 8)
CALIBRATION_TEXTS = (
    "The history of the printing press begins in the fifteenth century, when movable type changed how books "
    "were made, sold and read across Europe.",
    "def merge_sort(items):\n    if len(items) <= 1:\n        return items\n    middle = len(items) // 2\n"
    "    return merge(merge_sort(items[:middle]), merge_sort(items[middle:]))",
    "Dear team, the quarterly numbers are in: revenue grew 12% while costs fell by 3%, so we can hire two "
    "engineers and one designer before the summer.",
    "Q: What is the boiling point of water at sea level? A: 100 degrees Celsius, or 212 degrees Fahrenheit.",
    "Once upon a time, in a village by the sea, an old fisherman found a bottle with a map inside it.",
    "| item | price |\n| --- | --- |\n| apples | 3.20 |\n| bread | 2.10 |\n| coffee | 7.45 |",
)


def kv_cache_bits(model_dir: Path) -> int | None:
    """Bits one cached key or value takes in the model in `model_dir`, as its graph's past inputs say (32 for
    the builder's CPU float32 cache, 16 for float16, 8 for int8, 4 for int4); None when it cannot tell."""
    try:
        decoder = json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))["model"]["decoder"]
        name = str(decoder.get("inputs", {}).get("past_key_names", "past_key_values.%d.key")) % 0
        element = read_graph_io(model_dir / str(decoder["filename"])).input_types.get(name)
    except Exception:  # an unreadable config or graph (or an odd past-key pattern): unknown
        return None
    return _CACHE_BITS.get(element) if element is not None else None


def kv_value_bits(model_dir: Path) -> int:
    """`kv_cache_bits`, or 32 (float32, the upper bound) when the model does not say."""
    return kv_cache_bits(model_dir) or 32


def calibrate(model_dir: Path, texts: tuple[str, ...] = CALIBRATION_TEXTS) -> dict[str, object]:
    """Per-layer, per-channel scales (largest magnitude / 127) of the keys and values the float32 build in
    `model_dir` writes for `texts` (each as a chat turn), in the builder's `kv_cache_scale_file` format."""
    import numpy as np
    import onnxruntime_genai as og

    model = og.Model(str(model_dir))
    tokenizer = og.Tokenizer(model)
    decoder = json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))["model"]["decoder"]
    layers = int(decoder["num_hidden_layers"])
    peaks = {side: [np.zeros(0, dtype=np.float32)] * layers for side in ("key", "value")}
    for text in texts:
        prompt = tokenizer.apply_chat_template(json.dumps([{"role": "user", "content": text}]),
                                               add_generation_prompt=True)
        ids = tokenizer.encode(prompt)
        params = og.GeneratorParams(model)
        params.set_search_options(max_length=len(ids) + 1)
        generator = og.Generator(model, params)
        generator.append_tokens(ids)
        for side in ("key", "value"):
            for layer in range(layers):
                cache = generator.get_output(f"present.{layer}.{side}")[0, :, :len(ids)]  # heads, tokens, head size
                peak = np.abs(cache).max(axis=1).reshape(-1)
                old = peaks[side][layer]
                peaks[side][layer] = peak if old.size == 0 else np.maximum(old, peak)
    scales = {f"{side[0]}_scales": [(np.maximum(p, 1e-6) / CALIBRATION_QMAX).round(8).tolist() for p in peaks[side]]
              for side in ("key", "value")}
    return {"qmax": CALIBRATION_QMAX, "scales": scales}


def share_buffer(folder: Path) -> None:
    """Turn on `past_present_share_buffer` in a quantized-cache build. The builder leaves it off for a quantized
    cache on the CPU, so ORT GenAI copies the whole cache into a new one every token; ONNX Runtime 1.32's CPU
    GroupQueryAttention writes an int8 cache in place all the same (same greedy tokens as the copying form:
    `bench/kv_cache.py`'s `shared_matches_unshared`), and the host's KV budget then preallocates it."""
    config_file = folder / "genai_config.json"
    config = json.loads(config_file.read_text(encoding="utf-8"))
    config["search"]["past_present_share_buffer"] = True
    config_file.write_text(json.dumps(config, indent=4), encoding="utf-8")


def build_kv_variant(base: Path, scheme: str, target: Path, source: Callable[[Path], Path], options: tuple[str, ...],
                     recipe: str, manifest: str, log: Callable[[str], None] = lambda _m: None) -> Path:
    """The model whose float32-cache build is `base` rebuilt into `target` with a `scheme` cache ("int8",
    "int4") from the same weights (`source(work)` makes its Hugging Face folder) and builder `options`; the
    scales are calibrated on `base` once (`target`'s parent keeps them); built once, then reused."""
    recipe = f"{recipe}|kv:{SCHEMES[scheme]}|shared"
    if is_built(target, manifest, recipe):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    if scheme == "fp16":  # a graph change only: the same weights, linked
        with tempfile.TemporaryDirectory(prefix=".build-", dir=target.parent) as tmp:
            staged = Path(tmp) / "model"
            staged.mkdir()
            for item in base.iterdir():
                if item.is_file() and item.name != manifest:
                    _link_or_copy(item, staged / item.name, copy=item.suffix == ".onnx")  # the graph is rewritten
            decoder = json.loads((staged / "genai_config.json").read_text(encoding="utf-8"))["model"]["decoder"]
            half_attention(staged / decoder["filename"])
            install(staged, target, manifest, recipe)
        return target
    scales = target.parent / f"{base.name}-kv-scales.json"
    if not scales.is_file():
        log("Calibrating the KV cache's scales on the float32 build…")
        scales.write_text(json.dumps(calibrate(base)), encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix=".build-", dir=target.parent) as tmp:
        work = Path(tmp)
        hf = source(work)
        log(f"Building with a {scheme} KV cache…")
        kv_options = (*options, f"kv_cache_quant_scheme={SCHEMES[scheme]}", f"kv_cache_scale_file={scales}")
        run_model_builder(hf, work / "model", work / "builder-cache", "int4", kv_options, "kv_build_failed")
        share_buffer(work / "model")
        install(work / "model", target, manifest, recipe)
    return target


def _link_or_copy(source: Path, target: Path, copy: bool) -> None:
    if not copy:
        try:
            os.link(source, target)
            return
        except OSError:  # another file system, or one without hard links
            pass
    shutil.copy2(source, target)


def demo_kv_variant(base: Path, scheme: str, root: Path, log: Callable[[str], None] = lambda _m: None) -> Path:
    """The demo model (whose float32-cache build is `base`) with a `scheme` cache, under `root/scheme`."""
    from models.demo import BUILD_OPTIONS, MANIFEST, RECIPE, demo_source

    return build_kv_variant(base, scheme, root / scheme, lambda work: demo_source(work, log), BUILD_OPTIONS,
                            RECIPE, MANIFEST, log)


def half_attention(model_file: Path) -> None:
    """Rewrite a CPU build so each GroupQueryAttention runs in float16 with a float16 cache: its packed query
    (and rotary tables, bias and sinks) cast down, its output cast back up, the past/present cache in float16.
    Spliced into the serialized graph (`models.onnx_splice`); the weights (external data) are not touched."""
    write_atomically(model_file, half_attention_graph(model_file.read_bytes()))


# GroupQueryAttention's inputs of its type T: query, key, value, cos_cache, sin_cache, attention_bias and head_sink
# (gpt-oss's attention sinks), all float16 with a float16 cache
_HALF_INPUTS = (0, 1, 2, 7, 8, 10, 11)


def _cast(source: str, target: str, to: int, name: str) -> bytes:
    attribute = field(ATTRIBUTE_NAME, b"to") + int_field(ATTRIBUTE_INT, to) + int_field(ATTRIBUTE_TYPE,
                                                                                         ATTRIBUTE_TYPE_INT)
    return (field(NODE_INPUT, source.encode()) + field(NODE_OUTPUT, target.encode()) + field(NODE_NAME, name.encode())
            + field(NODE_OP_TYPE, b"Cast") + field(NODE_ATTRIBUTE, attribute))


def half_attention_graph(model: bytes) -> bytes:
    """`half_attention` on a serialized model."""
    cast_down: dict[str, str] = {}  # a float input -> its float16 copy, made once (the rotary tables are shared)

    def node(payload: bytes) -> list[bytes]:
        if strings(payload, NODE_OP_TYPE) != ["GroupQueryAttention"]:
            return [payload]
        added: list[bytes] = []
        fields, inputs, outputs = [], 0, 0
        output = ""
        for number, raw, value in split(payload):
            if number == NODE_INPUT and value is not None:
                name = value.decode()
                if inputs in _HALF_INPUTS and name:
                    if name not in cast_down:
                        cast_down[name] = f"{name}/half"
                        added.append(_cast(name, cast_down[name], FLOAT16, f"{name}/CastHalf"))
                    raw = field(NODE_INPUT, cast_down[name].encode())
                inputs += 1
            elif number == NODE_OUTPUT and value is not None:
                if outputs == 0:
                    output = value.decode()
                    raw = field(NODE_OUTPUT, f"{output}/half".encode())
                outputs += 1
            fields.append(raw)
        return [*added, b"".join(fields), _cast(f"{output}/half", output, FLOAT, f"{output}/CastFloat")]

    def cache_type(payload: bytes) -> bytes:
        if not "".join(strings(payload, VALUE_NAME)).startswith(("past_key_values.", "present.")):
            return payload
        half = lambda tensor: set_int(tensor, TENSOR_ELEM_TYPE, FLOAT16)  # noqa: E731
        return edit(payload, VALUE_TYPE, lambda t: edit(t, TYPE_TENSOR, half))

    def graph(payload: bytes) -> bytes:
        payload = edit_all(payload, GRAPH_NODE, node)
        return edit(edit(payload, GRAPH_INPUT, cache_type), GRAPH_OUTPUT, cache_type)

    return edit(model, MODEL_GRAPH, graph)
