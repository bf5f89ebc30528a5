"""The speech model: CTranslate2's Whisper read back into Hugging Face's, built with ORT GenAI's builder."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from models.ct2_whisper import hf_state_dict, read_ct2
from models.errors import ModelError


def test_reading_inverts_ctranslate2s_own_converter(tmp_path: Path) -> None:
    """A small random Whisper through CTranslate2's transformers converter and back: every tensor exact."""
    import ctranslate2
    import torch
    from transformers import WhisperConfig, WhisperForConditionalGeneration

    torch.manual_seed(0)
    config = WhisperConfig(vocab_size=300, num_mel_bins=16, d_model=32, encoder_layers=2, decoder_layers=3,
                           encoder_attention_heads=2, decoder_attention_heads=4, encoder_ffn_dim=48,
                           decoder_ffn_dim=40, max_source_positions=30, max_target_positions=20, bos_token_id=1,
                           eos_token_id=1, pad_token_id=1, decoder_start_token_id=2)
    model = WhisperForConditionalGeneration(config).eval()
    model.save_pretrained(tmp_path / "hf")
    ctranslate2.converters.TransformersConverter(str(tmp_path / "hf"), load_as_float16=False).convert(
        str(tmp_path / "ct2"))

    state = hf_state_dict(read_ct2(tmp_path / "ct2" / "model.bin"))

    expected = {name: tensor.numpy() for name, tensor in model.state_dict().items()}
    assert state.keys() == expected.keys()
    for name, tensor in expected.items():
        np.testing.assert_array_equal(state[name], tensor, err_msg=name)


@pytest.mark.parametrize("data", [b"", b"\x06\x00\x00\x00", b"not a model at all, just some text here"])
def test_a_damaged_model_file_is_refused_in_words(tmp_path: Path, data: bytes) -> None:
    (tmp_path / "model.bin").write_bytes(data)
    with pytest.raises(ModelError, match="not a CTranslate2 model") as caught:
        read_ct2(tmp_path / "model.bin")
    assert caught.value.code == "speech_model_unreadable"


@pytest.mark.slow
def test_the_built_model_gives_ctranslate2s_logits(speech_model: Path) -> None:
    """The first step's logits of the built ORT GenAI model against CTranslate2 running the package's own
    model.bin on the same log-mel features (the reference: the weights as published)."""
    import ctranslate2
    import onnxruntime_genai as og

    from app.voice.audio import pcm16_wav
    from models.speech_model import FOLDER, PACKAGE, model_facts
    from tests.voice.speech import spoken

    assert model_facts(speech_model)["languages"] == ["en"]
    model = og.Model(str(speech_model))
    processor = model.create_multimodal_processor()
    wav = pcm16_wav(spoken(["Please send the quarterly report to the finance team before Friday."]))
    inputs = processor(["<|startoftranscript|><|notimestamps|>"], audios=og.Audios.open_bytes(wav))
    features = inputs["audio_features"].as_numpy()
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=448)
    generator = og.Generator(model, params)
    generator.set_inputs(inputs)
    ours = np.asarray(generator.get_logits()).reshape(-1)

    import importlib.metadata

    weights = Path(str(importlib.metadata.distribution(PACKAGE).locate_file(FOLDER)))
    reference = ctranslate2.models.Whisper(str(weights), compute_type="float32")
    result = reference.generate(ctranslate2.StorageView.from_array(features), [[50257, 50362]], max_length=3,
                                beam_size=1, return_logits_vocab=True)
    theirs = np.asarray(result[0].logits[0][0])
    kept = np.abs(theirs) < 1e30  # CTranslate2 applies the model's suppressed tokens to its logits
    suppressed = json.loads((weights / "config.json").read_text())["suppress_ids"]
    assert kept.sum() >= len(theirs) - len(suppressed) - 2
    assert np.abs(ours[kept] - theirs[kept]).max() < 1e-3
    assert int(np.argmax(np.where(kept, ours, -np.inf))) == int(np.argmax(np.where(kept, theirs, -np.inf)))
