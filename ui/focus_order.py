"""Tab follows the screen: the sidebar top to bottom, then the model bar, the conversation, the message
box, the buttons under it (Attach, Image, Tools, Think…) and Send.

Why by hand: Qt's default chain is the order widgets were created in, and the window's parts are made
in another order than they are shown (the documents' section and the composer's buttons arrive last).
In the conversation, Tab goes from one message action to the next (Copy, Edit, Regenerate, Continue,
the version arrows, Sources) in reading order, then on to the message box: a QTextBrowser with
keyboard-accessible links does that itself, and marks the focused action.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QWidget

from ui.features.documents_panel import DocumentsPanel
from ui.main_window import MainWindow


def set_tab_order(window: MainWindow) -> None:
    """Chain the window's controls in screen order (call once every part is in place)."""
    browser = window.chat_view.browser
    browser.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    browser.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    sidebar: list[QWidget] = [window.conversation_list.new_button, window.conversation_list.view]
    panel = window.findChild(DocumentsPanel)
    if panel is not None:
        sidebar += [panel.list, panel.add_button, panel.reindex_button, panel.remove_button, panel.pause_button,
                    panel.cancel_button, panel.setup.cancel_button]
    chain = [*sidebar, *window.switcher.findChildren(QAbstractButton), browser, window.composer.input,
             *window.composer.tool_buttons(), window.composer.send_button]
    for before, after in itertools.pairwise(chain):
        QWidget.setTabOrder(before, after)
