"""Small, well-formed ONNX files for tests that need a model folder to pass validation.

Validation walks the graph (a cut-off file is refused), so test models cannot be random bytes. These
are real ModelProto messages, written field by field so the tests need no `onnx` package: one output
(`logits`) and one initializer holding `size` random bytes inline, or pointing into an external data
file like the ORT GenAI builder's `model.onnx.data`.
"""

from __future__ import annotations

import os


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _message(number: int, payload: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def _number(number: int, value: int) -> bytes:
    return _varint(number << 3) + _varint(value)


def _entry(key: str, value: str) -> bytes:
    return _message(13, _message(1, key.encode()) + _message(2, value.encode()))


def onnx_bytes(size: int = 2000, *, external: str = "", offset: int = 0) -> bytes:
    """A ModelProto of about `size` bytes; with `external`, its one initializer (uint8[size]) lives at
    `offset` in that file (relative to the .onnx file) instead, and the graph itself stays small."""
    tensor = _number(1, size) + _number(2, 2) + _message(8, b"weights")  # dims, data_type uint8, name
    if external:
        tensor += (_entry("location", external) + _entry("offset", str(offset)) + _entry("length", str(size))
                   + _number(14, 1))  # data_location EXTERNAL
    else:
        tensor += _message(9, os.urandom(size))  # raw_data
    output = _message(12, _message(1, b"logits"))
    return _number(1, 8) + _message(7, _message(5, tensor) + output)  # ir_version, graph
