"""Compare: one message sent to two sides (two models, or one model with two settings), same seed, side by side.

Why it stands on the chat's own parts: each side is an ordinary `TurnRunner` turn under the same user message,
so its reply is saved as it streams (every half second, and at its end, with its provenance) exactly like a
reply of the chat, and the two replies are sibling versions in the store's tree (`Store.begin_reply` under
one parent). Keeping one makes it the current version (`Store.select_version`); the other stays a branch
the version arrows reach (‹ 1/2 ›). Nothing is lost when the window dies mid-comparison: both are versions.

How each side runs:
- the chat's own model (`Side.ref` None or the model loaded): the chat's engine. Both sides on it is one
  model with two settings; the engine host runs one turn at a time (its FIFO), so the second side waits
  until the first has finished, and says so (`WAITING`), then streams.
- another model: an engine of its own (`engines(ref)`: a second engine host for a local model, the remote
  engine for a server's), loaded through a `ModelSession` of its own and unloaded when the comparison closes,
  which gives its memory back. A model that cannot be loaded (a bad folder, a server that refuses, a host
  the system stopped) fails that side with the reason; the other side goes on. Before a second local model
  is loaded beside a chat's model on the CPU, its weights (+ the runtime, `models.fit.estimate_memory`) are
  set against the RAM free now: one that cannot fit is refused at once, with both figures, not left to
  push the machine into swap or the out-of-memory killer. Both sides on one other model (two settings) share
  one such host, B after A.
The seed is the same for both: the chat's seed, or one drawn for the comparison when the chat has none.
Tools are not offered to compared replies (a tool call's approval belongs to one reply in the chat).

Signals (plain data; `side` is 0 for the left, 1 for the right):
- `started(int cid, int seed)`: the message was committed to that conversation; the sides start.
- `side_ready(int side, object Provenance)`: the side's model is answering (model, device, its parameters).
- `side_status(int side, str)`: loading, waiting, reading the prompt ("" once its words stream).
- `side_text(int side, str)`: a piece of the side's reply.
- `side_finished(int side, object ThreadItem)`: the side's reply ended (finished, stopped or failed: its
  provenance says which, and why).
- `side_failed(int side, str)`: the side could not run at all (its model did not load); nothing was saved.
- `busy_changed(bool)`: a side is loading or streaming / neither is.
- `closed(int cid)`: the comparison is over; the conversation's thread shows the reply kept.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.accel.hardware import ram_available_mb
from app.accel.threads import default_thread_count
from app.chat.generation import GenerationSettings
from app.chat.values import ModelRef, RemoteRef, model_name
from app.conversation.thread import ModelInfo, ThreadItem, Turn
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.chat_controller import ChatController
from app.qt.i18n import translate
from app.qt.model_session import ModelSession
from app.qt.store_writes import WRITE_ERRORS, describe
from app.qt.turn_runner import Engine, TurnRunner
from app.store import NotFoundError, Store
from models.fit import MiB, estimate_memory, gb, weights_bytes

log = logging.getLogger("hearth.compare")
WAITING = QT_TRANSLATE_NOOP("Compare", "Waiting: one model writes one reply at a time, so this side starts when "
                                       "the other has finished…")


@dataclass(frozen=True)
class Side:
    """One side of a comparison: the settings it answers with and its model (None: the chat's own)."""

    settings: GenerationSettings
    ref: ModelRef | None = None


@dataclass
class _Running:
    turn: Turn
    runner: TurnRunner | None = None
    session: ModelSession | None = None  # its own model (another than the chat's), ended on close
    engine: Engine | None = None
    remote: bool = False  # its own engine is a server's
    reply_id: int | None = None
    model: str = ""  # the name of its model, once it answers
    streamed: bool = False
    ended: bool = False
    why: str = ""  # why its model did not load


class CompareController(QObject):
    started = Signal(int, int)
    side_ready = Signal(int, object)
    side_status = Signal(int, str)
    side_text = Signal(int, str)
    side_finished = Signal(int, object)
    side_failed = Signal(int, str)
    busy_changed = Signal(bool)
    closed = Signal(int)

    def __init__(self, chat: ChatController, engine: Engine, store: Store, engines: Callable[[ModelRef], Engine],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._chat, self._engine, self._store, self.engines = chat, engine, store, engines
        self._sides: list[_Running] = []
        self._spare: dict[bool, list[Engine]] = {False: [], True: []}  # side engines kept for the next (by remote)
        self._landing: list[Engine] = []  # side engines of a closed comparison whose load has not landed yet
        self._cid: int | None = None
        self._shared = False  # both sides on the chat's local engine: the right one waits for the left
        self.free_ram_mb: Callable[[], int | None] = ram_available_mb  # a test's machine may say less
        self._reserved = 0  # bytes the sides loading a model of their own will take (A's, when B's is checked)
        # A side's own host gets half the cores: two hosts decoding at once, each with every core, spin on the
        # same cores (measured on 2 cores, two demo hosts of 200 tokens: the window's longest stall 83-476 ms at
        # 2 threads each, 34-38 ms at 1, and each side faster, 42-101 against 22-39 tok/s; bench/_ui_compare.py).
        self.side_threads = max(1, default_thread_count() // 2)
        self.seed = 0

    @property
    def active(self) -> bool:
        """A comparison is open (streaming, or waiting for the person to keep one)."""
        return self._cid is not None

    @property
    def busy(self) -> bool:
        return any(not s.ended for s in self._sides)

    @property
    def conversation_id(self) -> int | None:
        return self._cid

    def reply_id(self, side: int) -> int | None:
        """The stored reply of a side (None before it started, or when its model did not load)."""
        return self._sides[side].reply_id if side < len(self._sides) else None

    # ---- starting and stopping -------------------------------------------------------------------

    def start(self, text: str, left: Side, right: Side) -> bool:
        """Commit `text` as the person's message and let both sides answer it; False (with a notice) when it
        cannot be sent, as `ChatController.send`."""
        if self.active or self._chat.busy:
            self._chat.notices.error(translate("Compare", "Wait for the reply to finish (or stop it) before "
                                                          "comparing."))
            return False
        turn = self._chat.commit(text)
        if turn is None:
            return False
        chosen = left.settings.seed if left.settings.seed is not None else right.settings.seed
        self.seed = chosen if chosen is not None else random.randrange(2**31)  # one seed for both sides
        self._cid, self._reserved = turn.conversation_id, 0
        self._sides = [_Running(Turn(turn.conversation_id, turn.parent_id, list(turn.sources),
                                     replace(side.settings, seed=self.seed))) for side in (left, right)]
        self.started.emit(turn.conversation_id, self.seed)
        self.busy_changed.emit(True)
        loaded = self._chat.model
        own = [side.ref is None or (loaded is not None and str(side.ref) == loaded.path) for side in (left, right)]
        twins = not own[0] and left.ref == right.ref  # one other model, two settings: one host of its own
        local = not isinstance(left.ref, RemoteRef) if twins else loaded is not None and not loaded.host
        self._shared = (all(own) or twins) and local  # one host writes one reply at a time (a server may write both)
        for index, side in enumerate((left, right)):
            if own[index] or side.ref is None:
                self._run(index, self._engine, loaded)
            elif index == 1 and twins:
                self._follow(index, side.ref)
            else:
                self._load(index, side.ref)
        return True

    def _load(self, index: int, ref: ModelRef) -> None:
        """A side's own model, in an engine of its own (a second engine host, or a server's engine), kept
        for the next comparison once this one closes (its model unloaded)."""
        running = self._sides[index]
        running.remote = isinstance(ref, RemoteRef)
        too_big = self._too_big(ref)
        if too_big:
            self._fail(running, ref, too_big)
            return
        spare = self._spare[running.remote]
        try:
            running.engine = engine = spare.pop() if spare else self.engines(ref)
        except Exception as exc:  # the engine itself could not be made (a host that cannot start)
            self._fail(running, ref, str(exc))
            return
        running.session = session = ModelSession(engine, intra_op_threads=self.side_threads, parent=self)
        session.loaded.connect(lambda info: self._run(index, engine, info, running))
        session.failed.connect(lambda message, _kept: self._fail(running, ref, message))
        session.crashed.connect(lambda message: self._fail(running, ref, message) if running.runner is None else None)
        self.side_status.emit(index, translate("Compare", "Loading {0}…").format(model_name(ref)))
        session.load(ref)

    def _follow(self, index: int, ref: ModelRef) -> None:
        """B on the same other model as A: A's engine once A's model has loaded (one host, not two of one model)."""
        first, running = self._sides[0], self._sides[index]
        if first.session is None or first.engine is None:  # A's model was refused before its host started
            self._fail(running, ref, first.why)
            return
        engine = first.engine
        first.session.loaded.connect(lambda info: self._run(index, engine, info, running))
        first.session.failed.connect(lambda message, _kept: self._fail(running, ref, message))
        first.session.crashed.connect(lambda message: self._fail(running, ref, message) if running.runner is None
                                      else None)
        self.side_status.emit(index, translate("Compare", "Loading {0}…").format(model_name(ref)))

    def _too_big(self, ref: ModelRef) -> str:
        """Why a second local model cannot be loaded beside the chat's on the CPU now, in words ("" when it may:
        a remote model, the chat's model on another device, free RAM unknown)."""
        loaded, free = self._chat.model, self.free_ram_mb()
        if not isinstance(ref, Path) or loaded is None or loaded.device != "cpu" or free is None:
            return ""
        try:
            files = [(f.name, f.stat().st_size) for f in ref.iterdir() if f.is_file()]
        except OSError:
            return ""  # the load says what is wrong with the folder
        needed = estimate_memory(weights_bytes(files), None).total
        room = free * MiB - self._reserved  # the other side's own model, loading at the same time, counts
        if needed <= room:
            self._reserved += needed
            return ""
        return translate("Compare", "it needs about {0} of memory and {1} is free; choose a smaller model, or compare "
                                    "one model with two settings").format(gb(needed), gb(max(room, 0)))

    def _fail(self, running: _Running, ref: ModelRef, message: str) -> None:
        if running not in self._sides or running.ended:
            return  # a comparison closed since
        index = self._sides.index(running)
        running.ended, running.why = True, message
        beside = self._chat.model.name if self._chat.model is not None else ""
        text = (translate("Compare", "{0} could not be loaded beside {1}: {2}").format(model_name(ref), beside, message)
                if beside else translate("Compare", "{0} could not be loaded: {1}").format(model_name(ref), message))
        log.warning("compare: a side's model did not load")
        self.side_failed.emit(index, text)
        self._after_side()

    def _run(self, index: int, engine: Engine, info: ModelInfo | None, running: _Running | None = None) -> None:
        if running is not None and (running not in self._sides or running.ended or running.runner is not None):
            return  # its comparison closed, or it was stopped, while its model loaded
        running = self._sides[index]
        runner = running.runner = TurnRunner(engine, self._store, self._chat.writes, lambda: info, self._chat.notices,
                                             self._chat.filters, self)  # the chat's memories, documents, project
        runner.remembers, running.model = False, info.name if info is not None else ""  # the kept one's (`_remember`)
        runner.reply_started.connect(lambda _cid, item: self._on_started(index, item))
        runner.reply_status.connect(lambda _cid, _mid, text: self._on_status(index, text))
        runner.reply_text.connect(lambda _cid, _mid, text: self._on_text(index, text))
        runner.reply_finished.connect(lambda _cid, item: self._on_finished(index, item))
        self.side_ready.emit(index, running.turn.provenance(info))
        if self._shared and index == 1 and not self._sides[0].ended:
            self.side_status.emit(1, translate("Compare", WAITING))
        if not runner.start(running.turn):  # the reply could not even be created (a full disk): the notice says why
            self._on_error(index, translate("Compare", "This reply could not be started."))

    def stop(self) -> None:
        """Stop both sides (a side still loading its model too); what each wrote is kept."""
        for index, running in enumerate(self._sides):
            if running.runner is not None:
                running.runner.stop()
            elif not running.ended:
                running.ended = True
                if running.session is not None:
                    running.session.unload()
                self.side_failed.emit(index, translate("Compare", "Stopped before the model was loaded."))
                self._after_side()

    def keep(self, side: int) -> bool:
        """Keep `side`'s reply as the answer (the current version); the other stays a branch. Closes."""
        reply = self.reply_id(side)
        if reply is None or self.busy or self._cid is None:
            return False
        try:
            self._store.select_version(reply)
        except (NotFoundError, *WRITE_ERRORS) as exc:
            self._chat.notices.error(translate("Compare", "Couldn't keep that reply: {0}.").format(describe(exc)))
            return False
        self._remember(side)
        self._close()
        return True

    def close(self) -> None:
        """End the comparison without a choice (another chat opened, quitting): both sides stop and the
        left reply, if any, is the current version."""
        if not self.active:
            return
        for running in self._sides:
            if running.runner is not None and not running.ended:
                running.runner.stop()  # the engine stops writing it
                running.runner.interrupt()  # and it is saved now, marked interrupted
            running.ended = True
        first = next(((side, s.reply_id) for side, s in enumerate(self._sides) if s.reply_id is not None), None)
        if first is not None:
            self._remember(first[0])
            try:
                self._store.select_version(first[1])
            except (NotFoundError, *WRITE_ERRORS):
                log.warning("compare: the reply kept on close could not be selected")
        self._close()

    def _remember(self, side: int) -> None:
        """The kept reply's model becomes the chat's, offered again when it is reopened (each side's runner would
        write its own, the last to start winning whatever was kept)."""
        model, cid = self._sides[side].model, self._cid
        if model and cid is not None:
            self._chat.writes.write(("model", cid), lambda: self._store.set_conversation_model(cid, model))

    def _close(self) -> None:
        cid, self._cid = self._cid, None
        sides, self._sides = self._sides, []
        for running in sides:
            if running.session is not None and running.engine is not None:
                landing = running.session.is_loading
                running.session.unload()  # its own engine host ends: the memory goes back
                running.session.deleteLater()  # its connections to the engine go with it
                if landing:
                    self._end_when_landed(running.engine, running.remote)
                else:
                    self._spare[running.remote].append(running.engine)
            if running.runner is not None:
                running.runner.deleteLater()  # its connections to the engine go with it
        if cid is not None:
            self.closed.emit(cid)
            self._chat.thread_changed.emit(cid)
            self._chat.conversations_changed.emit()

    def _end_when_landed(self, engine: Engine, remote: bool) -> None:
        """A side's model was still loading when its comparison closed: the unload found no host yet (the load
        installs it when it lands, `EngineClient.load`), so the host is ended when the load lands, not left in
        memory until the next comparison; then the engine is spare. Nothing waits for it on the UI thread."""
        self._landing.append(engine)

        def landed(*_answer: object) -> None:
            engine.loaded.disconnect(landed)
            engine.load_failed.disconnect(landed)
            if engine in self._landing:  # not shut down since (quitting)
                self._landing.remove(engine)
                engine.unload()
                self._spare[remote].append(engine)

        engine.loaded.connect(landed)
        engine.load_failed.connect(landed)

    def shutdown(self) -> None:
        """On quit: keep what was written, end the side engines (the chat's own engine is the chat's)."""
        self.close()
        for engine in [*self._spare[False], *self._spare[True], *self._landing]:
            engine.shutdown()
        self._spare, self._landing = {False: [], True: []}, []

    # ---- a side's reply --------------------------------------------------------------------------

    def _on_started(self, index: int, item: ThreadItem) -> None:
        if index < len(self._sides):  # not a comparison closed since
            self._sides[index].reply_id = item.message.id

    def _on_status(self, index: int, text: str) -> None:
        if index >= len(self._sides):
            return
        waiting = self._shared and index == 1 and not self._sides[0].ended and not self._sides[1].streamed
        self.side_status.emit(index, translate("Compare", WAITING) if waiting else text)

    def _on_text(self, index: int, text: str) -> None:
        if index >= len(self._sides):
            return
        self._sides[index].streamed = True
        self.side_text.emit(index, text)

    def _on_error(self, index: int, message: str) -> None:
        running = self._sides[index]
        if running.reply_id is None and not running.ended:  # the reply could not even be started (a full disk)
            running.ended = True
            self.side_failed.emit(index, message)
            self._after_side()

    def _on_finished(self, index: int, item: ThreadItem) -> None:
        if index >= len(self._sides):
            return
        self._sides[index].ended = True
        self.side_finished.emit(index, item)
        self._after_side()

    def _after_side(self) -> None:
        if not self.busy:
            self.busy_changed.emit(False)
