"""Schema bombs: a JSON schema, tool schema or regex that would make llguidance unroll millions of
items is refused with a 400 that names the bound before any grammar is built, or (an upper bound, a
pattern) built without it; a schema llguidance
rejects is a 400 too (not a 500); and a grammar nobody bounded still cannot take the host's memory.

Every server here runs with its data segment capped (`RLIMIT_DATA`, inherited by the engine host),
so that on a build without the bounds a bomb ends the test's own processes, not the shared machine.
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.engine.grammar_limits import GrammarLimitError, check_regex, check_schema
from tests.app.api.conftest import Served, start_server

CAP_BYTES = 4 << 30  # what a server of these tests may ever take (data segment, per process)
HI = [{"role": "user", "content": "Hi"}]
MODEL = "smollm2-135m-instruct-int4"

BOMBS: list[tuple[dict[str, Any], str]] = [
    ({"type": "array", "minItems": 1_000_000_000}, "minItems"),
    ({"type": "array", "maxItems": 100_000}, "maxItems"),
    ({"type": "object", "minProperties": 10**12}, "minProperties"),
    ({"type": "string", "minLength": 10**9}, "minLength"),
    ({"type": "string", "pattern": "^(a{1000}){1000}$"}, "pattern"),
    ({"type": "string", "pattern": "a" * 5000}, "pattern"),
    ({"type": "object", "properties": {f"p{i}": {"type": "array", "minItems": 9_000} for i in range(20)}},
     "add up to"),
    (json.loads('{"type": "array", "items": ' * 40 + "{}" + "}" * 40), "nested"),
    ({"anyOf": [{}] * 12_000}, "subschemas"),
]


def _capped() -> None:
    resource.setrlimit(resource.RLIMIT_DATA, (CAP_BYTES, CAP_BYTES))


@pytest.mark.parametrize(("schema", "named"), BOMBS)
def test_bombs_are_refused_naming_the_bound(schema: dict[str, Any], named: str) -> None:
    with pytest.raises(GrammarLimitError, match=named):
        check_schema(schema)


@pytest.mark.parametrize("schema", [
    {"type": "object", "properties": {"name": {"type": "string", "maxLength": 200},
                                      "age": {"type": "integer", "minimum": 0, "maximum": 150},
                                      "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 50}},
     "required": ["name"], "additionalProperties": False},
    {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"},
    {"type": "string", "pattern": r"^\p{L}{1,64}[{}]x{2,}$"},
    {"$defs": {"node": {"type": "object",
                        "properties": {"kids": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}},
     "$ref": "#/$defs/node"},
    {"type": "object", "properties": {"pattern": {"type": "string"}, "minItems": {"type": "integer"},
                                      "path": {"type": "string"}}, "required": ["pattern", "path"]},
])
def test_ordinary_schemas_pass(schema: dict[str, Any]) -> None:
    check_schema(schema)


def test_regex_repetitions_multiply() -> None:
    check_regex("(ab{100}){50}")
    with pytest.raises(GrammarLimitError, match="unroll"):
        check_regex("(ab{100}){500}")


@pytest.fixture(scope="module")
def capped_server(tmp_path_factory: pytest.TempPathFactory, demo_model: Path) -> Iterator[Served]:
    served = start_server(tmp_path_factory.mktemp("bombs"), demo_model, preexec=_capped)
    try:
        yield served
    finally:
        served.stop()


def _format(schema: dict[str, Any]) -> dict[str, Any]:
    return {"type": "json_schema", "json_schema": {"name": "x", "schema": schema}}


def _chat(served: Served, **body: Any) -> Any:
    with served.http() as http:
        return http.post("/v1/chat/completions", json={"model": MODEL, "messages": HI, "max_tokens": 4, **body})


@pytest.mark.parametrize(("schema", "named"), [BOMBS[0], BOMBS[2], BOMBS[3]])
def test_schema_bombs_get_a_400_through_the_api(capped_server: Served, schema: dict[str, Any], named: str) -> None:
    """A lower bound no reply could meet is refused; the engine (and everybody's chat on it) lives on."""
    host = capped_server.engine_pid()
    answer = _chat(capped_server, response_format=_format(schema))
    assert answer.status_code == 400, answer.text
    error = answer.json()["error"]
    assert named in error["message"] and error["param"] == "response_format.json_schema.schema"
    assert capped_server.engine_pid() == host


@pytest.mark.parametrize("schema", [BOMBS[1][0], BOMBS[4][0], BOMBS[5][0]])
def test_what_the_grammar_cannot_afford_is_left_unenforced(capped_server: Served, schema: dict[str, Any]) -> None:
    """An upper bound or a pattern past the bounds would still make llguidance unroll millions: it is
    left out of the grammar (and logged), and the reply is served by the same engine."""
    host = capped_server.engine_pid()
    answer = _chat(capped_server, response_format=_format(schema))
    assert answer.status_code == 200, answer.text
    assert capped_server.engine_pid() == host
    assert "left unenforced in the grammar" in capped_server.log.read_text()


def test_tool_schema_bombs_get_a_400(capped_server: Served) -> None:
    tool = {"type": "function", "function": {"name": "f", "parameters": {
        "type": "object", "properties": {"xs": {"type": "array", "minItems": 1_000_000_000}}}}}
    answer = _chat(capped_server, tools=[{"type": "function", "function": {"name": "ok"}}, tool])
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]["param"] == "tools[1].function.parameters"
    assert "minItems" in answer.json()["error"]["message"]


@pytest.mark.parametrize("schema", [
    {"type": "wizard"},
    {"type": "string", "pattern": "(("},
    {"type": "integer", "minimum": -1e300, "maximum": 1e300},
    {"$ref": "#/nowhere"},
])
def test_schemas_llguidance_rejects_are_400_not_500(capped_server: Served, schema: dict[str, Any]) -> None:
    answer = _chat(capped_server, response_format=_format(schema))
    assert answer.status_code == 400, answer.text
    assert "cannot be used" in answer.json()["error"]["message"]
    assert "Traceback" not in capped_server.log.read_text()
    ok = _chat(capped_server, response_format={"type": "json_schema", "json_schema": {"name": "x", "schema": {
        "type": "object", "properties": {"a": {"type": "integer"}}}}})
    assert ok.status_code == 200, ok.text


BUDGET_CHILD = """
import resource, sys
resource.setrlimit(resource.RLIMIT_DATA, ({cap}, {cap}))
from app.engine.host import build_budget
build_budget.grammar_budget_bytes = lambda: 128 << 20
from pathlib import Path
from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance
from app.engine.host.decode import TurnHooks
from app.engine.host.session import ChatSession, TurnSpec
session = ChatSession(Path({model!r}), ["cpu"], 1, 0)
hooks = TurnHooks(started=lambda *a: None, progress=lambda *a: None, emit=lambda *a: None, cancelled=lambda: False)
bomb = Guidance("json_schema", '{{"type": "array", "minItems": 100000000}}')
print("building", flush=True)
session.run_turn("t", TurnSpec([ChatMessage("user", "Hi")], Sampling(max_new_tokens=4), guidance=bomb), hooks)
print("built", flush=True)
"""


# The child's peak resident size, as its own parent sees it: Linux carries a process's high-water RSS across
# exec from the process that forked it, so a child reaped by pytest reported pytest's own size (1.9 GB late in a
# CI run) as the build's. This small process starts the child and reaps it, so the figure is the child's alone.
PEAK_OF = """
import json, os, subprocess, sys
child = subprocess.Popen([sys.executable, "-c", sys.argv[1]], stdout=sys.stdout, stderr=subprocess.STDOUT)
_, status, usage = os.wait4(child.pid, 0)
print(json.dumps({"status": status, "peak_mb": usage.ru_maxrss // 1024}), flush=True)
"""


def test_a_grammar_past_every_bound_still_cannot_take_the_host_memory(demo_model: Path) -> None:
    """The budget is the backstop for the schemas the bounds do not know: the session is given the
    bomb directly (no bounds in the way); the build must end at the budget, far below the cap."""
    code = BUDGET_CHILD.format(cap=CAP_BYTES, model=str(demo_model))
    with tempfile.TemporaryFile() as out:
        # A new session: the kill below ends the child too, should the wrapper be killed at the deadline.
        wrapper = subprocess.Popen([sys.executable, "-c", PEAK_OF, code], stdout=out, stderr=subprocess.STDOUT,
                                   cwd=Path(__file__).resolve().parents[2], start_new_session=True)
        try:
            wrapper.wait(240)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(wrapper.pid, signal.SIGKILL)
            wrapper.wait()
        out.seek(0)
        printed = out.read()
    *lines, last = printed.decode(errors="replace").strip().splitlines()
    measured = json.loads(last)
    assert "building" in lines and "built" not in lines, printed
    assert measured["status"] != 0
    peak_mb = measured["peak_mb"]
    assert peak_mb < 1536, f"the build grew the process to {peak_mb} MB"
