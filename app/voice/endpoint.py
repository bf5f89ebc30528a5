"""The end of an utterance in live audio: speech heard, then a stretch of silence.

An energy detector over 20 ms frames with a noise floor that follows the room: a frame is speech when it is
several times louder than the floor (and above an absolute minimum), and the utterance has ended once speech
was heard and `silence_s` of non-speech followed it. Whisper gets the whole recording either way: this only
decides when to stop listening, so a miss costs a press of the button, never words.
"""

from __future__ import annotations

import numpy as np

from app.voice.audio import RATE
from app.voice.windows import SILENCE_RMS

FRAME = RATE // 50  # 20 ms
SPEECH_OVER_FLOOR = 3.0
MIN_SPEECH_RMS = 2 * SILENCE_RMS


class EndOfSpeech:
    def __init__(self, silence_s: float = 0.8, min_speech_s: float = 0.2) -> None:
        self.silence_frames = round(silence_s * RATE / FRAME)
        self.min_speech_frames = round(min_speech_s * RATE / FRAME)
        self.floor = SILENCE_RMS
        self.speech_frames = 0
        self.quiet_frames = 0
        self._rest = np.zeros(0, dtype=np.float32)

    @property
    def heard_speech(self) -> bool:
        return self.speech_frames >= self.min_speech_frames

    def feed(self, samples: np.ndarray) -> bool:
        """Take the next 16 kHz samples; True once the utterance has ended."""
        data = np.concatenate([self._rest, samples.astype(np.float32, copy=False)])
        whole = len(data) // FRAME * FRAME
        self._rest = data[whole:]
        frames = data[:whole].reshape(-1, FRAME)
        for rms in np.sqrt(np.mean(frames * frames, axis=1)) if len(frames) else ():
            if rms > max(MIN_SPEECH_RMS, self.floor * SPEECH_OVER_FLOOR):
                self.speech_frames += 1
                self.quiet_frames = 0
            else:
                # the floor follows the room down at once and up slowly (a voice must not raise it)
                self.floor = float(rms) if rms < self.floor else 0.995 * self.floor + 0.005 * float(rms)
                self.quiet_frames += 1
        return self.heard_speech and self.quiet_frames >= self.silence_frames
