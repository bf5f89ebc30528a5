"""File modes after each first command: Hearth's home, data, cache and logs folders, the documents
database, remote servers, a downloaded model and its staging area are owner-only (0700 folders,
0600 files), whichever command runs first."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from app.system.paths import resolve_paths
from tests.app.api.conftest import ROOT
from tests.faults.support import download, downloader, request
from tests.faults.test_remote_faults import hostile_server
from tests.models.fakehub import FakeHub

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX modes")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _hearth(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=300, stdin=subprocess.DEVNULL)


def _home() -> Path:
    return Path(os.environ["HEARTH_HOME"])


def _assert_private_tree(root: Path) -> None:
    assert _mode(root) & 0o077 == 0, f"{root} is {oct(_mode(root))}"
    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        assert _mode(path) & 0o077 == 0, f"{path} is {oct(_mode(path))}"


@pytest.mark.parametrize("first", [("docs", "list"), ("remotes", "list"), ("models", "list")])
def test_the_first_command_makes_every_folder_owner_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          first: tuple[str, ...]) -> None:
    home = tmp_path / "fresh" / "hearth-home"  # neither it nor its parent exists yet
    monkeypatch.setenv("HEARTH_HOME", str(home))
    done = _hearth(*first)
    assert done.returncode == 0, done.stderr
    for folder in (home.parent, home, home / "data", home / "cache", home / "logs"):
        assert _mode(folder) == 0o700, f"{folder} is {oct(_mode(folder))}"


def test_docs_and_remotes_files_are_owner_only(tmp_path: Path, embed_model: Path) -> None:
    library = tmp_path / "notes"
    library.mkdir()
    (library / "a.txt").write_text("Owner-only, please.\n")
    assert _hearth("docs", "add", str(library)).returncode == 0
    with hostile_server() as server:
        assert _hearth("remotes", "add", server.url, "--name", "box").returncode == 0
    _assert_private_tree(resolve_paths().data)


def test_a_downloaded_model_and_its_staging_are_owner_only(hub: FakeHub) -> None:
    d = downloader(hub)
    result = download(d, request())
    assert result.model is not None, result
    _assert_private_tree(resolve_paths().models_dir)
