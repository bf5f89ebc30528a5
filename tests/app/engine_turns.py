"""Helpers for the tests that drive the real engine: a user message, and a turn's events collected."""

from __future__ import annotations

from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.engine.client import EngineError, TurnHandle


def user(text: str) -> ChatMessage:
    return ChatMessage("user", text)


def collect(handle: TurnHandle) -> tuple[str, list[p.TurnEvent], p.Done]:
    """The turn's text, every event it sent and its `done`; an `error` event raises EngineError."""
    pieces, events = [], []
    for event in handle.events():
        assert event is not None
        events.append(event)
        if isinstance(event, p.Token):
            pieces.append(event.text)
        elif isinstance(event, p.Error):
            raise EngineError(event)
        elif isinstance(event, p.Done):
            return "".join(pieces), events, event
    raise AssertionError("turn ended without done")
