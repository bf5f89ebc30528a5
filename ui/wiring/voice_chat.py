"""The voice conversation's place in the window (`app.qt.voice_chat.VoiceChat`): the Talk button under the message
box (Ctrl+Shift+T, listed in F1), and while it lasts a line that says, in words, what Hearth is doing —
listening, thinking, speaking — and that Esc leaves it. Esc is asked here before anything else in the message
box, so one press ends the whole conversation (listening, the voice), not only its current step.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QStyle, QToolButton

from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from app.qt.voice_chat import VoiceChat
from ui.main_window import MainWindow


class VoiceChatControls:
    """The Talk button and the state line of one window's voice conversation."""

    def __init__(self, window: MainWindow, chat: VoiceChat) -> None:
        self.chat = chat
        composer = window.composer
        self.button = QToolButton(composer.box)
        self.button.setText(translate("Voice", "Talk"))
        self.button.setAccessibleName(translate("Voice", "Voice conversation"))
        self.button.setIcon(QIcon.fromTheme("call-start", self.button.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPlay)))
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setCheckable(True)
        self.button.clicked.connect(lambda: chat.toggle())
        composer.add_tool_button(self.button)
        self.state = QLabel(composer.box)
        self.state.setAccessibleName(translate("Voice", "Voice conversation"))
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        font = self.state.font()
        font.setBold(True)
        self.state.setFont(font)
        composer.add_tool_button_widget(self.state)
        composer.add_escape_handler(chat.leave, first=True)
        chat.state_changed.connect(self._show)
        self._show(chat.state)

    def text(self, state: str) -> str:
        words = {"listening": QT_TRANSLATE_NOOP("Voice", "Listening — speak now (Esc leaves the conversation)"),
                 "thinking": QT_TRANSLATE_NOOP("Voice", "Thinking… (Esc leaves the conversation)"),
                 "speaking": QT_TRANSLATE_NOOP("Voice", "Speaking — speak to interrupt (Esc leaves the conversation)")}
        return translate("Voice", words[state]) if state in words else ""

    def _show(self, state: str) -> None:
        self.button.setChecked(state != "off")
        self.state.setText(self.text(state))
        self.state.setVisible(state != "off")
        tip = (translate("Voice", "Leave the voice conversation (Ctrl+Shift+T or Esc)") if state != "off" else
               translate("Voice", "Talk with the model hands-free: it listens, answers aloud and listens again; "
                                  "speaking interrupts it (Ctrl+Shift+T; Esc leaves)"))
        self.button.setToolTip(tip)
        self.button.setAccessibleDescription(tip)
