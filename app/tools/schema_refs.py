"""A tool's `$ref`s kept pointing at its own definitions once its schema sits inside the call grammar.

`openai.pydantic_function_tool` and FastMCP (the `mcp` SDK's server) write any nested argument as a
`$ref` into the schema's own `$defs` (or `definitions`): `{"$ref": "#/$defs/Item"}`. A `$ref` is read from
the root of the document it is in, and the call grammar puts each tool's parameters deep inside one schema
(`{"anyOf": [{"properties": {"arguments": …}}]}`), where `#/$defs/Item` points at nothing: llguidance
refused every such tool ("Pointer '/$defs/Item' does not exist"). So each tool's parameters that hold a
`$ref` move under the grammar's root `$defs` by a key of their own, and every reference inside them is
rewritten to that place (`#/$defs/Item` → `#/$defs/<key>/$defs/Item`, `#` → `#/$defs/<key>`). Recursion
stays recursion: llguidance follows references lazily, and every string and array is bounded
(`app.tools.bounds`), so a call still ends. A reference to another document (Hearth fetches nothing) or to
a place the schema does not have is refused (`ValueError`): a 400 in the API, that tool left out in a chat.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

_NAMES = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")  # keys are names
_DATA = ("enum", "const", "default", "examples")  # values are data, not schemas


def has_refs(schema: Any) -> bool:
    """Whether `schema` holds a `$ref` keyword anywhere (not a property merely named "$ref")."""
    found = False

    def note(ref: str) -> str:
        nonlocal found
        found = True
        return ref

    _rewritten(schema, note)
    return found


def rooted(schema: Any, key: str) -> tuple[Any, dict[str, Any]]:
    """`schema` as it goes into the grammar, and what the grammar's root `$defs` must then hold: the schema
    itself when it refers to itself or its definitions, moved under `key`; else `schema` and nothing."""
    if not has_refs(schema):
        return schema, {}

    def moved(ref: str) -> str:
        if not ref.startswith("#") or (len(ref) > 1 and not ref.startswith("#/")):
            raise ValueError(f"it refers to {ref[:80]!r}, outside itself (Hearth fetches nothing)")
        if not _resolves(schema, ref[1:]):
            raise ValueError(f"it refers to {ref[:80]!r}, which it does not define")
        return f"#/$defs/{key}{ref[1:]}"

    return {"$ref": f"#/$defs/{key}"}, {key: _rewritten(schema, moved)}


def _resolves(schema: Any, pointer: str) -> bool:
    """Whether the JSON pointer (a URI fragment: percent-encoded, `~1` for "/", `~0` for "~") names a place in
    `schema`: llguidance refused a tool whose reference points at nothing, and with it the whole reply."""
    node = schema
    for part in pointer.split("/")[1:] if pointer else ():
        name = unquote(part).replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and name in node:
            node = node[name]
        elif isinstance(node, list) and name.isdigit() and int(name) < len(node):
            node = node[int(name)]
        else:
            return False
    return True


def _rewritten(schema: Any, change: Any, names: bool = False) -> Any:
    if isinstance(schema, list):
        return [_rewritten(s, change) for s in schema]
    if not isinstance(schema, dict):
        return schema
    if names:
        return {k: _rewritten(v, change) for k, v in schema.items()}
    out: dict[str, Any] = {}
    for k, v in schema.items():
        if k == "$ref" and isinstance(v, str):
            out[k] = change(v)
        elif k in _DATA:
            out[k] = v
        else:
            out[k] = _rewritten(v, change, k in _NAMES)
    return out
