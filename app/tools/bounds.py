"""Bounds on a tool's argument schema before it becomes a grammar, so a call always ends.

A small model guided by a schema with an unbounded string can write that string until the length
limit cuts the call off (measured: the demo model on mcp-server-time's `timezone` ran 256 tokens
without closing the quote). Strings get at most `MAX_STRING` characters and arrays `MAX_ITEMS`
items unless the schema says less, and an object that lists its properties takes only those; the
tool itself still checks its arguments against its own schema.

`longest` is the other half: how long, at most, a call of a bounded schema can be written, so a step
that must call a tool gets room for the whole call (a call cut by the length limit is lost: measured,
the bench's 96-token room cut 18 of 100 guided calls and 256 tokens still cut long e-mail bodies).
"""

from __future__ import annotations

import json
from typing import Any

from app.engine.grammar_limits import FORMATS

MAX_STRING = 300
MAX_ITEMS = 32
NUMBER_CHARS = 24  # a number as models write one (llguidance does not bound its digits: an estimate)
FORMAT_CHARS = 64  # a date-time, e-mail address, UUID… (the formats the grammar knows are not given a maxLength)
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
    if "string" in kinds and free and "maxLength" not in out and out.get("format") not in FORMATS:
        out["maxLength"] = MAX_STRING
    if "array" in kinds and free and "maxItems" not in out:
        out["maxItems"] = MAX_ITEMS
    if isinstance(out.get("properties"), dict) and out["properties"] and "additionalProperties" not in out:
        out["additionalProperties"] = False  # the model writes the parameters the tool lists, no others
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


def longest(schema: Any, depth: int = 0) -> int | None:
    """The most characters a compact JSON value of `schema` can take (no escapes), or None when the
    schema leaves it unbounded (an unbounded string, array or object, a number without a type's bound).

    Compact JSON has at least one character per token, so this also bounds the tokens of the value.
    """
    if depth > 32 or not isinstance(schema, dict):
        return None
    if "const" in schema:
        return len(json.dumps(schema["const"]))
    if "enum" in schema:
        return max((len(json.dumps(v)) for v in schema["enum"]), default=0)
    alternatives = [schema[k] for k in ("anyOf", "oneOf") if isinstance(schema.get(k), list)]
    if alternatives:
        sizes = [longest(sub, depth + 1) for sub in alternatives[0]]
        return None if not sizes or None in sizes else max(s for s in sizes if s is not None)
    kinds = schema.get("type")
    kinds = kinds if isinstance(kinds, list) else [kinds]
    sizes = [_longest_of(kind, schema, depth) for kind in kinds]
    return None if not sizes or None in sizes else max(s for s in sizes if s is not None)


def _longest_of(kind: Any, schema: dict[str, Any], depth: int) -> int | None:
    if kind == "string":
        size = schema.get("maxLength")
        if schema.get("format") in FORMATS:
            return FORMAT_CHARS
        return size + 2 if isinstance(size, int) and "pattern" not in schema else None
    if kind in ("integer", "number"):
        return NUMBER_CHARS
    if kind in ("boolean", "null"):
        return 5
    if kind == "array":
        items, count = longest(schema.get("items"), depth + 1), schema.get("maxItems")
        return None if items is None or not isinstance(count, int) else 2 + count * (items + 2)
    if kind == "object":
        properties = schema.get("properties") or {}
        if schema.get("additionalProperties", True) is not False or not isinstance(properties, dict):
            return None
        total = 2
        for name, sub in properties.items():
            size = longest(sub, depth + 1)
            if size is None:
                return None
            total += len(json.dumps(name)) + 4 + size  # "name": value,
        return total
    return None
