"""A project as one JSON file: its settings, its chats (each as a conversation export), its own memories; documents
by reference.

Format (`"format": "hearth.project"`, `"version": 1`)::

    {"format", "version", "exported_at",
     "project": {"name", "emoji", "instructions", "model", "settings", "libraries": [{"name", "root"}, ...]},
     "conversations": [<a "hearth.conversation" export (`app.store.archive`)>, ...],
     "memories": [{"text", "enabled", "source", "created_at", "updated_at"}, ...]}

Documents are not copied: a library is named by its folder (`root`), and an import ticks the library of that folder
if this computer has one (`find_library`), and says which it does not. An import checks the whole file first and
writes nothing when any part is wrong; a name already taken gets a number ("Thesis (2)"). Chats in the trash stay
out of the export.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from app.store.archive import draft_of, to_json
from app.store.memory_archive import memory_draft
from app.store.projects import MAX_INSTRUCTIONS, MAX_NAME, Project, checked_name
from app.store.rows import insert_tree
from app.store.store import Store

FORMAT: Final = "hearth.project"
FORMAT_VERSION: Final = 1


@dataclass(frozen=True)
class LibraryRef:
    """A document library as a project file names it."""

    name: str
    root: str


@dataclass(frozen=True)
class Imported:
    project: Project
    conversations: int
    memories: int
    missing: tuple[LibraryRef, ...]  # libraries of the file this computer does not have


def project_to_json(store: Store, project: Project, libraries: Sequence[LibraryRef]) -> dict[str, Any]:
    """The project as a JSON-ready dict; `libraries`: its libraries (`project.libraries`) as names and folders."""
    conversations = [to_json(store.get_conversation(cid), store.messages(cid))
                     for cid in reversed(store.projects.conversation_ids(project.id))]  # oldest activity first
    own = [m for m in store.memories.all() if m.project_id == project.id]
    return {
        "format": FORMAT, "version": FORMAT_VERSION, "exported_at": time.time(),
        "project": {"name": project.name, "emoji": project.emoji, "instructions": project.instructions,
                    "model": project.model, "settings": project.settings,
                    "libraries": [{"name": lib.name, "root": lib.root} for lib in libraries]},
        "conversations": conversations,
        "memories": [m.as_dict() for m in sorted(own, key=lambda m: (m.created_at, m.id))],
    }


def _text(obj: dict[str, Any], key: str, limit: int) -> str:
    value = obj.get(key, "")
    if not isinstance(value, str) or len(value) > limit:
        raise ValueError(f"project.{key} must be a text of at most {limit:,} characters")
    return value


def _libraries(raw: object) -> list[LibraryRef]:
    if not isinstance(raw, list):
        raise ValueError("project.libraries must be a list")
    refs = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict) or not isinstance(item.get("root"), str) or not isinstance(item.get("name"), str):
            raise ValueError(f"project.libraries[{i}] must have a name and a root folder")
        refs.append(LibraryRef(item["name"], item["root"]))
    return refs


def _free_name(store: Store, name: str) -> str:
    """`name`, or when it is taken the first free "name (2)", "name (3)"…, the name shortened to fit MAX_NAME."""
    candidate, n = name, 2
    while store.projects.find(candidate) is not None:
        suffix = f" ({n})"
        candidate, n = name[:MAX_NAME - len(suffix)].rstrip() + suffix, n + 1
    return candidate


def import_project(store: Store, data: Any, find_library: Callable[[str], int | None] = lambda _root: None) -> Imported:
    """Add the file's project with its chats and memories; ValueError says what is wrong with the file."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a Hearth project file: expected a JSON object with format {FORMAT!r}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= FORMAT_VERSION:
        raise ValueError(f"the file's version {version!r} is not one this Hearth reads (1 to {FORMAT_VERSION})")
    raw = data.get("project")
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
        raise ValueError("project must be an object with a name")
    name = checked_name(raw["name"])
    settings = raw.get("settings", {})
    if not isinstance(settings, dict):
        raise ValueError("project.settings must be an object")
    refs = _libraries(raw.get("libraries", []))
    chats, memories = data.get("conversations", []), data.get("memories", [])
    if not isinstance(chats, list) or not isinstance(memories, list):
        raise ValueError("conversations and memories must be lists")
    drafts = []
    for i, chat in enumerate(chats):
        try:
            drafts.append(draft_of(chat))
        except ValueError as exc:
            raise ValueError(f"conversations[{i}]: {exc}") from None
    facts = [memory_draft(item, f"memories[{i}]") for i, item in enumerate(memories)]
    found = {ref: find_library(ref.root) for ref in refs}
    fields = {"emoji": _text(raw, "emoji", 8), "instructions": _text(raw, "instructions", MAX_INSTRUCTIONS),
              "model": _text(raw, "model", 1000), "settings": settings,
              "libraries": [i for i in found.values() if i is not None]}
    with store.transaction() as conn:  # checked whole above: what can still fail is the disk, and then nothing stays
        project = store.projects.create(_free_name(store, name), **fields)
        for draft in drafts:
            insert_tree(conn, replace(draft, project_id=project.id))
        store.memories.for_project(project.id).insert_all(facts)
    missing = tuple(ref for ref, library_id in found.items() if library_id is None)
    return Imported(store.projects.get(project.id), len(drafts), len(facts), missing)
