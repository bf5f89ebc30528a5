"""`main.py serve` with scripted replies, for the coding agents' session tests and bench.

A small model neither calls a client's tool on request nor stops when a protocol test needs it to. So
this runs the real server (`app.cli.serve.main`, the model loaded, every route, the prompt rendered and
counted by the engine host: a prompt past the context is refused as ever) with an engine client whose
replies are scripted:
- a turn whose newest message is the person's and holds `HEARTH-TEST-CALL {"name": …, "arguments": …}`
  is answered with that call, written as the model writes one (the route parses it and hands the client
  its own tool call);
- a turn whose newest message is a tool's result is answered `Read: <the result, on one line>`;
- any other turn `Hello from Hearth.`
With `HEARTH_TEST_REPLIES=model` only the call is scripted, and the model writes the rest (bench/api.py).
Each turn's messages are recorded in `$HEARTH_TEST_TURNS` (a JSON line a turn).

    python -m tests.agents.scripted_serve [serve's arguments]
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import re
import sys
from collections.abc import Sequence
from typing import Any

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.engine.client import EngineClient, EngineError, TurnHandle, new_id

MARK = "HEARTH-TEST-CALL "
RESULT = re.compile(r"<tool_response>\s*(.*?)\s*</tool_response>", re.DOTALL)
GREETING = "Hello from Hearth."


class ScriptedReplies(EngineClient):
    def __init__(self, model_writes_text: bool = False) -> None:
        super().__init__()
        self.model_writes_text = model_writes_text

    def turn(self, messages: Sequence[ChatMessage], sampling: Sampling | None = None, *args: Any,
             **kwargs: Any) -> TurnHandle:
        last = messages[-1] if messages else ChatMessage("user", "")
        _record(messages)
        result = RESULT.search(last.content) if last.role in ("user", "tool") else None
        call = _call(last.content) if last.role == "user" and result is None else None
        if call is None and self.model_writes_text:
            return super().turn(messages, sampling, *args, **kwargs)
        if call is not None:
            reply = json.dumps(call)
        elif result is not None or last.role == "tool":
            text = result.group(1) if result is not None else last.content
            reply = f"Read: {' '.join(text.split())[:500] or '(nothing)'}"
        else:
            reply = GREETING
        return self._scripted(messages, sampling or Sampling(), reply, kwargs.get("tools", ""))

    def _scripted(self, messages: Sequence[ChatMessage], sampling: Sampling, reply: str, tools: str) -> TurnHandle:
        """The events of a real turn (the prompt as the host renders and counts it) with `reply` as its text."""
        request = new_id()
        events: queue.Queue[p.Event] = queue.Queue()
        try:
            measured = self.measure(messages, sampling, tools=tools, keep_all=True)
        except EngineError as exc:
            events.put(p.Error(exc.event.code, exc.event.message, request))
            return TurnHandle(request, events, self.cancel)
        prompt, context = measured.prompt_tokens, measured.context_length
        if prompt >= context:
            events.put(p.Error("prompt_too_long", "The prompt does not fit.", request, prompt, context))
            return TurnHandle(request, events, self.cancel)
        for event in (p.Started(request, prompt, 0, 0, min(sampling.max_new_tokens, context - prompt), context),
                      p.Token(request, reply), p.Done(request, "stop", prompt, 0, len(reply.split()), 0.0, 0.0)):
            events.put(event)
        return TurnHandle(request, events, self.cancel)


def _call(text: str) -> Any:
    """The call after the mark, or None (no mark, or no JSON object after it). opencode sends the person's
    text as a JSON string literal: it is read as such."""
    if text.startswith('"'):
        with contextlib.suppress(ValueError):
            text = str(json.loads(text))
    at = text.find(MARK)
    if at < 0:
        return None
    try:
        call, _ = json.JSONDecoder().raw_decode(text[at + len(MARK):])
    except ValueError:
        return None
    return call if isinstance(call, dict) else None


def _record(messages: Sequence[ChatMessage]) -> None:
    path = os.environ.get("HEARTH_TEST_TURNS")
    if path:
        with open(path, "a", encoding="utf-8") as out:
            out.write(json.dumps([{"role": m.role, "content": m.content} for m in messages]) + "\n")


def main(argv: list[str]) -> int:
    """As `main.py serve ARGV` starts it (telemetry off, private folders), with the scripted engine client."""
    import argparse

    from app.cli import serve
    from app.system.paths import make_private_roots
    from app.system.privacy import disable_telemetry_env

    disable_telemetry_env()
    parser = argparse.ArgumentParser(prog="scripted_serve")
    serve.add_arguments(parser)
    args = parser.parse_args(argv)
    make_private_roots()
    return serve.main(args, ScriptedReplies(os.environ.get("HEARTH_TEST_REPLIES") == "model"))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
