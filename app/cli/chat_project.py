"""`main.py chat --project NAME`: the terminal chat inside one of the window's projects; and `--incognito`.

The project gives the chat what it gives a chat in the window (`app.conversation.project`): its instructions before
the `--system` prompt, its document libraries (added to `--docs`), its default model when no `--model` is given,
its generation settings where a flag was left at its default, and its memories (`/memories` lists the global ones
and the project's, `/remember` and the `remember` tool save for the project, never another project's).

Read through a connection of this chat's (`open_memories`), as the terminal's memories are: opening the whole
store would mark a reply the window is writing as interrupted. The store is imported inside the function: the
serving image builds this command's parser without it.

`--incognito` is the window's incognito chat in the terminal: memory neither read (`--no-memory`) nor written (no
`/remember`, no `remember` tool). The terminal chat keeps no conversation anyway: nothing of it outlives the process.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def apply_incognito(args: argparse.Namespace) -> None:
    """Fold `--incognito` into the chat's arguments: memory off, the `remember` tool left out (said once)."""
    if not getattr(args, "incognito", False):
        return
    args.no_memory = True
    if "remember" in args.tools:
        args.tools = [t for t in args.tools if t != "remember"]
        print("(tools: remember is left out of an incognito chat)", file=sys.stderr)


def apply_project(args: argparse.Namespace) -> str | None:
    """Fold `args.project` into the chat's arguments (`args.project_id` for the memories); a message for the
    person when there is no such project, else None."""
    args.project_id = None
    if not getattr(args, "project", None):
        return None
    from app.chat.parameters import PARAMETERS
    from app.conversation.project import project_prompt
    from app.store.memories import open_memories
    from app.store.projects import Projects
    from app.system.paths import resolve_paths

    conn = open_memories(resolve_paths().conversations_db)
    try:
        projects = Projects(conn)
        project = projects.find(args.project)
        if project is None:
            names = ", ".join(p.name for p in projects.all()) or "none yet (Projects → New project… in the window)"
            return f"No project called {args.project!r}. Projects: {names}."
    finally:
        conn.close()
    args.project_id = project.id
    args.system = project_prompt(project.instructions, args.system)
    kept = _existing_libraries(project.libraries)
    if len(kept) < len(project.libraries):  # removed since in the window, which passes them over too
        gone = ", ".join(str(i) for i in project.libraries if i not in kept)
        print(f"(the project's document libraries {gone} were removed: chatting without them)", file=sys.stderr)
    args.docs = [*args.docs, *(str(i) for i in kept if str(i) not in args.docs)]
    for param in PARAMETERS:
        value = project.settings.get(param.name)
        if value is not None and getattr(args, param.name) == param.default:
            setattr(args, param.name, value)
    if args.model is None and not args.remote and project.model:
        args.model = _model_folder(project.model)
        if args.model is None:
            print(f"(the project's model {project.model} is not installed here: using the default)", file=sys.stderr)
    return None


def _existing_libraries(library_ids: tuple[int, ...]) -> list[int]:
    """Those of the project's libraries the documents database still has."""
    from app.docs.db import DocsDB
    from app.system.paths import resolve_paths

    path = resolve_paths().documents_db
    if not library_ids or not path.is_file():
        return []
    db = DocsDB(path)
    try:
        return [i for i in library_ids if db.library(i) is not None]
    finally:
        db.close()


def _model_folder(name: str) -> Path | None:
    """The folder of the installed model (or demo model) the window calls `name`, or None."""
    from app.conversation.model_choices import find, local_choices
    from app.settings import load_settings
    from app.system.paths import demo_model_dir, resolve_paths

    paths = resolve_paths()
    settings = load_settings(paths.settings_file).settings
    models_dir = Path(settings.models_dir).expanduser() if settings.models_dir else paths.models_dir
    choice = find(local_choices(models_dir, demo_model_dir(), None), name)
    return choice.ref if choice is not None and isinstance(choice.ref, Path) else None
