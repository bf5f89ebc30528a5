"""The default (or chosen) microphone through QtMultimedia's QAudioSource, as 16 kHz mono float32 blocks.

The device is asked for 16 kHz mono 16-bit; a device that only offers its own format (48 kHz stereo float on
most laptops) is read in it and converted here: channels averaged, rate changed by linear interpolation
(speech has little above 4 kHz, well under the 8 kHz Whisper keeps). No device, or one the system refuses
(macOS and Windows ask the person first), is said in words through `failed`.

Signals of `Microphone`:
    samples(object): a block of 16 kHz mono float32 samples (numpy), about every 50 ms.
    failed(str): why there is no sound (no input device, access refused, the device went away).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QIODevice, QObject, Signal
from PySide6.QtMultimedia import QAudioDevice, QAudioFormat, QAudioSource, QMediaDevices, QtAudio

from app.qt.i18n import translate
from app.voice.audio import RATE

_NUMPY = {QAudioFormat.SampleFormat.Int16: np.int16, QAudioFormat.SampleFormat.Int32: np.int32,
          QAudioFormat.SampleFormat.Float: np.float32, QAudioFormat.SampleFormat.UInt8: np.uint8}


def input_devices() -> list[str]:
    """The names of the audio inputs the system offers (the default first)."""
    default = QMediaDevices.defaultAudioInput()
    names = [d.description() for d in QMediaDevices.audioInputs()]
    if not default.isNull() and default.description() in names:
        names.remove(default.description())
        names.insert(0, default.description())
    return names


def to_speech_rate(data: bytes, fmt: QAudioFormat) -> np.ndarray:
    """Raw samples in the device's format as 16 kHz mono float32."""
    kind = _NUMPY.get(fmt.sampleFormat(), np.int16)
    raw = np.frombuffer(data[: len(data) // fmt.bytesPerFrame() * fmt.bytesPerFrame()], dtype=kind)
    samples: np.ndarray = raw.reshape(-1, max(1, fmt.channelCount())).astype(np.float32).mean(axis=1)
    if kind == np.int16:
        samples /= 32768.0
    elif kind == np.int32:
        samples /= 2147483648.0
    elif kind == np.uint8:
        samples = (samples - 128.0) / 128.0
    rate = fmt.sampleRate()
    if rate != RATE and len(samples):
        positions = np.arange(0, len(samples) * RATE / rate) * rate / RATE
        samples = np.interp(positions, np.arange(len(samples)), samples).astype(np.float32)
    return samples


class Microphone(QObject):
    samples = Signal(object)
    failed = Signal(str)

    def __init__(self, device: Callable[[], str] = lambda: "", parent: QObject | None = None) -> None:
        """`device` names the input chosen in Preferences at each start ("" is the system's default)."""
        super().__init__(parent)
        self.device = device
        self._source: QAudioSource | None = None
        self._io: QIODevice | None = None
        self._format = QAudioFormat()

    def _device(self) -> QAudioDevice:
        wanted = self.device()
        for device in QMediaDevices.audioInputs():
            if wanted and device.description() == wanted:
                return device
        return QMediaDevices.defaultAudioInput()  # the chosen one is gone: the default, rather than nothing

    def start(self) -> None:
        device = self._device()
        if device.isNull():
            self.failed.emit(translate("Voice",
                                       "No microphone was found. Connect one, or check that the system's sound "
                                       "settings list an input device."))
            return
        wanted = QAudioFormat()
        wanted.setSampleRate(RATE)
        wanted.setChannelCount(1)
        wanted.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        self._format = wanted if device.isFormatSupported(wanted) else device.preferredFormat()
        self._source = QAudioSource(device, self._format, self)
        self._source.stateChanged.connect(self._state_changed)
        self._io = self._source.start()
        if self._io is None or self._source.error() != QtAudio.Error.NoError:
            self._refused()
            return
        self._io.readyRead.connect(self._read)

    def stop(self) -> None:
        source, self._source, self._io = self._source, None, None
        if source is not None:
            source.stop()
            source.deleteLater()

    def _read(self) -> None:
        if self._io is not None:
            data = bytes(self._io.readAll().data())
            if data:
                self.samples.emit(to_speech_rate(data, self._format))

    def _state_changed(self, state: QtAudio.State) -> None:
        if self._source is not None and state == QtAudio.State.StoppedState and \
                self._source.error() != QtAudio.Error.NoError:
            self._refused()

    def _refused(self) -> None:
        self.stop()
        self.failed.emit(translate("Voice",
                                   "The microphone could not be opened: the system may be refusing Hearth access to it "
                                   "(macOS: System Settings → Privacy & Security → Microphone; Windows: Settings → "
                                   "Privacy → Microphone), or another program holds it."))
