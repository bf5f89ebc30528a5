"""The requests real coding agents send, captured once against `main.py serve` (see data/README.md).

Each is a route's request body as the client sent it (its own prompts replaced by neutral text of the
same length, ids and paths made anonymous): Claude Code's first `/v1/messages`, Codex's first
`/v1/responses`, opencode's first `/v1/chat/completions` and its hidden title request.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class Captured:
    client: str
    route: str
    file: str

    def body(self) -> dict[str, Any]:
        loaded: dict[str, Any] = json.loads((DATA / self.file).read_text(encoding="utf-8"))
        return loaded

    def size(self) -> int:
        return len(json.dumps(self.body(), separators=(",", ":")).encode())


CLAUDE_CODE = Captured("Claude Code 2.1.197", "/v1/messages", "claude-code-2.1.197.messages.json")
CODEX = Captured("Codex 0.171.0", "/v1/responses", "codex-0.171.0.responses.json")
OPENCODE = Captured("opencode 1.18.33", "/v1/chat/completions", "opencode-1.18.33.chat.json")
OPENCODE_TITLE = Captured("opencode 1.18.33 (title)", "/v1/chat/completions", "opencode-1.18.33.title.json")
ALL = (CLAUDE_CODE, CODEX, OPENCODE, OPENCODE_TITLE)


def as_chat(captured: Captured, model: str = "") -> Any:
    """The body as the chat route's request (each route translates into it), with `model` named."""
    from app.api.schemas import ChatCompletionRequest
    from app.api.schemas_anthropic import MessagesRequest
    from app.api.schemas_responses import ResponsesRequest

    body = {**captured.body(), "model": model}
    if captured.route == "/v1/messages":
        return MessagesRequest.model_validate(body).chat()
    if captured.route == "/v1/responses":
        return ResponsesRequest.model_validate(body).chat()
    return ChatCompletionRequest.model_validate(body)


def tool_path(captured: Captured) -> Any:
    from app.api.tools import chat_tool_path

    if captured.route == "/v1/messages":
        return lambda index: f"tools.{index}.input_schema"
    return chat_tool_path
