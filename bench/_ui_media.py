"""For `bench/ui.py`: the window's longest main-thread stall while a reply streams its thinking, and while
a large photo is attached and sent (a library of bench/ui.py, not a bench of its own); the figures of
`bench/_ui_voice.py` (listening, voice_start, speaking) and `bench/_ui_compare.py` (two compared replies) are
added to these.

- thinking: a model whose template thinks (Qwen3's, so the Think switch and the folded "Thinking…" line
  are live) streams 1,500 words of thinking then an answer, a piece every 2 ms from a scripted engine
  (only the window's work is measured); then again with the thinking line opened as the reply starts
  (every piece then re-renders the whole thinking so far: the costlier case);
- image: a 4000×3000 JPEG (~2 MB) is attached to the draft (checked, stored and shrunk on the worker
  thread), then sent: its thumbnail is decoded at thumbnail size on the main thread.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, QUrl
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from bench.ui import ManualEngine

QUICK = None  # a library of bench/ui.py
QWEN3_TEMPLATE = ("{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- if enable_thinking is "
                  "defined and enable_thinking is false %}{{- '<think>\\n\\n</think>\\n\\n' }}{%- endif %}{%- endif %}")


def _thinking_model(root: Path) -> Path:
    folder = root / "qwen3-thinking"
    folder.mkdir()
    (folder / "chat_template.jinja").write_text(QWEN3_TEMPLATE, encoding="utf-8")
    (folder / "tokenizer_config.json").write_text("{}", encoding="utf-8")
    (folder / "tokenizer.json").write_text(json.dumps({"added_tokens": [{"content": "<think>"},
                                                                        {"content": "</think>"}]}))
    (folder / "genai_config.json").write_text(json.dumps({"model": {"type": "qwen2_5_vl", "vision": {}}}))
    return folder  # it also "sees", so the image scenario can use it


def media_stalls(app: QApplication, words: int = 1500, side: tuple[int, int] = (4000, 3000),
                 ) -> dict[str, tuple[float, float]]:
    """{"thinking", "thinking_open", "image_attach", "image_send"}, and `bench._ui_voice`'s "listening",
    "voice_start" and "speaking": the longest gap of a 5 ms main-thread timer (ms) and the main thread's CPU
    time within it (ms), as `bench.ui.Ticker` measures them."""
    from app.chat.images import images_dir
    from bench._ui_compare import compare_stalls
    from bench._ui_voice import voice_stalls
    from bench.ui import ManualEngine, Ticker, home, wait
    from tests.app.images import encoded
    from ui import app as ui_app
    from ui.wiring.images import ImageDraft

    out: dict[str, tuple[float, float]] = {}
    with home(), tempfile.TemporaryDirectory(prefix="hearth-media-") as tmp:
        engine = ManualEngine()
        hearth = ui_app.start(_thinking_model(Path(tmp)), engine_factory=lambda: engine)
        window, chat = hearth.window, hearth.controller
        window.resize(1100, 750)
        wait(app, lambda: chat.model is not None)
        # A settled window: the hardware probe's answer re-lays out the model bar (once, seconds after start,
        # up to ~70 ms of main-thread CPU with the first layouts and paints), which is not the stream's.
        wait(app, lambda: window.models is None or window.models.hardware is not None)
        _settle(app, 1.0)
        ticker = Ticker()

        pieces = ["<think>\n"] + [f" step{i}" + ("\n" if i % 40 == 39 else "") for i in range(words)] + [
            "\n</think>\n\n"] + [f" answer{i}" for i in range(200)]
        finished: list[object] = []
        chat.turns.reply_finished.connect(lambda *_a: finished.append(1))
        for key, opened in (("thinking", False), ("thinking_open", True)):
            finished.clear()
            window.composer.set_text("Think hard about the sea.")
            window.composer.submit()
            app.processEvents()
            if opened:  # the person opens the thinking line at once: every piece then re-renders all of it
                reply = window.chat_view.message_ids()[-1]
                window.chat_view.browser.anchorClicked.emit(QUrl(f"hearth:thinking/{reply}"))
            ticker.start()
            _stream(app, engine, pieces, finished)
            out[key] = ticker.stop()

        draft = window.findChildren(ImageDraft)[0]
        photo = encoded(*side, fmt="JPEG")
        ticker.start()
        draft.add(photo, "photo.jpg")
        wait(app, lambda: bool(draft.images))
        _settle(app)  # the thumbnail's layout and paint
        out["image_attach"] = ticker.stop()
        finished.clear()
        ticker.start()
        window.composer.set_text("What is in this photo?")
        window.composer.submit()
        wait(app, lambda: bool(chat.thread_items()))
        _settle(app)  # the message and its thumbnail, decoded on the main thread, laid out and painted
        assert "hearth-image:" in window.chat_view.browser.toHtml()
        out["image_send"] = ticker.stop()
        assert any(images_dir().iterdir())
        ui_app.stop(hearth)
    return {**out, **voice_stalls(app), **compare_stalls(app, 200 if words >= 1000 else 16)}


def _stream(app: QApplication, engine: ManualEngine, pieces: list[str], finished: list[object]) -> None:
    """The pieces from the scripted engine, one every 2 ms, then its `done`; back when the reply has ended."""
    from app.engine import protocol as p
    from bench.ui import wait

    feed = QTimer()
    feed.setInterval(2)
    queue = list(pieces)

    def emit() -> None:
        if queue:
            engine.tokens.emit(engine.id, queue.pop(0))
        else:
            feed.stop()
            engine.done.emit(p.Done(engine.id, "stop", 100, 0, len(pieces), 0.01, 50.0))

    feed.timeout.connect(emit)
    feed.start()
    wait(app, lambda: bool(finished))


def _settle(app: QApplication, seconds: float = 0.3) -> None:
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)
