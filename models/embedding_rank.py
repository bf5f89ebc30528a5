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
differs from what the original gives (spliced by `models.onnx_splice`: the app carries no `onnx` package).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from models.cache_build import DERIVED_PREFIX
from models.onnx_graph import read_graph_io
from models.onnx_splice import (
    GRAPH_INPUT,
    MAX_GRAPH_BYTES,
    MODEL_GRAPH,
    TENSOR_SHAPE,
    TYPE_TENSOR,
    VALUE_NAME,
    VALUE_TYPE,
    edit,
    strings,
    write_atomically,
)

log = logging.getLogger(__name__)

PREFIX = DERIVED_PREFIX  # the graph copy is not part of the model's build (`models.cache_build.derived`)


def without_input_shape(graph_file: bytes, name: str) -> bytes:
    """The serialized model with the graph input `name` declared without a shape (any rank)."""
    def tensor(payload: bytes) -> bytes:
        return edit(payload, TENSOR_SHAPE, lambda _: None)

    def value_info(payload: bytes) -> bytes:
        named = strings(payload, VALUE_NAME) == [name]
        return edit(payload, VALUE_TYPE, lambda t: edit(t, TYPE_TENSOR, tensor)) if named else payload

    return edit(graph_file, MODEL_GRAPH, lambda graph: edit(graph, GRAPH_INPUT, value_info))


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
            write_atomically(fixed, wanted)
    except (OSError, ValueError) as exc:
        log.warning("%s's embedding graph takes image features of three dimensions, which ORT GenAI 0.18 cannot "
                    "feed without an image, and a copy that takes any could not be written (%s): messages "
                    "without an image will fail.", model_dir.name, exc)
        return ""
    log.info("%s: messages without an image use %s (its image_features input of any rank).", model_dir.name,
             fixed.name)
    return json.dumps({"model": {"embedding": {"filename": fixed.relative_to(model_dir).as_posix()}}})
