"""The messages between a speech client and the speech host process (pickled over a multiprocessing pipe).

Requests: `Transcribe` (one window of 16 kHz samples), `Cancel` (of a queued or running window), `Shutdown`.
Events: `Ready` once the model is loaded, or `LoadFailed`; then for each window exactly one `Text`,
`Failed` or `Stopped` (cancelled), naming its request.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Transcribe:
    id: str
    samples: np.ndarray
    language: str | None
    previous: str  # the text before this window (a caller's prompt): Whisper's <|startofprev|>


@dataclass(frozen=True)
class Cancel:
    id: str


@dataclass(frozen=True)
class Shutdown:
    pass


@dataclass(frozen=True)
class Ready:
    threads: int


@dataclass(frozen=True)
class LoadFailed:
    message: str


@dataclass(frozen=True)
class Text:
    id: str
    text: str


@dataclass(frozen=True)
class Failed:
    id: str
    message: str


@dataclass(frozen=True)
class Stopped:
    id: str


Request = Transcribe | Cancel | Shutdown
Event = Ready | LoadFailed | Text | Failed | Stopped
