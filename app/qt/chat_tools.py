"""The window's tool loop: between the turn runner's engine steps, each call shown, approved and run.

`TurnRunner` asks `begin` for the first step of a turn (None: the turn has no tools, and runs as
always), passes each piece of text through `feed` (the text of a call is not shown as words: the
call gets a card), and at the end of each step asks `step_done` whether the loop takes over. A call
waits for the person's answer (`answer`: "once", "always" or "deny") unless its tool is always
allowed, runs on a thread of its own (a slow tool never blocks the window), and its result starts
the next step. `stop` stops a call that waits or runs, and ends the turn.

Signals: `call_changed(int cid, int reply_id, object CallRecord)` — a call appeared (status
`pending`: it waits for an answer), runs, or ended. Tools left out of a turn, and why, are said to the `Notices`
given.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Literal, Protocol

from PySide6.QtCore import QObject, Signal, Slot

from app.chat.generation import GenerationSettings
from app.chat.images import images_of
from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.conversation.thread import ModelInfo, Turn, history_of, sendable
from app.engine import protocol as p
from app.qt.i18n import translate
from app.qt.notices import Notices
from app.store import Message, Status
from app.tools.approvals import Approvals
from app.tools.builtin import ToolContext
from app.tools.plan import ToolPlan, tool_messages
from app.tools.spec import CallRecord, calls_of
from app.tools.steps import ToolSteps
from app.tools.toolbox import Toolbox, denied
from app.tools.traits import ModelTraits, read_traits

Decision = Literal["once", "always", "deny"]


class Runner(Protocol):
    """What the loop asks of the turn runner that holds it (`app.qt.turn_runner.TurnRunner`)."""

    tools: ChatTools | None

    @property
    def busy(self) -> bool: ...

    def warm(self, plan: ToolPlan, sampling: Sampling) -> None: ...

    def send_step(self, turn: Turn, plan: ToolPlan) -> None: ...

    def end_turn(self, turn: Turn, status: Status) -> None: ...


@dataclass
class _Loop:
    turn: Turn
    steps: ToolSteps
    waiting: CallRecord | None = None  # a call waiting for an answer, or running
    cancel: threading.Event = field(default_factory=threading.Event)


class ChatTools(QObject):
    call_changed = Signal(int, int, object)
    _ran = Signal(object, object)  # (loop, record), from a tool's thread

    def __init__(self, toolbox: Toolbox, approvals: Approvals, context: Callable[[int], ToolContext],
                 notices: Notices, parent: QObject | None = None, read_ahead: bool = False) -> None:
        super().__init__(parent)
        self._notices = notices
        self.read_ahead = read_ahead  # `warm` reads a chat's tool listing before the person sends
        self._warmed: tuple[object, ...] = ()
        self.toolbox = toolbox
        self.approvals = approvals
        self._context = context
        self._runner: Runner | None = None
        self._loops: dict[int, _Loop] = {}  # by reply id
        self._traits: dict[str, ModelTraits] = {}
        self._threads: set[threading.Thread] = set()
        self._ran.connect(self._on_ran)

    def attach(self, runner: Runner) -> None:
        self._runner = runner
        runner.tools = self

    def traits(self, model: ModelInfo | None) -> ModelTraits | None:
        """How the loaded model writes a call (a remote one: as the remote engine turns `tool_calls` into text)."""
        if model is None:
            return None
        if model.host:
            return ModelTraits()
        if model.path not in self._traits:
            self._traits[model.path] = read_traits(Path(model.path))
        return self._traits[model.path]

    def warm(self, thread: Sequence[Message], settings: GenerationSettings, model: ModelInfo | None) -> None:
        """Read the open chat's tool listing into the engine's cache while the person types
        (`TurnRunner.warm`): a local model, built-in tools and tool servers already running (a server
        starts when a reply needs it, not on a glance), nothing running, once per chat state. Measured
        by bench/tools.py."""
        runner = self._runner
        if not self.read_ahead or runner is None or runner.busy or model is None or model.host:
            return
        key = (model.path, settings.tools, settings.tool_choice, settings.system_prompt,
               tuple(m.id for m in thread))
        if key == self._warmed:
            return
        plan = self.listing_plan(thread, settings, model)
        if plan is None:
            return
        self._warmed = key
        runner.warm(plan, settings.sampling())

    def listing_plan(self, thread: Sequence[Message], settings: GenerationSettings, model: ModelInfo | None,
                     draft: str = "") -> ToolPlan | None:
        """The chat as its next turn with tools sends it (the system prompt and the tool listing in it, what the
        context meter counts), with `draft` as the next message ("": the chat as it stands); None when that turn
        would carry no tools, or its tool servers are not running yet (a glance starts none)."""
        if (not settings.tools or model is None or not self.toolbox.at_hand(settings.tools)
                or any(images_of(m.provenance) for m in thread)):
            return None
        traits = self.traits(model)
        specs, _ = self.toolbox.specs(settings.tools)
        if traits is None or not specs:
            return None
        sent = sendable(list(thread))
        messages = tool_messages(history_of(sent, images=False), [calls_of(m.provenance) for m in sent], traits,
                                 settings.system_prompt)
        try:  # planned with the next message (a blank one is left out again: the chat as it stands)
            plan = ToolSteps([*messages, ChatMessage("user", draft)], specs, traits,
                             settings.tool_choice == "required", budget=settings.sampling().max_new_tokens).plan()
        except ValueError:
            return None
        return plan if draft else replace(plan, messages=plan.messages[:-1])

    # ---- the runner's hooks ------------------------------------------------------------------------

    def _say(self, text: str) -> None:  # about the chat whose reply left tools out
        self._notices.say(text, "warning", chat=True)

    def begin(self, turn: Turn, history: Sequence[ChatMessage], model: ModelInfo | None) -> ToolPlan | None:
        """The first step of a turn with tools; None when the turn has none (or continues a reply)."""
        selection = turn.settings.tools
        traits = self.traits(model)
        if not selection or turn.continue_last or turn.reply_id is None:
            return None
        if traits is None:
            return None
        if any(m.images for m in history):  # the tool plan is text only: the images would be lost
            self._say(translate("ChatTools", "Tools are not offered in a chat with images yet; this reply has none."))
            return None
        specs, problems = self.toolbox.specs(selection)
        if problems:
            self._say(translate("ChatTools", "Tools: {0}.").format("; ".join(problems)))
        if not specs:
            return None
        calls = [calls_of(m.provenance) for m in turn.sources] if len(turn.sources) == len(history) else []
        messages = tool_messages(history, calls, traits, turn.settings.system_prompt)
        remote = model is not None and bool(model.host)
        loop = _Loop(turn, ToolSteps(messages, specs, traits, turn.settings.tool_choice == "required", remote=remote,
                                     budget=turn.settings.sampling().max_new_tokens))
        try:
            plan = loop.steps.plan()
        except ValueError as exc:  # an earlier call that cannot be sent back: this reply goes without tools
            self._say(translate("ChatTools", "Tools are off for this reply: {0}").format(exc))
            return None
        self._loops[turn.reply_id] = loop
        return plan

    def feed(self, turn: Turn, text: str) -> str:
        loop = self._loops.get(turn.reply_id or -1)
        return loop.steps.feed(text) if loop is not None else text

    def reply_calls(self, reply_id: int) -> tuple[dict[str, object], ...]:
        """The calls the reply being written has made so far, as its provenance keeps them."""
        loop = self._loops.get(reply_id)
        return tuple(r.as_dict() for r in loop.steps.records) if loop is not None else ()

    def preparing(self, turn: Turn) -> str:
        """What the reply says while the model writes a call's arguments (held back from the reply: the call
        gets a card), with how far it got; "" when it is not writing one."""
        loop = self._loops.get(turn.reply_id or -1)
        writing = loop.steps.call_being_written() if loop is not None else None
        if writing is None:
            return ""
        name, written = writing
        what = f"a call to {name}" if name else "a tool call"
        return f"Preparing {what}… ({written} characters written)"

    def step_done(self, turn: Turn, done: p.Done) -> bool:
        """True when the step was a call and the loop carries the turn on (the runner waits)."""
        loop = self._loops.get(turn.reply_id or -1)
        if loop is None:
            return False
        record = None if turn.cancel_requested or done.finish_reason == "cancelled" else loop.steps.finish_step()
        if record is None:
            turn.text += loop.steps.held_text()
            self._loops.pop(turn.reply_id or -1, None)
            return False
        self._record(loop)
        loop.waiting = record
        if self.approvals.allowed(record):
            self._run(loop, record)
        else:
            self._changed(loop, record)
        return True

    def answer(self, call_id: str, decision: Decision) -> None:
        """The person's answer to a call that waits (from its card or the terminal)."""
        loop = next((lp for lp in self._loops.values() if lp.waiting is not None and lp.waiting.id == call_id), None)
        if loop is None or loop.waiting is None or loop.waiting.status != "pending":
            return
        record = loop.waiting
        if decision == "deny":
            self._on_ran(loop, denied(record))
            return
        if decision == "always":
            self.approvals.allow_always(record)
        self._run(loop, record)

    def stop(self, turn: Turn) -> bool:
        """Stop a call that waits or runs; True when the loop ended the turn (no engine step to cancel)."""
        loop = self._loops.get(turn.reply_id or -1)
        if loop is None or loop.waiting is None:
            return False
        loop.cancel.set()
        record = loop.waiting
        record.status, record.result = "cancelled", "The call was stopped."
        self._end(loop, "cancelled")
        return True

    def pending(self, reply_id: int) -> list[CallRecord]:
        """The calls of a reply being written (the view shows them while the store has no copy yet)."""
        loop = self._loops.get(reply_id)
        return list(loop.steps.records) if loop is not None else []

    def shutdown(self) -> None:
        """On quit: stop running calls (their threads get a moment to end) and the tool servers."""
        for loop in list(self._loops.values()):
            loop.cancel.set()
        for thread in list(self._threads):
            thread.join(2.0)
        self.toolbox.close()

    # ---- running a call ----------------------------------------------------------------------------

    def _run(self, loop: _Loop, record: CallRecord) -> None:
        record.status = "running"
        self._changed(loop, record)
        spec = loop.steps.specs[record.tool]
        context = self._context(loop.turn.conversation_id)

        def work() -> None:
            try:
                self._ran.emit(loop, self.toolbox.run(spec, record, context, loop.cancel))
            finally:
                self._threads.discard(threading.current_thread())

        thread = threading.Thread(target=work, name="hearth-tool", daemon=True)
        self._threads.add(thread)
        thread.start()

    @Slot(object, object)
    def _on_ran(self, loop: _Loop, record: CallRecord) -> None:
        if loop.cancel.is_set() or self._loops.get(loop.turn.reply_id or -1) is not loop:
            return  # stopped meanwhile: the turn has ended already
        loop.waiting = None
        self._changed(loop, record)
        self._record(loop)
        runner = self._runner
        if runner is not None:
            runner.send_step(loop.turn, loop.steps.plan())

    def _end(self, loop: _Loop, status: Literal["cancelled"]) -> None:
        self._record(loop)
        if loop.waiting is not None:
            self._changed(loop, loop.waiting)
        self._loops.pop(loop.turn.reply_id or -1, None)
        if self._runner is not None:
            self._runner.end_turn(loop.turn, status)

    def _record(self, loop: _Loop) -> None:
        loop.turn.noted = replace(loop.turn.noted, tool_calls=tuple(r.as_dict() for r in loop.steps.records))
        loop.turn.dirty = True

    def _changed(self, loop: _Loop, record: CallRecord) -> None:
        assert loop.turn.reply_id is not None
        self.call_changed.emit(loop.turn.conversation_id, loop.turn.reply_id, record)
