"""The main window's actions and menus, declared as data.

Why as data: shortcuts are declared once in `SHORTCUTS`, bound from it and listed from it in the
help overlay (`help_rows`), so the two cannot disagree; the menu bar (`MENUS`) only arranges the same
actions by name. The window supplies one slot per action name and keeps the actions by name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar, QWidget

# (action name, menu text, key sequences, description for the help overlay)
SHORTCUTS: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("new_chat", "&New chat", ("Ctrl+N",), "Start a new chat"),
    ("search", "&Search conversations", ("Ctrl+F", "Ctrl+K"), "Search every conversation"),
    ("preferences", "&Preferences…", ("Ctrl+,",), "Preferences: theme, text size, defaults for new chats…"),
    ("settings", "&Settings for this chat", ("Ctrl+.",), "Show or hide the settings of this chat"),
    ("regenerate", "&Regenerate last reply", ("Ctrl+R",), "Write the last reply again"),
    ("pick_model", "Choose the &model…", ("Ctrl+L",), "Pick, switch or eject the chat's model"),
    ("focus", "Go to the &message box", ("Ctrl+J",), "Put the cursor in the message box"),
    ("attach", "&Attach files…", ("Ctrl+Shift+A",), "Attach files to this chat"),
    ("edit_last", "&Edit your last message", ("Ctrl+Shift+E",), "Edit your last message and send it again"),
    ("continue", "C&ontinue the stopped reply", ("Ctrl+Shift+Return",), "Let the stopped reply go on"),
    ("copy_last", "&Copy the last reply", ("Ctrl+Shift+C",), "Copy the last reply's text"),
    ("dictate", "&Dictate", ("Ctrl+Shift+D",),
     "Dictate: speak, and the words appear in the message box (press again, or pause, to stop; Esc cancels)"),
    ("voice_chat", "&Talk (voice conversation)", ("Ctrl+Shift+T",),
     "Talk hands-free: Hearth listens, answers aloud and listens again; speaking interrupts it; Esc leaves"),
    ("export", "&Export conversation…", ("Ctrl+E",), "Save this chat as Markdown, HTML, PDF or JSON"),
    ("open_model", "&Open model folder…", ("Ctrl+O",), "Load a model from a folder"),
    ("models", "&Models…", ("Ctrl+M",), "Browse, download and manage models"),
    ("help", "&Keyboard shortcuts", ("F1", "Ctrl+/"), "Show this list"),
    ("quit", "&Quit", ("Ctrl+Q",), "Quit Hearth"),
)
# Keys handled by widgets themselves, listed in the help overlay too.
EXTRA_KEYS: tuple[tuple[str, str], ...] = (
    ("Enter", "Send the message"),
    ("Shift+Enter", "New line in the message"),
    ("Esc", "Stop the reply being written; leave the voice conversation, edit mode or search"),
    ("F2", "Rename the chat chosen in the list"),
    ("Del", "Delete the chat chosen in the list (Undo brings it back)"),
    ("Tab", "Go to the next part of the window, in screen order: New chat, the conversations, the libraries, "
            "the model, the messages' actions, the message box and its buttons, the chat's settings"),
    ("Shift+Tab", "Go back to the previous part of the window"),
    ("Ctrl+Shift+M", "Remember something about you in every chat (Memory → Remember…)"),  # ui/wiring/memory
    ("Ctrl+Alt+M", "See, edit, turn off or delete what Hearth remembers (Memory → Memories…)"),
)
# Menu entries without a shortcut of their own: (action name, menu text).
MENU_ONLY: tuple[tuple[str, str], ...] = (
    ("demo", "Use the &demo model"),
    ("import", "&Import conversation…"),
    ("stop", "S&top reply\tEsc"),  # Esc itself is handled in the window's keyPressEvent
    ("about", "&About Hearth"),
)
# The menu bar: (menu title, action names; "" is a separator).
MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("&File", ("new_chat", "open_model", "models", "demo", "", "import", "export", "", "preferences", "", "quit")),
    ("&Chat", ("pick_model", "", "stop", "regenerate", "continue", "edit_last", "copy_last", "", "attach",
               "dictate", "voice_chat", "focus")),
    ("&View", ("search", "settings")),
    ("&Help", ("help", "", "about")),
)


def build_actions(window: QWidget, slots: Mapping[str, Callable[[], object]]) -> dict[str, QAction]:
    """Every action, connected to its slot; those with shortcuts are added to `window` so the keys work
    wherever the focus is in it."""
    actions: dict[str, QAction] = {}
    for name, text, keys, _description in SHORTCUTS:
        action = QAction(text, window)
        action.setShortcuts([QKeySequence(k) for k in keys])
        window.addAction(action)
        actions[name] = action
    for name, text in MENU_ONLY:
        actions[name] = QAction(text, window)
    actions["about"].setMenuRole(QAction.MenuRole.AboutRole)  # macOS puts these in the application menu
    actions["preferences"].setMenuRole(QAction.MenuRole.PreferencesRole)
    for name, action in actions.items():
        action.triggered.connect(slots[name])
    return actions


def build_menus(bar: QMenuBar, actions: Mapping[str, QAction]) -> None:
    bar.setAccessibleName("Menu bar")
    for title, names in MENUS:
        menu = bar.addMenu(title)
        for name in names:
            if name:
                menu.addAction(actions[name])
            else:
                menu.addSeparator()


def help_rows() -> list[tuple[str, str]]:
    """(key, what it does) for the help overlay: every shortcut key, then the keys widgets handle."""
    rows: list[tuple[str, str]] = []
    for _name, _text, keys, description in SHORTCUTS:
        rows.extend((key, description) for key in keys)
    rows.extend(EXTRA_KEYS)
    return rows
