"""Hostile files in a library: names that are not UTF-8, decompression bombs, links out of the
folder, and a `docs` command on a home it cannot write. Each gets a reason or a clear message; one
bad file never stops a library, and nothing already indexed is lost."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.paths import resolve_paths
from tests.app.test_cli import hearth

pytestmark = pytest.mark.skipif(os.name == "nt", reason="POSIX file names and modes")


def _bad(name: str) -> str:
    """A name with bytes that are not UTF-8 (as a Linux file system stores them)."""
    return os.fsdecode(name.encode() + b"\xff\xfe")


def test_names_that_are_not_utf8_are_skipped_with_a_reason_and_never_stop_the_library(
        tmp_path: Path, embed_model: Path) -> None:
    library = tmp_path / "notes"
    (library / _bad("folder")).mkdir(parents=True)
    (library / _bad("folder") / "inside.txt").write_text("Text in a folder with a bad name.\n")
    (library / f"{_bad('file')}.txt").write_text("Text in a file with a bad name.\n")
    (library / "good.txt").write_text("The lighthouse keeper counts the waves.\n")
    added = hearth("docs", "add", str(library))
    assert added.returncode == 0 and "Traceback" not in added.stderr, added.stderr
    assert "3/3 files" in added.stdout and "2 skipped" in added.stdout
    listing = hearth("docs", "list", "--skipped")
    assert listing.stdout.count("not valid UTF-8") == 2 and "\\xff\\xfe" in listing.stdout
    assert "1 file," in listing.stdout  # good.txt is indexed
    again = hearth("docs", "reindex")
    assert again.returncode == 0 and "3/3 files" in again.stdout and "0 read and embedded" in again.stdout
    root = hearth("docs", "add", str(library / _bad("folder")))
    assert root.returncode == 1 and "not valid UTF-8" in root.stderr and "Traceback" not in root.stderr
    assert resolve_paths().documents_db.exists()
