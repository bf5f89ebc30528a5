"""The person's memories as one JSON file, and back: exported with their data, imported on another computer.

Format (`"format": "hearth.memories"`, `"version": 1`)::

    {"format", "version", "exported_at",
     "memories": [{"text", "enabled", "source", "created_at", "updated_at", "project"?}]}

An import adds what the file holds (a memory already there with the same text is not added twice) and
writes nothing unless the whole file is valid. A project's memory names its project; imported where a project of
that name exists it is that project's, elsewhere it comes in switched off (global, so none of the chats it was
never meant for reads it until the person says so).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, Final

from app.store.memories import MAX_CHARS, Memories, Memory

FORMAT: Final = "hearth.memories"
FORMAT_VERSION: Final = 1


def memories_to_json(memories: list[Memory], projects: Mapping[int, str] | None = None) -> dict[str, Any]:
    """The file; `projects` names each project by id, for the memories that belong to one."""
    names = projects or {}

    def item(m: Memory) -> dict[str, Any]:
        named = names.get(m.project_id) if m.project_id is not None else None
        return {**m.as_dict(), **({"project": named} if named else {})}

    return {"format": FORMAT, "version": FORMAT_VERSION, "exported_at": time.time(),
            "memories": [item(m) for m in sorted(memories, key=lambda m: (m.created_at, m.id))]}


def memory_draft(item: object, where: str) -> Memory:
    """One memory of a file, checked (ValueError in words naming `where`)."""
    if not isinstance(item, dict):
        raise ValueError(f"{where} must be an object")
    text = item.get("text")
    if not isinstance(text, str) or not text.strip() or len(text.strip()) > MAX_CHARS:
        raise ValueError(f"{where}.text must be a text of 1 to {MAX_CHARS:,} characters")
    enabled, source = item.get("enabled", True), item.get("source", "person")
    if not isinstance(enabled, bool):
        raise ValueError(f"{where}.enabled must be true or false")
    if source not in ("person", "model"):
        raise ValueError(f"{where}.source must be 'person' or 'model'")
    times = []
    for key in ("created_at", "updated_at"):
        value = item.get(key, time.time())
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
            raise ValueError(f"{where}.{key} is not a valid timestamp")
        times.append(float(value))
    return Memory(0, text.strip(), enabled, None, source, times[0], times[1])


def _placed(draft: Memory, item: dict[str, Any], project_of: Callable[[str], int | None]) -> Memory:
    """A project's memory in that project here, else switched off (see the module's doc)."""
    name = item.get("project")
    if not isinstance(name, str) or not name.strip():
        return draft
    project = project_of(name)
    return replace(draft, project_id=project) if project is not None else replace(draft, enabled=False)


def import_memories(memories: Memories, data: Any, project_of: Callable[[str], int | None] = lambda _name: None) -> int:
    """Add the file's memories; returns how many were new. ValueError says what is wrong with the file."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a Hearth memories file: expected a JSON object with format {FORMAT!r}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= FORMAT_VERSION:
        raise ValueError(f"the file's version {version!r} is not one this Hearth reads (1 to {FORMAT_VERSION})")
    items = data.get("memories")
    if not isinstance(items, list):
        raise ValueError("memories must be a list")
    drafts = [_placed(memory_draft(item, f"memories[{i}]"), item, project_of) for i, item in enumerate(items)]
    known = {m.text for m in memories.all()}
    new: list[Memory] = []
    for draft in drafts:
        if draft.text not in known:
            known.add(draft.text)
            new.append(draft)
    return memories.add_all(new)
