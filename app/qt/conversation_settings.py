"""The generation settings of each conversation, and the defaults a new chat starts with.

Why apart from the controller: which settings a turn uses is a rule of its own. A conversation keeps
its settings in the store; a new chat, not yet saved, keeps them here until its first message, and
starts from the defaults for new chats (the preferences), never from the chat open before it.

The open conversation's settings are held here too: read from the store when it opens (`open`), written
through when they change (`set`), so a send reads none of them from the store. They are checked where
they come in (`GenerationSettings.from_dict` for what the store or a file holds, the controller's
`set_settings` for what the person sets, `new_chat_defaults` for the preferences), so what is held here
can always be used.

`ConversationSettings` signals:
    changed(object GenerationSettings): the settings of the open conversation changed (or another
        conversation was opened: the controller emits it then).
    defaults_changed(object GenerationSettings): the settings a new chat starts with.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.chat.generation import GenerationSettings
from app.store import Store


class ConversationSettings(QObject):
    changed = Signal(object)
    defaults_changed = Signal(object)

    def __init__(self, store: Store, write: Callable[[Callable[[], object]], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._write = write  # runs a store write, says why if it fails, returns whether it was saved
        self._defaults = GenerationSettings()
        self._chosen = self._defaults  # the person's defaults (the preferences), before the model's tuning
        self._tune: Callable[[GenerationSettings], GenerationSettings] | None = None
        self._new_chat = self._defaults
        self._open: tuple[int, GenerationSettings] | None = None  # the open conversation's, as stored

    @property
    def defaults(self) -> GenerationSettings:
        return self._defaults

    def of(self, conversation_id: int | None) -> GenerationSettings:
        """The settings of a conversation; None: the new chat not yet saved."""
        if conversation_id is None:
            return self._new_chat
        if self._open is not None and self._open[0] == conversation_id:
            return self._open[1]
        return self._read(conversation_id)  # another conversation's (a title written there, say)

    def open(self, conversation_id: int) -> GenerationSettings:
        """The conversation opened: its settings, read from the store once and held until another opens."""
        self._open = (conversation_id, self._read(conversation_id))
        return self._open[1]

    def saved(self, conversation_id: int) -> None:
        """The new chat was saved as this conversation (with its settings): they are that conversation's now."""
        self._open = (conversation_id, self._new_chat)

    def _read(self, conversation_id: int) -> GenerationSettings:
        return GenerationSettings.from_dict(self._store.get_conversation(conversation_id).settings)

    def start_new_chat(self) -> GenerationSettings:
        """A new chat is open: it starts with the defaults."""
        self._new_chat = self._defaults
        return self._new_chat

    def set_tuning(self, tune: Callable[[GenerationSettings], GenerationSettings] | None, current: int | None) -> None:
        """The loaded model's own adjustment of the defaults (the demo model's: calmer and shorter), None for none:
        new chats start from the adjusted defaults, and a chat is said to differ only from them (a new chat
        said "Differs from your defaults: Temperature, Max new tokens" before anything was changed)."""
        self._tune = tune
        self.set_defaults(self._chosen, current)

    def set_defaults(self, defaults: GenerationSettings, current: int | None) -> None:
        """New defaults; the new chat open now (`current` None) takes them if it was not changed."""
        self._chosen = defaults
        defaults = self._tune(defaults) if self._tune is not None else defaults
        if defaults == self._defaults:
            return
        untouched = current is None and self._new_chat == self._defaults
        self._defaults = defaults
        self.defaults_changed.emit(defaults)
        if untouched:
            self._new_chat = defaults
            self.changed.emit(defaults)

    def set(self, conversation_id: int | None, settings: GenerationSettings) -> None:
        """Keep these (valid) settings for a conversation; the next turn there uses them."""
        if settings == self.of(conversation_id):
            return
        if conversation_id is None:
            self._new_chat = settings
        elif not self._write(lambda: self._store.set_conversation_settings(conversation_id, settings.to_dict())):
            return
        elif self._open is not None and self._open[0] == conversation_id:
            self._open = (conversation_id, settings)
        self.changed.emit(settings)
