"""The right pane: the settings of the open chat, under a title with a close button.

Why a scroll area: at the window's smallest size (660×380) the fields, their hints and the system
prompt do not fit in the pane's height; they scroll instead of being squeezed over each other.

`ChatSettingsBox` signals:
    hide_requested(): the close button was pressed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QToolButton, QVBoxLayout, QWidget

from app.chat.generation import PresetStore
from app.qt.i18n import translate
from ui.chat.settings_panel import SettingsPanel
from ui.icons import standard_icon


class ChatSettingsBox(QWidget):
    """The per-chat settings pane (see the module doc)."""

    hide_requested = Signal()

    def __init__(self, presets: PresetStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("ChatSettingsBox", "Generation settings"))
        self.setMinimumWidth(200)
        self.panel = SettingsPanel(presets, self)
        title = QLabel(translate("ChatSettingsBox", "<b>Settings for this chat</b>"), self)
        close = QToolButton(self)
        close.setIcon(standard_icon("close", close))
        close.setAccessibleName(translate("ChatSettingsBox", "Hide settings"))
        close.setToolTip(translate("ChatSettingsBox", "Hide settings (Ctrl+.)"))
        close.clicked.connect(self.hide_requested)
        header = QHBoxLayout()
        header.addWidget(title, 1)
        header.addWidget(close)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setAccessibleName(translate("ChatSettingsBox", "Settings for this chat"))
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 8, 6, 6)
        layout.addLayout(header)
        layout.addWidget(self.scroll_area, 1)
