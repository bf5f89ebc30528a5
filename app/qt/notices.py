"""One path for what the person is told: every notice, from any part of Hearth, goes through `Notices`.

Why one path (qutebrowser's `message.error`, napari's notification manager): parts of Hearth that have
something to say (the chat controller, the settings service, documents, images, tools) each had a
signal of sentences, relayed to the window with its own severity and its own logging. Now one `Notices` is
made at start and given to each of them at construction (the chat controller and its turn runner and
saves, documents, tools); they `say` a sentence with its severity, already in the window's language.
`Notices` logs each once by its severity and hands it on with `posted`; the window shows what `posted` says.

A notice has a severity (info goes by itself after a while; warnings and errors stay until dismissed),
an optional action (a button's label and what it does) and may be about the open chat only (`chat`:
it goes when another chat opens). An info notice may quote the person's words (a title), so its text
is not logged.

`Notices` signals:
    posted(object Notice): show this notice now.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QObject, Signal

Severity = Literal["info", "warning", "error"]
log = logging.getLogger("hearth.notices")


@dataclass(frozen=True)
class Notice:
    text: str
    severity: Severity = "info"
    action: str = ""  # the label of a button on the notice ("" for none)
    callback: Callable[[], object] | None = None  # what the button does
    timeout_ms: int = 0  # 0: an info notice without an action goes after the window's default time
    chat: bool = False  # about the open chat: it goes when another chat opens
    key: str = ""  # names the notice, so it can be taken back


class Notices(QObject):
    posted = Signal(object)

    def post(self, notice: Notice) -> None:
        if notice.severity == "info":
            log.info("notice (info)")
        else:
            log.info("notice (%s): %s", notice.severity, notice.text)
        self.posted.emit(notice)

    def say(self, text: str, severity: Severity = "info", *, chat: bool = False) -> None:
        """Post a sentence with its severity (`chat`: about the open chat only)."""
        self.post(Notice(text, severity, chat=chat))

    def error(self, text: str) -> None:
        self.say(text, "error")
