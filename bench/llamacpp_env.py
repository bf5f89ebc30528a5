"""A bench-only virtual environment with llama-cpp-python's OpenAI server, built once into the cache.

llama-cpp-python compiles llama.cpp from source on install (10+ minutes on 2 cores), so it lives in
its own venv under the user cache dir (`<cache>/bench-venv`), never in Hearth's runtime or test
dependencies. `bench/api.py` starts `python -m llama_cpp.server` from it on the demo model's GGUF.

    .venv/bin/python bench/llamacpp_env.py      # build (or confirm) and print the venv's python
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import venv
from pathlib import Path
from typing import TextIO

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.paths import resolve_paths

PACKAGE = "llama-cpp-python[server]==0.3.36"


# Not a bench (a library for the bench scripts that compare with llama.cpp):
# the quick-mode runner (tests/bench) skips it.
QUICK = None


def bench_venv() -> Path:
    return resolve_paths().cache / "bench-venv"


def bench_python() -> Path:
    return bench_venv() / "bin" / "python"


def cmake_args() -> str:
    """This CPU's features for ggml, without AMX.

    Not GGML_NATIVE: on Sapphire Rapids VMs `-march=native` turns on ggml's AMX kernels, and their
    first `ldtilecfg` faults when the hypervisor does not pass the tile state through (measured: a
    segfault on the first multi-token prompt). Every other feature the CPU reports is used.
    """
    flags: set[str] = set()
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("flags"):
                flags = set(line.split(":", 1)[1].split())
                break
    if not flags:
        return "-DGGML_NATIVE=ON"
    features = {"AVX": "avx", "AVX2": "avx2", "FMA": "fma", "F16C": "f16c", "BMI2": "bmi2", "AVX_VNNI": "avx_vnni",
                "AVX512": "avx512f", "AVX512_VBMI": "avx512vbmi", "AVX512_VNNI": "avx512_vnni",
                "AVX512_BF16": "avx512_bf16"}
    args = ["-DGGML_NATIVE=OFF", "-DGGML_AMX_TILE=OFF", "-DGGML_AMX_INT8=OFF", "-DGGML_AMX_BF16=OFF"]
    args += [f"-DGGML_{name}={'ON' if flag in flags else 'OFF'}" for name, flag in features.items()]
    return " ".join(args)


def _stamp() -> Path:
    return bench_venv() / "hearth-build.txt"


def is_ready() -> bool:
    python = bench_python()
    if not python.is_file() or not _stamp().is_file():
        return False
    if _stamp().read_text(encoding="utf-8") != f"{PACKAGE} {cmake_args()}":
        return False
    probe = subprocess.run([str(python), "-c", "import llama_cpp.server, uvicorn"], capture_output=True, check=False)
    return probe.returncode == 0


def ensure_llamacpp(log: TextIO = sys.stderr) -> Path:
    """The bench venv's python with llama-cpp-python[server] importable; builds it when missing."""
    if is_ready():
        return bench_python()
    folder = bench_venv()
    if not bench_python().is_file():
        venv.create(folder, with_pip=True)
    args = os.environ.get("CMAKE_ARGS", cmake_args())
    env = {**os.environ, "CMAKE_ARGS": args,
           "CMAKE_BUILD_PARALLEL_LEVEL": os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))}
    print(f"Building {PACKAGE} into {folder} with {args} (compiles llama.cpp: 10+ minutes)…", file=log)
    subprocess.run([str(bench_python()), "-m", "pip", "install", "--force-reinstall", "--no-cache-dir", PACKAGE],
                   env=env, check=True)
    _stamp().write_text(f"{PACKAGE} {args}", encoding="utf-8")
    if not is_ready():
        raise RuntimeError(f"{PACKAGE} installed but does not import")
    return bench_python()


if __name__ == "__main__":
    print(ensure_llamacpp())
