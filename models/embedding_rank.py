"""Gemma 3's embedding graph with its `image_features` input of any rank, so a message without an image runs.

ORT GenAI 0.18 cannot answer a Gemma 3 (vision) prompt that has no image when the embedding graph declares
`image_features` with three dimensions ([images, 256, hidden], as `onnxruntime/Gemma-3-ONNX`'s export
declares it: its builder exports `image_features` with dynamic `num_images` and `image_length`). With no image
it feeds that input a 2-D empty tensor (`MultiModalFeatures`: "batch_size <= 0 signals skip batch dim even if
model has 3D output", since Gemma 4 support, #2103) and the run fails: "Invalid rank for input: image_features
Got: 2 Expected: 3". A 2-D input would break the image turns instead (the vision graph's 3-D output is passed
to it as it is). An input that declares no shape takes both, and the graph reshapes the features itself.

So at load, Hearth writes a copy of such a graph (`hearth-<name>`, beside it: its weights stay where they are,
in the external data the copy names, inside the model folder as ORT requires) with that input's shape left out,
and points the config's embedding at it. Only the input's declaration changes; the copy is rewritten when it
differs from what the original gives. The app carries no `onnx` package, so the few protobuf fields are spliced here.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from models.onnx_graph import read_graph_io, varint

log = logging.getLogger(__name__)

MAX_GRAPH_BYTES = 64 * 1024**2  # a graph whose weights are external; one holding them is left alone
PREFIX = "hearth-"
# ModelProto.graph, GraphProto.input, ValueInfoProto.name / .type, TypeProto.tensor_type, TypeProto.Tensor.shape
_GRAPH, _INPUT, _NAME, _TYPE, _TENSOR, _SHAPE = 7, 11, 1, 2, 1, 2


def _encode(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _split(data: bytes) -> list[tuple[int, bytes, bytes | None]]:
    """A message's fields in order: (number, the field's bytes, its payload when length-delimited)."""
    fields: list[tuple[int, bytes, bytes | None]] = []
    pos = 0
    while pos < len(data):
        start = pos
        key, pos = varint(data, pos)
        payload = None
        wire = key & 7
        if wire == 0:
            _, pos = varint(data, pos)
        elif wire in (1, 5):
            pos += 8 if wire == 1 else 4
        elif wire == 2:
            length, pos = varint(data, pos)
            payload, pos = data[pos:pos + length], pos + length
        else:
            raise ValueError(f"unexpected protobuf wire type {wire}")
        if pos > len(data):
            raise ValueError("the graph file is cut off")
        fields.append((key >> 3, data[start:pos], payload))
    return fields


def _edit(data: bytes, number: int, change: Callable[[bytes], bytes | None]) -> bytes:
    """`data` with each length-delimited field `number` replaced by `change(payload)`; None drops the field."""
    out = []
    for field, raw, payload in _split(data):
        if field != number or payload is None:
            out.append(raw)
            continue
        new = change(payload)
        if new is not None:
            out.append(_encode(field << 3 | 2) + _encode(len(new)) + new)
    return b"".join(out)


def without_input_shape(graph_file: bytes, name: str) -> bytes:
    """The serialized model with the graph input `name` declared without a shape (any rank)."""
    def tensor(payload: bytes) -> bytes:
        return _edit(payload, _SHAPE, lambda _: None)

    def value_info(payload: bytes) -> bytes:
        named = any(n == _NAME and p == name.encode() for n, _, p in _split(payload))
        return _edit(payload, _TYPE, lambda t: _edit(t, _TENSOR, tensor)) if named else payload

    return _edit(graph_file, _GRAPH, lambda graph: _edit(graph, _INPUT, value_info))


def _write_atomically(target: Path, data: bytes) -> None:
    """`target` holds `data` whole or is left as it was (two hosts loading the model at once stage apart)."""
    with tempfile.NamedTemporaryFile(dir=target.parent, prefix=target.name, suffix=".partial", delete=False) as f:
        staged = Path(f.name)
    try:
        staged.write_bytes(data)
        os.replace(staged, target)
    except OSError:
        staged.unlink(missing_ok=True)
        raise


def text_turn_overlay(model_dir: Path) -> str:
    """The config overlay that lets a Gemma 3 (vision) model answer messages without images ("" when none is
    needed or it cannot be written; the image turns work either way)."""
    try:
        model = json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))["model"]
        embedding = model["embedding"]
        filename, name = str(embedding["filename"]), str(embedding.get("inputs", {}).get("image_features",
                                                                                          "image_features"))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return ""
    if model.get("type") != "gemma3" or not isinstance(model.get("vision"), dict):
        return ""
    source = model_dir / filename
    fixed = source.with_name(PREFIX + source.name)
    try:
        if source.stat().st_size > MAX_GRAPH_BYTES or len(read_graph_io(source).inputs.get(name, ())) != 3:
            return ""
        wanted = without_input_shape(source.read_bytes(), name)  # a few KB: made again, not trusted by date
        if not fixed.is_file() or fixed.read_bytes() != wanted:
            _write_atomically(fixed, wanted)
    except (OSError, ValueError) as exc:
        log.warning("%s's embedding graph takes image features of three dimensions, which ORT GenAI 0.18 cannot "
                    "feed without an image, and a copy that takes any could not be written (%s): messages "
                    "without an image will fail.", model_dir.name, exc)
        return ""
    log.info("%s: messages without an image use %s (its image_features input of any rank).", model_dir.name,
             fixed.name)
    return json.dumps({"model": {"embedding": {"filename": fixed.relative_to(model_dir).as_posix()}}})
