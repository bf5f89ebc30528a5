"""Qt's translation system for the window: `translate`, and the translators installed at start.

Hearth's sentences are translated with Qt's own tools: `translate(context, text)` marks them in the
sources, `pyside6-lupdate` keeps `resources/i18n/hearth_<lang>.ts` (`packaging/translations.py update`),
`pyside6-lrelease` compiles them to `.qm` in the build (`packaging/build.py`); a checkout compiles them
into the cache folder when they are newer than the compiled ones. Qt's own `qtbase_<lang>.qm` translates
the standard dialogs' buttons. The layout direction follows the translation (Qt reads the
"QT_LAYOUT_DIRECTION" entry: "RTL" in Arabic), and QLocale's default becomes the chosen language's
when the person picked one, the system's when Hearth follows the system.
"""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.i18n import LANGUAGES, QT_TRANSLATE_NOOP, match_language
from app.system.paths import resolve_paths

log = logging.getLogger("hearth.i18n")
# Qt mirrors every window when the translation says "RTL" here (QGuiApplication's own entry).
LAYOUT_DIRECTION = QT_TRANSLATE_NOOP("QGuiApplication", "QT_LAYOUT_DIRECTION")


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the window's language (`%n`/`%Ln` in it: the plural form for `n`)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def sources_dir() -> Path:
    """The `.ts` files in a checkout; the compiled `.qm` files in a bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources" / "i18n"
    return Path(__file__).resolve().parents[2] / "resources" / "i18n"


def lrelease() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")


def compile_qm(ts: Path, qm: Path) -> None:
    """`pyside6-lrelease` of one `.ts` file (raises CalledProcessError with its output when it fails)."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(lrelease()), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True,
                   text=True)


def qm_file(language: str) -> Path | None:
    """The compiled translation of `language`: the bundle's, or a checkout's compiled on demand."""
    folder = sources_dir()
    shipped = folder / f"hearth_{language}.qm"
    if shipped.is_file():
        return shipped
    ts = folder / f"hearth_{language}.ts"
    if not ts.is_file():
        return None
    qm = resolve_paths().cache / "i18n" / f"hearth_{language}.qm"
    if not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime:
        try:
            compile_qm(ts, qm)
        except (OSError, subprocess.CalledProcessError) as exc:
            log.warning("could not compile %s: %s", ts.name, exc)
            return None
    return qm


def load(app: QCoreApplication, qm: Path, *, qt_language: str | None = None) -> list[QTranslator]:
    """Install the translator of `qm` (and Qt's own `qtbase` one for `qt_language`) into `app`."""
    installed: list[QTranslator] = []
    hearth = QTranslator(app)
    if hearth.load(str(qm)):
        app.installTranslator(hearth)
        installed.append(hearth)
    else:
        log.warning("could not load %s", qm)
    if qt_language:
        qt = QTranslator(app)
        if qt.load(f"qtbase_{qt_language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            installed.append(qt)
    return installed


def install(app: QCoreApplication, setting: str) -> str:
    """Speak the language of `setting` ("" follows the system) from now on; returns the one chosen.
    Widgets made before this call keep their English (Hearth calls it before making any)."""
    language = match_language(setting, QLocale.system().uiLanguages())
    QLocale.setDefault(QLocale(language) if setting in LANGUAGES else QLocale.system())
    qm = qm_file(language)
    if qm is not None:
        load(app, qm, qt_language=None if language == "en" else language)
    log.info("window language %s (setting %r)", language, setting)
    return language
