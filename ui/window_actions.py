"""The main window's actions and menus, declared as data.

Why as data: shortcuts are declared once in `SHORTCUTS`, bound from it and listed from it in the
help overlay (`help_rows`), so the two cannot disagree; the menu bar (`MENUS`) only arranges the same
actions by name. The window supplies one slot per action name and keeps the actions by name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar, QWidget

from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate

# (action name, menu text, key sequences, description for the help overlay). The texts are marked for
# translation here (QT_TRANSLATE_NOOP) and translated where the actions and the overlay are made.
SHORTCUTS: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("new_chat", QT_TRANSLATE_NOOP("WindowActions", "&New chat"), ("Ctrl+N",),
     QT_TRANSLATE_NOOP("WindowActions", "Start a new chat")),
    ("search", QT_TRANSLATE_NOOP("WindowActions", "&Search conversations"), ("Ctrl+F", "Ctrl+K"),
     QT_TRANSLATE_NOOP("WindowActions", "Search every conversation")),
    ("preferences", QT_TRANSLATE_NOOP("WindowActions", "&Preferences…"), ("Ctrl+,",),
     QT_TRANSLATE_NOOP("WindowActions", "Preferences: theme, text size, defaults for new chats…")),
    ("settings", QT_TRANSLATE_NOOP("WindowActions", "Se&ttings for this chat"), ("Ctrl+.",),
     QT_TRANSLATE_NOOP("WindowActions", "Show or hide the settings of this chat")),
    ("regenerate", QT_TRANSLATE_NOOP("WindowActions", "&Regenerate last reply"), ("Ctrl+R",),
     QT_TRANSLATE_NOOP("WindowActions", "Write the last reply again")),
    ("pick_model", QT_TRANSLATE_NOOP("WindowActions", "Choose the &model…"), ("Ctrl+L",),
     QT_TRANSLATE_NOOP("WindowActions", "Pick, switch or eject the chat's model")),
    ("focus", QT_TRANSLATE_NOOP("WindowActions", "Go to the message &box"), ("Ctrl+J",),
     QT_TRANSLATE_NOOP("WindowActions", "Put the cursor in the message box")),
    ("attach", QT_TRANSLATE_NOOP("WindowActions", "&Attach files…"), ("Ctrl+Shift+A",),
     QT_TRANSLATE_NOOP("WindowActions", "Attach files to this chat")),
    ("edit_last", QT_TRANSLATE_NOOP("WindowActions", "&Edit your last message"), ("Ctrl+Shift+E",),
     QT_TRANSLATE_NOOP("WindowActions", "Edit your last message and send it again")),
    ("continue", QT_TRANSLATE_NOOP("WindowActions", "C&ontinue the stopped reply"), ("Ctrl+Shift+Return",),
     QT_TRANSLATE_NOOP("WindowActions", "Let the stopped reply go on")),
    ("copy_last", QT_TRANSLATE_NOOP("WindowActions", "&Copy the last reply"), ("Ctrl+Shift+C",),
     QT_TRANSLATE_NOOP("WindowActions", "Copy the last reply's text")),
    ("dictate", QT_TRANSLATE_NOOP("WindowActions", "&Dictate"), ("Ctrl+Shift+D",),
     QT_TRANSLATE_NOOP("WindowActions", "Dictate: speak, and the words appear in the message box (press again, or "
                       "pause, to stop; Esc cancels)")),
    ("voice_chat", QT_TRANSLATE_NOOP("WindowActions", "&Talk (voice conversation)"), ("Ctrl+Shift+T",),
     QT_TRANSLATE_NOOP("WindowActions", "Talk hands-free: Hearth listens, answers aloud and listens again; speaking "
                       "interrupts it; Esc leaves")),
    ("export", QT_TRANSLATE_NOOP("WindowActions", "&Export conversation…"), ("Ctrl+E",),
     QT_TRANSLATE_NOOP("WindowActions", "Save this chat as Markdown, HTML, PDF or JSON")),
    ("open_model", QT_TRANSLATE_NOOP("WindowActions", "&Open model folder…"), ("Ctrl+O",),
     QT_TRANSLATE_NOOP("WindowActions", "Load a model from a folder")),
    ("models", QT_TRANSLATE_NOOP("WindowActions", "&Models…"), ("Ctrl+M",),
     QT_TRANSLATE_NOOP("WindowActions", "Browse, download and manage models")),
    ("help", QT_TRANSLATE_NOOP("WindowActions", "&Keyboard shortcuts"), ("F1", "Ctrl+/"),
     QT_TRANSLATE_NOOP("WindowActions", "Show this list")),
    ("quit", QT_TRANSLATE_NOOP("WindowActions", "&Quit"), ("Ctrl+Q",),
     QT_TRANSLATE_NOOP("WindowActions", "Quit Hearth")),
)
# Keys handled by widgets themselves, listed in the help overlay too.
EXTRA_KEYS: tuple[tuple[str, str], ...] = (
    ("Enter", QT_TRANSLATE_NOOP("WindowActions", "Send the message")),
    ("Shift+Enter", QT_TRANSLATE_NOOP("WindowActions", "New line in the message")),
    ("Esc", QT_TRANSLATE_NOOP("WindowActions", "Stop the reply being written; leave the voice conversation, "
                             "edit mode or search")),
    ("F2", QT_TRANSLATE_NOOP("WindowActions", "Rename the chat chosen in the list")),
    ("Del", QT_TRANSLATE_NOOP("WindowActions", "Delete the chat chosen in the list (Undo brings it back)")),
    ("Tab", QT_TRANSLATE_NOOP("WindowActions", "Go to the next part of the window, in screen order: New chat, the "
                              "conversations, the libraries, the model, the messages' actions, the message box and "
                              "its buttons, the chat's settings")),
    ("Shift+Tab", QT_TRANSLATE_NOOP("WindowActions", "Go back to the previous part of the window")),
    ("Ctrl+Shift+M", QT_TRANSLATE_NOOP("WindowActions", "Remember something about you in every chat (Memory → "
                                       "Remember…)")),  # ui/wiring/memory
    ("Ctrl+Alt+M", QT_TRANSLATE_NOOP("WindowActions", "See, edit, turn off or delete what Hearth remembers (Memory → "
                                     "Memories…)")),
    ("Ctrl+Shift+N", QT_TRANSLATE_NOOP("WindowActions", "Make a project: chats with shared instructions, documents and "
                                       "model (Projects → New project…)")),  # ui/wiring/projects
    ("Ctrl+Alt+N", QT_TRANSLATE_NOOP("WindowActions", "A new chat in the project of the chat open now")),
    ("Ctrl+Shift+P", QT_TRANSLATE_NOOP("WindowActions", "A new incognito chat: no memory, deleted for good when you "
                                       "leave it (File → New incognito chat)")),  # ui/wiring/incognito
    ("Ctrl+Alt+Return", QT_TRANSLATE_NOOP("WindowActions", "Compare two replies: the message to two models, or to one "
                                          "model with two settings (Chat → Compare two replies…)")),  # ui/wiring
)
# Menu entries without a shortcut of their own: (action name, menu text).
MENU_ONLY: tuple[tuple[str, str], ...] = (
    ("demo", QT_TRANSLATE_NOOP("WindowActions", "Use the &demo model")),
    ("import", QT_TRANSLATE_NOOP("WindowActions", "&Import conversation…")),
    ("stop", QT_TRANSLATE_NOOP("WindowActions", "&Stop reply\tEsc")),  # Esc itself is handled in keyPressEvent
    ("about", QT_TRANSLATE_NOOP("WindowActions", "&About Hearth")),
)
# The menu bar: (menu title, action names; "" is a separator).
MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (QT_TRANSLATE_NOOP("WindowActions", "&File"),
     ("new_chat", "open_model", "models", "demo", "", "import", "export", "", "preferences", "", "quit")),
    (QT_TRANSLATE_NOOP("WindowActions", "&Chat"), ("pick_model", "", "stop", "regenerate", "continue", "edit_last",
                                                   "copy_last", "", "attach", "dictate", "voice_chat",
                                                   "focus")),
    (QT_TRANSLATE_NOOP("WindowActions", "&View"), ("search", "settings")),
    (QT_TRANSLATE_NOOP("WindowActions", "&Help"), ("help", "", "about")),
)


def build_actions(window: QWidget, slots: Mapping[str, Callable[[], object]]) -> dict[str, QAction]:
    """Every action, connected to its slot; those with shortcuts are added to `window` so the keys work
    wherever the focus is in it."""
    actions: dict[str, QAction] = {}
    for name, text, keys, _description in SHORTCUTS:
        action = QAction(translate("WindowActions", text), window)
        action.setShortcuts([QKeySequence(k) for k in keys])
        window.addAction(action)
        actions[name] = action
    for name, text in MENU_ONLY:
        actions[name] = QAction(translate("WindowActions", text), window)
    actions["about"].setMenuRole(QAction.MenuRole.AboutRole)  # macOS puts these in the application menu
    actions["preferences"].setMenuRole(QAction.MenuRole.PreferencesRole)
    for name, action in actions.items():
        action.triggered.connect(slots[name])
    return actions


def build_menus(bar: QMenuBar, actions: Mapping[str, QAction]) -> None:
    bar.setAccessibleName(translate("WindowActions", "Menu bar"))
    for title, names in MENUS:
        menu = bar.addMenu(translate("WindowActions", title))
        menu.setObjectName(title.replace("&", "").lower() + "_menu")  # found by name in any language: "chat_menu"
        for name in names:
            if name:
                menu.addAction(actions[name])
            else:
                menu.addSeparator()


def help_rows() -> list[tuple[str, str]]:
    """(key, what it does) for the help overlay: every shortcut key, then the keys widgets handle."""
    rows: list[tuple[str, str]] = []
    for _name, _text, keys, description in SHORTCUTS:
        rows.extend((key, translate("WindowActions", description)) for key in keys)
    rows.extend((key, translate("WindowActions", description)) for key, description in EXTRA_KEYS)
    return rows
