"""Thinking in the chat: the switch (per model, and per chat over it) and a reply's thinking time.

- `ThinkingPrefs` keeps the switch in `thinking.json` in the data folder: a default per model (by name)
  and a choice per conversation that overrides it. A damaged file costs the choices, never the app.
- `shape_turn` applies the switch to a turn about to start: a model whose template can switch thinking
  off (`models.reasoning_format`) gets its reply started with an empty thinking block, which is exactly
  what that template writes for `enable_thinking=false` (ORT GenAI 0.18 cannot pass the argument).
- `track_thinking` notes when the thinking of a streaming reply starts and how long it has lasted;
  the reply's provenance keeps it (`thinking_s`), so "Thought for 12 s" survives a restart.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from app.chat.reasoning import NO_THINKING, split
from app.conversation.thread import ModelInfo, Turn
from models.atomic import write_text_atomic
from models.reasoning_format import NONE, ThinkingSupport, thinking_support

log = logging.getLogger("hearth.thinking")


class ThinkingPrefs:
    """Whether to think: per model (default on) and per conversation (overrides the model's)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._models: dict[str, bool] = {}
        self._chats: dict[str, bool] = {}
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            log.warning("thinking switches unreadable, starting afresh: %s", exc)
            return
        if isinstance(raw, dict):
            for key, target in (("models", self._models), ("chats", self._chats)):
                values = raw.get(key)
                if isinstance(values, dict):
                    target.update({str(k): v for k, v in values.items() if isinstance(v, bool)})

    def model_default(self, model: str) -> bool:
        return self._models.get(model, True)

    def enabled(self, model: str, conversation_id: int | None) -> bool:
        chat = self._chats.get(str(conversation_id)) if conversation_id is not None else None
        return chat if chat is not None else self.model_default(model)

    def set_model_default(self, model: str, on: bool) -> None:
        self._models[model] = on
        self._write()

    def set_chat(self, conversation_id: int, on: bool | None) -> None:
        """The chat's own choice; None goes back to the model's default."""
        if on is None:
            self._chats.pop(str(conversation_id), None)
        else:
            self._chats[str(conversation_id)] = on
        self._write()

    def _write(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(self.path, json.dumps({"models": self._models, "chats": self._chats}, indent=2))
        except OSError as exc:  # the switch still holds for this session
            log.warning("thinking switches not saved: %s", exc)


class ThinkingSwitch:
    """The chat's switch over the loaded model: what the window's Think button shows and the turn runner's
    `shaper`. A choice made in a new chat (no conversation yet) goes to the conversation its first message
    makes."""

    def __init__(self, prefs: ThinkingPrefs, model: Callable[[], ModelInfo | None]) -> None:
        self.prefs = prefs
        self._model = model
        self._pending: bool | None = None

    def opened(self, conversation_id: int, new: bool) -> None:
        """A conversation was opened: the one a new chat's first message made (`new`) takes the choice made
        before it existed; any other leaves that choice behind."""
        if new and conversation_id and self._pending is not None:
            self.prefs.set_chat(conversation_id, self._pending)
        self._pending = None

    def support(self) -> ThinkingSupport:
        info = self._model()
        return thinking_support(Path(info.path)) if info is not None and not info.host else NONE

    def _name(self) -> str:
        info = self._model()
        return info.name if info is not None else ""

    def enabled(self, conversation_id: int | None) -> bool:
        if conversation_id is None and self._pending is not None:
            return self._pending
        return self.prefs.enabled(self._name(), conversation_id)

    def set_enabled(self, conversation_id: int | None, on: bool) -> None:
        if conversation_id is None:
            self._pending = on
        else:
            self.prefs.set_chat(conversation_id, on)

    def model_default(self) -> bool:
        return self.prefs.model_default(self._name())

    def set_model_default(self, on: bool) -> None:
        if self._name():
            self.prefs.set_model_default(self._name(), on)

    def shape(self, turn: Turn) -> None:
        """The turn runner's `shaper`: the switch applied to a turn about to start."""
        if self._pending is not None:
            self.prefs.set_chat(turn.conversation_id, self._pending)
            self._pending = None
        shape_turn(turn, self.support(), self.prefs.enabled(self._name(), turn.conversation_id))


def shape_turn(turn: Turn, support: ThinkingSupport, enabled: bool) -> None:
    """Switch thinking off for this turn where the model's template can (a continued reply goes on as it was)."""
    if support.switchable and not enabled and not turn.continue_last:
        turn.thinking_off, turn.continue_last, turn.prefix = True, True, NO_THINKING


def track_thinking(turn: Turn, now: float) -> None:
    """After new text arrived: start the thinking clock, or note how long the thinking has lasted
    (`thinking_since` < 0 once the thinking has ended, or when a continued reply had ended it before)."""
    if turn.thinking_since < 0 or turn.thinking_off:
        return
    parts = split(turn.text)
    if not parts.has_thinking:
        return
    if not turn.thinking_since:
        before = split(turn.prefix)
        if before.has_thinking and not before.open:
            turn.thinking_since = -1.0
            return
        turn.thinking_since = now
    turn.noted = replace(turn.noted, thinking_s=round(now - turn.thinking_since, 1))
    if not parts.open:
        turn.thinking_since = -1.0
