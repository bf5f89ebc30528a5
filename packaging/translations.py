"""Keep the translations: `.ts` files from the sources, `.qm` files for the bundle.

    python packaging/translations.py update   # pyside6-lupdate: every marked string of app/ and ui/
    python packaging/translations.py build OUT  # pyside6-lrelease: OUT/hearth_<lang>.qm

`update` writes no source locations (`-locations none`), so a `.ts` file changes when a string does,
not when a line moves; it drops strings gone from the sources (`-no-obsolete`). lupdate's Python
reader takes a plural only when the count is a literal, so `update` marks every source with `%n` or
`%Ln` in it as a plural itself (with as many forms as the language has), and keeps the translations
that were there. English is the source language: its file holds only the plural forms ("%n token(s)" →
"1 token", "2 tokens"). A test runs `update` into a copy and fails when the committed files differ
(tests/ui/i18n/test_catalogs.py).
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "i18n"
LANGUAGES = ("en", "de", "fr", "es", "pt_BR", "zh_CN", "ja", "ar")  # app.i18n.LANGUAGES, without importing app
# Plural forms per language, in Qt's order (lrelease refuses a count it does not expect).
PLURAL_FORMS = {"en": 2, "de": 2, "fr": 2, "es": 2, "pt_BR": 2, "zh_CN": 1, "ja": 1, "ar": 6}
PLURAL = re.compile(r"%L?n")
Key = tuple[str, str, str]  # context, source, disambiguation


def qt_tool(name: str) -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / (f"{name}.exe" if sys.platform == "win32" else name)


def sources(root: Path = ROOT) -> list[Path]:
    """Every Python file whose strings can reach the window."""
    return sorted(p for folder in ("app", "ui") for p in (root / folder).rglob("*.py"))


def lupdate(ts_files: Iterable[Path], *, root: Path = ROOT) -> None:
    """Refresh `ts_files` (made when missing) from the sources under `root`."""
    with tempfile.TemporaryDirectory() as temp:
        listing = Path(temp) / "sources.txt"  # an @file: the command line would pass Windows' limit
        listing.write_text("\n".join(str(p) for p in sources(root)) + "\n", encoding="utf-8")
        args = [str(qt_tool("lupdate")), "-silent", "-locations", "none", "-no-obsolete"]
        subprocess.run([*args, f"@{listing}", "-ts", *map(str, ts_files)], check=True, cwd=root,
                       capture_output=True)


def messages(ts: Path) -> dict[Key, ET.Element]:
    """The messages of a `.ts` file by context, source and disambiguation."""
    found: dict[Key, ET.Element] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "", message.findtext("comment") or "")] = message
    return found


def _forms(translation: ET.Element) -> list[str]:
    forms = [form.text or "" for form in translation.iter("numerusform")]
    return forms or [translation.text or ""]


def refresh(ts: Path, language: str, before: dict[Key, ET.Element]) -> None:
    """After lupdate: plurals marked, the translations that were there kept, English left with its plurals."""
    tree = ET.parse(ts)
    root = tree.getroot()
    for context in list(root.iter("context")):
        name = context.findtext("name") or ""
        for message in list(context.iter("message")):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            plural = bool(PLURAL.search(key[1]))
            if language == "en" and not plural:
                context.remove(message)
                continue
            old = before.get(key)
            translation = message.find("translation")
            assert translation is not None
            kept = old.find("translation") if old is not None else None
            forms = _forms(kept) if kept is not None else [""]
            translation.clear()
            if kept is not None and kept.get("type") is not None:
                translation.set("type", kept.get("type") or "")
            elif not any(forms):
                translation.set("type", "unfinished")
            if plural:
                message.set("numerus", "yes")
                count = PLURAL_FORMS[language]
                forms = (forms + [""] * count)[:count]
                for text in forms:
                    ET.SubElement(translation, "numerusform").text = text
            else:
                message.attrib.pop("numerus", None)
                translation.text = forms[0]
        if not list(context.iter("message")):
            root.remove(context)
    ET.indent(tree, "    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def update(ts_dir: Path = TS_DIR, root: Path = ROOT) -> list[Path]:
    ts_dir.mkdir(parents=True, exist_ok=True)
    files = [ts_dir / f"hearth_{lang}.ts" for lang in LANGUAGES]
    before = {ts: messages(ts) if ts.is_file() else {} for ts in files}
    lupdate(files, root=root)
    for language, ts in zip(LANGUAGES, files, strict=True):
        refresh(ts, language, before[ts])
    return files


def build(out: Path, ts_dir: Path = TS_DIR) -> list[Path]:
    """Compile every `.ts` of `ts_dir` into `out`; returns the `.qm` files."""
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for ts in sorted(ts_dir.glob("hearth_*.ts")):
        qm = out / ts.with_suffix(".qm").name
        subprocess.run([str(qt_tool("lrelease")), "-silent", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        for ts in update():
            print(ts.relative_to(ROOT))
        return 0
    if len(argv) == 2 and argv[0] == "build":
        for qm in build(Path(argv[1])):
            print(qm)
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
