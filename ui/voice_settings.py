"""Preferences → Voice: the microphone dictation listens to, reading replies aloud (the voice, its rate and volume),
sending what was dictated.

The microphones and the voices are listed on request ("Find microphones and voices"), by `app.qt.voice_probe` in a
child process on a worker thread: loading QtMultimedia in the window's own process costs start-up time and logs the
optional system libraries it does not find, and most people never change the system's default. The setting names a
device by its description and a voice by its name ("" is the system's default, whatever it is at the time). The
voices are those of the engine reading aloud (the platform's first, `app.qt.read_aloud.engines`).
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QWidget,
)

from app.accel.python import command
from app.qt.i18n import translate
from app.qt.settings_service import SettingsService
from app.qt.workers import Worker
from app.settings import Settings


def find_microphones() -> tuple[list[str], list[str]]:
    """The audio inputs and the reading voices Qt finds here (on a worker thread: a child process of a second
    or two)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(command("-m", "app.qt.voice_probe"), capture_output=True, text=True, timeout=60, env=env,
                          check=False)
    try:
        found = json.loads(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        raise RuntimeError(done.stderr.strip()[-300:] or "no answer") from None
    if found.get("problem"):
        raise RuntimeError(found["problem"])
    engines = [e for e in found.get("tts_engines", {}).values() if e.get("works")]
    voices = [str(name) for name in engines[0].get("voices", [])] if engines else []
    return [str(name) for name in found.get("inputs", [])], voices


class VoiceSettings(QWidget):
    def __init__(self, service: SettingsService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        form = QFormLayout(self)
        self.microphone_combo = QComboBox(self)
        self.microphone_combo.setAccessibleName(translate("Voice", "Microphone"))
        self.microphone_combo.activated.connect(
            lambda row: service.update(voice_input=self.microphone_combo.itemData(row)))
        self.find_button = QPushButton(translate("Voice", "Find microphones and voices"), self)
        self.find_button.clicked.connect(self.list_microphones)
        row = QHBoxLayout()
        row.addWidget(self.microphone_combo, 1)
        row.addWidget(self.find_button)
        self.found_label = QLabel(self)
        self.found_label.setWordWrap(True)
        self.found_label.hide()
        self.read_aloud_check = QCheckBox(translate("Voice", "Read replies aloud while they are written"), self)
        self.read_aloud_check.toggled.connect(lambda on: service.update(read_aloud=on))
        self.dictation_sends_check = QCheckBox(translate("Voice", "Send what I dictate when I stop talking"), self)
        self.dictation_sends_check.toggled.connect(lambda on: service.update(dictation_sends=on))
        note = QLabel(translate("Voice", "Dictation (Ctrl+Shift+D) writes your words into the message box; with the "
                                         "second switch on the message is sent as soon as they are written down. "
                                         "Speech is turned into text on this computer; the recording is kept in "
                                         "memory only."), self)
        note.setWordWrap(True)
        form.addRow(translate("Voice", "Microphone"), row)
        form.addRow("", self.found_label)
        self.voice_combo = QComboBox(self)
        self.voice_combo.setAccessibleName(translate("Voice", "Voice"))
        self.voice_combo.activated.connect(lambda row: service.update(voice_output=self.voice_combo.itemData(row)))
        self.rate_slider = self._slider(-10, 10, translate("Voice", "Speaking rate"),
                                        lambda value: service.update(voice_rate=value))
        self.volume_slider = self._slider(0, 100, translate("Voice", "Volume"),
                                          lambda value: service.update(voice_volume=value))
        form.addRow(self.read_aloud_check)
        form.addRow(translate("Voice", "Voice"), self.voice_combo)
        form.addRow(translate("Voice", "Rate"), self.rate_slider)
        form.addRow(translate("Voice", "Volume"), self.volume_slider)
        form.addRow(self.dictation_sends_check)
        form.addRow(note)
        self._found: list[str] = []
        self._voices: list[str] = []
        self._worker = Worker("hearth-microphones", self)
        self._worker.succeeded.connect(self._listed)
        self._worker.failed.connect(self._not_listed)
        self.show_settings(service.settings)

    def _slider(self, low: int, high: int, name: str, changed: Callable[[int], object]) -> QSlider:
        slider = QSlider(Qt.Orientation.Horizontal, self)
        slider.setRange(low, high)
        slider.setAccessibleName(name)
        slider.setPageStep(max(1, (high - low) // 10))
        slider.valueChanged.connect(lambda value: None if slider.isSliderDown() else changed(value))
        slider.sliderReleased.connect(lambda: changed(slider.value()))  # once, where the drag ended
        return slider

    def list_microphones(self) -> None:
        self.find_button.setEnabled(False)
        self.found_label.setText(translate("Voice", "Looking for microphones…"))
        self.found_label.show()
        self._worker.submit(find_microphones, expected=(RuntimeError, OSError, subprocess.TimeoutExpired),
                            unexpected=translate("Voice", "The microphones could not be listed ({error})."))

    def _listed(self, _job: int, found: object) -> None:
        self._found, self._voices = found if isinstance(found, tuple) else ([], [])
        self.find_button.setEnabled(True)
        self.found_label.setText(translate("Voice", "No microphone was found: connect one, or check the system's sound "
                                     "settings.") if not self._found else "")
        self.found_label.setVisible(not self._found)
        self.show_settings(self._service.settings)

    def _not_listed(self, _job: int, message: str) -> None:
        self.find_button.setEnabled(True)
        self.found_label.setText(message)
        self.found_label.show()

    def show_settings(self, s: Settings) -> None:
        controls: list[QWidget] = [self.microphone_combo, self.read_aloud_check, self.dictation_sends_check,
                                   self.voice_combo, self.rate_slider, self.volume_slider]
        blocked = [c.blockSignals(True) for c in controls]
        try:
            self.microphone_combo.clear()
            self.microphone_combo.addItem(translate("Voice", "The system's default"), "")
            for name in dict.fromkeys([*self._found, *([s.voice_input] if s.voice_input else [])]):
                self.microphone_combo.addItem(name, name)
            self.microphone_combo.setCurrentIndex(max(0, self.microphone_combo.findData(s.voice_input)))
            self.voice_combo.clear()
            self.voice_combo.addItem(translate("Voice", "The system's default"), "")
            for name in dict.fromkeys([*self._voices, *([s.voice_output] if s.voice_output else [])]):
                self.voice_combo.addItem(name, name)
            self.voice_combo.setCurrentIndex(max(0, self.voice_combo.findData(s.voice_output)))
            self.rate_slider.setValue(s.voice_rate)
            self.volume_slider.setValue(s.voice_volume)
            self.read_aloud_check.setChecked(s.read_aloud)
            self.dictation_sends_check.setChecked(s.dictation_sends)
        finally:
            for control, was in zip(controls, blocked, strict=True):
                control.blockSignals(was)

    def shutdown(self) -> None:
        self._worker.shutdown()
