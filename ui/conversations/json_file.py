"""Reading a JSON file a person chose to import (a conversation, a project), bounded and with a sentence per refusal.

One reader for every import so they all refuse the same files the same way: larger than 200 MB (nothing Hearth
exports is near it, and `json.loads` would hold it all in memory several times over), unreadable, not text, not
JSON, or nested deeper than Python's parser recurses. What each refusal says is the caller's (`Refusals`): it
names what the file should have been.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Final

MAX_IMPORT_BYTES: Final = 200 * 1024 * 1024


@dataclass(frozen=True)
class Refusals:
    """The translated sentences for each refusal. Fields {0}: the file's name (its path for `unreadable`);
    `unreadable` {1}: the OS's reason; `not_json` {1}, {2}, {3}: line, column and the parser's message (a
    sentence may leave out the fields it does not need)."""

    too_large: str
    unreadable: str
    not_text: str
    not_json: str
    too_deep: str


class Refused(Exception):
    """The file was not read; `str(self)` is the sentence to show."""


def read_json_file(path: Path, refusals: Refusals) -> object:
    """The parsed content of `path`, or `Refused` with the sentence that says why not."""
    try:
        if path.stat().st_size > MAX_IMPORT_BYTES:
            raise Refused(refusals.too_large.format(path.name))
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise Refused(refusals.unreadable.format(path, exc.strerror or exc)) from exc
    except UnicodeDecodeError as exc:
        raise Refused(refusals.not_text.format(path.name)) from exc
    except json.JSONDecodeError as exc:
        raise Refused(refusals.not_json.format(path.name, exc.lineno, exc.colno, exc.msg)) from exc
    except RecursionError as exc:
        raise Refused(refusals.too_deep.format(path.name)) from exc
