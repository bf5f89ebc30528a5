"""Read an ONNX file's signature and the external data it needs without loading its weights.

A small protobuf walker over a memory map instead of `onnx.load`: graph inputs sit after the
initializers in the file, so `onnx.load` would parse a whole 1 GB `model_q4` into memory to read a
few names; the walker skips the weights, and the app needs no `onnx` package. Walking the file also
proves it is whole: a cut-off download leaves a field that runs past the end of the file, and an
initializer stored in `model.onnx.data` says how many bytes of that file it needs.
"""

from __future__ import annotations

import dataclasses
import math
import mmap
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from models.errors import ModelError

Dims = tuple[int | str | None, ...]

# TensorProto.DataType -> bits per element, for external data that states no length.
_ELEMENT_BITS = {1: 32, 2: 8, 3: 8, 4: 16, 5: 16, 6: 32, 7: 64, 9: 8, 10: 16, 11: 64, 12: 32, 13: 64,
                 16: 16, 17: 8, 18: 8, 19: 8, 20: 8, 21: 4, 22: 4, 23: 4}


@dataclass(frozen=True)
class GraphIO:
    """Inputs and outputs (name -> dims; an int, a symbolic name, or None), initializer shapes, and
    the external data files the initializers live in (relative location -> bytes needed)."""

    inputs: dict[str, Dims]
    outputs: dict[str, Dims]
    initializers: dict[str, tuple[int, ...]]
    external: dict[str, int]
    input_types: dict[str, int] = dataclasses.field(default_factory=dict)  # name -> TensorProto.DataType

    @property
    def fed_inputs(self) -> dict[str, Dims]:
        """Inputs a runtime must supply (an input with an initializer has a default)."""
        return {k: v for k, v in self.inputs.items() if k not in self.initializers}


@dataclass(frozen=True)
class _Tensor:
    name: str
    dims: tuple[int, ...]
    location: str  # "" when the weights are inside the .onnx file
    end: int  # offset + length of its bytes in `location`


def varint(buf: mmap.mmap | bytes, pos: int) -> tuple[int, int]:
    """The protobuf varint at `pos` and the position after it."""
    result = shift = 0
    while True:
        if pos >= len(buf):
            raise ValueError("the graph file is cut off")
        byte = buf[pos]
        result |= (byte & 0x7F) << shift
        pos += 1
        if byte < 0x80:
            return result, pos
        shift += 7
        if shift > 63:
            raise ValueError("varint too long")


def _fields(buf: mmap.mmap, start: int, end: int) -> Iterator[tuple[int, int, int]]:
    """(field number, start, end) of each length-delimited field, or (field, -1, value) of a varint."""
    pos = start
    while pos < end:
        key, pos = varint(buf, pos)
        field, wire = key >> 3, key & 7
        if wire == 0:
            value, pos = varint(buf, pos)
            yield field, -1, value
        elif wire == 2:
            length, pos = varint(buf, pos)
            if pos + length > end:
                raise ValueError("field runs past its message")
            yield field, pos, pos + length
            pos += length
        elif wire in (1, 5):
            pos += 8 if wire == 1 else 4
        else:
            raise ValueError(f"wire type {wire}")
    if pos != end:
        raise ValueError("message overruns its length")


def _sub(buf: mmap.mmap, start: int, end: int, number: int) -> Iterator[tuple[int, int]]:
    return ((a, b) for f, a, b in _fields(buf, start, end) if f == number and a >= 0)


def _text(buf: mmap.mmap, start: int, end: int) -> str:
    return buf[start:end].decode("utf-8")


def _value_info(buf: mmap.mmap, start: int, end: int) -> tuple[str, Dims, int]:
    """ValueInfoProto: name (1), type (2) -> tensor_type (1) -> elem_type (1) and shape (2) -> dim (1)."""
    name, dims, elem_type = "", [], 0
    for number, a, b in _fields(buf, start, end):
        if number == 1 and a >= 0:
            name = _text(buf, a, b)
        elif number == 2 and a >= 0:
            for ta, tb in _sub(buf, a, b, 1):
                elem_type = next((y for f, x, y in _fields(buf, ta, tb) if f == 1 and x < 0), elem_type)
                for sa, sb in _sub(buf, ta, tb, 2):
                    for da, db in _sub(buf, sa, sb, 1):
                        dim: int | str | None = None
                        for f, x, y in _fields(buf, da, db):
                            if f == 1 and x < 0:
                                dim = y  # dim_value
                            elif f == 2 and x >= 0:
                                dim = _text(buf, x, y)  # dim_param
                        dims.append(dim)
    return name, tuple(dims), elem_type


def _initializer(buf: mmap.mmap, start: int, end: int) -> _Tensor:
    """TensorProto: dims (1, packed or not), data_type (2), name (8), external_data (13: key 1,
    value 2); the weights themselves are skipped."""
    name, dims, data_type = "", [], 0
    external: dict[str, str] = {}
    for field, a, b in _fields(buf, start, end):
        if field == 8 and a >= 0:
            name = _text(buf, a, b)
        elif field == 2 and a < 0:
            data_type = b
        elif field == 1 and a < 0:
            dims.append(b)
        elif field == 1:
            pos = a
            while pos < b:
                value, pos = varint(buf, pos)
                dims.append(value)
        elif field == 13 and a >= 0:
            entry = {f: _text(buf, x, y) for f, x, y in _fields(buf, a, b) if x >= 0}
            external[entry.get(1, "")] = entry.get(2, "")
    location = external.get("location", "")
    if not location:
        return _Tensor(name, tuple(dims), "", 0)
    offset = int(external.get("offset") or 0)
    if external.get("length"):
        length = int(external["length"])
    else:
        length = math.ceil(math.prod(dims) * _ELEMENT_BITS.get(data_type, 0) / 8)
    if offset < 0 or length < 0:
        raise ValueError(f"negative offset or length for {name}")
    return _Tensor(name, tuple(dims), location, offset + length)


def read_graph_io(path: Path) -> GraphIO:
    """The graph signature of an ONNX file (ModelProto.graph = 7; GraphProto initializer = 5,
    input = 11, output = 12), read without loading its weights. ModelError if the file is cut short
    or is not ONNX."""
    try:
        with path.open("rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as buf:
            graphs = list(_sub(buf, 0, len(buf), 7))
            if len(graphs) != 1:
                raise ValueError("no graph")
            inputs, outputs, inits, types = {}, {}, {}, {}
            external: dict[str, int] = {}
            for field, a, b in _fields(buf, *graphs[0]):
                if field == 11 and a >= 0:
                    key, dims, types[key] = _value_info(buf, a, b)
                    inputs[key] = dims
                elif field == 12 and a >= 0:
                    key, dims, _ = _value_info(buf, a, b)
                    outputs[key] = dims
                elif field == 5 and a >= 0:
                    tensor = _initializer(buf, a, b)
                    inits[tensor.name] = tensor.dims
                    if tensor.location:
                        external[tensor.location] = max(external.get(tensor.location, 0), tensor.end)
    except (OSError, ValueError, IndexError, UnicodeDecodeError) as exc:
        raise ModelError("model_invalid", f"{path.name} is not a readable ONNX model ({exc}). "
                         "The file may be cut short or damaged: download or copy the model again.") from exc
    if not outputs:
        raise ModelError("model_invalid", f"{path.name} is not a readable ONNX model (its graph has no outputs).")
    return GraphIO(inputs, outputs, inits, external, types)
