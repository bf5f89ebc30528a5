"""Build a transformers.js-layout Whisper (what Xenova/ and onnx-community/whisper-* hold) for the tests.

The hub is out of reach here, so the layout is made by the exporter those repos were made with, Hugging Face
Optimum, from the real Whisper tiny.en Hearth builds its own speech model from (`models.speech_model._to_hf`).
Optimum pins transformers below 5, so it runs from its own folder of pinned wheels fetched from PyPI
(`--no-deps --target`, in front of the environment's torch and onnx), in a subprocess. Its files match the hub's
byte sizes for Xenova/whisper-tiny.en (encoder_model.onnx 32.9 MB, decoder_model.onnx 118 MB,
decoder_with_past_model.onnx 114 MB: huggingface.co/Xenova/whisper-tiny.en/tree/main/onnx). Built once into the
user cache (about two minutes), renamed into place when complete.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.models.make_tjs_model import fixture_root

ROOT = Path(__file__).resolve().parents[2]
EXPORTER = ("optimum==2.3.0", "optimum-onnx==0.1.0", "transformers==4.57.1", "tokenizers==0.22.1",
            "huggingface_hub==0.36.0")
NAME = "whisper-tiny.en-optimum-1"
ROOT_FILES = ("config.json", "generation_config.json", "tokenizer.json", "tokenizer_config.json",
              "special_tokens_map.json", "added_tokens.json", "vocab.json", "merges.txt")
GRAPHS = ("encoder_model.onnx", "decoder_model.onnx", "decoder_with_past_model.onnx")


def _run(command: list[str], env: dict[str, str] | None = None, timeout: float = 900) -> None:
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    if done.returncode != 0:
        tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-15:])
        raise RuntimeError(f"{' '.join(command[:4])}… failed:\n{tail}")


def ensure_whisper_tfjs() -> Path:
    """The fixture repo folder (`onnx/` with Optimum's three graphs, and the root files), built once."""
    root = fixture_root()
    target = root / NAME
    if all((target / "onnx" / g).is_file() for g in GRAPHS):
        return target
    root.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".build-whisper-", dir=root))
    try:
        wheels = root / "optimum-exporter"
        if not (wheels / "optimum").is_dir():
            _run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(wheels), *EXPORTER])
        env = {**os.environ, "HF_HUB_OFFLINE": "1", "PYTHONWARNINGS": "ignore"}
        _run([sys.executable, "-c", "import sys; from pathlib import Path; from models.speech_model import "
              "find_weights, _to_hf; _to_hf(find_weights(Path(sys.argv[1]), print), Path(sys.argv[2]))",
              str(staging / "weights"), str(staging / "hf")], env={**env, "PYTHONPATH": str(ROOT)})
        _run([sys.executable, "-m", "optimum.exporters.onnx", "--model", str(staging / "hf"), "--task",
              "automatic-speech-recognition-with-past", str(staging / "out")],
             env={**env, "PYTHONPATH": str(wheels)})
        repo = staging / "repo"
        (repo / "onnx").mkdir(parents=True)
        for name in GRAPHS:
            shutil.move(staging / "out" / name, repo / "onnx" / name)
        for name in ROOT_FILES:
            shutil.move(staging / "out" / name, repo / name)
        if not target.exists():
            repo.rename(target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return target
