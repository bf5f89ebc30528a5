"""Helpers of the translation tests: the catalogs' messages, placeholders, a pseudo-translation."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from tests.packaging.conftest import load_script

tools = load_script("packaging/translations.py", "hearth_translations")

PLACEHOLDER = re.compile(r"\{[^{}]*\}|%L?n|%\d")
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text.replace("{{", "").replace("}}", "")))


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    numerus = [f.text or "" for f in translation.iter("numerusform")]
    return numerus or [translation.text or ""]


def pseudo_ts(source: Path, target: Path) -> int:
    """Write `source` with every translation replaced by its source between ⟦ ⟧, lengthened by a third
    (as German is), accents on the vowels so a font without them shows; returns the message count."""
    tree = ET.parse(source)
    count = 0
    for message in tree.getroot().iter("message"):
        text = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        marked = PSEUDO_OPEN + _accented(text) + " ~" * (len(text) // 6) + PSEUDO_CLOSE
        if text == "QT_LAYOUT_DIRECTION":
            marked = "LTR"
        numerus = list(translation.iter("numerusform"))
        for form in numerus:
            form.text = marked
        if not numerus:
            translation.text = marked
        count += 1
    tree.write(target, encoding="utf-8", xml_declaration=True)
    return count


def _accented(text: str) -> str:
    """Vowels accented outside the placeholders and markup, so both keep working."""
    table = str.maketrans("aeiouAEIOU", "áéíóúÁÉÍÓÚ")
    parts = re.split(r"(\{[^{}]*\}|%L?n|%\d|<[^>]*>|&\w+;|\bhttps?://\S+)", text)
    return "".join(p if i % 2 else p.translate(table) for i, p in enumerate(parts))
