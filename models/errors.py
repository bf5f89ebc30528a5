"""Errors about models that are shown to the person as they are: say what, why and what to do."""

from __future__ import annotations


class ModelError(Exception):
    """A model folder cannot be used. `code` is stable for programs, `str(self)` is for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
