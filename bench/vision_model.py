"""A small model that sees, built here offline: Qwen2.5-VL's real graphs with seeded random weights.

No vision model can be downloaded here, so this builds one of the families ORT GenAI 0.18 runs
(`qwen2_5_vl`) from a config, the way `bench/realistic_model.py` builds a text model:

- the weights: transformers' own `Qwen2_5_VLForConditionalGeneration`, a tiny config, `torch.manual_seed`;
- `model.onnx`: the text decoder from ORT GenAI's model builder (int4 CPU, `exclude_embeds`: it reads
  `inputs_embeds` and the 3-D MRoPE `position_ids` ORT GenAI computes);
- `vision.onnx`: the vision tower itself (`pixel_values` [patches, 3·2·14·14] → `image_features`), exported
  with `torch.onnx.export` for one image, then run once per image by an ONNX `Scan` (see `_each_image`);
- `embedding.onnx`: token embeddings with the image features put in place of each `<|image_pad|>`;
- the demo model's tokenizer with Qwen2-VL's vision tokens added, Qwen2-VL's chat template, and
  ORT GenAI's `qwen2_5_image_processor` settings (fixed 224×224 resize: the exported tower's grid is
  fixed, 16×16 patches → 64 image tokens an image; a prompt takes several images, like the official
  exports).

It goes into the user cache once (`<cache>/vision-model/`), a few MB. Needs torch and transformers (the
dev venv has them; the app never does).

    .venv/bin/python bench/vision_model.py     # build (or confirm); prints the folder
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.paths import demo_model_dir, resolve_paths
from models.demo import ensure_demo_model

QUICK = None  # a library for bench/vision.py and the tests, not a benchmark of its own
VERSION = 2  # 2: several images a prompt (the tower in a Scan)
SIDE = 224  # the processor resizes every image to this square: the exported grid is 16×16 patches
PATCH, MERGE, TEMPORAL = 14, 2, 2
HIDDEN = 64
VISION_TOKENS = ["<|vision_start|>", "<|vision_end|>", "<|image_pad|>", "<|video_pad|>"]
CHAT_TEMPLATE = (
    "{% for message in messages %}{% if loop.first and message['role'] != 'system' %}"
    "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n{% endif %}"
    "<|im_start|>{{ message['role'] }}\n{{ message['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def vision_model_dir() -> Path:
    """`HEARTH_VISION_DIR` (the tests point it at the user cache), else the user cache."""
    chosen = os.environ.get("HEARTH_VISION_DIR")
    return Path(chosen) if chosen else resolve_paths().cache / "vision-model" / f"qwen2_5_vl-tiny-v{VERSION}"


def is_built(folder: Path) -> bool:
    return all((folder / n).is_file() for n in ("genai_config.json", "model.onnx", "vision.onnx", "embedding.onnx",
                                                 "processor_config.json", "tokenizer.json", "built.json"))


def ensure_vision_model(log=print) -> Path:  # type: ignore[no-untyped-def]
    from models.cache_build import build_lock

    folder = vision_model_dir()
    if not is_built(folder):
        with build_lock(folder):
            if not is_built(folder):
                build(folder, log)
    return folder


def _tokenizer(work: Path) -> tuple[dict[str, int], int]:
    """The demo model's tokenizer with the vision tokens; their ids and the vocabulary size."""
    from tokenizers import AddedToken, Tokenizer

    demo = ensure_demo_model(demo_model_dir(), print)
    tokenizer = Tokenizer.from_file(str(demo / "tokenizer.json"))
    tokenizer.add_special_tokens([AddedToken(t, special=True, normalized=False) for t in VISION_TOKENS])
    tokenizer.save(str(work / "tokenizer.json"))
    config = json.loads((demo / "tokenizer_config.json").read_text(encoding="utf-8"))
    config["chat_template"] = CHAT_TEMPLATE
    config.setdefault("added_tokens_decoder", {})
    ids = {t: int(tokenizer.token_to_id(t)) for t in VISION_TOKENS}
    for token, token_id in ids.items():
        config["added_tokens_decoder"][str(token_id)] = {"content": token, "lstrip": False, "normalized": False,
                                                         "rstrip": False, "single_word": False, "special": True}
    (work / "tokenizer_config.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    (work / "chat_template.jinja").write_text(CHAT_TEMPLATE, encoding="utf-8")
    for name in ("special_tokens_map.json",):
        if (demo / name).is_file():
            shutil.copy2(demo / name, work / name)
    return ids, tokenizer.get_vocab_size(with_added_tokens=True)


def _config(ids: dict[str, int], vocab: int, eos: int):  # type: ignore[no-untyped-def]
    from transformers import Qwen2_5_VLConfig

    return Qwen2_5_VLConfig(
        text_config={"vocab_size": vocab, "hidden_size": HIDDEN, "intermediate_size": 128, "num_hidden_layers": 2,
                     "num_attention_heads": 4, "num_key_value_heads": 2, "max_position_embeddings": 4096,
                     "rope_parameters": {"rope_type": "default", "rope_theta": 1000000.0, "mrope_section": [2, 3, 3]},
                     "tie_word_embeddings": False, "bos_token_id": eos, "eos_token_id": eos},
        vision_config={"depth": 2, "hidden_size": 32, "intermediate_size": 64, "num_heads": 2,
                       "out_hidden_size": HIDDEN, "patch_size": PATCH, "spatial_merge_size": MERGE,
                       "temporal_patch_size": TEMPORAL, "window_size": 112, "fullatt_block_indexes": [1]},
        image_token_id=ids["<|image_pad|>"], video_token_id=ids["<|video_pad|>"],
        vision_start_token_id=ids["<|vision_start|>"], vision_end_token_id=ids["<|vision_end|>"],
        tie_word_embeddings=False, bos_token_id=eos, eos_token_id=eos,
    )


def _export_vision(model, folder: Path) -> int:  # type: ignore[no-untyped-def]
    """The vision tower for one SIDE×SIDE image; returns the number of image tokens it gives."""
    import torch

    grid = torch.tensor([[1, SIDE // PATCH, SIDE // PATCH]], dtype=torch.int64)
    patches = int(grid.prod())
    pixels = torch.randn(patches, 3 * TEMPORAL * PATCH * PATCH)
    tower = model.model.visual.eval()

    class Vision(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.tower = tower

        def forward(self, pixel_values: torch.Tensor, image_grid_thw: torch.Tensor) -> torch.Tensor:
            out = self.tower(pixel_values, grid_thw=image_grid_thw)
            return out.pooler_output if hasattr(out, "pooler_output") else out

    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the TorchScript exporter is "legacy": it traces the tower's loops
        features = Vision()(pixels, grid)
        torch.onnx.export(Vision(), (pixels, grid), str(folder / "vision.onnx"), input_names=["pixel_values",
                          "image_grid_thw"], output_names=["image_features"], opset_version=17, dynamo=False)
    return int(features.shape[0])


def _each_image(folder: Path) -> None:
    """Make the one-image tower take the patches of several images, each read on its own, as the real one does.

    The tracer turns the tower's Python loops over `image_grid_thw` into constants (and drops that input),
    so the exported graph reads exactly one image's 256 patches. The real tower reads several images as
    one sequence whose attention never crosses from one image to another (its `cu_seqlens`), which is the
    same as reading each alone and putting the features one after the other: an ONNX `Scan` does that
    around the traced graph, unchanged. Checked at build time against the one-image graph.
    """
    import numpy as np
    import onnx
    import onnxruntime as ort
    from onnx import TensorProto, helper

    path = folder / "vision.onnx"
    single = onnx.load(str(path))
    graph = single.graph
    (inp,), (out,) = graph.input, graph.output
    patches, width = (d.dim_value for d in inp.type.tensor_type.shape.dim)
    tokens, hidden = (d.dim_value for d in out.type.tensor_type.shape.dim)
    inner = {inp.name: "one_image_patches", out.name: "one_image_features"}  # a subgraph may not shadow a name
    nodes = []
    for node in graph.node:
        copy = onnx.NodeProto()
        copy.CopyFrom(node)
        for field in (copy.input, copy.output):
            names = [inner.get(n, n) for n in field]
            del field[:]
            field.extend(names)
        nodes.append(copy)
    body = helper.make_graph(nodes, "one_image",
                             [helper.make_tensor_value_info(inner[inp.name], TensorProto.FLOAT, [patches, width])],
                             [helper.make_tensor_value_info(inner[out.name], TensorProto.FLOAT, [tokens, hidden])])
    shapes = [helper.make_tensor("per_image", TensorProto.INT64, [3], [-1, patches, width]),
              helper.make_tensor("all_features", TensorProto.INT64, [2], [-1, hidden])]
    each = helper.make_graph(
        [helper.make_node("Reshape", ["pixel_values", "per_image"], ["images"]),
         helper.make_node("Scan", ["images"], ["features_by_image"], body=body, num_scan_inputs=1),
         helper.make_node("Reshape", ["features_by_image", "all_features"], ["image_features"])],
        "vision_each_image",
        [helper.make_tensor_value_info("pixel_values", TensorProto.FLOAT, ["num_patches", width])],
        [helper.make_tensor_value_info("image_features", TensorProto.FLOAT, ["num_image_tokens", hidden])],
        initializer=[*graph.initializer, *shapes])
    model = helper.make_model(each, opset_imports=list(single.opset_import), ir_version=single.ir_version)
    onnx.checker.check_model(model)
    one = ort.InferenceSession(single.SerializeToString(), providers=["CPUExecutionProvider"])
    several = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    rng = np.random.default_rng(0)
    images = [rng.standard_normal((patches, width), dtype=np.float32) for _ in range(2)]
    alone = np.concatenate([one.run(None, {inp.name: i})[0] for i in images])
    together = several.run(None, {"pixel_values": np.concatenate(images)})[0]
    if not np.allclose(alone, together, atol=1e-5):
        raise RuntimeError("the tower in a Scan does not give each image's features")
    onnx.save(model, str(path))


def export_image_embedding(table, image_token: int, ids, features, path: Path,  # type: ignore[no-untyped-def]
                           feature_axes: dict[int, str], hidden: int = 0) -> None:
    """The embedding graph ORT GenAI's vision models take (`input_ids`, `image_features` -> `inputs_embeds`): the
    token table's rows, the image tokens' replaced in order by the image features, flattened to rows of `hidden`
    first when given (Gemma 3's come as [images, 256, hidden]). `ids` and `features` are the example inputs."""
    import torch

    class Embedding(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.table = table

        def forward(self, input_ids: torch.Tensor, image_features: torch.Tensor) -> torch.Tensor:
            embeds = self.table(input_ids)
            mask = (input_ids == image_token).unsqueeze(-1).expand_as(embeds)
            rows = image_features.reshape(-1, hidden) if hidden else image_features
            return embeds.masked_scatter(mask, rows.to(embeds.dtype))

    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(Embedding(), (ids, features), str(path),
                          input_names=["input_ids", "image_features"], output_names=["inputs_embeds"],
                          dynamic_axes={"input_ids": {0: "batch_size", 1: "sequence_length"},
                                        "image_features": feature_axes,
                                        "inputs_embeds": {0: "batch_size", 1: "sequence_length"}},
                          opset_version=17, dynamo=False)


def _export_embedding(model, folder: Path, image_token: int) -> None:  # type: ignore[no-untyped-def]
    import torch

    ids = torch.tensor([[1, image_token, image_token, 2]], dtype=torch.int64)
    export_image_embedding(model.model.language_model.embed_tokens, image_token, ids, torch.randn(2, HIDDEN),
                           folder / "embedding.onnx", {0: "num_logical_patches"})


def _processor_config() -> dict[str, object]:
    return {"processor": {"name": "qwen2_5_image_processor", "transforms": [
        {"operation": {"name": "decode_image", "type": "DecodeImage", "attrs": {"color_space": "RGB"}}},
        {"operation": {"name": "convert_to_rgb", "type": "ConvertRGB"}},
        {"operation": {"name": "resize", "type": "Resize", "attrs": {
            "width": SIDE, "height": SIDE, "smart_resize": 0, "patch_size": PATCH, "merge_size": MERGE}}},
        {"operation": {"name": "rescale", "type": "Rescale", "attrs": {"rescale_factor": 1 / 255}}},
        {"operation": {"name": "normalize", "type": "Normalize", "attrs": {
            "mean": [0.48145466, 0.4578275, 0.40821073], "std": [0.26862954, 0.26130258, 0.27577711],
            "qwen2_5_vl": 1}}},
        {"operation": {"name": "patch_image", "type": "PatchImage", "attrs": {
            "patch_size": PATCH, "temporal_patch_size": TEMPORAL, "merge_size": MERGE}}},
    ]}}


def build(folder: Path, log=print) -> None:  # type: ignore[no-untyped-def]
    import subprocess

    import torch

    started = time.monotonic()
    work = folder.with_name(folder.name + ".partial")
    shutil.rmtree(work, ignore_errors=True)
    (work / "hf").mkdir(parents=True)
    ids, vocab = _tokenizer(work / "hf")
    eos = json.loads((work / "hf" / "tokenizer.json").read_text(encoding="utf-8"))
    eos_id = next(t["id"] for t in eos["added_tokens"] if t["content"] == "<|im_end|>")
    torch.manual_seed(1234)
    from transformers import Qwen2_5_VLForConditionalGeneration

    model = Qwen2_5_VLForConditionalGeneration(_config(ids, vocab, eos_id)).eval()
    model.save_pretrained(work / "hf")
    log("exporting the vision tower and the embedding…")
    tokens = _export_vision(model, work)
    _each_image(work)
    _export_embedding(model, work, ids["<|image_pad|>"])
    log("building the text decoder with ORT GenAI's builder…")
    subprocess.run([sys.executable, "-m", "onnxruntime_genai.models.builder", "-i", str(work / "hf"), "-o",
                    str(work / "text"), "-p", "int4", "-e", "cpu", "-c", str(work / "builder-cache"),
                    "--extra_options", "exclude_embeds=true"], check=True,
                   env={**os.environ, "HF_HUB_OFFLINE": "1"})
    for item in (work / "text").iterdir():
        shutil.move(str(item), str(work / item.name))
    for name in ("tokenizer.json", "tokenizer_config.json", "chat_template.jinja", "special_tokens_map.json"):
        if (work / "hf" / name).is_file():
            shutil.copy2(work / "hf" / name, work / name)
    config = json.loads((work / "genai_config.json").read_text(encoding="utf-8"))
    model_config = config["model"]
    model_config.update(type="qwen2_5_vl", image_token_id=ids["<|image_pad|>"], video_token_id=ids["<|video_pad|>"],
                        vision_start_token_id=ids["<|vision_start|>"], vocab_size=vocab)
    model_config["embedding"] = {"filename": "embedding.onnx", "inputs": {"input_ids": "input_ids",
                                 "image_features": "image_features"}, "outputs": {"inputs_embeds": "inputs_embeds"}}
    model_config["vision"] = {"filename": "vision.onnx", "config_filename": "processor_config.json",
                              "spatial_merge_size": MERGE, "tokens_per_second": 2.0, "patch_size": PATCH,
                              "window_size": 112, "inputs": {"pixel_values": "pixel_values",
                                                             "image_grid_thw": "image_grid_thw"},
                              "outputs": {"image_features": "image_features"}}
    (work / "genai_config.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    (work / "processor_config.json").write_text(json.dumps(_processor_config(), indent=2), encoding="utf-8")
    shutil.rmtree(work / "hf")
    shutil.rmtree(work / "text", ignore_errors=True)
    shutil.rmtree(work / "builder-cache", ignore_errors=True)
    (work / "built.json").write_text(json.dumps({"version": VERSION, "image_tokens": tokens, "side": SIDE,
                                                 "seconds": round(time.monotonic() - started, 1)}), encoding="utf-8")
    shutil.rmtree(folder, ignore_errors=True)
    work.rename(folder)
    log(f"built {folder} in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    print(ensure_vision_model())
