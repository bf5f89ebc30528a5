"""The model session's gate: a load waits for the reply being written (`LoadAfterReply`). Apart from the
model session and the turn runner because it stands on both: the runner speaks to the model session's engine."""

from __future__ import annotations

from collections.abc import Callable

from app.chat.values import ModelRef
from app.qt.model_session import ModelSession
from app.qt.turn_runner import TurnRunner


class LoadAfterReply:
    """The model session's gate: every load (also a retry) waits for the reply being written, which is
    stopped first, and follows its end, so a swap never cuts a reply off half-saved. `first` runs
    before every load (the controller cancels a title being written)."""

    def __init__(self, models: ModelSession, turns: TurnRunner, first: Callable[[], object]) -> None:
        self._models, self._turns, self._first = models, turns, first
        self.waiting: ModelRef | None = None
        models.gate = self._may_load_now
        turns.ended.connect(self._on_turn_ended)

    def _may_load_now(self, ref: ModelRef) -> bool:
        self._first()
        if not self._turns.busy:
            return True
        self.waiting = ref
        self._turns.stop()
        return False

    def _on_turn_ended(self) -> None:
        ref, self.waiting = self.waiting, None
        if ref is not None:
            self._models.load(ref)
