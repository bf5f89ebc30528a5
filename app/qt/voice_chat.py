"""A voice conversation, hands-free: listen → text → reply → speak → listen, until the person leaves it (Esc).

States (`state_changed(str)`):
    "off"        not in a voice conversation;
    "listening"  the microphone is open for the person's words (`Dictation`; its end of speech ends them);
    "thinking"   the words are being written down, or were sent and the reply is being written, not read yet;
    "speaking"   the reply is read aloud (`ReadAloud`, following it as it streams). The microphone stays open:
                 the person speaking stops the voice at once, and the reply if it is still being written
                 (barge-in), and what they say is the next message.

The words heard (`heard`) are sent as a message by `send` (False when nothing can be sent: no model, say; the
conversation then ends with the words left in the message box). Whatever stops dictation (no microphone, no
speech model) ends the conversation too, with the dictation's own message. The voice's echo from loudspeakers
is heard as speech: barge-in wants headphones or a microphone with echo cancellation (the OS's, where it has one).

Signals: state_changed(str).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from app.qt.dictation import Dictation
from app.qt.read_aloud import ReadAloud


class VoiceChat(QObject):
    state_changed = Signal(str)

    def __init__(self, dictation: Dictation, reader: ReadAloud, send: Callable[[str], bool],
                 busy: Callable[[], bool], stop_reply: Callable[[], object], parent: QObject | None = None) -> None:
        """`busy` says a reply is being written; `stop_reply` stops it (barge-in)."""
        super().__init__(parent)
        self._dictation, self._reader = dictation, reader
        self._send, self._busy, self._stop_reply = send, busy, stop_reply
        self._state = "off"
        self._waiting = False  # words were sent: the reply is written, then read, before listening again
        dictation.state_changed.connect(self._dictation_state)
        dictation.speech_started.connect(self._barge_in)
        dictation.failed.connect(lambda _message: self.leave())
        reader.speaking_changed.connect(self._speaking)

    @property
    def state(self) -> str:
        return self._state

    @property
    def active(self) -> bool:
        return self._state != "off"

    def toggle(self) -> None:
        if not self.leave():
            self.enter()

    def enter(self) -> None:
        if not self.active:
            self._waiting = False
            self._listen()
            self._reader.prepare()  # the voice made now, not when the first reply is read (seconds on Linux)

    def leave(self) -> bool:
        """End the conversation: stop listening and the voice (a reply being written goes on); False when off."""
        if not self.active:
            return False
        self._set("off")
        self._dictation.cancel()
        self._reader.stop()
        return True

    def reply_finished(self) -> None:
        """The reply is written: once the voice has read it (or at once when it is quiet), listen again."""
        if self.active and self._waiting and not self._reader.speaking:
            self._waiting = False
            self._listen()

    def _set(self, state: str) -> None:
        if state != self._state:
            self._state = state
            self.state_changed.emit(state)

    def _listen(self) -> None:
        self._set("listening")
        if self._dictation.state == "idle":
            self._dictation.start()

    def _dictation_state(self, state: str) -> None:
        if not self.active:
            return
        if state == "transcribing":
            self._set("thinking")
        elif state == "idle":  # the words come next (`transcribed`), or nothing was heard: then listen again
            QTimer.singleShot(0, self._after_dictation)

    def _after_dictation(self) -> None:
        if self.active and self._dictation.state == "idle" and not self._waiting and not self._reader.speaking:
            self._listen()

    def heard(self, text: str) -> None:
        """The words of the person's turn (dictation's `transcribed`, handed on by the window): sent."""
        if not self.active:
            return
        if self._send(text):
            self._waiting = True
            self._set("thinking")
        else:
            self.leave()

    def _speaking(self, speaking: bool) -> None:
        if not self.active or (not speaking and self._state == "listening"):  # quiet after a barge-in: listening
            return
        if speaking:
            self._set("speaking")
            if self._dictation.state == "idle":
                self._dictation.start()  # listening for the person's voice (barge-in)
        elif not self._busy():
            self._waiting = False
            self._listen()
        else:
            self._set("thinking")  # the voice caught up with the reply being written

    def _barge_in(self) -> None:
        if self._state != "speaking":
            return
        self._waiting = False
        self._set("listening")
        self._reader.stop()
        if self._busy():
            self._stop_reply()
