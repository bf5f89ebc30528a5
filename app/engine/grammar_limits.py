"""Bounds on what a guidance grammar may ask for, checked before llguidance builds it.

llguidance compiles a JSON schema into a grammar whose size follows the schema's counts: measured
on ORT GenAI 0.18, `{"type": "array", "minItems": 10000000}` takes 9 s and 1.6 GB to build, and
1e9 took a host to 23 GB and the OOM killer; `maxItems: 100000` panics; a regex `(a{1000}){1000}`
multiplies out. Nothing in ORT GenAI bounds this, and the engine host is shared by every client
(the window's chat included), so every schema, tool schema, regex and grammar is bounded here
first: counts, lengths, nesting, size, and the total a schema may make llguidance unroll.

Real clients publish schemas no grammar needs to enforce whole: Claude Code's `Workflow` tool has a
string of `maxLength` 524,288, more than any context holds, and its tools use `propertyNames`, which
llguidance does not build. So a route first takes out what it may leave unenforced (`affordable`),
logs it, and the reply is guided by a looser schema (the tool, or the client, still checks its own
arguments): an upper bound (`maxLength`, `maxItems`, `maxProperties`, `maxContains`) or a `pattern`
past what the grammar can afford, the keywords llguidance refuses (`UNBUILT`, measured on ORT GenAI
0.18: "Unimplemented keys") and the formats it does not know (`FORMATS` are the ones it does). What
stays past a bound is refused with a message that names it (an HTTP 400 at the API): a lower bound
no reply could meet, a schema too large or too deep to read.

The numbers keep the worst accepted grammar's build cheap (measured by `bench/faults.py`: the
host's peak on the worst schema) while leaving room for any schema a person writes by hand or a
tool server publishes. Every route's grammar builder calls `check_schema`/`check_regex`; the host
calls `check_guidance` on every turn, so a route that forgets still cannot get past the bounds.
"""

from __future__ import annotations

import json
import math
from typing import Any

from app.chat.values import Guidance

MAX_GRAMMAR_BYTES = 512 * 1024  # the whole guidance text (every tool's schema together)
MAX_SCHEMA_BYTES = 256 * 1024  # one schema as JSON
MAX_DEPTH = 32  # nested schemas (objects and arrays within each other)
MAX_NODES = 10_000  # subschemas in one guidance
MAX_COUNT = 10_000  # minItems, maxItems, minProperties, maxProperties, minContains, maxContains
MAX_LENGTH = 100_000  # minLength, maxLength of a string
MAX_UNROLLED = 100_000  # items, properties and regex atoms llguidance writes out, over the whole grammar
MAX_PATTERN_CHARS = 2_000  # one regex
MAX_PATTERN_UNROLLED = 10_000  # atoms one regex writes out once its repetitions are expanded
MAX_ENUM = 2_000  # values in one enum

COUNT_KEYS = ("minItems", "maxItems", "minProperties", "maxProperties", "minContains", "maxContains")
LENGTH_KEYS = ("minLength", "maxLength")
UPPER_KEYS = ("maxItems", "maxProperties", "maxContains", "maxLength")  # may go unenforced: any reply meets less
UNBUILT = ("propertyNames", "uniqueItems", "contains", "minContains", "maxContains", "dependentRequired",
           "dependentSchemas", "if", "then", "else", "not", "unevaluatedProperties", "unevaluatedItems")
FORMATS = ("date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid")


class GrammarLimitError(ValueError):
    """A schema, regex or grammar past one of the bounds, or not well formed; the message says which
    (and `where`, for `affordable`, which of its schemas)."""

    where = 0


def check_guidance(guidance: Guidance) -> None:
    """Check any guidance the engine is asked to build (JSON schema, regex or Lark grammar)."""
    if len(guidance.data.encode("utf-8", "surrogatepass")) > MAX_GRAMMAR_BYTES:
        raise GrammarLimitError(f"The grammar is larger than {MAX_GRAMMAR_BYTES // 1024} KB.")
    budget = _Budget()
    if guidance.kind == "json_schema":
        try:
            schema = json.loads(guidance.data)
        except ValueError:
            raise GrammarLimitError("The JSON schema is not valid JSON.") from None
        _check_schema(schema, budget)
    elif guidance.kind == "regex":
        _check_pattern(guidance.data, budget)
    else:
        for schema in _lark_json_blocks(guidance.data):
            _check_schema(schema, budget)


def check_schema(schema: Any, what: str = "The JSON schema") -> None:
    """Check one JSON schema (a `response_format` schema, a tool's parameters); `what` names it in the
    message, e.g. "tools[2].function.parameters"."""
    try:
        _check_schema(schema, _Budget())
    except GrammarLimitError as exc:
        raise GrammarLimitError(f"{what}: {exc}") from None


def check_regex(pattern: str) -> None:
    _check_pattern(pattern, _Budget())


def affordable(schemas: list[tuple[str, Any]]) -> tuple[list[Any], list[str]]:
    """Copies of `schemas` (each with the name its messages use) for one grammar, with the upper bounds and
    patterns it cannot afford left out, and a note for each; then checked as `check_schema` does (one budget
    for all, as the host counts the grammar they make). Raises GrammarLimitError for what stays past a bound."""
    budget, notes, out = _Budget(), [], []
    for what, schema in schemas:
        found: list[str] = []
        out.append(_relaxed(schema, 0, budget, found))
        notes += [f"{what}: {note}" for note in found]
    budget = _Budget()
    for where, ((what, _), schema) in enumerate(zip(schemas, out, strict=True)):
        try:
            _check_schema(schema, budget)
        except GrammarLimitError as exc:
            error = GrammarLimitError(f"{what}: {exc}")
            error.where = where
            raise error from None
    return out, notes


def _relaxed(node: Any, depth: int, budget: _Budget, notes: list[str]) -> Any:
    """`node` with what `affordable` may leave out left out; counts into `budget` as `_walk` does. Past
    MAX_DEPTH it stops (the check refuses such a schema anyway); malformed values are kept for the check."""
    if depth > MAX_DEPTH:
        return node
    if isinstance(node, list):
        return [_relaxed(item, depth + 1, budget, notes) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: value for key, value in node.items() if key not in UNBUILT}
    for key in sorted(node.keys() & set(UNBUILT)):
        notes.append(f"{key} is left unenforced in the grammar (llguidance does not build it)")
    if "format" in out and out["format"] not in FORMATS:
        notes.append(f"format {str(out.pop('format'))[:40]!r} is left unenforced in the grammar (llguidance does not "
                     "know it)")
    for key in COUNT_KEYS + LENGTH_KEYS:
        value = out.get(key)
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
            continue
        limit = MAX_LENGTH if key in LENGTH_KEYS else MAX_COUNT
        affordable = value <= limit and (key in LENGTH_KEYS or budget.unrolled + value <= MAX_UNROLLED)
        if key in UPPER_KEYS and not affordable:
            notes.append(f"{key} {value:,} is left unenforced in the grammar (more than it can build)")
            out.pop(key)
        elif key in COUNT_KEYS:
            budget.unrolled += int(min(value, MAX_UNROLLED + 1))
    pattern = out.get("pattern")
    if isinstance(pattern, str):
        size = _RegexSize(pattern).total() if len(pattern) <= MAX_PATTERN_CHARS else None
        if size is None or size > MAX_PATTERN_UNROLLED or budget.unrolled + size > MAX_UNROLLED:
            notes.append("a pattern is left unenforced in the grammar (too long or repeating too much for it)")
            del out["pattern"]
        else:
            budget.unrolled += size
    for key, value in out.items():
        if key in ("enum", "const", "examples", "default", "description", "title"):
            continue
        if key in _NAMED_SCHEMAS and isinstance(value, dict):
            out[key] = {name: _relaxed(sub, depth + 2, budget, notes) for name, sub in value.items()}
        elif isinstance(value, dict | list):
            out[key] = _relaxed(value, depth + 1, budget, notes)
    return out


class _Budget:
    """What a whole guidance has used so far: subschemas and unrolled atoms."""

    def __init__(self) -> None:
        self.nodes = 0
        self.unrolled = 0

    def unroll(self, amount: int, what: str) -> None:
        self.unrolled += amount
        if self.unrolled > MAX_UNROLLED:
            raise GrammarLimitError(f"{what} makes the grammar too large: the counts and repetitions of one "
                                    f"request may add up to at most {MAX_UNROLLED:,}.")


def _check_schema(schema: Any, budget: _Budget) -> None:
    try:
        size = len(json.dumps(schema, ensure_ascii=False, allow_nan=False))
    except (ValueError, TypeError):
        raise GrammarLimitError("The schema holds a value JSON cannot express (NaN or Infinity).") from None
    if size > MAX_SCHEMA_BYTES:
        raise GrammarLimitError(f"The schema is larger than {MAX_SCHEMA_BYTES // 1024} KB.")
    _walk(schema, 0, budget)


def _walk(node: Any, depth: int, budget: _Budget) -> None:
    """Every subschema, found wherever a keyword holds one (properties, items, anyOf, $defs …).

    Iterating values rather than a list of keywords reaches subschemas under keywords llguidance
    knows and this module does not; non-schema values (enum lists, examples) are walked too, which
    only errs towards counting more.
    """
    if depth > MAX_DEPTH:
        raise GrammarLimitError(f"The schema is nested more than {MAX_DEPTH} levels deep.")
    if isinstance(node, list):
        for item in node:
            _walk(item, depth + 1, budget)
        return
    if not isinstance(node, dict):
        return
    budget.nodes += 1
    if budget.nodes > MAX_NODES:
        raise GrammarLimitError(f"The schema has more than {MAX_NODES:,} subschemas.")
    for key in COUNT_KEYS:
        if key in node:
            budget.unroll(_bounded_int(node[key], key, MAX_COUNT), key)
    for key in LENGTH_KEYS:
        if key in node:
            _bounded_int(node[key], key, MAX_LENGTH)
    if "pattern" in node:
        if not isinstance(node["pattern"], str):
            raise GrammarLimitError("pattern must be a string.")
        _check_pattern(node["pattern"], budget)
    for name in node.get("patternProperties") or {}:
        _check_pattern(str(name), budget)
    enum = node.get("enum")
    if isinstance(enum, list) and len(enum) > MAX_ENUM:
        raise GrammarLimitError(f"An enum has more than {MAX_ENUM:,} values.")
    for key, value in node.items():
        if key in ("enum", "const", "examples", "default", "description", "title"):
            continue
        if key in _NAMED_SCHEMAS and isinstance(value, dict):
            # names → subschemas: a property may be called "pattern" or "minItems" (the filesystem MCP
            # server's search_files has a "pattern" argument); only the values are schemas
            for sub in value.values():
                _walk(sub, depth + 2, budget)
            continue
        _walk(value, depth + 1, budget)


_NAMED_SCHEMAS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")


def _bounded_int(value: Any, key: str, limit: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
        raise GrammarLimitError(f"{key} must be a non-negative integer.")
    if value > limit:
        raise GrammarLimitError(f"{key} is {value:,}; at most {limit:,} is allowed.")
    return int(value)


def _check_pattern(pattern: str, budget: _Budget) -> None:
    if len(pattern) > MAX_PATTERN_CHARS:
        raise GrammarLimitError(f"A pattern is longer than {MAX_PATTERN_CHARS:,} characters.")
    unrolled = _RegexSize(pattern).total()
    if unrolled > MAX_PATTERN_UNROLLED:
        raise GrammarLimitError(f"A pattern repeats too much: it would unroll to {unrolled:,} atoms, at most "
                                f"{MAX_PATTERN_UNROLLED:,} are allowed.")
    budget.unroll(unrolled, "A pattern")


class _RegexSize:
    """How many atoms a regex unrolls to once `{n,m}` repetitions are expanded (nested ones multiply).

    Written by hand: Python's `re` parser rejects syntax llguidance accepts (`\\p{L}`), and only the
    repetition structure matters here, not the meaning. Unbalanced groups count as closed at the end.
    """

    def __init__(self, pattern: str) -> None:
        self.text = pattern
        self.at = 0

    def total(self) -> int:
        size = self._alternation()
        while self.at < len(self.text):  # a stray ')' at top level: skip it and go on
            self.at += 1
            size += self._alternation()
        return size

    def _alternation(self) -> int:
        size = self._sequence()
        while self.at < len(self.text) and self.text[self.at] == "|":
            self.at += 1
            size += self._sequence()
        return size

    def _sequence(self) -> int:
        size = 0
        while self.at < len(self.text) and self.text[self.at] not in "|)":
            atom = self._atom()
            size += atom * self._repeat()
        return size

    def _atom(self) -> int:
        char = self.text[self.at]
        self.at += 1
        if char == "(":
            inner = self._alternation()
            if self.at < len(self.text) and self.text[self.at] == ")":
                self.at += 1
            return max(inner, 1)
        if char == "[":
            self._skip_class()
        elif char == "\\" and self.at < len(self.text):
            self.at += 1
            if self.at < len(self.text) and self.text[self.at] == "{":  # \p{L}, \x{41}
                end = self.text.find("}", self.at)
                self.at = len(self.text) if end < 0 else end + 1
        return 1

    def _skip_class(self) -> None:
        if self.at < len(self.text) and self.text[self.at] == "^":
            self.at += 1
        if self.at < len(self.text) and self.text[self.at] == "]":
            self.at += 1
        while self.at < len(self.text) and self.text[self.at] != "]":
            self.at += 2 if self.text[self.at] == "\\" else 1
        self.at += 1

    def _repeat(self) -> int:
        """The largest count of the quantifier after an atom (1 when none; `*`, `+`, `?` count once)."""
        times = 1
        while self.at < len(self.text):
            char = self.text[self.at]
            if char in "*+?":
                self.at += 1
            elif char == "{":
                end = self.text.find("}", self.at)
                bounds = self.text[self.at + 1:end].split(",") if end > 0 else []
                if not bounds or not all(b.strip().isdigit() or (b.strip() == "" and i) for i, b in enumerate(bounds)):
                    return times  # a literal brace
                times *= max(int(b) for b in bounds if b.strip())
                self.at = end + 1
            else:
                break
        return times


def _lark_json_blocks(grammar: str) -> list[Any]:
    """The JSON schemas a Lark grammar embeds with `%json {...}` (how tool calls are constrained)."""
    decoder = json.JSONDecoder()
    blocks = []
    start = grammar.find("%json")
    while start >= 0:
        body = grammar[start + len("%json"):].lstrip()
        try:
            schema, _ = decoder.raw_decode(body)
        except ValueError:
            raise GrammarLimitError("A %json block of the grammar is not valid JSON.") from None
        blocks.append(schema)
        start = grammar.find("%json", start + 1)
    return blocks
