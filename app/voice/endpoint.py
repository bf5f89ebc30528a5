"""The end of an utterance in live audio: speech heard, then a stretch of silence.

With silero-vad (`app.voice.vad`, when the speech model's folder has it) a 32 ms frame is speech at a
probability of 0.5 and silence below 0.35 (silero's own thresholds), so a fan or a keyboard does not keep it
listening; without it, an energy detector over 20 ms frames with a noise floor that follows the room. The
utterance has ended once speech was heard and `silence_s` of non-speech followed it. Whisper gets the whole
recording either way: this only decides when to stop listening, so a miss costs a press of the button,
never words.
"""

from __future__ import annotations

import numpy as np

from app.voice.audio import RATE
from app.voice.vad import FRAME as VAD_FRAME
from app.voice.vad import SileroVad
from app.voice.windows import SILENCE_RMS

FRAME = RATE // 50  # 20 ms
SPEECH_OVER_FLOOR = 3.0
MIN_SPEECH_RMS = 2 * SILENCE_RMS
SPEECH_P, SILENCE_P = 0.5, 0.35
SILENCE_S = 0.8  # non-speech after speech that ends an utterance


class EndOfSpeech:
    def __init__(self, silence_s: float = SILENCE_S, min_speech_s: float = 0.2, vad: SileroVad | None = None) -> None:
        frame = VAD_FRAME if vad is not None else FRAME
        self.vad = vad
        self.silence_frames = round(silence_s * RATE / frame)
        self.min_speech_frames = round(min_speech_s * RATE / frame)
        self.floor = SILENCE_RMS
        self.speech_frames = 0
        self.quiet_frames = 0
        self._rest = np.zeros(0, dtype=np.float32)

    @property
    def heard_speech(self) -> bool:
        return self.speech_frames >= self.min_speech_frames

    def feed(self, samples: np.ndarray) -> bool:
        """Take the next 16 kHz samples; True once the utterance has ended."""
        if self.vad is not None:
            for p in self.vad.probabilities(samples):
                if p >= SPEECH_P:
                    self.speech_frames += 1
                    self.quiet_frames = 0
                elif p < SILENCE_P:
                    self.quiet_frames += 1
            return self.heard_speech and self.quiet_frames >= self.silence_frames
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
