"""gpt-oss's experts as OpenAI publishes them: MXFP4 (`*_blocks`, `*_scales`), the only form ORT GenAI 0.18's
builder reads them in for an int4 CPU build.

The builder's gpt-oss path (`builders/gptoss.py`, `make_moe_preprocessing`) takes the QMoE op's expert
weights from the checkpoint's original MXFP4 tensors (`loaders/gptoss.py`: "Original GPT-OSS MXFP4 tensor …
was not found" otherwise), never from float ones; a float checkpoint cannot be built. So the zoo writes its
seeded float experts the way the published checkpoint stores them: per block of 32 inputs one power-of-two
scale (E8M0, biased by 127) and 4-bit E2M1 codes, two a byte, output-major `[experts, out, in/32, 16]`,
and the config's `quantization_config` says `mxfp4` as the hub's does.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

FP4 = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)  # E2M1 magnitudes; bit 3 is the sign
QUANTIZATION_CONFIG = {"quant_method": "mxfp4", "modules_to_not_convert": [
    "model.layers.*.self_attn", "model.layers.*.mlp.router", "model.embed_tokens", "lm_head"]}


def to_mxfp4(weight: Any) -> tuple[Any, Any]:
    """An output-major `[E, N, K]` float tensor as (blocks `[E, N, K/32, 16]` uint8, scales `[E, N, K/32]` uint8)."""
    import torch

    experts, rows, width = weight.shape
    groups = weight.reshape(experts, rows, width // 32, 32).to(torch.float32)
    peak = groups.abs().amax(dim=-1).clamp_min(2.0 ** -126)
    exponent = torch.ceil(torch.log2(peak / 6.0)).clamp(-127, 127)  # the block's largest value fits in 6·2^e
    scaled = groups / torch.pow(2.0, exponent).unsqueeze(-1)
    magnitudes = torch.tensor(FP4)
    codes = (scaled.abs().unsqueeze(-1) - magnitudes).abs().argmin(dim=-1).to(torch.uint8)
    codes |= (scaled < 0).to(torch.uint8) << 3
    blocks = codes[..., 0::2] | (codes[..., 1::2] << 4)
    return blocks.contiguous(), (exponent + 127).to(torch.uint8).contiguous()


def write_mxfp4_experts(hf: Path) -> None:
    """Rewrite the saved float checkpoint in `hf` with MXFP4 experts, as gpt-oss's hub repo has them."""
    from safetensors.torch import load_file, save_file

    (weights,) = hf.glob("*.safetensors")
    tensors = load_file(str(weights))
    for name in [n for n in tensors if n.endswith(("mlp.experts.gate_up_proj", "mlp.experts.down_proj"))]:
        # transformers keeps experts input-major ([E, in, out]); the checkpoint is output-major
        blocks, scales = to_mxfp4(tensors.pop(name).transpose(-1, -2).contiguous())
        tensors[f"{name}_blocks"], tensors[f"{name}_scales"] = blocks, scales
    save_file(tensors, str(weights), metadata={"format": "pt"})
    config_path = hf / "config.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    config["quantization_config"] = QUANTIZATION_CONFIG
    config_path.write_text(json.dumps(config, indent=2), encoding="utf-8")
