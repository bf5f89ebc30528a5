"""The chat controller: turns what the person does into store writes and engine work.

Why a controller apart from the window: every rule about a conversation lives here and runs without a screen, so
the same rules are tested with a scripted fake engine in milliseconds. The window only shows what the signals say and
calls the methods below. Apart: the model (`app.qt.model_session`, `controller.models`), the life of one reply
(`app.qt.turn_runner`, `controller.turns`), the context meter (`app.qt.context_meter`, `controller.meter`), each
chat's settings (`app.qt.conversation_settings`, `controller.chat_settings`), titles (`app.qt.titles`,
`controller.titles`); one message sent to two sides is `app.qt.compare`, which stands on `commit`.

The rules (see ARCHITECTURE, "A chat turn, end to end"):
- A user message is committed to the store before anything is asked of the engine.
- Regenerate adds a sibling version of the reply; editing a user message adds a sibling version of it (a new
  branch) and runs from there; both keep the old versions browsable (‹ 1/2 ›).
- Continue streams a NEW version whose text starts with the earlier reply: the store never reopens a finished
  message, the earlier version stays intact if the app dies. Once the continuation is saved it takes the earlier
  one's place (`Store.supersede`): the person sees one reply that went on.
- The context meter's figures are the open conversation's, never another's.
- A new chat starts with the defaults for new chats, never with the settings of the chat before.
- A person's turn cancels a title being written first: it never waits behind one.

Signals of `ChatController` (plain data only): `conversations_changed()` (the list changed: new, renamed, pinned,
deleted); `conversation_opened(int)` (another conversation is current; 0: a new chat not yet saved);
`draft_saved(int)` (the new chat was saved, with this id, as its first message was sent); `thread_changed(int)` (the
visible thread of that conversation changed: show `thread_items()` again); `message_added(int, object)` (a user
message, a ThreadItem, was committed at the end of the thread); `usage_changed(object Usage)` (context use and speed
of the open conversation); `settings_changed(object GenerationSettings)`, `defaults_changed(…)` (the current
conversation's settings / a new chat's); `model_suggested(str)` (the chat just opened was last answered by this model,
not the one loaded). The reply's own signals are on `controller.turns`, the model's on `.models`; what failed, and
what to know, is said in the window's language to the `Notices` given at construction (`app.qt.notices`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.chat.generation import GenerationSettings
from app.chat.provenance import Provenance, joined
from app.chat.values import ModelRef
from app.conversation import thread as threads
from app.conversation import turn_rules
from app.conversation.thread import ModelInfo, ThreadItem, Turn, path_to, sendable, thread_items, title_from
from app.qt.context_meter import ContextMeter
from app.qt.conversation_settings import ConversationSettings
from app.qt.i18n import translate
from app.qt.load_gate import LoadAfterReply
from app.qt.model_session import ModelSession
from app.qt.notices import Notices
from app.qt.store_writes import WRITE_ERRORS, DeferredWrites, describe
from app.qt.titles import AutoTitles, TitleWriter
from app.qt.turn_filters import OpenThread, TurnFilters
from app.qt.turn_runner import Engine, TurnRunner
from app.store import Conversation, Message, NotFoundError, SearchHit, Store

log = logging.getLogger("hearth.chat")


class ChatController(QObject):
    conversations_changed = Signal()
    conversation_opened = Signal(int)
    draft_saved = Signal(int)
    thread_changed = Signal(int)
    message_added = Signal(int, object)
    usage_changed = Signal(object)
    settings_changed = Signal(object)
    defaults_changed = Signal(object)
    model_suggested = Signal(str)

    def __init__(self, engine: Engine, store: Store, models: ModelSession, notices: Notices | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._store = store
        self.models = models
        self.notices = notices if notices is not None else Notices(self)  # what the person is told, in words
        self.writes = DeferredWrites(self.notices, self)
        self.filters = TurnFilters()  # what each turn goes through, by stage: the features add theirs
        self.turns = TurnRunner(engine, store, self.writes, lambda: self.models.info, self.notices, self.filters, self)
        self._draft_notes: list[Callable[[], Provenance | None]] = []
        self.meter = ContextMeter(engine, self.turns, lambda: self.models.info, self._open_thread,
                                  self.filters.draft_system, self)
        self.chat_settings = ConversationSettings(store, self._write, self)
        self.titles = AutoTitles(TitleWriter(engine), store, self.turns, self._may_title, self.rename_conversation,
                                 self.chat_settings.of, lambda: self.model.path if self.model else "", self)
        self._current: int | None = None
        self.turns.thread_changed.connect(self.thread_changed)
        self.turns.ended.connect(self.conversations_changed)
        self.meter.usage_changed.connect(self.usage_changed)
        self.chat_settings.changed.connect(self.settings_changed)
        self.chat_settings.defaults_changed.connect(self.defaults_changed)
        models.loaded.connect(lambda _info: self.meter.refresh())
        self._pending = LoadAfterReply(models, self.turns, self.titles.cancel)  # after the list's update

    # ---- state -----------------------------------------------------------------------------------

    @property
    def current_conversation(self) -> int | None:
        return self._current

    @property
    def model(self) -> ModelInfo | None:
        return self.models.info

    @property
    def busy(self) -> bool:
        return self.turns.busy

    @property
    def can_send(self) -> bool:
        return self.models.info is not None and not self.models.is_loading and not self.turns.busy

    # ---- model -----------------------------------------------------------------------------------

    def load_model(self, ref: ModelRef) -> None:
        """Load a model (a folder or a remote one); a reply being written is stopped first and the load
        follows it."""
        self.models.load(ref)

    def _may_title(self) -> bool:
        """Whether the model may write a title now: loaded, idle, no load waiting."""
        return (self.model is not None and not self.models.is_loading and not self.turns.busy
                and self._pending.waiting is None)

    # ---- conversations ---------------------------------------------------------------------------

    def conversations(self) -> list[Conversation]:
        return self._store.list_conversations()

    def conversation_title(self, conversation_id: int) -> str:
        return self._store.get_conversation(conversation_id).title

    def message_text(self, message_id: int) -> str:
        return self._store.get_message(message_id).content

    def search(self, query: str) -> list[SearchHit]:
        """Messages of every conversation that match `query` (the store's full-text index)."""
        return self._store.search(query)

    def new_conversation(self) -> None:
        """Start a new chat with the defaults for new chats, saved with its first message (none pile up empty)."""
        self._current = None
        settings = self.chat_settings.start_new_chat()
        self.conversation_opened.emit(0)
        self.settings_changed.emit(settings)
        self.meter.refresh()

    def open_conversation(self, conversation_id: int) -> None:
        try:
            self._store.get_conversation(conversation_id)
        except NotFoundError:
            self.notices.error(translate("ChatController", "That conversation no longer exists (deleted?)."))
            return
        self._current = conversation_id
        self.conversation_opened.emit(conversation_id)
        self.settings_changed.emit(self.chat_settings.open(conversation_id))
        self.meter.refresh()
        used = self._store.get_conversation(conversation_id).model
        if used and (self.model is None or self.model.name != used):
            self.model_suggested.emit(used)

    def eject_model(self) -> None:
        """Unload the model to free its memory; a reply being written is stopped first (its text is kept)."""
        self.titles.cancel()
        self.turns.stop()
        self._pending.waiting = None
        self.models.unload()

    def rename_conversation(self, conversation_id: int, title: str) -> None:
        title = title.strip()
        if title and self._write(lambda: self._store.rename_conversation(conversation_id, title)):
            self.conversations_changed.emit()

    def set_pinned(self, conversation_id: int, pinned: bool) -> None:
        if self._write(lambda: self._store.set_pinned(conversation_id, pinned)):
            self.conversations_changed.emit()

    def delete_conversation(self, conversation_id: int) -> bool:
        """Move to the trash (undo with `restore_conversation`); a reply streaming there is stopped. The
        open chat deleted, its neighbour in the list opens (a new chat when it was the only one). False when
        the store refused (said as an error)."""
        if self.turns.conversation_id == conversation_id:
            self.turns.stop()
        listed = [c.id for c in self.conversations()]
        if not self._write(lambda: self._store.delete_conversation(conversation_id)):
            return False
        self.conversations_changed.emit()
        if self._current == conversation_id:  # its neighbour in the list opens (below, else above)
            at = listed.index(conversation_id) if conversation_id in listed else -1
            neighbours = listed[at + 1:at + 2] + listed[max(0, at - 1):at] if at >= 0 else []
            self.open_conversation(neighbours[0]) if neighbours else self.new_conversation()
        return True

    def restore_conversation(self, conversation_id: int) -> None:
        if self._write(lambda: self._store.restore_conversation(conversation_id)):
            self.conversations_changed.emit()
            self.open_conversation(conversation_id)

    def refresh(self) -> None:
        """Tell the views to read the list again (after an import done outside the controller)."""
        self.conversations_changed.emit()

    def _write(self, action: Callable[[], object]) -> bool:
        """Run a small store write now; on failure say why (nothing else depends on it)."""
        try:
            action()
        except WRITE_ERRORS as exc:
            self.notices.error(translate("ChatController", "Couldn't save the change: {0}.").format(describe(exc)))
            return False
        return True

    # ---- settings --------------------------------------------------------------------------------

    def settings(self) -> GenerationSettings:
        """The generation settings of the current conversation (or of the next new chat)."""
        return self.chat_settings.of(self._current)

    @property
    def new_chat_defaults(self) -> GenerationSettings:
        return self.chat_settings.defaults

    def set_new_chat_defaults(self, defaults: GenerationSettings) -> None:
        """The settings every new chat starts with (the preferences); a new chat still untouched takes them."""
        self.chat_settings.set_defaults(defaults, self._current)

    def set_settings(self, settings: GenerationSettings) -> None:
        """Keep these settings for the current conversation; the next turn uses them."""
        problems = settings.problems()
        if problems:
            self.notices.error(" ".join(problems))
            return
        self.chat_settings.set(self._current, settings)
        self.meter.read_tools_ahead()

    # ---- the thread ------------------------------------------------------------------------------

    def thread_items(self, conversation_id: int | None = None) -> list[ThreadItem]:
        """The visible thread with version counts; a reply still streaming shows its live text."""
        cid = self._current if conversation_id is None else conversation_id
        if cid is None:
            return []
        return self.turns.items_as_ended(thread_items(self._store, cid, self.turns.live))

    def _thread(self, conversation_id: int) -> list[Message]:
        """The visible thread, each finished reply as it ended (also when its final save still waits)."""
        return self.turns.as_ended(self._store.thread(conversation_id))

    def reveal(self, message_id: int) -> int | None:
        """The visible thread's message that shows `message_id` (a search hit), the branch kept (`where_shown`)."""
        if self._current is None:
            return None
        return threads.where_shown(self._store, self._current, self._thread(self._current), message_id)

    def show_version(self, message_id: int) -> bool:
        """Make the thread go through `message_id` (another branch becomes the current one)."""
        if self._current is None or self._versions_locked():
            return False
        try:
            self._store.select_version(message_id)
        except NotFoundError:
            return False
        self.thread_changed.emit(self._current)
        self.meter.refresh()
        return True

    def switch_version(self, message_id: int, delta: int) -> None:
        """Show the previous (-1) or next (+1) version of a message."""
        if self._versions_locked():
            return
        ids = [m.id for m in self._store.versions(message_id)]
        if message_id not in ids:
            return
        target = ids.index(message_id) + delta
        if 0 <= target < len(ids):
            leaf = self._store.select_version(ids[target])
            self.thread_changed.emit(leaf.conversation_id)
            self.meter.refresh()

    def note_drafts_with(self, note: Callable[[], Provenance | None]) -> None:
        """Add what `note` answers (`Provenance.images`, `.attachments`) to each message's provenance."""
        self._draft_notes.append(note)

    def _versions_locked(self) -> bool:
        if self.turns.busy:
            self.notices.error(translate("ChatController", "Stop the reply, or wait for it, to switch versions."))
        return self.turns.busy

    # ---- turns -----------------------------------------------------------------------------------

    def send(self, text: str) -> bool:
        """Commit a user message, then run the turn; False (said) if it can't: the composer then keeps the text."""
        turn = self.commit(text)
        if turn is not None:
            self.turns.start(turn)
        return turn is not None

    def commit(self, text: str) -> Turn | None:
        """Commit a user message as `send` does; its turn is returned, not started (Compare runs it twice)."""
        text = text.strip()
        if not text or not self._ready_for_turn():
            return None
        try:
            if self._current is None:
                name = self.model.name if self.model else ""
                conversation = self._store.create_conversation(title_from(text), self.settings().to_dict(), model=name)
                self._current = conversation.id
                self.chat_settings.saved(conversation.id)
                self.draft_saved.emit(conversation.id)
                self.conversations_changed.emit()
                self.conversation_opened.emit(conversation.id)
            cid = self._current
            leaf = self._store.get_conversation(cid).current_leaf_id
            earlier = sendable(self._thread(cid))
            noted = joined([note() for note in self._draft_notes])
            message = self._store.add_message(cid, "user", text, leaf, provenance=noted)
        except WRITE_ERRORS as exc:
            said = translate("ChatController", "Your message was not sent: {0}. It is still in the box below; free "
                                               "some space and send again.")
            self.notices.error(said.format(describe(exc)))
            return None
        self.message_added.emit(cid, self.turns.item(message.id))
        self.conversations_changed.emit()
        return Turn(cid, message.id, [*earlier, message], self.settings())

    def edit_message(self, message_id: int, text: str) -> bool:
        """Send an edited copy of an earlier user message as a new version, and answer it."""
        text = text.strip()
        if not text or not self._ready_for_turn():
            return False
        old = self._store.get_message(message_id)
        if old.role != "user":
            self.notices.error(translate("ChatController", "Only your own messages can be edited."))
            return False
        cid = old.conversation_id
        before = self.turns.as_ended(path_to(self._store, cid, old.parent_id))
        try:
            message = self._store.add_message(cid, "user", text, old.parent_id)
        except WRITE_ERRORS as exc:
            self.notices.error(translate("ChatController", "The edit was not sent: {0}.").format(describe(exc)))
            return False
        self._current = cid
        self.thread_changed.emit(cid)
        self.conversations_changed.emit()
        self.turns.start(Turn(cid, message.id, [*sendable(before), message], self.settings()))
        return True

    def regenerate(self, message_id: int | None = None) -> bool:
        """Write the last reply again as a new version (the old one stays browsable)."""
        if self._current is None or not self._ready_for_turn():
            return False
        return self._start(turn_rules.regenerate(self._current, self._thread(self._current), self.settings(),
                                                 message_id))

    def continue_reply(self, message_id: int) -> bool:
        """Go on from the last reply: a new version that starts with its text."""
        if not self._ready_for_turn():
            return False
        thread = self._thread(self._store.get_message(message_id).conversation_id)
        return self._start(turn_rules.go_on(thread, message_id, self.settings()))

    def _start(self, turn: Turn | str | None) -> bool:
        if not isinstance(turn, Turn):
            if turn:
                self.notices.error(translate("TurnRules", turn))
            return False
        self._current = turn.conversation_id
        self.turns.start(turn)
        return True

    def stop(self) -> None:
        """Stop the reply being written (also while the prompt is read); what was written is kept."""
        self.turns.stop()

    def _ready_for_turn(self) -> bool:
        self.titles.cancel()  # a person's turn never waits behind a title
        if self.writes.waiting:
            self.writes.retry()  # saves that wait (a full disk) go first when there is room again
        problem = turn_rules.not_ready(self.model, self.models.is_loading, self.turns.busy)
        if problem:
            self.notices.error(translate("TurnRules", problem))
        return problem is None

    def _open_thread(self) -> OpenThread:
        cid = self._current
        return OpenThread(cid, self._thread(cid) if cid is not None else [], self.settings())

    # ---- quitting --------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Keep a reply still streaming (marked interrupted), then end the engine host and its threads."""
        self.meter.close()
        self.turns.interrupt()
        if not self.writes.flush():
            log.warning("%d store writes could not be saved before quitting", self.writes.waiting)
        started = time.monotonic()
        self._engine.shutdown()
        log.info("engine stopped in %.2f s", time.monotonic() - started)
