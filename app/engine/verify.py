"""Prove a model folder works: load it in a host and generate one token."""

from __future__ import annotations

from pathlib import Path

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.engine.client import EngineClient, EngineError


def verify_model(folder: Path) -> None:
    """Raise EngineError unless `folder` loads on the CPU and generates a token."""
    client = EngineClient()
    try:
        client.load(str(folder), ("cpu",))
        sampling = Sampling(temperature=0, max_new_tokens=1)
        for event in client.turn([ChatMessage("user", "Hi")], sampling).events():
            if isinstance(event, p.Error):
                raise EngineError(event)
            if isinstance(event, p.Done) and event.generated_tokens != 1:
                raise EngineError(p.Error("generation_failed", "The model generated no token."))
    finally:
        client.close()
