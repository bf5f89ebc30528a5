"""The tools a person said "Always allow" to, remembered across restarts (`tool_approvals.json`).

A tool is named by its source and name (`built-in/current_time`, `time/get_current_time`), so
allowing one server's `read_file` does not allow another's. Anything unreadable counts as nothing
allowed: the worst a damaged file does is ask again (it is set aside, and the person told).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from app.system.json_file import read_json
from app.tools.spec import CallRecord
from models.atomic import write_text_atomic
from models.private import private_dir

log = logging.getLogger("hearth.tools")


# Tools asked about at every call, whatever was answered before: `remember` writes to the person's memories,
# which are never saved without them seeing what (its card offers no "Always allow").
ASK_EACH_TIME = frozenset({"built-in/remember"})


def key(record: CallRecord) -> str:
    return f"{record.source}/{record.tool}"


def asks_each_time(record: CallRecord) -> bool:
    return key(record) in ASK_EACH_TIME


class Approvals:
    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._always: set[str] = set()
        self.problem = ""  # a damaged file, set aside (`app.system.json_file`): the person is told once
        if path is not None:
            read = read_json(path, "The tools you always allow (tool_approvals.json)")
            self.problem = read.problem
            names = read.value.get("always") if isinstance(read.value, dict) else None
            self._always = {k for k in names if isinstance(k, str)} if isinstance(names, list) else set()

    def allowed(self, record: CallRecord) -> bool:
        return key(record) in self._always and not asks_each_time(record)

    def always(self) -> list[str]:
        return sorted(self._always)

    def allow_always(self, record: CallRecord) -> None:
        if asks_each_time(record):
            return
        self._always.add(key(record))
        self._save()

    def forget(self, name: str) -> None:
        self._always.discard(name)
        self._save()

    def _save(self) -> None:
        if self.path is not None:
            try:
                private_dir(self.path.parent)
                write_text_atomic(self.path, json.dumps({"always": sorted(self._always)}, indent=1))
            except OSError as exc:
                log.warning("tool approvals not saved: %s", exc)
