"""Which ONNX Runtime GenAI flavour a development setup installs: `python -m app.accel.flavour` prints the
CUDA flavour's requirements when `nvidia-smi` lists an NVIDIA GPU on a platform PyPI has the CUDA wheels
for, and nothing otherwise (packaging/dev/setup.sh installs what it prints over the CPU wheels)."""

from __future__ import annotations

from app.accel.catalog import CUDA, available_here
from app.accel.install import FEATURES
from app.accel.probes import nvidia_gpus


def cuda_requirements() -> tuple[str, ...]:
    """The CUDA flavour's pip requirements where this machine has an NVIDIA GPU, else ()."""
    return FEATURES["cuda"].requirements if available_here(CUDA) and nvidia_gpus() else ()


if __name__ == "__main__":
    print(" ".join(cuda_requirements()))
