"""A project exported to one JSON file and imported back (`app.store.project_archive`), with the window's dialogs.

The file dialogs are module-level functions so tests can answer them. Reading is bounded as a conversation's import
is (`ui.conversations.json_file`) and every failure is a sentence in a dialog: nothing is written unless the file is
whole.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import QWidget

from app.qt.i18n import translate
from app.store import Store, StoreError
from app.store.project_archive import Imported, LibraryRef, import_project, project_to_json
from app.store.projects import Project
from models.atomic import write_text_atomic
from ui import file_dialogs
from ui.conversations.json_file import Refusals, Refused, read_json_file
from ui.dialogs import show_error

log = logging.getLogger("hearth.projects")


def ask_save_path(parent: QWidget | None, suggested: str) -> str:
    name, _ = file_dialogs.save_file_name(parent, translate("ProjectFiles", "Export project"), suggested,
                                          translate("ProjectFiles", "Hearth project (*.json)"))
    return name


def ask_open_path(parent: QWidget | None) -> str:
    return file_dialogs.open_file_name(parent, translate("ProjectFiles", "Import project"), "",
                                       translate("ProjectFiles", "Hearth project (*.json)"))


def export_project(parent: QWidget | None, store: Store, project: Project, libraries: Sequence[LibraryRef],
                   folder: Path) -> Path | None:
    """Ask where, then write the project's file; the path written, or None (cancelled or failed, said why)."""
    chosen = ask_save_path(parent, str(folder / f"{project.name}.json"))
    if not chosen:
        return None
    path = Path(chosen) if chosen.lower().endswith(".json") else Path(chosen + ".json")
    try:
        write_text_atomic(path, json.dumps(project_to_json(store, project, libraries), ensure_ascii=False, indent=1))
    except OSError as exc:
        show_error(parent, translate("ProjectFiles", "Project not exported"),
                   translate("ProjectFiles", "Hearth could not write {0}: {1}.").format(path, exc.strerror or exc))
        return None
    log.info("exported project %d", project.id)
    return path


def import_project_file(parent: QWidget | None, store: Store,
                        find_library: Callable[[str], int | None]) -> Imported | None:
    """Ask for a project file and add it; None if cancelled or refused (said why)."""
    chosen = ask_open_path(parent)
    if not chosen:
        return None
    path = Path(chosen)
    title = translate("ProjectFiles", "Project not imported")
    not_a_project = translate("ProjectFiles", "{0} is not a Hearth project file (a .json file made by Export "
                                              "project…).")
    refusals = Refusals(
        too_large=translate("ProjectFiles", "{0} is larger than 200 MB; it is not a Hearth project file."),
        unreadable=translate("ProjectFiles", "Hearth could not read {0}: {1}."),
        not_text=not_a_project, not_json=not_a_project, too_deep=not_a_project)
    try:
        data = read_json_file(path, refusals)
    except Refused as exc:
        show_error(parent, title, str(exc))
        return None
    try:
        imported = import_project(store, data, find_library)
    except ValueError as exc:
        show_error(parent, title, translate("ProjectFiles", "{0} could not be imported: {1}.").format(path.name, exc))
        return None
    except (StoreError, sqlite3.Error, OSError) as exc:
        show_error(parent, title, translate("ProjectFiles", "The project could not be saved: {0}.").format(exc))
        return None
    log.info("imported project %d with %d chats", imported.project.id, imported.conversations)
    return imported
