"""The Whisper models Hearth offers to download for voice: tiny, base and small, English-only and multilingual.

Each is an onnx-community repo in transformers.js layout (Hugging Face Optimum's export: `onnx/encoder_model.onnx`,
`onnx/decoder_model.onnx`, `onnx/decoder_with_past_model.onnx`, config and tokenizer at the root), fetched by the
models' `Downloader` (progress, pause, hashes) as a `whisper` variant and made runnable by
`models.whisper_tfjs`. Evidence for the repos (read 2026-11-28 through the search tool): the file listings of
Xenova/whisper-tiny.en and onnx-community/whisper-tiny (`onnx/` with those graphs, their quantized and fp16
siblings), onnx-community/whisper-tiny.en, whisper-base.en, whisper-small.en (its `onnx/encoder_model_int8.onnx`)
and whisper-small. Sizes are the three fp32 graphs: tiny's are the hub's (32.9 + 118 + 114 MB), base's and
small's scaled from their parameter counts, so marked approximate. Nothing is downloaded until the person asks.
"""

from __future__ import annotations

from dataclasses import dataclass

MB = 1_000_000


@dataclass(frozen=True)
class SpeechModel:
    repo_id: str
    name: str
    parameters: int
    size: int  # bytes downloaded (the three fp32 graphs and the root files)
    english_only: bool
    size_approximate: bool = True

    @property
    def languages(self) -> str:
        return "English" if self.english_only else "99 languages"


SPEECH_MODELS: tuple[SpeechModel, ...] = (
    SpeechModel("onnx-community/whisper-tiny.en", "Whisper tiny (English)", 39_000_000, 271 * MB, True, False),
    SpeechModel("onnx-community/whisper-tiny", "Whisper tiny (multilingual)", 39_000_000, 271 * MB, False, False),
    SpeechModel("onnx-community/whisper-base.en", "Whisper base (English)", 74_000_000, 510 * MB, True),
    SpeechModel("onnx-community/whisper-base", "Whisper base (multilingual)", 74_000_000, 510 * MB, False),
    SpeechModel("onnx-community/whisper-small.en", "Whisper small (English)", 244_000_000, 1_650 * MB, True),
    SpeechModel("onnx-community/whisper-small", "Whisper small (multilingual)", 244_000_000, 1_650 * MB, False),
)


def speech_model(repo_id: str) -> SpeechModel | None:
    return next((m for m in SPEECH_MODELS if m.repo_id == repo_id), None)
