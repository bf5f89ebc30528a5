"""The chat controller: turns what the person does into store writes and engine work.

Why a controller apart from the window: every rule about a turn lives here and runs without a screen,
so the same rules are tested with a scripted fake engine in milliseconds. The window only shows what
the signals say and calls the methods below.

The rules (see ARCHITECTURE, "A chat turn, end to end"):
- A user message is committed to the store before anything is asked of the engine.
- Each turn is measured first (`plan`); if older messages will not fit in the context, the window is
  told which ones before the turn runs.
- A streaming reply is saved at least every `SAVE_INTERVAL_MS` and on finish, so a crash loses less
  than a second of text; the finished reply carries its provenance (model, device, sampling, usage).
- Regenerate adds a sibling version of the reply; editing a user message adds a sibling version of it
  (a new branch) and runs from there; both keep the old versions browsable (‹ 1/2 ›).
- Continue (a reply cut at the length limit) streams a NEW version whose text starts with the cut
  reply: the store never reopens a finished message, the cut version stays intact if the continuation
  fails or the app dies, and the person can compare both.

The engine answers requests in the order they were made (one worker thread), so the controller keeps
a FIFO of what it asked (`load`, `measure`, `plan`, `turn`) and pairs each answer with its head.

Signals of `ChatController` (plain data only):
- `conversations_changed()`: the list of conversations changed (new, renamed, pinned, deleted).
- `conversation_opened(int)`: another conversation is current (0: a new chat not yet saved).
- `thread_changed(int)`: the visible thread of that conversation changed; show `thread_items()` again.
- `message_added(int, object)`: a user message (ThreadItem) was committed at the end of the thread.
- `reply_started(int, object)`: a streaming reply (ThreadItem) was appended at the end of the thread.
- `reply_text(int, int, str)`: conversation id, message id, new text of the streaming reply.
- `reply_finished(int, object)`: the reply (ThreadItem) is final: complete, cancelled or error.
- `busy_changed(bool)`: a turn started or ended (the composer switches Send / Stop).
- `context_notice(str, object)`: older messages will be left out of this turn: a sentence for people
  and the ids of those messages (list[int]).
- `error(str)`: something failed; the sentence says what happened, why and what to do.
- `engine_crashed(str)`: the engine host died; the window offers to load the model again.
- `model_loading(str)`, `model_loaded(object ModelInfo)`, `model_failed(str)`: the model's state.
- `failed_devices_changed(object)`: the providers remembered as failing, per model path
  (dict[str, list[str]], see `app.devices`); the app keeps it in the settings.
- `usage_changed(object Usage)`: context use and speed of the last turn (status bar).
- `settings_changed(object GenerationSettings)`: the current conversation's generation settings
  (another conversation was opened, or they were set through `set_settings`).
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance, Slot

from app import devices
from app.chat_thread import (
    ModelInfo,
    ThreadItem,
    Turn,
    Usage,
    dropped_text,
    item_for,
    path_to,
    sendable,
    status_for,
    thread_items,
    title_from,
)
from app.engine import protocol as p
from app.generation import GenerationSettings
from app.store import Conversation, NotFoundError, Status, Store

log = logging.getLogger("hearth.chat")

SAVE_INTERVAL_MS = 500
_Request = Literal["load", "measure", "plan", "turn"]


class Engine(Protocol):
    """What the controller needs of `app.engine.bridge.EngineBridge` (a fake has the same shape)."""

    loaded: SignalInstance
    tokens: SignalInstance
    done: SignalInstance
    planned: SignalInstance
    failed: SignalInstance

    def load(self, model_dir: str, providers: list[str] | tuple[str, ...], intra_op_threads: int = 0,
             context_limit: int = 0) -> None: ...
    def run_turn(self, messages: list[p.ChatMessage], sampling: p.Sampling, system_prompt: str = "",
                 continue_last: bool = False) -> None: ...
    def plan(self, messages: list[p.ChatMessage], sampling: p.Sampling, system_prompt: str = "",
             continue_last: bool = False) -> None: ...
    def cancel(self) -> None: ...
    def shutdown(self) -> None: ...


class ChatController(QObject):
    conversations_changed = Signal()
    conversation_opened = Signal(int)
    thread_changed = Signal(int)
    message_added = Signal(int, object)
    reply_started = Signal(int, object)
    reply_text = Signal(int, int, str)
    reply_finished = Signal(int, object)
    busy_changed = Signal(bool)
    context_notice = Signal(str, object)
    error = Signal(str)
    engine_crashed = Signal(str)
    model_loading = Signal(str)
    model_loaded = Signal(object)
    model_failed = Signal(str)
    failed_devices_changed = Signal(object)
    usage_changed = Signal(object)
    settings_changed = Signal(object)

    def __init__(self, engine: Engine, store: Store, *, providers: tuple[str, ...] = ("cpu",),
                 failed_devices: Mapping[str, Sequence[str]] | None = None, intra_op_threads: int = 0,
                 context_limit: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._store = store
        self._providers = providers
        self._failed_devices = {k: list(v) for k, v in (failed_devices or {}).items()}
        self._tried: tuple[str, ...] = ()  # the providers of the last load asked for, and those skipped
        self._skipped: tuple[str, ...] = ()
        self._threads = intra_op_threads
        self._context_limit = context_limit
        self._pending: deque[_Request] = deque()
        self._turn: Turn | None = None
        self._current: int | None = None
        self._new_chat_settings = GenerationSettings()
        self._model: ModelInfo | None = None
        self._model_path: Path | None = None
        self._loading = False
        self._load_after_turn: Path | None = None
        self._save_timer = QTimer(self)
        self._save_timer.setInterval(SAVE_INTERVAL_MS)
        self._save_timer.timeout.connect(self._save_partial)
        engine.loaded.connect(self._on_loaded)
        engine.tokens.connect(self._on_tokens)
        engine.done.connect(self._on_done)
        engine.planned.connect(self._on_planned)
        engine.failed.connect(self._on_failed)

    # ---- state -----------------------------------------------------------------------------------

    @property
    def store(self) -> Store:
        return self._store

    @property
    def current_conversation(self) -> int | None:
        return self._current

    @property
    def model(self) -> ModelInfo | None:
        return self._model

    @property
    def model_path(self) -> Path | None:
        return self._model_path

    @property
    def failed_devices(self) -> devices.FailedDevices:
        """Providers that failed per model path; they are skipped when that model loads again."""
        return {k: list(v) for k, v in self._failed_devices.items()}

    @property
    def is_loading(self) -> bool:
        return self._loading

    @property
    def busy(self) -> bool:
        return self._turn is not None

    @property
    def streaming_conversation(self) -> int | None:
        return self._turn.conversation_id if self._turn is not None else None

    @property
    def can_send(self) -> bool:
        return self._model is not None and not self._loading and self._turn is None

    # ---- model -----------------------------------------------------------------------------------

    def load_model(self, path: Path) -> None:
        """Load a model folder (a running turn is stopped first); answered by model_loaded/failed."""
        if self._turn is not None:
            self._load_after_turn = path
            self.stop()
            return
        self._model_path = path
        self._model = None
        self._loading = True
        self._tried, self._skipped = devices.providers_for(str(path), self._providers, self._failed_devices)
        self._pending.append("load")
        self.model_loading.emit(path.name)
        self._engine.load(str(path), list(self._tried), self._threads, self._context_limit)

    def reload_model(self) -> None:
        """Load the last model again (the retry after the engine crashed)."""
        if self._model_path is not None:
            self.load_model(self._model_path)

    def try_all_devices(self) -> None:
        """Forget every provider remembered as failing (a driver may have been fixed) and load the
        current model again with all of them."""
        if self._failed_devices:
            self._failed_devices = {}
            self.failed_devices_changed.emit(self.failed_devices)
        self.reload_model()

    # ---- conversations ---------------------------------------------------------------------------

    def conversations(self) -> list[Conversation]:
        return self._store.list_conversations()

    def new_conversation(self) -> None:
        """Start a new chat; it is saved with its first message (empty chats never pile up)."""
        if self._current is not None:
            self._new_chat_settings = self.settings()
        self._current = None
        self.conversation_opened.emit(0)
        self.settings_changed.emit(self._new_chat_settings)
        self.usage_changed.emit(Usage(0, self._model.context_length if self._model else None))

    def open_conversation(self, conversation_id: int) -> None:
        try:
            self._store.get_conversation(conversation_id)
        except NotFoundError:
            self.error.emit("That conversation no longer exists; it may have been deleted.")
            return
        self._current = conversation_id
        self.conversation_opened.emit(conversation_id)
        self.settings_changed.emit(self.settings())
        self._measure()

    def rename_conversation(self, conversation_id: int, title: str) -> None:
        title = title.strip()
        if title:
            self._store.rename_conversation(conversation_id, title)
            self.conversations_changed.emit()

    def set_pinned(self, conversation_id: int, pinned: bool) -> None:
        self._store.set_pinned(conversation_id, pinned)
        self.conversations_changed.emit()

    def delete_conversation(self, conversation_id: int) -> None:
        """Move to the trash (undo with `restore_conversation`); a reply streaming there is stopped."""
        if self._turn is not None and self._turn.conversation_id == conversation_id:
            self.stop()
        self._store.delete_conversation(conversation_id)
        self.conversations_changed.emit()
        if self._current == conversation_id:
            self.new_conversation()

    def restore_conversation(self, conversation_id: int) -> None:
        self._store.restore_conversation(conversation_id)
        self.conversations_changed.emit()
        self.open_conversation(conversation_id)

    def refresh(self) -> None:
        """Tell the views to read the list again (after an import done outside the controller)."""
        self.conversations_changed.emit()

    # ---- settings --------------------------------------------------------------------------------

    def settings(self) -> GenerationSettings:
        """The generation settings of the current conversation (or of the next new chat)."""
        if self._current is None:
            return self._new_chat_settings
        return GenerationSettings.from_dict(self._store.get_conversation(self._current).settings)

    def set_settings(self, settings: GenerationSettings) -> None:
        """Keep these settings for the current conversation; the next turn uses them."""
        problems = settings.problems()
        if problems:
            self.error.emit(" ".join(problems))
            return
        if settings == self.settings():
            return
        if self._current is None:
            self._new_chat_settings = settings
        else:
            self._store.set_conversation_settings(self._current, settings.to_dict())
        self.settings_changed.emit(settings)

    # ---- the thread ------------------------------------------------------------------------------

    def thread_items(self, conversation_id: int | None = None) -> list[ThreadItem]:
        """The visible thread with version counts; a reply still streaming shows its live text."""
        cid = self._current if conversation_id is None else conversation_id
        if cid is None:
            return []
        return thread_items(self._store, cid, self._turn.live if self._turn is not None else None)

    def _item_for(self, message_id: int) -> ThreadItem:
        return item_for(self._store, message_id, self._turn.live if self._turn is not None else None)

    def reveal(self, message_id: int) -> None:
        """Make the thread show `message_id` (a search hit may sit on another branch)."""
        if self._current is None or self._turn is not None:
            return
        if any(m.id == message_id for m in self._store.thread(self._current)):
            return
        try:
            self._store.select_version(message_id)
        except NotFoundError:
            return
        self.thread_changed.emit(self._current)

    def switch_version(self, message_id: int, delta: int) -> None:
        """Show the previous (-1) or next (+1) version of a message."""
        if self._turn is not None:
            self.error.emit("Wait for the reply to finish (or stop it) before switching versions.")
            return
        versions = self._store.versions(message_id)
        ids = [m.id for m in versions]
        if message_id not in ids:
            return
        target = ids.index(message_id) + delta
        if 0 <= target < len(ids):
            leaf = self._store.select_version(ids[target])
            self.thread_changed.emit(leaf.conversation_id)
            self._measure()

    # ---- turns -----------------------------------------------------------------------------------

    def send(self, text: str) -> bool:
        """Commit a user message, then measure and run the turn. False (with `error`) if it can't."""
        text = text.strip()
        if not text or not self._ready_for_turn():
            return False
        if self._current is None:
            name = self._model.name if self._model else ""
            conversation = self._store.create_conversation(
                title_from(text), self._new_chat_settings.to_dict(), model=name)
            self._current = conversation.id
            self.conversations_changed.emit()
            self.conversation_opened.emit(conversation.id)
        cid = self._current
        leaf = self._store.get_conversation(cid).current_leaf_id
        earlier = sendable(self._store.thread(cid))
        message = self._store.add_message(cid, "user", text, leaf)
        self.message_added.emit(cid, self._item_for(message.id))
        self.conversations_changed.emit()
        self._start(Turn(cid, message.id, [*earlier, message], self.settings()))
        return True

    def edit_message(self, message_id: int, text: str) -> bool:
        """Send an edited copy of an earlier user message as a new version, and answer it."""
        text = text.strip()
        if not text or not self._ready_for_turn():
            return False
        old = self._store.get_message(message_id)
        if old.role != "user":
            self.error.emit("Only your own messages can be edited.")
            return False
        cid = old.conversation_id
        before = path_to(self._store, cid, old.parent_id)
        message = self._store.add_message(cid, "user", text, old.parent_id)
        self._current = cid
        self.thread_changed.emit(cid)
        self.conversations_changed.emit()
        self._start(Turn(cid, message.id, [*sendable(before), message], self.settings()))
        return True

    def regenerate(self, message_id: int | None = None) -> bool:
        """Write the last reply again as a new version (the old one stays browsable)."""
        if self._current is None or not self._ready_for_turn():
            return False
        thread = self._store.thread(self._current)
        if not thread:
            return False
        last = thread[-1]
        if message_id is not None and message_id != last.id:
            self.error.emit("Only the last reply can be regenerated; edit a message to branch earlier.")
            return False
        if last.role == "assistant":
            parent, sources = last.parent_id, sendable(thread[:-1])
        else:
            parent, sources = last.id, sendable(thread)
        self._start(Turn(self._current, parent, sources, self.settings(), replaces_thread=True))
        return True

    def continue_reply(self, message_id: int) -> bool:
        """Go on from a reply cut at the length limit: a new version that starts with its text."""
        if not self._ready_for_turn():
            return False
        reply = self._store.get_message(message_id)
        thread = self._store.thread(reply.conversation_id)
        if not thread or thread[-1].id != message_id or reply.role != "assistant":
            self.error.emit("Only the last reply can be continued.")
            return False
        self._current = reply.conversation_id
        turn = Turn(reply.conversation_id, reply.parent_id, sendable(thread), self.settings(),
                     replaces_thread=True, continue_last=True, prefix=reply.content,
                     extra={"continued_from": reply.id})
        self._start(turn)
        return True

    def stop(self) -> None:
        """Stop the reply being written; what was written so far is kept, marked as stopped."""
        turn = self._turn
        if turn is None:
            return
        turn.cancel_requested = True
        if turn.reply_id is not None:
            self._engine.cancel()

    def _ready_for_turn(self) -> bool:
        if self._turn is not None:
            self.error.emit("A reply is still being written. Wait for it, or press Stop (Esc).")
            return False
        if self._model is None:
            why = "is still loading" if self._loading else "is loaded"
            self.error.emit(f"No model {why}, so there is nothing to answer with yet. "
                            "Open a model folder or use the demo model, then send again.")
            return False
        problems = self.settings().problems()
        if problems:
            self.error.emit("The generation settings can't be used: " + " ".join(problems))
            return False
        return True

    def _start(self, turn: Turn) -> None:
        self._turn = turn
        self.busy_changed.emit(True)
        s = turn.settings
        self._pending.append("plan")
        self._engine.plan(turn.history, s.sampling(), s.system_prompt, turn.continue_last)

    def _measure(self) -> None:
        """Ask how much of the context the current thread uses (for the status bar's meter)."""
        if self._model is None or self._loading or self._turn is not None or self._current is None:
            if self._current is None:
                self.usage_changed.emit(Usage(0, self._model.context_length if self._model else None))
            return
        history = Turn(self._current, None, sendable(self._store.thread(self._current)),
                        self.settings()).history
        if not history:
            self.usage_changed.emit(Usage(0, self._model.context_length))
            return
        s = self.settings()
        self._pending.append("measure")
        self._engine.plan(history, s.sampling(), s.system_prompt, history[-1].role == "assistant")

    # ---- engine answers --------------------------------------------------------------------------

    def _next(self) -> _Request | None:
        return self._pending.popleft() if self._pending else None

    @Slot(object)
    def _on_loaded(self, loaded: p.Loaded) -> None:
        self._next()
        if "load" in self._pending:  # another load was asked for meanwhile: its answer is the one to show
            return
        self._loading = False
        path = self._model_path or Path(loaded.model_dir)
        failed = devices.failed_before(self._tried, loaded.device) if loaded.fallback_reason else ()
        self._model = ModelInfo(path.name, loaded.model_dir, loaded.device, loaded.fallback_reason,
                                loaded.context_length, failed, self._skipped)
        log.info("model %s loaded on %s", path.name, loaded.device)
        if failed:
            log.info("%s failed for this model and will be skipped next time", ", ".join(failed))
            self._failed_devices = devices.remember(self._failed_devices, str(path), failed)
            self.failed_devices_changed.emit(self.failed_devices)
        self.model_loaded.emit(self._model)
        self._measure()

    @Slot(object)
    def _on_planned(self, planned: p.Planned) -> None:
        kind = self._next()
        if kind == "measure":
            if self._turn is None:
                self.usage_changed.emit(Usage(planned.prompt_tokens, planned.context_length))
            return
        turn = self._turn
        if kind != "plan" or turn is None:
            log.warning("unexpected plan answer while waiting for %s", kind)
            return
        turn.dropped = planned.dropped_messages
        if turn.cancel_requested:
            self._record_failed_turn(turn, "cancelled", "")
            return
        if planned.dropped_messages:
            dropped = [m.id for m in turn.sources[:planned.dropped_messages]]
            self.context_notice.emit(dropped_text(planned.dropped_messages), dropped)
        self.usage_changed.emit(Usage(planned.prompt_tokens, planned.context_length))
        reply = self._store.begin_reply(turn.conversation_id, turn.parent_id)
        turn.reply_id, turn.text = reply.id, turn.prefix
        if turn.prefix:
            self._store.save_partial(reply.id, turn.prefix)
        if turn.replaces_thread:
            self.thread_changed.emit(turn.conversation_id)
        else:
            self.reply_started.emit(turn.conversation_id, self._item_for(reply.id))
        self._save_timer.start()
        s = turn.settings
        self._pending.append("turn")
        self._engine.run_turn(turn.history, s.sampling(), s.system_prompt, turn.continue_last)

    @Slot(str, str)
    def _on_tokens(self, _turn_id: str, text: str) -> None:
        turn = self._turn
        if turn is None or turn.reply_id is None:
            return
        if turn.cancel_requested:
            self._engine.cancel()  # a stop pressed before the turn reached the engine
        turn.text += text
        turn.dirty = True
        self.reply_text.emit(turn.conversation_id, turn.reply_id, text)

    @Slot()
    def _save_partial(self) -> None:
        turn = self._turn
        if turn is not None and turn.reply_id is not None and turn.dirty:
            self._store.save_partial(turn.reply_id, turn.text)
            turn.dirty = False

    @Slot(object)
    def _on_done(self, done: p.Done) -> None:
        self._next()
        turn = self._turn
        if turn is None or turn.reply_id is None:
            return
        provenance = turn.provenance(self._model)
        provenance.update(prompt_tokens=done.prompt_tokens, cached_tokens=done.cached_tokens,
                          generated_tokens=done.generated_tokens, ttft_s=round(done.ttft_s, 4),
                          tokens_per_s=round(done.tokens_per_s, 2), finish_reason=done.finish_reason,
                          dropped_messages=done.dropped_messages)
        self._finish(turn, status_for(done.finish_reason), provenance)
        context = self._model.context_length if self._model else None
        self.usage_changed.emit(Usage(done.prompt_tokens + done.generated_tokens, context,
                                      done.tokens_per_s, done.ttft_s))

    @Slot(object)
    def _on_failed(self, failure: p.Error) -> None:
        kind = self._next()
        crashed = failure.code == "host_died"
        log.warning("engine %s failed: %s (%s)", kind, failure.code, failure.message)
        if kind == "load":
            if "load" in self._pending:  # superseded by a newer load
                return
            self._loading = False
            self._model = None
            self.model_failed.emit(failure.message)
            return
        if kind in ("plan", "turn") and self._turn is not None:
            # The reply shows the reason inline; a crash also offers to load the model again.
            self._record_failed_turn(self._turn, "error", failure.message)
        if crashed and self._model is not None:
            # Requests queued behind the crash are answered with host_died too: report it once.
            self._model = None
            self.engine_crashed.emit(failure.message)

    def _record_failed_turn(self, turn: Turn, finish: str, message: str) -> None:
        """End a turn without a `done`: keep what was written, say why it ended."""
        provenance = turn.provenance(self._model)
        provenance["finish_reason"] = finish
        if message:
            provenance["error"] = message
        if turn.reply_id is None:
            reply = self._store.begin_reply(turn.conversation_id, turn.parent_id)
            turn.reply_id, turn.text = reply.id, turn.prefix
            if turn.replaces_thread:
                self.thread_changed.emit(turn.conversation_id)
            else:
                self.reply_started.emit(turn.conversation_id, self._item_for(reply.id))
        self._finish(turn, "cancelled" if finish == "cancelled" else "error", provenance)

    def _finish(self, turn: Turn, status: Status, provenance: dict[str, Any]) -> None:
        assert turn.reply_id is not None
        self._save_timer.stop()
        self._store.finish_reply(turn.reply_id, turn.text, status, provenance)
        self._turn = None
        self.reply_finished.emit(turn.conversation_id, self._item_for(turn.reply_id))
        self.conversations_changed.emit()
        self.busy_changed.emit(False)
        if self._load_after_turn is not None:
            path, self._load_after_turn = self._load_after_turn, None
            self.load_model(path)

    # ---- quitting --------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Keep a reply still streaming (marked interrupted), then end the engine host and its thread."""
        turn = self._turn
        if turn is not None and turn.reply_id is not None:
            self._save_timer.stop()
            provenance = {**turn.provenance(self._model), "finish_reason": "cancelled"}
            self._store.finish_reply(turn.reply_id, turn.text, "interrupted", provenance)
        self._turn = None
        started = time.monotonic()
        self._engine.shutdown()
        log.info("engine stopped in %.2f s", time.monotonic() - started)
