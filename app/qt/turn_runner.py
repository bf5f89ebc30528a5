"""The life of one reply: from the store's empty reply to its final save, driven by engine events.

Why apart from the controller: a reply has its own states (queued behind another client's request, reading the
prompt, streaming, finishing) and its own failure paths (cancel, engine error, host death, a full disk), and every
one of them must end the turn cleanly, so that Stop always works and the next message can always be sent. Events
are matched to the turn by its request id; those of other requests (another client's, an ended turn) are ignored.

Rules:
- The reply row is created when the turn starts, so its place in the thread shows "Waiting…" /
  "Reading your message… 42 %" before the first token.
- A streaming reply is saved at least every `SAVE_INTERVAL_MS` and on finish, so a crash loses less
  than a second of text; the finished reply carries its provenance (model, device, sampling, usage).
- A store write that fails (full disk) is kept in memory and retried (`app.qt.store_writes`); the turn
  ends as usual and the person is told. Until its final save goes through, a finished reply is read
  as it ended, not as the store last saved it (`as_ended`, `items_as_ended`): the view, and the history the
  next turn sends, never see a half-saved reply.

Signals (plain data): `reply_started(int cid, object ThreadItem)`, `reply_status(int cid, int mid,
str)` (waiting / reading progress, "" when tokens start), `reply_text(int cid, int mid, str)`,
`reply_finished(int cid, object ThreadItem)`, `busy_changed(bool)`, `context_notice(str, object ids)`,
`thread_changed(int)`, `usage_changed(int cid, object Usage)`, `ended()`; other failures go to `Notices`.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance, Slot

from app.chat.images import images_of
from app.chat.parameters import Sampling
from app.chat.provenance import Provenance
from app.chat.values import ChatMessage, Guidance
from app.conversation.thinking import track_thinking
from app.conversation.thread import (
    LiveReply,
    ModelInfo,
    ThreadItem,
    Turn,
    Usage,
    dropped_text,
    item_for,
    make_item,
    reading_text,
    status_for,
)
from app.engine import protocol as p
from app.qt.i18n import translate
from app.qt.model_session import ModelEngine
from app.qt.notices import Notices
from app.qt.store_writes import WRITE_ERRORS, DeferredWrites, describe
from app.qt.turn_filters import TurnFilters
from app.store import Message, NotFoundError, Status, Store

if TYPE_CHECKING:
    from app.qt.chat_tools import ChatTools
    from app.tools.plan import ToolPlan

log = logging.getLogger("hearth.turn")
SAVE_INTERVAL_MS = 500


class Engine(ModelEngine, Protocol):
    """What the chat needs of `app.qt.engine_bridge.EngineBridge` (a fake has the same shape)."""

    queued: SignalInstance
    started: SignalInstance
    progress: SignalInstance
    tokens: SignalInstance
    done: SignalInstance
    failed: SignalInstance
    measured: SignalInstance

    def start_turn(self, messages: Sequence[ChatMessage], sampling: Sampling, system_prompt: str = "",
                   continue_last: bool = False, guidance: Guidance | None = None, tools: str = "") -> str: ...
    def measure(self, messages: Sequence[ChatMessage], sampling: Sampling, system_prompt: str = "",
                continue_last: bool = False, read_ahead: bool = False, tools: str = "") -> str: ...
    def cancel(self, turn_id: str) -> None: ...
    def shutdown(self) -> None: ...


class TurnRunner(QObject):
    reply_started = Signal(int, object)
    reply_status = Signal(int, int, str)
    reply_text = Signal(int, int, str)
    reply_finished = Signal(int, object)
    busy_changed = Signal(bool)
    context_notice = Signal(str, object)
    thread_changed = Signal(int)
    usage_changed = Signal(int, object)
    ended = Signal()

    def __init__(self, engine: Engine, store: Store, writes: DeferredWrites, model: Callable[[], ModelInfo | None],
                 notices: Notices, filters: TurnFilters, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._notices = notices
        self.filters = filters  # thinking, a project's instructions, memories, documents: in their declared order
        self._engine = engine
        self._store = store
        self._writes = writes
        self._model = model
        self._turn: Turn | None = None
        self.tools: ChatTools | None = None  # tool calls between engine steps (app.qt.chat_tools)
        # Who else the engine serves, as a reply that waits names them ("" when only the window): the local
        # server's wiring (ui.features.server_panel) names the server's clients while it is on.
        self.sharing: Callable[[], str] = lambda: ""
        self._turn_model: ModelInfo | None = None  # kept from the start: a crash may clear the session's first
        self.remembers = True  # its model becomes the chat's (Compare's sides: the kept one's, on Keep)
        self._warming = ""  # a step read ahead of the person's message (`warm`), until it ends
        self._warm_stopped = False  # that step was stopped for a turn, which may wait a moment behind it
        self._ended: dict[int, Message] = {}  # finished replies whose final save still waits
        self._status_shown = False
        self._reading_since = 0.0
        self._save_timer = QTimer(self)
        self._save_timer.setInterval(SAVE_INTERVAL_MS)
        self._save_timer.timeout.connect(self._save_partial)
        engine.queued.connect(self._on_queued)
        engine.started.connect(self._on_started)
        engine.progress.connect(self._on_progress)
        engine.tokens.connect(self._on_tokens)
        engine.done.connect(self._on_done)
        engine.failed.connect(self._on_failed)

    @property
    def busy(self) -> bool:
        return self._turn is not None

    @property
    def conversation_id(self) -> int | None:
        return self._turn.conversation_id if self._turn is not None else None

    @property
    def live(self) -> LiveReply | None:
        return self._turn.live if self._turn is not None else None

    def item(self, message_id: int) -> ThreadItem:
        return self.items_as_ended([item_for(self._store, message_id, self.live)])[0]

    def as_ended(self, messages: list[Message]) -> list[Message]:
        """`messages`, each finished reply whose final save still waits (a full disk) as it ended."""
        self._ended = {k: m for k, m in self._ended.items() if self._writes.is_waiting(("reply", k))}
        return [self._ended.get(m.id, m) for m in messages] if self._ended else messages

    def items_as_ended(self, items: list[ThreadItem]) -> list[ThreadItem]:
        """The same for a thread as the view shows it (the last item is the end of the thread)."""
        messages = self.as_ended([i.message for i in items])
        return [i if m is i.message else make_item(m, i.version_index, i.version_count, last=n == len(items) - 1,
                                                   live=None)
                for n, (i, m) in enumerate(zip(items, messages, strict=True))]

    # ---- starting and stopping -------------------------------------------------------------------

    def start(self, turn: Turn) -> bool:
        """Create the reply and hand the turn to the engine (it answers by id); False (said) if no reply could be."""
        self._stop_warming()  # what it read stays in the cache
        self.filters.shape(turn)
        try:
            reply = self._store.begin_reply(turn.conversation_id, turn.parent_id)
        except WRITE_ERRORS as exc:
            self._notices.say(translate("TurnRunner", "The reply could not be started: {0}. Free some space and try "
                                        "again.").format(describe(exc)), "error")
            return False
        turn.reply_id, turn.text = reply.id, turn.prefix
        self._turn, self._turn_model, self._status_shown = turn, self._model(), False
        turn.images = self._turn_model is None or self._turn_model.sees_images
        self._remember_model(turn.conversation_id)
        self.busy_changed.emit(True)
        if turn.prefix:
            turn.dirty = True
            self._save_partial()
        if turn.replaces_thread:
            self.thread_changed.emit(turn.conversation_id)
        else:
            self.reply_started.emit(turn.conversation_id, self.item(reply.id))
        self._save_timer.start()
        self._reading_since = time.monotonic()
        history = self.filters.turn(turn, turn.history)
        s = turn.settings  # as filtered: a project's instructions and the person's memories join its system prompt
        self._tell_images_left_out(turn)
        self._tell_images_unreadable(turn, history)
        plan = self.tools.begin(turn, history, self._turn_model) if self.tools is not None else None
        if plan is not None:
            self.send_step(turn, plan)
        else:
            turn.request_id = self._engine.start_turn(history, s.sampling(), s.system_prompt, turn.continue_last)
        return True

    def _tell_images_left_out(self, turn: Turn) -> None:
        """A model that does not see answers a chat with images: they are named, not shown; say so."""
        shown = [m for m in turn.sources if m.role == "user" and images_of(m.provenance)]
        if not turn.images and shown and self._turn_model is not None:
            self.context_notice.emit(translate("TurnRunner", "The images in this chat were left out: {0} does not see "
                                               "images (choose a model marked \"sees images\" to show them).")
                                     .format(self._turn_model.name), [shown[0].id])

    def _tell_images_unreadable(self, turn: Turn, history: list[ChatMessage]) -> None:
        """Images of the chat that cannot be read (a file damaged or gone, one kept before images were checked)
        were left out of the turn (`app.chat.images.turn_images`), which goes on: say so."""
        if not turn.images:
            return
        stored = [m for m in turn.sources if m.role == "user" and images_of(m.provenance)]
        missing = sum(len(images_of(m.provenance)) for m in stored) - sum(len(m.images) for m in history)
        if missing > 0:
            self.context_notice.emit(translate("TurnRunner", "%n image(s) in this chat could not be read and were left "
                                               "out; the reply goes on without them.", None, missing), [stored[0].id])

    def warm(self, plan: ToolPlan, sampling: Sampling) -> None:
        """Read a chat's next step (its tool listing, its history) into the engine's cache while the person
        types (`ChatTools.warm`), stopped at its first token: the real step shares its grammar and reuses
        what was read, so a chat's first reply with tools does not read the listing first."""
        from app.tools.plan import step_sampling

        if self.busy or self._warming:
            return
        self._warming = self._engine.start_turn(list(plan.messages), step_sampling(sampling, plan), "", False,
                                                guidance=plan.guidance, tools=plan.tools_json)

    def _stop_warming(self) -> None:
        if self._warming:
            self._engine.cancel(self._warming)
            self._warming, self._warm_stopped = "", True

    def send_step(self, turn: Turn, plan: ToolPlan) -> None:
        """The next engine step of a turn with tools (its messages carry the system prompt)."""
        from app.tools.plan import step_sampling

        turn.request_id = self._engine.start_turn(list(plan.messages), step_sampling(turn.settings.sampling(), plan),
                                                  "", False, guidance=plan.guidance, tools=plan.tools_json)

    def end_turn(self, turn: Turn, status: Status) -> None:
        """End a turn between engine steps (Stop while a tool waits or runs)."""
        if turn is self._turn:
            self._finish(turn, status, replace(turn.provenance(self._turn_model), finish_reason=status))

    def _remember_model(self, conversation_id: int) -> None:
        """The model that answers becomes the conversation's model (offered again when it is reopened)."""
        name = self._turn_model.name if self._turn_model is not None and self.remembers else ""
        if name and self._store.get_conversation(conversation_id).model != name:
            self._writes.write(("model", conversation_id),
                               lambda: self._store.set_conversation_model(conversation_id, name))

    def stop(self) -> None:
        """Stop the reply (waiting, reading the prompt, or writing); what was written is kept."""
        turn = self._turn
        if turn is not None:
            turn.cancel_requested = True
            if self.tools is not None and self.tools.stop(turn):
                return
            self._engine.cancel(turn.request_id)

    def interrupt(self) -> None:
        """On quit: keep the reply still streaming, marked interrupted."""
        turn = self._turn
        if turn is not None and turn.reply_id is not None:
            self._save_timer.stop()
            provenance = replace(turn.provenance(self._turn_model), finish_reason="cancelled")
            reply_id, text = turn.reply_id, turn.text
            self._writes.write(("reply", reply_id),
                               lambda: self._final_save(turn, reply_id, text, "interrupted", provenance))
        self._turn = None

    # ---- engine events ---------------------------------------------------------------------------

    def _mine(self, request_id: str) -> Turn | None:
        turn = self._turn
        return turn if turn is not None and turn.request_id == request_id and turn.reply_id is not None else None

    @Slot(str, int)
    def _on_queued(self, request_id: str, position: int) -> None:
        turn = self._mine(request_id)
        if turn is not None and turn.reply_id is not None and not self._warm_stopped:
            self._status_shown = True
            who = self.sharing()
            text = (translate("TurnRunner", "Waiting: the model is answering {0} (%n request(s) ahead)…", None,
                              position).format(who) if who
                    else translate("TurnRunner", "Waiting for the engine (%n request(s) ahead)…", None, position))
            self.reply_status.emit(turn.conversation_id, turn.reply_id, text)

    @Slot(object)
    def _on_started(self, started: p.Started) -> None:
        turn = self._mine(started.id)
        if turn is None:
            return
        self._warm_stopped = False
        turn.dropped = started.dropped_messages
        self._reading_since = time.monotonic()
        if self._status_shown:  # it waited: now it reads (a short prompt sends no progress)
            self.reply_status.emit(turn.conversation_id, turn.reply_id, reading_text(0, started.prompt_tokens, 0.0,
                                                                                  translate))
        if started.dropped_messages:
            dropped = [m.id for m in turn.sources[:started.dropped_messages]]
            self.context_notice.emit(dropped_text(started.dropped_messages, translate), dropped)
        self.usage_changed.emit(turn.conversation_id, Usage(started.prompt_tokens, started.context_length))

    @Slot(str, int, int)
    def _on_progress(self, request_id: str, done: int, total: int) -> None:
        turn = self._mine(request_id)
        if turn is not None and turn.reply_id is not None and done < total:
            text = reading_text(done, total, time.monotonic() - self._reading_since, translate)
            self._status_shown = True
            self.reply_status.emit(turn.conversation_id, turn.reply_id, text)

    @Slot(str, str)
    def _on_tokens(self, request_id: str, text: str) -> None:
        if request_id and request_id == self._warming:
            self._engine.cancel(request_id)  # read: its first token is not wanted
            return
        turn = self._mine(request_id)
        if turn is None or turn.reply_id is None:
            return
        if self.tools is not None:
            text = self.tools.feed(turn, text)  # a tool call gets a card, not words
            if not text:
                preparing = self.tools.preparing(turn)  # not "Reading your message… 95 %" while it writes one
                if preparing:
                    self._status_shown = True
                    self.reply_status.emit(turn.conversation_id, turn.reply_id, preparing)
                return
        turn.text += text
        turn.dirty = True
        track_thinking(turn, time.monotonic())
        if self._status_shown:
            self._status_shown = False
            self.reply_status.emit(turn.conversation_id, turn.reply_id, "")
        self.reply_text.emit(turn.conversation_id, turn.reply_id, text)

    @Slot()
    def _save_partial(self) -> None:
        turn = self._turn
        if turn is not None and turn.reply_id is not None and turn.dirty:
            reply_id, text = turn.reply_id, turn.text
            # a reply's tool calls so far are saved with its text: a crash in the middle of the loop keeps them
            calls = turn.provenance(self._turn_model) if turn.noted.tool_calls else None
            self._writes.write(("reply", reply_id), lambda: self._store.save_partial(reply_id, text, calls))
            turn.dirty = False

    @Slot(object)
    def _on_done(self, done: p.Done) -> None:
        if done.id == self._warming:
            self._warming = ""
        turn = self._mine(done.id)
        if turn is None:
            return
        if self.tools is not None and self.tools.step_done(turn, done):
            self._status_shown = False  # the call is written: its card and its own line ("Waiting for…") speak now
            return
        earlier = turn.noted.earlier_tokens or 0  # a continuation: the whole reply's length
        provenance = replace(turn.provenance(self._turn_model), prompt_tokens=done.prompt_tokens,
                             cached_tokens=done.cached_tokens, generated_tokens=earlier + done.generated_tokens,
                             ttft_s=round(done.ttft_s, 4), tokens_per_s=round(done.tokens_per_s, 2),
                             finish_reason=done.finish_reason, dropped_messages=done.dropped_messages)
        if done.drafted_tokens:  # speculative decoding checked drafts (`app.engine.host.speculative`)
            provenance = replace(provenance, drafted_tokens=done.drafted_tokens, accepted_tokens=done.accepted_tokens)
        self._finish(turn, status_for(done.finish_reason), provenance)
        if not done.prompt_tokens:
            return  # cancelled before it ran: it says nothing about the context
        model = self._model()
        self.usage_changed.emit(turn.conversation_id, Usage(done.prompt_tokens + done.generated_tokens,
                                      model.context_length if model else None, done.tokens_per_s or None,
                                      done.ttft_s or None))

    @Slot(object)
    def _on_failed(self, failure: p.Error) -> None:
        if failure.id and failure.id == self._warming:
            self._warming = ""
        turn = self._mine(failure.id)
        if turn is None:
            return
        log.warning("turn failed: %s", failure.code)
        provenance = replace(turn.provenance(self._turn_model), finish_reason="error", error=failure.message)
        self._finish(turn, "error", provenance)

    def _final_save(self, turn: Turn, reply_id: int, text: str, status: Status, provenance: Provenance) -> None:
        """The reply's last save; a continuation then takes the place of the reply it continued
        (Continue extends a reply in place: one version, not two)."""
        self._store.finish_reply(reply_id, text, status, provenance)
        replaced = turn.noted.continued_from
        if replaced is not None:
            with contextlib.suppress(NotFoundError):  # a retried save: it is already gone
                self._store.supersede(replaced, reply_id)

    def _finish(self, turn: Turn, status: Status, provenance: Provenance) -> None:
        assert turn.reply_id is not None
        self._save_timer.stop()
        reply_id, text = turn.reply_id, turn.text
        if not self._writes.write(("reply", reply_id),
                                  lambda: self._final_save(turn, reply_id, text, status, provenance)):
            self._ended[reply_id] = replace(self._store.get_message(reply_id), content=text, status=status,
                                            provenance=provenance)
        self._turn = None
        self.reply_finished.emit(turn.conversation_id, self.item(reply_id))
        self.busy_changed.emit(False)
        self.ended.emit()
