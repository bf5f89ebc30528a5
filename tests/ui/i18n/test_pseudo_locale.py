"""The pseudo-locale run: every translation replaced by its source between ⟦ ⟧ (accented, a third
longer), then every window and dialog walked; a text a person can read without the mark was never
wrapped for translation. Names, numbers and what the person typed are data, not sentences."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.qt.i18n import compile_qm, load, translate
from tests.app.fake_engine import FakeEngine
from tests.ui.i18n.catalogs import PSEUDO_OPEN, pseudo_ts, tools
from tests.ui.i18n.walk import texts
from tests.ui.window_helpers import Start, send, shot
from ui.wiring.tools import ToolsButton

# Data a window shows as it is: the fake model's and device's names, what the test typed, paths, numbers,
# keys (their names come from Qt's own translation, qtbase_*.qm, as its standard buttons' and tab arrows' do),
# the built-in presets' names, the languages in their own words.
DATA = re.compile(r"""^(
    [\W\d_]* | [A-Z] | tiny-model.* | .*/models/tiny-model.* | /.* | CPU.* | Hello.* | Reply.* | A\ notice\. |
    Hearth | OK | Cancel | Close | Yes | No | Apply | Reset | Restore\ Defaults | Scroll\ (Left|Right) |
    (Ctrl|Shift|Alt|F\d+|Esc|Enter|Return|Del|Tab)\S* | (Balanced|Precise|Creative|Custom) |
    [a-z_]+ | English|Deutsch|Français|Español|Português\ \(Brasil\)|简体中文|日本語|العربية
)$""", re.VERBOSE)


@pytest.fixture
def pseudo(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    ts = tmp_path / "hearth_xx.ts"
    assert pseudo_ts(tools.TS_DIR / "hearth_de.ts", ts) > 500
    qm = tmp_path / "hearth_xx.qm"
    compile_qm(ts, qm)
    translators = load(qapp, qm)
    assert translators
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


def unmarked(root: QWidget) -> list[str]:
    return sorted({f"{where}: {text!r}" for where, text in texts(root)
                   if text.strip() and PSEUDO_OPEN not in text and not DATA.match(text.strip())})


def test_every_window_and_dialog_is_translated(pseudo: None, qtbot: QtBot, launch: Start,
                                               engine: FakeEngine) -> None:
    hearth = launch()
    window = hearth.window
    engine.enqueue("Reply with a [link](https://example.org).")
    send(qtbot, window, "Hello there")
    window.set_settings_visible(True)
    window.open_models("get")
    window.dialogs.show_about()
    window.dialogs.show_help()
    window.dialogs.show_preferences()
    window.switcher.rebuild()  # the model menu, as it opens
    tools = window.findChild(ToolsButton)
    assert tools is not None
    tools.menu_.aboutToShow.emit()
    next(a for a in tools.menu_.actions() if a.text().startswith(PSEUDO_OPEN + "Tóól sérvérs")).trigger()
    window.show_notice("A notice.", "warning", translate("App", "Show downloads"), lambda: None)
    assert hearth.compare is not None and hearth.compare.open_dialog() is not None  # Compare two replies
    QApplication.processEvents()
    windows = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert len(windows) >= 6
    shot(window, "pseudo_locale_window")
    problems = [p for w in windows for p in unmarked(w)]
    assert problems == [], f"{len(problems)} texts not translated:\n" + "\n".join(problems)
