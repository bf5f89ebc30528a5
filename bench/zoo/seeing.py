"""Building the zoo's model that sees: Gemma 3 4B's architecture (`Gemma3ForConditionalGeneration`) scaled down,
with seeded random weights, exported as `onnxruntime/Gemma-3-ONNX`'s gemma-3-4b-it build is, for ORT GenAI 0.18's
`gemma3` multimodal pipeline (`src/models/multi_modal.cpp`, `gemma_image_processor.cpp`):

- `gemma-3-text.onnx`: the text decoder by ORT GenAI's builder (`exclude_embeds`, `filename`: what the
  repo's own `builder.py` passes `create_model`); it reads `inputs_embeds`;
- `gemma-3-vision.onnx`: `pixel_values` [images, 3, 896, 896] → `image_features` [images, 256, hidden] (the
  SigLIP tower and the projector that pools each image to its 256 soft tokens). Three dimensions, as ORT GenAI
  allocates it for several images (`MultiModalFeatures`: a 3-D output gets the image count in front);
- `gemma-3-embedding.onnx`: `input_ids` and `image_features` → `inputs_embeds`, the token embeddings (scaled
  by √hidden, as Gemma's are) with the image features put in place of each `<image_soft_token>`;
- `processor_config.json`: the published one (onnxruntime-extensions' `test/data/models/gemma-3/image_processor.json`,
  the same 1,045 bytes): resize to 896×896, rescale, normalise to [-1, 1], channels first. ORT GenAI's Gemma
  processor itself expands each `<start_of_image>` of the prompt to `\\n\\n<start_of_image>` + 256 ×
  `<image_soft_token>` + `<end_of_image>\\n\\n` and refuses a prompt whose count differs from the images';
- `genai_config.json`: the builder's, with the `embedding` and `vision` sections the repo's hand-written one has.

The graphs are saved with their weights beside them (`*.onnx.data`), as the repo's are. Built once into
`<zoo>/gemma3-vision/` (25–36 s here, 124 MB: the 262,208-token embedding table is float32).
"""

from __future__ import annotations

import copy
import json
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

from bench.zoo.build import MANIFEST, SEED, builder, hub_files, recipe
from bench.zoo.recipes import Family
from models.cache_build import install

TEXT, VISION, EMBEDDING = "gemma-3-text.onnx", "gemma-3-vision.onnx", "gemma-3-embedding.onnx"
PROCESSOR = {"processor": {"name": "gemma_3_image_processing", "transforms": [
    {"operation": {"name": "decode_image", "type": "DecodeImage", "attrs": {"color_space": "RGB"}}},
    {"operation": {"name": "resize", "type": "Resize", "attrs": {"interpolation": "CUBIC", "width": 896,
                                                                  "height": 896, "keep_aspect_ratio": 0}}},
    {"operation": {"name": "re-scale", "type": "Rescale"}},
    {"operation": {"name": "normalize", "type": "Normalize", "attrs": {"mean": [0.5, 0.5, 0.5],
                                                                        "std": [0.5, 0.5, 0.5]}}},
    {"operation": {"name": "to_channel_first", "type": "Permute3D", "attrs": {"dims": [2, 0, 1]}}},
]}}


def _model(family: Family) -> Any:
    import torch
    from transformers import Gemma3Config, Gemma3ForConditionalGeneration

    values = {k: copy.deepcopy(v) for k, v in family.config.items() if k not in ("architectures", "model_type")}
    config = Gemma3Config(**values)
    config.architectures = family.config["architectures"]
    config.text_config._attn_implementation = config.vision_config._attn_implementation = "eager"
    torch.manual_seed(SEED)
    model = Gemma3ForConditionalGeneration(config).eval()
    # transformers starts the projector's matrix at zeros (a trained model's is not): every image would reach the
    # decoder as the same zero features. Seeded random values instead, at the config's initializer range.
    with torch.no_grad():
        model.model.multi_modal_projector.mm_input_projection_weight.normal_(0.0, config.initializer_range)
    return model


def _save(path: Path) -> None:
    """The graph at `path` with its weights in `path.onnx.data`, as the published repo keeps them."""
    import onnx

    graph = onnx.load(str(path))
    path.unlink()
    onnx.save_model(graph, str(path), save_as_external_data=True, all_tensors_to_one_file=True,
                    location=path.name + ".data", size_threshold=1024)


def _export_vision(model: Any, folder: Path) -> None:
    import torch

    config = model.config.vision_config
    inner = model.model

    class Vision(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
            return self.inner.get_image_features(pixel_values).pooler_output  # type: ignore[no-any-return]

    pixels = torch.rand(2, 3, config.image_size, config.image_size) * 2 - 1
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the TorchScript exporter is "legacy"
        torch.onnx.export(Vision(), (pixels,), str(folder / VISION), input_names=["pixel_values"],
                          output_names=["image_features"], dynamic_axes={"pixel_values": {0: "num_images"},
                                                                         "image_features": {0: "num_images"}},
                          opset_version=17, dynamo=False)
    _save(folder / VISION)
    _check_vision(Vision(), folder / VISION)


def _check_vision(tower: Any, path: Path) -> None:
    """The exported tower gives the model's features for one image and for three (the image count is not the
    traced one's): checked at build time."""
    import numpy as np
    import onnxruntime as ort
    import torch

    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    for count in (1, 3):
        pixels = torch.rand(count, *session.get_inputs()[0].shape[1:]) * 2 - 1
        with torch.no_grad():
            expected = tower(pixels).numpy()
        (got,) = session.run(None, {"pixel_values": pixels.numpy()})
        if got.shape != expected.shape or not np.allclose(got, expected, atol=1e-4):
            raise RuntimeError(f"the exported vision tower does not give the model's features for {count} images")


def _export_embedding(model: Any, folder: Path) -> None:
    import torch

    from bench.vision_model import export_image_embedding

    image_token = int(model.config.image_token_index)
    hidden = int(model.config.text_config.hidden_size)
    ids = torch.tensor([[2, 255999, *[image_token] * 256, 256000, 3]], dtype=torch.int64)
    export_image_embedding(model.model.language_model.embed_tokens,  # Gemma3TextScaledWordEmbedding: × √hidden
                           image_token, ids, torch.randn(1, 256, hidden), folder / EMBEDDING,
                           {0: "num_images", 1: "image_length"}, hidden)
    _save(folder / EMBEDDING)


def _genai_config(folder: Path) -> None:
    """The builder's config with the repo's `embedding` and `vision` sections (its type stays `gemma3`)."""
    path = folder / "genai_config.json"
    config = json.loads(path.read_text(encoding="utf-8"))
    model = config["model"]
    if model.get("type") != "gemma3" or model["decoder"]["filename"] != TEXT:
        raise RuntimeError(f"the builder wrote {model.get('type')!r} / {model['decoder']['filename']!r}")
    model["embedding"] = {"filename": EMBEDDING, "outputs": {"inputs_embeds": "inputs_embeds"},
                          "inputs": {"input_ids": "input_ids", "image_features": "image_features"}}
    model["vision"] = {"filename": VISION, "config_filename": "processor_config.json",
                       "inputs": {"pixel_values": "pixel_values"}, "outputs": {"image_features": "image_features"}}
    path.write_text(json.dumps(config, indent=4), encoding="utf-8")
    (folder / "processor_config.json").write_text(json.dumps(PROCESSOR, indent=2), encoding="utf-8")


def build_seeing(family: Family, target: Path, sources: Path, log: Any = print) -> None:
    started = time.monotonic()
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".build-{family.name}-", dir=target.parent) as tmp:
        work = Path(tmp)
        hf, built = work / "hf", work / "built"
        hf.mkdir()
        hub_files(family, sources, hf)
        model = _model(family)
        model.save_pretrained(hf, safe_serialization=True)
        (hf / "generation_config.json").write_text(json.dumps(family.generation, indent=2), encoding="utf-8")
        log(f"zoo: building {family.name}'s text decoder with ORT GenAI's builder…")
        builder(hf, built, work / "builder-cache", "exclude_embeds=true", f"filename={TEXT}")
        log(f"zoo: exporting {family.name}'s vision tower and embedding…")
        _export_vision(model, built)
        _export_embedding(model, built)
        _genai_config(built)
        repo = work / "repo"
        variant = repo / family.variant
        variant.parent.mkdir(parents=True)
        built.rename(variant)
        for name in ("chat_template.jinja", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json"):
            (variant / name).unlink(missing_ok=True)  # the builder's re-saved copies: the hub's instead
        hub_files(family, sources, variant)
        template = json.loads((variant / "tokenizer_config.json").read_text(encoding="utf-8"))["chat_template"]
        (variant / "chat_template.jinja").write_text(template, encoding="utf-8")  # the repo ships it beside
        install(repo, target, MANIFEST, recipe(family), repo_id=family.repo_id, variant=family.variant,
                published=family.published, scaled=family.scaled, seconds=round(time.monotonic() - started, 1))
    log(f"zoo: built {family.name} in {time.monotonic() - started:.0f} s")
