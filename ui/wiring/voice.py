"""Dictation in the window: the microphone button under the message box, its level meter and state, Esc.

Press the button (or Ctrl+Shift+D) and speak; the button again, or a pause after speaking, stops listening
and Whisper writes the words into the message box where the cursor is, for editing: nothing is sent by
itself. Esc cancels listening or transcribing at once and drops the recording. When voice cannot work (no
microphone, no speech model) the notice says why and what to do; the button never fails silently.
`connect_voice` is called once by `ui.app.start` (and by the tests, with their own audio input).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QProgressBar, QStyle, QToolButton

from app.qt.dictation import AudioInput, Dictation
from app.system.paths import speech_model_dir
from app.voice.service import LazySpeech
from ui.main_window import MainWindow


def _tr(text: str) -> str:
    return QCoreApplication.translate("Voice", text)


class VoiceControls:
    """The button, the meter and the state line of one window's dictation."""

    def __init__(self, window: MainWindow, dictation: Dictation, speech: LazySpeech | None = None) -> None:
        self.window = window
        self.dictation = dictation
        self.speech = speech
        composer = window.composer
        self.button = QToolButton(composer.box)
        self.button.setText(_tr("Dictate"))
        self.button.setAccessibleName("Dictate")
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
        self.meter.setAccessibleName(_tr("Microphone level"))
        self.meter.hide()
        composer.add_tool_button_widget(self.meter)
        self.state = QLabel(composer.box)
        self.state.setAccessibleName(_tr("Dictation"))
        self.state.hide()
        composer.add_tool_button_widget(self.state)
        composer.add_escape_handler(dictation.cancel)
        dictation.state_changed.connect(self._state)
        dictation.level.connect(lambda value: self.meter.setValue(round(100 * value)))
        dictation.transcribed.connect(self._insert)
        dictation.failed.connect(lambda message: window.show_notice(message, "warning"))
        self._state("idle")

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
        self.state.setText(_tr("Listening… (Esc cancels)") if listening else _tr("Writing down…") if busy else "")
        tip = (_tr("Stop listening and write down what you said (Ctrl+Shift+D)") if listening else
               _tr("Dictate: speak, and the words appear here for you to edit (Ctrl+Shift+D; Esc cancels)"))
        self.button.setToolTip(tip)
        self.button.setAccessibleDescription(tip)

    def _insert(self, text: str) -> None:
        editor = self.window.composer.input
        cursor = editor.textCursor()
        before = editor.toPlainText()[: cursor.position()]
        cursor.insertText((" " if before and not before[-1].isspace() else "") + text)
        editor.setTextCursor(cursor)
        editor.setFocus(Qt.FocusReason.OtherFocusReason)


    def shutdown(self) -> None:
        """Stop listening or transcribing, then end the speech process."""
        self.dictation.shutdown()
        if self.speech is not None:
            self.speech.close()


def _microphone() -> AudioInput:
    from app.qt.microphone import Microphone  # QtMultimedia, loaded on the first dictation only

    return Microphone()


def connect_voice(window: MainWindow, dictation: Dictation | None = None) -> VoiceControls:
    """The window's dictation: the microphone and the speech model (opened on first use), or `dictation`."""
    if dictation is not None:
        return VoiceControls(window, dictation)
    speech = LazySpeech(speech_model_dir)
    return VoiceControls(window, Dictation(_microphone, speech.get, lambda: None, window), speech)
