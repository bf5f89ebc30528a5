"""Copying formulas: a selection of the conversation gives each formula as it was written (its picture's
alt text, `ui.chat.math_images`), in the plain text and in the HTML another program receives."""

from __future__ import annotations

import re

from PySide6.QtGui import QTextCursor, QTextFormat

from ui.chat.math_images import SCHEME


def plain_copy(text: str, cursor: QTextCursor) -> str:
    """The plain text of a selection (`text`, as Qt writes it) with each formula's image replaced by the
    formula as written; the selection's other objects are left as they are."""
    if "\ufffc" not in text:
        return text
    doc = cursor.document()
    sources: list[str] = []
    at = QTextCursor(doc)
    at.setPosition(cursor.selectionStart())
    while True:
        at = doc.find("\ufffc", at)
        if at.isNull() or at.selectionEnd() > cursor.selectionEnd():
            break
        fmt = at.charFormat()
        is_math = fmt.isImageFormat() and fmt.toImageFormat().name().startswith(f"{SCHEME}:")
        sources.append(str(fmt.property(QTextFormat.Property.ImageAltText)) if is_math else "\ufffc")
    pieces = text.split("\ufffc")
    out = [pieces[0]]
    for i, piece in enumerate(pieces[1:]):
        out += [sources[i] if i < len(sources) else "\ufffc", piece]
    return "".join(out)


_IMG = re.compile(r"<img\b[^>]*>")
_ALT = re.compile(r'\balt="([^"]*)"')


def rich_copy(html_text: str) -> str:
    """The HTML of a selection with each formula's image replaced by the formula as written (another
    program could not load the image)."""

    def source(match: re.Match[str]) -> str:
        tag = match.group()
        alt = _ALT.search(tag)
        return alt.group(1) if f'"{SCHEME}:' in tag and alt else tag

    return _IMG.sub(source, html_text)
