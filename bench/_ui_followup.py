"""bench/ui.py's figures of a person's afternoon with the real demo model: how much of a follow-up's prompt
is read from the engine's cache after an idle pause, and how long a cold start takes to show the window and
to have the model ready.

- followup_cached_share: a first message, a reply, a pause (the person reads it), a follow-up pasted and
  sent at once after 10 s (no draft read ahead: what the idle re-read alone gives); its cached ÷ prompt tokens
  (goal ≥ 0.95 for a ~350-token conversation: the ~16 tokens of the new message, the end of its turn and the
  assistant header are always read; `followup_uncached_tokens` says how many were).
- window_visible_s, model_ready_s: `main.py --model <demo>` started in a fresh home, in a process of its
  own: the log's first-paint line (`ui.first_paint`, seconds since the process started) and the time its
  "loaded" line appears after the process was started (goals ≤ 2 s and ≤ 3 s on a quiet machine).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from app.chat.generation import GenerationSettings
from app.chat.provenance import Provenance
from ui import app as ui_app
from ui.first_paint import PAINTED

QUICK = None  # a library of bench/ui.py
ROOT = Path(__file__).resolve().parents[1]


def followup_share(app: QApplication, model: Path, wait: Callable[..., None], pause_s: float,
                   reply_tokens: int) -> tuple[float, int, int]:
    """(cached ÷ prompt, prompt tokens, cached tokens) of a follow-up sent `pause_s` after the first reply."""
    hearth = ui_app.start(model)
    window, chat = hearth.window, hearth.controller
    wait(app, lambda: chat.model is not None)
    chat.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=reply_tokens))
    for text in ("Tell me a story about a lighthouse keeper and a storm.", "And then what happened?"):
        finished: list[object] = []
        chat.turns.reply_finished.connect(lambda *_a, done=finished: done.append(1))
        window.composer.set_text(text)
        window.composer.submit()
        wait(app, lambda done=finished: bool(done))
        until = time.monotonic() + pause_s  # the person reads the reply
        while time.monotonic() < until:
            app.processEvents()
            time.sleep(0.01)
    reply = chat.thread_items()[-1].message.provenance or Provenance()
    ui_app.stop(hearth)
    prompt, cached = int(reply.prompt_tokens or 0), int(reply.cached_tokens or 0)
    return (cached / prompt if prompt else 0.0), prompt, cached


def cold_starts(model: Path, starts: int) -> list[tuple[float, float]]:
    """`cold_start` `starts` times in one home: the first is a first start (the memory speed is measured
    meanwhile), the others start as every day."""
    with tempfile.TemporaryDirectory(prefix="hearth-cold-") as home:
        return [cold_start(model, Path(home)) for _ in range(starts)]


def cold_start(model: Path, home: Path, timeout_s: float = 120.0) -> tuple[float, float]:
    """(window first painted, model loaded) in seconds after `main.py` was started in `home`."""
    env = {**os.environ, "HEARTH_HOME": str(home), "PYTHONPATH": str(ROOT)}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    log_file = home / "logs" / "hearth.log"  # app.system.paths: <HEARTH_HOME>/logs
    seen = len(log_file.read_text(encoding="utf-8", errors="replace")) if log_file.is_file() else 0
    begun = time.monotonic()
    child = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--model", str(model)], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    painted = ready = None
    try:
        while ready is None or painted is None:
            if time.monotonic() - begun > timeout_s or child.poll() is not None:
                raise TimeoutError("the window or the model did not come up")
            text = log_file.read_text(encoding="utf-8", errors="replace")[seen:] if log_file.is_file() else ""
            for line in text.splitlines():
                if painted is None and PAINTED in line:
                    painted = float(line.split(PAINTED, 1)[1].split()[0])
                if ready is None and " loaded on " in line:
                    ready = time.monotonic() - begun
            time.sleep(0.02)
    finally:
        child.send_signal(signal.SIGTERM)
        try:
            child.wait(30)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
    assert painted is not None and ready is not None
    return painted, ready
