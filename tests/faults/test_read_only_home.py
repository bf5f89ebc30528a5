"""A home on a file system mounted read-only (a live USB, a managed machine, a disk the kernel remounted
read-only after errors): every command that would write says so in a sentence, the ones that only read
still work (the libraries are listed from the index as it is), and not one byte of what was there changes.

A real read-only mount, not `chmod` (root writes through file modes): a private bind mount of the
home, remounted read-only, in a mount namespace of the command's own (`unshare`), so nothing outside
the test sees it. Skipped where the kernel does not allow such a namespace.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.app.cli.test_cli import ROOT
from tests.faults.test_remote_faults import Hostile, hostile_server

# $0 is the home: bind it onto itself, make that mount read-only, then run the command in it.
READ_ONLY = 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@"'


def _unshare() -> list[str]:
    return ["unshare", "--mount"] if os.geteuid() == 0 else ["unshare", "--map-root-user", "--mount"]


def _mounts_read_only(folder: Path) -> bool:
    if shutil.which("unshare") is None:
        return False
    touch = ["sh", "-c", '! touch "$0/x"', str(folder)]  # succeeds only where the write fails
    probe = subprocess.run([*_unshare(), "sh", "-c", READ_ONLY, str(folder), *touch], capture_output=True, timeout=60,
                           check=False)
    return probe.returncode == 0 and not (folder / "x").exists()


def hearth(home: Path, *args: str, read_only: bool = False) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, str(ROOT / "main.py"), *args]
    if read_only:
        command = [*_unshare(), "sh", "-c", READ_ONLY, str(home), *command]
    return subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=ROOT, check=False,
                          env={**os.environ, "HEARTH_HOME": str(home)}, stdin=subprocess.DEVNULL)


def _fingerprint(home: Path) -> dict[str, str]:
    return {str(path.relative_to(home)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(home.rglob("*")) if path.is_file()}


@pytest.fixture()
def hostile() -> Iterator[Hostile]:
    with hostile_server() as server:
        yield server


def test_a_read_only_home_is_said_in_words_and_nothing_changes(tmp_path: Path, embed_model: Path,
                                                               hostile: Hostile) -> None:
    home = tmp_path / "home"
    home.mkdir()
    if not _mounts_read_only(home):
        pytest.skip("this kernel does not allow a private read-only mount (unshare)")
    library = tmp_path / "notes"
    library.mkdir()
    (library / "tides.txt").write_text("The spring tide peaks two days after the full moon.\n")
    assert hearth(home, "docs", "add", str(library)).returncode == 0
    assert hearth(home, "remotes", "add", hostile.url, "--name", "box").returncode == 0
    assert hearth(home, "mcp", "add", "clock", "--", sys.executable, "-m", "mcp_server_time").returncode == 0
    (library / "ropes.txt").write_text("Buy rope for the boat.\n")  # a change reindex would write
    before = _fingerprint(home)
    assert any(name.endswith("documents.sqlite3") for name in before)

    writes = {
        ("docs", "add", str(tmp_path)): "read-only file system",
        ("docs", "reindex"): "read-only file system",
        ("docs", "rm", "notes"): "read-only file system",
        ("remotes", "add", hostile.url, "--name", "other"): "could not be saved",
        ("mcp", "add", "other", "--", "true"): "could not be saved",
        ("models", "import", str(library)): "",
    }
    for args, said in writes.items():
        result = hearth(home, *args, read_only=True)
        assert result.returncode != 0, (args, result.stdout)
        assert "Traceback" not in result.stderr and "destroyed" not in result.stderr, (args, result.stderr)
        assert result.stderr.startswith("Error:") and said in result.stderr.lower(), \
            (args, result.stderr)

    reads = {("remotes", "list"): "box", ("mcp", "list"): "clock", ("models", "list"): "",
             ("docs", "list", "--skipped"): "notes  " + str(library)}
    for args, shown in reads.items():
        result = hearth(home, *args, read_only=True)
        assert result.returncode == 0 and shown in result.stdout and "Traceback" not in result.stderr, \
            (args, result.stderr)

    listed = hearth(home, "docs", "list", read_only=True)
    assert "1 file, 1 chunk" in listed.stdout and "is on a read-only file system" in listed.stderr, listed
    assert _fingerprint(home) == before  # not one byte of the home changed
