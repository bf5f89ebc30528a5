"""Cut a file's segments into passages small enough to embed well and to quote in a prompt.

A chunk is at most `CHUNK_CHARS` characters (about 150 tokens, under the model's 256), cut at a blank
line, else a line end, else a sentence end, else a space; each chunk keeps the page (PDF) or the line
it starts on, which is what a citation shows; a recording's chunk keeps the second it starts at (spoken
words are spread evenly over their segment's seconds, which is close enough within Whisper's 30 s windows).
Chunks do not overlap: a passage retrieved is quoted whole, and neighbouring chunks are cheap to add when
there is room.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from app.docs.readers import Segment

CHUNK_CHARS: Final = 640
_MIN_CUT: Final = CHUNK_CHARS // 3


@dataclass(frozen=True)
class Chunk:
    text: str
    page: int | None
    line: int | None
    seconds: float | None = None


def _cut(text: str, limit: int) -> int:
    """Where to end the first chunk of `text` (an index in (0, limit])."""
    if len(text) <= limit:
        return len(text)
    window = text[:limit]
    for mark in ("\n\n", "\n", ". ", "? ", "! ", "; ", " "):
        at = window.rfind(mark)
        if at >= _MIN_CUT:
            return at + len(mark)
    return limit


def chunk(segments: list[Segment], limit: int = CHUNK_CHARS) -> list[Chunk]:
    out: list[Chunk] = []
    for segment in segments:
        text, offset, line = segment.text, 0, segment.line
        while offset < len(text):
            end = offset + _cut(text[offset:offset + limit + 1], limit)
            raw = text[offset:end]
            piece = raw.strip()
            if piece:
                lead = raw[:len(raw) - len(raw.lstrip())]
                start = None if line is None else line + lead.count("\n")
                out.append(Chunk(piece, segment.page, start, _second(segment, offset + len(lead))))
            if line is not None:
                line += raw.count("\n")
            offset = end
    return out


def _second(segment: Segment, at: int) -> float | None:
    """Where character `at` of a recording's segment is spoken (None for other files)."""
    if segment.seconds is None:
        return None
    until = segment.until if segment.until is not None else segment.seconds
    return round(segment.seconds + (until - segment.seconds) * at / max(1, len(segment.text)), 2)
