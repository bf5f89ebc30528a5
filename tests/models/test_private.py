"""`private_dir` and `private_file`: what Hearth's data, logs and models are made with."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from models.private import private_dir, private_file

pytestmark = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX; Windows profiles are private")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_new_folders_and_files_are_private_whatever_the_umask(tmp_path: Path) -> None:
    old_umask = os.umask(0)
    try:
        folder = private_dir(tmp_path / "a" / "b")
        file = private_file(folder / "f.txt")
    finally:
        os.umask(old_umask)
    assert (mode(folder), mode(file), file.read_bytes()) == (0o700, 0o600, b"")


def test_existing_ones_are_tightened_never_loosened_or_emptied(tmp_path: Path) -> None:
    loose, tight = tmp_path / "loose", tmp_path / "tight"
    loose.mkdir(mode=0o755)
    tight.mkdir()
    tight.chmod(0o500)
    (loose / "f").write_text("kept")
    (loose / "f").chmod(0o644)
    (loose / "g").write_text("kept")
    (loose / "g").chmod(0o400)
    private_dir(loose)
    private_file(loose / "f")
    private_file(loose / "g")
    read_only = tmp_path / "read-only"
    read_only.mkdir()
    read_only.chmod(0o555)
    try:
        private_dir(tight)
        private_dir(read_only)
        assert (mode(tight), mode(read_only)) == (0o500, 0o500)
    finally:
        tight.chmod(0o700)
        read_only.chmod(0o700)
    assert (mode(loose), mode(loose / "f"), mode(loose / "g")) == (0o700, 0o600, 0o400)
    assert (loose / "f").read_text() == "kept"


def test_a_folder_given_to_private_file_keeps_its_mode(tmp_path: Path) -> None:
    folder = tmp_path / "d"
    folder.mkdir(mode=0o755)
    private_file(folder)
    assert folder.is_dir() and mode(folder) == 0o755
