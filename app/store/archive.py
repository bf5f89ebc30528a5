"""Lossless JSON export and import of one conversation, the whole tree with it.

Format (`"format": "hearth.conversation"`, `"version": 1`)::

    {"format", "version", "exported_at",
     "conversation": {"title", "created_at", "updated_at", "pinned", "settings", "model", "current_leaf"},
     "messages": [{"id", "parent", "role", "content", "created_at", "status", "provenance"}, ...]}

Message `id`s are local to the file (0, 1, 2… in creation order, parents before children) and
`parent`/`current_leaf` refer to them, so database ids never leak and export → import → export gives
the same JSON except `exported_at`. Timestamps are Unix seconds and are kept on import. Two things are
not carried: the trash state (an import is never in the trash) and 'streaming', which becomes
'interrupted' on import because no process is writing that reply any more.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from typing import Any, Final

from app.chat.provenance import Provenance
from app.store.records import (
    ROLES,
    STATUSES,
    Conversation,
    ConversationDraft,
    Message,
    MessageDraft,
    Status,
)
from app.store.store import Store

FORMAT: Final = "hearth.conversation"
FORMAT_VERSION: Final = 1


def to_json(conversation: Conversation, messages: Sequence[Message]) -> dict[str, Any]:
    """A JSON-ready dict of the conversation and `messages` (pass `Store.messages()` for the tree)."""
    ordered = sorted(messages, key=lambda m: m.id)
    local = {m.id: index for index, m in enumerate(ordered)}
    items: list[dict[str, Any]] = []
    for m in ordered:
        if m.parent_id is not None and m.parent_id not in local:
            raise ValueError(f"message {m.id} has its parent {m.parent_id} missing from the export")
        items.append(
            {
                "id": local[m.id],
                "parent": local[m.parent_id] if m.parent_id is not None else None,
                "role": m.role,
                "content": m.content,
                "created_at": m.created_at,
                "status": m.status,
                "provenance": m.provenance.as_json() if m.provenance else None,
            }
        )
    leaf = conversation.current_leaf_id
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "exported_at": time.time(),
        "conversation": {
            "title": conversation.title,
            "created_at": conversation.created_at,
            "updated_at": conversation.updated_at,
            "pinned": conversation.pinned,
            "settings": conversation.settings,
            "model": conversation.model,
            "current_leaf": local.get(leaf) if leaf is not None else None,
        },
        "messages": items,
    }


def _field(obj: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in obj:
        raise ValueError(f"{where}.{key} is missing")
    value = obj[key]
    if isinstance(value, bool) and kind is not bool:
        raise ValueError(f"{where}.{key} must not be true/false")
    if not isinstance(value, kind):
        raise ValueError(f"{where}.{key} has the wrong type ({type(value).__name__})")
    return value


def _time(obj: Mapping[str, Any], key: str, where: str) -> float:
    value = float(_field(obj, key, (int, float), where))
    if not math.isfinite(value) or value < 0:
        raise ValueError(f"{where}.{key} is not a valid timestamp")
    return value


def _dict_or_none(obj: Mapping[str, Any], key: str, where: str) -> dict[str, Any] | None:
    value = obj.get(key)
    if value is not None and not isinstance(value, dict):
        raise ValueError(f"{where}.{key} must be an object or null")
    return value


def _drafts(raw: Any) -> tuple[list[MessageDraft], dict[Any, int]]:
    if not isinstance(raw, list):
        raise ValueError("messages must be a list")
    drafts: list[MessageDraft] = []
    index_of: dict[Any, int] = {}
    for i, item in enumerate(raw):
        where = f"messages[{i}]"
        if not isinstance(item, dict):
            raise ValueError(f"{where} must be an object")
        key = _field(item, "id", (int, str), where)
        if key in index_of:
            raise ValueError(f"{where}.id {key!r} is used twice")
        parent = item.get("parent")
        if parent is not None and (isinstance(parent, bool) or parent not in index_of):
            raise ValueError(f"{where}.parent {parent!r} is not an earlier message")
        role = _field(item, "role", str, where)
        status = _field(item, "status", str, where)
        if role not in ROLES:
            raise ValueError(f"{where}.role {role!r} is not one of {sorted(ROLES)}")
        if status not in STATUSES:
            raise ValueError(f"{where}.status {status!r} is not one of {sorted(STATUSES)}")
        final: Status = "interrupted" if status == "streaming" else status
        drafts.append(
            MessageDraft(
                parent=index_of[parent] if parent is not None else None,
                role=role,
                content=_field(item, "content", str, where),
                created_at=_time(item, "created_at", where),
                status=final,
                provenance=Provenance.from_json(_dict_or_none(item, "provenance", where)),
            )
        )
        index_of[key] = i
    return drafts, index_of


def import_json(store: Store, data: Any) -> Conversation:
    """Add the exported conversation to `store` as a new one; ValueError says what is wrong, if anything.

    Nothing is written unless the whole file is valid (one transaction).
    """
    return store.import_tree(draft_of(data))


def draft_of(data: Any) -> ConversationDraft:
    """The conversation an export holds, checked whole; ValueError says what is wrong, if anything."""
    if not isinstance(data, dict):
        raise ValueError("not a Hearth conversation export: expected a JSON object")
    if data.get("format") != FORMAT:
        raise ValueError(
            f"not a Hearth conversation export: format is {data.get('format')!r}, not {FORMAT!r}"
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError(f"the export has an invalid version {version!r}")
    if version > FORMAT_VERSION:
        raise ValueError(f"the export was made by a newer Hearth (format version {version}); update Hearth")
    conv = data.get("conversation")
    if not isinstance(conv, dict):
        raise ValueError("conversation must be an object")
    drafts, index_of = _drafts(data.get("messages"))
    leaf = conv.get("current_leaf")
    if leaf is not None and (isinstance(leaf, bool) or leaf not in index_of):
        raise ValueError(f"conversation.current_leaf {leaf!r} is not one of the messages")
    return ConversationDraft(
        title=_field(conv, "title", str, "conversation"),
        created_at=_time(conv, "created_at", "conversation"),
        updated_at=_time(conv, "updated_at", "conversation"),
        pinned=_field(conv, "pinned", bool, "conversation"),
        # an imported chat is kept: one exported while incognito is not deleted when left (`ui.wiring.incognito`)
        settings={k: v for k, v in (_dict_or_none(conv, "settings", "conversation") or {}).items() if k != "incognito"},
        model=_field(conv, "model", str, "conversation"),
        messages=tuple(drafts),
        current_leaf=index_of[leaf] if leaf is not None else None,
    )
