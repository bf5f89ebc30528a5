"""Rewrite a few fields of a serialized ONNX model, leaving every other byte as it was.

The app carries no `onnx` package (the bundles would grow by its protobuf schema and C++ checker for a few
edits), and a graph whose weights are external is a few megabytes, so its messages are split into fields and
spliced here: `models.embedding_rank` drops an input's shape, `models.kv_cache.half_attention` casts attention
to float16. Field numbers are onnx.proto's.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from models.onnx_graph import varint

# ModelProto.graph; GraphProto.node / .input / .output; NodeProto.input / .output / .name / .op_type /
# .attribute; AttributeProto.name / .i / .type; ValueInfoProto.name / .type; TypeProto.tensor_type;
# TypeProto.Tensor.elem_type / .shape
MODEL_GRAPH = 7
GRAPH_NODE, GRAPH_INPUT, GRAPH_OUTPUT = 1, 11, 12
NODE_INPUT, NODE_OUTPUT, NODE_NAME, NODE_OP_TYPE, NODE_ATTRIBUTE = 1, 2, 3, 4, 5
ATTRIBUTE_NAME, ATTRIBUTE_INT, ATTRIBUTE_TYPE, ATTRIBUTE_TYPE_INT = 1, 3, 20, 2
VALUE_NAME, VALUE_TYPE, TYPE_TENSOR, TENSOR_ELEM_TYPE, TENSOR_SHAPE = 1, 2, 1, 1, 2
FLOAT, FLOAT16 = 1, 10  # TensorProto.DataType
MAX_GRAPH_BYTES = 64 * 1024**2  # a graph whose weights are external is spliced; one holding them is left alone

Fields = list[tuple[int, bytes, bytes | None]]


def encode(value: int) -> bytes:
    """`value` as a protobuf varint."""
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def split(data: bytes) -> Fields:
    """A message's fields in order: (number, the field's bytes, its payload when length-delimited)."""
    fields: Fields = []
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


def field(number: int, payload: bytes) -> bytes:
    """A length-delimited field (a message, a string)."""
    return encode(number << 3 | 2) + encode(len(payload)) + payload


def int_field(number: int, value: int) -> bytes:
    return encode(number << 3) + encode(value)


def strings(data: bytes, number: int) -> list[str]:
    """The repeated string field `number` of a message."""
    return [payload.decode() for n, _, payload in split(data) if n == number and payload is not None]


def edit(data: bytes, number: int, change: Callable[[bytes], bytes | None]) -> bytes:
    """`data` with each length-delimited field `number` replaced by `change(payload)`; None drops the field."""
    out = []
    for number_here, raw, payload in split(data):
        if number_here != number or payload is None:
            out.append(raw)
            continue
        new = change(payload)
        if new is not None:
            out.append(field(number_here, new))
    return b"".join(out)


def set_int(data: bytes, number: int, value: int) -> bytes:
    """`data` with its varint field `number` set to `value` (first, where onnx.proto's writers put it)."""
    return int_field(number, value) + b"".join(raw for n, raw, _ in split(data) if n != number)


def edit_all(data: bytes, number: int, change: Callable[[bytes], Iterable[bytes]]) -> bytes:
    """`data` with each length-delimited field `number` replaced by the payloads `change(payload)` gives (none,
    one or several fields, in place)."""
    out = []
    for number_here, raw, payload in split(data):
        if number_here != number or payload is None:
            out.append(raw)
        else:
            out += [field(number_here, new) for new in change(payload)]
    return b"".join(out)


def write_atomically(target: Path, data: bytes) -> None:
    """`target` holds `data` whole or is left as it was (two hosts loading the model at once stage apart)."""
    with tempfile.NamedTemporaryFile(dir=target.parent, prefix=target.name, suffix=".partial", delete=False) as f:
        staged = Path(f.name)
    try:
        staged.write_bytes(data)
        os.replace(staged, target)
    except OSError:
        staged.unlink(missing_ok=True)
        raise
