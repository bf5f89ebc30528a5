"""Export a conversation to a file, or import one, with the file dialogs and error messages around it.

Why here and not in the store: the formats themselves live in `app.store` (Markdown and HTML of the
visible thread, lossless JSON of the whole tree) and `ui.conversations.export_pdf` (the thread printed to PDF by
Qt); this module is only the person-facing part — asking
where, writing so that a crash never leaves half a file (temp file + `os.replace`), and saying clearly
what went wrong. The dialog calls are small module-level functions (`ask_save_path`, `ask_open_path`,
`show_error`) so tests replace them.
"""

from __future__ import annotations

import json
import logging
import re
import sqlite3
from pathlib import Path
from typing import Final

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QMessageBox, QWidget

from app.chat.images import images_for_json, restore_images
from app.chat.reasoning import split
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from app.store import Conversation, Store, StoreError, import_json, to_html, to_json, to_markdown
from app.store.export import when_text
from models.atomic import write_text_atomic
from ui import file_dialogs
from ui.conversations.export_pdf import write_pdf
from ui.conversations.json_file import Refusals, Refused, read_json_file
from ui.dialogs import show_error

log = logging.getLogger("hearth.ui.export")

# The file dialog's filters, marked here and shown translated; the one chosen maps back through `_shown`.
MARKDOWN_FILTER: Final = QT_TRANSLATE_NOOP("ExportImport", "Markdown (*.md)")
HTML_FILTER: Final = QT_TRANSLATE_NOOP("ExportImport", "Web page (*.html)")
PDF_FILTER: Final = "PDF (*.pdf)"
JSON_FILTER: Final = QT_TRANSLATE_NOOP("ExportImport", "Hearth conversation, every version (*.json)")
EXPORT_FILTERS: Final = [MARKDOWN_FILTER, HTML_FILTER, PDF_FILTER, JSON_FILTER]
_SUFFIX_OF_FILTER: Final = {MARKDOWN_FILTER: ".md", HTML_FILTER: ".html", PDF_FILTER: ".pdf", JSON_FILTER: ".json"}
_FORMAT_OF_SUFFIX: Final = {".md": "md", ".markdown": "md", ".html": "html", ".htm": "html", ".pdf": "pdf",
                            ".json": "json"}


# -- dialogs, module-level so tests can replace them ----------------------------------------------

def ask_save_path(parent: QWidget | None, suggested: Path, filters: list[str], chosen: str) -> tuple[str, str]:
    """The path the person chose ('' if cancelled) and the filter that was selected."""
    return file_dialogs.save_file_name(parent, translate("ExportImport", "Export conversation"), str(suggested),
                                       ";;".join(filters), chosen)


def _shown(file_filter: str) -> str:
    return translate("ExportImport", file_filter)


def ask_open_path(parent: QWidget | None, start: Path) -> str:
    """The JSON file the person chose to import, or '' if cancelled."""
    filters = translate("ExportImport", "{0};;All files (*)").format(_shown(JSON_FILTER))
    return file_dialogs.open_file_name(parent, translate("ExportImport", "Import conversation"), str(start), filters)


# -- helpers -------------------------------------------------------------------------------------

def _documents_dir() -> Path:
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found and Path(found).is_dir() else Path.home()  # never the program's folder


def safe_file_stem(title: str) -> str:
    """A file name from a conversation title: no path separators or characters Windows refuses."""
    stem = re.sub(r'[\x00-\x1f<>:"/\\|?*]+', " ", title)
    stem = " ".join(stem.split()).strip(" .")[:80].rstrip(" .")
    return stem or translate("ExportImport", "Conversation")


def export_format(path: Path, selected_filter: str) -> tuple[Path, str]:
    """The format to write ('md', 'html', 'pdf' or 'json') and the final path.

    A known extension typed by the person wins; otherwise the chosen filter decides and its
    extension is added.
    """
    known = _FORMAT_OF_SUFFIX.get(path.suffix.lower())
    if known is not None:
        return path, known
    by_shown = {_shown(f): suffix for f, suffix in _SUFFIX_OF_FILTER.items()}
    suffix = by_shown.get(selected_filter) or _SUFFIX_OF_FILTER.get(selected_filter, ".md")
    return path.with_name(path.name + suffix), _FORMAT_OF_SUFFIX[suffix]


def render(store: Store, conversation_id: int, fmt: str, thinking: bool = True) -> str:
    """The file content: Markdown/HTML of the visible thread (replies' thinking folded in, or left out), or
    JSON of the whole tree (as stored)."""
    conversation = store.get_conversation(conversation_id)
    if fmt == "json":
        messages = store.messages(conversation_id)
        data = to_json(conversation, messages)
        images = images_for_json([m.provenance for m in messages])
        if images:
            data["images"] = images  # the person's images, by file name (older Hearths ignore the key)
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    thread = store.thread(conversation_id)
    if fmt == "html":
        return to_html(conversation, thread, thinking=thinking)
    return to_markdown(conversation, thread, thinking=thinking)


def ask_thinking(parent: QWidget | None, store: Store, conversation_id: int) -> bool:
    """Whether to include the model's thinking: asked only when a reply of the thread has some."""
    if not any(split(m.content).thinking for m in store.thread(conversation_id) if m.role == "assistant"):
        return False
    question = translate("ExportImport", "Include the model's thinking above its replies? It is folded in Markdown "
                         "and HTML, and printed quieter in PDF. (The JSON export always keeps it.)")
    answer = QMessageBox.question(parent, translate("ExportImport", "Export"), question,
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


# -- the two entry points ------------------------------------------------------------------------

def export_conversation(parent: QWidget | None, store: Store, conversation_id: int) -> Path | None:
    """Ask where, then write the conversation there; the path written, or None (cancelled or failed)."""
    try:
        conversation = store.get_conversation(conversation_id)
    except StoreError as exc:
        show_error(parent, translate("ExportImport", "Export failed"),
                   translate("ExportImport", "This conversation can no longer be exported: {0}.").format(exc))
        return None
    suggested = _documents_dir() / f"{safe_file_stem(conversation.title)}.md"
    chosen, selected = ask_save_path(parent, suggested, [_shown(f) for f in EXPORT_FILTERS], _shown(MARKDOWN_FILTER))
    if not chosen:
        return None
    path, fmt = export_format(Path(chosen), selected)
    try:
        thinking = fmt != "json" and ask_thinking(parent, store, conversation_id)
        if fmt == "pdf":
            write_pdf(path, conversation, store.thread(conversation_id), when_text(conversation.created_at), thinking)
        else:
            write_text_atomic(path, render(store, conversation_id, fmt, thinking))
    except OSError as exc:
        reason = exc.strerror or str(exc)
        show_error(parent, translate("ExportImport", "Export failed"),
                   translate("ExportImport",
                             "Hearth could not write {0}: {1}.\n\nChoose another folder, or check that there is free "
                             "space and that you may write there.").format(path, reason))
        return None
    except (StoreError, ValueError, sqlite3.Error) as exc:
        show_error(parent, translate("ExportImport", "Export failed"),
                   translate("ExportImport", "The conversation could not be exported: {0}.").format(exc))
        return None
    log.info("exported conversation %d as %s", conversation_id, fmt)
    return path


def _import_refusals() -> Refusals:
    return Refusals(
        too_large=translate("ExportImport", "{0} is larger than 200 MB; it is not a Hearth conversation export."),
        unreadable=translate("ExportImport", "Hearth could not read {0}: {1}."),
        not_text=translate("ExportImport", "{0} is not a text file. Choose a .json file exported by Hearth."),
        not_json=translate("ExportImport", "{0} is not valid JSON (line {1}, column {2}: {3}). Choose a .json file "
                                           "exported by Hearth."),
        too_deep=translate("ExportImport", "{0} is nested too deeply to be a Hearth conversation export."))


def import_conversation(parent: QWidget | None, store: Store) -> Conversation | None:
    """Ask for a Hearth JSON export and add it as a new conversation; None if cancelled or refused."""
    chosen = ask_open_path(parent, _documents_dir())
    if not chosen:
        return None
    path = Path(chosen)
    title = translate("ExportImport", "Import failed")
    try:
        data = read_json_file(path, _import_refusals())
    except Refused as exc:
        show_error(parent, title, str(exc))
        return None
    try:
        if isinstance(data, dict):  # the images first, like a message's: a message never points at nothing
            restore_images(data.get("images"))
        conversation = import_json(store, data)
    except ValueError as exc:
        show_error(parent, title, translate("ExportImport", "{0} could not be imported: {1}.").format(path.name, exc))
        return None
    except (StoreError, sqlite3.Error, OSError) as exc:
        show_error(parent, title, translate("ExportImport", "The conversation could not be saved: {0}.").format(exc))
        return None
    log.info("imported conversation %d", conversation.id)
    return conversation
