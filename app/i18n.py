"""The languages Hearth's window speaks, and the marker for the sentences the core hands to it.

The core (`app/` outside `app/qt/`) runs without Qt (the API server, the terminal chat), so it cannot call
`QCoreApplication.translate`. Two ways, both read by `pyside6-lupdate` (it looks for these names):
- a fixed sentence is marked with `QT_TRANSLATE_NOOP(context, text)`, which returns it unchanged; the
  window translates it where it shows it (`app.qt.i18n.translate(context, text)`, the same context);
- a function that builds a sentence from values takes `translate: Translate = untranslated` and calls
  `translate(context, "Runs on {0}.").format(...)`: the window passes Qt's `translate`, the terminal and
  the API pass nothing and keep English. A count goes in as Qt's plural: `translate(context, "%Ln token(s)",
  None, n)`; `untranslated` words it the English way ("1 token", "1,024 tokens").
"""

from __future__ import annotations

from typing import Protocol

# The languages shipped, by Qt locale name (the `.ts`/`.qm` file suffix), each named in itself for the
# Preferences list. English is the source language; its file holds only the plural forms. A language is
# listed here once its translation is complete (tests/ui/i18n/test_catalogs.py checks every string); the
# terms each one uses are in resources/i18n/GLOSSARY.md.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
    "zh_CN": "简体中文",
    "ja": "日本語",
    "ar": "العربية",
}
RIGHT_TO_LEFT = frozenset({"ar", "he", "fa", "ur"})


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate reads
    """Mark `text` for translation in `context` without translating it here (see the module's docstring)."""
    return text


class Translate(Protocol):
    def __call__(self, context: str, text: str, disambiguation: str | None = None, n: int = -1, /) -> str: ...


def untranslated(context: str, text: str, disambiguation: str | None = None, n: int = -1, /) -> str:
    """The `Translate` of the terminal and the API: the English source, a count put in where Qt would
    (`%n`, or `%Ln` with thousands separators) and "(s)" made the English plural's (every such sentence in
    the core is written with "(s)"; the window's English forms come from hearth_en.ts instead)."""
    if n < 0:
        return text
    return text.replace("%Ln", f"{n:,}").replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


def match_language(setting: str, ui_languages: list[str]) -> str:
    """The shipped language to speak: `setting` when it names one, else the first of the system's
    preferred `ui_languages` ("de-DE", "pt-BR", "zh-Hans-CN" as Qt gives them) Hearth ships, else English."""
    if setting in LANGUAGES:
        return setting
    for wanted in ui_languages:
        parts = wanted.replace("_", "-").split("-")
        lang = parts[0].lower()
        if lang == "pt":
            return "pt_BR"  # the one Portuguese shipped
        if lang == "zh":
            traditional = any(p in ("Hant", "TW", "HK", "MO") for p in parts[1:])
            if not traditional:
                return "zh_CN"
            continue
        if lang in LANGUAGES:
            return lang
    return "en"
