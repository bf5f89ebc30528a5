"""Voice activity: silero-vad's ONNX model (MIT) on ONNX Runtime, which Hearth already ships.

The model reads 512 samples (32 ms at 16 kHz) at a time, with the 64 samples before them as context and
its recurrent state carried from call to call (as silero-vad's own `OnnxWrapper` does), and gives the
probability that the frame is speech. It comes from the silero-vad wheel, taken into the speech model's
folder when that is built (`models.speech_model`): nothing is downloaded at run time. About 0.1 ms a frame,
one thread.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

FRAME = 512
CONTEXT = 64
RATE = 16_000


class SileroVad:
    def __init__(self, model: Path) -> None:
        import onnxruntime as ort

        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        self._session: Any = ort.InferenceSession(str(model), sess_options=options,
                                                  providers=["CPUExecutionProvider"])
        self.reset()

    def reset(self) -> None:
        self._state = np.zeros((2, 1, 128), dtype=np.float32)
        self._context = np.zeros(CONTEXT, dtype=np.float32)
        self._rest = np.zeros(0, dtype=np.float32)

    def probabilities(self, samples: np.ndarray) -> list[float]:
        """The speech probability of each whole 32 ms frame completed by `samples` (the rest waits)."""
        data = np.concatenate([self._rest, samples.astype(np.float32, copy=False)])
        found: list[float] = []
        at = 0
        while at + FRAME <= len(data):
            frame = np.concatenate([self._context, data[at:at + FRAME]])[None, :]
            out, self._state = self._session.run(None, {"input": frame, "state": self._state,
                                                        "sr": np.array(RATE, dtype=np.int64)})
            self._context = frame[0, -CONTEXT:]
            found.append(float(out[0][0]))
            at += FRAME
        self._rest = data[at:]
        return found
