"""The menus by keyboard in every language: in the menu bar and in each menu (its submenus too), no two
entries share an access key, the letter marked with "&" that Alt+letter (or the letter, once the menu is
open) goes to. Two entries with one key make it only highlight, the next one at each press, and Enter is
needed: Regenerate and Read replies aloud both took R in English once, added by different parts of the window."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from app.i18n import LANGUAGES
from tests.ui.window_helpers import Start


def clashes(title: str, texts: list[str]) -> list[str]:
    """The access keys `texts` share, said as "title: key: text | text"."""
    by_key: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        key = QKeySequence.mnemonic(text).toString()  # Qt's own reading of "&": "&&" is a plain ampersand
        if key:
            by_key[key.lower()].append(text)
    return [f"{title}: {key}: {' | '.join(t)}" for key, t in by_key.items() if len(t) > 1]


def menu_clashes(menu: QMenu) -> list[str]:
    actions = [a for a in menu.actions() if not a.isSeparator()]
    found = clashes(menu.title(), [a.text() for a in actions])
    for action in actions:
        if isinstance(submenu := action.menu(), QMenu):
            found += menu_clashes(submenu)
    return found


def test_clashes_reads_keys_as_qt_does() -> None:
    assert clashes("Chat", ["&Regenerate", "&Read aloud", "Save && &quit", "&Quit"]) == [
        "Chat: alt+r: &Regenerate | &Read aloud", "Chat: alt+q: Save && &quit | &Quit"]
    assert clashes("Chat", ["&Regenerate", "Read a&loud", "R&&R"]) == []


@pytest.mark.parametrize("language", sorted(LANGUAGES), indirect=True)
def test_no_two_entries_of_a_menu_share_an_access_key(language: str, launch: Start) -> None:
    window = launch().window
    bar = window.menuBar()
    menus = [menu for a in bar.actions() if isinstance(menu := a.menu(), QMenu)]
    assert len(menus) >= 6, [a.text() for a in bar.actions()]  # File, Chat, View, Memory, Projects, Help
    found = clashes("menu bar", [a.text() for a in bar.actions()])
    for menu in menus:
        found += menu_clashes(menu)
    assert found == [], "\n".join(found)
