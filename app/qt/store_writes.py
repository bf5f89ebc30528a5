"""Store writes that may fail (a full or read-only disk) without wedging the chat.

Why: a reply streams for seconds to minutes, and the store saves it as it goes. When the disk fills
up meanwhile, the write raises inside a Qt slot; before this module that left the turn half-ended
(Stop did nothing, nothing could be sent again). Now a failed write is kept in memory and retried
every `RETRY_MS`; the person is told once, in words, and told again when everything is saved.
Writes are keyed, so a newer save of the same reply replaces an older one still waiting.
"""

from __future__ import annotations

import errno
import logging
import sqlite3
from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, QTimer, Slot

from app.qt.i18n import translate
from app.qt.notices import Notices

log = logging.getLogger("hearth.store.writes")
RETRY_MS = 2000
WRITE_ERRORS = (sqlite3.Error, OSError)


def describe(exc: BaseException) -> str:
    """Why a write failed, as a person reads it."""
    text = str(exc).lower()
    if (isinstance(exc, OSError) and exc.errno == errno.ENOSPC) or "disk is full" in text:
        return translate("StoreWrites", "the disk is full")
    if (isinstance(exc, OSError) and exc.errno in (errno.EROFS, errno.EACCES)) or "readonly" in text:
        return translate("StoreWrites", "the conversations file can't be written (read-only)")
    return translate("StoreWrites", "the conversations file can't be written")


class DeferredWrites(QObject):
    """Runs writes now, or keeps them to retry when they fail; says so to `notices` once when writes start
    to wait, and again when every waiting write has gone through."""

    def __init__(self, notices: Notices, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._notices = notices
        self._waiting: dict[Hashable, Callable[[], object]] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(RETRY_MS)
        self._timer.timeout.connect(self.retry)

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def is_waiting(self, key: Hashable) -> bool:
        return key in self._waiting

    def write(self, key: Hashable, action: Callable[[], object]) -> bool:
        """Run `action` (after any earlier write still waiting); False when it has to wait."""
        if self._waiting:
            self._waiting.pop(key, None)
            self._waiting[key] = action
            self.retry()
            return key not in self._waiting
        try:
            action()
        except WRITE_ERRORS as exc:
            self._wait(key, action, exc)
            return False
        return True

    def _wait(self, key: Hashable, action: Callable[[], object], exc: BaseException) -> None:
        first = not self._waiting
        self._waiting[key] = action
        log.warning("a store write failed (%s); kept in memory to retry", type(exc).__name__)
        if first:
            self._timer.start()
            self._notices.say(translate("StoreWrites", "Couldn't save: {0}. The reply is kept in memory; free some "
                                        "space and it will be saved.").format(describe(exc)), "error")

    @Slot()
    def retry(self) -> None:
        for key, action in list(self._waiting.items()):
            try:
                action()
            except WRITE_ERRORS:
                return  # keep the order: later writes wait for this one
            del self._waiting[key]
        if not self._waiting and self._timer.isActive():
            self._timer.stop()
            self._notices.say(translate("StoreWrites", "Everything is saved again."))

    def flush(self) -> bool:
        """Try once more (on quit); True when nothing is left waiting."""
        self.retry()
        return not self._waiting
