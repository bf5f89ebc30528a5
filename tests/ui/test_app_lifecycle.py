"""The application's edges as a person meets them: `main.py` in a terminal quits cleanly on Ctrl+C and
`kill` (the normal shutdown runs and saves), and a conversation database that cannot be opened goes
to its dialog instead of a traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.widget_shots import app_theme
from ui import app as ui_app
from ui.theme import LIGHT

ROOT = Path(__file__).resolve().parents[2]
START_DEADLINE_S = 90.0  # a cold start of Qt and the app on a busy 2-core CI machine
QUIT_DEADLINE_S = 20.0


def wait_for_log(proc: subprocess.Popen[bytes], log: Path, text: str, deadline_s: float) -> None:
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        if log.is_file() and text in log.read_text(encoding="utf-8", errors="replace"):
            return
        assert proc.poll() is None, f"Hearth exited early with {proc.returncode}"
        time.sleep(0.05)
    pytest.fail(f"{text!r} did not reach {log} within {deadline_s} s")


@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_the_window_quits_cleanly_on_a_terminal_signal(tmp_path: Path, signum: signal.Signals) -> None:
    home = tmp_path / "home"
    # No model to load (the demo model is looked for under this home): the window shows its first-run
    # screen, so what is tested is the quit path itself, not the engine host's own shutdown.
    env = {**os.environ, "HEARTH_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("HEARTH_DEMO_DIR", None)
    stderr_path = tmp_path / "stderr.txt"
    log = home / "logs" / "hearth.log"
    with stderr_path.open("wb") as stderr:
        proc = subprocess.Popen([sys.executable, str(ROOT / "main.py")], cwd=ROOT, env=env,
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr)
        try:
            wait_for_log(proc, log, "running;", START_DEADLINE_S)
            proc.send_signal(signum)
            code = proc.wait(timeout=QUIT_DEADLINE_S)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    errors = stderr_path.read_text(encoding="utf-8", errors="replace")
    assert code == 0 and "Traceback" not in errors, errors
    text = log.read_text(encoding="utf-8")
    assert f"quitting on signal {int(signum)}" in text and text.rstrip().endswith("hearth.app: stopped")
    assert (home / "data" / "window.ini").is_file()  # the close path saved the window's state


def test_a_folder_in_place_of_the_database_goes_to_the_store_dialog(hearth_home: Path, qtbot: QtBot,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    db = hearth_home / "data" / "conversations.sqlite3"
    db.mkdir(parents=True)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(ui_app.QMessageBox, "critical", lambda _parent, title, text: shown.append((title, text)))
    with app_theme(LIGHT):
        assert ui_app.run_gui(None) == 1
    assert [title for title, _ in shown] == ["Hearth can't open your conversations"]
    assert f"{db} is a folder, not a file" in shown[0][1]
    assert not any(widget.isVisible() for widget in ui_app.QApplication.topLevelWidgets())
