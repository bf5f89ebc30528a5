"""What voice can use on this computer, printed as JSON: the audio inputs and the text-to-speech engines and
voices Qt finds. Run as a child process by `main.py doctor` (which knows no Qt), so that loading QtMultimedia,
and whatever the platform's audio services say while it does, stays out of the report.
"""

from __future__ import annotations

import json
import sys
from typing import Any


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
        if name == "mock":
            continue
        tts = QTextToSpeech(name)
        ok = tts.state() != QTextToSpeech.State.Error
        found["tts_engines"][name] = {"works": ok, "voices": [v.name() for v in tts.availableVoices()] if ok else [],
                                      "problem": "" if ok else tts.errorString()}
    del app
    return found


if __name__ == "__main__":
    sys.stdout.write(json.dumps(probe()) + "\n")
