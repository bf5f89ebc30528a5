"""Bounds on a tool's argument schema before it becomes a grammar, so a call always ends.

A small model guided by a schema with an unbounded string can write that string until the length
limit cuts the call off (measured: the demo model on mcp-server-time's `timezone` ran 256 tokens
without closing the quote). Strings get at most `MAX_STRING` characters and arrays `MAX_ITEMS`
items unless the schema says less; the tool itself still checks its arguments against its own schema.
"""

from __future__ import annotations

from typing import Any

MAX_STRING = 300
MAX_ITEMS = 32
_NESTED = ("properties", "patternProperties", "$defs", "definitions")
_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems")


def bounded(schema: Any) -> Any:
    """A copy of `schema` with every string and array bounded (see the module doc)."""
    if isinstance(schema, list):
        return [bounded(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: v for k, v in schema.items()}
    kinds = out.get("type")
    kinds = kinds if isinstance(kinds, list) else [kinds]
    free = "enum" not in out and "const" not in out
    if "string" in kinds and free and "maxLength" not in out and "format" not in out:
        out["maxLength"] = MAX_STRING
    if "array" in kinds and free and "maxItems" not in out:
        out["maxItems"] = MAX_ITEMS
    for key in _NESTED:
        if isinstance(out.get(key), dict):
            out[key] = {name: bounded(sub) for name, sub in out[key].items()}
    for key in _LISTS:
        if isinstance(out.get(key), list):
            out[key] = [bounded(sub) for sub in out[key]]
    for key in ("items", "additionalProperties", "not", "if", "then", "else"):
        if isinstance(out.get(key), dict):
            out[key] = bounded(out[key])
    return out
