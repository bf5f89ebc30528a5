"""A sentence the voice reads, found in the text shown.

The voice reads sentences as `app.voice.speakable` wrote them (Markdown marks gone, a bare address said as "a link
to example.com"), so a sentence is found by its words, whatever lies between them; when the whole sentence is not
there (an address read differently), by its first words, to the end of the sentence in that paragraph.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QTextCursor, QTextDocument

_WORD = re.compile(r"\w+")
_END = re.compile(r"[.!?…]")


def find_sentence(document: QTextDocument, sentence: str, after: int = 0) -> QTextCursor | None:
    """A cursor selecting `sentence` as shown in `document` at or after position `after`, or None."""
    words = _WORD.findall(sentence)
    for count in dict.fromkeys((len(words), 4, 2)):
        if not words or count > len(words):
            continue
        pattern = QRegularExpression(r"\b" + r"\W+".join(re.escape(w) for w in words[:count]) + r"\b",
                                     QRegularExpression.PatternOption.CaseInsensitiveOption)
        cursor = document.find(pattern, after)
        if cursor.isNull():
            continue
        if count < len(words):  # only its start was found: to the end of that sentence in its paragraph
            block = cursor.block()
            rest = block.text()[cursor.selectionEnd() - block.position():]
            end = _END.search(rest)
            cursor.setPosition(cursor.selectionEnd() + (end.end() if end else len(rest)),
                               QTextCursor.MoveMode.KeepAnchor)
        return cursor
    return None
