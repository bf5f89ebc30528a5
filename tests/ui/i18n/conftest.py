"""The window's language for a test: `@pytest.mark.parametrize("language", [...], indirect=True)`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from app.qt.i18n import compile_qm, load, sources_dir


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication, tmp_path: Path) -> Iterator[str]:
    """The language as `run_gui` installs it: Hearth's translation, Qt's own, the locale; all removed after."""
    code: str = request.param
    qm = tmp_path / f"hearth_{code}.qm"
    compile_qm(sources_dir() / f"hearth_{code}.ts", qm)
    translators = load(qapp, qm, qt_language=code)
    before = QLocale()
    QLocale.setDefault(QLocale(code))
    QApplication.processEvents()  # the LanguageChange that sets the layout direction
    yield code
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(before)
    QApplication.processEvents()
