"""Make a transformers.js / onnx-community Whisper runnable by ORT GenAI: the encoder it needs, and its config.

Those repos (Xenova/whisper-*, onnx-community/whisper-*: Hugging Face Optimum's export) hold
`onnx/encoder_model.onnx` (log-mel `input_features` → `last_hidden_state`), `onnx/decoder_model.onnx` (the
first step: it projects the encoder's states into each layer's cross-attention keys and values) and
`onnx/decoder_with_past_model.onnx` (every step, given all the keys and values), with `config.json` and the
tokenizer files, but no `genai_config.json`. ORT GenAI's Whisper (0.18) wants an encoder that returns the
states *and* the cross-attention keys and values, and one decoder that takes them with the self-attention
cache. So the cross-attention projections are cut out of `decoder_model.onnx` (`onnx.utils.Extractor`: the nodes
between `encoder_hidden_states` and the `present.N.encoder.*` outputs) and appended to the encoder
(`onnx.compose.merge_models`); `decoder_with_past_model.onnx` is the decoder as it is, named through the
config's name templates; `genai_config.json` comes from `config.json`, and `audio_processor_config.json` is
Whisper's 80-bin log-mel front end as ORT GenAI's builder writes it (tiny to small, every one of them; large-v3's
128 bins are refused).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from models.atomic import write_text_atomic
from models.errors import ModelError

ENCODER, FIRST_DECODER, DECODER = "onnx/encoder_model.onnx", "onnx/decoder_model.onnx", "onnx/decoder_with_past_model.onnx"  # noqa: E501
FILES = (ENCODER, FIRST_DECODER, DECODER)
GENAI_ENCODER = "encoder_genai.onnx"
_CROSS = "cross_"  # the prefix of the projections' names in the merged encoder (no clash with the encoder's)
_STFT = {"n_fft": 400, "frame_length": 400, "hop_length": 160}
AUDIO_PROCESSOR = {"feature_extraction": {"sequence": [
    {"operation": {"name": "audio_decoder", "type": "AudioDecoder"}},
    {"operation": {"name": "STFT", "type": "STFTNorm", "attrs": _STFT}},
    {"operation": {"name": "log_mel_spectrogram", "type": "LogMelSpectrum",
                   "attrs": {"chunk_size": 30, "hop_length": 160, "n_fft": 400, "n_mel": 80}}},
]}}


def is_whisper_tfjs(folder: Path) -> bool:
    """A downloaded transformers.js Whisper (its three graphs and config.json), not made runnable yet."""
    return all((folder / name).is_file() for name in (*FILES, "config.json"))


def _config(folder: Path) -> dict[str, Any]:
    try:
        config: dict[str, Any] = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ModelError("whisper_config", f"config.json of this Whisper cannot be read: {exc}") from exc
    if config.get("model_type") != "whisper":
        raise ModelError("whisper_config", f"config.json says {config.get('model_type')!r}, not a Whisper model.")
    if int(config.get("num_mel_bins", 80)) != 80:
        raise ModelError("whisper_config", "This Whisper reads 128 mel bins (large-v3): Hearth's audio front end "
                                           "makes 80.")
    return config


def build_encoder(folder: Path) -> None:
    """`encoder_genai.onnx`: the encoder with the first decoder's cross-attention projections after it."""
    import onnx
    from onnx import compose, utils

    layers = int(_config(folder)["decoder_layers"])
    cross = [f"present.{n}.encoder.{kv}" for n in range(layers) for kv in ("key", "value")]
    first = onnx.load(str(folder / FIRST_DECODER))
    projections = utils.Extractor(first).extract_model(["input_ids", "encoder_hidden_states"], cross)
    del first
    _batch_only_ids(projections)
    encoder = onnx.load(str(folder / ENCODER))
    merged = compose.merge_models(encoder, projections, io_map=[("last_hidden_state", "encoder_hidden_states")],
                                  prefix2=_CROSS, outputs=["last_hidden_state", *(_CROSS + name for name in cross)])
    onnx.save_model(merged, str(folder / GENAI_ENCODER), save_as_external_data=True, all_tensors_to_one_file=True,
                    location=GENAI_ENCODER + ".data")


def _batch_only_ids(model: Any) -> None:
    """Optimum's projections read the batch size from `input_ids`' shape: make that input a (batch, 1) tensor
    of zeros computed from the encoder's states, so the graph needs the states alone."""
    from onnx import TensorProto, helper

    graph = model.graph
    kept = [i for i in graph.input if i.name != "input_ids"]
    del graph.input[:]
    graph.input.extend(kept)
    nodes = [helper.make_node("Shape", ["encoder_hidden_states"], ["ids_batch"], start=0, end=1),
             helper.make_node("Constant", [], ["ids_one"],
                              value=helper.make_tensor("one", TensorProto.INT64, [1], [1])),
             helper.make_node("Concat", ["ids_batch", "ids_one"], ["ids_shape"], axis=0),
             helper.make_node("ConstantOfShape", ["ids_shape"], ["input_ids"],
                              value=helper.make_tensor("zero", TensorProto.INT64, [1], [0]))]
    rest = list(graph.node)
    del graph.node[:]
    graph.node.extend([*nodes, *rest])


def genai_config(config: dict[str, Any]) -> dict[str, Any]:
    """ORT GenAI's config for the merged encoder and Optimum's decoder with past, from the HF `config.json`."""
    heads, hidden = int(config["decoder_attention_heads"]), int(config["d_model"])
    side = {"head_size": hidden // heads, "hidden_size": hidden, "num_attention_heads": heads,
            "num_key_value_heads": heads}
    end = int(config.get("eos_token_id", 50256))
    return {
        "model": {
            "bos_token_id": int(config.get("bos_token_id", end)),
            "context_length": int(config.get("max_target_positions", 448)),
            "eos_token_id": end, "pad_token_id": int(config.get("pad_token_id", end)),
            "type": "whisper", "vocab_size": int(config["vocab_size"]),
            "encoder": {**side, "filename": GENAI_ENCODER, "num_hidden_layers": int(config["encoder_layers"]),
                        "inputs": {"audio_features": "input_features"},
                        "outputs": {"encoder_hidden_states": "last_hidden_state",
                                    "cross_present_key_names": _CROSS + "present.%d.encoder.key",
                                    "cross_present_value_names": _CROSS + "present.%d.encoder.value"}},
            "decoder": {**side, "filename": DECODER, "num_hidden_layers": int(config["decoder_layers"]),
                        "inputs": {"input_ids": "input_ids", "past_key_names": "past_key_values.%d.decoder.key",
                                   "past_value_names": "past_key_values.%d.decoder.value",
                                   "cross_past_key_names": "past_key_values.%d.encoder.key",
                                   "cross_past_value_names": "past_key_values.%d.encoder.value"},
                        "outputs": {"logits": "logits", "present_key_names": "present.%d.decoder.key",
                                    "present_value_names": "present.%d.decoder.value"}},
        },
        "search": {"do_sample": False, "max_length": int(config.get("max_target_positions", 448)), "num_beams": 1,
                   "past_present_share_buffer": False, "top_k": 1},
    }


def make_runnable(folder: Path) -> None:
    """Write what ORT GenAI needs into a downloaded transformers.js Whisper `folder`. Raises ModelError."""
    config = _config(folder)
    try:
        build_encoder(folder)
    except Exception as exc:  # onnx's checker and extractor raise their own kinds for a graph not of this layout
        raise ModelError("whisper_layout", f"This Whisper's graphs are not Optimum's layout: {exc}") from exc
    write_text_atomic(folder / "audio_processor_config.json", json.dumps(AUDIO_PROCESSOR, indent=2))
    write_text_atomic(folder / "genai_config.json", json.dumps(genai_config(config), indent=2))
