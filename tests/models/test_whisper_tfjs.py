"""A transformers.js Whisper from the speech catalog: listed as one `whisper` variant, downloaded through the real
huggingface_hub client from the fake hub (hashes checked), made runnable for ORT GenAI (the encoder given the
cross-attention projections, the config synthesized) and transcribing real espeak-ng speech."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from models.hub.download import Downloader, DownloadRequest
from models.hub.repo import list_variants
from models.hub.transfer import DownloadOptions
from models.speech_catalog import SPEECH_MODELS, speech_model
from tests.models.fakehub import FakeHub
from tests.models.make_whisper_tfjs import GRAPHS, ROOT_FILES, ensure_whisper_tfjs
from tests.voice.speech import espeak_wav
from tests.voice.test_speech_engine import words

SENTENCE = "Remind me to call my sister after dinner."
# onnx/ as the hub lists it for onnx-community/whisper-tiny.en: each graph with its quantized and fp16 siblings
SIBLINGS = ("encoder_model_quantized.onnx", "decoder_model_merged.onnx", "decoder_model_merged_fp16.onnx",
            "decoder_with_past_model_quantized.onnx", "decoder_model_quantized.onnx")


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    with FakeHub() as server:
        yield server


def test_the_catalog_offers_tiny_base_and_small_in_english_and_multilingual() -> None:
    names = {m.repo_id.removeprefix("onnx-community/whisper-") for m in SPEECH_MODELS}
    assert names == {"tiny", "tiny.en", "base", "base.en", "small", "small.en"}
    tiny = speech_model("onnx-community/whisper-tiny.en")
    assert tiny is not None and tiny.english_only and not tiny.size_approximate and tiny.languages == "English"


def test_a_whisper_repo_is_one_variant_of_its_three_fp32_graphs(hub: FakeHub) -> None:
    files = {f"onnx/{name}": b"g" * 100 for name in (*GRAPHS, *SIBLINGS)}
    files.update({name: b"{}" for name in ROOT_FILES}, **{"README.md": b"card"})
    hub.add_repo("onnx-community/whisper-tiny.en", files)
    [variant] = list_variants("onnx-community/whisper-tiny.en", endpoint=hub.endpoint)
    assert variant.kind == "whisper"
    assert sorted(f.path for f in variant.files) == sorted([*(f"onnx/{g}" for g in GRAPHS), *ROOT_FILES])


@pytest.mark.slow
def test_downloaded_and_made_runnable_it_transcribes(hub: FakeHub, tmp_path: Path) -> None:
    import onnxruntime_genai as og

    repo = ensure_whisper_tfjs()
    hub.add_repo("onnx-community/whisper-tiny.en",
                 {str(p.relative_to(repo)): p for p in repo.rglob("*") if p.is_file()})
    result = Downloader(tmp_path / "speech-models", endpoint=hub.endpoint,
                        options=DownloadOptions(disk_margin=0)).download(
        DownloadRequest("onnx-community/whisper-tiny.en"))
    assert result.outcome == "installed" and result.model is not None
    folder = result.model.path
    assert (folder / "genai_config.json").is_file() and (folder / "encoder_genai.onnx").is_file()

    model = og.Model(str(folder))
    processor = model.create_multimodal_processor()
    inputs = processor(["<|startoftranscript|><|notimestamps|>"], audios=og.Audios.open_bytes(espeak_wav(SENTENCE)))
    params = og.GeneratorParams(model)
    params.set_search_options(do_sample=False, max_length=448, batch_size=1)
    generator = og.Generator(model, params)
    generator.set_inputs(inputs)
    while not generator.is_done():
        generator.generate_next_token()
    assert words(processor.decode(generator.get_sequence(0))) == words(SENTENCE)
