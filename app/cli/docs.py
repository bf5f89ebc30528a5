"""`main.py docs add|list|rm|reindex`: libraries of documents from the terminal.

`add` and `reindex` index in the foreground with a progress line; Ctrl+C stops after the file in
progress is dropped, and everything indexed so far is kept (the next `reindex` resumes there).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import signal
import sqlite3
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from app.plural import count

if TYPE_CHECKING:  # imported where used: `main.py serve` builds this parser without the documents' packages
    from app.docs.db import DocsDB, Library
    from app.docs.indexer import Progress
    from app.docs.service import Documents

INTERRUPTED = 130


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="docs_command", required=True)
    add = sub.add_parser("add", help="add a folder or file as a library and index it")
    add.add_argument("path", type=Path)
    add.add_argument("--no-index", action="store_true", help="only add it; index later with `docs reindex`")
    add.add_argument("--links-out", action=argparse.BooleanOptionalAction, default=None,
                     help="follow symbolic links that lead out of the folder (off unless given; on a library "
                          "already added, --links-out or --no-links-out changes it)")
    listing = sub.add_parser("list", help="list libraries, with files, chunks and skipped files")
    listing.add_argument("--skipped", action="store_true", help="also list each skipped file and why")
    rm = sub.add_parser("rm", help="remove a library (its index; your files stay)")
    rm.add_argument("library", help="name, folder or id")
    reindex = sub.add_parser("reindex", help="bring a library up to date (only what changed is read again)")
    reindex.add_argument("library", nargs="?", help="name, folder or id (default: all)")


def _describe(progress: Progress) -> str:
    eta = f", about {progress.eta_s:.0f} s left" if progress.eta_s is not None else ""
    state = {"waiting": " (waiting for a reply to finish)", "paused": " (paused)"}.get(progress.state, "")
    detail = f" ({progress.detail})" if progress.detail else ""
    return (f"{progress.files_done}/{progress.files_total} files, {count(progress.chunks_done, 'chunk')} embedded, "
            f"{progress.skipped} skipped{eta}{state}{detail}")


def index(docs: Documents, library_id: int, name: str) -> int:
    from app.docs.indexer import IndexControl

    control = IndexControl()
    tty = sys.stderr.isatty()

    def show(progress: Progress) -> None:
        if tty:
            sys.stderr.write("\r\033[K" + _describe(progress))
            sys.stderr.flush()

    def on_sigint(_signum: int, _frame: object) -> None:
        control.cancelled.set()

    indexer, db = docs.indexer_for(control, show)
    main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, on_sigint) if main_thread else None
    try:
        result = indexer.run(library_id)
    finally:
        db.close()
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    if tty:
        sys.stderr.write("\r\033[K")
    if result.state == "cancelled":
        print(f"{name}: stopped; {_describe(result)}. Run `main.py docs reindex {name}` to go on.")
        return INTERRUPTED
    print(f"{name}: {_describe(result)} ({result.embedded_files} read and embedded, the rest unchanged).")
    return 0


def main(args: argparse.Namespace) -> int:
    from app.docs.service import DocsError, Documents
    from app.store import StoreError
    from app.system.paths import resolve_paths, speech_model_dir
    from app.voice.service import LazySpeech, RecordingTranscripts

    db_path = resolve_paths().documents_db
    speech = LazySpeech(speech_model_dir)  # recordings are transcribed by the speech model's process
    try:
        docs = Documents(db_path, transcripts=RecordingTranscripts(speech))
    except StoreError as exc:  # a newer Hearth's database: its message says what to do
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    except (OSError, sqlite3.Error) as exc:
        if args.docs_command == "list" and db_path.is_file() and on_read_only_mount(db_path.parent):
            return _list_read_only(db_path, args.skipped)
        print(f"Error: {storage_problem(exc, db_path)}", file=sys.stderr)
        return 1
    try:
        return _run(docs, args)
    except DocsError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    except (OSError, sqlite3.Error) as exc:
        print(f"Error: {storage_problem(exc, db_path)} What was indexed before is kept.", file=sys.stderr)
        return 1
    finally:
        speech.close()
        with contextlib.suppress(sqlite3.Error):
            docs.close()


def storage_problem(exc: OSError | sqlite3.Error, db_path: Path) -> str:
    """A full disk, a read-only home or a damaged database, in words (the window says the same)."""
    text = str(exc).lower()
    errno_ = getattr(exc, "errno", None) or getattr(exc, "sqlite_errorcode", None)
    if on_read_only_mount(db_path.parent):  # SQLite says only "unable to open database file" there
        return f"{db_path.parent} is on a read-only file system: Hearth cannot write its index there."
    if "full" in text or errno_ in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, sqlite3.SQLITE_FULL):
        return f"the disk holding {db_path.parent} is full. Free some space and run the command again."
    if "readonly" in text or "read-only" in text or errno_ in (errno.EROFS, errno.EACCES, errno.EPERM,
                                                               sqlite3.SQLITE_READONLY):
        return f"{db_path.parent} cannot be written (read-only or no permission)."
    if "disk i/o error" in text:
        return f"{db_path.parent} could not be written (a disk I/O error: is the disk full or failing?)."
    if isinstance(exc, sqlite3.DatabaseError) and ("not a database" in text or "malformed" in text):
        return (f"the documents database {db_path} is damaged ({exc}). Move it aside and add your folders "
                "again; your own files are untouched.")
    if isinstance(exc, OSError):
        where = f": {exc.filename}" if exc.filename else ""
        return f"{exc.strerror or exc}{where}."
    return (f"the documents database {db_path} could not be used ({exc}). Check that its folder exists and can "
            "be written.")


def on_read_only_mount(folder: Path) -> bool:
    """Whether `folder` (or its nearest existing parent) lies on a file system mounted read-only
    (POSIX; elsewhere False, and the message falls back on what the error says)."""
    for candidate in (folder, *folder.parents):
        try:
            return bool(os.statvfs(candidate).f_flag & os.ST_RDONLY)
        except FileNotFoundError:
            continue
        except (OSError, AttributeError):
            return False
    return False


def _run(docs: Documents, args: argparse.Namespace) -> int:
    command = args.docs_command
    if command == "add":
        docs.embedder()  # say now, not after the walk, when the embedding model is missing
        library_id = docs.add(args.path)
        if args.links_out is not None:
            docs.db.set_links_out(library_id, args.links_out)
        lib = docs.db.library(library_id)
        assert lib is not None
        print(f"Added {lib.name} ({lib.root}){_links_note(lib)}.")
        return 0 if args.no_index else index(docs, library_id, lib.name)
    if command == "list":
        _list(docs.db, args.skipped)
        return 0
    if command == "rm":
        lib = docs.find(args.library)
        docs.db.remove_library(lib.id)
        print(f"Removed {lib.name} (its index only; the files are untouched).")
        return 0
    targets = [docs.find(args.library)] if args.library else docs.db.libraries()
    docs.embedder()
    for lib in targets:
        code = index(docs, lib.id, lib.name)
        if code:
            return code
    return 0


def _list(db: DocsDB, skipped: bool) -> None:
    libraries = db.libraries()
    if not libraries:
        print("No libraries yet. Add one with:  main.py docs add FOLDER")
    for lib in libraries:
        print(f"{lib.id}  {lib.name}  {lib.root}  {count(lib.files, 'file')}, {count(lib.chunks, 'chunk')}, "
              f"{lib.skipped} skipped{_links_note(lib)}")
        if skipped:
            for path, reason in db.skipped(lib.id):
                print(f"      skipped {path}: {reason}")


def _list_read_only(db_path: Path, skipped: bool) -> int:
    """The libraries of a home on a read-only file system: read as they are, nothing written."""
    from app.docs.db import DocsDB
    from app.store import StoreError

    try:
        db = DocsDB.read_only(db_path)
    except StoreError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    except (OSError, sqlite3.Error) as exc:
        print(f"Error: {storage_problem(exc, db_path)}", file=sys.stderr)
        return 1
    try:
        print(f"({db_path.parent} is on a read-only file system: shown as it is; adding or indexing needs a "
              "folder Hearth can write to.)", file=sys.stderr)
        _list(db, skipped)
    except sqlite3.Error as exc:
        print(f"Error: {storage_problem(exc, db_path)}", file=sys.stderr)
        return 1
    finally:
        db.close()
    return 0


def _links_note(lib: Library) -> str:
    return "; links out of the folder are followed" if lib.links_out else ""
