"""The person's memories as one JSON file, and back: exported with their data, imported on another computer.

Format (`"format": "hearth.memories"`, `"version": 1`)::

    {"format", "version", "exported_at", "memories": [{"text", "enabled", "source", "created_at", "updated_at"}]}

An import adds what the file holds (a memory already there with the same text is not added twice) and
writes nothing unless the whole file is valid.
"""

from __future__ import annotations

import math
import time
from typing import Any, Final

from app.store.memories import MAX_CHARS, Memories, Memory

FORMAT: Final = "hearth.memories"
FORMAT_VERSION: Final = 1


def memories_to_json(memories: list[Memory]) -> dict[str, Any]:
    return {"format": FORMAT, "version": FORMAT_VERSION, "exported_at": time.time(),
            "memories": [m.as_dict() for m in sorted(memories, key=lambda m: (m.created_at, m.id))]}


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


def import_memories(memories: Memories, data: Any) -> int:
    """Add the file's memories; returns how many were new. ValueError says what is wrong with the file."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a Hearth memories file: expected a JSON object with format {FORMAT!r}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= FORMAT_VERSION:
        raise ValueError(f"the file's version {version!r} is not one this Hearth reads (1 to {FORMAT_VERSION})")
    items = data.get("memories")
    if not isinstance(items, list):
        raise ValueError("memories must be a list")
    drafts = [memory_draft(item, f"memories[{i}]") for i, item in enumerate(items)]
    known = {m.text for m in memories.all()}
    new: list[Memory] = []
    for draft in drafts:
        if draft.text not in known:
            known.add(draft.text)
            new.append(draft)
    return memories.add_all(new)
