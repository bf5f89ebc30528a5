"""Settings files of every broken shape: each falls back to defaults with a logged warning and a
problem the window shows, and no command of `main.py` stops because of one."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.settings import MAX_BYTES, LoadResult, Settings, load_settings
from app.system.paths import resolve_paths

pytestmark = pytest.mark.faults

ROOT = Path(__file__).resolve().parents[2]
DEEP = "[" * 100_000 + "]" * 100_000

GARBAGE: dict[str, bytes] = {
    "nested 100000 deep": DEEP.encode(),
    "a deep value": b'{"providers": ' + DEEP.encode() + b"}",
    "an integer of 5000 digits": b'{"intra_op_threads": ' + b"9" * 5000 + b"}",
    "not UTF-8": b'{"last_model": "\xff\xfe"}',
    "UTF-16": '{"offline": true}'.encode("utf-16"),
    "NUL bytes": b"\x00" * 64,
    "cut short": b'{"providers": ["cuda", "cp',
    "a list": b"[1, 2, 3]",
    "a string": b'"settings"',
    "null": b"null",
    "larger than allowed": b'{"last_model": "' + b"x" * MAX_BYTES + b'"}',
}


class Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@pytest.fixture
def warnings() -> Iterator[list[str]]:
    """Warnings of the settings logger, caught at the logger (the app's logging may not propagate)."""
    handler = Records()
    logger = logging.getLogger("hearth.settings")
    logger.addHandler(handler)
    try:
        yield handler.messages
    finally:
        logger.removeHandler(handler)


@pytest.mark.parametrize("shape", list(GARBAGE))
def test_garbage_of_any_shape_gives_defaults_a_problem_and_a_warning(tmp_path: Path, shape: str,
                                                                     warnings: list[str]) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(GARBAGE[shape])
    result = load_settings(path)
    assert result.settings == Settings()
    assert len(result.problems) == 1 and warnings == list(result.problems)


def test_a_folder_in_place_of_the_file(tmp_path: Path, warnings: list[str]) -> None:
    (tmp_path / "settings.json").mkdir()
    result = load_settings(tmp_path / "settings.json")
    assert result.settings == Settings() and "it is not a file" in result.problems[0] and warnings


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_in_place_of_the_file_is_not_read(tmp_path: Path, warnings: list[str]) -> None:
    """Reading a FIFO nobody writes to would block the start for ever."""
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    results: list[LoadResult] = []
    reader = threading.Thread(target=lambda: results.append(load_settings(fifo)), daemon=True)
    reader.start()
    reader.join(timeout=10)
    if reader.is_alive():  # it blocked on the pipe: unblock it so the test run goes on, then fail
        with fifo.open("w") as writer:
            writer.write("{}")
        reader.join(timeout=10)
        pytest.fail("load_settings blocked reading a named pipe")
    assert results[0].settings == Settings() and "it is not a file" in results[0].problems[0] and warnings


def test_values_of_the_wrong_kind_reset_one_by_one_with_warnings(tmp_path: Path, warnings: list[str]) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"providers": {"a": 1}, "offline": "no", "intra_op_threads": -3, "context_limit": 1e400,'
                    ' "failed_devices": [[[]]], "last_model": "/kept", "extra": {"x": []}}')
    result = load_settings(path)
    assert result.settings == Settings(last_model="/kept")
    assert sorted(p.split("'")[1] for p in result.problems) == [
        "context_limit", "failed_devices", "intra_op_threads", "offline", "providers"]
    assert warnings == list(result.problems)


def hearth(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=os.environ.copy(),
                          capture_output=True, text=True, timeout=120, check=False)


@pytest.mark.parametrize(("content", "warning"), [
    (DEEP, "could not be read (it nests too deeply); defaults are used."),
    ('{"intra_op_threads": 1000000}', "Setting 'intra_op_threads' was 1000000, more than this computer's"),
], ids=["deep", "a million threads"])
def test_commands_still_run_and_say_what_was_reset(content: str, warning: str) -> None:
    settings = resolve_paths().settings_file
    settings.parent.mkdir(parents=True)
    settings.write_text(content)
    result = hearth("models", "list")
    assert result.returncode == 0, result.stderr
    said = [line for line in result.stderr.splitlines() if warning in line]
    assert len(said) == 1 and said[0].startswith("Warning: "), result.stderr  # once, not twice via logging
    assert "Traceback" not in result.stderr
    assert settings.read_text() == content  # a bad file is reported, never overwritten behind the person's back
