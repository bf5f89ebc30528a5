"""A scripted stand-in for `EngineBridge`: same signals and methods, no process, no model.

Replies are queued with `enqueue` (a text, or a list of pieces) and emitted piece by piece on a
QTimer, like a real stream; without one it answers "Echo: <last user message>". Every event carries
the id of the request it answers, and a turn lives like a real one: `queued` (while `ahead` other
requests wait before it), `started`, `progress` (`prefill_steps` of them), `tokens`, then `done` or
`failed`. Turns run one at a time in the order they were asked; `measure` and `cancel` are answered at
once, also while a turn runs.

Knobs for tests: `context_length`, `device`, `failures` (devices the next load fell back past),
`dropped` (messages the turns leave out), `ahead` (other requests queued before the next turn),
`prefill_steps`, `hold` (a turn does not move past waiting / reading while True), `fail_load`,
`fail_measure`, `fail_turn` (an Error answering the next load / measure / turn), `crash_after` of a
reply or `crash_now()` (the host dies: the running turn fails with `host_died` and `host_died` is
emitted, in the order `host_died_first` says; until the next load every request fails the same way),
`interval_ms` between events (a test that sets it long drives the events itself with `step`). Every
request is recorded in `requests` as (kind, payload) (`requested` picks one kind); `turns` holds the
turns that started running.
"""

from __future__ import annotations

import itertools
import re
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, FinishReason, Guidance
from app.engine import protocol as p
from app.qt.engine_bridge import EngineSignals

DEATH = ("The engine stopped: it was stopped by the system, most often because it ran out of memory. Your "
         "conversation is safe. Load the model again, or try another device.")


@dataclass
class Scripted:
    pieces: list[str]
    finish_reason: FinishReason = "stop"
    crash_after: int | None = None


@dataclass
class TurnRecord:
    id: str
    messages: tuple[ChatMessage, ...]
    sampling: Sampling
    system_prompt: str
    continue_last: bool
    guidance: Guidance | None = None
    tools: str = ""
    read_ahead: bool = False  # a measure's: the engine may read the draft ahead


@dataclass
class _Running:
    record: TurnRecord
    ahead: int
    script: Scripted | None = None  # set when it starts
    read: int = 0  # prefill steps done
    emitted: int = 0
    cancelled: bool = False


class FakeEngine(EngineSignals):
    def __init__(self, interval_ms: int = 2, context_length: int = 2048, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interval_ms = interval_ms
        self.context_length = context_length
        self.device = "cpu"
        self.failures: tuple[p.DeviceFailure, ...] = ()
        self.not_used: tuple[p.DeviceFailure, ...] = ()  # providers not tried, and why (`loaded.not_used`)
        self.prefer = ""  # the device chosen for the last model loaded ("" = Hearth's choice)
        self.why = ""  # why the model runs on `device` (`loaded.why`)
        self.dropped = 0
        self.ahead = 0
        self.prefill_steps = 0
        self.hold = False
        self.fail_load: p.Error | None = None
        self.fail_measure: p.Error | None = None
        self.fail_turn: p.Error | None = None
        self.requests: list[tuple[str, Any]] = []
        self.turns: list[TurnRecord] = []
        self.shut_down = False
        self.down: p.Error | None = p.Error("not_loaded", "No model is loaded.")  # every request fails so
        self.host_died_first = False  # the real bridge tells both from two threads: either may come first
        self._crashing = False
        self._ids = itertools.count(1)
        self._script: deque[Scripted] = deque()
        self._queue: deque[_Running] = deque()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)

    # ---- script -------------------------------------------------------------------------------

    def enqueue(self, reply: str | Sequence[str], finish_reason: FinishReason = "stop",
                crash_after: int | None = None) -> None:
        pieces = re.findall(r"\s*\S+", reply) if isinstance(reply, str) else list(reply)
        self._script.append(Scripted(pieces, finish_reason, crash_after))

    @property
    def running(self) -> _Running | None:
        """The turn at the head of the queue (waiting, reading or streaming), if any."""
        return self._queue[0] if self._queue else None

    def requested(self, kind: str) -> list[Any]:
        """The payloads of every request of one kind, oldest first."""
        return [payload for k, payload in self.requests if k == kind]

    def crash_now(self) -> None:
        """The host dies (at the next tick: whatever a turn is doing, waiting, reading or streaming)."""
        self._crashing = True
        QTimer.singleShot(0, self._tick)

    # ---- the bridge's interface ---------------------------------------------------------------

    def load(self, model_dir: str, providers: Sequence[str] = (), intra_op_threads: int = 0,
             context_limit: int = 0, avoid: Sequence[str] = (), prefer: str = "") -> None:
        self.prefer = prefer
        self.shut_down = False  # a window started again reuses the fake, like a fresh bridge
        self.requests.append(("load", (model_dir, tuple(providers), tuple(avoid))))
        request_id = self._new_id()

        def answer() -> None:
            if self.fail_load is not None:  # the model loaded before (if any) keeps answering
                error, self.fail_load = self.fail_load, None
                self.load_failed.emit(p.Error(error.code, error.message, request_id))
                return
            self.down = None
            self.loaded.emit(p.Loaded(request_id, model_dir, "llama", self.device, self.context_length, 0.1,
                                      self.failures, self.not_used,
                                      "you chose it for this model" if self.prefer else self.why))

        QTimer.singleShot(0, answer)

    def unload(self) -> None:
        self.requests.append(("unload", None))
        self.down = p.Error("not_loaded", "No model is loaded.")
        for turn in self._queue:  # turns in flight end as cancelled
            turn.cancelled = True

    def start_turn(self, messages: Sequence[ChatMessage], sampling: Sampling, system_prompt: str = "",
                   continue_last: bool = False, guidance: Guidance | None = None, tools: str = "") -> str:
        record = TurnRecord(self._new_id(), tuple(messages), sampling, system_prompt, continue_last, guidance, tools)
        self.requests.append(("turn", record))
        if self.down is not None or self.fail_turn is not None:
            error, self.fail_turn = self.down or self.fail_turn, None
            assert error is not None
            QTimer.singleShot(0, lambda: self.failed.emit(p.Error(error.code, error.message, record.id)))
        else:
            self._queue.append(_Running(record, self.ahead))
            self._timer.start(self.interval_ms)
        return record.id

    def measure(self, messages: Sequence[ChatMessage], sampling: Sampling, system_prompt: str = "",
                continue_last: bool = False, read_ahead: bool = False, tools: str = "") -> str:
        record = TurnRecord(self._new_id(), tuple(messages), sampling, system_prompt, continue_last, tools=tools,
                            read_ahead=read_ahead)
        self.requests.append(("measure", record))

        def answer() -> None:
            if self.down is not None or self.fail_measure is not None:
                error, self.fail_measure = self.down or self.fail_measure, None
                assert error is not None
                self.failed.emit(p.Error(error.code, error.message, record.id))
            else:
                self.measured.emit(p.Measured(record.id, self.prompt_tokens(record), self.dropped, 256,
                                              self.context_length))

        QTimer.singleShot(0, answer)
        return record.id

    def cancel(self, turn_id: str) -> None:
        self.requests.append(("cancel", turn_id))
        for turn in self._queue:
            if turn.record.id == turn_id:
                turn.cancelled = True  # answered at the next tick, like the host's next poll

    def shutdown(self) -> None:
        self.requests.append(("shutdown", None))
        self.shut_down = True
        self._timer.stop()
        self._queue.clear()

    # ---- machinery ----------------------------------------------------------------------------

    def _new_id(self) -> str:
        return f"req-{next(self._ids)}"

    @staticmethod
    def prompt_tokens(record: TurnRecord) -> int:
        return 8 + sum(len(m.content.split()) + 4 for m in record.messages) + len(record.tools.split())

    def step(self) -> None:
        """The next event, now."""
        self._tick()

    def _tick(self) -> None:
        if self._crashing:
            self._die()
            return
        for turn in [t for t in list(self._queue)[1:] if t.cancelled]:  # queued behind ours: never ran
            self._end(turn, self._done(turn, "cancelled"))
        turn = self.running
        if turn is None:
            self._timer.stop()
            return
        self._timer.setInterval(self.interval_ms)
        if turn.cancelled:
            self._end(turn, self._done(turn, "cancelled"))
        elif turn.ahead > 0:
            self.queued.emit(turn.record.id, turn.ahead)
            if not self.hold:
                turn.ahead -= 1
        elif turn.script is None:
            self._start(turn)
        elif turn.read < self.prefill_steps:
            total = self.prompt_tokens(turn.record)
            self.progress.emit(turn.record.id, total * (turn.read + 1) // (self.prefill_steps + 1), total)
            if not self.hold:
                turn.read += 1
        elif turn.script.crash_after is not None and turn.emitted >= turn.script.crash_after:
            self._die()
        elif turn.emitted < len(turn.script.pieces):
            self.tokens.emit(turn.record.id, turn.script.pieces[turn.emitted])
            turn.emitted += 1
        else:
            self._end(turn, self._done(turn, turn.script.finish_reason))

    def _start(self, turn: _Running) -> None:
        record = turn.record
        self.turns.append(record)
        last_user = next((m.content for m in reversed(record.messages) if m.role == "user"), "")
        turn.script = self._script.popleft() if self._script else Scripted([f"Echo: {last_user}"])
        self.started.emit(p.Started(record.id, self.prompt_tokens(record), 0, self.dropped, 256,
                                    self.context_length))

    def _done(self, turn: _Running, finish: FinishReason) -> p.Done:
        if turn.script is None:  # cancelled while queued: it never ran
            return p.Done(turn.record.id, "cancelled", 0, 0, 0, 0.0, 0.0)
        return p.Done(turn.record.id, finish, self.prompt_tokens(turn.record), 0, turn.emitted, 0.05, 50.0,
                      self.dropped)

    def _end(self, turn: _Running, event: p.Done | p.Error) -> None:
        self._queue.remove(turn)
        if isinstance(event, p.Done):
            self.done.emit(event)
        else:
            self.failed.emit(event)

    def _die(self) -> None:
        """Every turn in flight fails with host_died, and the death itself is told."""
        self._crashing = False
        self.down = p.Error("host_died", "The engine is not running.")
        self._timer.stop()
        if self.host_died_first:
            self.host_died.emit(DEATH)
        for turn in list(self._queue):
            self._end(turn, p.Error("host_died", DEATH, turn.record.id))
        if not self.host_died_first:
            self.host_died.emit(DEATH)
