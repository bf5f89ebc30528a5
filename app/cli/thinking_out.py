"""The terminal's view of a reply's thinking: written as it comes, dimmed (on a terminal) and marked, with
the answer after it, so `main.py chat` reads like the window's folded section opened."""

from __future__ import annotations

from typing import TextIO

from app.chat.reasoning import ReasoningStream

DIM, RESET = "\x1b[2m", "\x1b[0m"


class ThinkingWriter:
    def __init__(self, out: TextIO) -> None:
        self._out = out
        self._stream = ReasoningStream()
        self._tty = out.isatty()
        self._state = "before"  # "thinking" once its first piece is written, "answer" after

    def write(self, text: str, final: bool = False) -> None:
        for channel, piece in self._stream.feed(text, final=final):
            if channel == "reasoning":
                if self._state == "before":
                    self._out.write((DIM if self._tty else "") + "(thinking) ")
                self._state = "thinking"
                self._out.write(piece)
            else:
                if self._state == "thinking":
                    self._out.write((RESET if self._tty else "") + "\n\n")
                self._state = "answer"
                self._out.write(piece)
        self._out.flush()

    def finish(self) -> None:
        self.write("", final=True)
        if self._state == "thinking" and self._tty:
            self._out.write(RESET)
            self._out.flush()
