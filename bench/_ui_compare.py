"""For `bench/ui.py` (through `bench/_ui_media.py`; a library, not a bench of its own): the window's longest
main-thread stall while two compared replies stream at once (`app.qt.compare`, goal < 50 ms).

The real window, the real engine hosts: each side is "another model" than the chat's, a link to the demo model's
folder under its own name, so each runs in an engine host of its own and both stream at the same time (one model
with two settings would run one after the other). Greedy, the same prompt; the 5 ms ticker runs from the first
streamed piece of either side to the end of both. Prints its line beside the goal.
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import replace
from pathlib import Path

from PySide6.QtWidgets import QApplication

QUICK = None  # a library of bench/ui.py


def _twin(model: Path, folder: Path) -> Path:
    """`model` under another name (a link; a copy where links are not allowed)."""
    try:
        folder.symlink_to(model, target_is_directory=True)
    except OSError:
        shutil.copytree(model, folder)
    return folder


def compare_stalls(app: QApplication, tokens: int) -> dict[str, tuple[float, float]]:
    """{"compare": (longest gap of the 5 ms main-thread timer in ms, the main thread's CPU in it in ms)}."""
    from app.conversation.thread import ThreadItem
    from app.qt.compare import Side
    from app.system.paths import demo_model_dir
    from bench.ui import Ticker, home, wait
    from ui import app as ui_app

    with home(), tempfile.TemporaryDirectory(prefix="hearth-compare-") as tmp:
        demo = demo_model_dir()
        hearth = ui_app.start(demo)
        window, chat = hearth.window, hearth.controller
        window.resize(1100, 750)
        wait(app, lambda: chat.model is not None)
        assert hearth.compare is not None
        compare = hearth.compare.compare
        ticker = Ticker()
        pieces = {0: 0, 1: 0}
        ended: dict[int, ThreadItem] = {}

        def piece(side: int, _text: str) -> None:
            if not any(pieces.values()):
                ticker.start()
            pieces[side] += 1

        compare.side_text.connect(piece)
        compare.side_finished.connect(lambda side, item: ended.__setitem__(side, item))
        settings = replace(chat.settings(), temperature=0.0, max_new_tokens=tokens)
        sides = [Side(settings, _twin(demo, Path(tmp) / name)) for name in ("demo-a", "demo-b")]
        window.composer.set_text("Write a long story about a lighthouse keeper and the sea.")
        assert compare.start(window.composer.text(), *sides)
        wait(app, lambda: not compare.busy, 600)
        stall = ticker.stop()
        facts = [ended[s].message.provenance for s in (0, 1) if s in ended]
        speeds = ", ".join(f"{f.generated_tokens} tokens at {f.tokens_per_s} tok/s" for f in facts if f is not None)
        print(f"two compared replies streamed at once ({speeds}; {pieces[0]} and {pieces[1]} repaints): longest "
              f"stall {stall[0]:.1f} ms ({stall[1]:.1f} ms of it main-thread CPU), goal < 50 ms")
        assert compare.keep(0)
        ui_app.stop(hearth)
    return {"compare": stall}
