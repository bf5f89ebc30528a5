"""Audio files of every format Hearth reads, made here with PyAV's encoders from samples in memory."""

from __future__ import annotations

import io

import numpy as np

from app.voice.audio import RATE

# extension: (container format, codec, sample rate)
FORMATS = {
    "wav": ("wav", "pcm_s16le", 22_050),
    "mp3": ("mp3", "libmp3lame", 44_100),
    "m4a": ("ipod", "aac", 48_000),
    "flac": ("flac", "flac", 16_000),
    "ogg": ("ogg", "libopus", 48_000),
}


def encode(samples: np.ndarray, extension: str, rate: int = RATE) -> bytes:
    """`samples` (mono float32 at `rate`) as a file of the given kind, resampled to that format's usual rate."""
    import av

    container_format, codec, out_rate = FORMATS[extension]
    out = io.BytesIO()
    with av.open(out, mode="w", format=container_format) as container:
        stream = container.add_stream(codec, rate=out_rate, layout="mono")
        frame = av.AudioFrame.from_ndarray(samples.reshape(1, -1).astype(np.float32), format="flt", layout="mono")
        frame.sample_rate = rate
        resampler = av.AudioResampler(format=stream.format.name, layout="mono", rate=out_rate)
        for chunk in [*resampler.resample(frame), *resampler.resample(None)]:
            for packet in stream.encode(chunk):
                container.mux(packet)
        for packet in stream.encode(None):
            container.mux(packet)
    return out.getvalue()
