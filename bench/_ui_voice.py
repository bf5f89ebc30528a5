"""For `bench/ui.py`: the window's longest main-thread stall while it listens, writes down and reads aloud
(a library of bench/ui.py, not a bench of its own).

- listening: dictation in the real window fed real espeak-ng speech in real time at the capture boundary (a
  20 ms block every 20 ms, as QAudioSource delivers them), the level meter and silero-vad's end of speech on
  the main thread, then the words written down by the real speech model (a worker thread and the speech
  process) until they are in the message box;
- speaking: a reply of 20 sentences read aloud through QtTextToSpeech for four seconds (a sentence handed to the
  voice after another ended among them), on the platform's first working engine (speech-dispatcher with
  espeak-ng once set up as bench/README.md says), made beforehand as the window makes it when replies are read
  aloud, else Qt's `mock` engine (the window's own work only); the engine used is said on stderr.
"""

from __future__ import annotations

import os
import sys

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

QUICK = None  # a library of bench/ui.py
_BLOCK = 320  # 20 ms at 16 kHz


class _RealTimeFeed(QObject):
    samples = Signal(object)
    failed = Signal(str)

    def __init__(self, audio: np.ndarray) -> None:
        super().__init__()
        self.audio, self.at = audio, 0
        self.timer = QTimer(self, interval=20)
        self.timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.at = 0
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        block = self.audio[self.at:self.at + _BLOCK]
        self.at += _BLOCK
        self.samples.emit(block if len(block) == _BLOCK else np.zeros(_BLOCK, dtype=np.float32))


def voice_stalls(app: QApplication) -> dict[str, tuple[float, float]]:
    """{"listening", "voice_start", "speaking"}: the longest gap of a 5 ms main-thread timer (ms) and the main
    thread's CPU time within it (ms), as `bench.ui.Ticker` measures them."""
    from app.qt.read_aloud import ReadAloud
    from app.system.paths import speech_model_dir
    from bench.ui import ManualEngine, Ticker, home, wait
    from bench.voice import speak, tts_engine
    from models.speech_model import ensure_speech_model
    from ui import app as ui_app
    from ui.wiring import voice

    os.environ.setdefault("HEARTH_SPEECH_DIR", str(ensure_speech_model(speech_model_dir(), print)))  # before home()
    audio = np.concatenate([speak(["Remind me to call my sister after dinner."]), np.zeros(16_000, np.float32)])
    out: dict[str, tuple[float, float]] = {}
    voice_engine = tts_engine()
    print(f"(reading aloud on {voice_engine})", file=sys.stderr)
    with home():
        feed = _RealTimeFeed(audio)
        real_microphone, real_connect = voice._microphone, ui_app.connect_voice
        voice._microphone = lambda _device: feed  # type: ignore[assignment,return-value]
        ui_app.connect_voice = lambda window, settings, speech=None: real_connect(  # type: ignore[assignment]
            window, settings, ReadAloud(voice_engine, window), speech)
        try:
            engine = ManualEngine()
            hearth = ui_app.start(None, engine_factory=lambda: engine)
            controls = hearth.voice
            assert controls is not None
            ticker = Ticker()
            ticker.start()
            controls.button.click()
            wait(app, lambda: bool(hearth.window.composer.text()), timeout_s=300)
            out["listening"] = ticker.stop()
            ticker.start()
            controls.reader.prepare()  # made before, as the window does when replies are read aloud
            wait(app, lambda: controls.reader.engine is None or controls.reader.engine.made, timeout_s=30)
            out["voice_start"] = ticker.stop()  # speech-dispatcher's is made on its voice thread
            ticker.start()
            controls.reader.read(" ".join(f"This is sentence number {i} of the reply." for i in range(20)))
            _run(app, 4.0)
            out["speaking"] = ticker.stop()
            controls.reader.stop()
            ui_app.stop(hearth)
        finally:
            voice._microphone, ui_app.connect_voice = real_microphone, real_connect  # type: ignore[assignment]
    return out


def _run(app: QApplication, seconds: float) -> None:
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)
