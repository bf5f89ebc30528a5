"""Voice in the window: dictation (the microphone button under the message box, its level meter and state)
and reading aloud (a reply's "Read aloud", the "Read replies aloud" switch, a Stop reading button), and Esc.

Press the button (or Ctrl+Shift+D) and speak; the button again, or a pause after speaking, stops listening
and Whisper writes the words into the message box where the cursor is, for editing: nothing is sent by
itself. Esc cancels listening or transcribing at once and drops the recording. When voice cannot work (no
microphone, no speech model) the notice says why and what to do; the button never fails silently.

Read aloud speaks a finished reply from its start; with "Read replies aloud" (Chat menu) each new reply is read
sentence by sentence while it is written, its thinking, code and tool calls left out. Esc, or Stop reading
beside the button, silences it at once (Esc first silences the voice, then stops the reply).
`connect_voice` is called once by `ui.app.start` (and by the tests, with their own audio input).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QLabel, QMenu, QProgressBar, QStyle, QToolButton

from app.conversation.thread import ThreadItem
from app.qt.dictation import AudioInput, Dictation
from app.qt.i18n import translate
from app.qt.read_aloud import ReadAloud
from app.qt.settings_service import SettingsService
from app.qt.voice_chat import VoiceChat
from app.settings import Settings
from app.system.paths import speech_model_dir
from app.voice.endpoint import EndOfSpeech
from app.voice.service import LazySpeech
from app.voice.vad import SileroVad
from models.speech_model import VAD
from ui.chat.spoken_mark import SpokenMark
from ui.main_window import MainWindow
from ui.wiring.voice_chat import VoiceChatControls


class VoiceControls:
    """The button, the meter and the state line of one window's dictation."""

    def __init__(self, window: MainWindow, dictation: Dictation, speech: LazySpeech | None = None,
                 reader: ReadAloud | None = None, settings: SettingsService | None = None) -> None:
        self.window = window
        self.settings = settings
        self.dictation = dictation
        self.speech = speech
        self.reader = reader or ReadAloud(parent=window)
        turns = window.controller.turns
        self.chat = VoiceChat(dictation, self.reader, _sender(window), lambda: turns.busy, window.controller.stop,
                              window)
        self.conversation = VoiceChatControls(window, self.chat)
        self._streamed: dict[int, str] = {}
        composer = window.composer
        self.button = QToolButton(composer.box)
        self.button.setText(translate("Voice", "Dictate"))
        self.button.setAccessibleName(translate("Voice", "Dictate"))
        self.button.setIcon(QIcon.fromTheme("audio-input-microphone", self.button.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaVolume)))
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.button.setCheckable(True)
        self.button.clicked.connect(self._clicked)
        composer.add_tool_button(self.button)
        self.meter = QProgressBar(composer.box)
        self.meter.setRange(0, 100)
        self.meter.setTextVisible(False)
        self.meter.setMaximumWidth(60)
        self.meter.setMaximumHeight(8)
        self.meter.setAccessibleName(translate("Voice", "Microphone level"))
        self.meter.hide()
        composer.add_tool_button_widget(self.meter)
        self.state = QLabel(composer.box)
        self.state.setAccessibleName(translate("Voice", "Dictation"))
        self.state.hide()
        composer.add_tool_button_widget(self.state)
        composer.add_escape_handler(dictation.cancel)
        composer.add_escape_handler(self.reader.stop)
        self._connect_reading()
        dictation.state_changed.connect(self._state)
        dictation.level.connect(lambda value: self.meter.setValue(round(100 * value)))
        dictation.transcribed.connect(self._insert)
        dictation.failed.connect(lambda message: window.show_notice(message, "warning"))
        self._state("idle")

    def _connect_reading(self) -> None:
        window, reader = self.window, self.reader
        self.silence = QToolButton(window.composer.box)
        self.silence.setText(translate("Voice", "Stop reading"))
        self.silence.setAccessibleName(translate("Voice", "Stop reading"))
        self.silence.setToolTip(translate("Voice", "Silence the voice reading the reply (Esc)"))
        self.silence.clicked.connect(reader.stop)
        self.silence.hide()
        window.composer.add_tool_button(self.silence)
        self.read_replies = QAction(translate("Voice", "Read replies a&loud"), window)
        self.read_replies.setCheckable(True)
        self.read_replies.setToolTip(translate("Voice", "Read each new reply aloud while it is written"))
        if self.settings is not None:
            service = self.settings
            self.read_replies.setChecked(service.settings.read_aloud)
            self.read_replies.toggled.connect(lambda on: service.update(read_aloud=on)
                                              if on != service.settings.read_aloud else None)
            self.read_replies.toggled.connect(lambda on: reader.prepare() if on else None)
            if service.settings.read_aloud:  # the voice made once the window is up, ahead of the first reply
                QTimer.singleShot(0, reader, reader.prepare)
            service.changed.connect(lambda s, _names: self.read_replies.setChecked(s.read_aloud))
            service.changed.connect(lambda s, _names: _set_voice(reader, s))
            _set_voice(reader, service.settings)
        chat_menu = window.menuBar().findChild(QMenu, "chat_menu")
        assert isinstance(chat_menu, QMenu)
        chat_menu.addAction(self.read_replies)
        reader.speaking_changed.connect(self.silence.setVisible)
        self.mark = SpokenMark(window.chat_view)  # the sentence being read, marked in the reply
        reader.sentence_started.connect(self.mark.show)
        reader.speaking_changed.connect(lambda speaking: None if speaking else self.mark.clear())
        reader.unavailable.connect(lambda message: window.show_notice(message, "warning"))
        window.chat_view.read_aloud_requested.connect(reader.read)
        turns = window.controller.turns
        turns.reply_started.connect(self._reply_started)
        turns.reply_text.connect(self._reply_text)
        turns.reply_finished.connect(self._reply_finished)

    def _reply_started(self, _conversation: int, item: ThreadItem) -> None:
        if self.read_replies.isChecked() or self.chat.active:
            self._streamed = {item.message.id: ""}
            self.reader.follow(item.message.id)

    def _reply_text(self, _conversation: int, reply: int, text: str) -> None:
        if reply in self._streamed:
            self._streamed[reply] += text
            self.reader.stream_text(reply, self._streamed[reply])

    def _reply_finished(self, _conversation: int, item: ThreadItem) -> None:
        if self._streamed.pop(item.message.id, None) is not None:
            self.reader.stream_text(item.message.id, item.message.content, final=True)
            self.mark.again()  # the reply left its live drawing for its frame
        self.chat.reply_finished()

    def _clicked(self) -> None:
        self.dictation.toggle()
        self.button.setChecked(self.dictation.state == "listening")

    def _state(self, state: str) -> None:
        listening, busy = state == "listening", state == "transcribing"
        self.button.setChecked(listening)
        self.button.setEnabled(not busy)
        self.meter.setVisible(listening)
        self.meter.setValue(0)
        self.state.setVisible(listening or busy)
        if listening:
            self.state.setText(translate("Voice", "Listening… (Esc cancels)"))
        else:
            self.state.setText(translate("Voice", "Writing down…") if busy else "")
        tip = (translate("Voice", "Stop listening and write down what you said (Ctrl+Shift+D)") if listening else
               translate("Voice", "Dictate: speak, and the words appear here for you to edit (Ctrl+Shift+D; Esc "
                         "cancels)"))
        self.button.setToolTip(tip)
        self.button.setAccessibleDescription(tip)

    def _insert(self, text: str) -> None:
        if self.chat.active:
            self.chat.heard(text)  # a voice conversation sends the words itself
            return
        editor = self.window.composer.input
        cursor = editor.textCursor()
        before = editor.toPlainText()[: cursor.position()]
        cursor.insertText((" " if before and not before[-1].isspace() else "") + text)
        editor.setTextCursor(cursor)
        editor.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.settings is not None and self.settings.settings.dictation_sends:
            self.window.composer.submit()  # as Enter would: not while a reply is written or nothing can answer


    def shutdown(self) -> None:
        """Stop listening, transcribing and reading, then end the speech process."""
        self.chat.leave()
        self.reader.close()  # the engine let go of (on its own thread for speech-dispatcher)
        self.dictation.shutdown()
        if self.speech is not None:
            self.speech.close()


def _sender(window: MainWindow) -> Callable[[str], bool]:
    """A voice conversation's words sent as Enter sends them; False (the words left in the box) when they
    cannot be (no model, a reply in another chat, the box resting while two replies are compared)."""
    def send(text: str) -> bool:
        composer = window.composer
        composer.set_text(" ".join(part for part in (composer.text().strip(), text) if part))
        if not composer.isEnabled() or not composer.can_submit():
            return False
        composer.submit()
        return True

    return send


def _set_voice(reader: ReadAloud, settings: Settings) -> None:
    """Preferences → Voice's voice, rate and volume for reading aloud."""
    reader.set_voice(settings.voice_output, settings.voice_rate / 10, settings.voice_volume / 100)


def _microphone(device: Callable[[], str]) -> AudioInput:
    from app.qt.microphone import Microphone  # QtMultimedia, loaded on the first dictation only

    return Microphone(device)


class _Endpoints:
    """End-of-speech detectors on silero-vad from the speech model's folder (loaded once), else on energy."""

    def __init__(self) -> None:
        self._vad: SileroVad | None = None

    def __call__(self) -> EndOfSpeech:
        if self._vad is None and (speech_model_dir() / VAD).is_file():
            self._vad = SileroVad(speech_model_dir() / VAD)
        if self._vad is not None:
            self._vad.reset()
        return EndOfSpeech(vad=self._vad)


def connect_voice(window: MainWindow, settings: SettingsService | None = None,
                  reader: ReadAloud | None = None, speech: LazySpeech | None = None) -> VoiceControls:
    """The window's voice: the microphone and the speech model (both opened on first use; `speech` when the
    documents share it), the system's voices (or `reader`, the tests' mock engine)."""
    speech = speech or LazySpeech(speech_model_dir)
    chosen = (lambda: settings.settings.voice_input) if settings is not None else (lambda: "")
    dictation = Dictation(lambda: _microphone(chosen), speech.get, lambda: None, window, _Endpoints())
    return VoiceControls(window, dictation, speech, reader, settings)
