"""A benchmark model of a real chat model's size, built once into the cache (bench only).

The 135M demo model fits in the CPU's caches and hides what a person with a 1–8B model meets. This
builds a transformer with the shape of Llama-3.2-1B (16 layers, hidden 2048, MLP 8192, GQA 32/8,
tied embeddings) with the demo model's tokenizer and vocabulary and seeded random weights, as:

- `hf/`: Hugging Face safetensors (transformers' own initialisation, `torch.manual_seed(seed)`);
- `int4-<options>/`: ORT GenAI's model builder, int4 CPU, the same builder and options as the demo
  model (or the options given);
- `model-q4_0.gguf`: the same weights converted with the `convert_hf_to_gguf.py` that
  llama-cpp-python's source distribution vendors, quantized to Q4_0 with `llama_model_quantize`.

Random weights would end a reply at any moment, so the end-of-turn token's row of the (tied)
embedding is zeroed: its logit is then exactly 0 while the largest of the other 49,151 is about
four standard deviations above it, so greedy decoding never picks it and every benchmark turn runs
to its token budget (the benches check the count).

    .venv/bin/python bench/realistic_model.py            # build (or confirm); prints the paths and sizes
    .venv/bin/python bench/realistic_model.py --quick    # a tiny shape in a temporary folder, no GGUF
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.paths import demo_model_dir, resolve_paths
from models.demo import BUILD_OPTIONS, ensure_demo_model

LLAMA_CPP_SDIST = "llama-cpp-python==0.3.36"
SDIST_NAME = "llama_cpp_python-0.3.36"


@dataclass(frozen=True)
class Shape:
    layers: int = 16
    hidden: int = 2048
    intermediate: int = 8192
    heads: int = 32
    kv_heads: int = 8
    context: int = 8192
    seed: int = 1234

    @property
    def name(self) -> str:
        context = "" if self.context == 8192 else f"-c{self.context}"  # the first builds' names stay as they were
        return (f"llama-l{self.layers}-h{self.hidden}-i{self.intermediate}-a{self.heads}-kv{self.kv_heads}"
                f"-s{self.seed}{context}")


LLAMA_1B = Shape()  # Llama-3.2-1B's transformer body
LONG_1B = Shape(context=40960)  # the same weights, its position tables long enough for 32k-token prompts


def models_root() -> Path:
    return resolve_paths().cache / "bench-models"


def _run(command: list[str], **kwargs: object) -> None:
    result = subprocess.run(command, capture_output=True, text=True, check=False, **kwargs)  # type: ignore[call-overload]
    if result.returncode != 0:
        tail = "\n".join((result.stderr or result.stdout).strip().splitlines()[-15:])
        raise RuntimeError(f"{' '.join(command[:4])}… failed:\n{tail}")


def build_hf(folder: Path, shape: Shape, tokenizer_dir: Path) -> None:
    """Seeded random weights in the given shape, saved as safetensors with the demo tokenizer."""
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    tokenizer = AutoTokenizer.from_pretrained(tokenizer_dir)
    eos = tokenizer.convert_tokens_to_ids(tokenizer.eos_token)
    config = LlamaConfig(
        vocab_size=len(tokenizer), hidden_size=shape.hidden, intermediate_size=shape.intermediate,
        num_hidden_layers=shape.layers, num_attention_heads=shape.heads, num_key_value_heads=shape.kv_heads,
        head_dim=shape.hidden // shape.heads, max_position_embeddings=shape.context, rope_theta=500000.0,
        rms_norm_eps=1e-5, tie_word_embeddings=True, bos_token_id=tokenizer.convert_tokens_to_ids(tokenizer.bos_token),
        eos_token_id=eos, pad_token_id=eos, torch_dtype="float32",
    )
    torch.manual_seed(shape.seed)
    model = LlamaForCausalLM(config)
    with torch.no_grad():
        model.get_input_embeddings().weight[eos].zero_()  # see the module docstring: never picked
    model.save_pretrained(folder, safe_serialization=True)
    tokenizer.save_pretrained(folder)
    (folder / "shape.json").write_text(json.dumps(asdict(shape)), encoding="utf-8")


def build_int4(hf_dir: Path, out_dir: Path, options: tuple[str, ...], provider: str = "cpu") -> None:
    """The ORT GenAI builder, int4, as `models.demo` runs it (`provider`: the builder's `-e`)."""
    work = out_dir.with_name(out_dir.name + ".tmp")
    command = [sys.executable, "-m", "onnxruntime_genai.models.builder", "-i", str(hf_dir), "-o", str(work),
               "-p", "int4", "-e", provider, "-c", str(out_dir.with_name(out_dir.name + ".cache"))]
    if options:
        command += ["--extra_options", *options]
    _run(command, env={**os.environ, "HF_HUB_OFFLINE": "1", "ORT_DISABLE_TELEMETRY": "1"})
    for name in ("chat_template.jinja",):
        if (hf_dir / name).is_file() and not (work / name).is_file():
            (work / name).write_bytes((hf_dir / name).read_bytes())
    os.replace(work, out_dir)
    _rmtree(out_dir.with_name(out_dir.name + ".cache"))


def _rmtree(path: Path) -> None:
    import shutil

    shutil.rmtree(path, ignore_errors=True)


def llama_cpp_source(root: Path) -> Path:
    """llama.cpp's converter and gguf-py from llama-cpp-python's sdist (fetched once with pip)."""
    vendor = root / SDIST_NAME / "vendor" / "llama.cpp"
    if (vendor / "conversion").is_dir():
        return vendor
    root.mkdir(parents=True, exist_ok=True)
    sdist = root / f"{SDIST_NAME}.tar.gz"
    if not sdist.is_file():
        _run([sys.executable, "-m", "pip", "download", LLAMA_CPP_SDIST, "--no-binary", ":all:", "--no-deps",
              "--dest", str(root)])
    names = ("convert_hf_to_gguf.py", "conversion/", "gguf-py/")
    wanted = tuple(f"{SDIST_NAME}/vendor/llama.cpp/{name}" for name in names)
    with tarfile.open(sdist) as archive:
        members = [m for m in archive.getmembers() if m.name.startswith(wanted)]
        archive.extractall(root, members=members, filter="data")
    return vendor


def build_gguf(hf_dir: Path, out: Path, source_root: Path, quantizer_python: Path) -> None:
    """HF folder -> f16 GGUF (llama.cpp's converter) -> Q4_0 (llama.cpp's quantizer); f16 is dropped."""
    vendor = llama_cpp_source(source_root)
    f16 = out.with_name(out.stem + "-f16.gguf")
    env = {**os.environ, "PYTHONPATH": str(vendor / "gguf-py"), "HF_HUB_OFFLINE": "1", "NO_LOCAL_GGUF": ""}
    _run([sys.executable, str(vendor / "convert_hf_to_gguf.py"), str(hf_dir), "--outtype", "f16",
          "--outfile", str(f16)], env=env)
    quantize = (
        "import sys, llama_cpp\n"
        "p = llama_cpp.llama_model_quantize_default_params()\n"
        "p.ftype = llama_cpp.LLAMA_FTYPE_MOSTLY_Q4_0\n"
        "p.nthread = 2\n"
        "sys.exit(llama_cpp.llama_model_quantize(sys.argv[1].encode(), sys.argv[2].encode(), p))\n"
    )
    tmp = out.with_name(out.name + ".tmp")
    _run([str(quantizer_python), "-c", quantize, str(f16), str(tmp)])
    os.replace(tmp, out)
    f16.unlink()


@dataclass(frozen=True)
class BenchModel:
    root: Path
    int4: Path
    gguf: Path
    build_s: dict[str, float]


def _folder_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) if path.is_dir() else path.stat().st_size


def ensure_bench_model(shape: Shape = LLAMA_1B, options: tuple[str, ...] = BUILD_OPTIONS,
                       quantizer_python: Path | None = None, root: Path | None = None,
                       tokenizer_dir: Path | None = None, log=print) -> BenchModel:  # type: ignore[no-untyped-def]
    """Build what is missing (HF, int4, Q4_0) under `root/<shape>`; each part is renamed into place
    when done, so an interrupted build resumes. Build times are kept in `build.json`."""
    base = (root or models_root()) / shape.name
    base.mkdir(parents=True, exist_ok=True)
    times_file = base / "build.json"
    times: dict[str, float] = json.loads(times_file.read_text()) if times_file.is_file() else {}
    hf = base / "hf"
    if not (hf / "shape.json").is_file():
        log(f"building random-weight HF model {shape.name}…")
        started = time.perf_counter()
        tmp = base / "hf.tmp"
        _rmtree(tmp)
        build_hf(tmp, shape, tokenizer_dir or ensure_demo_model(demo_model_dir()))
        _rmtree(hf)
        os.replace(tmp, hf)
        times["hf_s"] = round(time.perf_counter() - started, 1)
        times_file.write_text(json.dumps(times), encoding="utf-8")
    int4 = base / ("int4-" + "-".join(o.replace("=", "") for o in options))
    if not (int4 / "genai_config.json").is_file():
        log(f"building ORT GenAI int4 ({' '.join(options)})…")
        started = time.perf_counter()
        build_int4(hf, int4, options)
        times[f"{int4.name}_s"] = round(time.perf_counter() - started, 1)
        times_file.write_text(json.dumps(times), encoding="utf-8")
    gguf = base / "model-q4_0.gguf"
    if quantizer_python is not None and not gguf.is_file():
        log("converting to GGUF and quantizing to Q4_0…")
        started = time.perf_counter()
        build_gguf(hf, gguf, (root or models_root()) / "llama.cpp-src", quantizer_python)
        times["gguf_q4_0_s"] = round(time.perf_counter() - started, 1)
    times_file.write_text(json.dumps(times), encoding="utf-8")
    return BenchModel(base, int4, gguf, times)


def sizes(model: BenchModel) -> dict[str, int]:
    return {"hf_bytes": _folder_bytes(model.root / "hf"), "int4_bytes": _folder_bytes(model.int4),
            "gguf_q4_0_bytes": _folder_bytes(model.gguf) if model.gguf.is_file() else 0}


def kv_variant(model: BenchModel, scheme: str, options: tuple[str, ...] = BUILD_OPTIONS,
               log=print) -> Path:  # type: ignore[no-untyped-def]
    """The int4 build of `model` (made with `options`) again with an int8 (or int4) KV cache, its scales
    calibrated on the float32 build (`models.kv_cache`); beside it as `<int4>-kv<scheme>`, built once."""
    from models.kv_cache import build_kv_variant

    return build_kv_variant(model.int4, scheme, model.int4.with_name(f"{model.int4.name}-kv{scheme}"),
                            lambda _work: model.root / "hf", options, f"bench|{model.root.name}|{model.int4.name}",
                            "hearth-bench.json", log)


TINY = Shape(layers=2, hidden=128, intermediate=256, heads=4, kv_heads=2, context=512, seed=7)


if __name__ == "__main__":
    if "--quick" in sys.argv[1:]:  # a tiny shape into a temporary folder, no GGUF: checks the builder runs
        import tempfile

        with tempfile.TemporaryDirectory(prefix="hearth-bench-model-") as tmp:
            built = ensure_bench_model(TINY, root=Path(tmp), log=lambda m: print(m, file=sys.stderr))
            print(json.dumps({"root": str(built.root), **sizes(built), "build_s": built.build_s, "quick": True}))
        sys.exit(0)
    from bench.llamacpp_env import ensure_llamacpp

    built = ensure_bench_model(quantizer_python=ensure_llamacpp())
    print(json.dumps({"root": str(built.root), **sizes(built), "build_s": built.build_s}))
