"""What voice can use on this computer, printed as JSON: the audio inputs and the text-to-speech engines and
voices Qt finds. Run as a child process by `main.py doctor` (which knows no Qt) and by Preferences → Voice, so
that loading QtMultimedia, and whatever the platform's audio services say while it does, stays out of the
report. Each engine is made as read aloud makes it (`app.qt.voice_engine`): one that does not answer within
`ENGINE_WAIT_MS` (a speech-dispatcher without its audio output) is reported so, not waited on.
"""

from __future__ import annotations

import json
import sys
from typing import Any

ENGINE_WAIT_MS = 10_000  # an engine not made by then is reported as not answering


def probe() -> dict[str, Any]:
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])
    found: dict[str, Any] = {"inputs": [], "default_input": "", "tts_engines": {}, "problem": ""}
    try:
        from PySide6.QtMultimedia import QMediaDevices
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError as exc:
        found["problem"] = f"Qt's multimedia modules are missing (PySide6-Addons): {exc}"
        return found
    found["inputs"] = [device.description() for device in QMediaDevices.audioInputs()]
    default = QMediaDevices.defaultAudioInput()
    found["default_input"] = "" if default.isNull() else default.description()
    for name in QTextToSpeech.availableEngines():
        if name != "mock":
            found["tts_engines"][name] = _engine(name)
    del app
    return found


def _engine(name: str) -> dict[str, Any]:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtTextToSpeech import QTextToSpeech

    from app.qt.voice_engine import VoiceEngine

    engine = VoiceEngine(name)
    if not engine.made:
        loop = QEventLoop()
        engine.engine_made.connect(loop.quit)
        QTimer.singleShot(ENGINE_WAIT_MS, loop.quit)
        loop.exec()
    if not engine.made:
        return {"works": False, "voices": [], "problem": f"it did not answer within {ENGINE_WAIT_MS // 1000} s"}
    ok = engine.state() != QTextToSpeech.State.Error
    return {"works": ok, "voices": engine.voice_names if ok else [], "problem": "" if ok else engine.errorString()}


if __name__ == "__main__":
    sys.stdout.write(json.dumps(probe()) + "\n")
