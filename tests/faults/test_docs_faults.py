"""Hostile files in a library: names that are not UTF-8, decompression bombs, links out of the
folder, and a `docs` command on a home it cannot write. Each gets a reason or a clear message; one
bad file never stops a library, and nothing already indexed is lost."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest

from app.docs.read_worker import ReadWorker, Stopped
from app.docs.readers import Skipped
from app.paths import resolve_paths
from tests.app.test_cli import ROOT, hearth
from tests.faults.bombs import docx_bomb, pdf_bomb

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


def test_a_docx_zip_bomb_is_skipped_with_its_reason_and_the_rest_is_indexed(tmp_path: Path, embed_model: Path) -> None:
    library = tmp_path / "reports"
    library.mkdir()
    docx_bomb(library / "bomb.docx", xml_mb=48)
    (library / "good.txt").write_text("The harbour opens at six.\n")
    added = hearth("docs", "add", str(library))
    assert added.returncode == 0, added.stderr
    assert "2/2 files" in added.stdout and "1 skipped" in added.stdout
    listing = hearth("docs", "list", "--skipped")
    assert "bomb.docx: its text expands to 47 MB when unpacked (the limit is 32 MB)" in listing.stdout


def test_a_pdf_bomb_is_bounded_in_time_and_memory_and_stops_on_cancel(tmp_path: Path) -> None:
    bomb = pdf_bomb(tmp_path / "bomb.pdf")
    worker = ReadWorker(read_s=2.0)
    try:
        with pytest.raises(Skipped, match="took longer than 2 s"):
            worker.read(bomb, lambda: False)
        cancel = threading.Event()
        threading.Timer(0.5, cancel.set).start()
        started = time.monotonic()
        with pytest.raises(Stopped):
            ReadWorker(read_s=600).read(bomb, cancel.is_set)
        assert time.monotonic() - started < 30  # a freeze of minutes (the file's whole read) fails
    finally:
        worker.close()
    if sys.platform == "linux":
        small = ReadWorker(read_s=600, memory_bytes=64 << 20)
        try:
            with pytest.raises(Skipped, match="memory"):
                small.read(bomb, lambda: False)
        finally:
            small.close()


def test_ctrl_c_stops_docs_add_inside_a_pdf_bomb(tmp_path: Path, embed_model: Path) -> None:
    library = tmp_path / "papers"
    library.mkdir()
    pdf_bomb(library / "bomb.pdf")
    command = [sys.executable, str(ROOT / "main.py"), "docs", "add", str(library)]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while not _reader_started(child.pid) and child.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert child.poll() is None, child.communicate()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=30)  # before: Ctrl+C worked after the file, 447 s later
    finally:
        _kill_tree(child)
    assert child.returncode == 130, err
    assert "stopped" in out and "Traceback" not in err


def _reader_started(pid: int) -> bool:
    try:
        return any("multiprocessing" in " ".join(c.cmdline()) for c in psutil.Process(pid).children(recursive=True))
    except psutil.Error:
        return False


def _kill_tree(child: subprocess.Popen[str]) -> None:
    with contextlib.suppress(psutil.Error):
        for process in psutil.Process(child.pid).children(recursive=True):
            process.kill()
    child.kill()
    child.wait(10)
