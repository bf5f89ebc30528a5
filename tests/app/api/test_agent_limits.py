"""What coding agents run into against `main.py serve` (the demo model, 8,192 tokens of context): a reply
budget past the room left is clamped, never a refusal; a prompt past the context is refused in the
words each API's clients recognise; count_tokens counts it; a client that leaves is logged as
cancelled; an agent's step without a budget gets a sane one."""

from __future__ import annotations

import re
import time

import anthropic
import httpx2 as httpx
import openai
import pytest

from app.engine.context import agent_reply_budget
from tests.agents.bodies import CLAUDE_CODE
from tests.app.api.conftest import Served

pytestmark = pytest.mark.slow

MODEL = "smollm2-135m-instruct-int4"
CONTEXT = 8192
CONVERSATION = [{"role": "user", "content": "Name a river."}, {"role": "assistant", "content": "The Nile."},
                {"role": "user", "content": "And another?"}]
TOO_LONG = [{"role": "user", "content": " ".join(["river"] * 9000)}]
TOOL = {"type": "function", "function": {"name": "read", "parameters": {
    "type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}}


def _anthropic(server: Served) -> anthropic.Anthropic:
    return anthropic.Anthropic(base_url=server.url, api_key="none", max_retries=0, timeout=600.0)


def _logged(server: Served, pattern: str, since: int = 0, timeout: float = 60.0) -> re.Match[str]:
    """The server's log line matching `pattern` after its first `since` characters, waited for (it is
    written once the response has ended)."""
    deadline = time.monotonic() + timeout
    while True:
        found = re.search(pattern, server.log.read_text()[since:])
        if found is not None or time.monotonic() > deadline:
            assert found is not None, f"no log line like {pattern!r}:\n{server.log.read_text()[-3000:]}"
            return found
        time.sleep(0.05)


def test_a_conversation_asking_more_than_the_room_left_gets_the_room(server: Served) -> None:
    """Claude Code and opencode send max_tokens 32,000 with every request: a conversation was refused
    ('room for the reply') while a single message was clamped. Now both are served, every message read."""
    reply = server.client().with_options(timeout=600).chat.completions.create(
        model=MODEL, messages=CONVERSATION, max_tokens=32000, temperature=0, stop=[" ", "\n"])
    usage = reply.usage
    assert usage is not None and usage.prompt_tokens > 20  # every message, none left out
    assert usage.model_extra is not None and usage.model_extra["effective_max_tokens"] == CONTEXT - usage.prompt_tokens
    _logged(server, rf"POST /v1/chat/completions 200 \d+ms tokens={usage.prompt_tokens}\+\d+ "
                    rf"budget={CONTEXT - usage.prompt_tokens}")
    with _anthropic(server) as claude:
        message = claude.messages.create(model=MODEL, max_tokens=32000, messages=CONVERSATION,
                                         stop_sequences=[" ", "\n"], extra_body={"temperature": 0})
    assert message.usage.model_extra is not None
    read = message.usage.input_tokens + (message.usage.cache_read_input_tokens or 0)  # Anthropic's input: uncached
    assert message.usage.model_extra["effective_max_tokens"] == CONTEXT - read


def test_a_prompt_past_the_context_is_refused_in_openais_words(server: Served) -> None:
    with pytest.raises(openai.BadRequestError) as refused:
        server.client().chat.completions.create(model=MODEL, messages=TOO_LONG, max_tokens=16)
    error = refused.value
    assert error.code == "context_length_exceeded" and error.param == "messages"
    assert re.search(r"This model's maximum context length is 8192 tokens, and the prompt is too long: your prompt "
                     r"\(system, tools and messages\) resulted in \d{4,} tokens\.", error.message)
    with server.http() as http:
        answer = http.post("/v1/responses", json={"model": MODEL, "input": TOO_LONG[0]["content"]})
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == "context_length_exceeded"
    assert "maximum context length is 8192 tokens" in answer.json()["error"]["message"]


def test_claude_codes_own_request_past_the_context_is_refused_and_counted_in_anthropics_words(server: Served) -> None:
    """Claude Code's captured first request (its 24 tools, ~19.7k tokens here): counted past the context,
    refused with Anthropic's 'prompt is too long: N tokens > M maximum', which Claude Code reads to compact."""
    body = {**CLAUDE_CODE.body(), "model": MODEL, "stream": False}
    with server.http() as http:
        counted = http.post("/v1/messages/count_tokens", json={k: body[k] for k in ("model", "messages", "system",
                                                                                      "tools")})
        answer = http.post("/v1/messages", json=body, timeout=120)
    assert counted.status_code == 200, counted.text
    tokens = counted.json()["input_tokens"]
    assert tokens > CONTEXT
    assert answer.status_code == 400, answer.text
    assert answer.json() == {"type": "error", "error": {
        "type": "invalid_request_error", "message": f"prompt is too long: {tokens} tokens > {CONTEXT} maximum"}}
    with _anthropic(server) as claude, pytest.raises(anthropic.BadRequestError, match="prompt is too long"):
        claude.messages.create(model=MODEL, max_tokens=16, messages=TOO_LONG)


def test_a_client_that_leaves_a_stream_is_logged_as_cancelled_with_its_tokens(server: Served) -> None:
    ask = {"model": MODEL, "messages": [{"role": "user", "content": "Tell me a long story."}], "max_tokens": 4000,
           "temperature": 0, "stream": True}
    before = len(server.log.read_text())
    with httpx.Client(base_url=server.url, timeout=60) as http, http.stream("POST", "/v1/chat/completions",
                                                                             json=ask) as stream:
        for seen, _line in enumerate(stream.iter_lines()):
            if seen > 8:
                break  # leave after a few chunks: the connection closes with the block
    line = _logged(server, r"POST /v1/chat/completions (\S+) \d+ms tokens=\d+\+(\d+)", before)
    assert line.group(1) == "cancelled" and 0 < int(line.group(2)) < 4000


def test_an_agents_step_without_a_budget_gets_the_agents_default(server: Served) -> None:
    """Codex sends no max_output_tokens: a step offering tools gets `agent_reply_budget` (1,024 on this
    model's 8,192), a plain chat the server's default."""
    with server.http() as http:
        stepped = http.post("/v1/responses", json={
            "model": MODEL, "input": "Hi", "tools": [{"type": "function", **TOOL["function"]}], "temperature": 0})
    assert stepped.status_code == 200, stepped.text
    assert stepped.json()["usage"]["effective_max_tokens"] == agent_reply_budget(CONTEXT) == 1024
