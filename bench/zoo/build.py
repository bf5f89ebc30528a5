"""Building one family of the zoo: seeded random weights in the family's real architecture, ORT GenAI's
model builder (int4 CPU, the demo model's options), the hub's tokenizer files and template beside it,
all in the folder layout of the hub repo the family is downloaded from.

The build goes into `<zoo>/<family>/` (the repo's root; the model is in its variant folder) with a
manifest of sizes and hashes and the recipe (`models.cache_build`): a changed recipe, source version,
builder or transformers version rebuilds. A lock per family lets several test processes share it.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict
from importlib.metadata import version
from pathlib import Path
from typing import Any

from bench.zoo.mxfp4 import write_mxfp4_experts
from bench.zoo.recipes import Family
from bench.zoo.sources import LLAMA_CPP, NPM_VERSION, llama_cpp_templates, npm_tokenizer
from models.cache_build import install, is_built
from models.demo import BUILD_OPTIONS

MANIFEST = "hearth-zoo.json"
ZOO_VERSION = 1
SEED = 1234
HUB_TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json")


def recipe(family: Family) -> str:
    """What the build is made from, hashed: a change to any of it rebuilds."""
    spec = {"zoo": ZOO_VERSION, "family": asdict(family), "npm": NPM_VERSION, "llama.cpp": LLAMA_CPP, "seed": SEED,
            "ort-genai": version("onnxruntime-genai"), "transformers": version("transformers"),
            "torch": version("torch"), "options": BUILD_OPTIONS}
    digest = hashlib.sha256(json.dumps(spec, sort_keys=True).encode()).hexdigest()[:16]
    return f"{family.name}|{digest}"


def is_current(family: Family, folder: Path) -> bool:
    return is_built(folder, MANIFEST, recipe(family))


def hub_files(family: Family, sources: Path, into: Path) -> None:
    """The hub repo's tokenizer files as published, its template where the repo keeps it, and its
    generation config."""
    tokenizer = npm_tokenizer(family.npm, sources)
    config = json.loads((tokenizer / "tokenizer_config.json").read_text(encoding="utf-8"))
    if family.token_names:
        _rename_tokens(tokenizer / "tokenizer.json", into / "tokenizer.json", config, family.token_names)
    else:
        shutil.copy2(tokenizer / "tokenizer.json", into / "tokenizer.json")
    if family.template:
        text = (llama_cpp_templates(sources) / family.template).read_text(encoding="utf-8")
        for theirs, hubs in family.template_edits:
            if text.count(theirs) < 1:
                raise RuntimeError(f"{family.template} no longer has llama.cpp's edit {theirs!r}")
            text = text.replace(theirs, hubs)
        if family.template_file:
            (into / "chat_template.jinja").write_text(text, encoding="utf-8")
        else:
            config["chat_template"] = text
    (into / "tokenizer_config.json").write_text(json.dumps(config, indent=2, ensure_ascii=False), encoding="utf-8")


def _rename_tokens(source: Path, target: Path, config: dict[str, Any], names: dict[int, str]) -> None:
    """`names` given to those added token ids in tokenizer.json and tokenizer_config.json (`Family.token_names`)."""
    tokenizer = json.loads(source.read_text(encoding="utf-8"))
    for token in tokenizer["added_tokens"]:
        token["content"] = names.get(token["id"], token["content"])
    vocab = tokenizer["model"]["vocab"]
    held = {token_id: text for text, token_id in vocab.items() if token_id in names}
    for token_id, text in held.items():  # an added token may be in the BPE vocabulary too
        del vocab[text]
        vocab[names[token_id]] = token_id
    target.write_text(json.dumps(tokenizer, ensure_ascii=False), encoding="utf-8")
    for key, entry in config.get("added_tokens_decoder", {}).items():
        entry["content"] = names.get(int(key), entry["content"])


def _weights(family: Family, hf: Path) -> None:
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM

    # a deep copy: transformers writes into the nested RoPE dict it is given, which would change the recipe
    values: dict[str, Any] = {k: copy.deepcopy(v) for k, v in family.config.items()
                              if k not in ("architectures", "model_type")}
    config = AutoConfig.for_model(family.config["model_type"], **values)
    config.architectures = family.config["architectures"]
    torch.manual_seed(SEED)
    model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    model.save_pretrained(hf, safe_serialization=True)
    if family.config["model_type"] == "gpt_oss":
        write_mxfp4_experts(hf)
    (hf / "generation_config.json").write_text(json.dumps(family.generation, indent=2), encoding="utf-8")


def builder(hf: Path, out: Path, cache: Path, *extra: str) -> None:
    """ORT GenAI's builder on `hf` (int4 CPU, the demo model's options and `extra` ones) into `out`."""
    command = [sys.executable, "-m", "bench.zoo._builder", "-i", str(hf), "-o", str(out), "-p", "int4",
               "-e", "cpu", "-c", str(cache), "--extra_options", *BUILD_OPTIONS, *extra]
    root = str(Path(__file__).resolve().parents[2])
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "ORT_DISABLE_TELEMETRY": "1",
           "PYTHONPATH": os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)}
    result = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    if result.returncode != 0:
        tail = "\n".join((result.stderr or result.stdout).strip().splitlines()[-12:])
        raise RuntimeError(f"ORT GenAI's builder failed on the zoo's {hf.name}:\n{tail}")


def build(family: Family, target: Path, sources: Path, log: Any = print) -> None:
    started = time.monotonic()
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".build-{family.name}-", dir=target.parent) as tmp:
        work = Path(tmp)
        hf = work / "hf"
        hf.mkdir()
        hub_files(family, sources, hf)
        _weights(family, hf)
        log(f"zoo: building {family.name} with ORT GenAI's builder…")
        builder(hf, work / "built", work / "builder-cache")
        repo = work / "repo"
        variant = repo / family.variant if family.variant else repo
        variant.parent.mkdir(parents=True, exist_ok=True)
        (work / "built").rename(variant)
        for name in ("chat_template.jinja", *HUB_TOKENIZER_FILES):  # the builder's re-saved copies: the hub's instead
            (variant / name).unlink(missing_ok=True)
        hub_files(family, sources, variant)
        install(repo, target, MANIFEST, recipe(family), repo_id=family.repo_id, variant=family.variant,
                published=family.published, scaled=family.scaled, seconds=round(time.monotonic() - started, 1))
    log(f"zoo: built {family.name} in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    from bench.zoo import SEEING, family, zoo_root

    chosen = family(sys.argv[1])
    if chosen.name in SEEING:
        from bench.zoo.seeing import build_seeing

        build_seeing(chosen, zoo_root() / chosen.name, zoo_root() / "sources")
    else:
        build(chosen, zoo_root() / chosen.name, zoo_root() / "sources")
