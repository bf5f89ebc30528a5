"""The limits that protect the machine against what real clients send (their captured requests).

Every tool schema of Claude Code, Codex and opencode must become a grammar the engine builds: the
route's plan keeps each tool (what the grammar cannot afford or llguidance cannot build is left
unenforced, and said so), the engine host's own check passes the guidance, and ORT GenAI's llguidance
compiles it. Errors that remain name the tool in the route's own field names.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from app.api.errors import ApiError
from app.api.schemas_anthropic import MessagesRequest
from app.api.tools import log_once, plan_chat
from app.engine.grammar_limits import check_guidance
from app.tools.traits import read_traits
from tests.agents.bodies import ALL, CLAUDE_CODE, CODEX, OPENCODE, Captured, as_chat, tool_path

pytestmark = pytest.mark.slow  # the demo model's traits and llguidance in ORT GenAI


@pytest.mark.parametrize("captured", ALL, ids=lambda c: c.client)
def test_every_tool_of_a_real_client_gets_a_grammar(captured: Captured, demo_model: Path) -> None:
    chat = as_chat(captured)
    plan = plan_chat(chat, read_traits(demo_model), tool_path=tool_path(captured))
    assert plan.tool_names == tuple(t.function.name for t in chat.tools or ())
    if plan.guidance is not None:
        check_guidance(plan.guidance)  # what the engine host checks on every turn


def test_what_the_grammar_leaves_unenforced_is_logged_once(demo_model: Path,
                                                            caplog: pytest.LogCaptureFixture) -> None:
    traits = read_traits(demo_model)
    log_once.cache_clear()  # as in a server just started
    with caplog.at_level(logging.INFO, "hearth.api"):
        for _ in range(2):  # a client sends the same tools with every request
            plan_chat(as_chat(CLAUDE_CODE), traits, tool_path=tool_path(CLAUDE_CODE))
    said = [r.getMessage() for r in caplog.records]
    assert "tools.22.input_schema (the tool 'Workflow'): maxLength 524,288 is left unenforced in the grammar " \
           "(more than it can build)" in said
    assert any("'TaskCreate'): propertyNames is left unenforced" in line for line in said)
    assert any("'WebFetch'): format 'uri' is left unenforced" in line for line in said)
    assert len(said) == len(set(said))


def _grammar_of(captured: Captured, demo_model: Path) -> Any:
    plan = plan_chat(as_chat(captured), read_traits(demo_model), tool_path=tool_path(captured))
    assert plan.guidance is not None
    return plan.guidance


def test_llguidance_builds_every_real_clients_grammar(demo_model: Path) -> None:
    """ORT GenAI's own build (the host's `og.Generator`): 'Unimplemented keys: ["propertyNames"]' and
    'Unknown format: uri' failed Claude Code's first request on the old code."""
    import onnxruntime_genai as og

    model = og.Model(str(demo_model))
    for captured in (CLAUDE_CODE, CODEX, OPENCODE):
        guidance = _grammar_of(captured, demo_model)
        params = og.GeneratorParams(model)
        params.set_search_options(max_length=64)
        params.set_guidance(guidance.kind, guidance.data)
        og.Generator(model, params)  # raises when llguidance cannot build the grammar


def test_a_bound_no_reply_can_meet_is_refused_naming_the_tool_as_anthropic_does(demo_model: Path) -> None:
    body = CLAUDE_CODE.body()
    body["tools"][3]["input_schema"] = {"type": "object", "properties": {"id": {"type": "string",
                                                                                 "minLength": 10**9}}}
    chat = MessagesRequest.model_validate(body).chat()
    with pytest.raises(ApiError) as raised:
        plan_chat(chat, read_traits(demo_model), tool_path=tool_path(CLAUDE_CODE))
    name = body["tools"][3]["name"]
    assert raised.value.param == "tools.3.input_schema"
    assert raised.value.message.startswith(f"tools.3.input_schema (the tool {name!r}): minLength is 1,000,000,000")

