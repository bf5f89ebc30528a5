"""The translation files: current with the sources, every marked string in them, placeholders kept,
and each shipped language complete, compiled and loaded by Qt."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from app.i18n import LANGUAGES
from tests.ui.i18n.catalogs import forms, placeholders, tools

ROOT = Path(__file__).resolve().parents[3]
SHIPPED = [lang for lang in LANGUAGES if lang != "en"]


def test_the_ts_files_are_current_with_the_sources(tmp_path: Path) -> None:
    """What `python packaging/translations.py update` would write is what is committed."""
    shutil.copytree(tools.TS_DIR, tmp_path / "i18n")
    tools.update(tmp_path / "i18n")
    stale = [ts.name for ts in sorted(tools.TS_DIR.glob("*.ts"))
             if (tmp_path / "i18n" / ts.name).read_bytes() != ts.read_bytes()]
    assert stale == [], f"run: python packaging/translations.py update ({', '.join(stale)} stale)"


def _marked_calls() -> list[tuple[str, int, str, str]]:
    """(file, line, context, text) of every translate()/QT_TRANSLATE_NOOP() call with literal strings."""
    found = []
    for path in tools.sources(ROOT):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name not in ("translate", "QT_TRANSLATE_NOOP"):
                continue
            context, text = node.args[:2]
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            assert not isinstance(text, ast.JoinedStr), f"{where}: an f-string cannot be looked up; use .format"
            if isinstance(context, ast.Constant) and isinstance(text, ast.Constant) and isinstance(text.value, str):
                found.append((where, node.lineno, context.value, text.value))
    return found


def test_every_marked_string_is_in_the_catalogs() -> None:
    """lupdate's Python reader skips a call it cannot follow (a count given as `len(x)`): caught here."""
    known = {(key[0], key[1]) for key in tools.messages(tools.TS_DIR / "hearth_de.ts")}
    calls = _marked_calls()
    assert len(calls) > 500
    missing = [f"{where} {context!r} {text[:50]!r}" for where, _line, context, text in calls
               if (context, text) not in known]
    assert missing == [], "\n".join(missing)


@pytest.mark.parametrize("language", [*SHIPPED, "en"])
def test_translations_are_complete_and_keep_their_placeholders(language: str) -> None:
    problems = []
    for (context, source, _comment), message in tools.messages(tools.TS_DIR / f"hearth_{language}.ts").items():
        translation = message.find("translation")
        assert translation is not None
        texts = forms(message)
        if translation.get("type") == "unfinished" or not all(texts):
            problems.append(f"untranslated: {context} {source[:60]!r}")
            continue
        wanted = [p for p in placeholders(source) if p not in ("%n", "%Ln")]
        for text in texts:
            if [p for p in placeholders(text) if p not in ("%n", "%Ln")] != wanted:
                problems.append(f"placeholders differ: {context} {source[:40]!r} -> {text[:40]!r}")
        if message.get("numerus") == "yes" and not any("%n" in t or "%Ln" in t for t in texts):
            problems.append(f"the count is missing: {context} {source[:40]!r}")
    assert problems == [], "\n".join(problems[:40]) + f"\n({len(problems)} in all)"


@pytest.mark.parametrize("language", [*SHIPPED, "en"])
def test_each_qm_compiles_loads_and_translates(language: str, tmp_path: Path, qapp: QCoreApplication) -> None:
    qm = tools.build(tmp_path, tools.TS_DIR)
    compiled = tmp_path / f"hearth_{language}.qm"
    assert compiled in qm
    translator = QTranslator()
    assert translator.load(str(compiled))
    assert translator.language().replace("-", "_").startswith(language.split("_")[0])
    all_messages = tools.messages(tools.TS_DIR / f"hearth_{language}.ts")
    assert all_messages
    QCoreApplication.installTranslator(translator)
    try:
        for (context, source, comment), message in all_messages.items():  # the .qm carries every one of them
            n = 3 if message.get("numerus") == "yes" else -1
            shown = QCoreApplication.translate(context, source, comment or None, n)
            assert shown in [t.replace("%Ln", "3").replace("%n", "3") for t in forms(message)], (context, source)
    finally:
        QCoreApplication.removeTranslator(translator)
