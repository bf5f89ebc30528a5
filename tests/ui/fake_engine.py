"""A scripted stand-in for `EngineBridge`: same signals and methods, no process, no model.

Replies are queued with `enqueue` (a text, or a list of pieces) and emitted piece by piece on a
QTimer, like a real stream. Requests are answered strictly in order, one at a time, as the real
bridge's single worker thread does. Without a queued reply it answers "Echo: <last user message>".

Knobs for tests: `context_length`, `dropped` (messages the next plans leave out), `fail_load`,
`fail_plan` (an Error answering the next plan), `crash_after` (pieces before the host "dies"),
`finish_reason` of the next reply, `interval_ms` between pieces. Every request is recorded in
`requests` as (kind, payload) for assertions.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.engine import protocol as p


@dataclass
class Scripted:
    pieces: list[str]
    finish_reason: p.FinishReason = "stop"
    crash_after: int | None = None


@dataclass
class TurnRecord:
    messages: tuple[p.ChatMessage, ...]
    sampling: p.Sampling
    system_prompt: str
    continue_last: bool
    extra: dict[str, Any] = field(default_factory=dict)


class FakeEngine(QObject):
    loaded = Signal(object)
    tokens = Signal(str, str)
    done = Signal(object)
    planned = Signal(object)
    failed = Signal(object)

    def __init__(self, interval_ms: int = 2, context_length: int = 2048, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interval_ms = interval_ms
        self.context_length = context_length
        self.dropped = 0
        self.device = "cpu"
        self.fallback_reason = ""
        self.fail_load: p.Error | None = None
        self.fail_plan: p.Error | None = None
        self.requests: list[tuple[str, Any]] = []
        self.turns: list[TurnRecord] = []
        self.cancels = 0
        self.shut_down = False
        self.dead = False  # after a crash: every request but `load` answers host_died
        self._script: deque[Scripted] = deque()
        self._queue: deque[tuple[str, Any]] = deque()
        self._busy = False
        self._stream: list[str] = []
        self._current: Scripted | None = None
        self._emitted = 0
        self._cancelled = False
        self._turn_no = 0
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)

    # ---- script -------------------------------------------------------------------------------

    def enqueue(self, reply: str | Sequence[str], finish_reason: p.FinishReason = "stop",
                crash_after: int | None = None) -> None:
        pieces = re.findall(r"\s*\S+", reply) if isinstance(reply, str) else list(reply)
        self._script.append(Scripted(pieces, finish_reason, crash_after))

    @property
    def streaming(self) -> bool:
        return self._current is not None

    # ---- the bridge's interface ---------------------------------------------------------------

    def load(self, model_dir: str, providers: Sequence[str], intra_op_threads: int = 0,
             context_limit: int = 0) -> None:
        self.shut_down = False  # a window started again reuses the fake, like a fresh bridge
        self._request("load", (model_dir, tuple(providers)))

    def run_turn(self, messages: Sequence[p.ChatMessage], sampling: p.Sampling, system_prompt: str = "",
                 continue_last: bool = False) -> None:
        self._request("turn", TurnRecord(tuple(messages), sampling, system_prompt, continue_last))

    def plan(self, messages: Sequence[p.ChatMessage], sampling: p.Sampling, system_prompt: str = "",
             continue_last: bool = False) -> None:
        self._request("plan", TurnRecord(tuple(messages), sampling, system_prompt, continue_last))

    def cancel(self) -> None:
        self.cancels += 1
        if self._current is not None:
            self._cancelled = True

    def shutdown(self) -> None:
        self.shut_down = True
        self._timer.stop()
        self._current = None
        self._queue.clear()

    # ---- machinery ----------------------------------------------------------------------------

    def _request(self, kind: str, payload: Any) -> None:
        self.requests.append((kind, payload))
        self._queue.append((kind, payload))
        QTimer.singleShot(0, self._serve)

    def _serve(self) -> None:
        if self._busy or not self._queue or self.shut_down:
            return
        kind, payload = self._queue.popleft()
        if self.dead and kind != "load":
            self.failed.emit(p.Error("host_died", "The engine is not running."))
        elif kind == "load":
            self.dead = False
            if self.fail_load is not None:
                error, self.fail_load = self.fail_load, None
                self.failed.emit(error)
            else:
                self.loaded.emit(p.Loaded(payload[0], "llama", self.device, self.context_length, 0.1,
                                          self.fallback_reason))
        elif kind == "plan":
            if self.fail_plan is not None:
                error, self.fail_plan = self.fail_plan, None
                self.failed.emit(error)
            else:
                self.planned.emit(p.Planned("", self._prompt_tokens(payload), self.dropped, 256,
                                            self.context_length))
        else:
            self._begin_turn(payload)
            return
        QTimer.singleShot(0, self._serve)

    @staticmethod
    def _prompt_tokens(record: TurnRecord) -> int:
        return 8 + sum(len(m.content.split()) + 4 for m in record.messages)

    def _begin_turn(self, record: TurnRecord) -> None:
        self.turns.append(record)
        self._turn_no += 1
        last_user = next((m.content for m in reversed(record.messages) if m.role == "user"), "")
        self._current = self._script.popleft() if self._script else Scripted([f"Echo: {last_user}"])
        self._record = record
        self._emitted = 0
        self._cancelled = False
        self._busy = True
        self._timer.start(self.interval_ms)

    def _tick(self) -> None:
        script = self._current
        if script is None:
            self._timer.stop()
            return
        turn_id = f"turn-{self._turn_no}"
        if script.crash_after is not None and self._emitted >= script.crash_after:
            self.dead = True
            self._end(p.Error("host_died", "The engine stopped unexpectedly (exit code -9). This usually "
                              "means the model ran out of memory or the device driver crashed. Your "
                              "conversation is safe; load the model again or try another device.", turn_id))
            return
        if self._cancelled:
            self._end(self._done(turn_id, "cancelled"))
            return
        if self._emitted < len(script.pieces):
            self.tokens.emit(turn_id, script.pieces[self._emitted])
            self._emitted += 1
            return
        self._end(self._done(turn_id, script.finish_reason))

    def _done(self, turn_id: str, finish: p.FinishReason) -> p.Done:
        return p.Done(turn_id, finish, self._prompt_tokens(self._record), 0, self._emitted, 0.05, 50.0,
                      self.dropped)

    def _end(self, event: p.Done | p.Error) -> None:
        self._timer.stop()
        self._current = None
        self._busy = False
        if isinstance(event, p.Done):
            self.done.emit(event)
        else:
            self.failed.emit(event)
        QTimer.singleShot(0, self._serve)

    def crash_now(self) -> None:
        """The host dies at once (mid-stream if a turn runs)."""
        if self._current is not None:
            self._current.crash_after = self._emitted
