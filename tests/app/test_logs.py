from __future__ import annotations

import logging
from pathlib import Path

from app.logs import setup_logging


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


def teardown_function() -> None:
    for handler in logging.getLogger("hearth").handlers:
        handler.close()
    logging.getLogger("hearth").handlers.clear()
