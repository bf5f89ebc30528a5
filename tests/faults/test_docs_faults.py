"""Hostile files in a library: names that are not UTF-8, decompression bombs, links out of the
folder, and a `docs` command on a home it cannot write. Each gets a reason or a clear message; one
bad file never stops a library, and nothing already indexed is lost."""

from __future__ import annotations

import contextlib
import os
import resource
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest

from app.docs.read_worker import ReadWorker, Stopped
from app.docs.readers import Skipped
from app.system.paths import resolve_paths
from tests.app.cli.test_cli import ROOT, hearth
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


def test_links_out_of_the_library_are_skipped_and_never_quoted(tmp_path: Path, embed_model: Path) -> None:
    secrets = tmp_path / "elsewhere"
    secrets.mkdir()
    (secrets / "shadow.txt").write_text("root:the-secret-hash-nobody-may-read:19000\n")
    library = tmp_path / "notes"
    (library / "sub").mkdir(parents=True)
    (library / "sub" / "inside.txt").write_text("The tide tables are in the drawer.\n")
    (library / "etc").symlink_to(secrets, target_is_directory=True)
    (library / "shadow.txt").symlink_to(secrets / "shadow.txt")
    (library / "also-inside.txt").symlink_to(library / "sub" / "inside.txt")
    added = hearth("docs", "add", str(library))
    assert added.returncode == 0, added.stderr
    listing = hearth("docs", "list", "--skipped").stdout
    assert listing.count("outside the library") == 2 and str(secrets) in listing
    conn = sqlite3.connect(resolve_paths().documents_db)
    try:
        texts = " ".join(row[0] for row in conn.execute("SELECT text FROM chunks"))
    finally:
        conn.close()
    assert "the-secret-hash" not in texts and "tide tables" in texts


def _chunk_texts() -> str:
    conn = sqlite3.connect(resolve_paths().documents_db)
    try:
        return " ".join(row[0] for row in conn.execute("SELECT text FROM chunks"))
    finally:
        conn.close()


def test_links_out_are_followed_only_for_a_library_that_allows_them(tmp_path: Path, embed_model: Path) -> None:
    """The setting the skip reason points to: per library, off by default, and taking it back
    removes what the links brought in."""
    papers = tmp_path / "papers"
    papers.mkdir()
    (papers / "tides.txt").write_text("The spring tide peaks two days after the full moon.\n")
    library = tmp_path / "notes"
    library.mkdir()
    (library / "own.txt").write_text("Buy rope for the boat.\n")
    (library / "papers").symlink_to(papers, target_is_directory=True)
    loop = library / "papers-again"
    loop.symlink_to(library, target_is_directory=True)  # a link back up: a loop whatever the setting

    assert hearth("docs", "add", str(library)).returncode == 0
    listing = hearth("docs", "list", "--skipped").stdout
    assert "outside the library: not followed (allow links out" in listing and "followed;" not in listing
    assert "spring tide" not in _chunk_texts()

    allowed = hearth("docs", "add", str(library), "--links-out")
    assert allowed.returncode == 0 and "links out of the folder are followed" in allowed.stdout, allowed.stderr
    assert "spring tide" in _chunk_texts() and "rope" in _chunk_texts()
    listing = hearth("docs", "list", "--skipped").stdout
    assert "links out of the folder are followed" in listing and "outside the library" not in listing
    assert "symlink loop" in listing

    assert hearth("docs", "add", str(library), "--no-links-out").returncode == 0
    assert "spring tide" not in _chunk_texts() and "rope" in _chunk_texts()
    assert "links out of the folder are followed" not in hearth("docs", "list").stdout


def _docs(*args: str, file_size_limit: int = 0) -> subprocess.CompletedProcess[str]:
    def limit() -> None:
        if file_size_limit:  # writes past it fail with EFBIG, as on a full disk (Python ignores SIGXFSZ)
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_size_limit, file_size_limit))

    return subprocess.run([sys.executable, str(ROOT / "main.py"), "docs", *args], capture_output=True, text=True,
                          timeout=300, preexec_fn=limit)


def test_docs_commands_on_a_full_disk_a_damaged_or_blocked_database_say_so_and_lose_nothing(
        tmp_path: Path, embed_model: Path) -> None:
    first, second = tmp_path / "letters", tmp_path / "essays"
    for library, count in ((first, 2), (second, 8)):
        library.mkdir()
        for n in range(count):
            (library / f"{library.name}{n:02}.txt").write_text(" ".join(f"{library.name}{n}-{k}" for k in range(800)))
    assert _docs("add", str(first)).returncode == 0
    db = resolve_paths().documents_db
    largest = max(Path(f"{db}{suffix}").stat().st_size for suffix in ("", "-wal") if Path(f"{db}{suffix}").exists())
    full = _docs("add", str(second), file_size_limit=largest + 40_000)
    assert full.returncode == 1 and "Traceback" not in full.stderr, full.stderr
    assert "could not be written" in full.stderr or "is full" in full.stderr, full.stderr
    again = _docs("reindex")  # space again: everything is there, nothing was damaged
    assert again.returncode == 0 and "2/2 files" in again.stdout and "8/8 files" in again.stdout, again.stdout
    assert "letters: 2/2 files" in again.stdout and again.stdout.count("0 read and embedded") == 1  # first kept
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()
    for suffix in ("-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    db.write_bytes(os.urandom(8192))  # a damaged database
    damaged = _docs("list")
    assert damaged.returncode == 1 and "is damaged" in damaged.stderr and "Traceback" not in damaged.stderr
    db.unlink()
    db.mkdir()  # something that is not a database where the database should be
    blocked = _docs("list")
    assert blocked.returncode == 1 and "could not be used" in blocked.stderr and "Traceback" not in blocked.stderr
