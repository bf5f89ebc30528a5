from __future__ import annotations

import logging
import logging.handlers
import os
import stat
from pathlib import Path

import pytest

from app.system.logs import setup_logging


def test_logs_go_to_a_file_in_the_log_folder(hearth_home: Path) -> None:
    setup_logging("unit")
    logging.getLogger("hearth.test").info("hello %d", 42)
    for handler in logging.getLogger("hearth").handlers:
        handler.flush()
    text = (hearth_home / "logs" / "unit.log").read_text()
    assert "hearth.test: hello 42" in text


def test_an_unwritable_log_folder_falls_back_to_stderr(hearth_home: Path) -> None:
    hearth_home.mkdir(parents=True, exist_ok=True)
    (hearth_home / "logs").write_text("a file where the folder should be")
    setup_logging("unit")
    assert isinstance(logging.getLogger("hearth").handlers[0], logging.StreamHandler)
    assert not isinstance(logging.getLogger("hearth").handlers[0], logging.FileHandler)


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX; Windows profiles are private")
def test_log_folder_and_files_rotated_ones_too_are_private(hearth_home: Path) -> None:
    logs = hearth_home / "logs"
    logs.mkdir(parents=True, mode=0o755)
    (logs / "unit.log").write_text("from an older Hearth\n")
    (logs / "unit.log").chmod(0o644)
    old_umask = os.umask(0)
    try:
        handler = setup_logging("unit")
        assert isinstance(handler, logging.handlers.RotatingFileHandler)
        handler.maxBytes = 200
        for i in range(20):
            logging.getLogger("hearth.test").info("line %d of enough text to rotate the file", i)
    finally:
        os.umask(old_umask)
    names = sorted(p.name for p in logs.iterdir())
    assert names == ["unit.log", "unit.log.1", "unit.log.2", "unit.log.3"]
    assert {name: stat.S_IMODE((logs / name).stat().st_mode) for name in names} == dict.fromkeys(names, 0o600)
    assert stat.S_IMODE(logs.stat().st_mode) == 0o700


def teardown_function() -> None:
    for handler in logging.getLogger("hearth").handlers:
        handler.close()
    logging.getLogger("hearth").handlers.clear()
