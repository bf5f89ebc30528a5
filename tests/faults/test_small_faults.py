"""The campaign's smaller findings: a log on a full disk, FastAPI's own 400 with a code, the API's
engine-death message, UTF-16 text files, a blank API key, `--host [::1]`, one log line per line on a
read-only home."""

from __future__ import annotations

import io
import logging
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.exceptions import HTTPException

from app.api.errors import engine_error, install_handlers
from app.api.server import base_url
from app.docs.readers import read
from app.engine import protocol as p
from app.engine.link import death_message
from app.system.logs import PrivateRotatingFileHandler
from tests.app.api.conftest import ROOT, free_port


def test_a_log_on_a_full_disk_says_so_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    handler = PrivateRotatingFileHandler(tmp_path / "x.log", delay=True)

    class Full(io.StringIO):
        def write(self, _text: str) -> int:
            raise OSError(28, "No space left on device")

    handler.stream = Full()
    logger = logging.getLogger("hearth.test.full")
    logger.addHandler(handler)
    try:
        for n in range(5):
            logger.warning("line %d", n)
    finally:
        logger.removeHandler(handler)
    err = capsys.readouterr().err
    assert err.count("cannot write its log") == 1 and "--- Logging error ---" not in err


def test_fastapis_own_400_has_a_code() -> None:
    app = FastAPI()
    install_handlers(app)

    @app.post("/x")
    async def fail() -> None:
        raise HTTPException(400, "There was an error parsing the body")

    answer = TestClient(app).post("/x")
    assert answer.status_code == 400 and answer.json()["error"]["code"] == "invalid_request"


def test_the_apis_engine_death_message_is_for_an_api_client() -> None:
    error = engine_error(p.Error("host_died", death_message(-9)))
    assert error.status == 503 and "Load the model again" not in error.message and "again in a moment" in error.message


def test_utf16_text_files_are_read(tmp_path: Path) -> None:
    note = tmp_path / "notepad.txt"
    note.write_bytes("Lighthouse log, written in Notepad.".encode("utf-16"))
    assert read(note)[0].text == "Lighthouse log, written in Notepad."


def test_an_ipv6_host_written_with_brackets_is_shown_once_bracketed() -> None:
    assert base_url("[::1]", 8080) == "http://[::1]:8080" == base_url("::1", 8080)


def test_a_blank_api_key_is_refused(tmp_path: Path) -> None:
    env = {**os.environ, "HEARTH_API_KEY": "   ", "HEARTH_HOME": str(tmp_path)}
    served = subprocess.run([sys.executable, str(ROOT / "main.py"), "serve", "--port", "0"], env=env,
                            capture_output=True, text=True, timeout=120)
    assert served.returncode == 2 and "blank" in served.stderr


def test_serve_on_a_read_only_home_logs_each_line_once(tmp_path: Path, demo_model: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "logs").write_text("a file where the log folder should be")  # the log folder cannot be made
    env = {**os.environ, "HEARTH_HOME": str(home), "HEARTH_DEMO_DIR": str(demo_model)}
    env.pop("HEARTH_API_KEY", None)
    served = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "serve", "--port", str(free_port())], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seen: list[str] = []
    try:
        assert served.stderr is not None
        for line in served.stderr:
            seen.append(line)
            if "listening on" in line:
                break
        served.send_signal(signal.SIGTERM)
        _, rest = served.communicate(timeout=60)
    finally:
        served.kill()
        served.wait()
        if served.stderr is not None:
            served.stderr.close()  # left open, it failed whichever later test the garbage collector ran in
    lines = [line.split(" ", 3)[-1] for line in [*seen, *rest.splitlines()] if "hearth." in line]
    assert any("listening on" in line for line in lines) and len(lines) == len(set(lines)), lines


def test_sigterm_closes_the_window_s_start_up_error_dialog(tmp_path: Path) -> None:
    (tmp_path / "data" / "conversations.sqlite3").mkdir(parents=True)  # a StoreError at start: a dialog
    env = {**os.environ, "HEARTH_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    window = subprocess.Popen([sys.executable, str(ROOT / "main.py")], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
    watchdog = threading.Timer(120, window.kill)
    watchdog.start()
    try:
        assert window.stderr is not None
        for line in window.stderr:
            if "cannot be opened" in line:
                break
        window.send_signal(signal.SIGTERM)  # the dialog is open now
        code = window.wait(60)
    finally:
        watchdog.cancel()
        window.kill()
        window.wait()
        if window.stderr is not None:
            window.stderr.close()
    assert code == 1
