"""Errors about models that are shown to the person as they are: say what, why and what to do."""

from __future__ import annotations


class ModelError(Exception):
    """A model folder cannot be used. `code` is stable for programs, `str(self)` is for people.

    `terminal` is the message for the command line: the same text unless what to do differs there
    (an access token is entered in the window's Preferences → Privacy & network, but with
    `main.py models login` in a terminal).
    """

    def __init__(self, code: str, message: str, *, terminal: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.terminal = terminal or message
