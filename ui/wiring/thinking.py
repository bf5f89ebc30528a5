"""Thinking in the window: the Think button in the message box, for this chat, with the model's default
in its menu.

The button shows only for a model that thinks (`models.reasoning_format`). Where the model's template can
switch thinking off it is a toggle (checked: the model thinks before answering in this chat); where it
cannot, it stays checked and disabled, and its tooltip says "not switchable". `connect_thinking` is
called once by `ui.app.start`.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolButton

from app.conversation.thinking import ThinkingPrefs, ThinkingSwitch
from app.qt.i18n import translate
from app.qt.turn_filters import TurnFilter
from models.reasoning_format import ThinkingSupport
from ui.main_window import MainWindow


def describe(support: ThinkingSupport) -> str:
    """`ThinkingSupport.describe` in the window's language."""
    if not support.thinks:
        return translate("ThinkButton", "This model answers without thinking first.")
    if support.switchable:
        return translate("ThinkButton", "This model thinks before it answers; thinking can be switched off for a "
                         "chat.")
    return translate("ThinkButton", "This model always thinks before it answers (not switchable: its chat template "
                     "has no switch).")


class ThinkButton(QToolButton):
    """The Think toggle of the composer, kept in step with the loaded model and the open chat."""

    def __init__(self, window: MainWindow, switch: ThinkingSwitch) -> None:
        super().__init__(window.composer.box)
        self._window, self._switch = window, switch
        self.setText(translate("ThinkButton", "Think"))
        self.setAccessibleName(translate("ThinkButton", "Think before answering"))
        self.setCheckable(True)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        menu = QMenu(self)
        self.default_action = QAction(translate("ThinkButton", "Think by default with this model"), menu)
        self.default_action.setCheckable(True)
        self.default_action.toggled.connect(self._on_default)
        menu.addAction(self.default_action)
        self.setMenu(menu)
        self.toggled.connect(self._on_toggled)
        self._updating = False
        self.refresh()

    def refresh(self) -> None:
        """Show the switch of the loaded model in the open chat (hidden for a model that does not think)."""
        support = self._switch.support()
        conversation = self._window.controller.current_conversation
        self._updating = True
        try:
            self.setVisible(support.thinks)
            self.setEnabled(support.switchable)
            self.setChecked(self._switch.enabled(conversation) if support.switchable else support.thinks)
            self.default_action.setChecked(self._switch.model_default())
            self.default_action.setEnabled(support.switchable)
        finally:
            self._updating = False
        state = (translate("ThinkButton", "On: the model thinks before it answers in this chat (click to answer at "
                           "once)") if self.isChecked() else
                 translate("ThinkButton", "Off: the model answers at once in this chat (click to let it think)"))
        arrow = translate("ThinkButton", "{0}. The arrow sets what new chats with this model start with.")
        self.setToolTip(describe(support) if not support.switchable else arrow.format(state))

    def _on_toggled(self, on: bool) -> None:
        if not self._updating:
            self._switch.set_enabled(self._window.controller.current_conversation, on)
            self.refresh()

    def _on_default(self, on: bool) -> None:
        if not self._updating:
            self._switch.set_model_default(on)
            self.refresh()


def connect_thinking(window: MainWindow, prefs: ThinkingPrefs) -> ThinkButton:
    """Give the window its Think button and the turn runner the switch."""
    controller = window.controller
    switch = ThinkingSwitch(prefs, lambda: controller.models.info)
    controller.filters.add("thinking", TurnFilter(shape=switch.shape))
    button = ThinkButton(window, switch)
    window.composer.add_tool_button(button)

    def opened(conversation: int) -> None:
        switch.opened(conversation, new=bool(conversation) and not controller.thread_items(conversation))
        button.refresh()

    controller.conversation_opened.connect(opened)
    controller.models.loaded.connect(lambda _info: button.refresh())
    controller.models.unloaded.connect(button.refresh)
    return button
