"""A reply as sentences a voice can read: Markdown without its marks, code and thinking left out.

- the thinking (`<think>…</think>`) is not read, nor fenced code blocks (an unclosed fence hides the rest
  until it closes) nor images; inline code is read as its text;
- a link is read as its text, a bare address as "a link to example.com";
- headings, list items and table rows are sentences of their own; emphasis marks and pipes go.

`SentenceFeed` follows a streaming reply: each call with the text so far gives the sentences completed since
the last call (the last, unfinished one waits for more text, or for `final`).
"""

from __future__ import annotations

import re

from app.chat.reasoning import split

_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_URL = re.compile(r"https?://(?:www\.)?([^/\s)]+)[^\s)]*")
_MARKS = re.compile(r"(\*\*|__|\*|`|~~)")
_LINE_START = re.compile(r"^\s*(#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)")
_ENUMERATOR = re.compile(r"\d{1,3}[.)]")
_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"')\]]*\s+(?=\S)")


def _prose_lines(markdown: str) -> list[str]:
    lines, in_code = [], False
    for line in markdown.splitlines():
        if _FENCE.match(line):
            in_code = not in_code
            continue
        if not in_code:
            lines.append(line)
    return lines


def _clean(line: str) -> str:
    line = _LINE_START.sub("", line)
    line = _IMAGE.sub("", line)
    line = _LINK.sub(r"\1", line)
    line = _URL.sub(lambda m: f"a link to {m.group(1)}", line)
    line = _MARKS.sub("", line)
    if line.lstrip().startswith("|"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        line = "" if all(set(c) <= set("-: ") for c in cells) else ", ".join(c for c in cells if c)
    return line.strip()


def sentences(markdown: str) -> list[str]:
    """The readable sentences of a reply's answer (its thinking left out)."""
    parts = split(markdown)
    if parts.open:
        return []
    answer = parts.answer if parts.has_thinking else markdown
    out: list[str] = []
    paragraph: list[str] = []
    pieces: list[str] = []

    def flush() -> None:
        text = " ".join(paragraph).strip()
        paragraph.clear()
        for piece in (s.strip() for s in _SENTENCE_END.split(text) if s.strip()):
            if pieces and _ENUMERATOR.fullmatch(pieces[-1]):  # "2." inside a line is the next sentence's number
                pieces[-1] += " " + piece
            else:
                pieces.append(piece)
        out.extend(pieces)
        pieces.clear()

    for raw in _prose_lines(answer):
        block_line = bool(_LINE_START.match(raw)) or raw.lstrip().startswith("|")
        if not raw.strip() or block_line:
            flush()
        cleaned = _clean(raw)
        if cleaned:
            paragraph.append(cleaned)
            if block_line:
                flush()
    flush()
    return out


class SentenceFeed:
    """The sentences of a streaming reply, each given once, as soon as it is complete."""

    def __init__(self) -> None:
        self.given = 0

    def update(self, text: str, final: bool = False) -> list[str]:
        found = sentences(text)
        ready = found if final else found[:-1]
        new = ready[self.given:]
        self.given = max(self.given, len(ready))
        return new
