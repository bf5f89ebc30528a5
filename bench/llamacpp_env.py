"""A bench-only virtual environment with llama-cpp-python's OpenAI server, built once into the cache.

llama-cpp-python compiles llama.cpp from source on install (10+ minutes on 2 cores), so it lives in
its own venv under the user cache dir (`<cache>/bench-venv`), never in Hearth's runtime or test
dependencies. `bench/api.py` starts `python -m llama_cpp.server` from it on the demo model's GGUF.

    .venv/bin/python bench/llamacpp_env.py      # build (or confirm) and print the venv's python
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.paths import resolve_paths

PACKAGE = "llama-cpp-python[server]==0.3.36"


def bench_venv() -> Path:
    return resolve_paths().cache / "bench-venv"


def bench_python() -> Path:
    return bench_venv() / "bin" / "python"


def is_ready() -> bool:
    python = bench_python()
    if not python.is_file():
        return False
    probe = subprocess.run([str(python), "-c", "import llama_cpp.server, uvicorn"], capture_output=True, check=False)
    return probe.returncode == 0


def ensure_llamacpp(log: object = sys.stderr) -> Path:
    """The bench venv's python with llama-cpp-python[server] importable; builds it when missing."""
    if is_ready():
        return bench_python()
    folder = bench_venv()
    if not bench_python().is_file():
        venv.create(folder, with_pip=True)
    env = {**os.environ, "CMAKE_ARGS": os.environ.get("CMAKE_ARGS", "-DGGML_NATIVE=ON"),
           "CMAKE_BUILD_PARALLEL_LEVEL": os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))}
    print(f"Building {PACKAGE} into {folder} (compiles llama.cpp: 10+ minutes)…", file=log)  # type: ignore[call-overload]
    subprocess.run([str(bench_python()), "-m", "pip", "install", PACKAGE], env=env, check=True)
    if not is_ready():
        raise RuntimeError(f"{PACKAGE} installed but does not import")
    return bench_python()


if __name__ == "__main__":
    print(ensure_llamacpp())
